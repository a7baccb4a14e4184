"""0.27.0 (h57h): engine errors the two raters of the spent eleventh to thirteenth sets'
misses agree on ((a) or (d) by either rater), fixed by a principle a teacher states.

Each test quotes its source; the hands are written here, none is a corpus case's.
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system


def _ask(hand: str, calls: list[str], dealer: Seat = Seat.N) -> Recommendation:
    return recommend(_system("sayc"), place_from_calls(dealer, calls), parse_hand(hand))


# The minor limit raise "denies a four-card major and aims the partnership at 3NT"; its
# message to opener: "'I have a long minor and the values — bid 3NT if you can stop the side
# suits'", and "when opener can't stop everything — bidding stoppers up the line" (Lorna
# Bridge, "Limit Raises in the Minors"). "Once a minor suit fit has been agreed, a nonjump bid
# in a new suit below 3NT shows a stopper in the suit bid and interest in 3NT" ("3NT Game
# Trial Bids").
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("KJ4.A83.Q92.AJ54", ["1C", "Pass", "3C", "Pass"], "3NT"),  # every side suit stopped
        ("854.A83.KQ2.AJ54", ["1C", "Pass", "3C", "Pass"], "3D"),  # spades open: diamonds up
        ("Q85.943.AKJ5.AJ4", ["1D", "Pass", "3D", "Pass"], "3S"),  # hearts open: spades
        ("Q5.K743.AJ75.KJ2", ["1D", "Pass", "3D", "Pass"], "3H"),  # Qx is no stopper: hearts up
        ("854.Q83.K2.AQJ54", ["1C", "Pass", "3C", "Pass"], "Pass"),  # 12 HCP: a minimum declines
    ],
)
def test_the_minor_limit_raise_aims_at_3nt(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls, Seat.S).call == call


# The same aim from responder's seat: opener's jump rebid of his minor over 1NT (1m-1NT-3m)
# invites 3NT, and with three cards of it the fit is found, so "a nonjump bid in a new suit
# below 3NT shows a stopper in the suit bid and interest in 3NT" ("3NT Game Trial Bids");
# opposite a medium rebid responder "carries on to game with 8 or 9 total points" (the
# ACBL's "Bidding in the 21st Century", lesson 6). The 1NT denied a four-card major, so the
# major is a stopper; after a suit response (1D-1S-3D) a new suit could be natural, and a
# doubleton is no fit.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("T95.KJ7.Q62.KJ84", ["1C", "Pass", "1NT", "Pass", "3C", "Pass"], "3D"),  # spades open
        ("Q74.A92.QJ4.8632", ["1D", "Pass", "1NT", "Pass", "3D", "Pass"], "3H"),  # clubs open
        ("KQ74.A92.J84.863", ["1D", "Pass", "1S", "Pass", "3D", "Pass"], "3NT"),  # a suit first
        ("Q74.A92.J8.86432", ["1D", "Pass", "1NT", "Pass", "3D", "Pass"], "3NT"),  # no fit: no cue
        ("T83.J52.K74.QT94", ["1D", "Pass", "1NT", "Pass", "3D", "Pass"], "Pass"),  # 6 points
    ],
)
def test_responder_shows_a_stopper_toward_3nt_in_partners_minor(
    hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls).call == call


# "If the responder (opp. on your left) bids over the double – if you have less than 5 points
# you can pass as the double is taken out. Listen up! – With 6+ you should bid"
# (thebridgeguru.com, "How do you know when to double for takeout?"). Four of their suit keep
# a free bid out when they only bid a new suit; after their raise the fit is theirs, the
# doubler is short there (a singleton lets a double be made "with as little as 11 HCP",
# Marvin's "Takeout Doubles"), and the 6+ free major at the two level stands.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("QJ52.K974.T63.J4", ["1H", "X", "2H"], "2S"),  # 7 HCP, four of their hearts
        ("J52.K974.QT63.J4", ["1D", "X", "2D"], "2H"),  # their raise: four diamonds
        ("J52.K974.QT63.J4", ["1D", "X", "1S"], "Pass"),  # a new suit: four diamonds defend
        ("QJ52.9742.T63.J4", ["1H", "X", "2H"], "Pass"),  # 4 HCP: the double was taken out
    ],
)
def test_a_free_major_after_their_raise_despite_four_of_their_suit(
    hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls, Seat.W).call == call


# Over 1S-(2D): "3D is a limit raise or better with good trump support. ~4D shows slam
# interest" (bridgetips, "Cue-Bid Limit Raise (or better)"): the cuebid is the limit raise
# only below game. Over their jump to 4C the cheapest cuebid is past 4H, so the raise with
# the values is game itself, and slam values (33 with opener's 12) go past it.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("K73.KJ84.A962.Q5", ["1H", "4C"], "4H"),  # 13 HCP and four trumps: game, no 5C
        ("K984.72.AJ52.Q86", ["1S", "2H"], "3H"),  # below game the cuebid is the limit raise
        ("AK73.KQJ4.AK62.5", ["1H", "4C"], "4NT"),  # slam values: not the game raise
    ],
)
def test_a_cuebid_past_game_is_no_limit_raise(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls).call == call
