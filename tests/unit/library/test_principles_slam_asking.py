"""Blackwood's second round, the void answers and five of the major asking for a control
(library/principles_slam_kings.py, library/principles_slam.py; issue 33, ninth session).
Every hand is written here for its principle; none is taken from a corpus file.

- The SAYC booklet's Blackwood: 4NT asks for aces, "5NT asks for kings" the same way;
  acblunit390's Blackwood page: "asking for kings tends to confirm that your partnership
  has all the aces".
- Richard Pavlicek, showing voids: "with one ace and a void, bid six of the void suit or
  six of the trump suit if the void suit is higher ranking than the trump suit, or with
  two aces and a void, always bid 5 NT ... a void is not shown with an aceless hand".
- Five of the agreed major, no 4NT asked: a control in the one suit not named is asked.
- The booklet's decision after the answers: with two aces missing, stop at five.
- The notrump raises by the points: 33 between the hands for a small slam, 37 for a
  grand (1NT-5NT with 20-21 invites seven; opener accepts with his maximum).
- Accepting a quantitative 4NT after a suit auction: "bid 5NT saying pick a slam ...
  suit contracts normally play a trick better" (the Edmonton coaches' corner, "5NT -
  Choice of Contracts"); the asker picks a suit with eight cards between the hands.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _call(auction: str, hand: str) -> str:
    return recommend(
        sayc_book(), place_from_calls(Seat("N"), auction.split()), parse_hand(hand)
    ).call


@pytest.mark.parametrize(
    ("auction", "hand", "expected", "teaching"),
    [
        # Pavlicek: one ace and a void in a suit below the trumps: six of the void suit
        ("1S Pass 3D Pass 3S Pass 4NT Pass", "AQJ842.-.K93.QT76", "6H", "one ace, heart void"),
        # a void above the trumps: six of the trumps
        ("1H Pass 3D Pass 3H Pass 4NT Pass", "-.KQJ842.A93.QT76", "6H", "one ace, spade void"),
        # two aces and a void: 5NT
        ("1S Pass 3D Pass 3S Pass 4NT Pass", "AQJ842.-.K93.AT76", "5NT", "two aces, a void"),
        # no ace: the void is not shown
        ("1S Pass 3D Pass 3S Pass 4NT Pass", "KQJ842.-.K93.QJ76", "5C", "no ace, no void shown"),
        # a void in partner's suit is not a useful void
        ("1S Pass 3H Pass 3S Pass 4NT Pass", "AQJ842.-.K93.QT76", "5D", "a void in his suit"),
        # "5NT asks for kings": answered one step per king
        (
            "1S Pass 3D Pass 3S Pass 4NT Pass 5D Pass 5NT Pass",
            "AKJ842.K5.93.Q76",
            "6H",
            "two kings",
        ),
        ("1S Pass 3D Pass 3S Pass 4NT Pass 5D Pass 5NT Pass", "AQJ842.Q5.93.Q76", "6C", "no king"),
        # all four aces and thirteen tricks in view: 5NT for kings; twelve: the small slam
        (
            "1S Pass 3D Pass 3S Pass 4NT Pass 5H Pass",
            "K52.-.AKQJ865.A42",
            "5NT",
            "all the aces, a grand in view",
        ),
        (
            "1S Pass 3D Pass 3S Pass 4NT Pass 5H Pass",
            "K52.3.AKQJ86.A42",
            "6S",
            "all the aces, twelve tricks",
        ),
        # after the king answer: every king there, the grand slam; one missing, six
        (
            "1S Pass 3D Pass 3S Pass 4NT Pass 5H Pass 5NT Pass 6H Pass",
            "K52.3.AKQJ86.A42",
            "7S",
            "four kings between the hands",
        ),
        (
            "1S Pass 3D Pass 3S Pass 4NT Pass 5H Pass 5NT Pass 6D Pass",
            "K52.3.AKQJ86.A42",
            "6S",
            "a king missing",
        ),
        # 33 for a small slam, 37 for a grand: 1NT-5NT (20-21) invites seven
        ("1NT Pass", "AK5.KQ4.AQ73.K42", "5NT", "21 opposite 15-17: 36-38"),
        ("1NT Pass", "AK5.KQ4.A973.K42", "6NT", "19 opposite 15-17: 34-36"),
        ("1NT Pass 5NT Pass", "AJ5.AJ4.KJ73.Q42", "6NT", "16: declines the grand"),
        ("1NT Pass 5NT Pass", "AJ5.AJ4.KJ73.K42", "7NT", "17: accepts the grand"),
        ("2NT Pass 5NT Pass", "AK5.KQ4.AQ73.K42", "7NT", "21 opposite 16: accepts"),
        # the quantitative 4NT over opener's 2NT rebid (18-19)
        (
            "1D Pass 1S Pass 2NT Pass 4NT Pass",
            "QJ3.AQ.AQ873.A54",
            "5NT",
            "a maximum and five diamonds: pick a slam",
        ),
        (
            "1D Pass 1S Pass 2NT Pass 4NT Pass",
            "Q9.AQ3.AQ87.AJ54",
            "6NT",
            "a maximum, no five-card suit, two spades: 6NT",
        ),
        # 18 HCP and five diamonds are a good 18, the upper half (Warren Watson: "any
        # hand with a five-card suit is probably a good 16 points"); a flat 18 declines
        (
            "1D Pass 1S Pass 2NT Pass 4NT Pass",
            "Q93.AQ.AQ873.A54",
            "5NT",
            "18 and a five-card suit: accept, pick a slam",
        ),
        (
            "1D Pass 1S Pass 2NT Pass 4NT Pass",
            "Q93.AQ2.AQ87.A54",
            "Pass",
            "a flat minimum (18): decline",
        ),
        (
            "1D Pass 1S Pass 2NT Pass 4NT Pass 5NT Pass",
            "KT64.KJ3.KJ52.K6",
            "6D",
            "four diamonds opposite his five: the suit slam",
        ),
        (
            "1D Pass 1S Pass 2NT Pass 4NT Pass 5NT Pass",
            "KT64.KJ3.KJ2.KQ6",
            "6NT",
            "no eight-card fit: 6NT",
        ),
        # five of the agreed major after control bids: bid six with a control in the suit
        # nobody named
        (
            "1C Pass 1S Pass 2S Pass 3D Pass 4S Pass 5C Pass 5D Pass 5S Pass",
            "K763.8.A32.KQJ93",
            "6S",
            "a singleton heart: the control asked for",
        ),
        (
            "1C Pass 1S Pass 2S Pass 3D Pass 4S Pass 5C Pass 5D Pass 5S Pass",
            "K763.82.A3.KQJ93",
            "Pass",
            "two small hearts: no control, pass",
        ),
    ],
)
def test_slam_asking(auction: str, hand: str, expected: str, teaching: str) -> None:
    assert _call(auction, hand) == expected, teaching


_KINGS = {0: "6C", 1: "6D", 2: "6H", 3: "6S", 4: "6C"}


@settings(max_examples=40, deadline=None)
@given(st.permutations("AKQJT98765432"))
def test_the_king_answer_counts_the_kings(spades: list[str]) -> None:
    """Whatever the spade holding, the answer to 5NT is one step per king held (the
    kings counted here by reading the hand's text, not by the engine's Hand)."""
    spade_suit = "".join(sorted(spades[:5], key="AKQJT98765432".index))
    hand = f"{spade_suit}.K5.Q93.J76"
    kings = hand.count("K")
    auction = "1S Pass 3D Pass 3S Pass 4NT Pass 5D Pass 5NT Pass"
    assert _call(auction, hand) == _KINGS[kings]
