"""The Board aggregate: calls and cards, permissions, phases and expected_version."""

from __future__ import annotations

import pytest

from domain.board.calls import CallMade, MakeCall
from domain.board.claims import AgreeToClaim, MakeClaim, WithdrawClaim
from domain.board.play import CardPlayed, PlayCard
from domain.board.rewind import RedoLastUndone, UndoLastAction
from domain.errors import Conflict, NotAllowed
from domain.rules.auction import IllegalCall
from domain.rules.cards import Seat
from domain.rules.play import IllegalPlay
from domain.rules.side import Side
from domain.rules.table import Phase
from tests.unit.board.support import (
    ADMIN,
    ALICE,
    BOB,
    CAROL,
    DAVE,
    STRANGER,
    TD,
    TO_3NT,
    act,
    bid,
    event_names,
    in_play,
    new_board,
    play,
    play_legal,
)


def test_a_new_board_is_at_version_1_in_the_auction():
    board = new_board()
    assert board.version == 1
    assert event_names(board) == ["Created"]
    assert board.phase is Phase.AUCTION
    assert board.state.next_seat is Seat.N


def test_a_call_is_recorded_as_an_event_with_who_made_it():
    board = new_board()
    act(board, ALICE, MakeCall, seat="N", call="1nt")
    event = board.pending_events[-1]
    assert isinstance(event, CallMade)
    assert (event.seat, event.call, event.actor) == ("N", "1NT", "alice")
    assert event.contract is None and event.declarer is None
    assert board.version == 2


def test_the_final_pass_records_the_contract_and_declarer():
    board = new_board()
    bid(board, TO_3NT)
    last = board.pending_events[-1]
    assert isinstance(last, CallMade)
    assert (last.contract, last.declarer) == ("3NT", "N")
    assert board.phase is Phase.PLAY
    assert board.state.next_seat is Seat.E


def test_a_passed_out_board_records_contract_pass():
    board = new_board()
    bid(board, "P P P P")
    last = board.pending_events[-1]
    assert isinstance(last, CallMade)
    assert (last.contract, last.declarer) == ("Pass", None)
    assert board.phase is Phase.PASSED_OUT


def test_a_card_is_recorded_with_trick_position_leader_and_winner():
    board = in_play()
    play(board, "HK H4 H3")
    event = board.pending_events[-1]
    assert isinstance(event, CardPlayed)
    assert (event.seat, event.card, event.trick, event.position) == ("W", "H3", 1, 3)
    assert (event.leader, event.winner, event.actor) == ("E", None, "dave")
    play(board, "HA")
    event = board.pending_events[-1]
    assert isinstance(event, CardPlayed)
    assert (event.seat, event.position, event.leader, event.winner) == ("N", 4, "E", "N")
    assert event.declarer_tricks is None


def test_the_last_card_completes_the_board_with_declarer_tricks():
    board = in_play()
    play_legal(board, 52)
    assert board.phase is Phase.COMPLETE
    last = board.pending_events[-1]
    assert isinstance(last, CardPlayed)
    assert last.trick == 13 and last.position == 4
    assert last.declarer_tricks == board.state.won[Side.NS] == board.state.declarer_tricks
    assert board.state.won[Side.NS] + board.state.won[Side.EW] == 13


# ---- permissions -------------------------------------------------------------------------
@pytest.mark.parametrize("actor", [STRANGER, BOB, CAROL, DAVE, TD, ADMIN])
def test_only_the_seat_holder_may_call_for_a_seat(actor):
    board = new_board()
    with pytest.raises(NotAllowed, match="do not hold the N seat"):
        act(board, actor, MakeCall, seat="N", call="1C")
    assert board.version == 1


def test_permission_is_checked_before_legality():
    board = new_board()
    with pytest.raises(NotAllowed):
        act(board, STRANGER, MakeCall, seat="E", call="1C")  # also out of turn


def test_permission_is_checked_before_the_phase():
    board = new_board()
    with pytest.raises(NotAllowed):
        act(board, STRANGER, PlayCard, seat="E", card="HK")  # a card in the auction
    bid(board, "P P P P")
    with pytest.raises(NotAllowed):
        act(board, STRANGER, MakeCall, seat="N", call="1C")  # a call after the board


def test_illegal_calls_by_the_holder_are_rule_violations_and_record_nothing():
    board = new_board()
    with pytest.raises(IllegalCall, match="N's turn"):
        act(board, BOB, MakeCall, seat="E", call="1C")
    act(board, ALICE, MakeCall, seat="N", call="1NT")
    with pytest.raises(IllegalCall, match="insufficient"):
        act(board, BOB, MakeCall, seat="E", call="1S")
    act(board, BOB, MakeCall, seat="E", call="P")
    with pytest.raises(IllegalCall, match="own side"):
        act(board, CAROL, MakeCall, seat="S", call="X")
    assert board.version == 3


@pytest.mark.parametrize("actor", [STRANGER, CAROL, BOB, DAVE, TD, ADMIN])
def test_only_declarers_holder_plays_dummys_cards(actor):
    board = in_play()
    play(board, "HK")  # E leads; now dummy (S) is to play
    with pytest.raises(NotAllowed, match="dummy"):
        act(board, actor, PlayCard, seat="S", card="H4")
    act(board, ALICE, PlayCard, seat="S", card="H4")
    assert board.state.tricks[0].cards[-1].seat is Seat.S


@pytest.mark.parametrize("actor", [STRANGER, ALICE, CAROL, DAVE, TD])
def test_only_the_holder_plays_a_defenders_card(actor):
    board = in_play()
    with pytest.raises(NotAllowed, match="do not hold the E seat"):
        act(board, actor, PlayCard, seat="E", card="HK")
    act(board, BOB, PlayCard, seat="E", card="HK")


def test_dummys_holder_cannot_play_declarers_cards_either():
    board = in_play()
    play(board, "HK H4 H3")
    with pytest.raises(NotAllowed):
        act(board, CAROL, PlayCard, seat="N", card="HA")
    act(board, ALICE, PlayCard, seat="N", card="HA")


def test_a_solo_player_holding_every_seat_plays_all_four_hands():
    board = new_board(creator=ALICE, seats={})
    bid(board, TO_3NT)
    for seat, card in [(Seat.E, "HK"), (Seat.S, "H4"), (Seat.W, "H3"), (Seat.N, "HA")]:
        act(board, ALICE, PlayCard, seat=seat, card=card)
    assert board.state.won == {Side.NS: 1, Side.EW: 0}


def test_card_rule_violations_from_the_holder():
    board = in_play()
    with pytest.raises(IllegalPlay, match="E's turn"):
        act(board, DAVE, PlayCard, seat="W", card="S7")
    with pytest.raises(IllegalPlay, match="not in E's hand"):
        act(board, BOB, PlayCard, seat="E", card="SA")
    play(board, "HK")
    with pytest.raises(IllegalPlay, match="must follow suit"):
        act(board, ALICE, PlayCard, seat="S", card="SA")
    assert board.version == 8  # created + 6 calls + 1 card


# ---- phases ------------------------------------------------------------------------------
def test_a_card_during_the_auction_is_a_conflict():
    board = new_board()
    with pytest.raises(Conflict, match="auction phase"):
        act(board, BOB, PlayCard, seat="E", card="HK")
    bid(board, "1NT P 3NT P P")
    with pytest.raises(Conflict, match="auction phase"):
        act(board, BOB, PlayCard, seat="E", card="HK")


def test_a_call_during_the_play_is_a_conflict():
    board = in_play()
    with pytest.raises(Conflict, match="play phase"):
        act(board, BOB, MakeCall, seat="E", call="P")


def test_nothing_is_possible_after_a_passed_out_board():
    board = new_board()
    bid(board, "P P P P")
    version = board.version
    with pytest.raises(Conflict, match="over"):
        act(board, ALICE, MakeCall, seat="N", call="1C")
    with pytest.raises(Conflict, match="over"):
        act(board, BOB, PlayCard, seat="E", card="HK")
    with pytest.raises(Conflict, match="over"):
        act(board, ALICE, MakeClaim, seat="N", tricks=13, statement="all mine")
    with pytest.raises(Conflict, match="over"):
        act(board, ALICE, UndoLastAction)
    with pytest.raises(Conflict, match="over"):
        act(board, ALICE, RedoLastUndone)
    assert board.version == version


def test_nothing_is_possible_after_a_complete_board():
    board = in_play()
    play_legal(board, 52)
    version = board.version
    with pytest.raises(Conflict, match="over"):
        act(board, BOB, PlayCard, seat="E", card="HK")
    with pytest.raises(Conflict, match="over"):
        act(board, BOB, MakeCall, seat="E", call="P")
    with pytest.raises(Conflict, match="over"):
        act(board, ALICE, MakeClaim, seat="N", tricks=0)
    with pytest.raises(Conflict, match="over"):
        act(board, ALICE, UndoLastAction)
    with pytest.raises(Conflict):
        act(board, BOB, AgreeToClaim, seat="E")
    with pytest.raises(Conflict):
        act(board, ALICE, WithdrawClaim, seat="N")
    assert board.version == version


# ---- expected_version --------------------------------------------------------------------
def test_expected_version():
    board = new_board()
    board.check_version(None)
    board.check_version(1)
    bid(board, "1NT")
    board.check_version(2)
    for stale in (0, 1, 3, 99):
        with pytest.raises(Conflict, match="at version 2, not") as caught:
            board.check_version(stale)
        assert str(stale) in str(caught.value)


def test_version_counts_every_event():
    board = in_play(tricks=1)
    assert board.version == len(board.pending_events) == 1 + 6 + 4
    act(board, ALICE, UndoLastAction)
    act(board, ALICE, RedoLastUndone)
    assert board.version == len(board.pending_events) == 13
