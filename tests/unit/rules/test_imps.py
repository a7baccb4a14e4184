"""IMPs on the WBF scale (Law 78B), cross-IMPs, a teams match with victory points, and
board-a-match; worked examples written out by hand."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.imps import board_a_match, cross_imps, imps, victory_points

# The WBF scale as printed: (from, to) difference in points -> IMPs.
SCALE = [(0, 10), (20, 40), (50, 80), (90, 120), (130, 160), (170, 210), (220, 260),
         (270, 310), (320, 360), (370, 420), (430, 490), (500, 590), (600, 740), (750, 890),
         (900, 1090), (1100, 1290), (1300, 1490), (1500, 1740), (1750, 1990), (2000, 2240),
         (2250, 2490), (2500, 2990), (3000, 3490), (3500, 3990)]  # fmt: skip


@pytest.mark.parametrize(("imp", "span"), list(enumerate(SCALE)))
def test_the_wbf_scale_at_both_ends_of_each_step(imp: int, span: tuple[int, int]) -> None:
    low, high = span
    assert imps(low) == imps(high) == imp
    assert imps(-high) == -imp


def test_four_thousand_and_more_is_24() -> None:
    assert imps(4000) == imps(7600) == 24


@given(st.integers(0, 760).map(lambda n: n * 10))
def test_imps_agree_with_the_printed_scale(difference: int) -> None:
    expected = next((i for i, (lo, hi) in enumerate(SCALE) if lo <= difference <= hi), 24)
    assert imps(difference) == expected == -imps(-difference)


def test_cross_imps_average_over_the_other_tables() -> None:
    """620 against 620, 170, -100: 0, +10 (450), +12 (720) = 22 over 3 tables; 170: -10,
    -10, +7 (270) = -13/3; -100: -12, -12, -7 = -31/3."""
    found = cross_imps([620, 620, 170, -100])
    assert found == pytest.approx([22 / 3, 22 / 3, -13 / 3, -31 / 3])
    assert sum(found) == pytest.approx(0)


def test_a_teams_match_in_imps_and_victory_points() -> None:
    """Four boards of a 16-board match, our pair North-South in one room and our other
    pair East-West in the other; each pair is (our North-South's score, their North-South's
    score), so our net is the difference. Board 1: 620 - 170 = 450, 10 IMPs. Board 2:
    -100 - 110 = -210, -5. Board 3: 420 - 420, 0. Board 4: -50 - (-500) = 450, 10. Net 15.
    VPs: blitz X = 15 * sqrt(16) = 60; t = 0.618034, t^3 = 0.236068;
    10 + 10 * (1 - t^(3 * 15 / 60)) / (1 - t^3) = 10 + 10 * 0.30297 / 0.76393 = 13.97."""
    rooms = [(620, 170), (-100, 110), (420, 420), (-50, -500)]
    board_imps = [imps(here - there) for here, there in rooms]
    assert board_imps == [10, -5, 0, 10]
    margin = sum(board_imps)
    assert margin == 15
    winner, loser = victory_points(margin, 16)
    assert winner + loser == pytest.approx(20)
    assert (winner, loser) == (13.97, 6.03)


def test_victory_points_of_the_wbf_16_board_table() -> None:
    """Points of the WBF 2013 continuous scale for 16 boards (blitz 60 IMPs)."""
    assert victory_points(0, 16) == (10.0, 10.0)
    assert victory_points(1, 16) == (10.31, 9.69)
    assert victory_points(2, 16) == (10.61, 9.39)
    assert victory_points(60, 16) == (20.0, 0.0)
    assert victory_points(99, 16) == (20.0, 0.0)
    assert victory_points(-2, 16) == (9.39, 10.61)


@given(st.integers(1, 64), st.integers(0, 200))
def test_each_imp_is_worth_no_more_than_the_one_before(boards: int, margin: int) -> None:
    now, _ = victory_points(margin, boards)
    after, _ = victory_points(margin + 1, boards)
    later, _ = victory_points(margin + 2, boards)
    assert now <= after <= later <= 20
    assert (later - after) <= (after - now) + 0.011  # concave, up to rounding


def test_board_a_match_counts_a_win_a_tie_and_a_loss() -> None:
    """Any difference wins a board-a-match board: 620 against 600 wins, 420 against 420
    ties, 140 against 170 loses."""
    assert [board_a_match(620, 600), board_a_match(420, 420), board_a_match(140, 170)] == [
        1.0,
        0.5,
        0.0,
    ]
