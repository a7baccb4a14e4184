"""Law 25 at the table: a player who calls again at his LHO's turn changes his call (Laws
30C, 31C, 32C), which LHO may accept; an unintended call replaced with the director's
leave. Each test quotes the Law it checks; the deal is support.DEAL, North deals."""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.errors import NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.auction_calls import assert_rebuilds, call, calls
from tests.unit.board.support import BOB, CAROL, TD, act, bid, full_view, new_board

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def first_call_changed(first: str, second: str) -> Board:
    """Laws 30C, 31C, 32C: a call at the LHO's turn by the player who has just called is a
    change of call (Law 25)."""
    board = new_board(revoke_policy="detect")
    call(board, N, first)
    call(board, N, second)
    assert full_view(board)["pending"] == {
        "kind": "change_of_call", "seat": "N", "call": second, "replaces": first, "decides": "E",
    }  # fmt: skip
    return board


def test_a_change_of_call_accepted_replaces_the_first_call() -> None:
    """Law 25B1: "A substituted call not permitted by A may be accepted by the offender's
    LHO ... The first call is then withdrawn, the second call stands and the auction
    continues (Law 26 may apply)." """
    board = first_call_changed("1C", "1D")
    act(board, BOB, DecideAuctionIrregularity, decision="accept")
    assert calls(board) == [("N", "1D")] and board.auction.lead_penalty == {N}
    assert board.rulings[0].law == "25B1"
    assert_rebuilds(board)


def test_the_left_hand_opponent_accepts_a_change_of_call_by_calling_over_it() -> None:
    """Law 25B1: "(It is accepted if LHO calls intentionally over it.)" """
    board = first_call_changed("1C", "1D")
    call(board, E, "1H")
    assert calls(board) == [("N", "1D"), ("E", "1H")]
    assert_rebuilds(board)


def test_a_change_of_call_refused_leaves_the_first_call() -> None:
    """Law 25B2: "Except as in B1, a substitution not permitted by A is cancelled. The
    original call stands and the auction continues (Law 26 may apply)." """
    board = first_call_changed("1C", "1D")
    act(board, BOB, DecideAuctionIrregularity, decision="refuse")
    assert calls(board) == [("N", "1C")] and board.auction.lead_penalty == {N}
    assert_rebuilds(board)


def test_an_unintended_call_is_replaced_with_the_directors_leave_and_no_lead_restriction() -> None:
    """Law 25A1: the player "may, until his partner makes a call, substitute the call he
    intended for the unintended call ... but the lead restrictions in Law 26 do not
    apply"; whether it was unintended is the director's judgement (25A2)."""
    board = first_call_changed("1C", "1D")
    with pytest.raises(NotAllowed):
        act(board, BOB, DecideAuctionIrregularity, decision="unintended")
    act(board, TD, DecideAuctionIrregularity, decision="unintended")
    assert calls(board) == [("N", "1D")] and not board.auction.lead_penalty
    [ruling] = board.rulings
    assert (ruling.law, ruling.director) == ("25A", "tony")
    assert_rebuilds(board)


def test_an_unintended_call_may_be_replaced_after_lho_called_until_partner_calls() -> None:
    """Law 25A1 (2017): a player "may, until his partner makes a call, substitute the call
    he intended for the unintended call"; 25A6: "If a substitution is allowed the LHO may
    withdraw any call he made over the first call", and he calls again without
    rectification.
    North opens 1C meaning 1NT; East overcalls 1H; North says 1NT, now at his partner's
    turn: the director finds 1C unintended, 1NT replaces it and East calls again."""
    board = new_board(revoke_policy="detect")
    call(board, N, "1C")
    call(board, E, "1H")
    call(board, N, "1NT")
    pending = full_view(board)["pending"]
    assert (pending["kind"], pending["turn"]) == ("call_out_of_rotation", "S")
    with pytest.raises(NotAllowed):
        act(board, BOB, DecideAuctionIrregularity, decision="unintended")
    act(board, TD, DecideAuctionIrregularity, decision="unintended")
    assert calls(board) == [("N", "1NT")]
    assert board.state.auction.turn is E and full_view(board)["pending"] is None
    [ruling] = board.rulings
    assert (ruling.law, ruling.director) == ("25A", "tony")
    assert not board.auction.lead_penalty  # 25A1: "the lead restrictions in Law 26 do not apply"
    call(board, E, "2C")  # East is free: 1H is withdrawn, no rectification
    assert calls(board) == [("N", "1NT"), ("E", "2C")]
    assert_rebuilds(board)


def test_once_partner_has_called_an_unintended_call_stands() -> None:
    """Law 25A4: "No substitution of call may be made when his partner has made a
    subsequent call." North 1C, East 1H, South 1S; North's 2NT at West's turn is simply a
    call out of rotation."""
    board = new_board(revoke_policy="detect")
    bid(board, "1C 1H 1S")
    call(board, N, "2NT")
    with pytest.raises(RuleViolation, match="25A"):
        act(board, TD, DecideAuctionIrregularity, decision="unintended")
    assert full_view(board)["pending"]["kind"] == "call_out_of_rotation"


def test_a_second_call_that_could_not_stand_cannot_be_accepted() -> None:
    board = new_board(revoke_policy="detect")
    bid(board, "1NT")
    call(board, E, "2C")
    call(board, E, "1S")  # insufficient in place of 2C
    with pytest.raises(RuleViolation, match="cannot stand"):
        act(board, CAROL, DecideAuctionIrregularity, decision="accept")
