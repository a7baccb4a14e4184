"""The law of total tricks against their notrump (library/principles_notrump_law.py,
read by principles_placing's competing count; issue 34).

Larry Cohen, "To Bid or Not to Bid", chapter 7, "Notrump and the LAW": "Sacrifices
against three notrump are rare, and competing against an opposition two-notrump
contract is even more uncommon ... If one side can make nine tricks without a trump
suit, it follows that the other side can make only four ... The side playing in
notrump will still have the same number of tricks ... For each trump starting with
seven, they will have one additional trick. If they have seven trumps, and the
opponents have nine tricks at notrump, they will still have their original four
(notrump) tricks, plus an additional one (for the seventh trump), making five".
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.calls import Call
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_notrump_law import (
    competing_level,
    competing_level_over_notrump,
    notrump_tricks_for_us,
)
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _call(dealer: str, calls: str, hand: str, vulnerability: str = "None") -> str:
    place = place_from_calls(Seat.parse(dealer), calls.split())
    return recommend(sayc_book(), place, parse_hand(hand), vulnerability).call


def test_cohens_own_example() -> None:
    """Seven trumps against their nine notrump tricks: "making five"."""
    assert notrump_tricks_for_us(7, 3) == 5


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # their 1NT: eight trumps (six hearts and partner's assumed two) make eight
        # tricks, the two level, as the suit law says
        ("1C 1H 1NT Pass Pass", "K4.KJT862.Q32.43", "2H"),
        # their 2NT: nine trumps make only eight tricks, "even more uncommon": pass
        ("1C 1H 2NT Pass Pass", "K4.KJT8652.Q32.4", "Pass"),
        # ten trumps make nine: the three level
        ("1C 1H 2NT Pass Pass", "4.KQJT8652.Q32.4", "3H"),
        # their 3NT: ten trumps make eight tricks, "Sacrifices against three notrump
        # are rare" (the suit law's 4H was bid here until 0.23.0)
        ("1C 1H 3NT Pass Pass", "4.KQJT8652.Q32.4", "Pass"),
    ],
)
def test_competing_over_their_notrump(calls: str, hand: str, call: str) -> None:
    assert _call("N", calls, hand) == call


def test_no_sacrifice_over_their_game_in_notrump() -> None:
    """A development deal (olympiad-1996, both sides vulnerable): 1D-(1H)-2D-(X)-3NT,
    the overcaller with eight hearts bid 4H by the suit law and went three down
    doubled, -800 against their 3NT's 630; by Cohen's count his side takes eight
    tricks at most, so he passes."""
    assert _call("W", "1D 1H 2D X 3NT", "A.KJ876542.T3.65", "All") == "Pass"


def test_against_a_suit_the_law_stands() -> None:
    assert competing_level(9, Call.parse("2S")) == 3
    assert competing_level(10, None) == 4


@given(st.integers(0, 13), st.integers(1, 7))
def test_the_count_is_cohens(trumps: int, level: int) -> None:
    """Done again from the words: the notrumpers keep the tricks they bid for, we take
    the rest, and each trump of ours from the seventh adds one."""
    ours_at_notrump = 13 - (level + 6)
    extra = sum(1 for n in range(1, trumps + 1) if n >= 7)
    assert notrump_tricks_for_us(trumps, level) == ours_at_notrump + extra
    assert competing_level_over_notrump(trumps, level) == max(0, ours_at_notrump + extra - 6)
    assert competing_level(trumps, Call.parse(f"{level}NT")) == max(0, ours_at_notrump + extra - 6)


@given(st.integers(8, 13))
def test_over_one_notrump_it_is_the_suit_law(trumps: int) -> None:
    """Over their 1NT the count and the suit law agree (seven tricks for them)."""
    assert competing_level_over_notrump(trumps, 1) == trumps - 6
