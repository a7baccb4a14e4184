"""A game-level overcall of their preempt by the Rule of Seven (issue 33;
library/principles_overcalls._over_preempt).

Karen Walker, "Bidding over preempts": "Use the Rule of Seven to decide if your overcall
is 'safe'. Try to imagine an 'ordinary' (not perfect) 7 points in partner's hand. If
you could make your bid opposite that hand, you should overcall." Hands written here,
on the full SAYC system.
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # five hearts to the KQ and the AK of clubs over their 3S: six playing tricks and
        # partner's ordinary two make eight, two short of 4H
        ("4.KQT86.75.AKT84", ["3S"], "Pass"),
        # the same shape over their 3D: 3H is a three-level overcall, 12-17 HCP as before
        ("4.KQT86.75.AKT84", ["3D"], "3H"),
    ],
)
def test_a_game_overcall_needs_the_tricks(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def test_a_one_suiter_with_the_tricks_still_bids_game() -> None:
    # seven hearts to the AKQ, two side aces: eight tricks in hand and partner's two
    assert _ask("A.AKQ8754.A4.J98", ["3C"]) == "4H"
