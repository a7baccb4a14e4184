"""Opener's raise on three with a ruffing value (library/principles_opener_three_card_raise.py;
issue 33, h56f).

Steve Weinstein, "1m-1M, now what?": "As a general rule we try to not rebid 1NT when we
have a side suit with less than 10x", and with "xx AJx Kx Axxxxx" after 1C-1H "we
would ... raise partner's hearts"; the Coopers on a weak doubleton and a spade honour:
"raise to 2S, even though you have only three trumps", but "Frankly, experts disagree"
on a balanced hand, so 1NT stands there.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_opener_three_card_raise import ruffing_value
from tests.unit.library.support import sayc_advice


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # Weinstein's shape: xx AJx Kx Axxxxx after 1C-1H
        ("1C Pass 1H Pass", "74.AJ5.K3.AT8642", "2H"),
        # a singleton and a ragged six-card diamond suit: the raise
        ("1D Pass 1H Pass", "AK5.KJ7.K96542.4", "2H"),
        # balanced, a weak doubleton: experts split, the booklet's 1NT stands
        ("1C Pass 1S Pass", "AK6.54.AJ5.J8763", "1NT"),
        # three small trumps: no honour, no raise on three
        ("1D Pass 1H Pass", "AK5.762.KQ9542.4", "2D"),
        # 16 HCP is no minimum: the jump rebid, not the raise on three
        ("1D Pass 1H Pass", "AK5.KJ7.KQ9542.4", "3D"),
    ],
)
def test_three_card_raise(auction: str, hand: str, expected: str) -> None:
    assert str(sayc_advice(auction, hand).call) == expected


@given(st.lists(st.sampled_from("AKQJT98765432"), min_size=0, max_size=2, unique=True))
def test_ruffing_value_is_a_singleton_or_a_doubleton_below_the_ten(cards: list[str]) -> None:
    """Against the rule written here: a void or singleton, or two cards none of them the
    ten or higher, in the one side suit left free (spades here; the others long)."""
    filler = "AKQJT98765432"
    spades = "".join(cards)
    rest = [c for c in filler if c not in spades]
    hearts, diamonds = "".join(rest[:4]), "".join(rest[4:8])
    clubs = "".join(rest[8 : 8 + 13 - len(spades) - 8])
    hand = parse_hand(f"{spades or '-'}.{hearts}.{diamonds}.{clubs or '-'}")
    expected = len(cards) <= 1 or not any(c in "AKQJT" for c in cards)
    found = ruffing_value(hand, (Suit.H, Suit.D, Suit.C))
    assert (found is Suit.S) == expected
