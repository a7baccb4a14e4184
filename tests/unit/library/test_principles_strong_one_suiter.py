"""A one-suiter too strong to overcall doubles first (issue 33;
library/principles_takeout.too_strong_to_overcall, strong_suit_doubles_first).

Jason Belk, "The Strong Double": "Some hands are too strong for a simple overcall ... If
you overcall 1S, your partner will almost definitely pass, and you could easily miss
game ... a double followed by a second bid shows a hand too strong for an overcall (at
least 16 points)". Joan Butts, "Doubles: Stronger Hands": "This way the hand won't be
passed out (a simple overcall is not forcing)". Hands written here, on the full SAYC
system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Seat, Suit, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_playing_tricks import playing_tricks
from library.principles_takeout import too_strong_to_overcall
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # seven spades to the KQJ and the AK of diamonds: 16 HCP, eight playing tricks,
        # over their hearts (the other major: the overcall would otherwise be chosen)
        ("KQJT875.3.AK6.K4", ["1H"]),
        # seven clubs to the AKQ, a void in theirs: double, then clubs
        ("A53.K84.-.AKQ8652", ["1D"]),
    ],
)
def test_eight_tricks_and_sixteen_double_first(hand: str, calls: list[str]) -> None:
    assert _ask(hand, calls) == "X"


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # six spades and 16 HCP but seven playing tricks: the simple overcall's top
        ("AKQ654.86.K73.A5", ["1D"], "1S"),
        # eight playing tricks in a 14-count: not too strong to overcall, so no double;
        # a major one-suiter jumps to game (principles_weak_jump)
        ("AKQJ975.3.A64.84", ["1H"], "4S"),
    ],
)
def test_seven_tricks_or_fewer_points_do_not_double(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


@settings(max_examples=300, deadline=None)
@given(_hands(), st.sampled_from(list(SUIT_ORDER)))
def test_too_strong_means_sixteen_eight_tricks_one_suit(hand: Hand, theirs: Suit) -> None:
    lengths = sorted(
        (sum(1 for c in hand.cards if c.suit is s) for s in SUIT_ORDER if s is not theirs),
        reverse=True,
    )
    if too_strong_to_overcall(hand, [theirs]):
        assert hand.hcp >= 16
        assert playing_tricks(hand) >= 8
        assert lengths[0] >= 6 and lengths[1] <= 4
    elif hand.hcp < 16 or playing_tricks(hand) < 8:
        assert not too_strong_to_overcall(hand, [theirs])
