"""The filters a list of boards takes, shared by `GET /boards` and `GET /boards/export`
(docs/contract.md "Boards", "Interchange")."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Query

from api.pagination import Moment, utc_timestamp
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.rules.table import Phase
from projections.boards import BoardFilter


def board_filter(
    phase: Annotated[Phase | None, Query(description="Only boards in this phase.")] = None,
    board_number: Annotated[
        int | None, Query(ge=1, le=MAX_BOARD_NUMBER, description="Only boards with this number.")
    ] = None,
    player: Annotated[
        str | None, Query(max_length=64, description="Only boards where this user holds a seat.")
    ] = None,
    since: Moment = None,
    until: Moment = None,
) -> BoardFilter:
    return BoardFilter(
        phase=phase.value if phase else None,
        board_number=board_number,
        player=player,
        since=utc_timestamp(since, "since"),
        until=utc_timestamp(until, "until"),
    )


BoardFilterDep = Annotated[BoardFilter, Depends(board_filter)]
