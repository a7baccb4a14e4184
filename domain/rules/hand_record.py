"""A hand record as directors hand out after a session: the deal, and what double-dummy
analysis says of it: the tricks each seat takes as declarer in each strain, and the par
contracts and score. The solver is outside the domain (api/double_dummy.py)."""

from __future__ import annotations

from dataclasses import dataclass

from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.deal import Deal

STRAINS = ("C", "D", "H", "S", "NT")


@dataclass(frozen=True)
class DoubleDummyTable:
    """tricks[seat][strain]: the tricks `seat` takes as declarer in `strain`, double dummy."""

    tricks: dict[Seat, dict[str, int]]

    def __post_init__(self) -> None:
        for seat in SEAT_ORDER:
            row = self.tricks[seat]
            if set(row) != set(STRAINS) or not all(0 <= n <= 13 for n in row.values()):
                raise ValueError(f"a double-dummy row for {seat.value} needs 0-13 per strain")


@dataclass(frozen=True)
class Par:
    ns_score: int  # the par score for North-South (negative when East-West make par)
    contracts: tuple[str, ...]  # e.g. ("4S by N", "4S by S"), "4SX by E" for a sacrifice


@dataclass(frozen=True)
class HandRecord:
    board_number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal
    table: DoubleDummyTable
    par: Par
