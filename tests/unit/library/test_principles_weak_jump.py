"""A weak jump overcall holds little defence: with a side ace, the simple overcall (issue 33;
library/principles_weak_jump.py).

Hands written here for the teaching they quote, on the full SAYC system, where the
written weak jump overcall (5-10 HCP, six cards) and the simple overcall (8-16 HCP at
the one level, 10-16 at the two) both fit a hand of 8-10 HCP and six cards.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Seat, Suit, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_weak_jump import side_aces
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Bernard Magee, "Simple overcall": "with KQ10xx and an ace on the side, it would
        # be normal to overcall 1S over one of any other suit" - six spades and a side
        # ace, 9 HCP: the simple overcall, not the jump
        ("KQT952.A73.864.2", ["1H"], "1S"),
        ("KQT952.83.A64.72", ["1C"], "1S"),
        # hearts over their diamonds, the ace of clubs outside
        ("J4.KQT863.82.A93", ["1D"], "1H"),
        # a two-level simple overcall (10-16) takes the same hand over their spades
        ("A7.KQJ953.842.93", ["1S"], "2H"),
    ],
)
def test_a_side_ace_overcalls_simply(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # David Bird (Vu-Bridge quiz 29): "A Q 9 7 6 2 / 7 5 / 10 2 / J 6 3 ... Your hand
        # is perfect for a weak jump overcall in spades" - the values in the suit
        ("AQ9762.75.T2.J63", ["1H"], "2S"),
        # Joan Butts, "Preemptive Jump Overcalls": "You need all the honour cards
        # concentrated in the long suit, and very few points outside that"
        ("Q4.AKJ965.T7.842", ["1D"], "2H"),
        # a side ace with too few HCP for the simple overcall (8+): the jump stands
        ("QT8642.A3.952.73", ["1C"], "2S"),
    ],
)
def test_values_in_the_suit_jump(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def _hands() -> st.SearchStrategy[Hand]:
    deck = full_pack()
    return st.permutations(deck).map(lambda cards: Hand.of(cards[:13]))


@settings(max_examples=200, deadline=None)
@given(_hands(), st.sampled_from(list(SUIT_ORDER)))
def test_side_aces_are_the_aces_outside_the_suit(hand: Hand, suit: Suit) -> None:
    # an independent count: every card that is an ace and not of the suit
    expected = {c.suit for c in hand.cards if c.rank == "A" and c.suit is not suit}
    assert set(side_aces(hand, suit)) == expected
    assert suit not in side_aces(hand, suit)


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Bidbase, "Weak Jump Overcall - Sound": "you can bid game (4H) at any
        # vulnerability with 8+ winners" - eight hearts to the AKQJ, 13 HCP
        ("J3.AKQJ9763.5.Q4", ["1C"], "4H"),
        # seven spades to the AKQ and the ace of diamonds: eight tricks, 13 HCP
        ("AKQT874.93.A5.82", ["1H"], "4S"),
        # the same tricks with 16 HCP double first (principles_takeout)
        ("KQJT875.3.AK6.K4", ["1H"], "X"),
        # seven playing tricks and 10 HCP: the weak jump overcall, not game
        ("AKQT874.93.J5.82", ["1H"], "2S"),
    ],
)
def test_eight_tricks_in_a_major_jump_to_game(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call
