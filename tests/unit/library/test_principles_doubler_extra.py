"""The takeout doubler with a big balanced hand doubles again over their bid after
partner's forced answer (issue 33, 0.26.0; library/principles_doubler_extra.py).

The Australian Bridge Readers' Bidding Forum (December 2018), AKQ5 AK2 KT2 QJ9 after
P-1C-X-P-1S-2C: "a second double shows the extra strength and keeps game in view" (top
award double, 2NT next).
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_doubler_extra import doubling_again_with_extras
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book

_AUCTION = ["Pass", "1C", "X", "Pass", "1S", "2C"]


@pytest.mark.parametrize("hand", ["AKQ5.AK2.KT2.QJ9", "AKQ54.AK2.KT2.Q9"])  # 21, 4-3-3-3, 5-3-3-2
def test_the_forums_double(hand: str) -> None:
    cards = parse_hand(hand)
    assert recommend(sayc_book(), place_from_calls(Seat.N, _AUCTION), cards, "None").call == "X"


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        ("AKQ5.AK2.T92.J98", _AUCTION),  # 17 HCP: no extra to show
        ("AKQ5.AK2.KT982.Q", _AUCTION),  # a singleton: not balanced
        ("AKQ5.AK2.KT2.QJ9", ["Pass", "1C", "X", "Pass", "1S", "Pass"]),  # they passed
        ("AKQ5.AK2.KT2.QJ9", ["Pass", "1C", "X", "Pass", "2S", "3C"]),  # a jump answer
    ],
)
def test_not_the_second_double(hand: str, calls: list[str]) -> None:
    table = Table(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand))
    assert doubling_again_with_extras(table) is None
