"""A robot's card (docs/contract.md "Robots, practice and live tables"): Monte Carlo over
double dummy, as the strongest rule-based robots play.

The cards the robot cannot see are dealt at random many times, each layout agreeing with
the auction and the play (domain/rules/robot_sampling.py); each layout is solved by DDS
(api/double_dummy.py `card_tricks`); the card whose side takes the most tricks on
average is played, ties going to the lowest card (the lowest rank, then clubs before
diamonds, hearts, spades). Only cards the board allows are candidates: the board's own
judgement of a card (a penalty card's duty, a lead restriction) and never a revoke.

Claims: the robot claims every trick left only when that is certain: dummy is faced (so
two hands are hidden), and DDS gives its side every trick left on every layout of the
hidden cards the play allows, all of them solved, not a sample (so only near the end,
where there are few: `CLAIM_LAYOUTS`). Whatever the hidden hands hold, the claim stands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from domain.rules.cards import SUIT_ORDER, Card, Seat
from domain.rules.double_dummy import DoubleDummyPosition, position_of
from domain.rules.robot_sampling import (
    RobotView,
    ShownHand,
    every_layout,
    robot_view,
    sample_layouts,
)
from domain.rules.table import TableState

Solve = Callable[[DoubleDummyPosition], dict[Card, int]]

CLAIM_LAYOUTS = 70  # every split of eight hidden cards, four tricks from the end

_CLUBS_FIRST = {suit: index for index, suit in enumerate(reversed(SUIT_ORDER))}


@dataclass(frozen=True)
class CardChoice:
    card: Card
    claim: bool  # the rest is certain: claim every trick left instead of playing
    basis: str
    samples: int
    candidates: tuple[tuple[Card, float], ...]  # best first; tricks for the robot's side

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
    solve: Solve,
) -> CardChoice:
    """The card for `seat` (the seat to play) among `legal`, the board's allowed cards."""
    if not legal:
        raise ValueError("A robot asked for a card has no card it may play.")
    if len(legal) == 1:
        return CardChoice(legal[0], False, "the only card it may play", 0, ())
    position = position_of(state)
    side = seat.side
    won = state.won[side]
    view = robot_view(state, seat, shown)
    sampled = sample_layouts(view, random.Random(seed), samples)
    totals = dict.fromkeys(legal, 0.0)
    every_trick = True
    for layout in sampled.layouts:
        hands = {**view.seen, **layout}
        tricks = solve(replace(position, hands=hands))
        best = max(tricks.values())
        every_trick = every_trick and best == position.tricks_left
        for card in legal:
            # DDS answers every card of the hand; a card the board forbids is no candidate
            totals[card] += tricks.get(card, 0)
    count = len(sampled.layouts)
    averages = {card: won + total / max(count, 1) for card, total in totals.items()}
    ranked = sorted(legal, key=lambda card: (-averages[card], lowest_first(card)))
    agreeing = (
        "the auction and the play"
        if sampled.with_auction == count
        else f"the play ({sampled.with_auction} of them the auction too)"
    )
    basis = f"double dummy over {count} deals agreeing with {agreeing}"
    claim = every_trick and position.tricks_left >= 2 and _certain(view, position, solve)
    if claim:
        basis += f"; every layout gives its side all {position.tricks_left} tricks left: it claims"
    candidates = tuple((card, averages[card]) for card in ranked)
    return CardChoice(ranked[0], claim, basis, count, candidates)


def _certain(view: RobotView, position: DoubleDummyPosition, solve: Solve) -> bool:
    """Whether the side to play takes every trick left on every layout the play allows."""
    layouts = every_layout(view, CLAIM_LAYOUTS)
    if not layouts:
        return False
    for layout in layouts:
        tricks = solve(replace(position, hands={**view.seen, **layout}))
        if max(tricks.values()) != position.tricks_left:
            return False
    return True
