"""Slam by the losing-trick count alone makes the control bid, not Blackwood
(library/principles_slam.py, 0.26.0, h56b). Larry Cohen ("Blackwood", larryco.com):
"Blackwood should not be used as a crutch to determine if there is a slam ... If the
answer to Blackwood won't tell you if you belong in slam, then don't use it." The
losing-trick count reckons partner's losers from his minimum (9 for a single raise);
where the points could not reach 33 even at the top of his range (Pavlicek, "Bidding
After a Raise": add the count "to the minimum and maximum shown by partner ... If total
might be ... 33+ points see Slam Bidding"), the slam rests on his values fitting, which
the count of aces cannot tell: the control bid below game asks him. Where the points may
reach 33 and every side suit is controlled, Blackwood asks as before. Calls from North
as dealer, SAYC.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table
from library.principles_slam import points_may_reach_slam
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book

# Goren Bridge weekly quiz answers (Columbus Dispatch 2009-06-29, Q4; the spent tenth set):
# after 1S-2S, "not Blackwood; in standard methods jump in the clubs to look for slam"
_RAISED = "Pass 1S Pass 2S Pass"


def test_a_slam_by_losers_opposite_a_single_raise_makes_the_control_bid() -> None:
    # 19 HCP and two for length: 31 with the raise's 10, twelve tricks by losers only
    advice = sayc_advice("1S Pass 2S Pass", "KQ962.7.AK.AK543")
    assert advice.call == "4C", advice.reason


def test_sure_points_and_every_suit_controlled_ask_with_blackwood() -> None:
    # 23 HCP and a fifth spade opposite the limit raise's 10-12: the points reach 33
    advice = sayc_advice("1S Pass 3S Pass", "AKQ62.K7.AK.A543")
    assert advice.call == "4NT", advice.reason


_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _counted(hand: str) -> int:
    """The count of the hand that bid the trumps first, written again: HCP (A 4, K 3,
    Q 2, J 1) and a point for each card over four in a suit; no dummy points for
    shortness in the hand that holds the long trumps."""
    hcp = sum(_HCP.get(card, 0) for card in hand)
    return hcp + sum(max(0, len(suit.replace("-", "")) - 4) for suit in hand.split("."))


_CARDS = [rank + suit for suit in "SHDC" for rank in "AKQJT98765432"]


@given(st.permutations(_CARDS))
def testpoints_may_reach_slam_is_the_teachers_sum(deck: list[str]) -> None:
    cards = deck[:13]
    hand = ".".join("".join(c[0] for c in cards if c[1] == suit) or "-" for suit in "SHDC")
    t = Table(sayc_book(), place_from_calls(Seat.N, _RAISED.split()), parse_hand(hand))
    top = t.partner_shown.high
    assert top is not None  # the single raise's 6-10
    assert points_may_reach_slam(t, Suit.S) == (_counted(hand) + top >= 33)
