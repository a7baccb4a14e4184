"""Opener after partner's negative double and RHO's bid (their raise or a new suit; issue
34, h50b): a six-card suit is still rebid, at the two level with a minimum and at the
three with a sound opening; a five-five two-suiter bids its second suit (at the four
level only with extras and shortness in their suit); a minimum without either passes,
"their raise frees me".

Each case runs on a book of openings only, where the principles answer alone, and on
the full SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.library.test_principles_negative_rebid import BOOKS, _ask

RANKS = "AKQJT98765432"
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # Paul Lavings (ABF Newsletter, October 2024): "How strong should opener be to
        # rebid their six-card suit in this situation? I would suggest that a sound
        # opening would be ample": 15 HCP and six diamonds compete at the three level
        ("K4.Q32.AQJ852.K3", ["1D", "1S", "X", "2S"], "3D"),
        ("Q4.K32.K7.AKJ852", ["1C", "1S", "X", "2S"], "3C"),
        # ... "and here you have an inconspicuous 11-count": a minimum of twelve passes,
        # as Larry Cohen's three-level free bid "shouldn't be made with a minimum"
        ("54.K32.AQJ852.Q3", ["1D", "1S", "X", "2S"], "Pass"),
        # RHO's new suit frees opener too, but "bids mean the same thing they meant
        # without the intervening bid" (ACOL/SAYC lesson notes) and after the double
        # "2D: 5+card D, 12-14 pts (often a 6-card suit)" (Robert Todd, TWIB 343): a
        # minimum rebids six diamonds at the two level
        ("A952.75.AQJ863.4", ["1D", "1S", "X", "2C"], "2D"),
        # four hearts, the major the double promises: the fit comes first (Cohen: at the
        # three level with extras, here 16 HCP and a singleton), not the six-card suit
        ("4.KJ32.AQJ852.K3", ["1D", "1S", "X", "2S"], "3H"),
    ],
)
def test_a_six_card_suit_over_their_bid_is_rebid(
    book: str, hand: str, calls: list[str], call: str
) -> None:
    advice = _ask(book, hand, calls)
    assert advice.call == call, advice.reason


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # ibridge (44VZ): "a suit shift shows either a minimum opening hand with a 5-5
        # two suiter or a strong opening hand": twelve HCP and 5-5 bid 3C
        ("4.Q3.AQ853.KJ874", ["1D", "1S", "X", "2S"], "3C"),
        # five-four is no two-suiter: a minimum passes
        ("43.Q3.AQ853.KJ87", ["1D", "1S", "X", "2S"], "Pass"),
        # the four level with extras (16+) and a singleton of theirs
        ("4.AK.KQJ43.A9843", ["1D", "2S", "X", "3S"], "4C"),
        # the same shape with 14 HCP passes: the four level is no minimum's
        ("4.AK.QJ432.A9843", ["1D", "2S", "X", "3S"], "Pass"),
    ],
)
def test_a_two_suiter_over_their_bid_bids_its_second_suit(
    book: str, hand: str, calls: list[str], call: str
) -> None:
    advice = _ask(book, hand, calls)
    assert advice.call == call, advice.reason


def _hcp(*holdings: str) -> int:
    return sum(_HCP.get(rank, 0) for holding in holdings for rank in holding)


def _holding(ranks: list[str]) -> str:
    return "".join(sorted(ranks, key=RANKS.index))


@settings(max_examples=40, deadline=None)
@given(
    diamonds=st.lists(st.sampled_from(RANKS), min_size=5, max_size=5, unique=True),
    clubs=st.lists(st.sampled_from(RANKS), min_size=5, max_size=5, unique=True),
    majors=st.lists(st.sampled_from(RANKS), min_size=3, max_size=3, unique=True),
    spades=st.integers(min_value=0, max_value=3),
)
def test_five_five_in_the_minors_over_their_two_level_raise(
    diamonds: list[str], clubs: list[str], majors: list[str], spades: int
) -> None:
    """1D-(1S)-X-(2S): five diamonds, five clubs and at most three hearts (no fit the
    double promises, no six-card suit): with an opening's twelve HCP, 3C, the cheapest
    second suit; the reading is written here apart from the module."""
    s, h = _holding(majors[:spades]), _holding(majors[spades:])
    d, c = _holding(diamonds), _holding(clubs)
    points = _hcp(s, h, d, c)
    if points < 12:
        return  # not an opening the robots would have made
    advice = _ask("sayc", f"{s}.{h}.{d}.{c}", ["1D", "1S", "X", "2S"])
    assert advice.call == "3C", advice.reason
