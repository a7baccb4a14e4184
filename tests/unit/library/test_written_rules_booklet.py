"""The written SAYC rules checked against the booklet and the teachers who fill its gaps
(issues 33 and 34, h56f).

- Opener's raise of a one-level response: "Rebids after 1/1 (SAYC)": with 4-card
  support a single raise at 13-15, a jump raise at 16-18 and a double jump raise from
  19 up to 20-22 (the SAYC wiki's table of opener's rebids: "13-14 15 16-17 18 19
  20-22 ... 4-card support single raise jump raise double jump raise"; the raise to game
  with "19 Pts. or more", Harold's intermediate lessons). The written raise to game read
  19-20 points, so a 21-22 support-point hand with four trumps and a void had no raise
  and bid a new suit partner passed (olympiad-2000, a 17-count 5-4-4-0 after a passed
  partner's 1S rebid 2D and played there with 6S on). Above 22 the hand has slam
  interest and jump-shifts first (the Tribune's weekly quiz, 2010-10-25: "jump shift,
  then a leap in spades"), which the written jump shift (19-21 HCP) shows.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice, sayc_written

# opener's raises of a one-level major response, the opponents silent
RAISE_AUCTIONS = ("1c-(p)-1h-(p)", "1c-(p)-1s-(p)", "1d-(p)-1h-(p)", "1d-(p)-1s-(p)",
                  "1h-(p)-1s-(p)")  # fmt: skip


def _ladder_level(points: int) -> int | None:
    """The level of opener's raise by the teachers' table, written independently of the
    library: 12-15 two, 16-18 three, 19-22 four, else no raise by strength alone."""
    if 12 <= points <= 15:
        return 2
    if 16 <= points <= 18:
        return 3
    if 19 <= points <= 22:
        return 4
    return None


@given(st.sampled_from(RAISE_AUCTIONS), st.integers(min_value=0, max_value=30))
def test_opener_raise_ladder_matches_the_table(sequence: str, points: int) -> None:
    """Exactly one written raise holds for each support-point count the table covers, at
    the table's level, and none outside it."""
    suit = sequence.split("-")[2][1]
    held = []
    for level in (2, 3, 4):
        rule = sayc_written(sequence, f"{level}{suit}")
        low, high = rule.constraints.total_points_min, rule.constraints.total_points_max
        assert low is not None and high is not None
        if low <= points <= high:
            held.append(level)
    expected = _ladder_level(points)
    assert held == ([] if expected is None else [expected])


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 17 HCP, four spades and a void: 22 support points, the raise to game
        ("Pass Pass 1H Pass 1S Pass", "A873.AQJ86.AQ52.-", "4S"),
        # 19 HCP and a void: past 22, the jump shift first (the Tribune's quiz)
        ("1H Pass 1S Pass", "AKT3.AQJ85.-.AJ54", "3C"),
        # 18 HCP balanced with four hearts: 19 support points, game
        ("1D Pass 1H Pass", "AQ2.KJ73.AQ85.K3", "4H"),
    ],
)
def test_opener_raises_to_game_with_19_to_22(auction: str, hand: str, expected: str) -> None:
    assert str(sayc_advice(auction, hand).call) == expected
