"""How endpoints run: store work on a worker thread, one hop per request.

The event store and the read models block on disk and network, so that work must not
run on the event loop; but each hop to a worker thread costs the machine a thread
switch or two, so an endpoint makes one, with everything it needs inside it (a token's
first request in a process makes one more, to look the token up).
A command answers the board as the requester may see it; its save has reached the read
models by then (`open_services` wires that), so the client reads its own writes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from starlette.concurrency import run_in_threadpool

from api.services import Services
from domain.actors import Actor
from domain.board import Board
from domain.board.handling import BoardCommand
from domain.board.new_board import CreateBoard
from domain.board.view import BoardPublic, ViewerRights, board_view
from domain.errors import NotFound
from domain.policy import hidden_explanations, visible_hands
from domain.practice import practice_refused
from domain.rules.errors import RuleViolation

Result = TypeVar("Result")


async def in_worker(work: Callable[[], Result]) -> Result:
    return await run_in_threadpool(work)


def view_for(board: Board, actor: Actor) -> BoardPublic:
    return board_view(
        board,
        visible_hands(board, actor),
        hidden_explanations(board, actor),
        viewer=viewer_rights(board, board, actor),
    )


def viewer_rights(now: Board, then: Board, actor: Actor) -> ViewerRights:
    """What `actor` may do at the board `now`, shown at `then` (a step of it, or itself):
    the domain's rules, for the page to read (the board view's `viewer_directs` and
    `can_practise`, `practice_refused_because`)."""
    return ViewerRights(
        directs=now.is_director(actor), practice_refused=practice_refused(now, then, actor)
    )


async def board_command(
    services: Services, actor: Actor, command: BoardCommand | CreateBoard
) -> BoardPublic:
    """Executes `command` and answers the board as the requester may now see it."""
    return await command_answer(services, actor, command, lambda board: view_for(board, actor))


async def command_answer(
    services: Services,
    actor: Actor,
    command: BoardCommand | CreateBoard,
    answer: Callable[[Board], Result],
) -> Result:
    """Executes `command` and answers what `answer` makes of the board after it (the
    board as the requester sees it, the revoke or ruling the command added, ...)."""
    return await in_worker(lambda: answer(services.app.execute(actor, command)))


def check_robot_systems(services: Services, actor: Actor, systems: list[str]) -> None:
    """A robot bids a user's system only if the board's creator may see it."""
    for system in systems:
        try:
            services.systems.system(actor, system)
        except NotFound:
            raise RuleViolation(
                f"There is no bidding system '{system[:40]}' you may give a robot."
            ) from None
