"""A six-card suit's length counts in responder's free bid over their overcall (0.24.0,
issue 33, h54b; library/principles_long_suit_values.py). The calls are from North as
dealer; each case is answered by a book of openings only, where the principles answer
alone, and by SAYC with the default conventions (whose written free bids ask HCP).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_long_suit_values import LONG_SUIT, THEIR_MOST, free_bid_values
from library.principles_reading import Table
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import OPENINGS, _ask, _system

BOOKS = {"openings": OPENINGS, "sayc": _system("sayc")}


# "2-level bid in a new suit (1H-[1S]-2C) = 10+ points" (Karen Walker, "Responding in
# competition"); "Add 1 point for every card longer than 4 cards in a single suit ... 2
# points for a 6-card suit" (Youth Bridge Association, "Hand evaluation"). B. Wolff with
# J93.K5.AJT632.T4 over 1C-(1S): "in competition bid and rebid the diamonds; well within
# the values for it" (tests/fixtures/recommend/sayc_spent_sixth.txt:114); with
# K84.AQT932.T6.96 over 1D-(3C), "bidding the six-card heart suit over the preempt is
# 'just bridge'" (District 8 Solvers Forum, sayc_spent_seventh.txt:146).
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("J93.K5.AJT632.T4", ["1C", "1S"], "2D"),  # 9 HCP and two length points: 11
        ("K84.AQT932.T6.96", ["1D", "3C"], "3H"),  # 9 HCP and two: the three level's 11
    ],
)
def test_a_six_card_suit_counts_its_length(book: str, hand: str, calls: list[str],
                                           call: str) -> None:  # fmt: skip
    assert _ask(hand, calls, BOOKS[book]).call == call


# A five-card suit keeps the written high-card floor: J9.AT7.J96.KJ762 makes the
# negative double of 1S-(2D) (Tribune quiz answers, sayc_spent_second.txt:41); four of
# their suit defend: "a weak hand with a void in partner's suit, pass and see" with
# K98.KT75.Q98542.- over 1C-(1H) (sayc_spent_fourth.txt:43).
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("J93.K5.AJT63.T42", ["1C", "1S"], "2D"),
        ("K98.KT75.Q98542.-", ["1C", "1H"], "2D"),
    ],
)
def test_no_length_points_for_five_cards_or_four_of_theirs(
    book: str, hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls, BOOKS[book]).call != call


_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]


def _holds(hand: Hand, suit: Suit, theirs: Suit, floor: int) -> bool:
    """An independent reading: with six or more of ``suit`` and three or fewer of
    theirs, high cards plus a point for each card past the fourth in every suit reach
    the floor; otherwise the high cards alone."""
    held = {s: sum(1 for c in hand.cards if c.suit is s) for s in SUIT_ORDER}
    high = sum(_HCP.get(c.rank, 0) for c in hand.cards)
    if held[suit] >= 6 and held[theirs] <= 3:
        return high + sum(max(0, n - 4) for n in held.values()) >= floor
    return high >= floor


@given(st.permutations(_DECK), st.integers(6, 12))
def test_free_bid_values_match_an_independent_count(deck: list[Card], floor: int) -> None:
    hand = Hand.of(frozenset(deck[:13]))
    t = Table(OPENINGS, place_from_calls(Seat.N, ["1C", "1S"]), hand)
    assert free_bid_values(t, Suit.D, Suit.S, floor).holds == _holds(hand, Suit.D, Suit.S, floor)
    assert (LONG_SUIT, THEIR_MOST) == (6, 3)
