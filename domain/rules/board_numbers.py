"""Dealer and vulnerability from the board number
(the standard 16-board cycle, docs/design.md 4.1)."""

from __future__ import annotations

from enum import StrEnum

from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.side import Side


class Vulnerability(StrEnum):
    NONE = "None"
    NS = Side.NS.value
    EW = Side.EW.value
    ALL = "All"

    def is_vulnerable(self, seat: Seat) -> bool:
        return self is Vulnerability.ALL or self.value == seat.side

    @classmethod
    def parse(cls, text: object) -> Vulnerability:
        raw = text.strip().upper() if isinstance(text, str) else ""
        aliases = {
            "NONE": "None",
            "LOVE": "None",
            "-": "None",
            Side.NS: Side.NS,
            Side.EW: Side.EW,
            "ALL": "All",
            "BOTH": "All",
        }
        if raw in aliases:
            return cls(aliases[raw])
        raise RuleViolation(
            f"'{text}' is not a vulnerability; use None, NS, EW or All (or Love, -, Both)."
        )


_NONE, _NS, _EW, _ALL = "None", Side.NS.value, Side.EW.value, "All"
_VULNERABILITY_CYCLE = (  # boards 1 .. 16
    *(_NONE, _NS, _EW, _ALL),
    *(_NS, _EW, _ALL, _NONE),
    *(_EW, _ALL, _NONE, _NS),
    *(_ALL, _NONE, _NS, _EW),
)


# Hand records number boards within an event; no event plays ten thousand boards.
MAX_BOARD_NUMBER = 9999


def check_board_number(board_number: object) -> int:
    if (
        isinstance(board_number, bool)
        or not isinstance(board_number, int)
        or not 1 <= board_number <= MAX_BOARD_NUMBER
    ):
        raise RuleViolation(f"A board number is a whole number from 1 to {MAX_BOARD_NUMBER}.")
    return board_number


def dealer_for(board_number: int) -> Seat:
    check_board_number(board_number)
    return (Seat.W, Seat.N, Seat.E, Seat.S)[board_number % 4]


def vulnerability_for(board_number: int) -> Vulnerability:
    check_board_number(board_number)
    return Vulnerability(_VULNERABILITY_CYCLE[(board_number - 1) % 16])
