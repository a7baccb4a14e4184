"""Opposite partner's notrump with no top to his range (a game-forcing positive's 8+),
the quantitative 4NT reaches past his least (library/principles_placing_notrump.py,
0.26.0, h56b). Richard Pavlicek ("Bidding After a Raise"): "add your revalued point count
to the minimum and maximum shown by partner ... If total might be ... 33+ points see Slam
Bidding"; David Lindop ("What's Standard? Slam Bidding"): "the partnership needs about 33
or more combined points for small slam". Calls from North as dealer, SAYC.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice

# as on an olympiad-2000 deal (development data; the spot cards changed here): 2C-2NT
# (positive, 8+, balanced) and 24 HCP; 3NT was passed with 34 between the hands, the
# tables bid 6NT
_POSITIVE = "2C Pass 2NT Pass"


def test_a_sure_32_opposite_an_open_range_invites_with_4nt() -> None:
    advice = sayc_advice(_POSITIVE, "AKJ8.AQT5.KQ.KQ5")
    assert advice.call == "4NT", advice.reason
    assert "quantitative" in advice.reason.lower()


def test_the_positive_with_the_upper_half_accepts() -> None:
    # 10 HCP opposite the 4NT: 8+ read as 8-10, the upper half accepts
    advice = sayc_advice(_POSITIVE + " 4NT Pass", "54.J32.AJ73.AT92")
    assert advice.call == "6NT", advice.reason


def _invites(sure: int, expected: int) -> bool:
    """The teacher's arithmetic, written again: 31-32 sure, and the expected total (his
    least and the three points an open range is counted above it) reaching 33."""
    return 31 <= sure <= 32 and sure + expected >= 33


def _hcp(hand: str) -> int:
    """Milton Work's count, written again: A 4, K 3, Q 2, J 1."""
    return sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(card, 0) for card in hand)


@given(
    st.sampled_from(
        [
            "AKJ8.AQT5.Q2.KQ5",
            "AKJ8.AQT5.K2.KQ5",
            "AKJ8.AQT5.KJ.KQ5",
            "AKJ8.AQT5.KQ.KJ5",
            "AKJ8.AQT5.KQ.KQ5",
            "AKJ8.AQT5.KQ.AQ5",
            "AKJ8.AQT5.J2.KQ5",
            "AKJ8.AJT5.J2.KQ5",
        ]
    )
)
def test_the_invitation_by_the_count(hand: str) -> None:
    # a balanced 4-4-2-3 shell with the honours moved: the sure count is the HCP and the
    # positive's 8; 4NT exactly where the count says, 6NT from 33
    advice = sayc_advice(_POSITIVE, hand)
    sure = _hcp(hand) + 8
    if _invites(sure, 3):
        assert advice.call == "4NT", advice.reason
    elif sure >= 33:
        assert advice.call == "6NT", advice.reason
    else:
        assert advice.call not in ("4NT", "6NT"), advice.reason
