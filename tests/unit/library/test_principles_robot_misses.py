"""Principles behind misses the robots' auctions made on the development deals (issue 34,
bench/records/olympiad-1996 deals 1-200): each table illustrates a teacher's sentence,
quoted above it. The calls are from North as dealer, so the seat to call is the one
after the last call listed; every case is answered by SAYC with the default conventions.
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system

SAYC = _system("sayc")


def _ask(hand: str, calls: list[str]) -> Recommendation:
    return recommend(SAYC, place_from_calls(Seat.N, calls), parse_hand(hand))


# Brian's bridge notes (wcipeg.com, "Overcalling 2C"): "Overcalling after a strong 2♣
# opening bid has been made is risky. Since opponents are known to have most of the
# strength, it is very unlikely that your side has a game, and the risk of being doubled
# for penalty is high." "A double of the 2♣ opening bid or the 2♦ relay is
# lead-directing since both bids are artificial." "Any suit bid is a preempt."
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("AQ854.K72.Q63.J4", "Pass"),  # an opening hand's overcall: no game for us
        ("KQJ984.72.863.54", "2S"),  # a weak hand and a good six-card suit: a preempt
        ("74.852.J63.KQJT9", "X"),  # strong clubs: the double directs the lead
        ("42.QT92.QJ9652.4", "Pass"),  # a poor suit: nothing to say (deal 9's South)
    ],
)
def test_over_their_strong_artificial_2c(hand: str, call: str) -> None:
    advice = _ask(hand, ["Pass", "2C"])
    assert advice.call == call
    assert "their preempt" not in advice.reason
    assert "strong 2C" in advice.reason


# Pat Harrington (ACBL, "This double is not for takeout"): partner opens 1♥ and the next
# player overcalls 1NT; "Any time partner's opening bid is followed by a 1NT overcall and
# you hold at least 10 points, you should give serious consideration to making a penalty
# double." The double of their notrump is for penalty, never negative: the opener does
# not read a four-card major in it, and doubles their escape with length in its suit.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("JT985.A98652.J.A", "2S"),  # 6-5 and short in their suit: unfit for defence
        ("K7.AQJ63.Q84.854", "Pass"),  # partner holds the values: he doubles their escape
        ("K7.AQJ63.84.QT95", "X"),  # four of their clubs with honours: penalty
    ],
)
def test_after_partner_doubled_their_1nt_overcall(hand: str, call: str) -> None:
    advice = _ask(hand, ["1H", "1NT", "X", "2C"])
    assert advice.call == call
    assert "negative" not in advice.reason
    assert "penalty" in advice.reason


# Andrew Robson ("If you remember just one thing"): "The same is emphatically not true of
# minor suits - after all a minor suit game is only one trick short of a Small Slam. Far
# better to gamble 3NT than try for two more tricks in 5♣/5♦." The losing-trick count
# finds game; with no singleton (and their suit stopped) the game is 3NT, not five of the
# minor (deal 13's West went down in 5D after 1D-(1H)-2D). In a major, and with a
# singleton, the count's game stands.
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["1D", "1H", "2D", "Pass"], "Q64.AT.AKQ875.A9", "3NT"),  # hearts stopped
        (["1D", "Pass", "2D", "Pass"], "Q64.AT.AKQ875.A9", "3NT"),
        (["1D", "Pass", "2D", "Pass"], "Q64.A.AKQ875.A93", "5D"),  # a singleton: ruffs
        (["1H", "1S", "2H", "Pass"], "4.AKQT4.KT74.KT5", "4H"),  # a major's game
    ],
)
def test_a_minor_game_by_losers_is_3nt_first(calls: list[str], hand: str, call: str) -> None:
    advice = _ask(hand, calls)
    assert advice.call == call
    assert "losing-trick count" in advice.reason


# P. F. DuBois, "Help-Suit Game Tries" (99er lessons): "Help is defined as having the Ace,
# the King, a singleton, a void, or five cards in the help-suit. Your partner should
# answer your question as follows: With a minimum, do not bid game." So the raiser
# accepts with a maximum, or with help and values above the minimum; help alone in a
# minimum raise signs off (deal 4's South, 8 HCP with a singleton jack, went down in 4S).
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("QJ7.J8752.J.K532", "3S"),  # help, but a minimum: decline
        ("Q97.A8752.5.K532", "4S"),  # help and 9 HCP: accept
        ("QJ7.K8752.J.KQ32", "4S"),  # the top of the raise: accept
    ],
)
def test_a_help_suit_game_try_needs_help_and_values(hand: str, call: str) -> None:
    assert _ask(hand, ["1S", "Pass", "2S", "Pass", "3D", "Pass"]).call == call


# Jason Belk, "Control-Showing Cuebids": "If you are uncomfortable exploring slam, then
# return to the trump suit at the cheapest available level. If you have a reasonable
# hand, then you should continue the slam attempt." Partner's new suit above our game
# and below five of the trumps is a control bid: never passed (deal 7's opener passed
# 5H, a 6-5 partner's control bid, with 19 HCP).
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KJ.AJ.K972.AQJ72", "6S"),  # the upper half of the reverse: continue to slam
        ("KJ.Q2.K972.AQJ72", "5S"),  # the bottom of it: back to the trumps, cheapest
    ],
)
def test_a_control_bid_above_game_is_answered(hand: str, call: str) -> None:
    calls = ["Pass", "1C", "Pass", "1S", "Pass", "2D", "Pass", "3S", "Pass", "4S", "Pass",
             "5H", "Pass"]  # fmt: skip
    advice = _ask(hand, calls)
    assert advice.call == call
    assert "control bid" in advice.reason
