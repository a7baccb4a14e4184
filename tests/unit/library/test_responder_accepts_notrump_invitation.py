"""Responder accepts opener's 2NT invitation after his limited second call with the upper
half of its written range (library/principles_responder_accepts.py; issue 33, 0.22.0).

- ACBL, "Bidding in the 21st Century", lesson 6, "Rebids by Responder": responder
  "stops in a partscore with the bottom of the range, 6 to 7 total points, and carries
  on to game with 8 or 9 total points".
- Joan Butts, lesson 6: "Add your points to opener's ... With 25 or more points, go to
  game".
The first hand is sayc_spent_third.txt line 77 (a spent set, development data).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import RANKS, Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table
from library.principles_responder_accepts import accepting_notrump_invitation_later
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book

_REBID_SUIT = "1D Pass 1H Pass 1S Pass 2H Pass 2NT Pass"  # my 2H: 6-10 HCP, 6+ hearts
_NOTRUMP = "1C Pass 1H Pass 1S Pass 1NT Pass 2NT Pass"  # my 1NT: 6-10 HCP, balanced


def _advice(auction: str, hand: str) -> str | None:
    table = Table(sayc_book(), place_from_calls(Seat.N, auction.split()), parse_hand(hand))
    found = accepting_notrump_invitation_later(table)
    return None if found is None else str(found.call)


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        (_REBID_SUIT, "K98.Q97632.A6.94"),  # 9 of 6-10: "carries on to game with 8 or 9"
        (_NOTRUMP, "Q72.KJ74.Q83.J52"),  # 9 HCP after my 1NT
        (_NOTRUMP, "K72.QJ74.J83.Q52"),  # 9 again, the honours spread
        # 7 HCP and two length points: "8 or 9 total points" carries on to game
        (_REBID_SUIT, "J98.KQ9763.J6.94"),
    ],
)
def test_the_upper_half_accepts_in_notrump(auction: str, hand: str) -> None:
    assert sayc_advice(auction, hand).call == "3NT"


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        (_REBID_SUIT, "J98.Q97632.Q6.94"),  # 5 HCP: below the range's upper half
        (_NOTRUMP, "Q72.J874.Q83.J52"),  # 6: "stops in a partscore with the bottom"
        # the opponents bid: left to the competitive principles
        ("1D Pass 1H Pass 1S 2C 2H Pass 2NT Pass", "K98.Q97632.A6.94"),
    ],
)
def test_the_lower_half_and_contested_auctions_are_left_alone(auction: str, hand: str) -> None:
    assert _advice(auction, hand) is None


_HIGH = {"A": 4, "K": 3, "Q": 2, "J": 1}


@settings(max_examples=80, deadline=None)
@given(st.permutations([s + r for s in "SHDC" for r in RANKS]))
def test_acceptance_by_the_halves_of_six_to_ten(deck: list[str]) -> None:
    cards = deck[:13]
    # the written 1NT's 6-10: its upper half, counted apart from the library in the
    # teacher's total points (a point for each card past four in a suit), is 8-10
    total = sum(_HIGH.get(card[1], 0) for card in cards)
    total += sum(max(0, len([c for c in cards if c[0] == s]) - 4) for s in "SHDC")
    hand = ".".join("".join(sorted((c[1] for c in cards if c[0] == s), key=RANKS.index))
                    for s in "SHDC")  # fmt: skip
    assert (_advice(_NOTRUMP, hand) == "3NT") is (total >= 8)
