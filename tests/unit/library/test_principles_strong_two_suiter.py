"""A strong two-suiter overcalls their weak two rather than doubling first (issue 33,
0.23.0; library/principles_strong_two_suiter.py). Each table illustrates a teacher's
sentence, quoted above it. The calls are from North as dealer, so the seat to call is
the one after the last call listed; each case is answered by a book of openings only,
where the principles answer alone, and by SAYC with the default conventions.
"""

from __future__ import annotations

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from domain.rules.cards import Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_strong_two_suiter import TWO_SUITER_HCP
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import OPENINGS, _system

SAYC = _system("sayc")
BOOKS = {"openings": OPENINGS, "sayc": SAYC}
RANKS = "AKQJT98765432"


def _ask(book: str, hand: str | Hand, calls: list[str]) -> Recommendation:
    held = parse_hand(hand) if isinstance(hand, str) else hand
    return recommend(BOOKS[book], place_from_calls(Seat.N, calls), held)


# "Having first assessed your hand value, you know how high you can afford to go ... Now
# decide which suit to bid first, following natural bidding guidelines. Bid this suit as
# low as possible ... After further bids if any, now bid your second suit" (the Larkhill
# club's lesson "How to overcall two suits", bridgewebs). Goren's weekly quiz answers
# (vindyarchives.com): A62 AK753 - AK743 over 2D, "an underbid, planning to double a
# diamond raise" (2016-10-10, Q3; tests/fixtures/recommend/sayc_spent_fourth.txt:117);
# A4 QT AJ95 AK954 over 2H, "no double with two spades; the slight underbid of 3C"
# (2017-07-24, Q5; sayc_spent_fourth.txt:136).
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("opening", "hand", "call"),
    [
        ("2D", "A62.AK753.-.AK743", "2H"),  # Goren: five-five, the higher first
        ("2H", "A4.QT.AJ95.AK954", "3C"),  # Goren: five-four in the minors, two spades
        ("2D", "A6.AK753.-.AK7432", "3C"),  # six-five: the longer suit first
        ("2H", "AJ54.T.A95.AK954", "X"),  # four spades: the double asks for them
        ("2D", "A62.AK753.-.AKQ43", "X"),  # 20 HCP: stronger hands double first
    ],
)
def test_a_strong_two_suiter_overcalls_their_weak_two(
    book: str, opening: str, hand: str, call: str
) -> None:
    advice = _ask(book, hand, ["Pass", opening])
    assert advice.call == call
    assert ("two-suiter" in advice.reason) == (call != "X")


# "A takeout double followed by a second bid shows a hand too strong for an overcall"
# (Jason Belk, "The Strong Double"): the one-suiter, six cards beside four, still
# doubles first; and over their one-level opening the double leaves room.
@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        (["Pass", "2D"], "A62.AKJ532.2.AK4"),  # six hearts, no second suit
        (["Pass", "1D"], "A62.AK753.-.AK743"),  # one level: the rule is not made there
    ],
)
def test_one_suiters_and_one_level_openings_keep_the_double(calls: list[str], hand: str) -> None:
    advice = _ask("sayc", hand, calls)
    assert "two-suiter" not in advice.reason


# Hands short in their diamonds (0-2), the other eleven or more cards in hearts, spades
# and clubs, so that the two-suiters and their near misses come up often.
_SHAPES = [  # (spades, hearts, diamonds, clubs)
    (5, 5, 0, 3), (3, 5, 0, 5), (5, 4, 2, 2), (2, 5, 2, 4), (4, 5, 1, 3), (2, 4, 2, 5),
    (6, 4, 1, 2), (4, 4, 1, 4), (5, 3, 1, 4), (1, 5, 1, 6), (3, 4, 2, 4), (5, 2, 2, 4),
]  # fmt: skip


@st.composite
def _hands_short_in_diamonds(draw: st.DrawFn) -> Hand:
    shape = draw(st.sampled_from(_SHAPES))
    cards: list[Card] = []
    for suit, count in zip((Suit.S, Suit.H, Suit.D, Suit.C), shape, strict=True):
        cards += draw(st.permutations([Card(suit, rank) for rank in RANKS]))[:count]
    return Hand.of(frozenset(cards))


def _hcp(hand: Hand) -> int:
    points = {"A": 4, "K": 3, "Q": 2, "J": 1}
    return sum(points.get(card.rank, 0) for card in hand.cards)


def _first_of_two(hand: Hand) -> Suit | None:
    """Written apart from the library: over their diamonds, the suit a two-suiter bids
    first (the longer, the higher of equal length), None for any other hand. Two suits
    are five-five or longer, or five-four with a doubleton or less in the third unbid
    suit; never when both majors hold four or more, which the double shows."""
    count = {s: sum(c.suit is s for c in hand.cards) for s in (Suit.S, Suit.H, Suit.C)}
    order = sorted(count, key=lambda s: (count[s], s is not Suit.C, s is Suit.S), reverse=True)
    a, b, c = (count[s] for s in order)
    majors = count[Suit.S] >= 4 and count[Suit.H] >= 4
    if not majors and (b >= 5 or (a == 5 and b == 4 and c <= 2)):
        return order[0]
    return None


@settings(max_examples=300, deadline=None)
@given(_hands_short_in_diamonds())
def test_over_their_2d_the_two_suiter_of_17_to_19_bids_its_first_suit(hand: Hand) -> None:
    """The principle (or its reason for setting the written double aside) speaks
    exactly for 17-19 HCP and two suits by the count above, and the first suit is then
    bid at the cheapest level."""
    first = _first_of_two(hand)
    strong = TWO_SUITER_HCP[0] <= _hcp(hand) <= TWO_SUITER_HCP[1]
    event(f"strong={strong} two-suited={first is not None}")
    advice = _ask("sayc", hand, ["Pass", "2D"])
    spoke = "strong two-suiter" in advice.reason or "could show only one" in advice.reason
    assert spoke == (strong and first is not None)
    if strong and first is not None:
        assert advice.call == {Suit.S: "2S", Suit.H: "2H", Suit.C: "3C"}[first]
