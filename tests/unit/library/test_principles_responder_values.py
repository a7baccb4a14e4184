"""Responder's second call valued as the teachers value it (issue 33, fourteenth session;
library/principles_fourth_suit_values.py, library/principles_misfit.py), each principle
on hands written for the teaching text it follows (none is a corpus case).

- Opening values after opener's new suit bid the fourth suit: the ACBL's "Bidding in the
  21st Century", Lesson 6, "With 12 or more total points, responder makes sure the
  partnership gets to game ... either by bidding game directly or by showing a new
  suit"; Marty Bergen's 1D-1H-1S quiz, eleven HCP and six hearts: "fourth suit
  forcing". The system's game zone is 13 total points (its invitations are 10-12).
- Systems on after 2C-2D-2NT (Ned Downey's SAYC notes, "Strong 2C": "After a 2NT
  rebid all systems are 'on.' 2C is Stayman, 2D and 2H are transfers", one level up),
  written in stayman_1nt.md and jacoby_transfers_1nt.md.
- A misfit passes opener's minimum rebid of his suit: Eddie Kantar, "Bidding Quizzes",
  after 1H-1S-2H: "11 HCP would do for 2NT, but the singleton heart costs a point or
  two"; "do not look for trouble with a likely misfit"; with six good spades and 11
  HCP, "invitational".
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_fourth_suit_values import invitation_gives_way
from library.principles_misfit import misfit_passes_minimum_rebid
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # Bergen's kind of hand: 11 HCP and six hearts, 13 total points, after 1D-1H-1S
        ("1D Pass 1H Pass 1S Pass", "K54.AQT873.Q82.5", "2C"),
        # one HCP less, 12 total points: the written invitation, 10-12 HCP
        ("1D Pass 1H Pass 1S Pass", "J54.AQT873.K82.5", "3H"),
        # 11 HCP and six spades after 1D-1S-2C, no shortness in opener's suits: 13
        ("1D Pass 1S Pass 2C Pass", "AKJ873.Q8.52.J53", "2H"),
        # the same with a void in his diamonds and no club fit: 13 less two, invite
        ("1D Pass 1S Pass 2C Pass", "AKJ873.Q852..J53", "3S"),
        # six clubs with his four make a fit: 10 HCP, 14 support points, game
        ("1D Pass 1S Pass 2C Pass", "A973.8.Q4.KJ9653", "2H"),
        # opener's 2D rebid limited his hand: the 13 total points still invite
        ("1D Pass 1H Pass 2D Pass", "K54.AQT873.Q82.5", "3H"),
    ],
)
def test_opening_values_after_opener_s_new_suit_bid_the_fourth_suit(
    auction: str, hand: str, expected: str
) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_the_user_s_own_invitation_is_never_set_aside() -> None:
    place = place_from_calls(Seat("N"), ["1D", "Pass", "1H", "Pass", "1S", "Pass"])
    hand = parse_hand("K54.AQT873.Q82.5")
    three_hearts = sayc_written("1d-(p)-1h-(p)-1s-(p)", "3h")
    assert invitation_gives_way(sayc_book(), place, hand, three_hearts)
    mine = replace(three_hearts, module_type=USER_CUSTOM)
    assert invitation_gives_way(sayc_book(), place, hand, mine) is None


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 11 HCP and a singleton heart: "costs a point or two", 10: pass
        ("AQ95.7.K984.Q732", "Pass"),
        # the same values with two hearts, no misfit: the written invitation, 3H
        ("AQ95.73.K98.Q732", "3H"),
        # six spades, a void in hearts, 7 HCP: "do not look for trouble"
        ("KJ9654..Q873.J52", "Pass"),
        # six spades and two hearts, 7 HCP: rebid the spades
        ("KJ9654.52.Q87.J5", "2S"),
        # six good spades, 11 HCP and a singleton: 13 less one, still "invitational"
        ("AQJ974.5.A82.953", "3S"),
        # six spades with two top honours are a source of tricks: a minimum rebids them
        ("KQ9654..J873.952", "2S"),
    ],
)
def test_a_misfit_passes_opener_s_minimum_rebid(hand: str, expected: str) -> None:
    answer = sayc_advice("1H Pass 1S Pass 2H Pass", hand)
    assert answer.call == expected, answer.reason


def test_the_misfit_is_read_only_after_his_rebid_of_his_own_suit() -> None:
    # after opener's new suit the singleton heart is no reason to stop: 11 HCP and four
    # diamonds with his raise the diamonds (10-12 support points, written)
    answer = sayc_advice("1H Pass 1S Pass 2D Pass", "AQ95.7.K984.Q732")
    assert answer.call != "Pass", answer.reason


def test_the_user_s_own_rebid_is_never_set_aside_for_a_misfit() -> None:
    place = place_from_calls(Seat("N"), ["1H", "Pass", "1S", "Pass", "2H", "Pass"])
    hand = parse_hand("KJ9654..Q873.J52")
    two_spades = sayc_written("1h-(p)-1s-(p)-2h-(p)", "2s")
    assert misfit_passes_minimum_rebid(sayc_book(), place, hand, two_spades)
    mine = replace(two_spades, module_type=USER_CUSTOM)
    assert misfit_passes_minimum_rebid(sayc_book(), place, hand, mine) is None


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # four hearts and 5 HCP opposite 22-24: Stayman, as over a 2NT opening
        ("J62.KJ84.9863.Q5", "3C"),
        # five spades and 4 HCP: the transfer, then game or 3NT
        ("KJ863.742.963.Q5", "3H"),
        # five hearts: the transfer to hearts
        ("742.QJ863.963.K5", "3D"),
        # no major and 5 HCP: 3NT, as written
        ("Q62.J84.98632.K5", "3NT"),
    ],
)
def test_systems_are_on_after_the_strong_two_clubs_2nt(hand: str, expected: str) -> None:
    answer = sayc_advice("2C Pass 2D Pass 2NT Pass", hand)
    assert answer.call == expected, answer.reason


def test_the_transfer_is_completed_and_passed_with_nothing() -> None:
    assert sayc_advice("2C Pass 2D Pass 2NT Pass 3D Pass", "AK5.A2.AKQ4.KJ73").call == "3H"
    assert (
        sayc_advice("2C Pass 2D Pass 2NT Pass 3D Pass 3H Pass", "742.T8632.963.J5").call == "Pass"
    )


_RANKS = "AKQJT98765432"
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _points(holding: str) -> int:
    """An independent count: HCP and a point a card past four."""
    return sum(_HCP.get(card, 0) for card in holding) + max(0, len(holding) - 4)


@st.composite
def _hands(draw: st.DrawFn, spades: tuple[int, int], hearts: tuple[int, int]) -> str:
    s = draw(st.integers(*spades))
    h = draw(st.integers(*hearts))
    d = draw(st.integers(max(0, 13 - s - h - 6), min(6, 13 - s - h)))
    lengths = (s, h, d, 13 - s - h - d)
    suits = [
        draw(st.lists(st.integers(0, 12), min_size=n, max_size=n, unique=True)) for n in lengths
    ]
    return ".".join("".join(_RANKS[i] for i in sorted(suit)) for suit in suits)


@settings(max_examples=80, deadline=None)
@given(_hands(spades=(4, 7), hearts=(0, 1)))
def test_a_misfit_of_ten_points_or_less_always_passes(hand: str) -> None:
    spades, hearts, diamonds, clubs = hand.split(".")
    misfit = {0: 2, 1: 1}[len(hearts)]
    value = sum(_points(suit) for suit in (spades, hearts, diamonds, clubs)) - misfit
    good_six = len(spades) >= 6 and sum(rank in spades for rank in "AKQ") >= 2
    answer = sayc_advice("1H Pass 1S Pass 2H Pass", hand)
    if value <= 10 and not good_six:
        assert answer.call == "Pass", answer.reason


@settings(max_examples=80, deadline=None)
@given(_hands(spades=(0, 3), hearts=(4, 7)))
def test_the_fourth_suit_below_its_written_hcp_needs_thirteen_points(hand: str) -> None:
    spades, hearts, diamonds, clubs = hand.split(".")
    hcp = sum(_HCP.get(card, 0) for card in hand)
    answer = sayc_advice("1D Pass 1H Pass 1S Pass", hand)
    if answer.call == "2C" and hcp < 12:
        # no fit of eight with his four spades; his diamonds promise four here only
        # when the hand holds four as well (then support points may count more)
        total = sum(_points(suit) for suit in (spades, hearts, diamonds, clubs))
        misfit = sum({0: 2, 1: 1}.get(len(suit), 0) for suit in (spades, diamonds))
        assert total - misfit >= 13 or len(diamonds) >= 4, answer.reason
