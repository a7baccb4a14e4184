"""A command is judged on the board as its server process last saw it, without asking
the store first; when another process changed the board before the command began, the
command is judged again on the board as stored, and only a true race is a conflict."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from api.services import Services, open_services
from domain import application
from domain.actors import Actor, Role
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.handling import BoardCommand, RegisteredName, run
from domain.board.new_board import CreateBoard
from domain.errors import Conflict
from domain.rules.errors import RuleViolation

ALICE = Actor("alice", Role.PLAYER)


@pytest.fixture
def other(services: Services) -> Iterator[Services]:
    """A second server process on the same store."""
    second = open_services(services.settings)
    yield second
    second.close()


def _calls(board: Board) -> list[str]:
    return [str(call) for call in board.state.auction.calls]


def _board_seen_by_both(services: Services, other: Services) -> str:
    services.app.register_user("alice", Role.PLAYER)
    board_id = str(services.app.create_board(ALICE, CreateBoard(seed=3)).id)
    other.app.board(ALICE, board_id)  # now cached in the second process too, at version 1
    return board_id


def test_a_call_refused_on_a_board_behind_the_store_is_judged_on_the_stored_board(
    services: Services, other: Services
) -> None:
    board_id = _board_seen_by_both(services, other)
    services.app.execute(ALICE, MakeCall(board_id=board_id, seat="N", call="1C"))
    # In the second process the board still waits for North; East's call is East's turn.
    board = other.app.execute(ALICE, MakeCall(board_id=board_id, seat="E", call="1H"))
    assert (board.version, _calls(board)) == (3, ["1C", "1H"])
    assert _calls(services.app.board(ALICE, board_id)) == ["1C", "1H"]


def test_a_call_legal_on_a_board_behind_the_store_is_judged_again_not_saved_twice(
    services: Services, other: Services
) -> None:
    board_id = _board_seen_by_both(services, other)
    services.app.execute(ALICE, MakeCall(board_id=board_id, seat="N", call="1C"))
    # North's second call looks legal on the old board; on the stored one it is East's turn.
    with pytest.raises(RuleViolation, match="turn"):
        other.app.execute(ALICE, MakeCall(board_id=board_id, seat="N", call="1D"))
    board = other.app.execute(ALICE, MakeCall(board_id=board_id, seat="E", call="Pass"))
    assert (board.version, _calls(board)) == (3, ["1C", "Pass"])


def test_a_stale_expected_version_is_still_a_conflict(services: Services, other: Services) -> None:
    board_id = _board_seen_by_both(services, other)
    services.app.execute(ALICE, MakeCall(board_id=board_id, seat="N", call="1C"))
    with pytest.raises(Conflict, match="version 2, not 1"):
        other.app.execute(
            ALICE, MakeCall(board_id=board_id, seat="E", call="1H", expected_version=1)
        )
    # A version newer than the cached one sends the command to the stored board at once.
    board = other.app.execute(
        ALICE, MakeCall(board_id=board_id, seat="E", call="1H", expected_version=2)
    )
    assert board.version == 3


def test_a_change_recorded_while_the_command_ran_is_a_race_and_a_conflict(
    services: Services, other: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    board_id = _board_seen_by_both(services, other)

    def racing(board: Board, actor: Actor, given: BoardCommand, registered: RegisteredName) -> None:
        # The first process saves while the second is deciding on its cached board.
        monkeypatch.undo()
        services.app.execute(ALICE, MakeCall(board_id=board_id, seat="N", call="1C"))
        run(board, actor, given, registered)

    monkeypatch.setattr(application, "run", racing)
    with pytest.raises(Conflict, match="reached this board first"):
        other.app.execute(ALICE, MakeCall(board_id=board_id, seat="N", call="1D"))
    assert _calls(services.app.board(ALICE, board_id)) == ["1C"]
    assert other.app.board(ALICE, board_id).version == 2
