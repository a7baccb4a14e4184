"""Undo and redo as events (docs/design.md 4.5): practice and tournament boards."""

from __future__ import annotations

import pytest

from domain.board.calls import MakeCall
from domain.board.claims import MakeClaim
from domain.board.rewind import ActionRedone, ActionUndone, RedoLastUndone, UndoLastAction
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase
from tests.unit.board.support import (
    ADMIN,
    ALICE,
    BOB,
    CAROL,
    DAVE,
    OTHER_TD,
    STRANGER,
    TD,
    TO_3NT,
    act,
    bid,
    event_names,
    full_view,
    in_play,
    new_board,
    play,
    play_legal,
)


def test_undo_cancels_the_latest_call_and_is_an_event():
    board = new_board()
    bid(board, "1NT P")
    act(board, CAROL, UndoLastAction)
    assert [str(c) for c in board.state.auction.calls] == ["1NT"]
    assert board.state.next_seat is Seat.E
    event = board.pending_events[-1]
    assert isinstance(event, ActionUndone)
    assert event.actor == "carol"
    assert event.action["kind"] == "call"
    assert (event.action["seat"], event.action["call"]) == ("E", "Pass")
    # nothing was deleted: all events are still there
    assert event_names(board) == ["Created", "CallMade", "CallMade", "ActionUndone"]


@pytest.mark.parametrize("actor", [ALICE, BOB, CAROL, DAVE, TD])
def test_any_seat_holder_or_the_director_may_undo_in_practice(actor):
    board = new_board()
    bid(board, "1NT")
    act(board, actor, UndoLastAction)
    assert board.state.auction.calls == ()


@pytest.mark.parametrize("actor", [STRANGER, OTHER_TD])
def test_outsiders_may_not_undo(actor):
    board = new_board()
    bid(board, "1NT")
    with pytest.raises(NotAllowed):
        act(board, actor, UndoLastAction)
    with pytest.raises(NotAllowed):
        act(board, actor, RedoLastUndone)


def test_redo_reapplies_the_undone_action():
    board = new_board()
    bid(board, "1NT P")
    before = full_view(board)
    act(board, ALICE, UndoLastAction)
    act(board, BOB, RedoLastUndone)
    assert full_view(board) | {"version": 0} == before | {"version": 0}
    event = board.pending_events[-1]
    assert isinstance(event, ActionRedone)
    assert event.action["kind"] == "call"
    assert (event.actor, event.action["call"]) == ("bob", "Pass")


def test_several_undos_then_redos_restore_the_same_state_in_order():
    board = in_play()
    play(board, "HK H4 H3 HA S8")  # N wins trick 1 and leads to trick 2
    before = full_view(board)
    for _ in range(7):  # the card of trick 2, the 4 of trick 1, the last 2 passes
        act(board, ALICE, UndoLastAction)
    assert board.phase is Phase.AUCTION
    assert board.state.cards_played == 0
    assert len(board.state.auction.calls) == 4
    for _ in range(7):
        act(board, ALICE, RedoLastUndone)
    assert full_view(board) | {"version": 0} == before | {"version": 0}


def test_undo_cancels_the_latest_card():
    board = in_play()
    play(board, "HK H4 H3 HA")
    assert board.state.won == {"NS": 1, "EW": 0}
    act(board, ALICE, UndoLastAction)
    assert Card.parse("HA") in board.state.remaining[Seat.N]
    assert board.state.cards_played == 3
    assert board.state.won == {"NS": 0, "EW": 0}
    assert board.state.tricks[0].winner is None
    assert board.state.next_seat is Seat.N
    play(board, "H6")  # a different card now
    assert board.state.tricks[0].winner is Seat.E
    assert board.state.won == {"NS": 0, "EW": 1}


def test_undo_of_the_opening_lead_hides_dummy_again():
    board = in_play()
    play(board, "HK")
    assert board.state.dummy_faced
    act(board, BOB, UndoLastAction)
    assert not board.state.dummy_faced
    assert board.state.next_seat is Seat.E


def test_undo_of_the_final_pass_reopens_the_auction():
    board = new_board()
    bid(board, TO_3NT)
    phase = board.phase  # a local: mypy would keep board.phase narrowed past the undo
    assert phase is Phase.PLAY
    act(board, BOB, UndoLastAction)
    assert board.phase is Phase.AUCTION
    assert board.state.contract is None and board.state.declarer is None
    assert board.state.next_seat is Seat.E
    act(board, BOB, MakeCall, seat="E", call="X")  # E may now double instead
    bid(board, "P P P")
    assert board.state.contract is not None
    assert board.state.contract.text == "3NTX"


def test_a_new_action_clears_the_redo_stack():
    board = new_board()
    bid(board, "1NT P")
    act(board, ALICE, UndoLastAction)
    act(board, ALICE, UndoLastAction)
    bid(board, "1C")  # a new call
    with pytest.raises(Conflict, match="nothing to redo"):
        act(board, ALICE, RedoLastUndone)
    assert [str(c) for c in board.state.auction.calls] == ["1C"]


def test_a_new_card_clears_the_redo_stack():
    board = in_play()
    play(board, "HK H4")
    act(board, ALICE, UndoLastAction)
    play(board, "H7")
    with pytest.raises(Conflict, match="nothing to redo"):
        act(board, ALICE, RedoLastUndone)


def test_redo_after_a_redo_is_still_possible_until_the_stack_is_empty():
    board = new_board()
    bid(board, "1C 1D 1H")
    for _ in range(3):
        act(board, ALICE, UndoLastAction)
    act(board, ALICE, RedoLastUndone)
    act(board, ALICE, RedoLastUndone)
    assert [str(c) for c in board.state.auction.calls] == ["1C", "1D"]
    act(board, ALICE, RedoLastUndone)
    with pytest.raises(Conflict, match="nothing to redo"):
        act(board, ALICE, RedoLastUndone)


def test_nothing_to_undo_or_redo_is_a_conflict():
    board = new_board()
    with pytest.raises(Conflict, match="nothing to undo"):
        act(board, ALICE, UndoLastAction)
    with pytest.raises(Conflict, match="nothing to redo"):
        act(board, ALICE, RedoLastUndone)
    bid(board, "1C")
    act(board, ALICE, UndoLastAction)
    with pytest.raises(Conflict, match="nothing to undo"):
        act(board, ALICE, UndoLastAction)
    assert board.version == 3


# ---- tournament boards ---------------------------------------------------------------------
@pytest.mark.parametrize("actor", [ALICE, BOB, CAROL, DAVE, STRANGER, OTHER_TD])
def test_tournament_players_may_not_undo_or_redo(actor):
    board = new_board(mode="tournament")
    bid(board, "1NT")
    with pytest.raises(Conflict, match="tournament"):
        act(board, actor, UndoLastAction, reason="misclick")
    with pytest.raises(Conflict, match="tournament"):
        act(board, actor, RedoLastUndone, reason="misclick")
    assert board.version == 2


def test_tournament_director_may_undo_and_redo_with_a_reason():
    board = new_board(mode="tournament")
    bid(board, "1NT P")
    act(board, TD, UndoLastAction, reason="Law 25A: unintended call")
    event = board.pending_events[-1]
    assert isinstance(event, ActionUndone)
    assert (event.actor, event.reason) == ("tony", "Law 25A: unintended call")
    assert len(board.state.auction.calls) == 1
    act(board, TD, RedoLastUndone, reason="ruled back")
    assert len(board.state.auction.calls) == 2


@pytest.mark.parametrize("reason", ["", "   ", "\n"])
def test_tournament_director_without_a_reason_is_refused(reason):
    board = new_board(mode="tournament")
    bid(board, "1NT")
    with pytest.raises(RuleViolation, match="reason"):
        act(board, TD, UndoLastAction, reason=reason)
    act(board, TD, UndoLastAction, reason="ok")
    with pytest.raises(RuleViolation, match="reason"):
        act(board, TD, RedoLastUndone, reason=reason)
    assert board.version == 3


def test_an_admin_acts_as_the_director_of_a_tournament_board():
    board = new_board(mode="tournament")
    bid(board, "1NT")
    with pytest.raises(Conflict):
        act(board, OTHER_TD, UndoLastAction, reason="because")
    act(board, ADMIN, UndoLastAction, reason="because")
    assert board.state.auction.calls == ()


def test_undo_is_refused_while_a_claim_is_pending():
    board = in_play(tricks=2)
    act(board, ALICE, MakeClaim, seat="N", tricks=11, statement="the rest are mine")
    with pytest.raises(Conflict, match="claim"):
        act(board, ALICE, UndoLastAction)
    with pytest.raises(Conflict, match="claim"):
        act(board, ALICE, RedoLastUndone)


def test_undo_after_the_last_card_is_a_conflict():
    board = in_play()
    play_legal(board, 52)
    with pytest.raises(Conflict, match="over"):
        act(board, ALICE, UndoLastAction)
