"""A passed hand's flat ten opposite a third- or fourth-seat opening raises once
(library/principles_major_raises.py; 0.26.0, h56h).

The author's own reason, the Goren Bridge weekly quiz (B. Jones, Columbus Dispatch,
2010-11-29, Q1), after P-P-1S-P with a 4-3-3-3 ten: "no intermediates or ruffing value
and partner may be light in third seat; a simple raise". Downey's exception stands (SAYC
lessons: "a 10 point hand may be treated as invitational when containing a fourth trump
and good intermediate cards - - tens and nines"), and an unpassed hand's flat ten is the
booklet's limit raise (1S-3S with QJ84 K72 A92 872). The hands are written here for the
principle (the quiz's own hand is in the spent tenth set, not repeated).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice


@pytest.mark.parametrize(
    ("auction", "hand", "expected", "teaching"),
    [
        # "no intermediates or ruffing value and partner may be light in third seat"
        ("Pass Pass 1S Pass", "A862.A73.852.Q64", "2S", "passed, flat ten: a simple raise"),
        ("Pass Pass Pass 1H Pass", "A73.K862.852.K64", "2H", "fourth seat too: raise once"),
        # Downey's exception: a fourth trump and good tens and nines make a good ten
        ("Pass Pass 1S Pass", "KT93.A73.852.K94", "3S", "K-10-9-x and K-9-x: a good ten"),
        # a passed hand with a doubleton: the ruffing value counts, the limit raise
        ("Pass Pass 1S Pass", "A862.A73.8652.Q6", "3S", "a doubleton: limit raise"),
        # the booklet's own unpassed flat ten: the limit raise
        ("1S Pass", "QJ84.K72.A92.872", "3S", "unpassed: the booklet's limit raise"),
    ],
)
def test_passed_flat_ten(auction: str, hand: str, expected: str, teaching: str) -> None:
    assert sayc_advice(auction, hand).call == expected, teaching


def test_the_reason_names_the_limit_raise_and_third_seat() -> None:
    reason = sayc_advice("Pass Pass 1S Pass", "A862.A73.852.Q64").reason
    assert "partner may be light in third or fourth seat" in reason
    assert "rather than the limit raise" in reason


_RANKS = "AKQJT98765432"


def _hcp(hand: str) -> int:
    return sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(c, 0) for c in hand.replace(".", ""))


@st.composite
def _flat_hands(draw: st.DrawFn) -> str:
    """A random 4-3-3-3 hand of exactly ten HCP (drawn again until it is one)."""
    rng = random.Random(draw(st.integers(min_value=0, max_value=10**9)))
    while True:
        lengths = [4, 3, 3, 3]
        rng.shuffle(lengths)
        hand = ".".join("".join(sorted(rng.sample(_RANKS, n), key=_RANKS.index)) for n in lengths)
        if _hcp(hand) == 10:
            return hand


def _good_ten(hand: str) -> bool:
    """Downey: a fourth trump and two tens or nines beside a higher honour."""
    suits = hand.split(".")
    backed = sum(s.count("T") + s.count("9") for s in suits if set(s) & set("AKQJ"))
    return len(suits[0]) == 4 and backed >= 2


@settings(max_examples=60, deadline=None)
@given(_flat_hands())
def test_a_passed_flat_ten_never_jumps(hand: str) -> None:
    """Whatever the flat hand, a passed hand with exactly ten HCP (ten support points:
    no shortness to add) makes the limit raise of partner's third-seat 1S only with
    Downey's good ten."""
    assert _hcp(hand) == 10
    call = sayc_advice("Pass Pass 1S Pass", hand).call
    assert call != "3S" or _good_ten(hand)
