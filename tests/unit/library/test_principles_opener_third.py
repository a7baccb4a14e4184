"""Opener's third call and the answers to a quantitative raise (issue 33), each
principle on hands written for it here (none is in a corpus file).

- library/principles_opener_third.py: a preference is passed with a minimum and a
  medium hand invites once more; responder's 2NT is accepted with 26 counting his
  maximum; responder's forcing new suit at the three level is answered in the teachers'
  order.
- library/principles_reading.py: a preference promises two cards, not three.
- library/systems/sayc.md: the answers to 4NT and 5NT count a five-card suit's length.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library import load_library
from library.principles_opener_third import (
    accepting_2nt,
    after_preference,
    answering_new_suit,
    passing_signoff,
)
from library.principles_reading import Table
from library.recommend_auction import place_from_calls
from library.recommend_corpus import books_for
from tests.unit.library.support import sayc_advice, sayc_book


def _table(auction: str, hand: str | Hand) -> Table:
    held = parse_hand(hand) if isinstance(hand, str) else hand
    return Table(sayc_book(), place_from_calls(Seat("N"), auction.split()), held)


# Audrey Grant, Better Bridge Nov/Dec 2011, "Preference": responder returns to opener's
# first suit for "the length in partner's suits, not the strength", and "returning to
# opener's first suit when holding more cards in the second suit ... is a common thing
# for responder to do": two cards are enough.
@pytest.mark.parametrize(
    ("auction", "suit", "cards"),
    [
        ("1S Pass 1NT Pass 2D Pass 2S Pass", Suit.S, 2),
        ("1H Pass 1S Pass 2C Pass 2H Pass", Suit.H, 2),
        # the system's own rule states more: the booklet's 1D-1H-1S-2D, three diamonds
        ("1D Pass 1H Pass 1S Pass 2D Pass", Suit.D, 3),
        # a jump back to the first suit is a raise, not a preference
        ("1H Pass 1S Pass 2C Pass 3H Pass", Suit.H, 3),
        # a direct raise of the opening suit: three cards
        ("1S Pass 2S Pass", Suit.S, 3),
    ],
)
def test_a_preference_promises_two_cards(auction: str, suit: Suit, cards: int) -> None:
    assert _table(auction, "KQ974.A5.KJ83.72").promised(suit) == cards


PREFERENCE = [
    # Grant: a preference is "not the strength": a minimum (12-16 points) passes
    ("1S Pass 1NT Pass 2D Pass 2S Pass", "KQ974.A5.KJ83.72", "Pass"),
    ("1H Pass 1S Pass 2C Pass 2H Pass", "K4.AQ874.5.KJ832", "Pass"),
    ("1D Pass 1H Pass 1S Pass 2D Pass", "AQ74.5.KQ874.K32", "Pass"),
    # a medium hand (17-18) with six spades invites in them: a suit bid a third time
    ("1S Pass 1NT Pass 2D Pass 2S Pass", "AKJ874.Q2.AQ83.5", "3S"),
    # a medium hand with the unbid diamonds stopped invites in notrump
    ("1H Pass 1S Pass 2C Pass 2H Pass", "4.AKJ84.K2.KJ983", "2NT"),
    # a medium hand, five spades and the clubs unguarded: a try where the values are
    ("1S Pass 1NT Pass 2D Pass 2S Pass", "AQJ93.KQ4.AT62.7", "3H"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), PREFERENCE)
def test_after_a_preference(auction: str, hand: str, expected: str) -> None:
    advice = after_preference(_table(auction, hand))
    assert advice is not None and advice.call == expected, advice
    assert sayc_advice(auction, hand).call == expected


def test_a_jump_back_to_the_first_suit_is_no_preference() -> None:
    assert after_preference(_table("1H Pass 1S Pass 2C Pass 3H Pass", "K4.AQ874.5.KJ832")) is None


TWO_NOTRUMP = [
    # a teachers' table for responder's 2NT (11-12): "bid 3NT with 14 points or a
    # 'good' 13, else pass"; a five-card suit makes the 13 good (Warren Watson)
    ("A4.K5.KJ852.QJ63", "3NT"),
    ("Q4.K5.KJ852.QJ63", "Pass"),
    ("Q4.K5.KJ852.KJ63", "3NT"),
]


@pytest.mark.parametrize(("hand", "expected"), TWO_NOTRUMP)
def test_responders_2nt_is_accepted_with_26_counting_his_maximum(hand: str, expected: str) -> None:
    auction = "1D Pass 1S Pass 2C Pass 2NT Pass"
    advice = accepting_2nt(_table(auction, hand))
    assert advice is not None and advice.call == expected, advice
    assert sayc_advice(auction, hand).call == expected


def test_three_cards_in_partners_major_are_not_judged_by_the_2nt_rule() -> None:
    assert accepting_2nt(_table("1D Pass 1S Pass 2C Pass 2NT Pass", "Q84.5.KJ852.AQJ3")) is None


_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]
hands = st.permutations(_DECK).map(lambda cards: Hand.of(cards[:13]))


def _points(hand: Hand) -> int:
    """HCP and a point for each card past four in a suit, counted here afresh."""
    values = {"A": 4, "K": 3, "Q": 2, "J": 1}
    high = sum(values.get(r, 0) for s in SUIT_ORDER for r in hand.ranks(s))
    return high + sum(max(0, hand.length(s) - 4) for s in SUIT_ORDER)


@settings(max_examples=150, deadline=None)
@given(hands)
def test_the_2nt_acceptance_is_26_with_partners_twelve(hand: Hand) -> None:
    advice = accepting_2nt(_table("1D Pass 1S Pass 2C Pass 2NT Pass", hand))
    if hand.length(Suit.S) >= 3 or min(hand.length(s) for s in SUIT_ORDER) == 0:
        assert advice is None
        return
    assert advice is not None
    assert advice.call == ("3NT" if _points(hand) + 12 >= 26 else "Pass")


NEW_SUIT = [
    # BBA, "Fourth suit": "raising responder's first bid suit with 3-card support" first
    ("1S Pass 2H Pass 2S Pass 3C Pass", "AQJ74.K83.Q42.K5", "3H"),
    # a doubleton honour supports the five hearts the booklet's 2H promises
    ("1S Pass 2H Pass 2S Pass 3D Pass", "AKT853.Q4.K42.72", "3H"),
    # "bidding notrump with values in the fourth suit": the clubs are stopped
    ("1S Pass 2H Pass 2S Pass 3D Pass", "AKT853.74.Q42.KJ", "3NT"),
    # "making the most natural rebid possible": the six-card suit again
    ("1S Pass 2H Pass 2S Pass 3D Pass", "AKT853.74.Q42.J2", "3S"),
    # Eddie Kantar, "Bidding Quizzes": with partner strong "reveal the independent heart
    # suit": seven hearts with four of the top five honours need no support
    ("1H Pass 1S Pass 2H Pass 3C Pass", "5.AKQJ875.A32.J4", "4H"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), NEW_SUIT)
def test_answering_responders_new_suit(auction: str, hand: str, expected: str) -> None:
    advice = answering_new_suit(_table(auction, hand))
    assert advice is not None and advice.call == expected, advice
    assert sayc_advice(auction, hand).call == expected


def test_a_rebid_of_responders_own_suit_is_not_a_new_suit() -> None:
    assert answering_new_suit(_table("1S Pass 2H Pass 2S Pass 3H Pass", "AKT853.Q4.K42.72")) is None


QUANTITATIVE = [
    # Warren Watson: "any hand with a five-card suit is probably a good 16 points", a
    # flat hand a poor one: the five-card suit's length counts toward accepting
    ("1NT Pass 4NT Pass", "AQ.K83.KJ872.Q94", "6NT"),
    ("1NT Pass 4NT Pass", "AQ4.K83.KJ72.Q94", "Pass"),
    ("1NT Pass 4NT Pass", "AQ4.K83.KJ72.QJ4", "6NT"),
    # Jason Belk, "The Quantitative Raise": 5NT invites 7NT, "partner should either bid
    # 6NT or 7NT"; a maximum (17 counting the five-card suit) accepts
    ("1NT Pass 5NT Pass", "AQ.K83.KJ872.K94", "7NT"),
    ("1NT Pass 5NT Pass", "AQ.K83.KJ872.Q94", "6NT"),
    ("2NT Pass 4NT Pass", "AQ.KQ3.AJ872.KQ4", "6NT"),
    ("2NT Pass 4NT Pass", "AQ4.KQ3.AJ72.KJ4", "Pass"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), QUANTITATIVE)
def test_the_answer_to_a_quantitative_raise(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


# a beginners' course quiz on 1D-1S-1NT-2S: "when Responder is weak ... Responder should
# rebid his long suit ... Opener should then pass", even with three of his suit
SIGNOFF = [
    ("1C Pass 1H Pass 1NT Pass 2H Pass", "K42.Q73.AQ5.KJ92"),
    ("1D Pass 1S Pass 1NT Pass 2S Pass", "K42.Q7.AQ53.KJ92"),
]


@pytest.mark.parametrize(("auction", "hand"), SIGNOFF)
def test_a_signoff_is_passed(auction: str, hand: str) -> None:
    advice = passing_signoff(_table(auction, hand))
    assert advice is not None and advice.call == "Pass"
    assert sayc_advice(auction, hand).call == "Pass"


def test_an_invitation_is_no_signoff() -> None:
    assert passing_signoff(_table("1D Pass 1S Pass 1NT Pass 3S Pass", "K42.Q7.AQ53.KJ92")) is None


def test_2nt_after_a_game_forcing_two_over_one_is_no_invitation() -> None:
    # 2/1 game force: "1s-(p)-2c = Two-over-one, 12+ HCP, ... game forcing"
    book = books_for(load_library(), ["2_1_game_force"])["2_1_game_force"]
    place = place_from_calls(Seat("N"), ["1S", "Pass", "2C", "Pass", "2S", "Pass", "2NT", "Pass"])
    assert accepting_2nt(Table(book, place, parse_hand("AQJ74.K83.Q42.95"))) is None
