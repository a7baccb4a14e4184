"""A weak raise of partner's minor in competition, counting shortness (issue 33, 0.26.0;
library/principles_competitive_raise.py).

The Goren Bridge weekly quiz (B. Jones), 2023-01-02, AJ92 6 8754 T873 after 1C-(1S): "in
competition support partner if you can" (2C); Sun Sentinel 2020-02-03, 654 42 KQT9 9742
after 1C-(X): "barely worth one bid after their takeout double; make it a raise" (2C).
Karen Walker ("Advancer's bids"): "don't count points for a queen or jack in the
opponent's suit".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_competitive_raise import weak_raise_in_competition
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


def _table(hand: Hand, calls: list[str]) -> Table:
    return Table(sayc_book(), place_from_calls(Seat.N, calls), hand)


@pytest.mark.parametrize(
    ("hand", "calls"),
    [("AJ92.6.8754.T873", ["1C", "1S"]), ("654.42.KQT9.9742", ["1C", "X"])],
)
def test_gorens_raises(hand: str, calls: list[str]) -> None:
    assert _ask(hand, calls) == "2C"


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # flat, 4 HCP and no shortness: still too weak
        ("654.Q42.KT9.9742", ["1C", "X"]),
        # the jack of their hearts is not counted: 5 support points, pass
        ("74.JT3.QJ643.J87", ["1D", "1H"]),
    ],
)
def test_too_weak_still_passes(hand: str, calls: list[str]) -> None:
    assert _ask(hand, calls) == "Pass"


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
_SHORT = {0: 5, 1: 3, 2: 1}  # four trumps or more: void, singleton, doubleton


@settings(max_examples=80, deadline=None)
@given(_hands())
def test_the_raise_by_an_independent_count(hand: Hand) -> None:
    """1D (1S): 2D with four diamonds, 0-5 HCP and 6-9 support points, the queen and jack
    of spades not counted."""
    cards = [(c.suit.value, c.rank) for c in hand.cards]
    diamonds = sum(s == "D" for s, _ in cards)
    hcp = sum(_HCP.get(r, 0) for _, r in cards)
    short = sum(_SHORT.get(sum(s == o for s, _ in cards), 0) for o in "SHC")
    soft = sum(2 if r == "Q" else 1 for s, r in cards if s == "S" and r in "QJ")
    counted = hcp + short - soft
    advice = weak_raise_in_competition(_table(hand, ["1D", "1S"]))
    wanted = diamonds >= 4 and hcp <= 5 and 6 <= counted <= 9
    assert (advice is not None and advice.call == "2D") == wanted


def test_not_the_auction() -> None:
    hand = parse_hand("AJ92.6.8754.T873")
    # partner's major, their two-level overcall, no interference: other principles
    assert weak_raise_in_competition(_table(hand, ["1H", "1S"])) is None
    assert weak_raise_in_competition(_table(hand, ["1C", "2D"])) is None
    assert weak_raise_in_competition(_table(hand, ["1C", "Pass"])) is None
