"""Hand evaluation for bidding: what a player counts before choosing a call (docs/design.md 7.4).

A hand is written ``AKQ52.43.J92.AT3`` (spades, hearts, diamonds, clubs; ``-`` or
nothing for a void) or as thirteen cards ``SA SK SQ ...``. The counts are the standard
ones taught with SAYC and 2/1: Milton Work HCP (A 4, K 3, Q 2, J 1), one length point
per card over four in a suit, shortness points (void 3, singleton 2, doubleton 1),
support points once a fit is known (void 5 / singleton 3 / doubleton 1 with four
trumps, 3 / 2 / 1 with three), controls (A 2, K 1), quick tricks and the losing-trick
count.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from domain.rules.cards import SUIT_ORDER, Card, Suit, sort_hand
from domain.rules.errors import RuleViolation

__all__ = ["Hand", "parse_hand"]

_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
_CONTROLS = {"A": 2, "K": 1}
_DOTTED = re.compile(r"^[AKQJT2-9\-]*(?:\.[AKQJT2-9\-]*){3}$")


def _cards_from_dotted(text: str) -> list[Card]:
    cards: list[Card] = []
    for suit, holding in zip(SUIT_ORDER, text.split("."), strict=True):
        for rank in holding.replace("10", "T").replace("-", ""):
            cards.append(Card(suit, rank))
    return cards


def parse_hand(text: object) -> Hand:
    """A hand of 13 different cards, from ``AKQ52.43.J92.AT3`` or ``SA SK ...`` (a list too)."""
    if isinstance(text, str):
        raw = text.strip().upper().replace("10", "T")
        if _DOTTED.match(raw):
            cards = _cards_from_dotted(raw)
        elif "." in raw:
            raise RuleViolation(
                f"'{raw[:40]}' is not a hand; write the four suits S.H.D.C separated by "
                "dots, e.g. AKQ52.43.J92.AT3."
            )
        else:
            cards = [Card.parse(token) for token in re.split(r"[\s,]+", raw) if token]
    elif isinstance(text, (list, tuple)):
        cards = [Card.parse(token) for token in text]
    else:
        raise RuleViolation("A hand is a text like AKQ52.43.J92.AT3 or a list of 13 cards.")
    return Hand.of(cards)


@dataclass(frozen=True)
class Hand:
    """Thirteen different cards and everything a bidder counts in them."""

    cards: frozenset[Card]

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Hand:
        listed = list(cards)
        unique = frozenset(listed)
        if len(unique) != len(listed):
            twice = next(c for c in listed if listed.count(c) > 1)
            raise RuleViolation(f"The hand holds {twice} twice; every card must be different.")
        if len(unique) != 13:
            raise RuleViolation(f"A hand has 13 cards, not {len(unique)}.")
        return cls(unique)

    def __str__(self) -> str:
        return ".".join("".join(self.ranks(suit)) or "-" for suit in SUIT_ORDER)

    @cached_property
    def _holdings(self) -> Mapping[Suit, tuple[str, ...]]:
        ordered = sort_hand(list(self.cards))
        return {suit: tuple(c.rank for c in ordered if c.suit is suit) for suit in SUIT_ORDER}

    def ranks(self, suit: Suit) -> list[str]:
        """The ranks held in ``suit``, high to low."""
        return list(self._holdings[suit])

    # --- shape -------------------------------------------------------------------------
    @cached_property
    def lengths(self) -> Mapping[Suit, int]:
        return {suit: sum(1 for c in self.cards if c.suit is suit) for suit in SUIT_ORDER}

    def length(self, suit: Suit) -> int:
        return self.lengths[suit]

    @property
    def pattern(self) -> tuple[int, ...]:
        """The suit lengths longest first, e.g. (5, 3, 3, 2)."""
        return tuple(sorted(self.lengths.values(), reverse=True))

    @property
    def balanced(self) -> bool:
        """4-3-3-3, 4-4-3-2 or 5-3-3-2: no void, no singleton, at most one doubleton."""
        return self.pattern in ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

    @property
    def semi_balanced(self) -> bool:
        """No void, no singleton, no seven-card suit: balanced, 5-4-2-2 or 6-3-2-2."""
        return min(self.pattern) >= 2 and max(self.pattern) <= 6

    def longest_suits(self) -> list[Suit]:
        """The suits of the greatest length, in rank order (spades first)."""
        most = max(self.lengths.values())
        return [suit for suit in SUIT_ORDER if self.lengths[suit] == most]

    # --- strength ----------------------------------------------------------------------
    @cached_property
    def hcp(self) -> int:
        return sum(_HCP.get(c.rank, 0) for c in self.cards)

    def suit_hcp(self, suit: Suit) -> int:
        return sum(_HCP.get(rank, 0) for rank in self.ranks(suit))

    @property
    def length_points(self) -> int:
        return sum(max(0, n - 4) for n in self.lengths.values())

    @property
    def shortness_points(self) -> int:
        return sum({0: 3, 1: 2, 2: 1}.get(n, 0) for n in self.lengths.values())

    @property
    def total_points(self) -> int:
        """HCP plus length points: what an opener or a hand without a fit counts."""
        return self.hcp + self.length_points

    def support_points(self, trump: Suit) -> int:
        """Dummy points for raising partner's ``trump`` suit (HCP plus shortness).

        With fewer than three trumps there is no fit and shortness is not counted.
        """
        return self.hcp + sum(self.ruffing_value(trump, s) for s in self.lengths)

    def ruffing_value(self, trump: Suit, suit: Suit) -> int:
        """The dummy points ``suit``'s shortness adds when raising ``trump`` (void 5,
        singleton 3, doubleton 1 with four trumps; 3, 2, 1 with three; none without a
        fit or in the trump suit itself)."""
        trumps = self.lengths[trump]
        if trumps < 3 or suit is trump:
            return 0
        table = {0: 5, 1: 3, 2: 1} if trumps >= 4 else {0: 3, 1: 2, 2: 1}
        return table.get(self.lengths[suit], 0)

    @property
    def controls(self) -> int:
        return sum(_CONTROLS.get(c.rank, 0) for c in self.cards)

    @property
    def quick_tricks(self) -> float:
        return sum(_quick_tricks(self.ranks(suit)) for suit in SUIT_ORDER)

    @property
    def losing_trick_count(self) -> int:
        return sum(_losers(self.ranks(suit)) for suit in SUIT_ORDER)

    def stopper(self, suit: Suit) -> bool:
        """A notrump stopper: A, Kx, Qxx or Jxxx (or better)."""
        ranks = self.ranks(suit)
        return any(rank in ranks and len(ranks) >= need for rank, need in _STOPPERS)

    def stoppers(self) -> list[Suit]:
        return [suit for suit in SUIT_ORDER if self.stopper(suit)]

    def to_dict(self) -> dict[str, object]:
        return {
            "hand": str(self),
            "hcp": self.hcp,
            "length_points": self.length_points,
            "shortness_points": self.shortness_points,
            "total_points": self.total_points,
            "lengths": {suit.name_plural: n for suit, n in self.lengths.items()},
            "pattern": "-".join(str(n) for n in self.pattern),
            "balanced": self.balanced,
            "semi_balanced": self.semi_balanced,
            "controls": self.controls,
            "quick_tricks": self.quick_tricks,
            "losing_trick_count": self.losing_trick_count,
            "stoppers": [suit.name_plural for suit in self.stoppers()],
        }


_STOPPERS = (("A", 1), ("K", 2), ("Q", 3), ("J", 4))


def _quick_tricks(ranks: list[str]) -> float:
    top = set(ranks[:2])
    if {"A", "K"} <= top:
        return 2.0
    if {"A", "Q"} <= top:
        return 1.5
    if "A" in ranks:
        return 1.0
    if {"K", "Q"} <= top:
        return 1.0
    if "K" in ranks and len(ranks) >= 2:
        return 0.5
    return 0.0


def _losers(ranks: list[str]) -> int:
    """Losers among the first three cards: A, K and Q are winners (a doubleton's Q is not)."""
    top = ranks[:3]
    honours = ("A", "K", "Q")[: len(top)]
    return len(top) - sum(1 for rank in honours if rank in top)
