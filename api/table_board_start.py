"""Starting a session's board at a table as a ledger board (docs/contract.md "A session's
boards played at the table"): the rules are domain/session_table_boards.py's; this reads
the session and the board set's deal and saves the session's record and the board, in
that order."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError

from api.replies import check_robot_systems
from api.services import Services
from domain.actors import Actor, Role
from domain.board import Board
from domain.board.new_board import CreateBoard, create_board
from domain.session_commands import StartTableBoard
from domain.session_system import table_robot_systems
from domain.session_table_boards import (
    TableBoardLink,
    plan_table_board,
    require_may_see_started,
    require_starter_sits,
    table_seats,
)


@dataclass(frozen=True)
class TableStart:
    """Which board a table starts: `round` None for the one the movement plays it in."""

    session_id: str
    table: int
    board_number: int
    round: int | None = None


def start_table_board(
    services: Services,
    actor: Actor,
    start: TableStart,
    seats_asked: Mapping[str, str],
    systems: Mapping[str, str],
) -> tuple[Board, bool]:
    """The board (True: made now). Checked and built first (who may, where the movement
    plays it, the seats and systems: those asked, else each robot's pair's or the
    session's), then recorded with the session, then saved with its robots' first turns:
    a request refused leaves nothing behind, and one that stopped between the two saves is
    finished by the next start of the board. Started before: that board, whatever seats
    are asked now."""
    session = services.scoring.session(start.session_id)
    plan = plan_table_board(session, actor, start.table, start.board_number, start.round)
    started = session.table_boards.get((plan.board_number, plan.ns, plan.ew))
    if started is not None:
        existing = _existing(services, started.board_id)
        if existing is not None:
            require_may_see_started(existing, actor, plan)
            return existing, False
    seats = table_seats(plan, seats_asked)
    require_starter_sits(session, actor, seats)
    dealt: object = services.app.repository.get(UUID(plan.deal_board_id))
    assert isinstance(dealt, Board)
    command = CreateBoard(
        board_number=plan.board_number,
        deal=dealt.setup.deal.to_pbn(),
        dealer=dealt.setup.dealer.value,
        vulnerability=dealt.setup.vulnerability.value,
        revoke_policy=dealt.revoke_policy,
        mode=dealt.mode,
        seats=seats,
        # The session's system (or the pair's) where the request names none for a seat.
        systems={**table_robot_systems(session, plan.ns, plan.ew, seats), **systems},
        board_id=plan.board_id,
    )
    # The session's director creates and directs it (unless he sits at it: then admins).
    director = Actor(session.created_by, Role.DIRECTOR)
    create_board(director, command, services.app.registered_name)  # refused before recorded
    if systems:
        check_robot_systems(services, actor, list(systems.values()))
    services.scoring.execute(
        actor,
        StartTableBoard(session_id=start.session_id, table=start.table,
                        board_number=start.board_number, round=plan.round),
    )  # fmt: skip
    link = TableBoardLink.of(start.session_id, plan)
    return services.app.start_table_board(director, command, link)


def _existing(services: Services, board_id: str) -> Board | None:
    try:
        found: object = services.app.repository.get(UUID(board_id))
    except AggregateNotFoundError:  # the start that recorded it stopped before its save
        return None
    return found if isinstance(found, Board) else None
