"""Too strong to pass their preempt, their suit stopped: notrump rather than the double
(issue 33, 0.26.0; library/principles_overcalls._over_preempt).

F. Stewart's Daily Question (Denver Post 2016-12-14), AK AQ9 AT52 KJ65 over 3S: "assume
partner has a few points; a double might land in a poor 4H" (3NT). The TGIF bidding
contest (Vancouver Bridge Centre, January 2018), 4 AKQ87 AQ5 KJ75 over 3D: "top award
3NT with the well-placed diamond values". The TGIF contest of September 2022, AQT Q A972
AK532 after Pass-Pass-2D: "not your average 19-count, downgrade" (2NT, over the double).
And over their one-level opening (library/principles_overcalls.over_their_opening): the
Goren Bridge weekly quiz (vindyarchives.com 2017-06-05), QJ65 KQ7 AJ8 AQ6 over 1S: "a
flat hand, underbid slightly with 1NT".
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str], dealer: Seat = Seat.E) -> str:
    return recommend(sayc_book(), place_from_calls(dealer, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "dealer", "call"),
    [
        ("4.AKQ87.AQ5.KJ75", ["3D"], Seat.E, "3NT"),
        ("AQT.Q.A972.AK532", ["Pass", "Pass", "2D"], Seat.W, "2NT"),
    ],
)
def test_the_authors_notrump(hand: str, calls: list[str], dealer: Seat, call: str) -> None:
    assert _ask(hand, calls, dealer) == call


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # no stopper in their diamonds: the double stays
        ("A4.AKQ87.54.KJ75", ["3D"]),
        # a void: the hand's shape is for the double, not notrump
        ("-.AKQ87.AQ52.KJ75", ["3D"]),
    ],
)
def test_without_the_stopper_or_with_a_void_not_notrump(hand: str, calls: list[str]) -> None:
    assert _ask(hand, calls) != "3NT"


def test_a_flat_19_long_in_their_suit_underbids_with_1nt() -> None:
    assert _ask("QJ65.KQ7.AJ8.AQ6", ["1S"]) == "1NT"


@pytest.mark.parametrize(
    "hand",
    [
        "QJ6.KQ75.AJ8.AQ6",  # three of their spades: the double-then-notrump
        "QJ65.KQ7.AJ8.AKQ",  # 22 HCP: far too strong to underbid
    ],
)
def test_not_the_underbid(hand: str) -> None:
    assert _ask(hand, ["1S"]) != "1NT"
