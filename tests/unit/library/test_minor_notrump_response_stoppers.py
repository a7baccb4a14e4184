"""Responder's notrump over one of a minor keeps the majors stopped, and a hand with
nothing natural to bid temporizes in a three-card minor rather than a three-card major
(0.23.0, h53d; library/principles_responses.py), on hands written for this test (none
is a corpus case).

- The system as written (library/systems/sayc.md, after the booklet's "Responses to 1C
  or 1D": "1C -- 2NT = 13-15, game forcing; 3NT = 16-17"): "both with the majors
  stopped".
- Frank Stewart, Vu-Bridge quiz 56, "Do you know your system?": without inverted raises
  responder temporizes with a new suit rather than jump in notrump or in the minor.
- Roberta Salob, "2/1 Opener's second bid after 1NT": "he has no choice but to bid a
  3-card minor. (never bid a 3-card major)".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 13-15 and both majors stopped: the booklet's 2NT
        ("1C Pass", "K42.KJ.AQ5.T8432", "2NT"),
        # three small spades: not 2NT but a forcing new suit, the three-card diamonds
        ("1C Pass", "742.KJ.AQ5.KT843", "1D"),
        # over 1D the temporizing suit is the three-card minor, 2C, never 1S on three
        ("1D Pass", "753.KJ.AQT82.AQ9", "2C"),
        ("1D Pass", "753.KJ2.AQT8.AQ9", "2C"),
    ],
)
def test_minor_notrump_response_stoppers(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]  # 0 spades ... 3 clubs
# a stopper counted here: the honour with enough guards (A, Kx, Qxx, Jxxx)
_GUARDS = {"A": 1, "K": 2, "Q": 3, "J": 4}


def _stopped(holding: str) -> bool:
    return any(rank in holding and len(holding) >= need for rank, need in _GUARDS.items())


@settings(max_examples=200, deadline=None)
@given(st.permutations(_DECK), st.sampled_from(["1C Pass", "1D Pass"]))
def test_notrump_over_a_minor_has_the_majors_stopped(
    deck: list[tuple[int, str]], auction: str
) -> None:
    cards = deck[:13]
    holdings = ["".join(r for r in _RANKS if (suit, r) in cards) for suit in range(4)]
    call = sayc_advice(auction, ".".join(holdings)).call
    if call in ("2NT", "3NT"):
        assert _stopped(holdings[0]) and _stopped(holdings[1])
