"""Responder's first call and his preference by the teachers' rules (issue 33,
library/principles_responding.py).

Every case illustrates a teacher's sentence, quoted above its table; the hands are
written for the sentence, not taken from the corpus files. The calls are from North
as dealer, so the seat to call is the one after the last call listed.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_responding import (
    preference_by_length,
    strong_one_suiter,
    suit_quality,
)
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system


def _call(hand: str, calls: list[str]) -> str:
    return recommend(_system("sayc"), place_from_calls(Seat.N, calls), parse_hand(hand)).call


# ACBL, "Bidding in the 21st Century": responder counts high-card points and length
# points (a point for each card past four in a suit) and "with 6 or more points"
# responds; over a minor the one-level major looks for the eight-card major fit.
@pytest.mark.parametrize(
    ("opening", "hand", "call"),
    [
        ("1D", "KJ864.Q72.953.84", "1S"),  # 6 HCP: the written 1S
        ("1D", "K9864.Q72.953.84", "1S"),  # 5 HCP and five spades: six total points
        ("1C", "72.Q98643.J95.84", "Pass"),  # 3 HCP and six hearts: five total points
        ("1C", "72.KJ9643.953.84", "1H"),  # 4 HCP and six hearts: six total points
        ("1D", "K986.Q72.953.843", "Pass"),  # 5 HCP, no five-card suit: 5 total points
        ("1D", "9864.Q7.K9532.84", "Pass"),  # 5 HCP, the five cards are diamonds
        ("1C", "Q9864.K9753.8.84", "1S"),  # five of each major: the higher
    ],
)
def test_a_five_card_major_counts_over_a_minor(opening: str, hand: str, call: str) -> None:
    assert _call(hand, [opening, "Pass"]) == call


# Over a major opening the weak hand short in opener's suit is left at the one level:
# no fit is being looked for, and a misfit plays best low (the textbooks' pass).
@pytest.mark.parametrize(
    "hand",
    ["K9864.7.Q953.842", "QJ9643.72.953.84"],
)
def test_a_weak_hand_passes_partners_major(hand: str) -> None:
    assert _call(hand, ["1H", "Pass"]) == "Pass"


# bridgebum, "Strong Jump Shifts": the modern range 17-19; Walt Sturm: a lighter jump
# shift only with a one-suiter (never a two-suiter); Ron Klinger's suit quality test:
# length plus honours of 10 is a self-supporting suit.
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["1C", "Pass"], "K73.AKQJ93.A5.95", "2H"),  # 17 HCP, SQ 10: jump at once
        (["1D", "Pass"], "AKQT98.J32.-.AJ54", "2S"),  # 15 HCP + 2 length, four clubs
        (["1H", "Pass"], "AKQJ93.7.AK4.952", "2S"),  # 17 HCP, short hearts
        (["1C", "Pass"], "AKJ853.A2.K93.72", "1S"),  # SQ 9: not self-supporting
        (["1C", "Pass"], "K942.AKQJ83.3.K2", "1H"),  # a four-card spade suit to show
        (["1D", "Pass"], "AKQT98.AJ2.-.J654", "2S"),  # the four clubs are no second suit
        (["1H", "Pass"], "AKQJ93.75.AK4.95", "2S"),  # two hearts only: no fit
        (["1H", "Pass"], "AKQJ9.753.A54.95", "1S"),  # five spades: the suit is short
    ],
)
def test_a_strong_one_suiter_jumps_at_once(calls: list[str], hand: str, call: str) -> None:
    assert _call(hand, calls) == call


# Audrey Grant, responder's rebid: with a minimum, pass opener's second suit holding
# more cards in it; "give preference" to the first with equal length. Larry Cohen,
# "False Preference": with Q2 873 AK74 9862 responder bids 2S, "passing 2H could lead
# to a missed game", and a 5-2 fit is usually better than a 4-3.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("73.T73.J52.AQ854", "Pass"),  # 7 HCP, three hearts, two spades: hearts
        ("73.T7.J843.AQ854", "2S"),  # two of each: back to the first, longer suit
        ("7.T73.QJ843.A854", "Pass"),  # a singleton spade, three hearts
        ("73.K73.J43.AQ854", "2S"),  # 10 HCP: the false preference keeps game in view
    ],
)
def test_preference_goes_to_more_trumps(hand: str, call: str) -> None:
    assert _call(hand, ["1S", "Pass", "1NT", "Pass", "2H", "Pass"]) == call


@pytest.mark.parametrize(
    ("hand", "gives_way"),
    [
        ("7.K73.QJ84.Q8543", True),  # 8 HCP but a singleton spade: no 5-1 fit
        ("73.K73.QJ4.Q8543", False),  # 8 HCP and a doubleton: the false preference
        ("73.T73.KJ4.Q8543", True),  # 6 HCP: the bottom of the range passes
        ("73.T7.QJ84.Q8543", False),  # two of each: the true preference is 2S
    ],
)
def test_the_written_preference_gives_way(hand: str, gives_way: bool) -> None:
    book = _system("sayc")
    place = place_from_calls(Seat.N, ["1S", "Pass", "1NT", "Pass", "2H", "Pass"])
    written = next(r for r in book.continuations(place.sequence) if r.call == "2s")
    reason = preference_by_length(book, place, parse_hand(hand), written)
    assert (reason is not None) == gives_way


_CARDS = [f"{rank}{suit}" for suit in "SHDC" for rank in "AKQJT98765432"]


def _hand_text(cards: list[str]) -> str:
    suits = {s: "".join(c[0] for c in cards if c[1] == s) for s in "SHDC"}
    order = "AKQJT98765432"
    return ".".join("".join(sorted(suits[s], key=order.index)) or "-" for s in "SHDC")


def _quality(holding: str) -> int:
    return len(holding) + sum(1 for rank in holding if rank in "AKQJT")


@settings(max_examples=80, deadline=None)
@given(st.permutations(_CARDS))
def test_the_one_suiter_reading(deck: list[str]) -> None:
    """The one-suiter is read here from the cards by a reading written in the test:
    one suit of six or more with length plus honours (ace to ten) of ten, 15 HCP and
    17 with length points, no other five-card suit, no other four-card major, and
    fewer than three cards in partner's major."""
    text = _hand_text(deck[:13])
    hand = parse_hand(text)
    holdings = dict(zip("SHDC", text.split("."), strict=True))
    holdings = {s: ("" if h == "-" else h) for s, h in holdings.items()}
    hcp = sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(r, 0) for h in holdings.values() for r in h)
    total = hcp + sum(max(0, len(h) - 4) for h in holdings.values())
    for opened in "SHDC":
        strong = [s for s in "SHDC" if s != opened and len(holdings[s]) >= 6
                  and _quality(holdings[s]) >= 10]  # fmt: skip
        expected = None
        if hcp >= 15 and total >= 17 and len(strong) == 1:
            suit = strong[0]
            others_short = all(
                len(holdings[s]) < (4 if s in "SH" else 5) for s in "SHDC" if s != suit
            )
            fit = opened in "SH" and len(holdings[opened]) >= 3
            if others_short and not fit:
                expected = Suit(suit)
        assert strong_one_suiter(hand, Suit(opened)) is expected
        for s in "SHDC":
            assert suit_quality(hand, Suit(s)) == _quality(holdings[s])


# A passed hand's new suit is not forcing (the booklet), so with a fit it raises at
# once; dummy points count the shortness ("Bidding in the 21st Century": support points
# of 13 or more facing an opening bid are game). The written 4H is the weak raise of
# five trumps and 0-9 HCP: a stronger hand is not barred from game by its range.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KJ852.AQ43.8.732", "4H"),  # 10 HCP and a singleton: 13 support points
        ("KJ852.AQ43.87.73", "3H"),  # two doubletons: 12, the limit raise
    ],
)
def test_a_passed_hand_raises_partners_major_by_support_points(hand: str, call: str) -> None:
    assert _call(hand, ["Pass", "Pass", "1H", "Pass"]) == call


# The booklet: "a jump raise in competition is preemptive". Larry Cohen's adjustments
# to the Law of Total Tricks count flat shape as a minus, shortness as a plus; Mike
# Lawrence's preemptive raise over a double is four trumps and a weak hand "with some
# shape". A balanced hand with the simple raise's values raises once.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("K962.Q875.J54.T2", "2H"),  # 4-4-3-2, 6 HCP: the simple raise
        ("K962.Q875.J542.2", "3H"),  # a singleton: the preemptive jump
        ("T962.QJ75.K542.2", "3H"),
    ],
)
def test_a_flat_hand_raises_once_over_their_double(hand: str, call: str) -> None:
    assert _call(hand, ["1H", "X"]) == call


# Marty Bergen on negative doubles, and Audrey Grant's "support with support": with
# four cards in opener's major responder raises; the double promises the unbid suits.
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["1S", "2D"], "KJ62.QT75.54.K92", "2S"),  # 10 support points: the raise
        (["1S", "2D"], "KJ62.AQ75.54.K92", "3D"),  # 14: the cuebid, limit raise or better
        (["1S", "2D"], "K62.QT75.54.KJ92", "X"),  # three spades: the double stands
    ],
)
def test_four_trumps_raise_before_a_negative_double(calls: list[str], hand: str, call: str) -> None:
    assert _call(hand, calls) == call


# The booklet's raise to game: "preemptive (five trumps, a singleton or void, fewer
# than 10 HCP)"; over an overcall such a hand takes the room rather than cuebid.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("T3.QJ852.9.KT854", "4H"),  # 6 HCP, five trumps and a singleton
        ("A3.KJ852.9.KT854", "2S"),  # 11 HCP: the cuebid, a limit raise or better
        ("T32.QJ852.94.KT8", "3H"),  # no shortness: the preemptive jump raise
    ],
)
def test_a_weak_hand_with_five_trumps_bids_game_over_the_overcall(hand: str, call: str) -> None:
    assert _call(hand, ["1H", "1S"]) == call


# The booklet over their takeout double: a new suit at the one level is forcing, the
# redouble shows 10+ HCP. A five-card suit is shown at once (its strength told next
# round, since partner must bid again); without one the 10+ hand redoubles.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KQ875.K965.Q52.J", "1S"),  # 11 HCP and five spades: the forcing new suit
        ("AQ76.K965.Q52.J5", "XX"),  # 12 HCP, four-card suits: the redouble
    ],
)
def test_a_five_card_suit_over_their_double(hand: str, call: str) -> None:
    assert _call(hand, ["1D", "X"]) == call
