"""Partner doubled, then bid his own suit: raise with three trumps and a working ace or
king (issue 33, 0.26.0; library/principles_doubler_suit.py).

F. Stewart's column (Washington Post 2000-01-11), K74 763 A874 652 after 1H-X-P-2D-P-2S-P:
"double then a suit promises 17 or more; a working king and a side ace are worth a
raise" (3S). Stewart's Daily Question (Mercury News 2009-01-14), 743 T74 62 A9732 after
1H-X-2H-P-P-2S-3H: "partner's double and new suit show substantial extras; the side ace
and a possible diamond ruff are enough to compete, 3S".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_doubler_suit import raise_the_doublers_suit
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.W, calls), parse_hand(hand), "None").call


def _table(hand: Hand, calls: list[str]) -> Table:
    return Table(sayc_book(), place_from_calls(Seat.W, calls), hand)


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        ("K74.763.A874.652", ["1H", "X", "Pass", "2D", "Pass", "2S", "Pass"]),
        ("743.T74.62.A9732", ["1H", "X", "2H", "Pass", "Pass", "2S", "3H"]),
    ],
)
def test_stewarts_raises(hand: str, calls: list[str]) -> None:
    assert _ask(hand, calls) == "3S"


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # two trumps: no fit to raise
        ("K4.763.A8742.652", ["1H", "X", "Pass", "2D", "Pass", "2S", "Pass"]),
        # three trumps but no ace or king outside their suit: nothing partner lacks
        ("Q74.K63.J874.652", ["1H", "X", "Pass", "2D", "Pass", "2S", "Pass"]),
    ],
)
def test_no_raise(hand: str, calls: list[str]) -> None:
    assert _ask(hand, calls) != "3S"


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


@settings(max_examples=80, deadline=None)
@given(_hands())
def test_the_raise_by_an_independent_count(hand: Hand) -> None:
    """1H X Pass 2D Pass 2S Pass: 3S with three spades or more, 4-9 HCP and an ace or
    king in spades, diamonds or clubs; else not this rule's call."""
    cards = [(c.suit.value, c.rank) for c in hand.cards]
    spades = sum(s == "S" for s, _ in cards)
    hcp = sum(_HCP.get(r, 0) for _, r in cards)
    working = any(s != "H" and r in "AK" for s, r in cards)
    advice = raise_the_doublers_suit(_table(hand, ["1H", "X", "Pass", "2D", "Pass", "2S", "Pass"]))
    wanted = spades >= 3 and 4 <= hcp <= 9 and working
    assert (advice is not None and advice.call == "3S") == wanted


def test_not_the_auction() -> None:
    hand = parse_hand("K74.763.A874.652")
    # partner's first suit, no double before it: an overcall, not the strong sequence
    assert raise_the_doublers_suit(_table(hand, ["1H", "2S", "Pass"])) is None
    # partner's suit is theirs: a cuebid
    assert (
        raise_the_doublers_suit(_table(hand, ["1H", "X", "Pass", "2D", "Pass", "2H", "Pass"]))
        is None
    )
