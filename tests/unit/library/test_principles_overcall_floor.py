"""The Suit Quality Test above the one level (0.25.0, issue 33, h55b;
library/principles_overcall_floor.py). Calls from North as dealer, SAYC with its
default conventions.

- Ron Klinger, "The Suit Quality Test": "The SQ should equal or exceed the number of
  tricks for which you are bidding for an overcall ... K-J-9-5-4 has an SQ of 7 ...
  good enough to overcall at the one-level ... but not strong enough for a two-level
  overcall"; "The SQ determines whether you can afford to insist on your suit as
  trumps."
- Karen Walker, "Bidding over an opponent's preempt" (quiz 3), 4 A2 AJ1065 KQ1094 over
  2S: "all you can do with this hand is overcall a suit ... you can bid 4C to show your
  other suit" - a two-suiter is not asked the test.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_overcall_floor import quality_floor, three_level_jump_needs_quality
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written


@pytest.mark.parametrize(
    ("auction", "hand", "call"),
    [
        # "flat, with a poor heart suit, do not barge into a live auction" (TGIF panel,
        # Vancouver Bridge Centre, November 2011; sayc_spent_seventh.txt:117): K7542 counts 6
        ("1D Pass 1S", "AQ.K7542.974.KQT", "Pass"),
        # the same flat hand with a heart suit that counts nine overcalls at the two level
        ("1D Pass 1S", "AQ.KQJT2.974.K32", "2H"),
        # "pass over the weak two; every action has flaws" (TGIF panel, August 2025;
        # sayc_spent_seventh.txt:114): KQ842 counts 7 of the nine tricks 3D bids
        ("2H", "K75.KQJ.KQ842.64", "Pass"),
        # Walker's two-suiter overcalls the diamonds though AJT65 counts 8 of nine
        ("2S", "4.A2.AJT65.KQT94", "3D"),
        # "not strong enough for 2H at any vulnerability" (Goren quiz, 2020-05-30;
        # sayc_spent_fifth.txt:57): nor for the weak jump to 3H, AT9843 counting 8
        ("1S", "J62.AT9843.3.J94", "Pass"),
        # KQJ984 counts nine: the weak jump to the three level stands
        ("1S", "J62.KQJ984.3.J94", "3H"),
    ],
)
def test_an_overcall_above_the_one_level_passes_the_suit_quality_test(
    auction: str, hand: str, call: str
) -> None:
    assert sayc_advice(auction, hand).call == call


def test_the_written_three_level_jump_gives_way_only_on_a_poor_suit() -> None:
    place = place_from_calls(Seat.N, ["1S"])
    rule = sayc_written("(1s)", "3h")
    poor, sound = parse_hand("J62.AT9843.3.J94"), parse_hand("J62.KQJ984.3.J94")
    assert three_level_jump_needs_quality(sayc_book(), place, poor, rule) is not None
    assert three_level_jump_needs_quality(sayc_book(), place, sound, rule) is None
    two_level = sayc_written("(1h)", "2s")  # the two-level weak jump keeps its own checks
    assert three_level_jump_needs_quality(sayc_book(), place, poor, two_level) is None


_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]  # 0 spades ... 3 clubs


@settings(max_examples=300, deadline=None)
@given(st.permutations(_DECK), st.integers(1, 4), st.integers(0, 3))
def test_the_floor_counts_as_klinger(deck: list[tuple[int, str]], level: int, index: int) -> None:
    cards = deck[:13]
    holdings = ["".join(r for r in _RANKS if (suit, r) in cards) for suit in range(4)]
    hand = parse_hand(".".join(holdings))
    suit = SUIT_ORDER[index]  # spades first, as the hand is written
    mine = holdings[index]
    # Klinger's count, written here: the cards plus the honours (the ten as Robson counts)
    count = len(mine) + sum(rank in mine for rank in "AKQJT")
    two_suited = any(len(h) >= 5 for i, h in enumerate(holdings) if i != index)
    checks = quality_floor(hand, suit, level)
    if level < 2 or two_suited:
        assert checks == ()
    else:
        assert [c.holds for c in checks] == [count >= level + 6]
