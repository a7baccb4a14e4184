"""A robot's call (docs/contract.md "Robots' bidding by simulation"): the system's
recommendation, and at a call that places the contract, double dummy over deals that
agree with the auction, the way the strongest computer bidders decide.

The recommendation's call is the default (library/robot_reading.py). Where it places
the contract (library/robot_placing.py says where, and which few other calls to weigh:
Pass, a penalty double, the cheapest bid, game and slam in the side's strains), the
unseen hands are dealt at random, each deal agreeing with what the calls showed (the
sampler of the robots' cards, domain/rules/robot_sampling.py, with the robot's own hand
the only one seen); each deal is solved by DDS for every contract a candidate leads to
(api/double_dummy.py `many_contract_tricks`, the deals in one batch); each candidate's
contract is scored on each deal with duplicate scoring and the board's vulnerability,
and compared in IMPs with the recommendation's. The robot makes another call only when
its average beats the recommendation's by `MARGIN` IMPs and by `CONFIDENCE` standard
errors of that average: a few dozen deals are a noisy measure (taking the best of several
noisy averages alone made the robots overbid), and the system's call carries what the
deals cannot (what partner will say next). The deals are seeded, and the reasons record
how many were solved and each candidate's average, so a replay shows why.

A call chosen by the deals is alerted and explained by the system's rule for it there,
if it has one (a candidate is never a call the system makes artificial or forcing).
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from domain.rules.cards import Card, Seat, Suit
from domain.rules.hand_evaluation import Hand
from domain.rules.robot_sampling import draw_layouts, robot_view
from domain.rules.shown_hand import ShownHand
from domain.rules.table import TableState
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from library.robot_competing import competing_placements
from library.robot_placing import (
    Placement,
    TricksTable,
    imp_gains,
    placements,
    standard_error,
    tricks_wanted,
)
from library.robot_reading import RobotCall, call_of, explained, rule_for_call

Deal = tuple[Mapping[Seat, frozenset[Card]], Seat, Suit | None]

# Deals a placing call weighs by default: none. On the development deals the simulation
# (`SIMULATED_SAMPLES` deals) reached par's strain and level no more often than the system
# alone, and a placing call took 0.2 s (p50; p95 0.4 s) where a call's p95 should be 50 ms
# (docs/benchmarks.md "Robots' bidding by simulation"): a server turns it on with
# BRIDGE_LEDGER_ROBOT_CALL_SAMPLES.
CALL_SAMPLES = 0
SIMULATED_SAMPLES = 16  # the count measured
# Deals weighed at the last chance to compete where the system passes (library/
# robot_competing.py) by default: none. The decision is rare (a call's p95 stays the
# recommendation's), but weighing only the system's pass since 0.25.0, 16 deals changed
# 6 of the wider development set's 800 auctions, 0.009 IMPs a table nearer par's score
# (paired standard error 0.005) and 2 tables fewer at par's strain and level: within the
# noise (docs/benchmarks.md "Robots' bidding on a wider development set"). A server
# turns it on with BRIDGE_LEDGER_ROBOT_COMPETING_SAMPLES.
COMPETING_SAMPLES = 0
MARGIN = 1.0  # IMPs a deal by which another call must beat the recommendation's
CONFIDENCE = 2.0  # and by this many standard errors of its mean gain
MINIMUM_SAMPLES = 8  # fewer deals agreeing with the auction: the recommendation stands
BATCH = 8  # deals solved at a time while the time lasts
TIME_BUDGET = 0.3  # seconds since the call began by which the last batch should end


class SolveContracts(Protocol):
    """Declarer's tricks in each whole deal (api/double_dummy.py `many_contract_tricks`)."""

    def __call__(self, deals: Sequence[Deal], /) -> list[int]: ...


@dataclass(frozen=True)
class CallChoice:
    chosen: RobotCall
    samples: int
    candidates: tuple[tuple[Placement, float], ...]  # the recommendation's call first

    def reasons(self, seat: Seat) -> dict[str, object]:
        return {
            "seat": seat.value,
            "action": self.chosen.call,
            "basis": self.chosen.basis,
            "samples": self.samples,
            "candidates": [
                {
                    "call": placement.call,
                    "contract": _contract_text(placement),
                    "imps": round(average, 2),
                }
                for placement, average in self.candidates
            ],
        }


def choose_call(
    book: RuleBook,
    state: TableState,
    seat: Seat,
    legal: Sequence[str],
    shown: Mapping[Seat, ShownHand],
    *,
    samples: int,
    seed: int,
    solve: SolveContracts,
    budget: float | None = TIME_BUDGET,
    competing: int = COMPETING_SAMPLES,
) -> CallChoice:
    """`seat`'s call (the seat to call) among `legal`: `samples` deals weigh a call
    that places our contract, `competing` deals the last chance to compete over theirs.
    `budget` None solves every deal drawn (the same answer on any machine)."""
    began = time.monotonic()
    auction = state.auction
    hand = Hand.of(state.hand(seat))
    vulnerability = state.setup.vulnerability
    place = place_from_calls(auction.dealer, [str(call) for call in auction.calls])
    advice = recommend(book, place, hand, vulnerability.value)
    rule_based = call_of(advice, legal)
    candidates = placements(book, advice, auction, seat, hand, legal)
    if not candidates or samples < MINIMUM_SAMPLES:
        candidates = competing_placements(book, advice, auction, seat, hand, legal)
        samples = competing
    if not candidates or samples < MINIMUM_SAMPLES:
        return CallChoice(rule_based, 0, ())
    wanted = tricks_wanted(candidates)
    view = robot_view(state, seat, shown)
    draws = draw_layouts(view, random.Random(seed))
    tables: list[TricksTable] = []
    while len(tables) < samples:
        batch = []
        for layout, agrees in draws:
            if not agrees:
                break  # the rest would agree with nothing the calls showed
            batch.append({**view.seen, **layout})
            if len(batch) == min(BATCH, samples - len(tables)):
                break
        if not batch:
            break
        jobs = [(hands, declarer, strain.trump) for hands in batch for declarer, strain in wanted]
        tricks = solve(jobs)
        for index in range(len(batch)):
            found = tricks[index * len(wanted) : (index + 1) * len(wanted)]
            tables.append(dict(zip(wanted, found, strict=True)))
        if budget is not None and len(tables) >= MINIMUM_SAMPLES:
            spent = time.monotonic() - began
            if spent + spent / len(tables) * BATCH > budget:
                break
    if len(tables) < MINIMUM_SAMPLES:
        return CallChoice(rule_based, 0, ())
    gains = imp_gains(candidates, tables, vulnerability, seat)
    averages = [sum(each) / len(each) for each in gains]
    scored = tuple(zip(candidates, averages, strict=True))
    trusted = [
        index
        for index in range(1, len(candidates))
        if averages[index] >= MARGIN
        and averages[index] >= CONFIDENCE * standard_error(gains[index])
    ]
    if not trusted:
        basis = (f"{rule_based.basis}; double dummy over {len(tables)} deals agreeing with the "
                 f"auction: no other placement gains {MARGIN:g} IMP a deal, "
                 f"{CONFIDENCE:g} standard errors clear")  # fmt: skip
        return CallChoice(_with_basis(rule_based, basis), len(tables), scored)
    best, gain = scored[max(trusted, key=lambda index: averages[index])]
    rule = rule_for_call(book, place, best.call)
    basis = (f"double dummy over {len(tables)} deals agreeing with the auction: "
             f"{_contract_text(best)} gains {gain:.1f} IMPs a deal on "
             f"{_contract_text(candidates[0])} ({rule_based.call} by the system)")  # fmt: skip
    explanation = explained(rule) if rule is not None else None
    chosen = RobotCall(best.call, False, explanation, basis)
    return CallChoice(chosen, len(tables), scored)


def _with_basis(call: RobotCall, basis: str) -> RobotCall:
    return RobotCall(call.call, call.alert, call.explanation, basis)


def _contract_text(placement: Placement) -> str:
    contract = placement.contract
    return "passed out" if contract is None else f"{contract.text} by {contract.declarer.value}"
