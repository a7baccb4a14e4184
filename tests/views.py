"""The board view as its JSON reads, for tests that compare it with literal values."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from pydantic import BaseModel

from domain.board import Board
from domain.board.view import NO_RIGHTS, board_view
from domain.rules.cards import Seat


def board_view_json(
    board: Board, visible: set[Seat], unexplained: frozenset[Seat] = frozenset()
) -> Any:
    """`board_view` as the API writes it (for a requester who may do nothing there: the
    API's `viewer_rights` are tested over HTTP)."""
    return board_view(board, visible, unexplained, viewer=NO_RIGHTS).model_dump(mode="json")


def plain(view: Any) -> Any:
    """A typed view (a pydantic model or a dataclass) as its JSON reads."""
    if isinstance(view, BaseModel):
        return view.model_dump(mode="json")
    return json.loads(json.dumps(dataclasses.asdict(view), default=_model_json))


def _model_json(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    raise TypeError(f"{type(value).__name__} is not JSON serializable")
