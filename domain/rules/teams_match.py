"""A teams match, room against room (docs/design.md 6; Law 78B): on each board one of the
home team's pairs sits North-South in one room against an away pair, and an away pair
sits North-South in the other room against a home pair. The home team's net on the board
is its North-South score in the first room less the away North-South's score in the
second, turned into IMPs on the WBF scale; the match's IMP margin gives the victory points
(WBF continuous scale, imps.py).

An artificial adjusted score (Law 12C2) in either room gives each team, for that board,
the IMPs of its own percentage: +3 for average plus, 0 for average, -3 for average minus;
the board then goes to the team whose IMPs are the higher, by half their difference
(so +3 against -3 is 3 IMPs, +3 against +3 nothing, as a board played and won by 3 IMPs
or halved). A board not yet played in both rooms is left out until it is.

Each board's IMPs go to the team that won it; the match's margin (IMPs won less IMPs
lost) gives the victory points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from domain.rules.errors import RuleViolation
from domain.rules.imps import imps, victory_points
from domain.rules.session_scoring import ARTIFICIAL_IMPS, TableResult


@dataclass(frozen=True)
class MatchBoard:
    board_number: int
    home_ns: TableResult  # the room where the home team sat North-South
    away_ns: TableResult  # the room where the away team sat North-South
    home_imps: float  # won by the home team on this board (0 when it lost it)
    away_imps: float


@dataclass(frozen=True)
class MatchResult:
    home: str
    away: str
    boards: tuple[MatchBoard, ...]
    home_imps: float
    away_imps: float
    home_vp: float
    away_vp: float
    unfinished: tuple[int, ...]  # boards played in one room only so far


def teams_match(
    home: str,
    away: str,
    team_of: Mapping[str, str],
    boards: Mapping[int, Sequence[TableResult]],
) -> MatchResult:
    """The match between `home` and `away`, whose pairs `team_of` tells (pair -> team);
    the results of other pairs are not part of it."""
    if home == away:  # its pairs' results against each other would be both rooms at once
        raise RuleViolation(f"A match is between two teams; {home} cannot play itself.")
    played: list[MatchBoard] = []
    unfinished: list[int] = []
    for number in sorted(boards):
        rooms = [
            r for r in boards[number] if {team_of.get(r.ns), team_of.get(r.ew)} == {home, away}
        ]
        home_ns = next((r for r in rooms if team_of.get(r.ns) == home), None)
        away_ns = next((r for r in rooms if team_of.get(r.ns) == away), None)
        if home_ns is None or away_ns is None:
            if rooms:
                unfinished.append(number)
            continue
        home_imps, away_imps = _board_imps(home_ns, away_ns)
        played.append(MatchBoard(number, home_ns, away_ns, home_imps, away_imps))
    home_total = sum(board.home_imps for board in played)
    away_total = sum(board.away_imps for board in played)
    home_vp, away_vp = (
        victory_points(round(home_total - away_total), len(played)) if played else (0.0, 0.0)
    )
    return MatchResult(
        home, away, tuple(played), home_total, away_total, home_vp, away_vp, tuple(unfinished)
    )


def _board_imps(home_ns: TableResult, away_ns: TableResult) -> tuple[float, float]:
    """The IMPs (home, away) won on one board: one of them is 0."""
    if home_ns.adjusted is None and away_ns.adjusted is None:
        net = float(imps(int(home_ns.score_ns or 0) - int(away_ns.score_ns or 0)))
    else:
        home = away = 0.0
        if home_ns.adjusted is not None:  # home North-South, away East-West
            home += ARTIFICIAL_IMPS.get(home_ns.adjusted[0], 0.0)
            away += ARTIFICIAL_IMPS.get(home_ns.adjusted[1], 0.0)
        if away_ns.adjusted is not None:  # away North-South, home East-West
            away += ARTIFICIAL_IMPS.get(away_ns.adjusted[0], 0.0)
            home += ARTIFICIAL_IMPS.get(away_ns.adjusted[1], 0.0)
        net = (home - away) / 2
    return max(net, 0.0), max(-net, 0.0)
