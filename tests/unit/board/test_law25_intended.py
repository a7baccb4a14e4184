"""Law 25 when the director finds the first call intended (domain/board/
auction_irregularities/intended.py): the second call is then a Law 25B matter, the
left-hand opponent's option. The Laws of Duplicate Bridge 2017, quoted:

Law 25A2: "If the player's original intent was to make the call selected or voiced, that
call stands. A change of call may be allowed because of a mechanical error or a slip of
the tongue, but not because of a loss of concentration regarding the intent of the
action."
Law 25B1: "A substituted call not permitted by A may be accepted by the offender's LHO.
(It is accepted if LHO calls intentionally over it.) The first call is then withdrawn,
the second call stands and the auction continues (Law 26 may apply)."
Law 25B2: "Except as in B1, a substitution not permitted by A is cancelled. The original
call stands and the auction continues (Law 26 may apply)."
Law 10C2: "If a player has an option after an irregularity, he must make his selection
without consulting partner."

The deal is support.DEAL, North deals; tony (TD) directs every board here.
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.errors import NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.auction_calls import assert_rebuilds, call, calls
from tests.unit.board.support import BOB, CAROL, DAVE, TD, act, bid, full_view, new_board

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def found_intended(board: Board) -> Board:
    act(board, TD, DecideAuctionIrregularity, decision="intended")
    return board


def changed_at_lho_turn() -> Board:
    """North 1C, then 1D before East called: a change of call (Laws 25, 30C-32C)."""
    board = new_board(revoke_policy="detect")
    call(board, N, "1C")
    call(board, N, "1D")
    return board


def changed_at_partners_turn() -> Board:
    """North 1C, East 1H over it, North 1NT at South's turn: before his partner called,
    so a possible substitution (25A1: "until his partner makes a call")."""
    board = new_board(revoke_policy="detect")
    call(board, N, "1C")
    call(board, E, "1H")
    call(board, N, "1NT")
    assert full_view(board)["pending"]["kind"] == "call_out_of_rotation"
    return board


def test_the_finding_is_the_directors_and_is_recorded_as_a_ruling() -> None:
    """Law 25A2: whether the first call was intended is the director's finding; it is a
    ruling of the board, and the change waits for East's option (25B)."""
    board = changed_at_lho_turn()
    with pytest.raises(NotAllowed):
        act(board, BOB, DecideAuctionIrregularity, decision="intended")
    found_intended(board)
    assert full_view(board)["pending"] == {
        "kind": "intended_change", "seat": "N", "call": "1D", "replaces": "1C", "decides": "E",
    }  # fmt: skip
    [ruling] = board.rulings
    assert (ruling.law, ruling.director, ruling.kind.value) == (
        "25A2", "tony", "auction_rectification",
    )  # fmt: skip
    assert "1C was intended" in ruling.explanation
    assert calls(board) == [("N", "1C")]  # nothing changed in the auction yet
    assert_rebuilds(board)


def test_once_found_intended_it_cannot_be_found_unintended_or_found_again() -> None:
    board = found_intended(changed_at_lho_turn())
    for finding in ("unintended", "intended"):
        with pytest.raises(RuleViolation, match="25B"):
            act(board, TD, DecideAuctionIrregularity, decision=finding)


def test_accepted_the_second_call_replaces_the_first() -> None:
    """Law 25B1, quoted above: the first call withdrawn, the second stands; Law 26 may
    apply to the offender's partner."""
    board = found_intended(changed_at_lho_turn())
    with pytest.raises(NotAllowed):  # the option is East's, not his partner's
        act(board, DAVE, DecideAuctionIrregularity, decision="accept")
    act(board, BOB, DecideAuctionIrregularity, decision="accept")
    assert calls(board) == [("N", "1D")] and board.state.next_seat is E
    assert board.auction.lead_penalty == {N}
    assert [(r.law, r.director) for r in board.rulings] == [("25A2", "tony"), ("25B1", None)]
    assert full_view(board)["pending"] is None
    assert_rebuilds(board)


def test_the_left_hand_opponent_accepts_it_by_calling_over_it() -> None:
    """Law 25B1: "(It is accepted if LHO calls intentionally over it.)" """
    board = found_intended(changed_at_lho_turn())
    call(board, E, "1H")
    assert calls(board) == [("N", "1D"), ("E", "1H")]
    assert board.rulings[-1].law == "25B1"
    assert_rebuilds(board)


def test_refused_the_change_is_cancelled_and_the_first_call_stands() -> None:
    """Law 25B2, quoted above."""
    board = found_intended(changed_at_lho_turn())
    act(board, BOB, DecideAuctionIrregularity, decision="refuse")
    assert calls(board) == [("N", "1C")] and board.state.next_seat is E
    assert board.auction.lead_penalty == {N}
    assert board.rulings[-1].law == "25B2"
    assert_rebuilds(board)


def test_at_partners_turn_accepted_the_call_over_the_first_is_withdrawn() -> None:
    """Law 25B1: "The first call is then withdrawn, the second call stands": East's 1H was
    made over 1C, which is withdrawn; East calls again, over 1NT."""
    board = found_intended(changed_at_partners_turn())
    assert full_view(board)["pending"] == {
        "kind": "intended_change", "seat": "N", "call": "1NT", "replaces": "1C", "decides": "E",
    }  # fmt: skip
    with pytest.raises(NotAllowed):
        act(board, CAROL, DecideAuctionIrregularity, decision="accept")
    act(board, BOB, DecideAuctionIrregularity, decision="accept")
    assert calls(board) == [("N", "1NT")] and board.state.next_seat is E
    assert "withdrawn" in board.rulings[-1].explanation
    call(board, E, "2C")
    assert calls(board) == [("N", "1NT"), ("E", "2C")]
    assert_rebuilds(board)


def test_at_partners_turn_refused_the_auction_goes_on_from_the_first_call() -> None:
    """Law 25B2: the substitution "is cancelled. The original call stands and the auction
    continues": South calls over East's 1H, with no Law 31 bar (the call is a substitution
    Law 25 governs, not a call out of rotation left to Laws 29-32)."""
    board = found_intended(changed_at_partners_turn())
    act(board, BOB, DecideAuctionIrregularity, decision="refuse")
    assert calls(board) == [("N", "1C"), ("E", "1H")] and board.state.next_seat is S
    assert board.auction.lead_penalty == {N} and not board.auction.silenced
    call(board, S, "1S")  # South is free to bid
    assert calls(board)[-1] == ("S", "1S")
    assert [r.law for r in board.rulings] == ["25A2", "25B2"]
    assert_rebuilds(board)


def test_no_finding_once_partner_has_called() -> None:
    """Law 25A4: "No substitution of call may be made when his partner has made a
    subsequent call." North 1C, East 1H, South 1S; North's 2NT at West's turn is a call
    out of rotation only: nothing for the director to find intended."""
    board = new_board(revoke_policy="detect")
    bid(board, "1C 1H 1S")
    call(board, N, "2NT")
    with pytest.raises(RuleViolation, match="Law 25 does not apply"):
        found_intended(board)
    assert full_view(board)["pending"]["kind"] == "call_out_of_rotation"


def test_a_second_call_that_could_not_stand_cannot_be_accepted_but_can_be_refused() -> None:
    board = new_board(revoke_policy="detect")
    bid(board, "1NT")
    call(board, E, "2C")
    call(board, E, "1S")  # insufficient in place of 2C
    found_intended(board)
    with pytest.raises(RuleViolation, match="cannot stand"):
        act(board, CAROL, DecideAuctionIrregularity, decision="accept")
    act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
    assert calls(board) == [("N", "1NT"), ("E", "2C")]
    assert_rebuilds(board)
