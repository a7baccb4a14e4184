"""Competitive doubles and overcalls as teachers state them (issue 33).

Every hand here is written for the principle it illustrates; none is taken from the
recommendation corpus (tests/fixtures/recommend), which measures the engine instead.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_double_first import suit_quality
from library.principles_reading import Table
from library.principles_takeout import shape_over_points, supports_unbid
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _call(dealer: str, auction: str, hand: str) -> str:
    calls = auction.split() if auction != "-" else []
    return recommend(sayc_book(), place_from_calls(Seat(dealer), calls), parse_hand(hand)).call


# "Support for the unbid suits: at least 3-card support, but preferably 4-card support"
# (Hertzog, "The Takeout Double"): short in an unbid suit, the hand overcalls instead.
SUPPORT = [
    ("E", "1H", "K2.83.AQJ85.KJ42", "2D"),  # a doubleton spade: no double of 1H
    ("E", "1C", "A82.Q3.KJ974.K82", "1D"),  # a doubleton heart: no double of 1C
    ("E", "2S", "5.K4.AQJ973.K852", "3D"),  # over a weak two the six-card suit is bid
    # "17+ points, any unbalanced distribution": double first, bid the suit next
    ("E", "1C", "AKJT84.A2.KQ3.A4", "X"),
]

# "A takeout double with a singleton in that suit may be made with as little as 11 HCP"
# (Marvin, "Takeout Doubles"); "at least 13 points, counting dummy points" (Hertzog).
SHAPE_OVER_POINTS = [
    ("E", "2S", "4.KJ73.AQ852.Q93", "X"),  # 12 HCP and a singleton: 15 counted
    ("E", "1H", "KJ73.4.AQ85.J932", "X"),  # 11 HCP and a singleton: 14 counted
    ("E", "2S", "4.KJ73.AJ852.J93", "Pass"),  # 10 HCP: below the 11 floor
    ("E", "2S", "43.KJ73.AQ85.Q93", "Pass"),  # a doubleton counts no ruffing value
]

# "When you are not strong ... the scale is tipped in favour of the overcall: a 5-3 can
# be reached quickly" (Crosby): a sound five-card major (Suit Quality Test 7+) is
# overcalled even with the double's shape; a poor one still doubles.
MAJOR_OVERCALL = [
    ("E", "1C", "K84.AJT73.KJ5.93", "1H"),
    ("E", "1C", "K84.A8643.KQ5.93", "X"),
    # the booklet's "strong four-card major" overcall at the one level
    ("E", "1D", "AKJ5.T83.742.K93", "1S"),
    ("E", "1D", "KJT5.Q83.742.K93", "Pass"),
]

# "With strength in the opponent's suit and no 4-card or longer major suit, bid no
# trump" (Hertzog); advancer bids "any unbid major if 4+, else a minor"; "since a bid
# of 2H requires 5 hearts and 10 points, responder must either have only 4 hearts or
# have less than 10 points" (Belk, "Negative Doubles").
MAJOR_FIRST = [
    ("W", "1C X Pass", "KJ73.84.Q95.AJ42", "2S"),  # not 2NT
    ("W", "1C X Pass", "Q853.74.KJ962.83", "1S"),  # not 1D
    ("N", "1C 1H", "KQ874.A73.Q5.962", "1S"),  # not 2NT
    # with only three-card suits "partner will not be excited by a major fit" (Bell)
    ("W", "1C X Pass", "Q85.J82.974.9863", "1D"),
    ("N", "1C 1S", "73.KQJ95.A84.J62", "2H"),  # not the negative double
    ("N", "1C 1S", "73.KQJ9.A842.J62", "X"),  # four hearts: the double
    # "1D (2C) Dbl: promises 8 points and a 4-card major" (Belk): one major is enough
    ("N", "1D 2C", "K73.QJ84.A52.942", "X"),
]

# Balancing, "borrow a king": the two-level overcall in the passout seat.
BALANCING = [
    ("E", "1H Pass Pass", "K4.93.A82.KJ8652", "2C"),
    ("E", "1S Pass Pass", "84.A7.KQT62.J943", "2D"),
    ("E", "1D Pass Pass", "K7.QJ9.652.AQT83", "2C"),
]

# "12 points and more than one place to play, cuebid opener's suit ... most notrump
# responses deny interest in either major suit" (Manley).
GAME_VALUES_ADVANCE = [
    ("E", "1S X Pass", "AJ5.K732.AQ5.J92", "2S"),  # four hearts: cuebid
    ("E", "1S X Pass", "AJ5.K73.AQ52.J92", "3NT"),  # no four-card heart suit
]

# "17+ points, ANY unbalanced distribution" and "19+ points, flat hand, too strong for
# a 1NT overcall": double first (RainBow lesson 5), here between two bidders.
TOO_STRONG = [
    ("E", "1D Pass 1S", "KJ4.AQ7.K52.AQ82", "X"),
    ("E", "1D Pass 1S", "A4.AKJ873.52.KQ8", "X"),
    ("E", "1D Pass 1S", "A4.AKJ873.52.K98", "2H"),  # 14 HCP: the suit is overcalled
]


@pytest.mark.parametrize(
    ("dealer", "auction", "hand", "expected"),
    SUPPORT
    + SHAPE_OVER_POINTS
    + MAJOR_OVERCALL
    + MAJOR_FIRST
    + BALANCING
    + GAME_VALUES_ADVANCE
    + TOO_STRONG,
)
def test_a_teachers_competitive_principle_gives_the_call(
    dealer: str, auction: str, hand: str, expected: str
) -> None:
    assert _call(dealer, auction, hand) == expected


def test_the_set_aside_double_says_why() -> None:
    place = place_from_calls(Seat("E"), ["1H"])
    answer = recommend(sayc_book(), place, parse_hand("K2.83.AQJ85.KJ42"))
    assert "three or more cards in every unbid suit" in answer.reason


@pytest.mark.parametrize(
    ("holding", "quality"), [("AJT73", 8), ("A8643", 6), ("AKQ6", 7), ("KJT5", 7), ("", 0)]
)
def test_the_suit_quality_test_counts_length_and_honours(holding: str, quality: int) -> None:
    hand = parse_hand(f"{holding}.{'AKQJT98765432'[: 13 - len(holding)]}..")
    assert suit_quality(hand, Suit.S) == quality


_DECK = [f"{rank}{suit.value}" for suit in SUIT_ORDER for rank in "AKQJT98765432"]


def _hand_of(cards: list[str]) -> Hand:
    by_suit = {s: "".join(c[0] for c in _DECK if c in cards and c[1] == s.value)
               for s in SUIT_ORDER}  # fmt: skip
    return parse_hand(".".join(by_suit[s] for s in SUIT_ORDER))


hands = st.permutations(_DECK).map(lambda deck: _hand_of(deck[:13]))
_SPADES = [c for c in _DECK if c[1] == "S"]
_OTHERS = [c for c in _DECK if c[1] != "S"]


@st.composite
def short_in_spades(draw: st.DrawFn) -> Hand:
    """A hand with a singleton or void spade: where the shape counts."""
    spades = draw(st.lists(st.sampled_from(_SPADES), max_size=1))
    others = draw(st.permutations(_OTHERS))[: 13 - len(spades)]
    return _hand_of(spades + others)


@settings(max_examples=200, deadline=None)
@given(hands, st.sets(st.sampled_from(SUIT_ORDER), min_size=1, max_size=2))
def test_support_for_the_unbid_suits_reads_as_taught(hand: Hand, theirs: set[Suit]) -> None:
    unbid = [s for s in SUIT_ORDER if s not in theirs]
    lengths = {s: hand.length(s) for s in unbid}
    short = [s for s in unbid if lengths[s] <= 2]
    expected = not short or (
        len(short) == 1 and short[0] in (Suit.D, Suit.C) and lengths[short[0]] == 2
        and all(lengths[s] >= 4 for s in unbid if s in (Suit.S, Suit.H))
    )  # fmt: skip
    assert supports_unbid(hand, theirs) is expected


@settings(max_examples=300, deadline=None)
@given(st.one_of(hands, short_in_spades()))
def test_shape_over_points_counts_the_shortness_in_their_suit(hand: Hand) -> None:
    # over their weak 2S the written double asks 13+ HCP; with a singleton or void in
    # spades and three or more in every other suit, 11-12 HCP double when HCP plus
    # 3 for the singleton (5 for the void) reach 14
    place = place_from_calls(Seat("E"), ["2S"])
    advice = shape_over_points(Table(sayc_book(), place, hand))
    spades = hand.length(Suit.S)
    ideal = spades <= 1 and all(hand.length(s) >= 3 for s in (Suit.H, Suit.D, Suit.C))
    counted = hand.hcp + (5 if spades == 0 else 3)
    expected = ideal and 11 <= hand.hcp < 13 and counted >= 14
    assert (advice is not None and advice.call == "X") is expected
