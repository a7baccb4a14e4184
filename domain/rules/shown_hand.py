"""What a player's calls showed of his whole hand, as the robots' sampler reads it
(domain/rules/robot_sampling.py): an HCP range, length ranges for some suits and, for a
pass, the hands he would have bid with (`ShownHand.denied`). A pass's denials narrow the
HCP range at either end where every shape the lengths allow is denied, worked out once per
shape of the question and cached.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from domain.rules.cards import SUIT_ORDER, Card, Suit

_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def hcp(cards: Iterable[Card]) -> int:
    return sum(_HCP.get(card.rank, 0) for card in cards)


@dataclass(frozen=True)
class ShownHand:
    """What a player's calls showed of his whole hand (all thirteen cards): an HCP range
    and, for some suits, a length range; both ends included. `denied` are the hands a
    pass showed he does not hold (each an HCP range and lengths, all of which a denied
    hand meets): the calls he would have made with them."""

    hcp: tuple[int, int] = (0, 37)
    lengths: Mapping[Suit, tuple[int, int]] = field(default_factory=dict)
    denied: tuple[ShownHand, ...] = ()

    def holds_for(self, cards: Iterable[Card]) -> bool:
        held = list(cards)
        points = hcp(held)
        if not self.hcp[0] <= points <= self.hcp[1]:
            return False
        for suit, (low, high) in self.lengths.items():
            count = sum(1 for card in held if card.suit is suit)
            if not low <= count <= high:
                return False
        return not any(denial.holds_for(held) for denial in self.denied)

    def narrowed_by(self, other: ShownHand) -> ShownHand | None:
        """Both at once; None when they contradict each other (a player whose calls
        disagree: the caller then keeps the earlier ones)."""
        low, high = max(self.hcp[0], other.hcp[0]), min(self.hcp[1], other.hcp[1])
        if low > high:
            return None
        lengths = dict(self.lengths)
        for suit, (l_low, l_high) in other.lengths.items():
            mine = lengths.get(suit, (0, 13))
            both = (max(mine[0], l_low), min(mine[1], l_high))
            if both[0] > both[1]:
                return None
            lengths[suit] = both
        denied = self.denied + tuple(d for d in other.denied if d not in self.denied)
        return ShownHand((low, high), lengths).denying(denied)

    def denying(self, denied: Iterable[ShownHand]) -> ShownHand | None:
        """This hand without the `denied` ones; the HCP at either end of the range at which
        every shape the lengths allow is denied come off the range (a first-seat pass
        denies every opening: its range ends below the openings' floor). None when no
        hand is left."""
        denials = tuple(denied)
        if not denials:
            return self
        lengths = tuple(sorted((suit.value, bounds) for suit, bounds in self.lengths.items()))
        ends = _range_left(self.hcp, lengths, tuple(_key(d) for d in denials))
        if ends is None:
            return None
        return ShownHand(ends, self.lengths, denials)

    @property
    def is_open(self) -> bool:
        return self.hcp == (0, 37) and not self.lengths and not self.denied


_Bounds = tuple[tuple[str, tuple[int, int]], ...]  # suit letter, length range


def _key(hand: ShownHand) -> tuple[tuple[int, int], _Bounds]:
    return hand.hcp, tuple(sorted((suit.value, bounds) for suit, bounds in hand.lengths.items()))


def _shapes(lengths: _Bounds) -> list[tuple[int, ...]]:
    """Every shape (lengths in SUIT_ORDER) of thirteen cards within `lengths`."""
    bounds = dict(lengths)
    allowed = [bounds.get(suit.value, (0, 13)) for suit in SUIT_ORDER]
    found: list[tuple[int, ...]] = []
    for first in range(allowed[0][0], allowed[0][1] + 1):
        for second in range(allowed[1][0], allowed[1][1] + 1):
            for third in range(allowed[2][0], allowed[2][1] + 1):
                fourth = 13 - first - second - third
                if allowed[3][0] <= fourth <= allowed[3][1]:
                    found.append((first, second, third, fourth))
    return found


@lru_cache(maxsize=512)
def _range_left(
    points: tuple[int, int],
    lengths: _Bounds,
    denials: tuple[tuple[tuple[int, int], _Bounds], ...],
) -> tuple[int, int] | None:
    """The HCP range less the values at either end where every shape is denied."""
    shapes = _shapes(lengths)
    index = {suit.value: i for i, suit in enumerate(SUIT_ORDER)}
    matched = [
        frozenset(
            n
            for n, shape in enumerate(shapes)
            if all(lo <= shape[index[s]] <= hi for s, (lo, hi) in bounds)
        )
        for _, bounds in denials
    ]

    def all_denied(value: int) -> bool:
        active = [m for ((lo, hi), _), m in zip(denials, matched, strict=True) if lo <= value <= hi]
        return len(frozenset().union(*active)) == len(shapes)

    low, high = points
    while low <= high and all_denied(low):
        low += 1
    while high >= low and all_denied(high):
        high -= 1
    return (low, high) if low <= high else None


ANY_HAND = ShownHand()
