"""A flat ten responds 1NT to one of a major, not two over one (0.23.0, h53d;
library/principles_uncontested_responses.py), on hands written for this test (none is a
corpus case).

- Eddie Kantar, "Bridge For Dummies" ("Rebidding after a two-over-one response"): "if
  the initial response is two over one, the opener already knows of 11 or more HCP".
- Michael Furstner, Jazclass bridge lessons (quiz 45's answers, the 2C response):
  "Shows 4+ clubs and 11+ pts".
- Tony Wraight (Cambridgeshire bridge articles): "a 2 level response can show at least
  10 points and a good 5 card suit or 11 points with a 4 card suit" - a ten goes to the
  two level for what it holds beyond its points; the quiz answers read that as shape.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_uncontested_responses import flat_ten_responds_notrump
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # "11 or more HCP": a balanced ten with a five-card suit responds 1NT
        ("1S Pass", "T5.KQ852.K94.Q63", "1NT"),
        ("1H Pass", "K84.T4.QJ752.A43", "1NT"),
        # a four-card minor in a 4-3-3-2 ten: "11 points with a 4 card suit"
        ("1S Pass", "J3.K742.QT8.AT62", "1NT"),
        # shape takes a ten to the two level: 5-4, a singleton
        ("1S Pass", "7.AKJ84.Q86.8642", "2H"),
        ("1S Pass", "T8.AQJ84.K8.8642", "2H"),
        # eleven is the two-over-one's own strength, balanced or not
        ("1S Pass", "T5.KQ852.K94.K63", "2H"),
    ],
)
def test_flat_ten_responds_notrump(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


def test_the_reason_names_the_two_over_one_it_set_aside() -> None:
    advice = sayc_advice("1S Pass", "T5.KQ852.K94.Q63")
    assert "2H fits too but gives way" in advice.reason
    assert "11 HCP" in advice.reason


@pytest.mark.parametrize(
    ("calls", "hand"),
    [
        (["1S", "Pass"], "T53.KJ85.K94.Q63"),  # three trumps: the raises decide
        (["Pass", "Pass", "1S", "Pass"], "T5.KQ852.K94.Q63"),  # a passed hand
        (["1S", "2C"], "T5.KQ852.K94.Q63"),  # in competition
        (["1D", "Pass"], "T5.KJ85.K94.Q632"),  # a minor opened: not the teachers' case
    ],
)
def test_not_set_aside(calls: list[str], hand: str) -> None:
    place = place_from_calls(Seat.N, calls)
    for rule in sayc_book().continuations(place.prefix(len(calls))):
        if rule.call[0] == "2" and rule.call != "2n":
            assert flat_ten_responds_notrump(sayc_book(), place, parse_hand(hand), rule) is None


def test_the_user_s_own_two_over_one_is_never_set_aside() -> None:
    place = place_from_calls(Seat.N, ["1S", "Pass"])
    hand = parse_hand("T5.KQ852.K94.Q63")
    written = sayc_written("1s-(p)", "2h")
    assert flat_ten_responds_notrump(sayc_book(), place, hand, written)
    mine = replace(written, module_type=USER_CUSTOM)
    assert flat_ten_responds_notrump(sayc_book(), place, hand, mine) is None


_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]  # 0 spades ... 3 clubs
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


@settings(max_examples=150, deadline=None)
@given(st.permutations(_DECK), st.sampled_from(["1S", "1H"]))
def test_set_aside_exactly_as_the_teachers_count(deck: list[tuple[int, str]], opened: str) -> None:
    cards = deck[:13]
    holdings = ["".join(r for r in _RANKS if (suit, r) in cards) for suit in range(4)]
    hand = parse_hand(".".join(holdings))
    lengths = [len(h) for h in holdings]
    hcp = sum(_HCP.get(rank, 0) for _, rank in cards)
    # the teachers' reading, counted here: 6-10 HCP (the 1NT response), a flat shape,
    # at most two of partner's major, and over 1H no four spades (1S would come first)
    flat = sorted(lengths) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])
    trumps = lengths[0] if opened == "1S" else lengths[1]
    notrump_fits = 6 <= hcp <= 10 and (opened == "1S" or lengths[0] < 4)
    expected = notrump_fits and flat and trumps <= 2
    place = place_from_calls(Seat.N, [opened, "Pass"])
    sequence = f"{opened.lower()}-(p)"
    suits = ("2c", "2d", "2h") if opened == "1S" else ("2c", "2d")
    for call in suits:
        found = flat_ten_responds_notrump(sayc_book(), place, hand, sayc_written(sequence, call))
        assert (found is not None) == expected


@settings(max_examples=400, deadline=None)
@given(st.permutations(_DECK))
def test_a_flat_hand_below_eleven_responds_1nt_to_1s(deck: list[tuple[int, str]]) -> None:
    cards = deck[:13]
    holdings = ["".join(r for r in _RANKS if (suit, r) in cards) for suit in range(4)]
    hcp = sum(_HCP.get(rank, 0) for _, rank in cards)
    lengths = [len(h) for h in holdings]
    flat = sorted(lengths) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])
    if flat and 6 <= hcp <= 10 and lengths[0] <= 2:
        assert sayc_advice("1S Pass", ".".join(holdings)).call == "1NT"
