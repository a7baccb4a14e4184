"""Raising partner's weak two by tricks, not points (issue 33;
library/principles_preempt_response.py).

Karen Walker, "Responding to partner's preempt" and its quiz answers (kwbridge.com):
"Count tricks, not points"; "Partner will have an average of 5-6 tricks for a
non-vulnerable weak two bid". Hands run on the full SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Seat, Suit, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_preempt_response import GAME_TRICKS_OPPOSITE, responder_tricks
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Walker's quiz (2), her AK9873 1062 2 A94 with a card moved: "4H. This 11
        # points [is] much stronger than the 14-point hand in Problem 1. It has better
        # support and at least four or five tricks (the AK of spades, the ace of clubs
        # and one or two diamond ruffs)" - not the law's 3H
        ("AK9872.T63.4.A95", ["2H", "Pass"], "4H"),
        # the same count over 2S: an ace, AK and a singleton with three trumps
        ("Q62.AK873.4.A952", ["2S", "Pass"], "4S"),
        # Walker's quiz (1), her KJ84 72 AJ4 KQ76 with the small cards moved: "Pass.
        # Count tricks, not high-card points ... You have only two sure tricks
        # outside" - two trumps: no raise at all
        ("KJ85.73.AJ5.KQ86", ["2H", "Pass"], "Pass"),
        # three trumps and 14 HCP of soft values (queens and jacks, a lone king): not
        # game, and too strong for the preemptive raise (0-13): pass
        ("KQ4.K874.QJT2.QJ", ["2S", "Pass"], "Pass"),
        # three trumps, 15 HCP and three and a half tricks: game if partner is at the top,
        # so the feature ask, neither 3NT nor a new suit ("There's no point in bidding
        # your spades and giving the opponents extra information", Walker's quiz (2))
        ("T83.K42.AKJ92.A3", ["2S", "Pass"], "2NT"),
    ],
)
def test_count_tricks_not_points(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Walker's quiz (3), her 63 J1084 K72 A1083 with the small cards moved, over
        # 2D: "3D ... a blocking bid": the law's raise stands for a weak hand (a minor:
        # not this principle's)
        ("64.JT95.K82.AT94", ["2D", "Pass"], "3D"),
        # three trumps and two tricks, 11 HCP: the law's preemptive raise to three
        ("Q42.T83.AKQ8.652", ["2H", "Pass"], "3H"),
    ],
)
def test_the_law_still_raises_weak_hands(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


def _walker(hand: Hand, trump: Suit) -> float:
    """Walker's count written apart: trump honours, side honour groups, shortness."""
    held = {(c.suit, c.rank) for c in hand.cards}
    total = 0.0
    total += 1.0 if (trump, "A") in held else 0.0
    total += 1.0 if (trump, "K") in held else 0.0
    total += 0.5 if (trump, "Q") in held else 0.0
    trumps = sum(1 for c in hand.cards if c.suit is trump)
    for suit in (s for s in SUIT_ORDER if s is not trump):
        a, k, q = ((suit, r) in held for r in "AKQ")
        if a and k:
            total += 2.0
        elif a and q:
            total += 1.5
        elif a or (k and q):
            total += 1.0
        elif k:
            total += 0.5
        cards = sum(1 for c in hand.cards if c.suit is suit)
        if cards <= 1 and trumps >= 3:
            total += 1.5 if trumps == 3 else 2.0
    return total


@settings(max_examples=300, deadline=None)
@given(_hands(), st.sampled_from([Suit.S, Suit.H]))
def test_responder_tricks_is_walkers_count(hand: Hand, trump: Suit) -> None:
    assert responder_tricks(hand, trump) == _walker(hand, trump)


def test_game_needs_four_tricks_opposite_six() -> None:
    # "an average of 5-6 tricks": the top of it and responder's four make ten
    assert GAME_TRICKS_OPPOSITE == 4
