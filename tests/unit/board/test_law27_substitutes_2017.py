"""Law 27B (2017) on what the offender offers in place of his insufficient bid, beyond a
bid or a pass: a double or redouble, which the director may rule comparable, another
insufficient bid, which the left-hand opponent may accept (27B4), and a double Law 19
does not permit. Each test
quotes the part of the Law it checks; outcomes are worked out from those words.

The deal is support.DEAL; North deals. alice N, bob E, carol S, dave W; tony directs.
North opens 1NT, East bids 1C (insufficient), South refuses it (27A1).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


def test_a_redouble_law_19_does_not_permit_is_cancelled_and_partner_passes() -> None:
    """Law 27B3: the offender must substitute "a legal call"; an attempt with a redouble of
    nothing doubled (Law 19B) is cancelled: the offender still owes a legal call, and his
    partner must pass whenever it is his turn to call (Law 26 may apply)."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call="XX")
    assert auction(board) == ["1NT"]
    assert board.auction.silenced == {Seat.W} and board.auction.lead_penalty == {Seat.E}
    pending = full_view(board)["pending"]
    assert (pending["kind"], pending["seat"], pending["call"]) == ("substitute", "E", "1C")
    act(board, BOB, MakeCall, seat="E", call="2NT")
    assert auction(board) == ["1NT", "2NT"]
    assert_rebuilds(board)


# Law 27B4 (2017): "if the offender attempts to replace the one insufficient bid with
# another insufficient bid, the Director rules as in B3 above unless the LHO accepts the
# new insufficient bid as A allows"; Law 27A1: "Any insufficient bid may be accepted
# (treated as legal) at the option of offender's LHO. It is accepted if that player calls."
ANOTHER = ["1D", "1H", "1S", "1NT"]  # each insufficient over 1NT


@pytest.mark.parametrize("another", ANOTHER)
def test_another_insufficient_bid_waits_for_the_left_hand_opponent(another: str) -> None:
    """Law 27B4: "unless the LHO accepts the new insufficient bid as A allows": East's
    second insufficient bid waits for South as his first did; nothing is ruled yet."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call=another, alert=True, explanation="natural")
    assert auction(board) == ["1NT"]  # not in the auction, not cancelled yet
    assert full_view(board)["pending"] == {
        "kind": "insufficient_bid", "seat": "E", "call": another, "decides": "S",
    }  # fmt: skip
    assert not board.auction.silenced and not board.auction.lead_penalty
    with pytest.raises(Conflict):  # only South's decision or call moves the table on
        act(board, DAVE, MakeCall, seat="W", call="Pass")
    assert_rebuilds(board)


@pytest.mark.parametrize("another", ANOTHER)
def test_another_insufficient_bid_accepted_by_the_left_hand_opponents_call(
    another: str,
) -> None:
    """Law 27A1 through 27B4: "It is accepted if that player calls": South's call
    accepts East's second insufficient bid, treated as legal; B3 is not ruled."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call=another, alert=True, explanation="natural")
    act(board, CAROL, MakeCall, seat="S", call="2S")  # South calls: accepted (27A1)
    assert auction(board) == ["1NT", another, "2S"]
    east = full_view(board)["auction"][1]
    assert (east["seat"], east["alert"], east["explanation"]) == ("E", True, "natural")
    assert not board.auction.silenced and not board.auction.lead_penalty  # no B3
    assert full_view(board)["pending"] is None
    act(board, DAVE, MakeCall, seat="W", call="3C")  # West calls freely
    assert_rebuilds(board)


@pytest.mark.parametrize("another", ANOTHER)
def test_another_insufficient_bid_accepted_by_decision(another: str) -> None:
    """Law 27B4: "unless the LHO accepts the new insufficient bid as A allows" -- South
    accepts it "at the option of offender's LHO" (27A1): no rectification."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call=another)
    act(board, CAROL, DecideAuctionIrregularity, decision="accept")
    assert auction(board) == ["1NT", another]  # treated as legal: South's turn
    assert full_view(board)["pending"] is None
    assert not board.auction.silenced and not board.auction.lead_penalty
    act(board, CAROL, MakeCall, seat="S", call="Pass")
    act(board, DAVE, MakeCall, seat="W", call="2D")
    assert auction(board) == ["1NT", another, "Pass", "2D"]
    assert_rebuilds(board)


@pytest.mark.parametrize("another", ANOTHER)
def test_another_insufficient_bid_refused_is_ruled_as_27b3(another: str) -> None:
    """Law 27B4: South does not accept it, so "the Director rules as in B3 above"."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call=another)
    act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
    # B3: "the attempted call is cancelled. The offender must substitute a legal call
    # and his partner must pass whenever it is his turn to call"; Law 26 may apply
    assert auction(board) == ["1NT"]
    assert board.auction.silenced == {Seat.W} and board.auction.lead_penalty == {Seat.E}
    pending = full_view(board)["pending"]
    assert (pending["kind"], pending["seat"], pending["call"]) == ("substitute", "E", "1C")
    with pytest.raises(Conflict):  # refused once, there is nothing left to decide
        act(board, CAROL, DecideAuctionIrregularity, decision="accept")
    act(board, BOB, MakeCall, seat="E", call="2C")
    act(board, CAROL, MakeCall, seat="S", call="Pass")
    assert auction(board) == ["1NT", "2C", "Pass"]
    assert_obliged_to_pass(board, Seat.W, "2D")
    assert_rebuilds(board)


def test_a_third_insufficient_bid_is_offered_again() -> None:
    """27B4 again: refused twice, the offender's next insufficient bid is "another
    insufficient bid" in place of the one, and South may still accept it."""
    board = refused_1c_over_1nt()
    act(board, BOB, MakeCall, seat="E", call="1D")
    act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
    act(board, BOB, MakeCall, seat="E", call="1H")
    assert full_view(board)["pending"]["kind"] == "insufficient_bid"
    act(board, CAROL, DecideAuctionIrregularity, decision="accept")
    assert auction(board) == ["1NT", "1H"]
    assert board.auction.silenced == {Seat.W}  # the earlier refusal's B3 stands
    assert_rebuilds(board)


def test_a_board_recorded_before_keeps_its_cancelled_insufficient_bid() -> None:
    """Loading never judges the past again: a board recorded by 0.10.0, where East's 1D
    in place of 1C was cancelled at once (27B4 then, never offered to South), loads as
    it was recorded."""
    board = refused_1c_over_1nt()
    board.trigger_event(
        SubstituteJudged, seat="E", call="1D", law="27B4", silenced="W", actor=BOB.name,
        lead_penalty=True,
    )  # fmt: skip
    assert auction(board) == ["1NT"] and board.auction.silenced == {Seat.W}
    pending = full_view(board)["pending"]
    assert (pending["kind"], pending["call"]) == ("substitute", "1C")
    again = rebuild(board)
    assert (again.auction, full_view(again)) == (board.auction, full_view(board))


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


STRAINS = "CDHS"  # then NT: the order of rank (Law 18E), written here, not imported
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in [*STRAINS, "NT"]]


@settings(max_examples=60, deadline=None)
@given(
    opening=st.sampled_from(BIDS[5:20]),
    first=st.integers(0, 19),
    second=st.integers(0, 19),
    answer=st.sampled_from(["accept", "call over it", "refuse"]),
)
def test_any_second_insufficient_bid_is_the_left_hand_opponents_to_accept(
    opening: str, first: int, second: int, answer: str
) -> None:
    """Law 27B4 (2017): "If the offender attempts to replace the one insufficient bid with
    another insufficient bid the Director rules as in 3 if the LHO does not accept the
    substituted insufficient bid as A1 allows."

    Against an independent reading: whatever North opened and whatever East's
    two insufficient bids below it, South's acceptance (by decision or by calling, 27A1)
    puts East's second bid in the auction with nobody silenced; his refusal leaves it out,
    East owing a call for his first bid and West passing throughout (27B3)."""
    below = BIDS[: BIDS.index(opening) + 1]  # insufficient over the opening: up to it
    first_bid, second_bid = below[first % len(below)], below[second % len(below)]
    board = new_board(revoke_policy="detect")
    act(board, ALICE, MakeCall, seat="N", call=opening)
    act(board, BOB, MakeCall, seat="E", call=first_bid)
    act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
    act(board, BOB, MakeCall, seat="E", call=second_bid)
    if answer == "call over it":
        act(board, CAROL, MakeCall, seat="S", call="Pass")
    else:
        act(board, CAROL, DecideAuctionIrregularity, decision=answer)
    if answer == "refuse":
        assert auction(board) == [opening]
        assert board.auction.silenced == {Seat.W} and board.auction.lead_penalty == {Seat.E}
        pending = full_view(board)["pending"]
        assert (pending["kind"], pending["call"]) == ("substitute", first_bid)
    else:
        expected = [opening, second_bid] + (["Pass"] if answer == "call over it" else [])
        assert auction(board) == expected
        assert not board.auction.silenced and full_view(board)["pending"] is None
    assert_rebuilds(board)
