"""An overcall in the other major rather than a takeout double (issue 33;
library/principles_overcall_quality.py).

Each hand is written here for the teaching sentence it quotes and runs on the full SAYC
system, where the written takeout double also fits it.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_overcall_quality import (
    bidding_for_the_tricks,
    major_over_their_major,
    suit_quality_check,
    unusual_over_two_bids,
)
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Robson, "A suit overcall": "It's the strength of the suit that matters, not the
        # strength of the hand" - five good spades in the passout seat over their weak
        # two: the suit (Suit Quality 5 + K Q J = 8, the eight tricks of 2S), not the
        # double that would only ask partner for spades
        ("KQJ84.93.K72.Q53", ["2H", "Pass", "Pass"], "2S"),
        ("AQT93.82.K74.J52", ["2H", "Pass", "Pass"], "2S"),
        # the same over their weak two in the direct seat, with the booklet's 12-17
        ("AKJ94.72.K83.Q54", ["2H"], "2S"),
        # over their one-level major the overcall is made at the one level (8-16)
        ("AQJ95.K3.Q74.J82", ["1H"], "1S"),
        # hearts over their spades, two level: A K J 10 9 passes the test for 2H
        ("Q3.AKJT9.K82.742", ["1S"], "2H"),
        # Karen Walker: "Over a weak 2H by RHO, bid 2S with K8754 A2 J83 KQJ ... showing a
        # five-card major is usually preferable to doubling, even when you have support
        # for unbid suits"
        ("K8754.A2.J83.KQJ", ["2H"], "2S"),
    ],
)
def test_five_good_cards_of_the_other_major_overcall(
    hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Klinger: "With an SQ of 6, such a suit is not good enough for an overcall even
        # at the one-level": five small spades and a three-suited hand double instead
        ("97643.93.AK2.KQ5", ["2H", "Pass", "Pass"], "X"),
        # the booklet's takeout double "or any 17+ hand": the strong hand doubles first
        ("AKJ95.K3.AQ4.K82", ["1H"], "X"),
    ],
)
def test_a_poor_suit_or_a_strong_hand_still_doubles(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        ("AQJ95.K3.Q74.J82", ["1D"]),  # their minor: the double asks for both majors
        ("AQJ95.K3.Q74.J82", ["1H", "Pass", "1NT"]),  # they responded: another auction
        ("AQJ95.K3.Q74.J82", ["3H"]),  # a three-level preempt: not an overcall's level
    ],
)
def test_only_over_their_major_opening(hand: str, calls: list[str]) -> None:
    table = Table(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand))
    assert major_over_their_major(table) is None


@pytest.mark.parametrize(
    ("hand", "level", "holds"),
    [
        # Klinger's examples: K-J-9-5-4 is 7, "good enough to overcall at the one-level
        # ... but not strong enough for a two-level overcall"; Q-8-7-4-2 is 6
        ("KJ954.AK2.Q73.82", 1, True),
        ("KJ954.AK2.Q73.82", 2, False),
        ("Q8742.AK2.Q73.82", 1, False),
        # Robson's (b): Q J 10 8 3 counts eight, "Overcall 1H over 1S and 2H over 1D"
        ("QJT83.AK2.Q73.82", 2, True),
    ],
)
def test_the_suit_quality_test(hand: str, level: int, holds: bool) -> None:
    assert suit_quality_check(parse_hand(hand), Suit.S, level).holds is holds


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # the booklet's double of a major asks for "support for the other suits,
        # especially spades" (of 1H), "especially hearts" (of 1S): a flat opening hand
        # with three of their major and three of the other stays out
        ("Q72.984.AKJ5.KJ6", ["1H"], "Pass"),
        ("874.KJ3.AQ95.K82", ["1S"], "Pass"),
        # with four of the other major the same flat hand doubles
        ("KJ72.984.AQ5.KJ6", ["1H"], "X"),
        # over a minor three-card majors will do (Goren's weekly quiz doubles 1D with
        # K83.KQ7.J73.AQ97): a flat 13-count with three of their diamonds
        ("J83.KQ7.973.AK82", ["1D"], "X"),
    ],
)
def test_a_flat_double_of_a_major_wants_the_other_major(
    hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Karen Walker: "imagine an ordinary (not perfect) 7 points in partner's hand":
        # seven playing tricks and partner's two make nine, 3H over their weak 2D
        ("72.AKQT93.K4.A85", ["2D"], "3H"),
        # eight tricks and partner's two make game over their 3C
        ("K4.AKQJ873.A4.92", ["3C"], "4H"),
        # six tricks and two make eight: the cheapest overcall, no jump
        ("83.AKJT93.K4.A52", ["2D"], "2H"),
    ],
)
def test_over_their_preempt_bid_for_the_tricks(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def test_no_trick_jump_with_a_second_suit_or_without_an_opening() -> None:
    for hand in ("7.AKQJ93.A.KQJ84", "7.KQJT93.Q42.Q52"):
        table = Table(sayc_book(), place_from_calls(Seat.N, ["2D"]), parse_hand(hand))
        assert bidding_for_the_tricks(table) is None


_HEARTS = [rank + "H" for rank in "AKQJT98765432"]
_REST = [rank + suit for suit in "SC" for rank in "AKQJT98765432"]


def _side_tricks(ranks: str) -> float:
    """The quick-trick table: AK 2, AQ 1.5, A 1, KQ 1, Kx 0.5."""
    table = {"AK": 2.0, "AQ": 1.5}
    for top, value in table.items():
        if set(top) <= set(ranks):
            return value
    if "A" in ranks or ("K" in ranks and "Q" in ranks):
        return 1.0
    return 0.5 if "K" in ranks and len(ranks) >= 2 else 0.0


@settings(max_examples=120, deadline=None)
@given(st.integers(6, 8), st.permutations(_HEARTS), st.permutations(_REST))
def test_the_trick_count_sets_the_level(hearts: int, suit: list[str], rest: list[str]) -> None:
    # over their 2D: hearts the long suit, the other cards from spades and clubs only
    cards = suit[:hearts] + rest[: 13 - hearts]
    text = ".".join("".join(c[0] for c in cards if c[1] == s) for s in "SHDC")
    hand = parse_hand(text)
    table = Table(sayc_book(), place_from_calls(Seat.N, ["2D"]), hand)
    advice = bidding_for_the_tricks(table)
    spades, clubs = hand.length(Suit.S), hand.length(Suit.C)
    if hand.hcp < 12 or spades >= 5 or clubs >= 5 or max(spades, clubs) >= hearts:
        assert advice is None
        return
    top = "".join(hand.ranks(Suit.H))[:3]
    own = hearts - sum(1 for rank, wanted in zip(top, "AKQ", strict=False) if rank != wanted
                       and wanted not in top)  # fmt: skip
    side = _side_tricks("".join(hand.ranks(Suit.S))) + _side_tricks("".join(hand.ranks(Suit.C)))
    level = min(own + int(side) + 2 - 6, 4)
    assert (advice.call if advice else None) == (f"{level}H" if level >= 3 else None)


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Robson's SQOT: "Overcall ... if the total is at least as many as the number of
        # tricks you are bidding for": K Q J 10 x counts nine, enough for 2S over their
        # raise on an overcall's 8 HCP (they have a fit: we should not sell out cheaply)
        ("KQJT4.872.Q93.95", ["1H", "Pass", "2H"], "2S"),
        # K 8 7 6 4 counts six: not good enough for eight tricks
        ("K8764.872.A93.Q5", ["1H", "Pass", "2H"], "Pass"),
    ],
)
def test_over_their_raise_the_suit_quality_decides(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Bridge Tips: 2NT "always shows 5/5 or better in the two lowest un-bid suits":
        # between 1C and 1S the unbid suits are diamonds and hearts; a weak hand
        ("7.KQ874.QJ9632.8", ["1C", "Pass", "1S"], "2NT"),
        # the strong version (16+), clubs and hearts between 1D and 1S
        ("7.AKJ97.A.KQJ975", ["1D", "Pass", "1S"], "2NT"),
        # Cohen: "We also play Unusual 2NT after they've bid and raised": five-four in
        # the minors after 1H-P-2H, weak
        ("K7.82.QJ973.KT84", ["1H", "Pass", "2H"], "2NT"),
    ],
)
def test_the_unusual_2nt_over_their_two_bids(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # "DO NOT make this bid with an intermediate two-suiter": 13 HCP
        ("7.AQ874.KQJ632.8", ["1C", "Pass", "1S"]),
        # five-four is not enough between two different suits
        ("7.KQ87.QJ9632.84", ["1C", "Pass", "1S"]),
        # partner bid: not our first action
        ("7.KQ874.QJ9632.8", ["1C", "1H", "1S"]),
    ],
)
def test_no_unusual_2nt_without_its_shape_and_strength(hand: str, calls: list[str]) -> None:
    table = Table(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand))
    assert unusual_over_two_bids(table) is None
