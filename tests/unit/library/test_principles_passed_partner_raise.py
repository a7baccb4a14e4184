"""Opener's losing-trick count after a raise from a partner who passed the opening
(issue 34: a competitive raise read as a constructive one, the values counted twice).

The count as club teachers state it (akaroabridgeclub.co.nz, "Counting Losers with a
Fit"): add your losers to partner's, "take away from 18: this is the level to which you
should bid"; "partner made a simple raise = 9 losers". A simple raise is the response
of 6-10 points; a partner who passed the opening holds too little to respond (the SAYC
booklet: a response needs 6 points), and when he raises later, over their takeout
double, he competes by the trumps he holds ("Don't let the opponents play at the
two-level when they have found a fit"), and his raise is not nine losers.
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import OPENINGS, _system

BOOKS = ["openings", "sayc"]
HAND = "QT95.AK932.AT6.A"  # five losers


def _book(name: str) -> RuleBook:
    return OPENINGS if name == "openings" else _system("sayc")


@pytest.mark.parametrize("book", BOOKS)
def test_a_raise_from_a_partner_who_passed_the_opening_is_not_nine_losers(book: str) -> None:
    # East deals: Pass Pass 1H Pass Pass X Pass 2D 2H Pass, West to call
    calls = ["Pass", "Pass", "1H", "Pass", "Pass", "X", "Pass", "2D", "2H", "Pass"]
    place = place_from_calls(Seat.E, calls)
    assert Table(_book(book), place, parse_hand(HAND)).partner_called.high == 5
    advice = recommend(_book(book), place, parse_hand(HAND))
    assert advice.call == "Pass"
    assert "losing-trick count" not in advice.reason


def test_a_simple_raise_still_counts_nine_losers() -> None:
    # five losers and the nine of a simple raise: 18 - 14 leaves the four level
    advice = recommend(OPENINGS, place_from_calls(Seat.W, ["1H", "Pass", "2H", "Pass"]),
                       parse_hand(HAND))  # fmt: skip
    assert advice.call == "4H"
    assert "losing-trick count" in advice.reason
