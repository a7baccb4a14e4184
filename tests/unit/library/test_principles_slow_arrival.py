"""Slam interest in a contested auction goes slow: the cuebid of their suit, not the
jump to game (0.24.0, issue 33, h54b; library/principles_slow_arrival.py). The calls are
from North as dealer; each case is answered by a book of openings only, where the
principles answer alone, and by SAYC with the default conventions.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.calls import Call
from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table, bid
from library.principles_slow_arrival import SLAM_INTEREST, slam_interest_cuebid
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import OPENINGS, _ask, _system

BOOKS = {"openings": OPENINGS, "sayc": _system("sayc")}


# "The Principle of Fast Arrival ... when you are in a 'forcing auction,' jumping to game
# is the weakest action and bids below game show extra values (because they leave room
# for cuebidding.)" (Robert S. Todd, Adventures in Bridge); "a cuebid is forcing" (the
# SAYC booklet). JT32.AT98764.2.A: "2D, the cuebid, forcing before choosing between the
# majors" (The Bridge World, Master Solvers' Club, March 2025; tests/fixtures/recommend/
# sayc_spent_seventh.txt:137); -.732.A843.AQT985: "cue-bid, game interest at least"
# (Tribune quiz answers 2013-03-25; sayc_spent_third.txt:50).
@pytest.mark.parametrize("book", list(BOOKS))
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        ("JT32.AT98764.2.A", ["1C", "1D", "1H", "Pass", "1S", "Pass"], "2D"),
        ("-.732.A843.AQT985", ["1C", "X", "XX", "Pass", "Pass", "1S"], "2S"),
        # five points fewer: game values only, and fast arrival says so
        ("JT32.QT98764.2.K", ["1C", "1D", "1H", "Pass", "1S", "Pass"], "4S"),
    ],
)
def test_slam_interest_cuebids_their_suit(book: str, hand: str, calls: list[str],
                                          call: str) -> None:  # fmt: skip
    assert _ask(hand, calls, BOOKS[book]).call == call


def test_uncontested_the_hand_is_not_asked_to_cuebid() -> None:
    # nobody's suit to cuebid: the principle says nothing
    t = Table(OPENINGS, place_from_calls(Seat.N, ["1C", "Pass", "1H", "Pass", "1S", "Pass"]),
              parse_hand("JT32.AT98764.2.A"))  # fmt: skip
    assert slam_interest_cuebid(t, bid(4, Suit.S), 31) is None


_CONTESTED = ["1C", "1D", "1H", "Pass", "1S", "Pass"]


@given(st.integers(20, 40))
def test_the_cuebid_comes_from_the_slam_zone(total: int) -> None:
    t = Table(OPENINGS, place_from_calls(Seat.N, _CONTESTED), parse_hand("JT32.AT98764.2.A"))
    advice = slam_interest_cuebid(t, bid(4, Suit.S), total)
    assert (advice is not None and advice.call == str(Call.parse("2D"))) == (total >= 30)
    assert SLAM_INTEREST == 33 - 3
