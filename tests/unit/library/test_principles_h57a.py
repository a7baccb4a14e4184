"""0.27.0 (h57a): the fixes the spent eleventh to thirteenth sets' misses called engine errors.

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


# "If the opponents overcall, Stayman and transfers are off. Bids are natural except for a cue
# bid, which is game-forcing Stayman" (SAYC summary, "Bridge BidBase - SAYC"); Stayman "is used
# ... to find a 4-4 or 5-3 trump fit in a major suit". The cuebid asks for a major: a hand
# without a four-card unbid major does not make it.
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("Q3.T62.KJ62.AQ87", ["1NT", "2H"], "3NT"),  # no four spades, no heart stopper
        ("832.KJ5.AQ73.K92", ["1NT", "2S"], "3NT"),  # no four hearts, no spade stopper
        ("KJ72.T62.K62.AQ8", ["1NT", "2H"], "3H"),  # four spades: the cuebid, Stayman
        ("J82.KQ75.AT3.962", ["1NT", "2S"], "3S"),  # four hearts: the cuebid, Stayman
    ],
)
def test_the_cuebid_over_their_overcall_of_1nt_is_stayman(
    hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls).call == call
