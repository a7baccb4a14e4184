"""The advancer's values after partner's takeout double, when they bid over it (0.24.0,
issue 33, h54b; library/principles_advancer_values.py). Each table illustrates a
teacher's sentence, quoted above it. The calls are from North as dealer, so the seat to
call is the one after the last call listed; each case is answered by a book of openings
only, where the principles answer alone, and by SAYC with the default conventions.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_advancer_values import GAME, INVITE, PREEMPT_DOUBLED, advancer_points
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import OPENINGS, _system

BOOKS = {"openings": OPENINGS, "sayc": _system("sayc")}


def _ask(book: str, hand: str, calls: list[str]) -> Recommendation:
    return recommend(BOOKS[book], place_from_calls(Seat.N, calls), parse_hand(hand))


# "When Responder raises Opener's suit, and Advancer has: ... 9-11 total points, then
# Advancer's 1st choice is to bid a 5+ card suit at the lowest possible level ... 12+
# total points, then Advancer's 1st choice is to bid game in 5+ card major suit"
# (bridge2day, "Advancing a takeout double"); Frank Stewart with 63.AQT98.63.A952 over
# 1C-X-2C: "commit to game after partner's double" (tests/fixtures/recommend/
# sayc_spent_third.txt:75). "The standard Goren Count (or 3-2-1 count) adds three points
# for a void, two for a singleton and one for a doubleton" (Bernard Magee, glossary): 10
# HCP and two doubletons are 12. After their bid "Jump in a new suit 10-12 Points"
# (Loeb Bridge, "Advancing a takeout double"): a passed hand, whose free bid is the weak
# one, invites with the jump, "an honest invitation from a passed hand" with
# A65.K843.A954.62 over 1D-X-1S (sayc_spent_seventh.txt:49).
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("63.AQT98.63.A952", ["1C", "X", "2C"], "4H"),  # 12 points and five hearts: game
        ("63.AQT98.632.A95", ["1C", "X", "2C"], "2H"),  # 11 points: the free bid, 8-12
        ("632.AQT98.63.J95", ["1C", "X", "2C"], "2H"),  # 8 points: the free bid
        ("63.AQT98.63.A952", ["Pass", "Pass", "1C", "X", "2C"], "3H"),  # passed: invite
        ("A65.K843.A954.62", ["Pass", "Pass", "1D", "X", "1S"], "3H"),
        ("A65.K843.A95.642", ["Pass", "Pass", "1D", "X", "1S"], "3H"),
        ("A65.K843.A95.642", ["1D", "X", "1S"], "2H"),  # not passed: the free bid
    ],
)
def test_the_free_advance_bids_by_the_ladder(book: str, hand: str, calls: list[str],
                                             call: str) -> None:  # fmt: skip
    assert _ask(book, hand, calls).call == call


# "The strength requirements above are lowered when the partner is known to be stronger
# (e.g. an opponents' preempt is doubled)" (lesson notes "Responding to takeout
# doubles"); Frank Stewart with QJT83.85.KQT3.T8 over 2H-X-3H: "partner's double at the
# three level shows 15 or more; bid the game (3S with a weaker hand)"
# (sayc_spent_eighth.txt:103). Over 2S-X-3S the cheapest heart bid is game: 4H with
# -.JT43.KQ874.QJ64 (sayc_spent_seventh.txt:60).
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("QJT83.85.KQT3.T8", ["2H", "X", "3H"], "4S"),  # 9 HCP, two doubletons: 11
        ("QJT83.854.KT3.T8", ["2H", "X", "3H"], "3S"),  # 6 HCP and a doubleton: weaker
        ("-.JT43.KQ874.QJ64", ["2S", "X", "3S"], "4H"),  # 8 HCP and a void: 11
    ],
)
def test_a_doubled_preempt_lowers_the_ladder(book: str, hand: str, calls: list[str],
                                             call: str) -> None:  # fmt: skip
    assert _ask(book, hand, calls).call == call


# The jump invites below game, in a suit worth naming: "it is ... best for responder to
# show a reasonable five-card or longer suit, headed by at least the queen" (Audrey
# Grant's Better Bridge, July-August 2024). T965.Q5.A4.QJ965 bids "a cheery 2S, the other
# major, and no more" (sayc_spent_seventh.txt:70); over 1H-X-3H a jump to 4S would be
# game, not an invitation: QT52.A64.82.K853 bids 3S (sayc_spent_fifth.txt:65).
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("T965.Q5.A4.QJ965", ["Pass", "Pass", "1H", "X", "2H"], "2S"),
        ("QT52.A64.82.K853", ["1H", "X", "3H"], "3S"),
    ],
)
def test_no_jump_without_an_honour_or_at_game(book: str, hand: str, calls: list[str],
                                              call: str) -> None:  # fmt: skip
    assert _ask(book, hand, calls).call == call


def test_the_ladder_floors_are_the_teachers() -> None:
    assert (INVITE, GAME, PREEMPT_DOUBLED) == (10, 12, 2)


_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _goren(hand: Hand, trump: Suit) -> int:
    """An independent count: high cards by rank, then 3 for a void, 2 for a singleton
    and 1 for a doubleton in each suit but the trump suit."""
    high = sum(_HCP.get(card.rank, 0) for card in hand.cards)
    short = 0
    for suit in SUIT_ORDER:
        held = sum(1 for card in hand.cards if card.suit is suit)
        if suit is not trump:
            short += {0: 3, 1: 2, 2: 1}.get(held, 0)
    return high + short


_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]


@given(st.permutations(_DECK), st.sampled_from(SUIT_ORDER))
def test_advancer_points_are_the_goren_count(deck: list[Card], trump: Suit) -> None:
    hand = Hand.of(frozenset(deck[:13]))
    assert advancer_points(hand, trump) == _goren(hand, trump)
