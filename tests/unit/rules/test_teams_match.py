"""A teams match room against room, with victory points: a worked example written out by
hand (docs/design.md 6, Law 78B, Law 12C2)."""

from __future__ import annotations

import pytest

from domain.rules.errors import RuleViolation
from domain.rules.session_scoring import TableResult
from domain.rules.teams_match import teams_match

TEAM_OF = {"1": "Lions", "2": "Lions", "3": "Tigers", "4": "Tigers", "9": "Other", "10": "Other"}


def rooms(lions_ns: int | tuple[int, int], tigers_ns: int | tuple[int, int]) -> list[TableResult]:
    """Lions' pair 1 North-South against Tigers' pair 3 in the open room, Tigers' pair 4
    North-South against Lions' pair 2 in the closed room; a pair of numbers is an
    artificial score (NS, EW percent)."""

    def result(ns: str, ew: str, score: int | tuple[int, int]) -> TableResult:
        if isinstance(score, tuple):
            return TableResult(ns, ew, None, score)
        return TableResult(ns, ew, score)

    return [result("1", "3", lions_ns), result("4", "2", tigers_ns)]


def test_a_match_of_five_boards_one_unfinished_and_one_adjusted() -> None:
    """Board 1: 620 in the open room, 170 in the closed: Lions +450, 10 IMPs.
    Board 2: -100 and 110: Lions -210, so 5 IMPs to the Tigers.
    Board 3: 420 and 420: halved, 0.
    Board 4: -50 and -500: Lions +450, 10 IMPs.
    Board 5: the open room adjusted to 60/40 (Lions North-South average plus, +3; Tigers
    average minus, -3), the closed room's 100 set aside: 3 IMPs to the Lions.
    Board 6: played in the open room only: not counted yet. Another match's table on
    board 1 (pairs 9 and 10) is not part of it.
    Lions 23, Tigers 5: a margin of 18 over 5 boards. VPs: blitz X = 15 sqrt(5) = 33.541;
    t = 0.618034, t^3 = 0.236068; 10 + 10 (1 - t^(3 x 18 / 33.541)) / (1 - t^3)
    = 10 + 10 (1 - 0.46083) / 0.76393 = 17.06; Tigers 20 - 17.06 = 2.94."""
    boards = {
        1: [*rooms(620, 170), TableResult("9", "10", 1430)],
        2: rooms(-100, 110),
        3: rooms(420, 420),
        4: rooms(-50, -500),
        5: rooms((60, 40), 100),
        6: rooms(420, 0)[:1],
    }
    match = teams_match("Lions", "Tigers", TEAM_OF, boards)
    assert [(b.board_number, b.home_imps, b.away_imps) for b in match.boards] == [
        (1, 10.0, 0.0), (2, 0.0, 5.0), (3, 0.0, 0.0), (4, 10.0, 0.0), (5, 3.0, 0.0),
    ]  # fmt: skip
    assert (match.home_imps, match.away_imps) == (23.0, 5.0)
    assert (match.home_vp, match.away_vp) == (17.06, 2.94)
    assert match.unfinished == (6,)


def test_both_teams_average_plus_halve_the_board_and_the_away_view_mirrors() -> None:
    """Board 1 adjusted 60/60 in the closed room (neither side at fault, Law 12C2): +3
    each, the board halved. Seen from the Tigers' side, the same match is mirrored."""
    boards = {1: rooms(620, (60, 60)), 2: rooms(100, 600)}
    lions = teams_match("Lions", "Tigers", TEAM_OF, boards)
    tigers = teams_match("Tigers", "Lions", TEAM_OF, boards)
    assert [(b.home_imps, b.away_imps) for b in lions.boards] == [(0.0, 0.0), (0.0, 11.0)]
    assert (tigers.home_imps, tigers.away_imps) == (lions.away_imps, lions.home_imps)
    assert (tigers.home_vp, tigers.away_vp) == (lions.away_vp, lions.home_vp)


def test_a_team_does_not_play_a_match_against_itself() -> None:
    """Law 78B compares on each board one contestant's score with the other
    contestant's: a team is not its own opponent, and its pairs' results against each
    other (Lions' 1 against Lions' 2) are neither room. Asked for Lions against Lions,
    the match took that table as both rooms at once: every board halved, 10 VPs each."""
    boards = {1: [TableResult("1", "2", 620), TableResult("2", "1", 170)]}
    itself = r"^A match is between two teams; Lions cannot play itself\.$"
    with pytest.raises(RuleViolation, match=itself):
        teams_match("Lions", "Lions", TEAM_OF, boards)
