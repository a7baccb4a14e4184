"""Advancing partner's takeout double: the cuebid before game, the advance after their
redouble (library/principles_advancing.py; issue 33).

Sources quoted by each table: the Carnegie Mellon "Bridge Bidding" notes ("Cue bid of
the opponents' suit: 12+ points ... 'tell me more about your hand'"), Joan Butts ("cue
bid opener's suit if you're not sure of the best spot"), Brent Manley ("12 points and
more than one place to play, cuebid opener's suit ... most notrump responses deny
interest in either major suit"), bridgebum.com's
takeout double page ("If the takeout double is redoubled, all bids are natural but jump
suit bids become preemptive, showing at least 5 cards and 0-8 points"), Mike Lawrence's
ACBL column ("if you double and raise your partner, you need additional strength").
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_advancing import (
    cuebid_before_game,
    doubler_raise_needs_extras,
    redoubled_level,
)
from library.recommend import candidates_for, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system

SAYC = _system("sayc")


def _call(calls: str, hand: str) -> str:
    return recommend(SAYC, place_from_calls(Seat.N, calls.split()), parse_hand(hand)).call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "12+ points ... cue bid ... 'tell me more'": a five-card major, game values
        ("1H X Pass", "AQJ85.K62.A4.Q73", "2H"),
        ("1S X Pass", "K4.AQJ74.KJ5.962", "2S"),
        # "12 points and more than one place to play, cuebid": balanced with their
        # suit held and four spades, the cuebid before 3NT
        ("1H X Pass", "KQ84.AJ2.KQ5.962", "2H"),
        # "most notrump responses deny interest in either major suit": no four-card
        # spade suit, 3NT
        ("1H X Pass", "A6.KQ8.KJ974.Q52", "3NT"),
        ("1H X Pass", "K4.AJ82.KQ53.Q62", "3NT"),
        # below game values the written jump stands (9-11: jump)
        ("1H X Pass", "KJ85.862.A94.Q73", "2S"),
    ],
)
def test_game_values_cuebid_first(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "all bids are natural": a four-card major at the cheapest level
        ("1H X XX", "Q852.743.J63.852", "1S"),
        ("1D X XX", "T63.QJ84.952.J73", "1H"),
        # five cards: eight trumps with the doubler's three, the two level
        ("1H X XX", "J4.853.KT862.963", "2D"),
        # "jump suit bids become preemptive, showing at least 5 cards and 0-8 points"
        ("1H X XX", "QT873.64.J52.843", "2S"),
        # six cards: nine trumps, the three level
        ("1H X XX", "KJ8643.52.T84.73", "3S"),
        # balanced, their suit held, no four-card suit to name: notrump
        ("1H X XX", "J72.KJ82.Q64.T87", "1NT"),
        # two four-card minors and no major: no preference, the doubler chooses
        ("1H X XX", "753.84.QT63.J852", "Pass"),
    ],
)
def test_advancing_after_their_redouble(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


def test_the_users_own_game_bid_is_never_set_aside() -> None:
    place = place_from_calls(Seat.N, ["1H", "X", "Pass"])
    hand = parse_hand("AQJ85.K62.A4.Q73")
    book = SAYC
    game = next(c.rule for c in candidates_for(book, place, hand)[1] if c.rule.call == "4s")
    assert cuebid_before_game(book, place, hand, game) is not None
    users = replace(game, module_type=USER_CUSTOM)
    assert cuebid_before_game(book, place, hand, users) is None


@given(st.integers(min_value=4, max_value=10), st.integers(min_value=1, max_value=3))
def test_the_redoubled_level_follows_the_trumps_held_together(cards: int, cheapest: int) -> None:
    together = cards + 3  # the takeout double promises three in each unbid suit
    by_law = {7: 1, 8: 2}.get(together, 3)  # the level of the trumps, never past three
    assert redoubled_level(cards, cheapest) == max(by_law, cheapest)


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "with interference ... a new suit shows 8-12 points" (the CMU notes); "any
        # free bid shows 6+ points and at least a 4-card suit" (bridgebum.com)
        ("1H X 2H", "KJ62.Q93.A84.T73", "2S"),
        ("1D X 1S", "Q73.952.86.AJ852", "2C"),
        ("1H X 3H", "KT83.J54.A72.Q93", "3S"),
        # too little to bid freely: the double was taken out, pass
        ("1H X 2H", "J862.943.Q84.T73", "Pass"),
        # four of their trumps: their fit is smaller, defend (total tricks)
        ("1H X 3H", "KT83.J542.A72.Q9", "Pass"),
    ],
)
def test_a_free_bid_after_their_bid(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "you can also pass with your normal-strength doubles": 14 HCP and a singleton
        # in their suit is a normal double, not extra strength
        ("1S X Pass 2H Pass", "7.KQ85.AJ84.KJ73", "Pass"),
        ("1S X Pass 2H Pass", "72.KQ85.AJ8.KQ73", "Pass"),
        # extra values beyond the double: 16 HCP, the raise
        ("1S X Pass 2H Pass", "72.KQ85.AJ8.AQ73", "3H"),
        # a doubleton outside their suit is an extra: 15 HCP, shortness in diamonds
        ("1H X Pass 1S Pass", "AJ85.73.K4.AQJ75", "2S"),
    ],
)
def test_the_doublers_raise_needs_extra_values(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


def test_the_users_own_raise_is_never_set_aside() -> None:
    place = place_from_calls(Seat.N, ["1S", "X", "Pass", "2H", "Pass"])
    hand = parse_hand("7.KQ85.AJ84.KJ73")
    raised = next(c.rule for c in candidates_for(SAYC, place, hand)[1] if c.rule.call == "3h")
    assert doubler_raise_needs_extras(SAYC, place, hand, raised) is not None
    users = replace(raised, module_type=USER_CUSTOM)
    assert doubler_raise_needs_extras(SAYC, place, hand, users) is None


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "if the takeout-doubler has more than 17-18, he doubles and then plans to bid
        # again" (Cohen); a second double of the suit is still for takeout
        ("1H X 2H Pass Pass", "AK4.82.AQJ5.KQ86", "X"),
        ("2S X 3S Pass Pass", "94.AK6.AQJ5.KQ86", "X"),
        # a normal double has said it all: pass
        ("1H X 2H Pass Pass", "QJ4.82.AQJ5.K986", "Pass"),
        # with a five-card suit the strong doubler bids it instead
        ("1H X 2H Pass Pass", "AKJ84.82.AQJ.KQ6", "2S"),
    ],
)
def test_the_strong_doubler_doubles_again(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "unless there is an intervening bid from your opponents, your partner MUST
        # reply (to 'take you out' of the double), even with 0 points" (Bid and Made,
        # "Double for takeout"): a four-card major first ...
        ("1H X 2H Pass Pass X Pass", "9732.J54.T752.85", "2S"),
        ("2S X 3S Pass Pass X Pass", "J62.T32.J7542.85", "4D"),
        # ... else the longest suit they have not named
        ("1H X 2H Pass Pass X Pass", "9.J54.T752.KQT85", "3C"),
        # four of their trumps with two top honours: a penalty pass
        ("1H X 2H Pass Pass X Pass", "97.QJ54.T752.Q85", "Pass"),
    ],
)
def test_the_second_double_is_answered(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


def test_a_jump_advance_is_not_a_minimum_one() -> None:
    """Lawrence's rule is for the advancer's cheapest bid, which may hold nothing; the
    raise of a 9-11 jump is left to the written rules."""
    place = place_from_calls(Seat.N, ["1H", "X", "Pass", "2S", "Pass"])
    hand = parse_hand("AJ85.7.KQ84.Q962")  # 12 HCP, 15 support points: the 14+ accept
    rules = [c.rule for c in candidates_for(SAYC, place, hand)[1]]
    assert "4s" in [r.call for r in rules]
    for rule in rules:
        assert doubler_raise_needs_extras(SAYC, place, hand, rule) is None
