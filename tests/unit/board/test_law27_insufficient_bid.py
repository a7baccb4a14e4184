"""Law 27, the insufficient bid, under the revoke policy `detect` (docs/design.md 5.5).
Each test quotes the part of the Law it checks; the expected outcomes are worked out here
from the Law's words, not from domain/rules/law27_insufficient_bid.py.

The deal is support.DEAL; North deals. The table: alice N, bob E, carol S, dave W; tony
directs.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.actors import Actor
from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.rulings import MakeRuling
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.obliged_to_pass import assert_obliged_to_pass
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    TD,
    act,
    bid,
    full_view,
    new_board,
    rebuild,
    rule_comparable,
)

STRAINS = ["C", "D", "H", "S", "NT"]


def rank(call: str) -> tuple[int, int]:
    return int(call[0]), STRAINS.index(call[1:])


def lowest_sufficient(last: str, strain: str) -> str | None:
    """The lowest bid in `strain` above `last`, read from the bidding ladder."""
    for level in range(1, 8):
        if rank(f"{level}{strain}") > rank(last):
            return f"{level}{strain}"
    return None


def assert_rebuilds(board: Board) -> None:
    """Loading the board from its events gives the same board: nothing judged again."""
    again = rebuild(board)
    assert full_view(again) == full_view(board)
    assert (again.auction, again.rulings) == (board.auction, board.rulings)  # fmt: skip


def east_bids_1c_over_1nt() -> Board:
    board = new_board(revoke_policy="detect")
    bid(board, "1NT")
    act(board, BOB, MakeCall, seat="E", call="1C")
    return board


def test_an_insufficient_bid_is_recorded_and_the_table_waits_for_the_left_hand_opponent() -> None:
    """Law 27A1: "Any insufficient bid may be accepted (treated as legal) at the option of
    offender's LHO." Until he decides, nothing else happens."""
    board = east_bids_1c_over_1nt()
    assert full_view(board)["pending"] == {
        "kind": "insufficient_bid", "seat": "E", "call": "1C", "decides": "S",
    }  # fmt: skip
    assert [str(c) for c in board.state.auction.calls] == ["1NT"]
    with pytest.raises(Conflict):
        act(board, DAVE, MakeCall, seat="W", call="Pass")
    with pytest.raises(NotAllowed):  # not the offender's left-hand opponent
        act(board, DAVE, DecideAuctionIrregularity, decision="accept")
    assert_rebuilds(board)


@pytest.mark.parametrize("over", ["Pass", "2C", "X"])
def test_the_left_hand_opponent_accepts_it_by_calling(over: str) -> None:
    """Law 27A1 (2017): "It is accepted if that player calls." South's call over East's
    1C accepts it: 1C stands (treated as legal) and South's call follows it."""
    board = east_bids_1c_over_1nt()
    act(board, CAROL, MakeCall, seat="S", call=over)
    assert [str(c) for c in board.state.auction.calls] == ["1NT", "1C", over]
    assert full_view(board)["pending"] is None
    assert not board.auction.silenced and not board.auction.lead_penalty
    assert_rebuilds(board)


def test_accepted_the_bid_stands_and_the_auction_goes_on_above_it() -> None:
    """Law 27A1: accepted, the insufficient bid is "treated as legal"; the next bid need
    only outrank it."""
    board = east_bids_1c_over_1nt()
    act(board, CAROL, DecideAuctionIrregularity, decision="accept")
    assert [str(c) for c in board.state.auction.calls] == ["1NT", "1C"]
    bid(board, "1D P P P")
    assert board.state.contract is not None and board.state.contract.text == "1D"
    assert full_view(board)["pending"] is None
    assert_rebuilds(board)


def test_the_lowest_sufficient_bid_in_the_same_denomination_ends_the_matter() -> None:
    """Law 27B1(a): "if the insufficient bid is corrected by the lowest sufficient bid in
    the same denomination ... the auction proceeds without further rectification"."""
    board = east_bids_1c_over_1nt()
    act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
    assert full_view(board)["pending"]["kind"] == "substitute"
    assert lowest_sufficient("1NT", "C") == "2C"
    act(board, BOB, MakeCall, seat="E", call="2C")
    assert full_view(board)["pending"] is None and not board.auction.silenced
    bid(board, "P 2NT P P P")  # West, the offender's partner, bids freely
    assert board.state.contract is not None and board.state.contract.text == "2NT"


@pytest.mark.parametrize("comparable", [True, False])
def test_a_pass_in_its_place_is_for_the_director_to_rule_comparable(comparable: bool) -> None:
    """Law 27B1(b) (2017): "if the insufficient bid is corrected with a legal call that in
    the opinion of the Director is comparable (see Law 23A), the auction proceeds without
    further rectification"; otherwise 27B2: "if the insufficient bid is corrected by a
    sufficient bid or by a pass, the offender's partner must pass whenever it is his turn
    to call". A pass is a legal call like any other: the director rules on it."""
    board = east_bids_1c_over_1nt()
    act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
    act(board, BOB, MakeCall, seat="E", call="Pass")
    pending = full_view(board)["pending"]
    assert (pending["kind"], pending["call"], pending["decides"]) == (
        "comparable_call", "Pass", "director",
    )  # fmt: skip
    act(board, TD, MakeRuling, law="27B1b", kind="comparable_call", comparable=comparable,
        explanation="1C showed a weak hand")  # fmt: skip
    expected_silenced = set() if comparable else {Seat.W}  # 27B1b, else 27B2
    assert board.auction.silenced == expected_silenced
    act(board, CAROL, MakeCall, seat="S", call="2C")
    if comparable:
        act(board, DAVE, MakeCall, seat="W", call="2D")  # West is free
    else:
        assert_obliged_to_pass(board, Seat.W, "2D")
        assert_obliged_to_pass(board, Seat.W, "X")
        act(board, DAVE, MakeCall, seat="W", call="Pass")
    assert_rebuilds(board)


def test_another_bid_is_for_the_director_to_judge_comparable() -> None:
    """Law 27B1(b): corrected by a call "that in the Director's opinion has the same or a
    more precise meaning ... the auction proceeds without further rectification";
    otherwise 27B2 silences the partner. The table waits for the ruling."""
    for comparable, silenced in ((True, None), (False, Seat.W)):
        board = east_bids_1c_over_1nt()
        act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
        act(board, BOB, MakeCall, seat="E", call="3C")  # not the lowest sufficient: 2C is
        assert full_view(board)["pending"] == {
            "kind": "comparable_call", "seat": "E", "call": "3C", "insufficient": "1C",
            "withdrawn": "1C", "law": "27B1b", "decides": "director",
        }  # fmt: skip
        with pytest.raises(Conflict):
            act(board, CAROL, MakeCall, seat="S", call="Pass")
        with pytest.raises(NotAllowed):
            act(
                board,
                ALICE,
                MakeRuling,
                law="27B1b",
                kind="comparable_call",
                comparable=comparable,
                explanation="no",
            )
        act(
            board,
            TD,
            MakeRuling,
            law="27B1b",
            kind="comparable_call",
            comparable=comparable,
            explanation="clubs both ways",
        )
        assert board.auction.silenced == ({silenced} if silenced else set())
        [ruling] = board.rulings
        assert (ruling.kind.value, ruling.comparable, ruling.director) == (
            "comparable_call", comparable, TD.name,
        )  # fmt: skip
        assert_rebuilds(board)


def test_an_alerted_bid_is_never_the_plain_lowest_sufficient_one() -> None:
    """Law 27B1(a) holds only when "neither the insufficient bid nor the substituted bid
    is artificial"; an alerted bid is taken as artificial: the director judges."""
    board = new_board(revoke_policy="detect")
    bid(board, "1NT")
    act(board, BOB, MakeCall, seat="E", call="1C", alert=True, explanation="both majors")
    act(board, CAROL, DecideAuctionIrregularity, decision="refuse")
    act(board, BOB, MakeCall, seat="E", call="2C")
    assert full_view(board)["pending"]["kind"] == "comparable_call"


def test_under_prevent_an_insufficient_bid_is_simply_refused() -> None:
    board = new_board()
    bid(board, "1NT")
    with pytest.raises(RuleViolation, match="insufficient"):
        act(board, BOB, MakeCall, seat="E", call="1C")


# ---- any auction with insufficient bids ends legal ------------------------------------------
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in STRAINS]


def holder_of(seat: Seat) -> Actor:
    return {Seat.N: ALICE, Seat.E: BOB, Seat.S: CAROL, Seat.W: DAVE}[seat]


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_random_auctions_with_insufficient_bids_end_in_a_legal_auction(seed: int) -> None:
    """Random calls, insufficient bids among them, each accepted or replaced in a random
    way, the director ruling at random: the auction ends (a contract or passed out), every
    bid that stands outranks the one before it unless an insufficient bid was accepted,
    the silenced partner never called but Pass, and the board rebuilds from its events."""
    rng = random.Random(seed)
    board = new_board(revoke_policy="detect")
    accepted: list[int] = []
    for _ in range(200):
        if board.phase.value != "auction":
            break
        pending = full_view(board)["pending"]
        if pending and pending["kind"] == "insufficient_bid":
            decision = rng.choice(["accept", "refuse", "call over it"])
            if decision == "call over it":  # Law 27A1: "It is accepted if that player calls."
                accepted.append(len(board.state.auction.calls))
                act(board, holder_of(Seat(pending["decides"])), MakeCall,
                    seat=pending["decides"], call="Pass")  # fmt: skip
                continue
            if decision == "accept":
                accepted.append(len(board.state.auction.calls))
            act(
                board,
                holder_of(Seat(pending["decides"])),
                DecideAuctionIrregularity,
                decision=decision,
            )
            continue
        if pending and pending["kind"] == "comparable_call":
            rule_comparable(board, rng.random() < 0.5)
            continue
        seat = board.state.next_seat
        assert seat is not None
        call = rng.choice(["Pass"] * 6 + BIDS[:12] + ["X"])
        try:
            act(board, holder_of(seat), MakeCall, seat=seat, call=call)
        except RuleViolation:
            act(board, holder_of(seat), MakeCall, seat=seat, call="Pass")
    assert board.phase.value in ("play", "passed_out")
    calls = [str(c) for c in board.state.auction.calls]
    last: str | None = None
    for index, call in enumerate(calls):
        if call in BIDS:
            assert last is None or rank(call) > rank(last) or index in accepted
            last = call
    assert_rebuilds(board)
