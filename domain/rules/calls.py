"""Calls of the auction and the contract they lead to."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from domain.rules.cards import Seat, Suit
from domain.rules.errors import RuleViolation


class Strain(StrEnum):
    C = "C"
    D = "D"
    H = "H"
    S = "S"
    NT = "NT"

    @property
    def rank(self) -> int:
        """C < D < H < S < NT."""
        return STRAIN_ORDER.index(self)

    @property
    def trump(self) -> Suit | None:
        return None if self is Strain.NT else Suit(self.value)


STRAIN_ORDER: tuple[Strain, ...] = (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)


class CallKind(StrEnum):
    PASS = "pass"
    DOUBLE = "double"
    REDOUBLE = "redouble"
    BID = "bid"


_BID = re.compile(r"^([1-7])(C|D|H|S|N|NT)$")
_SPECIAL = {
    "PASS": CallKind.PASS,
    "P": CallKind.PASS,
    "X": CallKind.DOUBLE,
    "D": CallKind.DOUBLE,
    "DBL": CallKind.DOUBLE,
    "XX": CallKind.REDOUBLE,
    "R": CallKind.REDOUBLE,
    "RDBL": CallKind.REDOUBLE,
}


@dataclass(frozen=True)
class Call:
    kind: CallKind
    level: int = 0
    strain: Strain | None = None

    @property
    def is_bid(self) -> bool:
        return self.kind is CallKind.BID

    def outranks(self, other: Call) -> bool:
        assert self.strain is not None and other.strain is not None
        return (self.level, self.strain.rank) > (other.level, other.strain.rank)

    def __str__(self) -> str:
        if self.kind is CallKind.BID:
            assert self.strain is not None
            return f"{self.level}{self.strain.value}"
        return {CallKind.PASS: "Pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}[self.kind]

    @classmethod
    def parse(cls, text: object) -> Call:
        raw = text.strip().upper() if isinstance(text, str) else ""
        if raw in _SPECIAL:
            return cls(_SPECIAL[raw])
        match = _BID.match(raw)
        if match:
            strain = "NT" if match.group(2) in ("N", "NT") else match.group(2)
            return cls(CallKind.BID, int(match.group(1)), Strain(strain))
        if re.match(r"^[0-9]+(C|D|H|S|N|NT)$", raw):
            raise RuleViolation(f"'{text}' is not a bid: the level must be 1 to 7.")
        raise RuleViolation(f"'{text}' is not a call; use Pass, X, XX or a bid from 1C to 7NT.")


PASS = Call(CallKind.PASS)


@dataclass(frozen=True)
class MadeCall:
    """`seat`'s call as made at the table, with the caller's side's alert and explanation
    (Laws 20F, 40B)."""

    seat: Seat
    call: Call
    alert: bool
    explanation: str | None


@dataclass(frozen=True)
class IrregularCall(MadeCall):
    """An irregular call waiting for the offender's left-hand opponent, who may accept it
    (Laws 25B, 27A, 29A)."""

    @property
    def decides(self) -> Seat:
        return self.seat.next()


@dataclass(frozen=True)
class Contract:
    level: int
    strain: Strain
    doubled: int  # 0 undoubled, 1 doubled, 2 redoubled
    declarer: Seat

    @property
    def text(self) -> str:
        return f"{self.level}{self.strain.value}{'X' * self.doubled}"

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str, declarer: Seat) -> Contract:
        match = re.match(r"^([1-7])(C|D|H|S|N|NT)(X{0,2})$", text.strip().upper())
        if not match:
            raise RuleViolation(
                f"'{text}' is not a contract; write a level and strain, then X or XX "
                "if doubled, e.g. 4S, 3NTX, 6HXX."
            )
        strain = "NT" if match.group(2) in ("N", "NT") else match.group(2)
        return cls(int(match.group(1)), Strain(strain), len(match.group(3)), declarer)
