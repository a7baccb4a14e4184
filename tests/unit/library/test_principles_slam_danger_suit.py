"""Five of the agreed major asks for a control in the suit nobody has named (issue 33,
library/principles_slam.py, ``_danger_suit_ask``).

bridgetips, "Voluntary Bid of 5 of a Major": "If the partnership has bid three suits, a
bid of 5 of the trump suit asks about second-round control of the unbid suit"; Barry
Rigal, after Alan Hiron ("Slam-oriented auctions: Gadgets and Gizmos"): the five-level
jump can "flag a danger suit ... the fourth suit in an auction". The asker has slam
values and every other side suit controlled; partner's answer is
``answering_slam_raise`` (six with the control, else pass).
"""

from __future__ import annotations

from functools import cache

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import _system

_AUCTION = ["1H", "Pass", "2C", "Pass", "2D", "Pass", "3H", "Pass"]


@cache
def _sayc() -> RuleBook:
    return _system("sayc")


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(_sayc(), place_from_calls(Seat.N, calls), parse_hand(hand)).call


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("85.AKJ93.AQJ75.A", "5H"),  # two quick spade losers: ask for the control
        ("K5.AKJ93.AQJ75.A", "4NT"),  # every side suit controlled: Blackwood
        ("85.KJ983.KQ75.Q4", "4H"),  # no slam values: game
    ],
)
def test_five_of_the_major_asks_for_the_unbid_suit(hand: str, call: str) -> None:
    assert _ask(hand, _AUCTION) == call


@pytest.mark.parametrize(
    ("hand", "call"), [("A62.Q75.K6.AQJ84", "6H"), ("962.Q75.K6.AKQJ8", "Pass")]
)
def test_partner_answers_the_ask(hand: str, call: str) -> None:
    calls = ["1H", "Pass", "2C", "Pass", "2D", "Pass", "3H", "Pass", "5H", "Pass"]
    assert recommend(_sayc(), place_from_calls(Seat.S, calls), parse_hand(hand)).call == call
