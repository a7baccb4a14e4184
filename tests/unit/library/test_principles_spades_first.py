"""Both four-card majors opposite a takeout double: spades first when the hand will
bid again (0.25.0, issue 33, h55b; library/principles_spades_first.py). Calls from
North as dealer, SAYC with its default conventions.

- Mike Lawrence, "Mike's Bidding Quiz" 23 (ACBL): K763 Q986 763 J7, "two four-card
  majors and a hand good enough to volunteer another bid, 1S"; T763 J976 63 873, "a
  hand so bad you want no more bidding, 1H".
- Goren Bridge weekly quiz, 2023-08-21: QT75 QT53 8 K874 after 2D-X-P, "bid 2S and
  hearts later".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_spades_first import (
    SECOND_BID_HCP,
    hearts_advance_gives_way,
    spades_first,
)
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written


@pytest.mark.parametrize(
    ("auction", "hand", "call"),
    [
        ("1D X Pass", "K763.Q986.763.J7", "1S"),  # Lawrence's hand 1 (spent sixth 46)
        ("1D X Pass", "T763.J976.63.873", "1H"),  # Lawrence's hand 2 (spent sixth 47)
        ("2D X Pass", "QT75.QT53.8.K874", "2S"),  # Goren's (spent fifth 197)
        # a five-card heart suit is longer: hearts, whatever the strength
        ("1D X Pass", "K763.Q9864.76.J7", "1H"),
    ],
)
def test_the_advance_with_both_majors(auction: str, hand: str, call: str) -> None:
    assert sayc_advice(auction, hand).call == call


def test_only_the_advance_of_partners_takeout_double_gives_way() -> None:
    hand = parse_hand("K763.Q986.763.J7")
    doubled = place_from_calls(Seat.N, ["1D", "X", "Pass"])
    rule = sayc_written("(1d)-x-(p)", "1h")
    assert hearts_advance_gives_way(sayc_book(), doubled, hand, rule) is not None
    # partner's overcall, not a double: the advance is another position
    overcalled = place_from_calls(Seat.N, ["1C", "1D", "Pass"])
    assert hearts_advance_gives_way(sayc_book(), overcalled, hand, rule) is None


_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]  # 0 spades ... 3 clubs
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


@settings(max_examples=300, deadline=None)
@given(st.permutations(_DECK))
def test_spades_first_exactly_as_written(deck: list[tuple[int, str]]) -> None:
    cards = deck[:13]
    holdings = ["".join(r for r in _RANKS if (suit, r) in cards) for suit in range(4)]
    hcp = sum(_HCP.get(rank, 0) for _, rank in cards)
    spades, hearts = len(holdings[0]), len(holdings[1])
    expected = spades >= 4 and spades == hearts and hcp >= SECOND_BID_HCP
    assert spades_first(parse_hand(".".join(holdings))) == expected
