"""A live stream's push is sent only under the rights its token still has once the board
is read. A run of the suite with three workers found the race (tests/e2e/test_hostile_client.py's
stream test): the push began while the token was good, the board was read in a worker
while the token was revoked and the next call recorded, and the revoked user received the
call. A player who is not at the board may not read it at all. "The user's token answers
401 from the next request on" and "the new role counts from the user's next request"
(docs/contract.md) hold for an open stream too.

The moment is made exact here: the board's read is wrapped so that the revocation (or the
role's change) and the next call happen while it runs, as they did under load."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest

from api.routers import live as live_route
from api.services import Services
from api.user_directory import admin_names
from domain.actors import Actor, Role
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard

WATCHER = Actor("watcher", Role.ADMIN)
KEEPER = Actor("keeper", Role.ADMIN)  # makes the board and its calls; the last admin


def _changes(services: Services) -> dict[str, Callable[[], object]]:
    return {
        "token": lambda: services.app.revoke_token(None, "watcher", admin_names(services)),
        "role": lambda: services.app.change_role(
            None, "watcher", Role.PLAYER, admin_names(services)
        ),
    }


@pytest.mark.parametrize("change", ["token", "role"])
def test_a_push_read_while_the_rights_changed_is_not_sent(
    services: Services, monkeypatch: pytest.MonkeyPatch, change: str
) -> None:
    services.app.register_user("keeper", Role.ADMIN)
    _, token = services.app.register_user("watcher", Role.ADMIN)
    board_id = str(services.app.create_board(KEEPER, CreateBoard(seed=4)).id)
    read = live_route._snapshot
    first = read(services, WATCHER, board_id)
    happened: list[str] = []

    def read_while_the_rights_change(on: Services, actor: Actor, board: str) -> tuple[str, str]:
        if not happened:  # once: the change and the next call land during this read
            happened.append(change)
            _changes(services)[change]()
            services.app.execute(KEEPER, MakeCall(board_id=board_id, seat="N", call="1NT"))
        return read(on, actor, board)

    monkeypatch.setattr(live_route, "_snapshot", read_while_the_rights_change)

    async def everything_pushed() -> list[str]:
        return [chunk async for chunk in live_route._events(
            services, token, "watcher", board_id, first)]  # fmt: skip

    # A loop of its own in a thread of its own: in the same run the browser tests' session
    # keeps sync Playwright's loop running in this thread, where asyncio.run() refuses to
    # start (it failed so when a worker ran this test after a browser test).
    with ThreadPoolExecutor(1) as apart:
        pushed = apart.submit(asyncio.run, asyncio.wait_for(everything_pushed(), 60)).result()
    assert happened == [change]  # guards the setup: the change did land during the read
    assert len(pushed) == 1, pushed  # the board as it was when the stream opened, only
    assert '"version":1' in pushed[0] and '"version":2' not in "".join(pushed)
