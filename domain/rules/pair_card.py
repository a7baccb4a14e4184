"""A pair's card: round by round, where a pair sits in a movement, against whom and which
boards."""

from __future__ import annotations

from dataclasses import dataclass

from domain.rules.movements import Movement


@dataclass(frozen=True)
class PairRound:
    """Where a pair sits in one round: its table and direction (NS or EW), its opponents
    and boards; `opponents` None and no boards when it sits out there."""

    round: int
    table: int
    direction: str
    opponents: str | None
    boards: tuple[int, ...]


def pair_rounds(movement: Movement, pair: str) -> tuple[PairRound, ...]:
    """The pair's card: round by round, where it sits, against whom and which boards (the
    guide card a club hands each pair, or that a Howell's table cards tell)."""
    found = []
    for each in movement.rounds:
        for table in each.tables:
            if pair not in (table.ns, table.ew):
                continue
            direction, opponents = ("NS", table.ew) if table.ns == pair else ("EW", table.ns)
            boards = table.boards if opponents is not None else ()
            found.append(PairRound(each.number, table.table, direction, opponents, boards))
    return tuple(found)
