"""Opener's rebid after a two-over-one in diamonds, and his 2NT without every stopper
(issue 33; sayc.md "Rebids after a Two-over-One Response", library/principles_stoppers.py).

sayc.md wrote opener's rebids after 1H-2C, 1S-2C and 1S-2H; after 1H-2D and 1S-2D the
same rebids are written now, so the minimum rebids its major (the SAYC notes: "Without
extra strength these pairs rebid the suit opened") where it had no written call.
Larry Cohen, "When does a notrump bid promise stoppers?": "In a 2/1 ... auction, I prefer
to allow opener to rebid 2NT with a flat hand, but not everything stopped ... I would not
rebid 2NT with a small doubleton in an unbid suit"; Roberta Salob: "Opener's second bid
of 2NT does not require stoppers in the unbid suits".
"""

from __future__ import annotations

from functools import cache

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import _system


@cache
def _sayc() -> RuleBook:
    return _system("sayc")


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(_sayc(), place_from_calls(Seat.N, calls), parse_hand(hand)).call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["1S", "Pass", "2D", "Pass"], "KJ8743.A5.Q4.K72", "2S"),  # a minimum, six spades
        (["1S", "Pass", "2D", "Pass"], "AQJ73.K6.85.KJ42", "2S"),  # 5-4 minimum stays low
        (["1S", "Pass", "2D", "Pass"], "AQJ73.K6.A5.KJ42", "3C"),  # 18 HCP names the clubs
        (["1H", "Pass", "2D", "Pass"], "K7.AQJ84.Q82.J43", "2NT"),  # flat 13, spades stopped
        (["1H", "Pass", "2D", "Pass"], "A9.AKQ874.K4.J63", "3H"),  # 16-18, a good six
        (["1S", "Pass", "2D", "Pass"], "AQ87.5.KJ64.Q973", "3D"),  # four-card raise
    ],
)
def test_opener_rebids_after_two_diamonds(calls: list[str], hand: str, call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("AKT84.984.T9.AK3", "2NT"),  # hearts unstopped but three cards: 2NT
        ("AQT84.J84.T92.AK", "2NT"),  # three small diamonds, hearts J84
        ("KQT76.94.873.AK9", "2S"),  # a small doubleton in hearts: not 2NT (Cohen)
    ],
)
def test_two_notrump_after_a_two_over_one_needs_no_stopper(hand: str, call: str) -> None:
    assert _ask(hand, ["1S", "Pass", "2D", "Pass"]) == call


def test_stoppers_are_still_needed_after_a_one_level_response() -> None:
    # 1D-1S: a 2NT jump over a one-level response is not the two-over-one's rebid
    assert _ask("K5.Q74.AKQ93.KQ8", ["1D", "Pass", "1S", "Pass"]) == "2NT"
