"""Five of the agreed major about the trumps (library/principles_slam_trumps.py).

Barry Rigal, after Alan Hiron ("Slam-oriented auctions: Gadgets and Gizmos"): "The
default meaning for a jump to the five-level ... was always to focus on trumps,
suggesting slam values but significantly worse trumps than partner might have expected
... KQxx opposite is a perfectly acceptable trump suit"; and "The five-level call can
also be used to show extremely good trumps with nothing to cuebid ... Typically a weak
hand facing a strong hand can use this call ... An action like 2C-2D-2S-3S-4D-5S
focuses on responder's good trumps with nothing else to cuebid". A Tribune Media
Services quiz answer (2004-07-19, 2C-2D-2S-2NT-3H with 7.KQT5.J8743.987): "the jump
over game shows good trumps and no control to show" (the spent set's case, in
tests/fixtures/recommend/sayc_spent_second.txt, is that published answer; the hands
below are written here).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Suit
from domain.rules.hand_evaluation import Hand
from tests.unit.library.support import sayc_advice

CASES = [
    # partner owns the spades and jumps to five over my limit raise: KQ is "a perfectly
    # acceptable trump suit", six; four small trumps, pass
    ("1S Pass 3S Pass 5S Pass", "KQ32.K32.Q32.J32", "6S"),
    ("1S Pass 3S Pass 5S Pass", "8432.KQ2.KQ2.QJ2", "Pass"),
    ("1H Pass 2H Pass 5H Pass", "32.AQ32.Q432.432", "6H"),
    ("1H Pass 2H Pass 5H Pass", "32.8732.KQ32.K32", "Pass"),
    # one suit unbid (spades after 1H-2C-2D): the danger suit, not the trumps
    # (tests/unit/library/test_principles_slam_danger_suit.py)
    ("1H Pass 2C Pass 2D Pass 3H Pass 5H Pass", "962.Q75.K6.AKQJ8", "Pass"),
    # opposite the strong 2C: good trumps and nothing to cuebid jump to five
    ("2C Pass 2D Pass 2S Pass 2NT Pass 3H Pass", "7.KQT5.J8743.987", "5H"),
    ("2C Pass 2D Pass 2S Pass 3S Pass 4D Pass", "KQ32.32.8432.432", "5S"),
    # a side king: something to cuebid, so no jump (here game, the minimum's raise)
    ("2C Pass 2D Pass 2S Pass 2NT Pass 3H Pass", "7.KQT5.K8743.987", "4H"),
    # weak trumps: game
    ("2C Pass 2D Pass 2S Pass 2NT Pass 3H Pass", "7.JT95.Q8743.987", "4H"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), CASES)
def test_five_of_the_major_about_the_trumps(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]


def _top(cards: list[Card], suit: Suit) -> int:
    return sum(1 for c in cards if c.suit is suit and c.rank in "AKQ")


def _hand(trump: Suit, length: int, trumps: list[Card], rest: list[Card]) -> Hand:
    return Hand.of(trumps[:length] + [c for c in rest if c.suit is not trump][: 13 - length])


@settings(max_examples=120, deadline=None)
@given(
    st.integers(4, 5),
    st.permutations([c for c in _DECK if c.suit is Suit.S]),
    st.permutations(_DECK),
)
def test_the_raiser_answers_on_two_of_the_top_three(
    length: int, spades: list[Card], rest: list[Card]
) -> None:
    """1S-3S-5S: six exactly when two of the ace, king and queen of spades are held
    (counted here), else pass."""
    hand = _hand(Suit.S, length, spades, rest)
    call = sayc_advice("1S Pass 3S Pass 5S Pass", str(hand)).call
    assert call == ("6S" if _top(list(hand.cards), Suit.S) >= 2 else "Pass")


@settings(max_examples=120, deadline=None)
@given(
    st.permutations([c for c in _DECK if c.suit is Suit.H]),
    st.permutations([c for c in _DECK if c.suit is not Suit.H and c.rank not in "AK"]),
)
def test_the_weak_hand_jumps_only_with_good_trumps_and_nothing_to_cue(
    hearts: list[Card], rest: list[Card]
) -> None:
    """2C-2D-2S-2NT-3H with four hearts and no side ace or king: five hearts exactly
    when two of the top three hearts are held and no suit but spades (his) is short."""
    hand = Hand.of(hearts[:4] + rest[:9])
    cards = list(hand.cards)
    short = any(sum(1 for c in cards if c.suit is s) <= 1 for s in (Suit.D, Suit.C))
    call = sayc_advice("2C Pass 2D Pass 2S Pass 2NT Pass 3H Pass", str(hand)).call
    assert (call == "5H") == (_top(cards, Suit.H) >= 2 and not short)
