"""A fit found in competition (issue 34, 0.22.0): the takeout double of their raise on
less than an opening with perfect shape (library/principles_competition.py), and the
cuebid advance of a passed hand's overcall with three trumps and 11-13 HCP after they
raised (library/principles_advancer.py). Each table illustrates a teacher's sentence,
quoted above it. The calls are from North as dealer, so the seat to call is the one
after the last call listed; each case is answered by a book of openings only, where the
principles answer alone, and by SAYC with the default conventions, which the robots bid.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_advancer import LIMIT_RAISE_HCP
from library.principles_competition import RAISE_DOUBLE_HCP
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import OPENINGS, _system

SAYC = _system("sayc")
BOOKS = {"openings": OPENINGS, "sayc": SAYC}
THEIR_RAISE = ["1H", "Pass", "2H"]


def _ask(book: str, hand: str | Hand, calls: list[str]) -> Recommendation:
    held = parse_hand(hand) if isinstance(hand, str) else hand
    return recommend(BOOKS[book], place_from_calls(Seat.N, calls), held)


# Mike Lawrence, "Mike's Bidding Quiz" 18 (ACBL Bridge Feed), hand 2, after 1H-P-2H with
# Q873.9.AK62.J987: "not a full opening bid, but their raise says bidding is a very good
# idea; double" (tests/fixtures/recommend/sayc_spent_fifth.txt:181). "With perfect shape
# (4-4-4-1) you can assume you have a fit with your partner (surely he will have four
# cards in one of your suits), thus you can add points for your singleton ... 11 HCP and
# (4-4-4-1) shape is enough" (bridgewebs, "Take-out doubles"), over an opening; over their
# raise the law of total tricks says we hold a fit too.
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("Q873.9.AK62.J987", "X"),  # Lawrence's hand: 10 HCP, a singleton heart
        ("Q873.9.AK62.T987", "Pass"),  # 9 HCP: below the light double
        ("Q873.92.AK62.J98", "Pass"),  # a doubleton heart: the light double needs 4-1-4-4
    ],
)
def test_a_takeout_double_of_their_raise_with_perfect_shape(
    book: str, hand: str, call: str
) -> None:
    advice = _ask(book, hand, THEIR_RAISE)
    assert advice.call == call
    if call == "X":
        assert "singleton in their suit" in advice.reason


# Shapes (spades, hearts, diamonds, clubs) short in hearts: the perfect ones and their
# near misses (three cards in a suit, two hearts, five-four in the minors).
_SHAPES = [
    (4, 1, 4, 4), (5, 0, 4, 4), (4, 0, 4, 5), (4, 0, 5, 4), (3, 1, 4, 5), (4, 1, 5, 3),
    (5, 1, 4, 3), (4, 2, 4, 3), (3, 0, 5, 5), (6, 1, 3, 3), (4, 1, 3, 5), (3, 2, 4, 4),
]  # fmt: skip


@st.composite
def _hands_short_in_hearts(draw: st.DrawFn) -> Hand:
    """A shape drawn from the list, then the cards of each suit (a filter on random
    hands would throw most draws away: perfect shape is rare)."""
    ranks = "AKQJT98765432"
    shape = draw(st.sampled_from(_SHAPES))
    cards: list[Card] = []
    for suit, count in zip((Suit.S, Suit.H, Suit.D, Suit.C), shape, strict=True):
        cards += draw(st.permutations([Card(suit, rank) for rank in ranks]))[:count]
    return Hand.of(frozenset(cards))


def _hcp(hand: Hand) -> int:
    points = {"A": 4, "K": 3, "Q": 2, "J": 1}
    return sum(points.get(card.rank, 0) for card in hand.cards)


@settings(max_examples=300, deadline=None)
@given(_hands_short_in_hearts())
def test_below_an_opening_the_raise_is_doubled_exactly_with_perfect_shape(hand: Hand) -> None:
    """Written apart from the principle: after 1H-P-2H a hand of 10 or 11 HCP (below the
    12 of an ordinary takeout double) doubles exactly when it holds at most one heart and
    four or more cards in each of the other three suits. Asked of the book of openings,
    where the principles answer alone; five-four in the minors bids the unusual 2NT
    instead (below)."""
    points = _hcp(hand)
    if not RAISE_DOUBLE_HCP <= points <= 11:
        return
    counts = {suit: sum(card.suit is suit for card in hand.cards) for suit in SUIT_ORDER}
    perfect = counts[Suit.H] <= 1 and all(counts[s] >= 4 for s in (Suit.S, Suit.D, Suit.C))
    minors = sorted((counts[Suit.C], counts[Suit.D]))
    unusual = minors[0] >= 4 and minors[1] >= 5  # the unusual 2NT comes first
    perfect = perfect and not unusual
    assert (_ask("openings", hand, THEIR_RAISE).call == "X") == perfect


# "A cue bid of opener's suit shows a limit raise or better in overcaller's suit" (Ned
# Downey's SAYC notes); "[a cue raise] shows 10+ high card points ... It's forcing for
# one round ... If the overcaller makes a minimum rebid, the cue-bidder may pass with
# 9-11 pts" (Joan Butts, "Cue raises of overcalls"). The hands are the SAYC booklet's
# cuebid advances of 1C-1H-P (tests/fixtures/recommend/common.txt), here opposite a
# partner who passed first and overcalled after their raise: a limit raise, not a pass.
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    "calls",
    [
        ["Pass", "Pass", "Pass", "1C", "1H", "2C"],  # partner passed, then overcalled
        ["Pass", "1C", "Pass", "Pass", "1H", "2C"],  # partner's balancing overcall
    ],
)
@pytest.mark.parametrize("hand", ["A43.K92.KQ52.972", "Q4.K82.AQ963.J62"])
def test_a_passed_hands_overcall_is_cuebid_with_a_limit_raise(
    book: str, calls: list[str], hand: str
) -> None:
    assert LIMIT_RAISE_HCP <= parse_hand(hand).hcp <= 13
    advice = _ask(book, hand, calls)
    assert advice.call == "3C"
    assert "limit raise" in advice.reason


# The overcaller who passed first has a minimum and signs off in his suit ("If we
# overcalled with a less-than-opening hand ... we rebid 'our' suit at the cheapest
# possible level", M. Ronemus, Vu-Bridge 2018-08-31).
def test_the_passed_overcaller_signs_off_over_the_cuebid() -> None:
    calls = ["Pass", "1C", "Pass", "Pass", "1H", "2C", "3C", "Pass"]
    assert _ask("sayc", "82.AQJ65.K43.843", calls).call == "3H"


# Tribune weekly quiz answers 2010-06-28 (vindyarchives.com), Q3, after 1S-P-2S with
# QT7.8.KQJ83.AQJ7: "2NT cannot be natural, a minor-suit takeout"
# (tests/fixtures/recommend/sayc_spent_fourth.txt:35). Over their raise the middle range
# (12-15 HCP) bids it as well as the weak and the strong hand.
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("QT7.8.KQJ83.AQJ7", "2NT"),  # the Tribune's hand: 13 HCP, five-four in the minors
        ("QT7.8.KQJ83.QJ74", "2NT"),  # 9 HCP: the weak unusual 2NT, as before
        ("QT7.8.K9853.A974", "2NT"),  # 7 HCP
        ("QT7.8.KQJ8.AQJ73", "2NT"),  # the clubs the longer
    ],
)
def test_the_unusual_2nt_over_their_raise_at_any_strength(book: str, hand: str, call: str) -> None:
    advice = _ask(book, hand, ["1S", "Pass", "2S"])
    assert advice.call == call
    assert "unusual 2NT" in advice.reason


# "An Overcall of 2NT is the 'unusual notrump' showing 5-5 or better in the two
# lowest-ranking unbid suits ... Responses are: A preference bid" (Ned Downey's SAYC
# notes). Straight over their raise the 2NT is the unusual one (above), so the advancer
# never passes it as natural: the longer minor, the cheaper with equal length. The hand is
# the advancer's on board 14 of the robots' Olympiad 1996 development deals, which passed
# partner's 2NT before.
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("A96.Q953.QJT3.J4", "3D"),  # four diamonds, two clubs
        ("A96.Q953.QJT.J43", "3C"),  # three of each: the cheaper
    ],
)
def test_partners_unusual_2nt_over_their_raise_asks_for_a_preference(
    book: str, hand: str, call: str
) -> None:
    advice = _ask(book, hand, ["1H", "Pass", "2H", "2NT", "Pass"])
    assert advice.call == call
    assert "unusual" in advice.reason
