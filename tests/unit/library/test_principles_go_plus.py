"""Advancing partner's takeout double of their preempt: go plus (issue 33, 0.26.0;
library/principles_go_plus.py).

The Bridge Bulletin's It's Your Call panel (Retro Edition 158), KQ4 AJ2 AJT3 Q73 over
3S-X-P: "go plus against pre-empts, 3NT"; the TGIF bidding contest (February 2024), Q74 A6
84 KQT742 after 3H-P-P-X-P: "top award 3NT after partner's balancing double (Hamman's
rule)"; Hamman's rule as the ACBL's panel quotes it: "If you have a choice of reasonable
bids and one of them is 3NT, then bid it." Karen Walker ("The 12 Habits of Highly
Effective Bidders", 10, July 2013), 53 K8754 J853 Q4 after 4S-X-P: "there are stronger
arguments for passing the double. The most important is that you want a plus score, and
you shouldn't be expecting one if you declare ... Choose to pass a takeout double of 4S
if You have a semi-balanced hand with fewer than 13-14 points. The best hands for
advancing partner's double are those with slam values or extreme shape."
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_go_plus import notrump_over_three, pass_at_four
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str], dealer: Seat = Seat.N) -> str:
    return recommend(sayc_book(), place_from_calls(dealer, calls), parse_hand(hand), "None").call


def _table(hand: Hand, calls: list[str]) -> Table:
    return Table(sayc_book(), place_from_calls(Seat.N, calls), hand)


@pytest.mark.parametrize(
    ("hand", "calls", "dealer", "call"),
    [
        # the authors' own hands
        ("KQ4.AJ2.AJT3.Q73", ["3S", "X", "Pass"], Seat.W, "3NT"),
        ("Q74.A6.84.KQT742", ["3H", "Pass", "Pass", "X", "Pass"], Seat.E, "3NT"),
        ("53.K8754.J853.Q4", ["4S", "X", "Pass"], Seat.W, "Pass"),
    ],
)
def test_the_authors_hands(hand: str, calls: list[str], dealer: Seat, call: str) -> None:
    assert _ask(hand, calls, dealer) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # a four-card major comes before notrump: 4H over 3S doubled
        ("KQ4.AJ92.AJT.Q73", ["3S", "X", "Pass"], "3NT"),
        # no stopper in their suit: not 3NT
        ("74.AJ2.AJT3.KQ73", ["3S", "X", "Pass"], "3NT"),
        # extreme shape bids on over 4S doubled: a six-card suit
        ("5.KQ8754.J853.Q4", ["4S", "X", "Pass"], "Pass"),
    ],
)
def test_not_go_plus(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) != call


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _suits(hand: Hand) -> dict[str, list[str]]:
    suits: dict[str, list[str]] = {s: [] for s in "SHDC"}
    for card in hand.cards:
        suits[card.suit.value].append(card.rank)
    return suits


@settings(max_examples=80, deadline=None)
@given(_hands())
def test_pass_at_four_by_an_independent_count(hand: Hand) -> None:
    """4S X Pass: every advance is at the five level; pass when no suit is longer than
    five, none shorter than two, and HCP plus a point a card beyond four is under 13."""
    suits = _suits(hand)
    lengths = sorted(len(v) for v in suits.values())
    points = sum(_HCP.get(r, 0) for v in suits.values() for r in v)
    points += sum(max(0, len(v) - 4) for v in suits.values())
    advice = pass_at_four(_table(hand, ["4S", "X", "Pass"]))
    wanted = lengths[-1] <= 5 and lengths[0] >= 2 and points < 13
    assert (advice is not None and advice.call == "Pass") == wanted


def _stopped(ranks: list[str]) -> bool:
    n = len(ranks)
    return (
        "A" in ranks
        or ("K" in ranks and n >= 2)
        or ("Q" in ranks and n >= 3)
        or ("J" in ranks and n >= 4)
    )


@settings(max_examples=80, deadline=None)
@given(_hands())
def test_notrump_over_three_by_an_independent_count(hand: Hand) -> None:
    """3S X Pass: 3NT with a spade stopper (A, Kx, Qxx, Jxxx), 10-17 HCP, fewer than four
    hearts."""
    suits = _suits(hand)
    hcp = sum(_HCP.get(r, 0) for v in suits.values() for r in v)
    advice = notrump_over_three(_table(hand, ["3S", "X", "Pass"]))
    wanted = _stopped(suits["S"]) and 10 <= hcp <= 17 and len(suits["H"]) < 4
    assert (advice is not None and advice.call == "3NT") == wanted


def test_not_the_auction() -> None:
    # a one-level opening doubled is the ordinary advance; partner's overcall is no double
    hand = parse_hand("KQ4.AJ2.AJT3.Q73")
    assert notrump_over_three(_table(hand, ["1S", "X", "Pass"])) is None
    assert notrump_over_three(_table(hand, ["3S", "4C", "Pass"])) is None
    assert pass_at_four(_table(hand, ["3S", "X", "Pass"])) is None
