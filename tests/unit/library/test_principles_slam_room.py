"""Room for slam after opener's minimum rebid (library/principles_slam_room.py; 0.26.0,
h56h).

The authors' own reasons: B. Wolff ("Aces on Bridge", 2023-10-22), 1C-1S-2C: "3NT is
premature; a forcing 2D below game leaves room"; F. Stewart (2005-03-29), 1H-1S-2H:
"partner has a minimum ... and slam is possible; 4H is not enough, bid 3D"; R. S. Todd:
"jumping to game is the weakest action and bids below game show extra values"; when slam
is in reach, R. Pavlicek: add the hand's count "to the minimum and maximum shown by
partner ... If total might be ... 33+ points see Slam Bidding". The hands are written
here for the principle; none is a corpus hand.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table
from library.principles_slam_room import new_suit_for_slam
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book

_AFTER_CLUBS = "1C Pass 1S Pass 2C Pass"  # opener's minimum rebid, 12-15


@pytest.mark.parametrize(
    ("auction", "hand", "expected", "teaching"),
    [
        # Wolff: "3NT is premature; a forcing 2D below game leaves room"
        (_AFTER_CLUBS, "AQJ73.K4.AQ5.J42", "2D", "18 and his 15 make 33: the new suit"),
        (_AFTER_CLUBS, "AQJ73.K42.AQ.J42", "2H", "three hearts, two diamonds: hearts"),
    ],
)
def test_room_for_slam(auction: str, hand: str, expected: str, teaching: str) -> None:
    advice = sayc_advice(auction, hand)
    assert advice.call == expected, teaching
    assert "Slam is in reach" in advice.reason


def test_the_written_game_gives_way() -> None:
    """Stewart: "4H is not enough": the written 1H-1S-2H-4H (13+ HCP) gives way to the
    new suit below game when slam is in reach (20 total points and opener's 12-15)."""
    advice = sayc_advice("1H Pass 1S Pass 2H Pass", "AKJ72.Q4.KQ3.A82")
    assert advice.call == "3C"
    assert "Slam is in reach" in advice.reason


def test_the_reason_says_game_would_be_passed() -> None:
    reason = sayc_advice(_AFTER_CLUBS, "AQJ73.K4.AQ5.J42").reason
    assert "might make 33" in reason and "partner would pass it" in reason


@pytest.mark.parametrize(
    ("auction", "hand", "teaching"),
    [
        (_AFTER_CLUBS, "AQ973.K4.Q95.J42", "13 points: game values only, no slam in reach"),
        (_AFTER_CLUBS, "AQJ73.K4.AQ.J542", "no unbid suit of three cards: silent"),
        ("1C Pass 1S Pass 1NT Pass", "AQJ73.K4.AQ5.J42", "a notrump rebid: not this"),
        ("1D Pass 1S Pass 2C Pass", "AQJ73.K4.AQ5.J42", "a new suit, unlimited: not this"),
        ("1S Pass 2D Pass 2S Pass", "K6.KQ3.AQ8542.A9", "after a two-over-one: not this"),
    ],
)
def test_silent(auction: str, hand: str, teaching: str) -> None:
    place = place_from_calls(Seat.N, auction.split())
    assert new_suit_for_slam(Table(sayc_book(), place, parse_hand(hand))) is None, teaching


_RANKS = "AKQJT98765432"


@st.composite
def _hands(draw: st.DrawFn) -> str:
    """A random hand with five spades (the response), at most two clubs and 16 to 22
    total points (around the slam zone's edge, drawn again until it lands there)."""
    rng = random.Random(draw(st.integers(min_value=0, max_value=10**9)))
    while True:
        clubs = rng.randint(0, 2)
        rest = 13 - 5 - clubs
        hearts = rng.randint(max(0, rest - 6), min(6, rest))
        lengths = [5, hearts, rest - hearts, clubs]
        suits = ("".join(sorted(rng.sample(_RANKS, n), key=_RANKS.index)) for n in lengths)
        hand = ".".join(s or "-" for s in suits)
        if 16 <= _total(hand) <= 22:
            return hand


def _total(hand: str) -> int:
    """HCP and a point for each card past four (the ACBL lesson's total points)."""
    suits = [s.strip("-") for s in hand.split(".")]
    hcp = sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(c, 0) for c in "".join(suits))
    return hcp + sum(max(0, len(s) - 4) for s in suits)


@settings(max_examples=60, deadline=None)
@given(_hands())
def test_the_new_suit_only_when_slam_is_in_reach(hand: str) -> None:
    """After 1C-1S-2C (12-15): the principle names a suit exactly when the hand's total
    points and 15 make 33 while 12 does not, and an unbid suit holds three cards; the
    suit is the longer unbid one, diamonds (2D, the cheaper) on equal length."""
    place = place_from_calls(Seat.N, _AFTER_CLUBS.split())
    suit = new_suit_for_slam(Table(sayc_book(), place, parse_hand(hand)))
    total = _total(hand)
    _, hearts, diamonds, _ = (len(s.strip("-")) for s in hand.split("."))
    in_reach = total + 12 < 33 <= total + 15 and max(hearts, diamonds) >= 3
    assert (suit is not None) == in_reach
    if suit is not None:
        expected = "H" if hearts > diamonds else "D"
        assert suit.value == expected
