"""Law 27B (2017) on what the offender offers in place of his insufficient bid, beyond a
bid or a pass: a double or redouble, which the director may rule comparable, and a call
that is not legal (another insufficient bid, a double Law 19 does not permit). Each test
quotes the part of the Law it checks; outcomes are worked out from those words.

The deal is support.DEAL; North deals. alice N, bob E, carol S, dave W; tony directs.
North opens 1NT, East bids 1C (insufficient), South refuses it (27A1).
"""

from __future__ import annotations

import pytest

from domain.board import Board
from domain.board.auction_irregularities.events import SubstituteJudged
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.rulings import MakeRuling
from domain.errors import Conflict
from domain.rules.cards import Seat
from tests.unit.board.obliged_to_pass import assert_obliged_to_pass
from tests.unit.board.support import ALICE, BOB, CAROL, DAVE, TD, act, full_view, new_board, rebuild


def refused_1c_over_1nt() -> Board:
    board = new_board(revoke_policy="detect")
    act(board, ALICE, MakeCall, seat="N", call="1NT")
    act(board, BOB, MakeCall, seat="E", call="1C")
    act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
    return board


def auction(board: Board) -> list[str]:
    return [str(c) for c in board.state.auction.calls]


def assert_rebuilds(board: Board) -> None:
    again = rebuild(board)
    assert full_view(again) == full_view(board)
    assert (again.auction, again.rulings) == (board.auction, board.rulings)  # fmt: skip


def test_a_double_offered_waits_outside_the_auction_for_the_directors_ruling() -> None:
    """Law 27B1(b): "if the insufficient bid is corrected with a legal call that in the
    opinion of the Director is comparable (see Law 23A)" -- any legal call, a double
    included. Until the director rules, the double is not in the auction and the table
    waits."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call="X", alert=True, explanation="clubs")
    assert auction(board) == ["1NT"]
    assert full_view(board)["pending"] == {
        "kind": "comparable_call", "seat": "E", "call": "X", "insufficient": "1C",
        "withdrawn": "1C", "law": "27B1b", "decides": "director",
    }  # fmt: skip
    with pytest.raises(Conflict):
        act(board, CAROL, MakeCall, seat="S", call="Pass")
    assert_rebuilds(board)


def test_a_double_ruled_comparable_stands_with_no_rectification() -> None:
    """Law 27B1(b): comparable, "the auction proceeds without further rectification":
    the double is East's call, with his side's alert and explanation, and West is free."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call="X", alert=True, explanation="clubs")
    act(board, TD, MakeRuling, law="27B1b", kind="comparable_call", comparable=True,
        explanation="1C and X both show clubs")  # fmt: skip
    assert auction(board) == ["1NT", "X"]
    last = full_view(board)["auction"][-1]
    assert (last["seat"], last["call"], last["alert"], last["explanation"]) == (
        "E", "X", True, "clubs",
    )  # fmt: skip
    assert not board.auction.silenced and not board.auction.lead_penalty
    assert full_view(board)["pending"] is None
    act(board, CAROL, MakeCall, seat="S", call="Pass")
    act(board, DAVE, MakeCall, seat="W", call="2D")  # West calls freely
    [ruling] = board.rulings
    assert (ruling.kind.value, ruling.comparable) == ("comparable_call", True)
    assert_rebuilds(board)


def test_a_double_ruled_not_comparable_is_cancelled_and_partner_passes_throughout() -> None:
    """Law 27B3: "if the offender attempts to substitute a double or redouble for his
    insufficient bid, the attempted call is cancelled. The offender must substitute a
    legal call and his partner must pass whenever it is his turn to call"; Law 26 may
    apply."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call="X")
    act(board, TD, MakeRuling, law="27B1b", kind="comparable_call", comparable=False,
        explanation="X shows strength, 1C clubs")  # fmt: skip
    assert auction(board) == ["1NT"]  # cancelled
    assert board.auction.silenced == {Seat.W} and board.auction.lead_penalty == {Seat.E}
    assert full_view(board)["pending"]["kind"] == "substitute"  # another call is due
    act(board, BOB, MakeCall, seat="E", call="2C")  # the lowest sufficient: still silenced
    assert auction(board) == ["1NT", "2C"]
    assert full_view(board)["pending"] is None
    act(board, CAROL, MakeCall, seat="S", call="Pass")
    assert_obliged_to_pass(board, Seat.W, "2D")
    assert_rebuilds(board)


@pytest.mark.parametrize("attempt", ["1D", "1NT", "XX"])
def test_a_call_that_is_not_legal_is_cancelled_and_partner_passes_throughout(
    attempt: str,
) -> None:
    """Law 27B4 with 27B3: the offender must substitute "a legal call"; an attempt with
    another insufficient bid (1D, 1NT over 1NT) or a redouble of nothing doubled (Law 19B)
    is cancelled: the offender still owes a legal call, and his partner must pass whenever
    it is his turn to call (Law 26 may apply)."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call=attempt)
    assert auction(board) == ["1NT"]
    assert board.auction.silenced == {Seat.W} and board.auction.lead_penalty == {Seat.E}
    pending = full_view(board)["pending"]
    assert (pending["kind"], pending["seat"], pending["call"]) == ("substitute", "E", "1C")
    act(board, BOB, MakeCall, seat="E", call="2NT")
    assert auction(board) == ["1NT", "2NT"]
    assert_rebuilds(board)


def test_a_board_recorded_before_keeps_its_cancelled_double() -> None:
    """Loading never judges the past again: a board recorded by 0.10.0, where East's
    double in place of 1C was cancelled at once (27B3 then), loads as it was recorded."""
    board = refused_1c_over_1nt()
    board.trigger_event(
        SubstituteJudged, seat="E", call="X", law="27B3", silenced="W", actor=BOB.name,
        lead_penalty=True,
    )  # fmt: skip
    assert auction(board) == ["1NT"] and board.auction.silenced == {Seat.W}
    assert full_view(board)["pending"]["kind"] == "substitute"
    again = rebuild(board)
    assert (again.auction, full_view(again)) == (board.auction, full_view(board))
