"""A light weak two in third seat on a good suit (library/principles_third_seat_preempt.py;
issue 33, h56f).

Larry Cohen, "Don't Open a Weak 2-Bid With a Side 4-Card Major": "third-seat preempts
can be very wide ranging. Since you don't worry about partner having good values, you
can easily preempt"; the Bridge Hands guide to weak twos: "Two of the top three honors,
perhaps three of the top five honors".
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from library.principles_third_seat_preempt import good_preempt_suit
from tests.unit.library.support import sayc_advice


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # three HCP, QJT at the head of six hearts, third seat: 2H
        ("Pass Pass", "4.QJT964.T754.62", "2H"),
        # the same hand in first seat: below the written 5-11, a pass
        ("", "4.QJT964.T754.62", "Pass"),
        # third seat with a poor suit: no light preempt
        ("Pass Pass", "4.Q87643.T754.62", "Pass"),
        # fourth seat never opens a weak two
        ("Pass Pass Pass", "4.QJT964.T754.62", "Pass"),
    ],
)
def test_light_third_seat_weak_two(auction: str, hand: str, expected: str) -> None:
    assert str(sayc_advice(auction, hand).call) == expected


@given(st.lists(st.sampled_from("AKQJT98765432"), min_size=6, max_size=6, unique=True))
def test_good_suit_as_the_guide_counts_it(cards: list[str]) -> None:
    """Against a count written here: some pair of AKQ, or some triple of AKQJT, held."""
    held = set(cards)
    two_of_three = any(set(p) <= held for p in itertools.combinations("AKQ", 2))
    three_of_five = any(set(p) <= held for p in itertools.combinations("AKQJT", 3))
    assert good_preempt_suit("".join(cards)) == (two_of_three or three_of_five)
