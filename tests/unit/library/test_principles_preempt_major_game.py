"""Over partner's three-level major preempt the major game comes before 3NT
(library/principles_preempt_major_game.py; issue 33, h56f).

Bridge Trainer, lesson 13: "3NT works fine for Diamonds and Clubs, but if our partner
had opened with say 3H or 3S then it would be better to jump to 4 of the suit"; the
WCIPEG notes: "you still want to end up in a major suit game if it has a good chance of
making; and if not, you want to end up in 3NT".
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # Qx and the values of the written 3NT (14+ HCP, stoppers): 4S
        ("3S Pass", "Q7.AT43.KQ6.QJ83", "4S"),
        ("3H Pass", "AT43.K7.KQ6.QJ83", "4H"),
        # a small doubleton and a running minor: 3NT stands (sayc.txt's own case)
        ("3H Pass", "A2.72.AKQ2.K9872", "3NT"),
        # a singleton: the preempter's suit is dead in notrump and short for a raise
        ("3S Pass", "7.AQ43.KQ65.KJ83", "Pass"),
        # a minor preempt: 3NT is the game (Bridge Trainer: "works fine")
        ("3D Pass", "AT43.K7.Q6.AQJ83", "3NT"),
    ],
)
def test_major_game_before_notrump(auction: str, hand: str, expected: str) -> None:
    assert str(sayc_advice(auction, hand).call) == expected


_SIDES = ("AT43.KQ6.QJ83", "AK43.K76.QJ83", "AQJ3.K76.KJ83", "KQ43.AJ6.KQ83")


@given(st.sampled_from(("A7", "K7", "Q7", "AK", "KQ")), st.sampled_from(_SIDES))
def test_any_doubleton_honour_with_notrump_values_bids_the_major_game(
    doubleton: str, side: str
) -> None:
    """Whatever the honour and the side cards, two spades with an honour and the
    written 3NT's 14 HCP bid 4S over 3S."""
    hand = f"{doubleton}.{side}"
    assert str(sayc_advice("3S Pass", hand).call) == "4S"
