"""The board view as its JSON reads, for tests that compare it with literal values."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from domain.board import Board
from domain.board_view import board_view
from domain.rules.cards import Seat


def board_view_json(
    board: Board, visible: set[Seat], unexplained: frozenset[Seat] = frozenset()
) -> Any:
    """`board_view` as the API writes it: objects become dicts, tuples lists."""
    return json.loads(json.dumps(dataclasses.asdict(board_view(board, visible, unexplained))))


def plain(view: Any) -> Any:
    """A typed view (a dataclass) as its JSON reads."""
    return json.loads(json.dumps(dataclasses.asdict(view)))
