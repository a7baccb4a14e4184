"""The advancer's raise by the law of total tricks over their bid, vulnerability
permitting (library/principles_overcall_advances.advancing_by_the_law; issue 34).

The teachers: "The 2S overcall by East promises a 5-card spade suit. The Law of Total
Trump dictates that East should subsequently bid 4S ... Do not be hesitant (even
vulnerable) to compete up to the level of your total number of trump ... Ten Trump =
Ten Tricks = Four Level" (Vic Johnson, Weekly Hand Analysis); "YOU SHOULD USUALLY
COMPETE TO THE LEVEL EQUAL TO THE COMBINED NUMBER OF TRUMPS HELD BY YOUR SIDE ... You do
have to be a bit more careful vulnerable against not vulnerable" (Roger Morton, "The
Law of Total Tricks"); "If you are vulnerable, shade your decision with some caution"
(Seminar 5 handout); "Use LOTT only when you don't have game or slam interest" (Larry
Cohen). At equal colours the system's own textbook ("four trumps to three", five
included: tests/textbook/partnership.py) keeps the three level, so the four level is
the law's where the vulnerability permits most: not vulnerable against vulnerable. The
hands are written for the tests.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_overcall_advances import law_raise_level
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _call(calls: str, hand: str, vulnerability: str) -> str:
    """West (dealer North) advances East's overcall."""
    place = place_from_calls(Seat.N, calls.split())
    return recommend(sayc_book(), place, parse_hand(hand), vulnerability).call


FIVE_TRUMPS = "Q9652.843.J76.Q4"  # five of partner's spades, 5-3-3-2, 5 HCP


@pytest.mark.parametrize(
    ("calls", "vulnerability", "call"),
    [
        # not vulnerable against vulnerable: "Ten Trump = Ten Tricks = Four Level", no
        # singleton needed
        ("1D 1S 2D", "NS", "4S"),
        # "a bit more careful vulnerable against not vulnerable": the three level
        ("1D 1S 2D", "EW", "3S"),
        # equal colours: the textbook's three level ("shade your decision with caution")
        ("1D 1S 2D", "None", "3S"),
        ("1D 1S 2D", "All", "3S"),
        # their new suit over the overcall is their bid too
        ("1D 1S 2H", "NS", "4S"),
        # their jump raise took the room below it: still the four level
        ("1D 1S 3D", "NS", "4S"),
    ],
)
def test_ten_trumps_compete_to_the_four_level(calls: str, vulnerability: str, call: str) -> None:
    assert _call(calls, FIVE_TRUMPS, vulnerability) == call


def test_the_heart_overcall_too() -> None:
    """1C-(1H)-1S: five hearts, 4 HCP, at favourable colours."""
    assert _call("1C 1H 1S", "864.Q7532.K6.J42", "NS") == "4H"


def test_game_interest_is_not_the_laws() -> None:
    """Cohen: "Use LOTT only when you don't have game or slam interest": five trumps and 13
    HCP cuebid their suit, a limit raise or better, instead of the law's jump."""
    assert _call("1D 1S 2D", "K9652.843.AJ6.K4", "NS") == "3D"


def test_four_trumps_stay_at_the_three_level() -> None:
    """Nine trumps: the three level, whatever the colours."""
    assert _call("1D 1S 2D", "Q965.843.J762.Q4", "NS") == "3S"


# An independent reading of the teachers' words: the trumps less six, the four level
# the highest the law bids in a major and the three in a minor (Cohen: "Use the LAW
# mostly on the 2-3-4 levels"), the four level only at favourable colours.
def _teachers_level(trumps: int, major: bool, we: bool, they: bool) -> int:
    by_law = {8: 2, 9: 3}.get(trumps, 4 if trumps >= 10 else trumps - 6)
    if not major and by_law > 3:
        by_law = 3
    favourable = they and not we
    return 3 if (by_law == 4 and not favourable) else by_law


@given(st.integers(7, 13), st.booleans(), st.booleans(), st.booleans())
def test_the_level_is_the_laws(trumps: int, major: bool, we: bool, they: bool) -> None:
    assert law_raise_level(trumps, major, we, they) == _teachers_level(trumps, major, we, they)


@given(st.integers(8, 13), st.booleans(), st.booleans())
def test_vulnerability_only_lowers_the_level(trumps: int, major: bool, they: bool) -> None:
    """Being vulnerable never raises the level, and never by more than one."""
    safe = law_raise_level(trumps, major, False, they)
    careful = law_raise_level(trumps, major, True, they)
    assert safe - 1 <= careful <= safe
