"""The fourth round of issue 33, each principle on hands written for it here (none is
taken from a corpus file).

- Responder's answer to opener's reverse and opener's next call
  (library/principles_reverses.py). sayc.md's notes state the system's rule: "Opener's
  reverse shows 17+ points ... and is forcing one round; responder's rebid of his own
  suit, 2NT or a preference to opener's first suit are the weak (6-9 HCP) replies."
"""

from __future__ import annotations

from functools import cache

import pytest

from domain.rules.calls import Call
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.principles_reverses import is_reverse
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from library.recommend_corpus import books_for


@cache
def _book() -> RuleBook:
    return books_for(load_library(), ["sayc"])["sayc"]


def _advice(auction: str, hand: str) -> Recommendation:
    place = place_from_calls(Seat("N"), auction.split())
    return recommend(_book(), place, parse_hand(hand))


@pytest.mark.parametrize(
    ("calls", "reverse"),
    [
        ("1C 1H 2D", True),
        ("1D 1S 2H", True),
        ("1H 1NT 2S", True),
        ("1C 1S 2D", True),
        ("1C 1D 2H", False),  # 1H was there to bid: a jump shift
        ("1D 1H 2C", False),  # a lower suit
        ("1H 1S 2D", False),
        ("1H 2C 2S", False),  # after a two-level response (needs no extra)
        ("1S 1NT 2H", False),
        ("1C 1H 2H", False),  # a raise
    ],
)
def test_which_rebids_are_reverses(calls: str, reverse: bool) -> None:
    opening, response, rebid = (Call.parse(c) for c in calls.split())
    assert is_reverse(opening, response, rebid) is reverse


@pytest.mark.parametrize(
    ("auction", "hand", "expected", "why"),
    [
        # six hearts of my own and 7 HCP: rebid them, the weakest bid
        ("1C Pass 1H Pass 2D Pass", "Q7.KJ8643.J52.84", "2H", "rebid at the two level"),
        # five spades of my own: rebid them before anything else
        ("1C Pass 1S Pass 2H Pass", "KJ642.83.Q75.J64", "2S", "rebid at the two level"),
        # four spades only, three clubs: back to opener's longer suit
        ("1C Pass 1S Pass 2D Pass", "Q852.J74.963.K92", "3C", "with three clubs"),
        # no fit, both unbid suits guarded: 2NT
        ("1H Pass 1NT Pass 2S Pass", "82.J4.KJ65.Q9763", "2NT", "unbid suits stopped"),
        # spades unguarded, a doubleton diamond: the preference on two
        ("1D Pass 1NT Pass 2H Pass", "975.Q82.K4.QJ853", "3D", "on two diamonds"),
        # a singleton heart and no guard in diamonds: 2NT, the cheapest that says minimum
        ("1H Pass 1NT Pass 2S Pass", "J8.7.T98642.KQ52", "2NT", "nothing else to show"),
    ],
)
def test_the_weak_replies_to_a_reverse(auction: str, hand: str, expected: str, why: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected
    assert answer.basis == "principles" and why in answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 11 HCP and diamonds guarded opposite 17+: 3NT
        ("1C Pass 1S Pass 2H Pass", "KJ852.Q4.KQ7.953", "3NT"),
        # 11 HCP and four of opener's second suit, a major: game there
        ("1C Pass 1S Pass 2H Pass", "AJ85.KT74.Q83.J2", "4H"),
    ],
)
def test_game_values_opposite_a_reverse(auction: str, hand: str, expected: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected and "Game opposite the reverse" in answer.reason


@pytest.mark.parametrize(
    "auction",
    ["1C Pass 1H Pass 2D Pass 2H Pass", "1C Pass 1H Pass 2D Pass 2NT Pass",
     "1C Pass 1H Pass 2D Pass 3C Pass"],
)  # fmt: skip
def test_opener_passes_a_weak_reply_with_17_or_18(auction: str) -> None:
    minimum = _advice(auction, "A5.43.AQ84.KQJ75")  # 16 HCP and a fifth club: 17
    assert minimum.call == "Pass" and "weak one" in minimum.reason
    strong = _advice(auction, "A5.A3.AQ84.KQJ75")  # 20 HCP: game is there
    assert strong.call != "Pass"


def test_a_reply_with_game_values_is_not_passed() -> None:
    # 1C-1H-2D-3H is a jump: not one of the weak replies, so the rule does not apply
    answer = _advice("1C Pass 1H Pass 2D Pass 3H Pass", "A5.43.AQ84.KQJ75")
    assert "weak one" not in answer.reason
