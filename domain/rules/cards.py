"""Seats, suits, ranks and cards in the notation of docs/design.md section 3."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from domain.rules.errors import RuleViolation
from domain.rules.side import Side


class Seat(StrEnum):
    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def position(self) -> int:
        return _POSITION[self]

    def next(self, steps: int = 1) -> Seat:
        """The seat `steps` places clockwise; next() is the left-hand opponent."""
        return SEAT_ORDER[(_POSITION[self] + steps) % 4]

    @property
    def partner(self) -> Seat:
        return self.next(2)

    @property
    def side(self) -> Side:
        return Side.NS if self in (Seat.N, Seat.S) else Side.EW

    @classmethod
    def parse(cls, text: object) -> Seat:
        if isinstance(text, Seat):
            return text
        value = text.strip().upper() if isinstance(text, str) else ""
        value = _SEAT_NAMES.get(value, value)
        if value in ("N", "E", "S", "W"):
            return cls(value)
        raise RuleViolation(f"'{text}' is not a seat; use N, E, S or W.")


_SEAT_NAMES = {"NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W"}
SEAT_ORDER: tuple[Seat, ...] = (Seat.N, Seat.E, Seat.S, Seat.W)
# Every rule asks whose turn follows whose: a look-up, not a search of SEAT_ORDER.
_POSITION: dict[Seat, int] = {seat: index for index, seat in enumerate(SEAT_ORDER)}


class Suit(StrEnum):
    S = "S"
    H = "H"
    D = "D"
    C = "C"

    @property
    def name_plural(self) -> str:
        return {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}[self.value]


SUIT_ORDER: tuple[Suit, ...] = (Suit.S, Suit.H, Suit.D, Suit.C)
RANKS = "AKQJT98765432"


def rank_value(rank: str) -> int:
    """Ace high: A=14 down to 2=2."""
    return 14 - RANKS.index(rank)


@dataclass(frozen=True, order=True)
class Card:
    suit: Suit
    rank: str

    def __post_init__(self) -> None:
        if self.rank not in RANKS:
            raise RuleViolation(f"'{self.rank}' is not a rank; use A K Q J T 9 8 7 6 5 4 3 2.")

    @property
    def value(self) -> int:
        return rank_value(self.rank)

    def __str__(self) -> str:
        return f"{self.suit.value}{self.rank}"

    @classmethod
    def parse(cls, text: object) -> Card:
        if isinstance(text, str) and text in _CANONICAL_CARDS:
            return _CANONICAL_CARDS[text]
        if not isinstance(text, str):
            raise RuleViolation(f"'{text}' is not a card; write a suit and a rank, e.g. HT.")
        raw = text.strip().upper()
        if raw[1:] == "10":
            raw = raw[0] + "T"
        if len(raw) != 2 or raw[0] not in "SHDC" or raw[1] not in RANKS:
            raise RuleViolation(
                f"'{text}' is not a card; write a suit (S, H, D, C) and a rank "
                "(A K Q J T 9 … 2), e.g. HT or C2."
            )
        return cls(Suit(raw[0]), raw[1])


_CANONICAL_CARDS: dict[str, Card] = {}


def full_pack() -> list[Card]:
    return [Card(suit, rank) for suit in SUIT_ORDER for rank in RANKS]


def sort_hand(cards: frozenset[Card] | set[Card] | list[Card]) -> list[Card]:
    """Spades first, then hearts, diamonds, clubs; high to low within a suit."""
    return sorted(cards, key=_HAND_ORDER.__getitem__)


@lru_cache(maxsize=8192)
def hand_texts(cards: frozenset[Card]) -> tuple[str, ...]:
    """The hand sorted as `sort_hand` sorts it, as card texts. Every view of a board
    shows its hands and a card play changes only one of them, so the others are
    remembered (a frozenset keeps its hash once computed)."""
    return tuple(str(card) for card in sort_hand(cards))


_CANONICAL_CARDS.update({str(card): card for card in full_pack()})
_HAND_ORDER: dict[Card, int] = {card: index for index, card in enumerate(full_pack())}
