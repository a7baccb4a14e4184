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
from typing import Any, TypeVar

from starlette.concurrency import run_in_threadpool

from api.services import Services
from domain.actors import Actor
from domain.board import Board
from domain.board_view import board_view
from domain.visibility import hidden_explanations, visible_hands

BoardView = dict[str, Any]
Result = TypeVar("Result")


async def in_worker(work: Callable[[], Result]) -> Result:
    return await run_in_threadpool(work)


async def board_command(
    services: Services, actor: Actor, command: Callable[[], Board]
) -> BoardView:
    def run() -> BoardView:
        board = command()
        return board_view(board, visible_hands(board, actor), hidden_explanations(board, actor))

    return await in_worker(run)
