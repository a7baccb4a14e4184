"""Below the game zone the balanced hand invites with 2NT rather than bid the game-forcing
fourth suit (library/principles_fourth_suit_notrump.py; 0.26.0, h56h).

The author's own reason: F. Stewart ("Daily Question", Mercury News 2021-03-19), after
1D-1H-1S: "enough to invite but not to force; 2NT with 11 or 12 and a trick in the unbid
suit". The fourth suit is "12+ HCP, game forcing" (the convention's module); the system's
game zone is 13 total points (the ACBL lesson: "With 12 or more total points, responder
makes sure the partnership gets to game" counts length; library/
principles_responder_rebids.GAME_ZONE). The hands are written here for the principle.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice

_AUCTION = "1D Pass 1H Pass 1S Pass"


@pytest.mark.parametrize(
    ("hand", "expected", "teaching"),
    [
        ("Q96.AK65.J4.Q543", "2NT", "12 HCP, 3-4-2-4, clubs stopped: invite, 2NT"),
        ("K96.AQ65.J4.J543", "2NT", "12 HCP, clubs stopped by J-x-x-x: 2NT"),
        ("K96.AK65.Q4.K543", "3NT", "15 HCP: game values, 3NT"),
    ],
)
def test_invitation_before_fourth_suit(hand: str, expected: str, teaching: str) -> None:
    assert sayc_advice(_AUCTION, hand).call == expected, teaching


def test_the_reason_names_the_game_force() -> None:
    reason = sayc_advice(_AUCTION, "Q96.AK65.J4.Q543").reason
    assert "enough to invite but not to force" in reason
    assert "the fourth suit forces to game" in reason


_RANKS = "AKQJT98765432"


@st.composite
def _balanced(draw: st.DrawFn) -> str:
    """A random 3-4-2-4 or 3-4-3-3 hand with four hearts (responder's suit)."""
    seed = draw(st.integers(min_value=0, max_value=10**9))
    rng = random.Random(seed)
    lengths = rng.choice([[3, 4, 2, 4], [3, 4, 3, 3], [2, 4, 3, 4]])
    return ".".join("".join(sorted(rng.sample(_RANKS, n), key=_RANKS.index)) for n in lengths)


def _club_stopper(clubs: str) -> bool:
    """A, Kx, Qxx or Jxxx (the teachers' notrump stopper)."""
    need = {"A": 1, "K": 2, "Q": 3, "J": 4}
    return any(rank in clubs and len(clubs) >= n for rank, n in need.items())


@settings(max_examples=40, deadline=None)
@given(_balanced())
def test_the_fourth_suit_only_with_game_values(hand: str) -> None:
    """A balanced hand with the clubs stopped never bids the game-forcing fourth suit
    (2C) below 13 points (HCP: these shapes have no card past four)."""
    hcp = sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(c, 0) for c in hand.replace(".", ""))
    if hcp < 13 and _club_stopper(hand.split(".")[3]):
        assert sayc_advice(_AUCTION, hand).call != "2C"
