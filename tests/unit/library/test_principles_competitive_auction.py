"""The competitive auction from the overcaller's and the advancer's side (issue 33,
0.23.0): the takeout double on shape over a preempt the system does not write, four of
a minor included (library/principles_takeout.py), and the advancer's double of their
jump to game over partner's takeout double (library/principles_balance_over_double.py).
Each table illustrates a teacher's sentence, quoted above it. The calls are from North
as dealer, so the seat to call is the one after the last call listed; the cases are
answered by SAYC with the default conventions, and where the principles answer alone by
a book of openings only.
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


# "If you have the balance of power, you should use the double to announce that fact ...
# computed by just counting the HCP's based on the bidding" (Bob Crosby, "Hand
# Evaluation - Doubles (Balance of Power)"); above three spades the advancer's double
# "shows values (cooperative, mostly penalty)" (library/conventions/responsive_doubles.md).
# Goren's weekly quiz answers (vindyarchives.com 2017-02-13, Q4) after (2S) X (4S) with
# 2 AQ87 KJ62 8652: "no long suit, double to show values"
# (tests/fixtures/recommend/sayc_spent_fourth.txt:141).
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["Pass", "2S", "X", "4S"], "2.AQ87.KJ62.8652", "X"),  # Goren's hand
        (["Pass", "1H", "X", "4H"], "A7.82.KJ62.Q8652", "X"),  # 10 HCP over their 4H
        (["Pass", "2S", "X", "4S"], "2.Q987.J762.8652", "Pass"),  # 3 HCP: theirs
        (["Pass", "2S", "X", "3S"], "2.AQ87.KJ62.8652", None),  # no jump to game
    ],
)
def test_their_jump_to_game_over_partners_double_is_doubled_with_values(
    calls: list[str], hand: str, call: str | None
) -> None:
    advice = _ask("sayc", hand, calls)
    if call is not None:
        assert advice.call == call
    assert ("balance of power" in advice.reason) == (call == "X")


def test_a_six_card_suit_is_bid_rather_than_doubled() -> None:
    advice = _ask("sayc", "2.AQ8765.KJ6.865", ["Pass", "2S", "X", "4S"])
    assert "balance of power" not in advice.reason


_FLAT = [(1, 4, 4, 4), (2, 4, 4, 3), (3, 4, 3, 3), (2, 5, 3, 3), (1, 5, 4, 3), (2, 3, 5, 3)]


@st.composite
def _no_six_card_suit(draw: st.DrawFn) -> Hand:
    shape = draw(st.sampled_from(_FLAT))
    counts = [shape[0], *draw(st.permutations(shape[1:]))]  # spades (theirs) first
    cards: list[Card] = []
    for suit, count in zip((Suit.S, Suit.H, Suit.D, Suit.C), counts, strict=True):
        cards += draw(st.permutations([Card(suit, rank) for rank in RANKS]))[:count]
    return Hand.of(frozenset(cards))


@settings(max_examples=200, deadline=None)
@given(_no_six_card_suit())
def test_after_their_jump_to_4s_the_advancer_doubles_from_ten_hcp(hand: Hand) -> None:
    """Counted apart from the library: partner's double of their weak two shows 12 or
    more, so 10 HCP of mine bring the 22 of the balance of power; with no six-card suit
    the advancer doubles exactly from 10 HCP."""
    advice = _ask("sayc", hand, ["Pass", "2S", "X", "4S"])
    assert (advice.call == "X") == (_hcp(hand) >= 10)
