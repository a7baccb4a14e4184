"""Boards handed out for reading are shared with the cache and with other readers, so
nothing may change them afterwards: a newer board replaces them in the cache."""

from __future__ import annotations

from api.services import Services, open_services
from domain.actors import Actor, Role
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard

ALICE = Actor("alice", Role.PLAYER)


def test_a_board_handed_to_readers_never_changes(services: Services) -> None:
    services.app.register_user("alice", Role.PLAYER)
    board_id = str(services.app.create_board(ALICE, CreateBoard(seed=4)).id)
    seen = services.app.board(ALICE, board_id)
    calls_seen = [str(call) for call in seen.state.auction.calls]

    services.app.execute(
        ALICE, MakeCall(board_id=board_id, seat="N", call="1C")
    )  # board 1: North deals
    after_mine = services.app.board(ALICE, board_id)
    other = open_services(services.settings)  # another server process saves the next call
    try:
        other.app.execute(ALICE, MakeCall(board_id=board_id, seat="E", call="Pass"))
    finally:
        other.close()
    after_theirs = services.app.board(ALICE, board_id)

    assert (seen.version, [str(c) for c in seen.state.auction.calls]) == (1, calls_seen)
    assert (after_mine.version, [str(c) for c in after_mine.state.auction.calls]) == (2, ["1C"])
    assert after_theirs.version == 3
    assert [str(c) for c in after_theirs.state.auction.calls] == ["1C", "Pass"]
    # The newest board is the one cached: the next reader gets it without replaying.
    assert services.app.board(ALICE, board_id) is after_theirs
