"""Strong unbalanced hands: 2C or one of a suit (issue 33,
library/principles_strong_opening.py).

The hands illustrate the teachers' sentences quoted above each table; they are written
for the sentence, not taken from the corpus files. North deals.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_playing_tricks import long_suit, playing_tricks
from library.principles_strong_opening import opens_one_level
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import _system

_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]


@cache
def _book(system: str) -> RuleBook:
    return _system(system)


def _opening(hand: str, system: str = "sayc") -> str:
    return recommend(_book(system), place_from_calls(Seat.N, []), parse_hand(hand)).call


# Max Hardy, "Standard Bridge Bidding for the 21st Century" (BidBase, "2C Strong"), of
# 6-AKQ976-AKQ852-void: "[Open] one heart. DO NOT open 2C ... [your LHO] may overcall and
# be raised preemptively". The La Jolla unit's teaching point: "I try to AVOID opening 2C
# when I have a 2-suited or 3-suited hand because it takes up so much bidding room".
# The Goren weekly quizzes: "not 2C with a two-suiter"; "bid both suits, open 1C".
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("6.AKQ976.AKQ852.", "1H"),  # Hardy's hand: 18 HCP, 22 points with the length
        ("KQ7.AQ.8.AKJ9643", "1C"),  # 20 HCP, a seven-card minor: no game in hand
        ("A8.Q.AKQ94.AKJ86", "1D"),  # 23 HCP 5-5 with a singleton: both suits shown
        ("AK6.AKJ84.7.AQ65", "1H"),  # 21 HCP, 5-4 with a singleton
    ],
)
def test_a_two_suiter_or_an_unbalanced_twenty_opens_one_of_a_suit(hand: str, call: str) -> None:
    assert _opening(hand) == call
    assert _opening(hand, "2_1_game_force") == call


# Downey's SAYC: "A 2C opening bid shows 22+ points, or the playing equivalent": a
# balanced 22, an unbalanced hand with 22 high cards and no singleton, and a game in hand
# (nine playing tricks in a major) still open 2C.
@pytest.mark.parametrize(
    "hand",
    [
        "AKJ.KQ8.AQ64.KQ5",  # balanced 24
        "AK73.Q5.AK.AKJ63",  # 22 HCP 5-4-2-2: no shortness
        "A8.AKQJT763.A9.7",  # nine playing tricks in hearts
        "AK.AKQ.AKQ973.K8",  # 28 HCP, a single suit: far above any one-level opening
    ],
)
def test_the_strong_hands_still_open_two_clubs(hand: str) -> None:
    assert _opening(hand) == "2C"


def _reading(hand: Hand) -> bool:
    """The rule read from the module's docstring, written apart: unbalanced, no game in
    hand (nine tricks in a major, ten in a minor), and 21 HCP or fewer, or a 5-4 or
    longer two-suiter with a singleton or void up to 24 HCP."""
    lengths = sorted((hand.length(s) for s in hand.lengths), reverse=True)
    if lengths in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2]):
        return False
    need = 9 if long_suit(hand).name in ("S", "H") else 10
    if playing_tricks(hand) >= need:
        return False
    shortness = lengths[0] >= 5 and lengths[1] >= 4 and lengths[3] <= 1
    return hand.hcp <= 21 or (shortness and hand.hcp <= 24)


def _hand(cards: list[tuple[int, str]]) -> Hand:
    suits = ["".join(rank for s, rank in cards if s == suit) for suit in range(4)]
    return parse_hand(".".join(suits))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_DECK), min_size=13, max_size=13, unique=True))
def test_the_one_level_reading_agrees_with_an_independent_reading(
    cards: list[tuple[int, str]],
) -> None:
    hand = _hand(cards)
    assert opens_one_level(hand) == _reading(hand)
