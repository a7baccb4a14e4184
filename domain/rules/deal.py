"""A deal of 52 cards into four hands, in PBN notation (docs/design.md 3)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from domain.rules.cards import RANKS, SUIT_ORDER, Card, Seat, full_pack, sort_hand
from domain.rules.errors import RuleViolation


@dataclass(frozen=True)
class Deal:
    hands: Mapping[Seat, frozenset[Card]]

    def hand(self, seat: Seat) -> frozenset[Card]:
        return self.hands[seat]

    def to_pbn(self, first: Seat = Seat.N) -> str:
        """`N:KQT2.AT.J6542.85 ...`: first seat, then four hands clockwise, suits S.H.D.C."""
        return f"{first.value}:" + " ".join(
            hand_to_pbn(self.hands[first.next(i)]) for i in range(4)
        )

    @classmethod
    def parse_pbn(cls, text: object) -> Deal:
        if cls is Deal and isinstance(text, str):
            return _parsed(text)
        return cls._parse_pbn(text)

    @classmethod
    def _parse_pbn(cls, text: object) -> Deal:
        if not isinstance(text, str) or ":" not in text:
            raise RuleViolation(
                "A deal is written as in PBN: the first seat, a colon, then four hands "
                "clockwise with suits S.H.D.C, e.g. 'N:AKQ.432.AK32.K32 ...'."
            )
        first_text, _, rest = text.strip().partition(":")
        first = Seat.parse(first_text)
        hand_texts = rest.split()
        if len(hand_texts) != 4:
            raise RuleViolation(f"A deal needs four hands; this one has {len(hand_texts)}.")
        hands = {first.next(i): parse_pbn_hand(h, first.next(i)) for i, h in enumerate(hand_texts)}
        return cls.from_hands(hands)

    @classmethod
    def from_hands(cls, hands: Mapping[Seat, list[Card]]) -> Deal:
        every = [card for cards in hands.values() for card in cards]
        if len(every) != 52:
            raise RuleViolation(
                f"The deal has {len(every)} cards; a deal has exactly 52, 13 in each hand."
            )
        duplicates = sorted(str(c) for c, n in Counter(every).items() if n > 1)
        if duplicates:
            several = len(duplicates) > 1
            raise RuleViolation(
                f"The card{'s' if several else ''} {', '.join(duplicates)} "
                f"appear{'' if several else 's'} more than once in the deal; each of the "
                "52 cards is dealt once."
            )
        for seat, cards in hands.items():
            if len(cards) != 13:
                raise RuleViolation(
                    f"{seat.value}'s hand has {len(cards)} cards; every hand has 13."
                )
        return cls({seat: frozenset(cards) for seat, cards in hands.items()})

    @classmethod
    def random(cls, seed: int | None = None) -> Deal:
        pack = full_pack()
        random.Random(seed).shuffle(pack)
        seats = (Seat.N, Seat.E, Seat.S, Seat.W)
        return cls({seat: frozenset(pack[i * 13 : (i + 1) * 13]) for i, seat in enumerate(seats)})


@lru_cache(maxsize=1024)
def _parsed(text: str) -> Deal:
    """A deal is parsed where a board is made and again where its creation is applied,
    and an import's tables share their boards' deals: each text once. A Deal is never
    changed, so boards may share one (a text that is no deal raises, and is not kept)."""
    return Deal._parse_pbn(text)


def hand_to_pbn(cards: frozenset[Card]) -> str:
    ordered = sort_hand(cards)
    return ".".join("".join(c.rank for c in ordered if c.suit is suit) for suit in SUIT_ORDER)


def parse_pbn_hand(text: str, seat: Seat) -> list[Card]:
    suits = text.split(".")
    if len(suits) != 4:
        raise RuleViolation(
            f"{seat.value}'s hand '{text}' must have four suits separated by dots (S.H.D.C)."
        )
    cards: list[Card] = []
    for suit, ranks in zip(SUIT_ORDER, suits, strict=True):
        for rank in ranks.upper().replace("10", "T"):
            if rank not in RANKS:
                raise RuleViolation(
                    f"{seat.value}'s hand '{text}' has '{rank}', which is not a rank."
                )
            cards.append(Card.parse(suit.value + rank))  # the pack's own card, made once
    return cards
