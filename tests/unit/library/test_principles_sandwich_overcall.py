"""An overcall between two bidding opponents: a sound one-level suit keeps the booklet's
floor (issue 33; library/principles_overcalls.sandwiched).

Ron Klinger's Suit Quality Test: "The SQ should equal or exceed the number of tricks for
which you are bidding for an overcall"; Andrew Robson, "A suit overcall": "It's the
strength of the suit that matters, not the strength of the hand". Hands written here,
run on the full SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_overcalls import sandwiched
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # KQJ95: five cards and three honours, a Suit Quality of 8 for the seven tricks of
        # 1S: overcalled on 8 HCP between their 1C and 1H
        ("KQJ95.Q4.8743.92", ["1C", "Pass", "1H"], "1S"),
        # QJT93: 5 + 3 = 8, a passed hand over their 1D and 1H
        ("QJT93.Q42.75.K63", ["Pass", "1D", "Pass", "1H"], "1S"),
    ],
)
def test_a_sound_suit_overcalls_on_eight(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # T6542: 5 + 1 = 6, short of seven: with 9 HCP partner is marked with little
        ("T7542.K93.K64.Q8", ["1C", "Pass", "1H"], "Pass"),
        # the two level keeps its 12: AQT64 passes the test for eight tricks, 11 HCP pass
        # (Mike Lawrence, "Sandwich Overcalls": "the dangers of being penalized are high")
        ("K75.AQT64.Q2.963", ["Pass", "1D", "Pass", "1S"], "Pass"),
    ],
)
def test_a_poor_suit_or_the_two_level_needs_more(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


def _quality(hand: Hand, suit: Suit) -> int:
    ranks = [c.rank for c in hand.cards if c.suit is suit]
    return len(ranks) + sum(1 for r in ranks if r in "AKQJT")


@settings(max_examples=300, deadline=None)
@given(_hands())
def test_one_level_sandwich_overcalls_keep_their_floor(hand: Hand) -> None:
    # between 1C and 1H a one-level spade overcall has five spades and either 10+ HCP
    # or 8+ HCP with a Suit Quality of seven, never less
    table = Table(sayc_book(), place_from_calls(Seat.N, ["1C", "Pass", "1H"]), hand)
    advice = sandwiched(table)
    if advice is not None and advice.call == "1S":
        spades = sum(1 for c in hand.cards if c.suit is Suit.S)
        assert spades >= 5
        assert hand.hcp >= 10 or (hand.hcp >= 8 and _quality(hand, Suit.S) >= 7)
        assert hand.hcp <= 17
