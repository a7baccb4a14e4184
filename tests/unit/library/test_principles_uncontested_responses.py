"""Responder's first call over a minor (issue 33, thirteenth session;
library/principles_uncontested_responses.py), on hands written for the teaching text
(none is a corpus case).

- Controls bid a new suit; soft values bid 2NT (Dave Crosby, Edmonton Bridge Centre,
  "Hand Evaluation - One of a Minor (2NT Response)": 2NT is for "soft values in queens &
  jacks or tenaces"; "If you have nice controls, avoid bidding 2NT with your 13-15";
  over 1D "you may have to bid 2C ... rather than 2NT ... This 2C bid conserves bidding
  room").
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_uncontested_responses import controls, controls_bid_a_new_suit
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _call(auction: str, hand: str) -> str:
    return recommend(
        sayc_book(), place_from_calls(Seat("N"), auction.split()), parse_hand(hand)
    ).call


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # "nice controls": two aces and two kings (6) in 15 HCP, "avoid bidding 2NT"
        ("1D Pass", "A72.K83.J4.AK852", "2C"),
        # "soft values in queens & jacks": two controls in 14 HCP, the booklet's 2NT
        ("1D Pass", "Q72.KJ3.QJ4.KQ52", "2NT"),
        # the share exactly (four controls in 14 HCP is under 4.2): still 2NT
        ("1D Pass", "KQ2.A93.QJ7.K872", "2NT"),
        # over 1C the booklet's 2NT stands: 2D would be a jump shift
        ("1C Pass", "A72.K83.AJ4.K852", "2NT"),
    ],
)
def test_controls_bid_a_new_suit(auction: str, hand: str, expected: str) -> None:
    assert _call(auction, hand) == expected


def test_the_user_s_own_2nt_is_never_set_aside() -> None:
    place = place_from_calls(Seat("N"), ["1D", "Pass"])
    hand = parse_hand("A72.K83.J4.AK852")
    two_notrump = next(r for r in sayc_book().continuations("1d-(p)") if r.call == "2n")
    assert controls_bid_a_new_suit(sayc_book(), place, hand, two_notrump)
    mine = replace(two_notrump, module_type=USER_CUSTOM)
    assert controls_bid_a_new_suit(sayc_book(), place, hand, mine) is None


_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]


@settings(max_examples=60, deadline=None)
@given(st.permutations(_DECK))
def test_controls_count_aces_two_and_kings_one(deck: list[tuple[int, str]]) -> None:
    cards = deck[:13]
    holdings = ["".join(r for r in _RANKS if (suit, r) in cards) for suit in range(4)]
    hand = parse_hand(".".join(holdings))
    # the reading in the test: two for each ace, one for each king
    expected = sum({"A": 2, "K": 1}.get(rank, 0) for _, rank in cards)
    assert controls(hand) == expected
