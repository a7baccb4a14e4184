"""Random hands and the counts a textbook reader makes of them, written out plainly."""

from __future__ import annotations

import random
from dataclasses import dataclass

RANKS = "AKQJT98765432"
SUITS = "SHDC"  # the order a hand is written in
UP = "CDHS"  # the order of rank at the table, clubs lowest
MAJORS = ("S", "H")
MINORS = ("D", "C")
_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


@dataclass(frozen=True)
class Deal:
    """One player's thirteen cards, suit by suit, highest card first."""

    holdings: tuple[str, str, str, str]

    def cards(self, suit: str) -> str:
        return self.holdings[SUITS.index(suit)]

    def n(self, suit: str) -> int:
        return len(self.cards(suit))

    @property
    def hcp(self) -> int:
        return sum(_POINTS.get(rank, 0) for holding in self.holdings for rank in holding)

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(sorted((len(h) for h in self.holdings), reverse=True))

    @property
    def balanced(self) -> bool:
        return self.shape in ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

    @property
    def longest(self) -> int:
        return self.shape[0]

    def suits_with(self, length: int) -> list[str]:
        """The suits of at least ``length`` cards, spades first."""
        return [suit for suit in SUITS if self.n(suit) >= length]

    def only_long_suit(self) -> str | None:
        """The one suit of five or more cards when the others have four or fewer."""
        long = self.suits_with(5)
        return long[0] if len(long) == 1 else None

    def stopper(self, suit: str) -> bool:
        """A, Kx, Qxx or Jxxx: the usual stoppers for notrump."""
        cards = self.cards(suit)
        return (
            "A" in cards
            or ("K" in cards and len(cards) >= 2)
            or ("Q" in cards and len(cards) >= 3)
            or ("J" in cards and len(cards) >= 4)
        )

    def honours(self, suit: str, top: int = 3) -> int:
        """How many of the suit's ``top`` highest cards (A, K, Q ...) the hand holds."""
        return sum(1 for rank in RANKS[:top] if rank in self.cards(suit))

    def good_suit(self, suit: str) -> bool:
        """Two of the top three honours, or three of the top five: a suit to preempt in."""
        return self.honours(suit, 3) >= 2 or self.honours(suit, 5) >= 3

    @property
    def text(self) -> str:
        return ".".join(self.holdings)


def deal(rng: random.Random) -> Deal:
    cards = rng.sample([(suit, rank) for suit in SUITS for rank in RANKS], 13)
    holdings = tuple("".join(rank for rank in RANKS if (suit, rank) in cards) for suit in SUITS)
    return Deal((holdings[0], holdings[1], holdings[2], holdings[3]))


def higher(suit: str, than: str) -> bool:
    """Whether ``suit`` ranks above ``than`` (NT above every suit)."""
    order = UP + "N"
    return order.index(suit[0]) > order.index(than[0])


def cheapest(suit: str, over: str) -> str:
    """The cheapest bid in ``suit`` over the bid ``over`` (``1H``, ``2NT``)."""
    level = int(over[0])
    return f"{level}{suit}" if higher(suit, over[1:]) else f"{level + 1}{suit}"


def jump(suit: str, over: str) -> str:
    """A single jump in ``suit`` over ``over``: one level above the cheapest bid."""
    bid = cheapest(suit, over)
    return f"{int(bid[0]) + 1}{suit}"
