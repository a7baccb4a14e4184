"""The takeout doubler raises partner's free advance with extra values (issue 33;
library/principles_doubles.doubler_after_free_advance).

Loeb bridge, "Advancing a takeout double": "If responder bids, the advancer is no longer
obligated to bid with a weak hand. So a minimum response shows some values" (5-9). The
Everything Bridge Book, "The Doubler's Second Call", of the forced answer: "partner's 1S
bid shows 0-8 support points. If you bid 2S, it should be an invitation to game ... you
need something along the lines of about 18 support points yourself." Mike Lawrence's
Bidding Quiz (ACBL): "When you double and raise, you promise four-card support." Pat
Harrington, "Raising opener's minor" (ACBL): "after a takeout double, raises of
opener's suit do not show strength". Game at 26 points between the hands with the middle
of partner's range (library/principles_game_points.py: "You need 26+ points to be in
game in a major (4H, 4S) or notrump (3N)"). Hands written here, run on the SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_doubles import doubler_after_free_advance
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # 16 HCP and a doubleton: 17 support points and the free 1S's middle (7) make 24:
        # a raise invites, where a forced 1S (0-8) would be passed
        ("AQ73.K4.AQ2.J932", ["1C", "X", "1H", "1S", "Pass"], "2S"),
        ("AQ73.K42.AQ2.J93", ["1C", "X", "1D", "1S", "Pass"], "2S"),
        # their raise over the double shows no strength: partner's free 2S is counted as
        # his free bid shows it, 16 support points and 7 make 23
        ("AQ73.84.KQ82.A93", ["1H", "X", "2H", "2S", "Pass"], "3S"),
        # 20 HCP, 21 support points: 28, game
        ("AQ73.84.AQ82.AK3", ["1H", "X", "2H", "2S", "Pass"], "4S"),
    ],
)
def test_extra_values_raise_the_free_advance(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls"),
    [
        # a minimum double (13 HCP, 14 support points: 21) has shown its values
        ("AQ73.K4.Q32.J932", ["1C", "X", "1H", "1S", "Pass"]),
        ("AQ73.84.KQ82.J93", ["1H", "X", "2H", "2S", "Pass"]),
        # three trumps: no raise of the answer (Lawrence: four-card support)
        ("AQ3.KJ4.AQ2.J932", ["1D", "X", "1H", "1S", "Pass"]),
    ],
)
def test_a_minimum_or_three_trumps_passes(hand: str, calls: list[str]) -> None:
    assert _ask(hand, calls) == "Pass"


def test_a_forced_answer_is_not_a_free_one() -> None:
    # partner's 1S answered the double with the opponents silent: 0-8, not this rule's
    table = _table("AQ73.K4.AQ2.J932", ["1C", "X", "Pass", "1S", "Pass"])
    assert doubler_after_free_advance(table) is None


def _table(hand: str | Hand, calls: list[str]) -> Table:
    cards = parse_hand(hand) if isinstance(hand, str) else hand
    return Table(sayc_book(), place_from_calls(Seat.N, calls), cards)


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
_SHORT = {0: 5, 1: 3, 2: 1}  # four trumps: void, singleton, doubleton


@settings(max_examples=80, deadline=None)
@given(_hands())
def test_the_raise_by_an_independent_count(hand: Hand) -> None:
    """1C X 1H 1S Pass: four spades or more, HCP and shortness, plus the free answer's
    middle (5-9: 7); game at 26, a raise to 2S at 23-25, else not this rule's call."""
    cards = [(c.suit.value, c.rank) for c in hand.cards]
    spades = sum(s == "S" for s, _ in cards)
    if spades < 4:
        return
    hcp = sum(_HCP.get(rank, 0) for _, rank in cards)
    short = sum(_SHORT.get(sum(s == other for s, _ in cards), 0) for other in "HDC")
    total = hcp + short + 7
    advice = doubler_after_free_advance(_table(hand, ["1C", "X", "1H", "1S", "Pass"]))
    if total >= 26:
        assert advice is not None and advice.call == "4S"
    elif total >= 23:
        assert advice is not None and advice.call == "2S"
    else:
        assert advice is None
