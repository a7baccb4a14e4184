"""Opener competes by the law of total tricks after partner's raise (issue 33;
library/principles_opener_law.py).

Larry Cohen, "LAW of Total Tricks": "With 9 trumps -- 3 level"; "With 10 trumps -- 4
level". The booklet: "a jump raise in competition is preemptive" (sayc.md writes it with
four trumps). Hands written here, on the full SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_fit import total_tricks_level
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # six hearts opposite the preemptive jump raise's four: ten trumps, the four level
        ("K4.QJ8742.A86.Q9", ["1H", "1S", "3H", "3S"], "4H"),
        # six spades opposite the jump raise over their 2H, their game bid: ten trumps
        # still bid four
        ("KJ9752.4.A86.Q93", ["1S", "2H", "3S", "4H"], "4S"),
    ],
)
def test_ten_trumps_compete_to_four(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def test_nine_trumps_do_not_bid_four() -> None:
    # five hearts opposite the jump raise's four: nine trumps, the three level is passed
    assert _ask("K42.QJ874.A86.Q9", ["1H", "1S", "3H", "3S"]) == "Pass"


@given(st.integers(min_value=8, max_value=13))
def test_the_law_level_is_trumps_less_six_up_to_game(trumps: int) -> None:
    assert total_tricks_level(trumps, Suit.H) == min(trumps - 6, 4)


# Their takeout double of the raise is competition too: they will bid their suit, and
# the law counts the same trumps. "With 9 trumps -- 3 level" (Cohen); the TGIF panel
# (Vancouver Bridge Centre, January 2009) with Q43.KQJT76.4.A96 over 1H-P-2H-X: "3H, the
# obstructive competitive raise showing a sixth heart" (sayc_spent_seventh.txt:128).
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("Q43.KQJT76.4.A96", "3H"),  # six hearts and the raise's three: nine, three level
        ("Q43.KQJT7.42.A96", "Pass"),  # five hearts: eight trumps, the two level stands
    ],
)
def test_the_law_competes_over_their_double_of_the_raise(hand: str, call: str) -> None:
    assert _ask(hand, ["1H", "Pass", "2H", "X"]) == call
