"""The advancer of a takeout double that the next player redoubled (issue 34: the robots
passed, and the opponents played their partscore redoubled).

Eddie Kantar, quoted in Bob Crosby's coaching notes ("The Redouble", Edmonton Bridge
Centre): "Without the redouble, you would be forced to bid (unless you had length and
strength in diamonds). With the redouble are you off the hook? Not really. A PASS WHEN
SITTING IN BACK OF A SUIT THAT HAS BEEN REDOUBLED IN THIS SEQUENCE IS CONSIDERED A
PENALTY PASS. Unless you have great diamonds, you have to come up with some bid." A
redouble is not a bid: it does not take the double out, and the advancer answers it as
if the next hand had passed; a bid over the double still frees him.
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import OPENINGS, _system

BOOKS = ["openings", "sayc"]


def _book(name: str) -> RuleBook:
    return OPENINGS if name == "openings" else _system("sayc")


def _call(book: str, calls: list[str], hand: str) -> str:
    return recommend(_book(book), place_from_calls(Seat.W, calls), parse_hand(hand)).call


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        # West deals: the raise, partner's balancing double, their redouble
        (["Pass", "1H", "Pass", "2H", "Pass", "Pass", "X", "XX"], "T3.AJ93.KQ52.T52"),
        # the direct double of an opening, redoubled: a weak hand still bids
        (["Pass", "1S", "X", "XX"], "J62.9743.Q84.T73"),
    ],
)
def test_a_redouble_does_not_take_the_double_out(book: str, calls: list[str],
                                                 hand: str) -> None:  # fmt: skip
    assert _call(book, calls, hand) != "Pass"


@pytest.mark.parametrize("book", BOOKS)
def test_a_bid_over_the_double_still_frees_the_advancer(book: str) -> None:
    assert _call(book, ["Pass", "1H", "X", "2H"], "J862.943.Q84.T73") == "Pass"
