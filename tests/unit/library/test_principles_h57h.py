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
