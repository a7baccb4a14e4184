"""What the library's unit tests share: the library's SAYC, built once for every module.

Composing SAYC with its default conventions reads and structures some 2,800 rules; the
principle tests ask it thousands of times, so one cached book serves them all.
"""

from __future__ import annotations

from functools import cache

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_corpus import books_for


@cache
def sayc_book() -> RuleBook:
    """SAYC with the conventions its own text includes, as the recommendation composes it."""
    return books_for(load_library(), ["sayc"])["sayc"]


def sayc_advice(auction: str, hand: str) -> Recommendation:
    """SAYC's recommendation for ``hand`` after ``auction`` (calls from North, the dealer)."""
    return recommend(sayc_book(), place_from_calls(Seat.N, auction.split()), parse_hand(hand))


def sayc_written(sequence: str, call: str) -> RuleRecord:
    """SAYC's written rule for ``call`` after ``sequence`` (the library's notation)."""
    return next(r for r in sayc_book().continuations(sequence) if r.call == call)
