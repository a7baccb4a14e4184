"""Opener's rebid when the opponents overcalled partner's response (issue 33;
library/principles_opener_contested.py).

Each hand is written here for the teaching sentence it quotes and runs on the full SAYC
system with its default conventions (negative doubles among them).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_opener_contested import (
    answering_cuebid_raise,
    competing_after_negative_double,
    raising_five_card_free_major,
)
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook, RuleRecord
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Stafford bridge club, "Negative Doubles": "After 1D - 1H - X shows four spades.
        # 1D - 1H - 1S shows five!" - three spades raise the five-card suit (13 HCP)
        ("Q74.Q3.AKJ85.Q62", ["1D", "1H", "1S", "Pass"], "2S"),
        # Bergen: "1C - 1D/1H - 1S shows five spades"; their raise does not stop the
        # raise of the eight-card fit, rather than pass or rebid a four-card minor
        ("KJ5.82.AQ4.QJ873", ["1C", "1H", "1S", "2H"], "2S"),
        # a six-card minor: the fit is shown first, as without the overcall
        ("AJ5.4.KQT853.Q94", ["1D", "1H", "1S", "2H"], "2S"),
        # the booklet's jump raise of a response, 16-18 support points
        ("AQ5.3.AKJ85.J962", ["1D", "1H", "1S", "Pass"], "3S"),
    ],
)
def test_three_spades_raise_a_five_card_free_bid(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def test_without_negative_doubles_the_free_bid_may_hold_four() -> None:
    # a partnership without negative doubles: 1S is four cards, no raise on three
    book = RuleBook([RuleRecord.of("1d", "Opening, 12-21 HCP, 4+ diamonds", "base_system",
                                   "test")])  # fmt: skip
    table = Table(book, place_from_calls(Seat.N, ["1D", "1H", "1S", "Pass"]),
                  parse_hand("Q74.Q3.AKJ85.Q62"))  # fmt: skip
    assert raising_five_card_free_major(table) is None


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # the booklet: the cuebid "is a limit raise or better"; a balanced minimum with
        # their suit stopped bids notrump first, nine tricks before eleven
        ("KQ4.AJ3.Q852.J93", ["1D", "1H", "2H", "Pass"], "2NT"),
        ("QT7.KJ4.A654.Q82", ["1D", "1H", "2H", "Pass"], "2NT"),
        # 15+ and partner's 10+ make 25: game in notrump
        ("K3.A84.KJ5.AJ942", ["1C", "1S", "2S", "Pass"], "3NT"),
        # no stopper and a minimum: decline at the cheapest level of the minor
        ("743.AQ5.AKJ84.92", ["1D", "1S", "2S", "Pass"], "3D"),
    ],
)
def test_answering_the_cuebid_raise_of_a_minor(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def test_the_cuebid_raise_is_only_after_a_minor() -> None:
    table = Table(sayc_book(), place_from_calls(Seat.N, ["1H", "1S", "2S", "Pass"]),
                  parse_hand("KQ4.AJ953.Q85.J9"))  # fmt: skip
    assert answering_cuebid_raise(table) is None


_SPADES = [rank + "S" for rank in "AKQJT98765432"]
_OTHERS = [rank + suit for suit in "HDC" for rank in "AKQJT98765432"]


def _hand(cards: list[str]) -> str:
    return ".".join("".join(c[0] for c in cards if c[1] == suit) for suit in "SHDC")


def _expected_level(support_points: int) -> int | None:
    """The booklet's raises of a response, read independently: 12-15 two, 16-18 three,
    19 or more four."""
    if support_points >= 19:
        return 4
    if support_points >= 16:
        return 3
    if support_points >= 12:
        return 2
    return None


@settings(max_examples=150, deadline=None)
@given(st.permutations(_SPADES), st.permutations(_OTHERS))
def test_the_raise_follows_the_support_points(spades: list[str], others: list[str]) -> None:
    hand = parse_hand(_hand(spades[:3] + others[:10]))
    table = Table(sayc_book(), place_from_calls(Seat.N, ["1D", "1H", "1S", "Pass"]), hand)
    advice = raising_five_card_free_major(table)
    level = _expected_level(hand.support_points(Suit.S))
    if level is None:
        assert advice is None
    else:
        assert advice is not None and advice.call == f"{level}S"


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Tommy's bridge blog: "with 12-15 hcps make a single raise in the indicated
        # suit" - their raise does not hide the fit: 2S on a minimum
        ("QJ74.83.AKJ5.Q62", ["1D", "1H", "X", "2H"], "2S"),
        # Cohen: "if opener's 'free-bid' is on the 3-level, extras are needed": 18
        # support points bid 3S over their jump raise
        ("AQ74.5.KQ5.KJ862", ["1C", "1H", "X", "3H"], "3S"),
        ("Q5.KJ74.AQ85.Q62", ["1D", "1S", "X", "2S"], "3H"),
    ],
)
def test_the_fit_the_negative_double_found(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        ("KJ74.853.AQ5.Q62", ["1C", "1H", "X", "3H"]),  # a minimum: no free 3S
        ("KJ74.853.AQ5.Q62", ["1D", "1S", "X", "2S"]),  # three hearts: no fit to bid
        ("KJ74.853.AQ5.Q62", ["1D", "1H", "X", "Pass"]),  # RHO passed: I must bid anyway
    ],
)
def test_no_free_bid_without_the_fit_or_the_extras(hand: str, calls: list[str]) -> None:
    table = Table(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand))
    assert competing_after_negative_double(table) is None
