"""Opener's uncontested rebids (issue 33, thirteenth session;
library/principles_uncontested_rebids.py), each principle on hands written for the
teaching text it follows (none is a corpus case).

- A minimum stays low after a two-over-one that does not force to game (SAYC notes,
  "Responses and Later Bidding after a 1H or 1S Opening": "Without extra strength these
  pairs rebid the suit opened which does not therefore promise extra length"; Bridge
  Base Forums, on SAYC: "it would be normal to rebid 2S with a balanced minimum, or a
  minimum with spades and clubs"; the Gwent academy's ceiling: "unless you are
  supporting partner's suit, if your hand is in the minimum range ... your rebid must
  be NO HIGHER THAN YOUR CEILING").
- Responder limits his hand after opener's new suit following a two-over-one (the
  booklet, as quoted on Bridge Base Forums: "Responder can limit his hand by bidding
  2S, 2NT, 3C, or 3D"; "a subsequent jump raise of openers first suit to the THREE
  LEVEL is game forcing"), written in sayc.md for 1H-2C-2D, 1S-2C-2D and 1S-2C-2H.
- A balanced 18-19 jumps to 2NT before a new suit of its own (the lesson "One and a
  half notrump", bbi5m 2017: "Bid two notrump, showing a balanced hand with 18-19 HCP.
  Don't bid spades ... you have concealed a four-card major").
- The super-accept needs a maximum of 17 points (the OKbridge SAYC notes: "he can jump
  to the three level with 17 points and four-card support"), written in
  library/conventions/jacoby_transfers_1nt.md.
- The notrump opener answers 1NT-2NT with a decent five-card suit counted (Maritha
  Pottenger, after Eddie Kantar: "adding a point for your (decent) 5-card suit"; Warren
  Watson: "any hand with a five-card suit is probably a good 16 points").
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.principles_uncontested_rebids import (
    minimum_stays_low_after_two_over_one,
    notrump_jump_before_new_suit,
)
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from library.recommend_corpus import books_for
from tests.unit.library.support import sayc_written


@cache
def _book(system: str = "sayc") -> RuleBook:
    return books_for(load_library(), [system])[system]


def _advice(auction: str, hand: str, system: str = "sayc") -> Recommendation:
    place = place_from_calls(Seat("N"), auction.split())
    return recommend(_book(system), place, parse_hand(hand))


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # "a minimum with spades and clubs" rebids 2S: 13 HCP, 5-4, not 3C
        ("1S Pass 2H Pass", "AKJ75.84.Q4.K952", "2S"),
        # the ceiling's exception, "unless you are supporting partner's suit": a
        # 13-count with four clubs raises at once
        ("1S Pass 2C Pass", "AKJ75.84.Q4.K952", "3C"),
        # the same after 1H-2C with four diamonds and 13 HCP: 2D is cheaper than 2H and
        # stays below the ceiling, so the second suit is still shown
        ("1H Pass 2C Pass", "84.AKJ75.KQ52.95", "2D"),
        # the ceiling is the minimum's: 16 HCP may go to the three level
        ("1S Pass 2H Pass", "AKJ75.4.K4.AQ952", "3C"),
        # three hearts raise at once
        ("1S Pass 2H Pass", "KQJ75.K84.84.K95", "3H"),
        # a second suit of five is shown: six-five "comes alive"
        ("1S Pass 2H Pass", "KQJ985.5.AQT95.2", "3D"),
    ],
)
def test_a_minimum_stays_low_after_a_two_over_one(auction: str, hand: str, expected: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_a_game_forcing_two_over_one_shows_the_shape_at_any_level() -> None:
    # in the 2/1 system the response forces to game: space costs nothing, and Larry
    # Cohen's "If opener has a second suit (of 4 or more cards), he bids it" stands
    answer = _advice("1S Pass 2H Pass", "KQJ75.4.84.AK952", "2_1_game_force")
    assert answer.call == "3C", answer.reason


def test_the_user_s_own_three_level_rebid_is_never_set_aside() -> None:
    place = place_from_calls(Seat("N"), ["1S", "Pass", "2H", "Pass"])
    hand = parse_hand("AKJ75.84.Q4.K952")
    three_clubs = sayc_written("1s-(p)-2h-(p)", "3c")
    assert minimum_stays_low_after_two_over_one(_book(), place, hand, three_clubs)
    mine = replace(three_clubs, module_type=USER_CUSTOM)
    assert minimum_stays_low_after_two_over_one(_book(), place, hand, mine) is None


_RANKS = "AKQJT98765432"
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _holding(picks: list[int]) -> str:
    return "".join(_RANKS[i] for i in sorted(picks))


@st.composite
def _five_four_minimums(draw: st.DrawFn) -> str:
    """Five spades, at most two hearts, both minors four cards or fewer: a 1S opener
    with no second five-card suit and no three-card heart raise."""
    hearts = draw(st.integers(0, 2))
    diamonds = draw(st.sampled_from([d for d in range(2, 5) if 2 <= 8 - hearts - d <= 4]))
    clubs = 8 - hearts - diamonds
    suits = [
        draw(st.lists(st.integers(0, 12), min_size=n, max_size=n, unique=True))
        for n in (5, hearts, diamonds, clubs)
    ]
    return ".".join(_holding(s) for s in suits)


@settings(max_examples=60, deadline=None)
@given(_five_four_minimums())
def test_no_minimum_goes_to_the_three_level_below_its_major(hand: str) -> None:
    points = sum(_HCP.get(card, 0) for card in hand)
    answer = _advice("1S Pass 2H Pass", hand)
    if 12 <= points <= 14:
        # the reading in the test: a 12-14 minimum with five spades rebids them
        assert answer.call not in ("3C", "3D"), answer.reason


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 15 HCP and AQJ95: "adding a point for your (decent) 5-card suit" makes 16
        ("K32.J4.A72.AQJ95", "3NT"),
        # the same points with a five-card suit headed by one honour: not decent
        ("K3.AJ4.A72.QJ953", "Pass"),
        # 15 HCP, no five-card suit: the bottom of the range declines
        ("K32.J42.A72.AQJ9", "Pass"),
        # 17 HCP accepts by the system's own written 3NT
        ("K32.K4.A72.AQJ95", "3NT"),
    ],
)
def test_the_notrump_opener_counts_a_decent_five_card_suit(hand: str, expected: str) -> None:
    answer = _advice("1NT Pass 2NT Pass", hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # the booklet after 1S-2C-2D: "Responder can limit his hand by bidding 2S, 2NT,
        # 3C, or 3D": a minimum two-over-one with three spades gives preference
        ("1S Pass 2C Pass 2D Pass", "763.A73.92.AQ753", "2S"),
        # "a subsequent jump raise of opener's first suit to the THREE LEVEL is game
        # forcing": 14 HCP and three spades
        ("1S Pass 2C Pass 2H Pass", "Q63.A73.92.AKQ75", "3S"),
        # the same limits after 1H-2C-2D: four diamonds and 10 HCP raise to three
        ("1H Pass 2C Pass 2D Pass", "Q6.73.KJ92.A9753", "3D"),
    ],
)
def test_responder_limits_his_hand_after_opener_s_new_suit(
    auction: str, hand: str, expected: str
) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # "Bid two notrump, showing a balanced hand with 18-19 HCP. Don't bid spades":
        # four spades and 18 HCP after 1D-1H
        ("1D Pass 1H Pass", "AQ52.K3.AJ74.KJ3", "2NT"),
        # "you have concealed a four-card major": 19 HCP, four hearts, after 1C-1D,
        # not a jump shift into a four-card suit
        ("1C Pass 1D Pass", "AQ4.KJ87.AJ3.KJ5", "2NT"),
        # a minimum with the same shape shows its spades at the one level
        ("1D Pass 1H Pass", "AQ52.K3.QJ74.J93", "1S"),
    ],
)
def test_a_balanced_18_19_jumps_to_2nt(auction: str, hand: str, expected: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_the_user_s_own_one_level_suit_is_never_set_aside() -> None:
    place = place_from_calls(Seat("N"), ["1D", "Pass", "1H", "Pass"])
    hand = parse_hand("AQ52.K3.AJ74.KJ3")
    one_spade = sayc_written("1d-(p)-1h-(p)", "1s")
    assert notrump_jump_before_new_suit(_book(), place, hand, one_spade)
    mine = replace(one_spade, module_type=USER_CUSTOM)
    assert notrump_jump_before_new_suit(_book(), place, hand, mine) is None


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # "he can jump to the three level with 17 points and four-card support"
        ("KQ52.A3.KJ4.KJ72", "3S"),
        # four spades and 16 points: complete the transfer
        ("KQ52.A3.QJ4.KJ72", "2S"),
        # 16 HCP and a five-card club suit are 17 points, length counted
        ("KQ52.A3.QJ.KJ762", "3S"),
    ],
)
def test_the_super_accept_needs_17_points(hand: str, expected: str) -> None:
    answer = _advice("1NT Pass 2H Pass", hand)
    assert answer.call == expected, answer.reason
