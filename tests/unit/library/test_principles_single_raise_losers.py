"""Opener after partner's single raise of his major counts losers (issue 33,
library/principles_single_raise_losers.py).

Ron Klinger, "The Modern Losing Trick Count": the single raise shows about nine losers,
so opener adds his own to them and takes the difference from 24: seven losers make eight
tricks (pass), six make nine (invite), five make ten (game). The written 16-18 game try
gives way with seven losers; the hands below are written for the rule.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_single_raise_losers import losers_to_invite
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from tests.unit.library.test_principles import _system

_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]


@cache
def _sayc() -> RuleBook:
    return _system("sayc")


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(_sayc(), place_from_calls(Seat.N, calls), parse_hand(hand)).call


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("K32.AKJ72.Q72.Q2", "Pass"),  # 16 points, seven losers: eight tricks, pass
        ("A2.AKJ72.Q72.J72", "Pass"),
        ("A2.AKJ72.KQ2.872", "3C"),  # six losers: the help-suit try in clubs
    ],
)
def test_opener_after_the_single_raise(hand: str, call: str) -> None:
    assert _ask(hand, ["1H", "Pass", "2H", "Pass"]) == call


def _losers(suit: str) -> int:
    """The count written apart: the first three cards, less the ace, king and queen
    among them (a doubleton needs the ace and king, a singleton the ace)."""
    top = suit[:3]
    return len(top) - sum(1 for rank in "AKQ"[: len(top)] if rank in top)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_DECK), min_size=13, max_size=13, unique=True))
def test_the_invitation_check_counts_losers_as_written_apart(cards: list[tuple[int, str]]) -> None:
    suits = ["".join(r for s, r in sorted(cards, key=lambda c: _RANKS.index(c[1])) if s == n)
             for n in range(4)]  # fmt: skip
    losers = sum(_losers(s) for s in suits)
    check = losers_to_invite(parse_hand(".".join(suits)))
    assert check.holds == (losers <= 6)
    assert check.actual == str(losers)
