"""A semi-balanced 18-19 with five cards in the opened minor jumps to 2NT over a
one-level response (0.23.0, h53d; library/principles_uncontested_rebids.py), on hands
written for this test (none is a corpus case).

- The lesson "One and a half notrump" (bbi5m, 2017): "Your first priority with hands of
  this type is to show the strength and balanced shape"; "If partner is 4-4 or better
  in the majors, she can rebid 3S".
- M J Bridge, "Opening 5-4-2-2 shape": "5-4-2-2 hands are by definition semi-balanced
  (no void or singleton, no more than two doubletons)".
- Larry Cohen, "When is 2NT not 2NT": the 2NT rebid "denies four-card support for
  responder's suit (but could have four cards in the other major)".
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table
from library.principles_uncontested_rebids import semi_balanced_jump, semi_balanced_notrump_jump
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # "show the strength and balanced shape": 5-4-2-2 is "semi-balanced"
        ("1C Pass 1D Pass", "K7.AQJ3.A5.KJ862", "2NT"),
        ("1C Pass 1D Pass", "AQJ3.K7.A5.KJ862", "2NT"),
        ("1D Pass 1H Pass", "KQ82.AT.AKT74.Q6", "2NT"),
        # 19 meets the system's own jump shift (19-21, game forcing), which stands
        ("1C Pass 1D Pass", "K7.AQJ3.A5.KQ862", "2H"),
        # below 18 the one-level suit is the rebid
        ("1C Pass 1D Pass", "K7.AQJ3.95.KQ862", "1H"),
        # a singleton is not semi-balanced: the new suit stays
        ("1C Pass 1D Pass", "AKQ8.AJ8.4.KJ954", "1S"),
        # four hearts over 1S: 2H is a reverse, forcing, and stands
        ("1D Pass 1S Pass", "K7.AQJ3.AK862.Q5", "2H"),
    ],
)
def test_semi_balanced_notrump_rebid(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


def test_the_reason_names_the_new_suit_set_aside() -> None:
    advice = sayc_advice("1C Pass 1D Pass", "K7.AQJ3.A5.KJ862")
    assert "1H fits the hand but not here" in advice.reason
    assert "semi-balanced 18-19" in advice.reason


def test_the_user_s_own_new_suit_is_never_set_aside() -> None:
    place = place_from_calls(Seat.N, ["1C", "Pass", "1D", "Pass"])
    hand = parse_hand("K7.AQJ3.A5.KJ862")
    written = sayc_written("1c-(p)-1d-(p)", "1h")
    assert semi_balanced_notrump_jump(sayc_book(), place, hand, written)
    mine = replace(written, module_type=USER_CUSTOM)
    assert semi_balanced_notrump_jump(sayc_book(), place, hand, mine) is None


_RANKS = "AKQJT98765432"
_SUITS = "SHDC"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
_AUCTIONS = ("1C Pass 1D Pass", "1C Pass 1H Pass", "1D Pass 1H Pass", "1D Pass 1S Pass")


@settings(max_examples=300, deadline=None)
@given(st.permutations(_DECK), st.sampled_from(_AUCTIONS))
def test_semi_balanced_jump_as_the_teachers_count(
    deck: list[tuple[int, str]], auction: str
) -> None:
    cards = deck[:13]
    holdings = ["".join(r for r in _RANKS if (suit, r) in cards) for suit in range(4)]
    hand = parse_hand(".".join(holdings))
    lengths = dict(zip(_SUITS, (len(h) for h in holdings), strict=True))
    hcp = sum(_HCP.get(rank, 0) for _, rank in cards)
    opened, answered = auction[1], auction.split()[2][1]
    # counted here: two doubletons, five in the opened minor, four in a major that
    # ranks above partner's suit (one level), fewer than four of partner's suit, 18-19
    four = [s for s in _SUITS if lengths[s] == 4]
    expected = (
        sorted(lengths.values()) == [2, 2, 4, 5]
        and lengths[opened] == 5
        and four[0] in "SH"
        and _SUITS.index(four[0]) < _SUITS.index(answered)
        and lengths[answered] < 4
        and 18 <= hcp <= 19
    )
    place = place_from_calls(Seat.N, auction.split())
    assert semi_balanced_jump(Table(sayc_book(), place, hand)) == expected
