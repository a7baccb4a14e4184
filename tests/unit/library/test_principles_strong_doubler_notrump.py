"""The strong doubler with a poor five-card suit and a balanced hand bids notrump over
partner's answer (issue 33, 0.26.0; library/principles_strong_doubler.py).

F. Stewart's Daily Question (Washington Post 2005-07-05), AK98 AQ 98653 AK after
1C-X-P-1H-P: "you must bid again with the extra strength; no action is ideal; 1NT shows a
balanced hand too strong to overcall 1NT".
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book

_AUCTION = ["1C", "X", "Pass", "1H", "Pass"]


def _ask(hand: str) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.E, _AUCTION), parse_hand(hand)).call


def test_stewarts_notrump() -> None:
    assert _ask("AK98.AQ.98653.AK") == "1NT"


@pytest.mark.parametrize(
    "hand",
    [
        "AK98.AQ.AK653.98",  # a good suit (two of the top three): no notrump
        "AK98.A.98653.AKQ",  # a singleton: no balanced hand to describe
        "AK98.AQ.98653.T9",  # 13 HCP, no stopper in their clubs
    ],
)
def test_not_the_notrump(hand: str) -> None:
    assert _ask(hand) != "1NT"
