"""A written "minimum" or "maximum" call is checked against the range the seat's own
earlier call showed (library/principles_range_half.py): the lower half is a minimum,
the upper half a maximum. Teachers over 1NT (15-17) and partner's invitation: "with 15
pass, with 16 or 17 accept"."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import BASE_SYSTEM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_range_half import range_half
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook, RuleRecord
from tests.unit.library.test_principles import _system

SAYC = _system("sayc")
AFTER_STAYMAN_INVITE = ["1NT", "Pass", "2C", "Pass", "2H", "Pass", "2NT", "Pass"]


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("Q92.AKJ32.AJ.QT7", "3NT"),  # 17: a maximum accepts
        ("Q92.AKJ32.KJ.QT7", "3NT"),  # 16: the upper half accepts
        ("Q92.AKJ32.QJ.QT7", "Pass"),  # 15: a minimum declines
    ],
)
def test_opener_accepts_the_invitation_after_stayman_by_his_range(hand: str, call: str) -> None:
    advice = recommend(SAYC, place_from_calls(Seat.N, AFTER_STAYMAN_INVITE), parse_hand(hand))
    assert advice.call == call


def _book(low: int, high: int) -> RuleBook:
    records = [
        RuleRecord.of("1n", f"{low}-{high} HCP, balanced", BASE_SYSTEM, "test"),
        RuleRecord.of("1n-(p)-2n-(p)-p", "minimum, declines, to play", BASE_SYSTEM, "test"),
        RuleRecord.of("1n-(p)-2n-(p)-3n", "maximum, accepts, to play", BASE_SYSTEM, "test"),
        RuleRecord.of("1n-(p)-2n-(p)-3c", "5+ clubs, to play", BASE_SYSTEM, "test"),
    ]
    return RuleBook(records)


_CARDS = [f"{suit}{rank}" for suit in "SHDC" for rank in "AKQJT98765432"]
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


@settings(max_examples=60, deadline=None)
@given(
    low=st.integers(min_value=0, max_value=30),
    width=st.integers(min_value=1, max_value=6),
    cards=st.permutations(_CARDS),
)
def test_a_hand_is_a_minimum_or_a_maximum_never_both(
    low: int, width: int, cards: list[str]
) -> None:
    """Written independently: a hand is a maximum when it is at least as near the top of
    the shown range as its bottom, else a minimum; exactly one of the two checks holds,
    and a call that states its own strength gets no such check."""
    high = low + width
    book = _book(low, high)
    place = place_from_calls(Seat.N, ["1NT", "Pass", "2NT", "Pass"])
    held = cards[:13]
    by_suit = {s: "".join(c[1] for c in held if c[0] == s) for s in "SHDC"}
    hand = parse_hand(".".join(by_suit[s] for s in "SHDC"))
    hcp = sum(_HCP.get(c[1], 0) for c in held)
    maximum = hcp - low >= high - hcp
    rules = {r.call: r for r in book.continuations("1n-(p)-2n-(p)")}
    lower, upper = (
        range_half(book, place, hand, rules["p"]),
        range_half(book, place, hand, rules["3n"]),
    )
    assert lower is not None and upper is not None
    assert (lower.holds, upper.holds) == (not maximum, maximum)
    assert range_half(book, place, hand, rules["3c"]) is None
