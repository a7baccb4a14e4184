"""The competitive auction from the overcaller's side (issue 33, 0.23.0): the takeout
double on shape over a preempt the system does not write, four of a minor included
(library/principles_takeout.py). Each table illustrates a teacher's sentence, quoted
above it. The calls are from North as dealer, so the seat to call is the one after the
last call listed; each case is answered by a book of openings only, where the principles
answer alone, and by SAYC with the default conventions.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_takeout import IDEAL_DOUBLE_HCP
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import OPENINGS, _system

SAYC = _system("sayc")
BOOKS = {"openings": OPENINGS, "sayc": SAYC}
RANKS = "AKQJT98765432"


def _ask(book: str, hand: str | Hand, calls: list[str]) -> Recommendation:
    held = parse_hand(hand) if isinstance(hand, str) else hand
    return recommend(BOOKS[book], place_from_calls(Seat.N, calls), held)


def _hcp(hand: Hand) -> int:
    points = {"A": 4, "K": 3, "Q": 2, "J": 1}
    return sum(points.get(card.rank, 0) for card in hand.cards)


# "With perfect shape ... usually even over pre-empts, a minimum opening hand will do"
# (bridgewebs, the First club's "Take-out doubles"); "a takeout double with a singleton
# in that suit may be made with as little as 11 HCP" (the Marvin texts, "Takeout
# doubles"). The Tribune's weekly quiz answers (2013-07-29, Q1) over 4C with
# T9754 KQ5 AKT75 -: "double the four-level preempt for takeout now"
# (tests/fixtures/recommend/sayc_spent_fourth.txt:66). Over four of a major the double
# would leave partner only the five level: not there.
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("opening", "hand", "call"),
    [
        ("4C", "T9754.KQ5.AKT75.-", "X"),  # the Tribune's hand: 12 HCP and a void
        ("4D", "T9754.KQ5.-.AKT75", "X"),  # the same over four diamonds
        ("3C", "AJ54.KJ54.Q954.7", "X"),  # 11 HCP, 4-4-4-1: the system writes no double
        ("4C", "T975.KQ5.AKT7.54", "Pass"),  # a doubleton club: 12 HCP do not double
        ("3C", "AJ54.KJ54.T954.7", "Pass"),  # 9 HCP: below the shape's 11
    ],
)
def test_a_preempt_is_doubled_on_shape(book: str, opening: str, hand: str, call: str) -> None:
    advice = _ask(book, hand, ["Pass", opening])
    assert advice.call == call
    if call == "X":
        assert "on shape" in advice.reason


def test_four_of_a_major_is_not_doubled_on_shape() -> None:
    advice = _ask("sayc", "T9754.-.AKT75.KQ5", ["Pass", "4H"])
    assert "on shape" not in advice.reason


# Hands with a singleton or void club and three or more cards in every other suit.
_SHAPES = [(4, 4, 4, 1), (5, 4, 4, 0), (4, 3, 5, 1), (3, 5, 5, 0), (3, 3, 6, 1), (5, 3, 5, 0)]


@st.composite
def _short_in_clubs(draw: st.DrawFn) -> Hand:
    shape = draw(st.sampled_from(_SHAPES))
    counts = [*draw(st.permutations(shape[:3])), shape[3]]  # the clubs stay short
    cards: list[Card] = []
    for suit, count in zip((Suit.S, Suit.H, Suit.D, Suit.C), counts, strict=True):
        cards += draw(st.permutations([Card(suit, rank) for rank in RANKS]))[:count]
    return Hand.of(frozenset(cards))


@settings(max_examples=250, deadline=None)
@given(_short_in_clubs())
def test_over_four_clubs_the_perfect_shape_doubles_from_eleven_hcp(hand: Hand) -> None:
    """Counted apart from the library: over their 4C, with at most one club and three
    or more cards in each other suit, the seat doubles exactly when it holds 11 HCP or
    more (from 13 the ordinary takeout double of a preempt, below that the shape's: 11
    or 12 HCP and a singleton's three points already pass 13)."""
    assert sum(card.suit is Suit.C for card in hand.cards) <= 1
    advice = _ask("openings", hand, ["Pass", "4C"])
    assert (advice.call == "X") == (_hcp(hand) >= IDEAL_DOUBLE_HCP)
