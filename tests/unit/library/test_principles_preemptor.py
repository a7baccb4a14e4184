"""The preemptor does not bid again unasked (library/principles_preemptor.py, issue 34).

The teaching text each case follows:
  - Larry Cohen, "Preempt and Bid Again?": "I always teach that 'once you preempt you
    don't voluntarily bid again.'"
  - Mr. Bridge, "Don't Bid Again After Pre-Empting": "A player who pre-empts should not
    bid again unless his partner asks him to do so."
  - Seven No Trump, "Never rebid a preëmpt": "If you open or overcall with a weak two or
    three ... and your partner passes or raises your suit, your next bid should be a
    pass."
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.model import Constraints, IntRange
from library.principles_preemptor import OPENING_HAND, PREEMPT_LENGTH, preempts
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system

PREEMPTOR_SAYS = "The preemptor has told his story"


def _ask(dealer: Seat, calls: str, hand: str) -> Recommendation:
    # the SAYC system the robots bid with: the preempts are its written rules
    place = place_from_calls(dealer, calls.split())
    return recommend(_system("sayc"), place, parse_hand(hand), "None")


@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        # "once you preempt you don't voluntarily bid again": the weak two's six-card
        # suit is no reason to bid three over their overcall, partner passed it
        ("2D 2S Pass Pass", "73.K4.KQJ954.T43"),
        ("2D 3C Pass Pass", "73.K4.KQJ954.T43"),
        # "should not bid again unless his partner asks": their takeout double taken out
        ("2S Pass Pass X Pass 3D Pass Pass", "AQJ854.T3.72.964"),
        # "your partner passes or raises your suit, your next bid should be a pass":
        # partner raised and they bid game over it; partner judges the five level
        ("2S Pass 3S 4H", "AQJ854.T3.72.964"),
        # a three-level preempt, seven cards: the same story told
        ("3C X Pass 3H", "5.T3.72.AKQT9643"),
    ],
)
def test_the_preemptor_passes_when_they_compete(calls: str, hand: str) -> None:
    advice = _ask(Seat.N, calls, hand)
    assert (advice.call, advice.basis) == ("Pass", "principles")
    assert PREEMPTOR_SAYS in advice.reason


def test_a_weak_jump_overcall_is_a_preempt_too() -> None:
    # "If you open or overcall with a weak two or three": East's 2S over 1H, raised
    # by them to three and passed round
    advice = _ask(Seat.N, "1H 2S 3H Pass Pass", "AQJ854.T3.72.964")
    assert advice.call == "Pass" and PREEMPTOR_SAYS in advice.reason


@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        # a one-level opening has not told its story: the reopening rules decide
        ("1S 3C Pass Pass", "AQJ854.T3.72.964"),
        # partner's new suit asks: not the preemptor's pass
        ("2S Pass 3H Pass", "AQJ854.T3.72.964"),
        # nobody competed: partner's raise stands, the auction is ours
        ("2S Pass 3S Pass", "AQJ854.T3.72.964"),
    ],
)
def test_other_auctions_are_not_the_preemptors(calls: str, hand: str) -> None:
    advice = _ask(Seat.N, calls, hand)
    assert PREEMPTOR_SAYS not in advice.reason


@given(
    st.integers(0, 20),
    st.one_of(st.none(), st.integers(0, 25)),
    st.sampled_from(SUIT_ORDER),
    st.integers(0, 8),
    st.one_of(st.none(), st.integers(0, 13)),
    st.booleans(),
)
def test_a_preempt_is_weak_and_long_by_its_rule(
    low: int, high: int | None, suit: Suit, cards: int, most: int | None, total: bool
) -> None:
    # the reading written here: a preempt's range stops below an opening hand (12 HCP,
    # the booklet's one-level floor) and it promises six cards or more in its suit
    length = IntRange(cards, most)
    if total:
        constraints = Constraints(
            total_points_min=low, total_points_max=high, suit_length={suit.name_plural: length}
        )
    else:
        constraints = Constraints(hcp_min=low, hcp_max=high, suit_length={suit.name_plural: length})
    expected = high is not None and high < 12 and cards >= 6
    assert preempts(constraints, suit) is expected
    other = next(s for s in SUIT_ORDER if s is not suit)
    assert preempts(constraints, other) is False
    assert (OPENING_HAND, PREEMPT_LENGTH) == (12, 6)
