"""International Match Points (Law 78B, the WBF scale), cross-IMPs for pairs, and the
WBF continuous victory-point scale of a teams match."""

from __future__ import annotations

import math
from collections.abc import Sequence

from domain.rules.errors import RuleViolation

# The WBF IMP scale: the smallest difference in points that scores each IMP from 1 to 24.
IMP_STEPS = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900,
             1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000)  # fmt: skip
MAX_VP = 20.0
_TAU = (math.sqrt(5) - 1) / 2


def imps(difference: int) -> int:
    """The IMPs a difference of points is worth, with its sign."""
    size = abs(difference)
    won = sum(1 for step in IMP_STEPS if size >= step)
    return won if difference >= 0 else -won


def cross_imps(scores: Sequence[int]) -> list[float]:
    """Each North-South score against every other table's, in IMPs, averaged over the
    other tables (0 when the board was played once)."""
    if len(scores) < 2:
        return [0.0 for _ in scores]
    return [
        sum(imps(score - other) for j, other in enumerate(scores) if j != i) / (len(scores) - 1)
        for i, score in enumerate(scores)
    ]


def victory_points(imp_margin: int, boards: int) -> tuple[float, float]:
    """The winner's and loser's VPs of a match won by `imp_margin` IMPs over `boards`
    boards, on the WBF continuous scale (2013): 10 + 10 (1 - t^(3M/X)) / (1 - t^3) with t
    the golden ratio's conjugate and X = 15 sqrt(boards) the blitz, at most 20, to two
    decimals; the two always add up to 20. A negative margin gives the loser's view."""
    if boards < 1:
        raise RuleViolation("A match has at least one board.")
    margin = abs(imp_margin)
    blitz = 15 * math.sqrt(boards)
    winner = min(MAX_VP, 10 + 10 * (1 - _TAU ** (3 * margin / blitz)) / (1 - _TAU**3))
    winner = round(winner, 2)
    loser = round(MAX_VP - winner, 2)
    return (winner, loser) if imp_margin >= 0 else (loser, winner)


def board_a_match(ns_score_here: int, ns_score_there: int) -> float:
    """Board-a-match: the team whose North-South scored `ns_score_here` wins the board (1),
    ties it (1/2) or loses it (0) against its other room, whose North-South were its
    opponents (so the team's own score there is minus theirs)."""
    total = ns_score_here - ns_score_there
    return 1.0 if total > 0 else 0.5 if total == 0 else 0.0
