"""Two writers on one board: one wins, the other gets a conflict, nothing is lost."""

from __future__ import annotations

import threading

import pytest

from api.services import Services, open_services
from domain.actors import Actor, Role
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard
from domain.errors import Conflict
from tests.unit.board.support import act

ALICE = Actor("alice", Role.PLAYER)


def test_two_application_instances_race_on_one_board(services: Services) -> None:
    services.app.register_user("alice", Role.PLAYER)
    board = services.app.create_board(ALICE, CreateBoard(seed=1))
    other = open_services(services.settings)  # a second server process on the same store
    try:
        mine = services.app.board(ALICE, board.id)
        theirs = other.app.board(ALICE, board.id)
        act(mine, ALICE, MakeCall, seat="N", call="1C")  # board 1: North deals
        act(theirs, ALICE, MakeCall, seat="N", call="1D")
        services.app.save(mine)
        with pytest.raises(Exception) as raised:
            other.app.save(theirs)
        assert "Integrity" in type(raised.value).__name__
        # Through the service the loser is told so in a sentence.
        with pytest.raises(Conflict):
            other.app.execute(
                ALICE, MakeCall(board_id=str(board.id), seat="E", call="1H", expected_version=1)
            )
    finally:
        other.close()
    final = services.app.board(ALICE, board.id)
    assert [str(c) for c in final.state.auction.calls] == ["1C"] and final.version == 2


def test_many_threads_calling_at_once_lose_nothing(services: Services) -> None:
    services.app.register_user("alice", Role.PLAYER)
    board = services.app.create_board(ALICE, CreateBoard(seed=2))
    outcomes: list[str] = []
    lock = threading.Lock()

    def attempt(call: str) -> None:
        try:
            services.app.execute(
                ALICE, MakeCall(board_id=str(board.id), seat="N", call=call, expected_version=1)
            )
            result = "ok"
        except Conflict:
            result = "conflict"
        with lock:
            outcomes.append(result)

    threads = [threading.Thread(target=attempt, args=(c,)) for c in ("1C", "1D", "1H", "1S")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["conflict"] * 3 + ["ok"]
    final = services.app.board(ALICE, board.id)
    assert final.version == 2 and len(final.state.auction.calls) == 1
    services.runner.catch_up()
    assert services.database.query("SELECT version FROM board_summaries") == [(2,)]


def test_who_may_act_is_told_before_a_stale_version(services: Services) -> None:
    """docs/contract.md orders the checks: authorization (403) before a conflict (409)."""
    from domain.errors import NotAllowed

    for name in ("north", "east"):
        services.app.register_user(name, Role.PLAYER)
    seats = {"N": "north", "E": "east", "S": "north", "W": "east"}
    board = services.app.create_board(Actor("north", Role.PLAYER), CreateBoard(seats=seats))
    east = Actor("east", Role.PLAYER)
    with pytest.raises(NotAllowed):
        services.app.execute(
            east, MakeCall(board_id=str(board.id), seat="N", call="1C", expected_version=7)
        )
    north = Actor("north", Role.PLAYER)
    with pytest.raises(Conflict, match="version 1, not 7"):
        services.app.execute(
            north, MakeCall(board_id=str(board.id), seat="N", call="1C", expected_version=7)
        )
    with pytest.raises(Conflict, match="version 1, not 7"):
        services.app.execute(
            north, MakeCall(board_id=str(board.id), seat="N", call="bogus", expected_version=7)
        )
