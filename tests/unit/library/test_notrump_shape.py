"""Notrump wants a balanced hand: a singleton in partner's suit is a misfit, not his
stopper (0.24.0, h54a; library/principles_stoppers.py, ``notrump_shape``), on hands
written for this test (none is a corpus case).

- Larry Cohen, "When does a notrump bid show a balanced hand?": "A natural 2NT (or 3NT)
  response would promise a balanced hand (no singletons or voids)".
- bidandmade.com, "Balanced or Unbalanced?": "When your hand is unbalanced, with
  singletons or voids, it's wise to avoid No Trumps ... if you are short in a suit, the
  enemy is probably long".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # opener's jump rebid, my singleton in his diamonds: the stopped spades, forcing
        ("1D Pass 1H Pass 3D Pass", "KJ4.AQ875.5.KT72", "3S"),
        # the same values with a doubleton there: 3NT, as before
        ("1D Pass 1H Pass 3D Pass", "KJ4.AQ875.52.KT7", "3NT"),
        # opener with one of partner's rebid hearts: no 2NT, the misfit stops
        ("1D Pass 1H Pass 1S Pass 2H Pass", "AKJ5.7.AQ85.KJ42", "Pass"),
        # after a strong 2C, a singleton in his spades: the second suit, not 3NT
        ("2C Pass 2H Pass 2S Pass", "7.KQJ76.KQ874.K2", "3D"),
    ],
)
def test_notrump_shape(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


def test_the_reason_names_the_singleton() -> None:
    advice = sayc_advice("1D Pass 1H Pass 3D Pass", "KJ4.AQ875.5.KT72")
    assert "singleton" in advice.reason and "balanced" in advice.reason


_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]  # 0 spades ... 3 clubs
_AUCTIONS = [  # an auction and partner's suit (0 spades ... 3 clubs) the hand is short in
    ("1D Pass 1H Pass 3D Pass", 2),
    ("1D Pass 1H Pass 1S Pass 2H Pass", 1),
    ("2C Pass 2H Pass 2S Pass", 0),
]  # where the system writes no notrump of its own (1C-1S-2C-3NT is a written rule)


@settings(max_examples=150, deadline=None)
@given(st.permutations(_DECK), st.sampled_from(_AUCTIONS))
def test_no_natural_notrump_with_a_singleton_in_partner_s_suit(
    deck: list[tuple[int, str]], where: tuple[str, int]
) -> None:
    """Whatever the strength, a hand with one card in the suit partner bid (dealt so here)
    never bids a natural notrump where the principles decide; 4NT asks for aces."""
    auction, partners = where
    cards = [c for c in deck if c[0] != partners][:12] + [c for c in deck if c[0] == partners][:1]
    holdings = ["".join(r for r in _RANKS if (suit, r) in cards) for suit in range(4)]
    assert len(holdings[partners]) == 1
    call = sayc_advice(auction, ".".join(holdings)).call
    assert call not in ("1NT", "2NT", "3NT")
