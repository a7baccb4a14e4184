"""The balancing doubler raises partner's answer three points lighter (issue 33;
library/principles_balancing_doubler.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_balancing_doubler import balancing_doubler_raises
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book

_AUCTION = ["1H", "Pass", "Pass", "X", "Pass", "1S", "Pass"]


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Todd (TWIB 356): "we 'borrow a King' from partner's hand": a full opening with
        # four trumps, 14 support points, is worth a raise after a balancing double
        ("KJ74.82.AQ93.K62", _AUCTION, "2S"),
        ("Q862.5.AK94.QJ73", ["1H", "Pass", "Pass", "X", "Pass", "2D", "Pass"], "3D"),
        # the booklet's 16-18 after a direct double, three lower: 16 support points jump
        ("AQ74.5.KJ94.K873", _AUCTION, "3S"),
        # a light balancing double (10 HCP) has shown its values: pass
        ("QJ74.82.K983.A62", _AUCTION, "Pass"),
    ],
)
def test_the_balancing_doubler_raises(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    "calls",
    [
        ["1H", "X", "Pass", "1S", "Pass"],  # a direct double: the booklet's written raises
        ["1H", "Pass", "Pass", "X", "Pass", "2S", "Pass"],  # partner jumped
        ["1H", "Pass", "Pass", "X", "2H", "2S", "Pass"],  # their raise: a free answer
    ],
)
def test_only_after_a_balancing_double_and_a_cheapest_answer(calls: list[str]) -> None:
    table = Table(sayc_book(), place_from_calls(Seat.N, calls), parse_hand("KJ74.82.AQ93.K62"))
    assert balancing_doubler_raises(table) is None


_SPADES = [rank + "S" for rank in "AKQJT98765432"]
_OTHERS = [rank + suit for suit in "HDC" for rank in "AKQJT98765432"]


def _hand(cards: list[str]) -> str:
    return ".".join("".join(c[0] for c in cards if c[1] == suit) for suit in "SHDC")


@settings(max_examples=150, deadline=None)
@given(st.permutations(_SPADES), st.permutations(_OTHERS))
def test_the_raise_is_three_lighter_than_after_a_direct_double(
    spades: list[str], others: list[str]
) -> None:
    hand = parse_hand(_hand(spades[:4] + others[:9]))
    table = Table(sayc_book(), place_from_calls(Seat.N, _AUCTION), hand)
    advice = balancing_doubler_raises(table)
    points = hand.support_points(Suit.S)
    # the booklet's direct-double raises (16-18 raise, 19-21 jump) less a borrowed king
    expected = "2S" if 13 <= points <= 15 else "3S" if 16 <= points <= 18 else None
    assert (advice.call if advice else None) == expected
