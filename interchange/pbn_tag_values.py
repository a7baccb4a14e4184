"""PBN tag values: a game's Dealer, Declarer, Contract, Result, Score and Vulnerable tags
read as the ledger records them; a value that cannot be understood raises `RecordError`
with its line."""

from __future__ import annotations

import re

from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from interchange.records import RecordError

_SEATS = {"N": Seat.N, "E": Seat.E, "S": Seat.S, "W": Seat.W}


def _contract(value: str | None, line: int) -> str | None:
    """`4SX`, `3NT`, `Pass` in one spelling, whatever the case or `3N` for `3NT`."""
    if value is None:
        return None
    text = value.strip().upper()
    if text in ("PASS", "P", "AP"):
        return "Pass"
    bid = text.rstrip("X")
    try:
        return str(Call.parse(bid)) + text[len(bid) :]
    except RuleViolation:
        raise RecordError(line, f"Contract '{value[:10]}' is not a contract such as 4SX.") from None


def _seat(value: str | None, line: int, name: str) -> Seat | None:
    if value is None:
        return None
    seat = _SEATS.get(value.strip().lstrip("^").upper()[:1])  # ^: declarer and dummy swapped
    if seat is None:
        raise RecordError(line, f"{name} is '{value[:10]}', not N, E, S or W.")
    return seat


def _result(value: str | None, declarer: Seat | None, line: int) -> int | None:
    """Declarer's tricks: `9`, or `NS 9`, `EW 4`, `NS 9 EW 4` (a side's tricks)."""
    if value is None:
        return None
    words = value.lstrip("^").split()
    try:
        if len(words) == 1:
            tricks: int | None = int(words[0])
        else:
            by_side = {
                side.upper(): int(count)
                for side, count in zip(words[::2], words[1::2], strict=False)
            }
            tricks = None
            if declarer is not None and declarer.side in by_side:
                tricks = by_side[declarer.side]
            elif declarer is not None and by_side:
                tricks = 13 - next(iter(by_side.values()))
    except ValueError:
        raise RecordError(line, f"Result '{value[:20]}' is not a number of tricks.") from None
    if tricks is not None and not 0 <= tricks <= 13:
        raise RecordError(line, f"Result {tricks} is not 0 to 13 tricks.")
    return tricks


_SIDE_SCORE = re.compile(r"^(NS|EW)\s+[+-]?\d+(\s+(NS|EW)\s+[+-]?\d+)?$")


_DECLARER_SCORE = re.compile(r"^[+-]?\d+$")


def _score(value: str | None, line: int, name: str) -> str | None:
    """`NS 620`, `EW -100`, both sides; a Score may also be declarer's alone (`620`),
    an OptimumScore, which has no declarer, may not."""
    if value is None:
        return None
    text = value.strip()
    if not (_SIDE_SCORE.match(text) or (name == "Score" and _DECLARER_SCORE.match(text))):
        raise RecordError(line, f"{name} '{value[:20]}' is not a score such as 'NS 620'.")
    return value


def _vulnerability(text: str) -> str | None:
    """The vulnerability a `Vulnerable` tag names in any of PBN's spellings, or None."""
    try:
        return Vulnerability.parse(text).value
    except RuleViolation:
        return None
