"""Responder's first call where two written responses fit (issue 33,
library/principles_first_response.py).

Every case illustrates a teacher's sentence, quoted above its table; the hands are
written for the sentence, not taken from the corpus files. The calls are from North
as dealer, so the seat to call is the one after the last call listed.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_first_response import crawling_shape
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system


def _call(hand: str, calls: list[str]) -> str:
    return recommend(_system("sayc"), place_from_calls(Seat.N, calls), parse_hand(hand)).call


# The booklet, responses to 1C: four-card suits up the line, but a weak hand bypasses
# the diamonds for a major; with a five-card and a four-card suit, the longer first.
# Karen Walker: skipping a diamond suit for the major, "especially with weaker
# responding hands".
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("K2.A843.KQ952.73", "1D"),  # 12 HCP, five diamonds: the longer suit first
        ("A2.K843.KQ952.73", "1D"),  # 13 HCP, the same shape
        ("72.Q843.KJ952.73", "1H"),  # 6 HCP: a weak hand bypasses the diamonds
        ("K2.A843.KQ95.732", "1H"),  # four of each: the major
        ("K2.AQ843.KQ952.7", "1H"),  # five of each: the higher, the major
    ],
)
def test_diamonds_first_over_1c_only_when_longer_and_not_weak(hand: str, call: str) -> None:
    assert _call(hand, ["1C", "Pass"]) == call


# Larry Cohen, "Garbage Stayman" and crawling Stayman (library/conventions/
# stayman_1nt.md): weak with four cards in each major (or 4-5), 2C and pass opener's
# major, or 2H over 2D; with five spades the transfer plays the longer suit.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("J874.Q9532.K7.84", "2C"),  # 4-5, weak: Stayman, then 2H over 2D
        ("J874.Q952.K73.84", "2C"),  # 4-4, weak
        ("J8743.Q952.K7.84", "2H"),  # 5-4: the transfer to spades
        ("J87.Q9532.K74.84", "2D"),  # one major: the transfer to hearts
    ],
)
def test_weak_with_both_majors_over_1nt(hand: str, call: str) -> None:
    assert _call(hand, ["1NT", "Pass"]) == call


# The booklet's passed-hand responses (2NT 11-12 invitational; a passed hand's new
# suit is not forcing): over partner's third-seat minor, a balanced 11-12 bids 2NT.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KJ5.Q72.Q83.A864", "2NT"),  # 12, balanced, four clubs only
        ("KJ5.Q72.J83.A864", "2NT"),  # 11
    ],
)
def test_a_passed_hand_over_a_minor(hand: str, call: str) -> None:
    assert _call(hand, ["Pass", "Pass", "1D", "Pass"]) == call


_CARDS = [f"{rank}{suit}" for suit in "SHDC" for rank in "AKQJT98765432"]


def _hand_text(cards: list[str]) -> str:
    suits = {s: "".join(c[0] for c in cards if c[1] == s) for s in "SHDC"}
    order = "AKQJT98765432"
    return ".".join("".join(sorted(suits[s], key=order.index)) or "-" for s in "SHDC")


@settings(max_examples=60, deadline=None)
@given(st.permutations(_CARDS))
def test_weak_hands_with_four_spades_and_four_or_five_hearts_bid_stayman(
    deck: list[str],
) -> None:
    """Every weak (0-7 HCP) hand with exactly four spades and four or five hearts bids
    2C over 1NT: read here from the cards, not through the module's own test."""
    hand = parse_hand(_hand_text(deck[:13]))
    spades, hearts = hand.length(Suit.S), hand.length(Suit.H)
    reading = spades == 4 and hearts in (4, 5) and hand.hcp <= 7
    assert crawling_shape(hand) == (spades == 4 and hearts in (4, 5))
    if reading:
        assert _call(_hand_text(deck[:13]), ["1NT", "Pass"]) == "2C"


# Audrey Grant's order for responding to a minor: a new suit at the one level (up the
# line), then a raise, then notrump.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("K7.Q83.AT764.J52", "1D"),  # five diamonds, balanced: 1D, not 1NT
        ("72.84.KQ93.J8643", "1D"),  # four diamonds and five clubs: 1D, not 2C
        ("K73.Q84.J72.KJ82", "1NT"),  # no suit to bid at the one level
    ],
)
def test_one_diamond_before_a_club_raise_or_notrump(hand: str, call: str) -> None:
    assert _call(hand, ["1C", "Pass"]) == call


# Notrump over an overcall is a balanced hand with their suit stopped; a negative
# double shows the unbid suits, so four cards in the overcaller's suit are a reason to
# pass (Marty Bergen: length behind the overcaller defends).
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("Q9.KT75.KJ9854.3", "Pass"),  # a singleton, four hearts behind the overcaller
        ("K98.KT7.Q9854.J4", "1NT"),  # balanced with their suit stopped
    ],
)
def test_after_their_one_level_overcall(hand: str, call: str) -> None:
    assert _call(hand, ["1C", "1H"]) == call


# The booklet's 1NT-2S: a weak hand with a long minor asks opener to bid 3C, then
# passes with clubs or signs off in 3D with diamonds.
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["1NT", "Pass"], "8.732.QT9864.J92", "2S"),  # six diamonds, 3 HCP
        (["1NT", "Pass"], "8.732.J92.QT9864", "2S"),  # six clubs
        (["1NT", "Pass", "2S", "Pass"], "AK3.KQ2.J943.K52", "3C"),  # opener obeys
        (["1NT", "Pass", "2S", "Pass", "3C", "Pass"], "8.732.QT9864.J92", "3D"),
        (["1NT", "Pass", "2S", "Pass", "3C", "Pass"], "8.732.J92.QT9864", "Pass"),
    ],
)
def test_the_minor_suit_puppet(calls: list[str], hand: str, call: str) -> None:
    assert _call(hand, calls) == call
