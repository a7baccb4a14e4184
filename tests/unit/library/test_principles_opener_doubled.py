"""Opener after partner's raise over their takeout double, 1M-(X)-2M-(P) (issue 33;
library/principles_opener_doubled.py).

Pat Harrington, "Bid More When They Double" (ACBL): after 1S-(X) responder raises with
K76.5.J9762.T942, "You have a fit, the trump king and ruffing value in hearts", so the
raise is counted one loser worse (ten); five losers then make nine tricks: a game try,
as without the double (Todd, TWIB 342), in the second suit ("bidding a second suit
naturally at the lowest level", "Game try"), else the weak suit ("three plus cards ...
two or three immediate losers", bridgeguys), else three of the major.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_opener_doubled import (
    trying_after_raise_over_double,
    trying_over_their_competition,
)
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book

_DOUBLED_SPADES = ["1S", "X", "2S", "Pass"]


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # five losers and a four-card second suit: the natural game try, not game
        ("AQ875.K4.KJ73.A2", _DOUBLED_SPADES, "3D"),
        ("AK5.AQJ84.7.Q932", ["1H", "X", "2H", "Pass"], "3C"),
        # over hearts the try in spades is still below three of the major
        ("KQ52.AKJ84.7.Q93", ["1H", "X", "2H", "Pass"], "2S"),
        # no second suit: the weak suit, three cards with two losers or more
        ("AKQ85.AK3.K43.32", _DOUBLED_SPADES, "3D"),
        # no second suit and no weak suit of three: three of the major invites
        ("AQ9852.AK3.K2.32", _DOUBLED_SPADES, "3S"),
        # four losers: ten tricks even opposite the lighter raise, game
        ("AKQ85.AKJ3.A4.32", _DOUBLED_SPADES, "4S"),
    ],
)
def test_the_raise_over_a_double_is_counted_lighter(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def test_without_the_double_five_losers_bid_game() -> None:
    # the losing-trick count opposite the nine losers of an unprompted raise: game
    assert _ask("AQ875.K4.KJ73.A2", ["1S", "Pass", "2S", "Pass"]) == "4S"


@pytest.mark.parametrize(
    "calls",
    [
        ["1S", "Pass", "2S", "Pass"],  # no double
        ["1S", "X", "2S", "3H"],  # RHO bid: a competitive decision, not a try
        ["1S", "X", "3S", "Pass"],  # the preemptive jump raise
        ["1D", "X", "2D", "Pass"],  # a minor: no game try to make
    ],
)
def test_only_the_raise_over_the_double(calls: list[str]) -> None:
    table = Table(sayc_book(), place_from_calls(Seat.N, calls), parse_hand("AQ875.K4.KJ73.A2"))
    assert trying_after_raise_over_double(table) is None


def _losers(holding: str) -> int:
    """The losing-trick count of one suit, written independently of the library."""
    top = holding[:3]
    return len(top) - sum(card in "AKQ"[: len(top)] for card in top)


_SPADES = list("AKQJT98765432")
_OTHERS = [r + s for s in "HDC" for r in "AKQJT98765432"]
_ORDER = "AKQJT98765432"


@settings(max_examples=150, deadline=None)
@given(st.integers(5, 7), st.permutations(_SPADES), st.permutations(_OTHERS))
def test_a_try_exactly_with_five_losers(n: int, spades: list[str], others: list[str]) -> None:
    rest = others[: 13 - n]
    suits = ["".join(sorted(spades[:n], key=_ORDER.index))]
    for suit in "HDC":
        suits.append("".join(sorted((c[0] for c in rest if c[1] == suit), key=_ORDER.index)))
    hand = parse_hand(".".join(suits))
    advice = trying_after_raise_over_double(
        Table(sayc_book(), place_from_calls(Seat.N, _DOUBLED_SPADES), hand)
    )
    losers = sum(_losers(s) for s in suits)
    if losers != 5 or hand.hcp < 11:
        assert advice is None
    else:
        assert advice is not None
        assert advice.call in {"3C", "3D", "3H", "3S"}


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Cohen: "if opener's 'free-bid' is on the 3-level, extras are needed": a raise
        # counts them in support points (14 HCP and a singleton: 17), the fit being known
        ("2.KQ43.AQ854.K93", ["1D", "Pass", "1H", "2S"], "3H"),
        ("K843.2.AQ5.KJ853", ["1C", "Pass", "1S", "3D"], "3S"),
        # a minimum with the fit (13 support points) leaves the decision to partner
        ("82.Q843.AQ85.KJ3", ["1D", "Pass", "1H", "2S"], "Pass"),
        ("K843.82.AQ5.KJ85", ["1C", "Pass", "1S", "3D"], "Pass"),
    ],
)
def test_a_free_raise_on_the_three_level_counts_support_points(
    hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Paul Lavings (ABF Newsletter, October 2024), 1D-(P)-1S-(2H): "How strong should
        # opener be to rebid their six-card suit in this situation? I would suggest that
        # a sound opening would be ample and here you have an inconspicuous 11-count"
        ("T9.K2.QJ8652.AJ2", ["1D", "Pass", "1S", "2H"], "Pass"),
        # a sound opening and a good six-card suit: 3D freely
        ("43.K7.AQJ652.A32", ["1D", "Pass", "1S", "2H"], "3D"),
        ("A64.73.Q4.AKJ852", ["1C", "Pass", "1H", "2S"], "3C"),
        # the same quiz: a flat twelve with their suit held passes ("Best to pass")
        ("965.KQ5.KJ6.QJ53", ["1C", "Pass", "1S", "2H"], "Pass"),
        ("Q3.AQT7.KT43.K82", ["1D", "Pass", "1S", "2H"], "Pass"),
    ],
)
def test_a_six_card_suit_over_their_overcall_wants_a_sound_opening(
    hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Belk, "Inviting Game": "If you have already found a fit, a new suit bid does not
        # promise the suit ... Shows 16+ points, and invites game"; three of the major
        # would only compete (Cohen: the LAW is for hands without game interest)
        ("32.AKJ76.AK2.Q43", ["1H", "Pass", "2H", "2S"], "3C"),
        ("32.AKJ76.AK2.Q43", ["1H", "1S", "2H", "2S"], "3C"),
        # a sixth trump: nine together, the law's three of the major competes
        ("4.AKJ865.A53.Q53", ["1H", "Pass", "2H", "2S"], "3H"),
        # a minimum with eight trumps lets them have it at the two level
        ("32.AQJ76.K92.Q43", ["1H", "Pass", "2H", "2S"], "Pass"),
    ],
)
def test_over_their_bid_a_new_suit_invites_and_the_major_competes(
    hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls) == call


def test_no_try_when_three_of_the_major_is_the_cheapest_room() -> None:
    # 1S-(P)-2S-(3C): with no suit to try in below 3S the principle stays silent
    table = Table(sayc_book(), place_from_calls(Seat.N, ["1S", "Pass", "2S", "3C"]),
                  parse_hand("AKJ76.32.AK2.Q43"))  # fmt: skip
    assert trying_over_their_competition(table) is None


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # their double of partner's response takes nothing away: the booklet's jump rebid
        # (six cards, more than a minimum) rather than the minimum's 2C with 19+ HCP and
        # no second suit to jump-shift in
        ("KQ5.8.AK4.AKJ876", ["1C", "Pass", "1H", "X"]),
        ("AK5.4.AKQT86.KJ3", ["1D", "Pass", "1H", "X"]),
    ],
)
def test_a_strong_six_card_suit_never_rebids_as_a_minimum(hand: str, calls: list[str]) -> None:
    assert _ask(hand, calls) == f"3{calls[0][1]}"
