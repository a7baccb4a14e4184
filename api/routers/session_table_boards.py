"""A session's boards played at the table in the ledger, robots in the empty seats
(docs/contract.md "A session's boards played at the table")."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path, Response
from pydantic import BaseModel, Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker, view_for
from api.request_checks import resource_router
from api.schemas import Body, Seat, StrictInt, SystemId, UserName
from api.table_board_start import TableStart, start_table_board
from domain.board import Board
from domain.board.view import BoardPublic
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.rules.movements import MAX_MITCHELL_TABLES

router = resource_router(prefix="/sessions", tags=["sessions"])


class TableBoardCreate(Body):
    round: StrictInt | None = Field(
        default=None,
        ge=1,
        le=2 * MAX_MITCHELL_TABLES,
        description="The round; by default the one in which the movement has the table play "
        "the board.",
    )
    seats: dict[Seat, UserName] | None = Field(
        default=None,
        max_length=4,
        description="Who sits where: a user of the pair the movement seats in that direction, "
        'or "robot". By default each pair\'s first user sits North (East) and its second '
        "South (West), a robot where the pair has no such user.",
    )
    systems: dict[Seat, SystemId] | None = Field(
        default=None,
        max_length=4,
        description="The bidding system of a robot seat; without one it bids the library's SAYC.",
    )


class TableBoardPublic(BaseModel):
    board: int
    ns: str
    ew: str
    round: int
    board_id: str = Field(description="The ledger board: GET /boards/{board_id} to play it.")


@router.post(
    "/{session_id}/tables/{table}/boards/{board_number}/play",
    status_code=201,
    response_model=BoardPublic,
    responses={200: {"model": BoardPublic, "description": "The board this table started before."}},
)
async def play_table_board(
    session_id: str,
    table: Annotated[int, Path(ge=1, le=MAX_MITCHELL_TABLES)],
    board_number: Annotated[int, Path(ge=1, le=MAX_BOARD_NUMBER)],
    actor: CurrentActor,
    services: ServicesDep,
    response: Response,
    body: TableBoardCreate | None = None,
) -> BoardPublic:
    """A player of the table (or the director) starts the board as a ledger board: the
    session's deal with its dealer and vulnerability, the table's players in their seats
    and robots in the others; its final score enters the session as the table's result
    once it is over. Started before: that board, 200."""
    asked = body or TableBoardCreate()

    def run() -> tuple[Board, bool]:
        seats, systems = dict(asked.seats or {}), dict(asked.systems or {})
        return start_table_board(
            services, actor, TableStart(session_id, table, board_number, asked.round),
            seats, systems,
        )  # fmt: skip

    board, made = await in_worker(run)
    if not made:
        response.status_code = 200
    return view_for(board, actor)


@router.get("/{session_id}/tables/{table}/boards")
async def table_boards(
    session_id: str,
    table: Annotated[int, Path(ge=1, le=MAX_MITCHELL_TABLES)],
    _: CurrentActor,
    services: ServicesDep,
) -> list[TableBoardPublic]:
    """The boards this table has started in the ledger, by round and board (any user: a
    board shows only to its players, its director and admins)."""

    def read() -> list[TableBoardPublic]:
        session = services.scoring.session(session_id)
        started = sorted(
            (t for t in session.table_boards.values() if t.table == table),
            key=lambda t: (t.round, t.board_number),
        )
        return [
            TableBoardPublic(
                board=t.board_number, ns=t.ns, ew=t.ew, round=t.round, board_id=t.board_id
            )
            for t in started
        ]

    return await in_worker(read)
