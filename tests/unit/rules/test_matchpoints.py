"""Matchpoints (Law 78A), Neuberg's formula and artificial scores (Law 12C2), each worked
example written out by hand; properties against a brute-force reading of Law 78A."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.errors import RuleViolation
from domain.rules.matchpoints import Artificial, Result, board_matchpoints, matchpoints, neuberg


def test_ties_share_the_points() -> None:
    """Four tables: 620, 620, 170, -100. Each 620 beats two scores (4) and ties one (1):
    5 of a top of 6; 170 beats one (2); -100 beats none."""
    assert matchpoints([620, 620, 170, -100]) == [5, 5, 2, 0]
    assert board_matchpoints([620, 620, 170, -100]) == [(5, 1), (5, 1), (2, 4), (0, 6)]


def test_neuberg_factors_a_board_one_table_did_not_play() -> None:
    """Five tables should have played it; four did: 450, 420, 420, -50. Against four
    results 450 scores 6, each 420 3 (one beaten, one tie), -50 0. Neuberg to five results:
    (MP + 1) * 5/4 - 1: 7.75, 4, 4, 0.25, on a top of 8."""
    assert board_matchpoints([450, 420, 420, -50], expected=5) == [
        (7.75, 0.25),
        (4.0, 4.0),
        (4.0, 4.0),
        (0.25, 7.75),
    ]


def test_neuberg_with_an_adjusted_score() -> None:
    """The same board where the fifth table got an artificial score, 60% to North-South
    (not at fault) and 40% to East-West: the four real results are compared with each
    other and factored as above; the fifth gets 60% and 40% of the top of 8."""
    results: list[Result] = [450, 420, Artificial(60, 40), 420, -50]
    assert board_matchpoints(results) == [
        (7.75, 0.25),
        (4.0, 4.0),
        (4.8, 3.2),
        (4.0, 4.0),
        (0.25, 7.75),
    ]


def test_artificial_scores_are_60_50_or_40_percent() -> None:
    with pytest.raises(RuleViolation):
        Artificial(70, 30)
    with pytest.raises(RuleViolation):
        board_matchpoints([100, 200], expected=1)
    with pytest.raises(RuleViolation):
        neuberg(3, 0, 4)


def law_78a(scores: list[int]) -> list[int]:
    """Independent reading: compare each pair of tables once, 2 to the better, 1 each on
    a tie."""
    points = [0] * len(scores)
    for i in range(len(scores)):
        for j in range(i + 1, len(scores)):
            if scores[i] > scores[j]:
                points[i] += 2
            elif scores[i] < scores[j]:
                points[j] += 2
            else:
                points[i] += 1
                points[j] += 1
    return points


scores = st.lists(st.sampled_from([-1100, -200, -100, -50, 0, 90, 110, 140, 420, 450, 620, 1430]),
                  min_size=1, max_size=14)  # fmt: skip


@given(scores)
def test_matchpoints_agree_with_a_pairwise_count(board: list[int]) -> None:
    assert matchpoints(board) == law_78a(board)
    assert sum(matchpoints(board)) == len(board) * (len(board) - 1)


@given(scores, st.integers(0, 4))
def test_neuberg_keeps_the_average_and_the_top(board: list[int], missing: int) -> None:
    """Factored results still share the points evenly: their average is half the top of
    the expected number of tables, and none leaves the range 0..top."""
    expected = len(board) + missing
    factored = board_matchpoints(board, expected=expected)
    top = 2 * (expected - 1)
    assert all(-1e-9 <= ns <= top + 1e-9 and abs(ns + ew - top) < 1e-9 for ns, ew in factored)
    assert abs(sum(ns for ns, _ in factored) / len(board) - top / 2) < 1e-9
