"""Any auction with calls out of rotation ends legal: random auctions, under the revoke
policy `detect`, with calls by any seat, every irregularity decided, end in an auction
the rules accept and that loads again unchanged (Laws 28-32)."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.errors import Conflict
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.auction_calls import assert_rebuilds, call, calls
from tests.unit.board.queries import legal_moves
from tests.unit.board.support import HOLDERS, TD, act, full_view, new_board, rule_comparable

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


BIDS = [f"{level}{strain}" for level in range(1, 4) for strain in ("C", "D", "H", "S", "NT")]


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_random_auctions_with_calls_out_of_rotation_end_in_a_legal_auction(seed: int) -> None:
    """Random calls by random seats, accepted or refused at random: the auction ends (a
    contract or passed out); each call was made by the player to the left of the one
    before it unless it was an accepted call out of rotation; nobody who had to pass
    throughout called anything else afterwards; and the board rebuilds from its events."""
    rng = random.Random(seed)
    board = new_board(revoke_policy="detect")
    accepted: set[int] = set()
    silenced_from: dict[Seat, int] = {}
    for _ in range(300):
        if board.phase.value != "auction":
            break
        pending = full_view(board)["pending"]
        if pending and pending["kind"] in (
            "call_out_of_rotation",
            "insufficient_bid",
            "change_of_call",
        ):
            decision = rng.choice(["accept", "refuse"])
            decider = HOLDERS[Seat(pending["decides"])]
            if pending["kind"] == "change_of_call" and rng.random() < 0.3:
                decision, decider = "unintended", TD
            if pending["kind"] == "call_out_of_rotation" and rng.random() < 0.1:
                decision, decider = "unintended", TD  # Law 25A, when it applies
            try:
                act(board, decider, DecideAuctionIrregularity, decision=decision)
            except RuleViolation:
                act(
                    board,
                    HOLDERS[Seat(pending["decides"])],
                    DecideAuctionIrregularity,
                    decision="refuse",
                )
            else:
                if decision == "accept" and pending["kind"] == "call_out_of_rotation":
                    accepted.add(len(board.state.auction.calls) - 1)
            continue
        if pending and pending["kind"] == "comparable_call":
            rule_comparable(board, rng.random() < 0.5)
            continue
        for seat in board.auction.silenced:
            silenced_from.setdefault(seat, len(board.state.auction.calls))
        turn = board.state.next_seat
        assert turn is not None
        seat = turn if rng.random() < 0.75 else rng.choice(list(Seat))
        text = rng.choice(["Pass"] * 8 + BIDS + ["X", "8C"])
        trial = copy.deepcopy(board)  # as the application does: a refused command leaves
        try:  # the board untouched, whatever it had begun to record
            act(
                trial,
                HOLDERS[seat],
                MakeCall,
                seat=seat,
                call=text,
            )
            board = trial
        except (RuleViolation, Conflict):
            allowed = legal_moves(board, HOLDERS[turn]).calls
            assert allowed, (
                full_view(board)["pending"],
                calls(board),
                board.auction.repeat_duty,
                turn,
            )
            call(board, turn, "Pass" if "Pass" in allowed else allowed[0])
    assert board.phase.value in ("play", "passed_out")
    auction = board.state.auction
    for index in range(1, len(auction.calls)):
        if index not in accepted:
            assert auction.seat_of(index) is auction.seat_of(index - 1).next()
    for seat, start in silenced_from.items():
        assert all(
            str(auction.calls[i]) == "Pass"
            for i in range(start, len(auction.calls))
            if auction.seat_of(i) is seat
        )
    assert_rebuilds(board)
