"""Opener's jump to 3NT after a one-level response, and responder's slam decision over it
(issue 33; the rule written in library/systems/sayc.md, "Opener's Rebids after 1C/1D").

The booklet has no jump to 3NT by opener; 2NT is 18-19 balanced and a balanced 20-21
opens 2NT, so the jump is the long running minor: Finn Clark's notes on opener's rebids,
"3NT: Based on a long, solid suit ... Shows a hand with lots of tricks off the top"; the
Warwick Acol notes, "Jump 3NT rebid from 1-level = 19-20"; Steve Becker's quiz answer,
"partner's 3NT shows about 20". Responder adds partner's 19 to his points (David Lindop,
Better Bridge: "about 33 or more combined points for small slam").
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


@cache
def _sayc() -> RuleBook:
    return _system("sayc")


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(_sayc(), place_from_calls(Seat.N, calls), parse_hand(hand)).call


@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        (["1C", "Pass", "1H", "Pass"], "A4.K7.A93.AKJT85"),  # 19 HCP, 21 points, six clubs
        (["1D", "Pass", "1S", "Pass"], "Q8.A54.AKQJ74.K6"),  # 19 HCP, 21 points, six diamonds
    ],
)
def test_opener_jumps_to_3nt_with_a_long_running_minor(calls: list[str], hand: str) -> None:
    assert _ask(hand, calls) == "3NT"


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KJ5.Q983.Q54.K72", "Pass"),  # 11: 32 at most, opposite his 21
        ("AJ5.KQ83.Q54.J72", "4NT"),  # 13: 32 with his minimum, 34 with his maximum
        ("AT5.K983.K75.AJ2", "6NT"),  # 15: 34 with his minimum
    ],
)
def test_responder_adds_his_points_to_the_jump(hand: str, call: str) -> None:
    assert _ask(hand, ["1D", "Pass", "1H", "Pass", "3NT", "Pass"]) == call
