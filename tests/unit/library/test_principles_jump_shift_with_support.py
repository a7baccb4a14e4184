"""Opener's game force with three-card support for partner's major (issue 33;
library/principles_jump_shift_with_support.py).

The teaching (Kitty and Steve Cooper, ACBL District 17, "Opener's Jump Rebid Strength",
October 2010), on x AQJ AQJxxx KQ10 after 1D-1H: "with 19 HCP and a singleton opener was
way too strong to make a nonforcing bid of 3D. She had an easy jump shift to 3C", and
"you should never jump rebid your suit, especially a minor, with really good three card
support for responder's major"; forcing to game "you need at least a stunning 18". The
system's written rules (sayc.md) write the jump rebid as "16-18 HCP, 6+ hearts,
invitational" and the jump shift with four cards in its suit; nothing for the hand in
between. The development case (sayc_spent_third.txt, the Tribune's quiz of 2013-05-20,
Q3: "jump shift") is QJ3 AKQT763 A87 -, 1H-1S: 3D.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.principles_jump_shift_with_support import (
    jump_shift_with_support,
    support_before_jump_rebid,
)
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook, RuleRecord, compose
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # the Tribune's "jump shift": three spades, seven hearts, 16 HCP and 19 with the
        # length; the written 3H (16-18 HCP, invitational) gives way
        ("1H Pass 1S Pass", "QJ3.AKQT763.A87.-", "3D"),
        # the Coopers' own hand, x AQJ AQJxxx KQ10: "an easy jump shift to 3C"
        ("1D Pass 1H Pass", "5.AQJ.AQJ743.KQT", "3C"),
        # 17 points with the length: the written invitational jump rebid stands
        ("1H Pass 1S Pass", "QJ3.AKQT76.A87.2", "3H"),
    ],
)
def test_the_game_force_with_support_jump_shifts(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        # four spades: the written raises are the system's business
        ("1H Pass 1S Pass", "QJ32.AKQT76.A87.-"),
        # a one-level minor response is no major to support
        ("1C Pass 1D Pass", "2.AQ7.KJ3.AKQJ72"),
        # a 1NT response names no suit
        ("1H Pass 1NT Pass", "QJ3.AKQT763.A87.-"),
    ],
)
def test_the_principle_is_silent_without_three_card_support(auction: str, hand: str) -> None:
    place = place_from_calls(Seat("N"), auction.split())
    assert jump_shift_with_support(Table(sayc_book(), place, parse_hand(hand))) is None


def test_the_user_s_own_jump_rebid_is_never_set_aside() -> None:
    place = place_from_calls(Seat("N"), ["1H", "Pass", "1S", "Pass"])
    hand = parse_hand("QJ3.AKQT763.A87.-")
    jump = sayc_written("1h-(p)-1s-(p)", "3h")
    assert support_before_jump_rebid(sayc_book(), place, hand, jump) is not None
    own = replace(jump, module_type=USER_CUSTOM)
    assert support_before_jump_rebid(sayc_book(), place, hand, own) is None


def test_the_user_s_own_jump_shift_is_never_contradicted() -> None:
    """Issue 33: "no answer contradicts the user's own system where it has a rule". The
    user's own 3D after 1H-1S asks 19+ HCP and five diamonds; the Tribune's hand (16 HCP,
    three diamonds) does not bid it, whatever the principle counts, and the written jump
    rebid stands."""
    own = RuleRecord.of(
        "1h-(p)-1s-(p)-3d", "19+ HCP, 5+ diamonds, game forcing", USER_CUSTOM, "ours"
    )
    book = RuleBook([*compose(load_library(), "sayc", DEFAULT_CONVENTIONS["sayc"]), own])
    place = place_from_calls(Seat("N"), ["1H", "Pass", "1S", "Pass"])
    answer = recommend(book, place, parse_hand("QJ3.AKQT763.A87.-"))
    assert (answer.call, answer.basis) == ("3H", "system"), answer.reason


_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _expected(suits: list[str]) -> str | None:
    """The teaching counted here, independently of the library: after 1H-1S, exactly
    three spades, six or more hearts, HCP plus a point for each card over four in a suit
    19 or more with at most 21 HCP, and a minor of three or more: the jump shift in the
    longer minor (diamonds when equal)."""
    spades, hearts, diamonds, clubs = suits
    high = sum(_POINTS.get(rank, 0) for suit in suits for rank in suit)
    total = high + sum(max(0, len(suit) - 4) for suit in suits)
    if len(spades) != 3 or len(hearts) < 6 or total < 19 or high > 21:
        return None
    if max(len(diamonds), len(clubs)) < 3:
        return None
    return "3D" if len(diamonds) >= len(clubs) else "3C"


def _suit(top: list[str], small: list[str], length: int, honours: int) -> str:
    honours = min(honours, length, 4)
    return "".join([*top[:honours], *small[: length - honours]])


@settings(max_examples=200, deadline=None)
@given(
    spades=st.integers(2, 4),
    hearts=st.integers(5, 7),
    diamonds=st.integers(0, 5),
    honours=st.tuples(*(st.integers(0, 4) for _ in range(4))),
    tops=st.tuples(*(st.permutations(list("AKQJ")) for _ in range(4))),
    smalls=st.tuples(*(st.permutations(list("T98765432")) for _ in range(4))),
)
def test_the_jump_shift_with_support_against_an_independent_count(
    spades: int,
    hearts: int,
    diamonds: int,
    honours: tuple[int, int, int, int],
    tops: tuple[list[str], ...],
    smalls: tuple[list[str], ...],
) -> None:
    """1H-1S: the principle's call, and whether the written jump rebid gives way, agree
    with the independent count on hands of every strength."""
    clubs = 13 - spades - hearts - diamonds
    if clubs < 0:
        return
    lengths = (spades, hearts, diamonds, clubs)
    suits = [_suit(tops[i], smalls[i], lengths[i], honours[i]) for i in range(4)]
    hand = parse_hand(".".join(suit or "-" for suit in suits))
    place = place_from_calls(Seat("N"), ["1H", "Pass", "1S", "Pass"])
    advice = jump_shift_with_support(Table(sayc_book(), place, hand))
    expected = _expected(suits)
    assert (advice.call if advice else None) == expected
    jump = sayc_written("1h-(p)-1s-(p)", "3h")
    assert (support_before_jump_rebid(sayc_book(), place, hand, jump) is not None) == (
        expected is not None
    )
