"""The Gambling 3NT's written requirements read as written (issue 33;
library/principles_openings.py, ``solid_suit_missing``).

The 2/1 system's own rule (library/systems/2_1_game_force.md): "3n = Gambling, 9-12 HCP,
solid 7+ card minor (AKQ at the head), no outside ace or king, to play"; the standard
description (bridgebum, "Gambling 3NT", as a practice-scenario library quotes it): "A
gambling 3N opening bid shows a solid 7 or 8-card minor suit and less than a K outside".
The development case (common.txt, the SAYC booklet's three-level preempt with a
seven-card suit) is 7 92 QJ4 KQJT843: no ace of clubs, so 3C, not the Gambling 3NT.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.principles_openings import solid_suit_missing
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_corpus import books_for

_BOOK: list[RuleBook] = []


def _two_over_one() -> RuleBook:
    if not _BOOK:
        _BOOK.append(books_for(load_library(), ["2_1_game_force"])["2_1_game_force"])
    return _BOOK[0]


def _gambling_rule() -> RuleRecord:
    return next(r for r in _two_over_one().continuations("") if r.call == "3n")


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # the development case: KQJT843 is not solid, the seven-card preempt instead
        ("7.92.QJ4.KQJT843", "3C"),
        # AKQ at the head and only a queen outside: the Gambling 3NT
        ("7.92.Q43.AKQT843", "3NT"),
        # an outside king: "no outside ace or king", so no Gambling 3NT
        ("7.92.K43.AKQT843", "1C"),
    ],
)
def test_the_gambling_3nt_asks_what_it_says(hand: str, expected: str) -> None:
    answer = recommend(_two_over_one(), place_from_calls(Seat.N, []), parse_hand(hand))
    assert answer.call == expected, answer.reason


def _allowed(suits: list[str]) -> bool:
    """The written words, counted here apart from the library: a minor of seven or more
    headed by A, K and Q, and no ace or king in any suit but the seven-card minor."""
    long_minors = [i for i in (2, 3) if len(suits[i]) >= 7]
    solid = [i for i in long_minors if all(r in suits[i] for r in "AKQ")]
    outside = any(r in suits[i] for i in range(4) if i not in long_minors for r in "AK")
    return bool(solid) and not outside


@settings(max_examples=200, deadline=None)
@given(
    minor=st.sampled_from([2, 3]),
    length=st.integers(7, 8),
    top=st.lists(st.sampled_from(list("AKQJ")), unique=True, max_size=4),
    others=st.permutations([f"{s}{r}" for s in "SHDC" for r in "AKQJT98765432"]),
)
def test_the_solid_minor_against_an_independent_reading(
    minor: int, length: int, top: list[str], others: list[str]
) -> None:
    suit = "SHDC"[minor]
    small = list("T98765432")[: length - len(top)]
    long_suit = sorted([*top, *small], key="AKQJT98765432".index)
    rest = [c for c in others if c[0] != suit][: 13 - len(long_suit)]
    suits = ["", "", "", ""]
    suits[minor] = "".join(long_suit)
    for card in sorted(rest, key=lambda c: "AKQJT98765432".index(c[1])):
        suits["SHDC".index(card[0])] += card[1]
    hand = parse_hand(".".join(s or "-" for s in suits))
    place = place_from_calls(Seat.N, [])
    missing = solid_suit_missing(_two_over_one(), place, hand, _gambling_rule())
    assert (missing is None) == _allowed(suits)
