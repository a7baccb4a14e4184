"""A written natural 3NT of a later round gives way to a singleton or void in
partner's suit (0.25.0, h55a; library/principles_stoppers.py, ``notrump_wants_shape``,
and the 3NT of ``principles_responder_rebids.making_sure_of_game``), on hands written for
this test (none is a corpus case).

- Larry Cohen, "When does a notrump bid show a balanced hand?": "A natural 2NT (or 3NT)
  response would promise a balanced hand (no singletons or voids)".
- bidandmade.com, "Balanced or Unbalanced?": "When your hand is unbalanced, with
  singletons or voids, it's wise to avoid No Trumps ... if you are short in a suit, the
  enemy is probably long".
- Frank Stewart, "Daily Question", Mercury News 2021-10-15 (1D-1H-2C-2S-3C, responder's
  fourth suit forced to game): 3D, "not 3NT with partner likely short in spades".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice, sayc_written


def test_the_written_rules_are_the_ones_set_aside() -> None:
    """The system writes these notrump calls; the balanced hand still bids them."""
    assert "club stopper" in sayc_written("1d-(p)-1s-(p)-2h-(p)", "3n").meaning
    assert sayc_advice("1D Pass 1S Pass 2H Pass", "KQ84.Q72.J5.KJ93").call == "3NT"
    assert sayc_advice("1C Pass 1S Pass 2C Pass", "AQJ8.KQ84.K93.42").call == "3NT"


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # after the fourth suit, a singleton in his clubs: the preference, three diamonds
        ("1D Pass 1H Pass 2C Pass 2S Pass 3C Pass", "KQ72.AQT93.K84.6", "3D"),
        # the same with two clubs: the written 3NT
        ("1D Pass 1H Pass 2C Pass 2S Pass 3C Pass", "K872.AQT93.K8.J6", "3NT"),
        # 1C-1S-2C with one club and 13: the forcing reverse in hearts, not 3NT
        ("1C Pass 1S Pass 2C Pass", "AQJ85.KQ84.K93.4", "2D"),
    ],
)
def test_no_written_notrump_with_a_singleton_in_partner_s_suit(
    auction: str, hand: str, expected: str
) -> None:
    advice = sayc_advice(auction, hand)
    assert advice.call == expected


def test_the_reason_names_partner_s_suit() -> None:
    advice = sayc_advice("1D Pass 1H Pass 2C Pass 2S Pass 3C Pass", "KQ72.AQT93.K84.6")
    assert "partner's clubs" in advice.reason and "balanced" in advice.reason


_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]  # 0 spades ... 3 clubs
_AUCTIONS = [  # auctions where the system writes a natural 3NT, and partner's short suit
    ("1D Pass 1S Pass 2H Pass", 2),  # "10-14 HCP, club stopper, to play"
    ("1D Pass 1S Pass 2H Pass", 1),
    ("1C Pass 1S Pass 2C Pass", 3),  # "13-17 HCP, to play"
    ("1D Pass 1H Pass 2C Pass 2S Pass 3C Pass", 3),  # fourth suit: "stopper in spades"
]


@settings(max_examples=150, deadline=None)
@given(st.permutations(_DECK), st.sampled_from(_AUCTIONS))
def test_property_no_natural_notrump_short_in_partner_s_suit(
    deck: list[tuple[int, str]], where: tuple[str, int]
) -> None:
    """Whatever the strength, a hand with one card in a suit partner bid (dealt so here)
    never bids the game in notrump: not the written 3NT, not the principles' one. (2NT
    after a reverse stays: the system's notes make it the weak reply "when nothing else
    describes the hand", library/principles_reverses.py.)"""
    auction, partners = where
    cards = [c for c in deck if c[0] != partners][:12] + [c for c in deck if c[0] == partners][:1]
    holdings = ["".join(r for r in _RANKS if (suit, r) in cards) for suit in range(4)]
    assert len(holdings[partners]) == 1
    call = sayc_advice(auction, ".".join(holdings)).call
    assert call != "3NT"
