"""Slam values opposite partner's weak two ask with 2NT (library/principles_preempt_slam.py;
issue 33, h56f).

sayc.md after the booklet: "2NT is the only strong inquiry"; the WCIPEG notes on
responding to a weak opening: "I have a strong hand (15+ HCP) and I need to know more
about where partner's strength lies ... Bid 2NT", and with "support ... with slam
interest -> Ask". The count is the booklet's 33 for a small slam: the hand's HCP and
the weak two's most (11).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice

WEAK_TWO_MOST = 11  # the written weak two's range, 5-11
SMALL_SLAM = 33


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 23 HCP and three hearts: 34 with partner's most, 2NT asks (the Tribune's
        # answer to this hand, a spent set's case, is 2NT too)
        ("2H Pass", "AQ63.Q83.AKQ.KQJ", "2NT"),
        # 21 HCP: 32 at most, no slam; game is bid
        ("2H Pass", "AQ63.Q83.AKQ.KJ2", "4H"),
        # 22 HCP balanced over 2S: 33 exactly, 2NT before 3NT or 4S
        ("2S Pass", "AK3.Q83.AKQ2.KJ2", "2NT"),
    ],
)
def test_slam_values_ask_with_2nt(auction: str, hand: str, expected: str) -> None:
    assert str(sayc_advice(auction, hand).call) == expected


_HANDS = (
    "AQ63.K83.K92.KJ2",
    "AQ63.K83.AK2.KQ2",
    "AQ63.Q83.AKQ.KJ2",
    "AQ63.Q83.AKQ.KQ2",
    "AQ63.Q83.AKQ.KQJ",
    "AK63.Q83.AKQ.KQJ",
    "AKQ3.K83.AKQ.KQJ",
    "AKJ3.QJ8.AKQ.KQ2",
    "KQJ3.A83.AKQ.AQ2",
    "AKQJ.Q83.AK2.AQ2",
)
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _hcp(hand: str) -> int:
    """High-card points counted here, apart from the library's hand evaluation."""
    return sum(_HCP.get(c, 0) for c in hand)


@given(st.sampled_from(_HANDS))
def test_2nt_whenever_slam_is_possible(hand: str) -> None:
    """Three trumps over 2H: from the slam count on, 2NT and never a game bid."""
    call = str(sayc_advice("2H Pass", hand).call)
    if _hcp(hand) + WEAK_TWO_MOST >= SMALL_SLAM:
        assert call == "2NT"
    else:
        assert call in ("4H", "3NT", "2NT")
