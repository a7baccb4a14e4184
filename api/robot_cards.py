"""A robot's card (docs/contract.md "Robots, practice and live tables"): Monte Carlo over
double dummy, as the strongest rule-based robots play.

The cards the robot cannot see are dealt at random many times, each layout agreeing with
the auction and the play (domain/rules/robot_sampling.py); the layouts are solved by DDS's
batch solver (api/double_dummy.py `many_card_tricks`: every card of the hand at once); the
card whose side takes the most tricks on average is played, ties going to the lowest card
(the lowest rank, then clubs before diamonds, hearts, spades). Only cards the board allows
are candidates: the board's own judgement of a card (a penalty card's duty, a lead
restriction) and never a revoke.

Speed: a full deal early in the play takes DDS up to a third of a second a layout, so the
layouts are dealt (seeded) as they are solved: `MINIMUM_SAMPLES` first
(`FIRST_TRICK_MINIMUM` in the first trick), then a few at a time while the next batch,
expected to take as long a layout as the last, would end within `TIME_BUDGET` seconds of
the choice's start. The reasons record how many were solved, and the choice depends only
on those. No solve at all when the candidates are equivalent (touching cards of one suit,
the cards between them gone in finished tricks): the lowest is played, as DDS ties them.

The opening lead is the dearest card: every layout is a whole deal of 52 cards, and the
time DDS takes on one varies tenfold from one layout to the next (5 to 700 ms measured on
the Olympiad's real auctions). So there (a) DDS is asked only which leads are best in each
layout (`best_only`): proving another lead worse is one search where its exact tricks
take several, and a lead left out counts one trick fewer than the best, which ranks the
leads by how many layouts they are best in (on 40 real opening leads, judged by DDS's
exact average over 12 other layouts, the lead chosen is 0.17 of a trick short of the best
lead, as against 0.18 when each lead's exact tricks are solved); and (b) in the whole first
trick the next batch is expected to take `FIRST_TRICK_CAUTION` times the mean a batch has
taken so far, since a batch started on the last one's quick time was what overran the
budget (a pair solved in 16 ms, the next in 770 ms). A floor under that estimate (0.4 s a
batch) cut the time further but solved too few layouts: the leads got worse.

Claims: the robot claims every trick left only when that is certain: dummy is faced (so
two hands are hidden), every layout the robot solved gives its side every trick left, and
one line of play the robot can follow with what it sees takes them all on every layout of
the hidden cards the play allows and against every card the others may play
(domain/rules/claim_line.py; all layouts, not a sample, so only near the end, where there
are few: `CLAIM_LAYOUTS`). Double dummy on each layout alone is not certainty: a queen
that a two-way finesse catches in every layout is still a guess (Law 70A: "any doubtful
point as to a claim shall be resolved against the claimer"; before 0.24.0 the robot
claimed there). The claim states that line, in order (Law 68C).
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from typing import Protocol

from domain.rules.cards import SUIT_ORDER, Card, Seat
from domain.rules.claim_line import ClaimLine, cashing_line, certain_line, top_tricks_line
from domain.rules.double_dummy import DoubleDummyPosition, position_of
from domain.rules.robot_sampling import RobotView, draw_layouts, every_layout, robot_view
from domain.rules.shown_hand import ShownHand
from domain.rules.table import TableState


class SolveMany(Protocol):
    """Each position's tricks for the side to play after each card (api/double_dummy.py
    `many_card_tricks`); with `best_only`, only the cards that take the most."""

    def __call__(
        self, positions: Sequence[DoubleDummyPosition], /, *, best_only: bool = False
    ) -> list[dict[Card, int]]: ...


CLAIM_LAYOUTS = 70  # every split of eight hidden cards, four tricks from the end
MINIMUM_SAMPLES = 4  # always solved, whatever the time: fewer would be a guess
FIRST_TRICK_MINIMUM = 2  # in the first trick a layout is a whole deal: up to 0.3 s each
LATER_BATCH = 2  # one layout for each of the machine's two cores
FIRST_TRICK_CAUTION = 2  # a whole deal's next batch: twice the mean so far (see above)
TIME_BUDGET = 0.6  # seconds since the choice began by which the last batch should end

_CLUBS_FIRST = {suit: index for index, suit in enumerate(reversed(SUIT_ORDER))}


@dataclass(frozen=True)
class CardChoice:
    card: Card
    claim: bool  # the rest is certain: claim every trick left instead of playing
    basis: str
    samples: int
    candidates: tuple[tuple[Card, float], ...]  # best first; tricks for the robot's side
    line: ClaimLine | None = None  # with a claim: the line that takes every trick left

    def reasons(self, seat: Seat) -> dict[str, object]:
        return {
            "seat": seat.value,
            "action": "claim" if self.claim else str(self.card),
            "basis": self.basis,
            "samples": self.samples,
            "candidates": [
                {"card": str(card), "tricks": round(tricks, 2)} for card, tricks in self.candidates
            ],
        }


def lowest_first(card: Card) -> tuple[int, int]:
    return (card.value, _CLUBS_FIRST[card.suit])


def choose_card(
    state: TableState,
    seat: Seat,
    legal: Sequence[Card],
    shown: Mapping[Seat, ShownHand],
    *,
    samples: int,
    seed: int,
    solve: SolveMany,
    budget: float | None = TIME_BUDGET,
) -> CardChoice:
    """The card for `seat` (the seat to play) among `legal`, the board's allowed cards.
    `budget` None solves every layout drawn (the same answer on any machine)."""
    began = time.monotonic()
    if not legal:
        raise ValueError("A robot asked for a card has no card it may play.")
    if len(legal) == 1:
        return CardChoice(legal[0], False, "the only card it may play", 0, ())
    if equivalent(state, legal):
        lowest = min(legal, key=lowest_first)
        return CardChoice(lowest, False, "equivalent cards: it plays the lowest", 0, ())
    position = position_of(state)
    side = seat.side
    won = state.won[side]
    view = robot_view(state, seat, shown)
    draws = draw_layouts(view, random.Random(seed))
    with_auction = 0

    def dealt(count: int) -> list[DoubleDummyPosition]:
        """The next layouts as positions: dealt only when they are to be solved."""
        nonlocal with_auction
        found = []
        for layout, agrees in islice(draws, count):
            with_auction += agrees
            found.append(replace(position, hands={**view.seen, **layout}))
        return found

    opening_lead = state.cards_played == 0
    caution = FIRST_TRICK_CAUTION if state.cards_played < 4 else 1
    solved: list[dict[Card, int]] = []
    batch = dealt(min(samples, minimum_samples(state)))
    out_of_time = False
    solving_time = 0.0
    while batch:
        started = time.monotonic()
        solved += solve(batch, best_only=opening_lead)
        took = time.monotonic() - started
        solving_time += took
        if caution > 1:  # whole deals: the mean so far, with room for a slow one
            expected = solving_time / len(solved) * LATER_BATCH * caution
        else:  # as long a layout as the last batch took
            expected = took / len(batch) * LATER_BATCH
        if len(solved) >= samples:
            break
        if budget is not None and time.monotonic() - began + expected > budget:
            out_of_time = True
            break
        batch = dealt(min(LATER_BATCH, samples - len(solved)))
    totals = dict.fromkeys(legal, 0.0)
    every_trick = True
    for tricks in solved:
        best = max(tricks.values())
        every_trick = every_trick and best == position.tricks_left
        # DDS answers every card of the hand (only the best with `best_only`: the others
        # count one trick fewer); a card the board forbids is no candidate
        missing = max(best - 1, 0) if opening_lead else 0
        for card in legal:
            totals[card] += tricks.get(card, missing)
    count = len(solved)
    averages = {card: won + total / max(count, 1) for card, total in totals.items()}
    ranked = sorted(legal, key=lambda card: (-averages[card], lowest_first(card)))
    agreeing = (
        "the auction and the play"
        if with_auction == count
        else f"the play ({with_auction} of them the auction too)"
    )
    basis = f"double dummy over {count} deals agreeing with {agreeing}"
    if opening_lead:
        basis += " (each lead scored by the best lead's tricks, one fewer where it is not best)"
    if out_of_time:
        basis += f" (of {samples} wanted: the time for a card ran out)"
    line = (
        certain(state, view, position, seat, legal)
        if every_trick and position.tricks_left >= 2
        else None
    )
    if line is not None:
        basis += (
            f"; one line takes all {position.tricks_left} tricks left on every layout, "
            "whatever the others play: it claims"
        )
    candidates = tuple((card, averages[card]) for card in ranked)
    chosen = line.cards[0][1] if line is not None else ranked[0]
    return CardChoice(chosen, line is not None, basis, count, candidates, line)


def minimum_samples(state: TableState) -> int:
    """The layouts solved whatever the time: fewer in the first trick, where DDS is slowest."""
    return FIRST_TRICK_MINIMUM if state.cards_played < 4 else MINIMUM_SAMPLES


def equivalent(state: TableState, legal: Sequence[Card]) -> bool:
    """Whether the candidates are touching cards of one suit: every rank between the lowest
    and the highest is a candidate or went in a finished trick (a card in the trick in
    progress still counts: it may be the card to beat). Such cards take the same tricks."""
    suits = {card.suit for card in legal}
    if len(suits) != 1:
        return False
    (suit,) = suits
    gone = {
        played.card.value
        for trick in state.tricks
        if trick.is_complete
        for played in trick.cards
        if played.card.suit is suit
    }
    values = {card.value for card in legal}
    return all(value in values or value in gone for value in range(min(values), max(values) + 1))


def certain(
    state: TableState,
    view: RobotView,
    position: DoubleDummyPosition,
    seat: Seat,
    legal: Sequence[Card] | None = None,
    tricks: int | None = None,
) -> ClaimLine | None:
    """The line by which `seat`'s side takes every trick left (`tricks` of them, if given)
    whatever the hidden hands hold and whatever the others play, choosing only with what
    `seat`'s player sees (`view`); None if there is none, or too many layouts to try.
    Declarer chooses dummy's cards too; a defender only his own (his partner's hand is
    hidden from him: any card it may play must do; Law 70D2: "The Director does not accept
    any part of a defender's claim that depends on his partner selecting a particular play
    from among alternative normal plays")."""
    declaring = state.declarer is not None and seat.side is state.declarer.side
    controls = frozenset(view.seen) if declaring else frozenset({seat})
    left = position.tricks_left if tricks is None else tricks
    if not position.trick and position.leader in controls:
        hand = view.seen[position.leader]
        unplayed = view.pool.union(*view.seen.values())
        winners = top_tricks_line(
            leader=position.leader,
            hand=hand,
            others=unplayed - hand,
            trump=position.trump,
            tricks=left,
            first=legal,
        )
        if winners is not None:
            return winners
        if declaring and position.leader.partner in view.seen:  # dummy faced: both hands
            crossing = cashing_line(
                leader=position.leader,
                hands=view.seen,
                opponents=view.pool,
                trump=position.trump,
                tricks=left,
                first=legal,
            )
            if crossing is not None:
                return crossing
    layouts = every_layout(view, CLAIM_LAYOUTS)
    if not layouts:
        return None
    return certain_line(
        side=seat.side,
        controls=controls,
        seen=view.seen,
        layouts=layouts,
        trump=position.trump,
        leader=position.leader,
        trick=position.trick,
        first=legal,
        tricks=tricks,
    )


def claim_holds(state: TableState, claimer: Seat, tricks: int) -> bool | None:
    """Whether a claim of `tricks` of those left holds with every doubtful point against
    the claimer (Law 70A; 70E1: no "unstated line of play the success of which depends
    upon finding one opponent rather than the other with a particular card"): a line he
    can follow with what he sees takes them on every layout of the cards he cannot see,
    whatever the others play. None when there are too many layouts to try them all (and
    the hand on lead does not hold the tricks in winners)."""
    if tricks <= 0:
        return True  # a concession of every trick left: nothing is claimed
    position = position_of(state)
    view = robot_view(state, claimer, {})
    if certain(state, view, position, claimer, tricks=tricks) is not None:
        return True
    return None if every_layout(view, CLAIM_LAYOUTS) is None else False
