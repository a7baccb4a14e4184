"""Matchpoints across the tables that played a board (Law 78A), with Neuberg's formula
for a board that fewer tables played and for artificial adjusted scores (Law 12C2), and
weighted adjusted scores (Law 12C1(c)) matchpointed part by part.

Units are Law 78A's: 2 for each score beaten, 1 for each tie, so the top on a board
played n times is 2(n - 1). Scores are North-South's; East-West's matchpoints are the
top less North-South's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.rules.errors import RuleViolation

# Artificial adjusted scores in percent of the top (Law 12C2): average plus, average,
# average minus.
AVERAGE_PLUS, AVERAGE, AVERAGE_MINUS = 60, 50, 40
ARTIFICIAL_PERCENTS = (AVERAGE_PLUS, AVERAGE, AVERAGE_MINUS)


@dataclass(frozen=True)
class Artificial:
    """An artificial adjusted score: each side's percentage of the top (60, 50 or 40)."""

    ns_percent: int
    ew_percent: int

    def __post_init__(self) -> None:
        if self.ns_percent not in ARTIFICIAL_PERCENTS or self.ew_percent not in ARTIFICIAL_PERCENTS:
            raise RuleViolation("An artificial score is 60, 50 or 40 percent (Law 12C2).")


@dataclass(frozen=True)
class Weighted:
    """A weighted adjusted score (Law 12C1(c)): North-South's score of each potential
    result with its weight in percent (the weights add up to 100)."""

    parts: tuple[tuple[int, int], ...]

    def __post_init__(self) -> None:
        if sum(weight for _, weight in self.parts) != 100 or any(w <= 0 for _, w in self.parts):
            raise RuleViolation("A weighted score's weights are positive and add up to 100.")


Result = int | Artificial | Weighted  # NS's score at a table, an artificial or weighted one


def spread(result: int | Weighted) -> tuple[tuple[int, float], ...]:
    """A result as its scores with their weights as fractions: a table's score weighs 1."""
    if isinstance(result, Weighted):
        return tuple((score, weight / 100) for score, weight in result.parts)
    return ((int(result), 1.0),)


def _beats(mine: int | Weighted, other: int | Weighted) -> float:
    """Law 78A's points of `mine` against `other` (2 above, 1 equal), each weighted part
    of either compared with each part of the other, weight times weight: a weighted score
    is matchpointed part by part against the field and the points weighted, and the field
    scores against it likewise."""
    return sum(
        wa * wb * (2 if a > b else 1 if a == b else 0)
        for a, wa in spread(mine)
        for b, wb in spread(other)
    )


def matchpoints(scores: Sequence[int]) -> list[int]:
    """North-South's matchpoints of each score against the others: 2 per score beaten,
    1 per tie."""
    return [
        sum(2 if score > other else 1 if score == other else 0 for other in scores) - 1
        for score in scores
    ]


def neuberg(points: float, results: int, expected: int) -> float:
    """Matchpoints scored against `results` results, factored up to `expected` results
    (Neuberg: MP' = (MP + 1) * N / n - 1 in Law 78A units)."""
    if not 1 <= results <= expected:
        raise RuleViolation("Neuberg's formula needs 1 to N results of N.")
    return (points + 1) * expected / results - 1


def board_matchpoints(
    results: Sequence[Result], expected: int | None = None
) -> list[tuple[float, float]]:
    """(North-South, East-West) matchpoints of each result on a board, in Law 78A units
    on the top of `expected` results (default: as many as there are). Real scores are
    compared with each other and factored by Neuberg when fewer than `expected`;
    artificial scores get their percentage of that top."""
    expected = len(results) if expected is None else expected
    if expected < len(results) or expected < 1:
        raise RuleViolation("A board cannot have more results than tables that play it.")
    top = 2 * (expected - 1)
    real = [r for r in results if not isinstance(r, Artificial)]
    if any(isinstance(r, Weighted) for r in real):
        points_of = [
            sum(_beats(mine, other) for j, other in enumerate(real) if j != i)
            for i, mine in enumerate(real)
        ]
    else:  # table scores only: whole numbers, as Law 78A counts them
        points_of = [float(p) for p in matchpoints([r for r in real if isinstance(r, int)])]
    ranked = iter(points_of)
    found: list[tuple[float, float]] = []
    for result in results:
        if isinstance(result, Artificial):
            found.append((top * result.ns_percent / 100, top * result.ew_percent / 100))
            continue
        points = next(ranked)
        ns = points if len(real) == expected else neuberg(points, len(real), expected)
        found.append((ns, top - ns))
    return found
