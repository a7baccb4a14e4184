"""Competing high (issue 34): their raise to three or four met as a preempt, their bid
over our game doubled, and partner's five of our major over their bid read as
competing (library/principles_high_competition.py, principles_slam.answering_slam_raise).

Each case runs on a book of openings only, where the principles answer alone, and on
the full SAYC system the robots bid with.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_playing_tricks import playing_tricks
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import OPENINGS, _system

BOOKS = ["openings", "sayc"]


def _ask(book: str, hand: str, calls: list[str], vulnerability: str = "None") -> Recommendation:
    rules = OPENINGS if book == "openings" else _system("sayc")
    return recommend(rules, place_from_calls(Seat.N, calls), parse_hand(hand), vulnerability)


# "The rule of thumb in bidding over pre-empts is to give partner 7 HCP and bid
# accordingly" (Crosby, "Pre-empts Rule of 7"); an overcall "should be able to survive
# ... if partner has a doubleton in our suit and about 6-7 HCP. We usually want to have
# a 6+card suit with good texture and a hand with good playing strength; a simple
# opening hand is not enough" (Todd, TWIB 551).
@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # seven playing tricks in spades and the ace of clubs: 4S with partner's two
        (["1H", "Pass", "4H"], "AKQJ32.T.JT8.A98", "4S"),
        (["1H", "Pass", "3H"], "AKQJ32.T.JT8.A98", "3S"),
        # the same suit with less outside: six tricks are two short of ten at four
        (["1H", "Pass", "4H"], "AKQJ32.T.JT8.986", "Pass"),
        # a poor suit is no overcall at the four level, whatever the points
        (["1H", "Pass", "4H"], "J87432.A.AK8.KQ9", "X"),
    ],
)
def test_an_overcall_of_their_high_raise_needs_a_good_suit_and_tricks(
    book: str, calls: list[str], hand: str, call: str
) -> None:
    advice = _ask(book, hand, calls)
    assert advice.call == call


# "Just as over opening one level bids a double of an opening preemptive bid below the
# game level is a takeout double. The requirements are similar but the higher the
# preemptive bid the better the hand needed ... more is required in the direct position
# than in the balancing position" ("Bidding over the opponents' preempts").
@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["2H", "Pass", "3H"], "J52.5.AKJ4.AQJ42", "X"),  # 15 HCP, short: takeout at three
        (["1H", "Pass", "3H"], "AQ32.4.KJ85.K983", "X"),  # 13 HCP at three
        (["1H", "Pass", "4H"], "AQ32.4.KJ85.K983", "Pass"),  # 13 HCP is not enough at four
        (["1H", "Pass", "4H"], "AQ32.4.KQ85.A983", "X"),  # 15 HCP at four
        # the passout seat borrows partner's values: three fewer
        (["1H", "Pass", "3H", "Pass", "Pass"], "KQ32.4.QJ85.Q983", "X"),
        (["1H", "Pass", "3H"], "KQ32.4.QJ85.Q983", "Pass"),
    ],
)
def test_a_takeout_double_of_their_high_raise_rises_with_the_level(
    book: str, calls: list[str], hand: str, call: str
) -> None:
    advice = _ask(book, hand, calls)
    assert advice.call == call
    if call == "X":
        assert "raise" in advice.reason


@pytest.mark.parametrize("book", BOOKS)
def test_a_hand_too_strong_to_pass_their_raise_doubles(book: str) -> None:
    advice = _ask(book, "AK4.K32.AQ5.KJ32", ["1H", "Pass", "4H"])  # 20 HCP, no shortness
    assert advice.call == "X"


# "the opponents are pre-empting ... they do not [own the auction]" (Kantar, quoted in
# Crosby's "Forcing pass (opponents' bidding)"): a sacrifice over our game is doubled.
@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("Q64.AT.AKQ875.A9", "X"),  # 19 HCP and partner's raise: the deal is ours
        ("Q64.T2.KQ8752.A9", "Pass"),  # 11 HCP: 3NT was no game on values here
    ],
)
def test_their_bid_over_our_game_is_doubled_at_the_last_chance(book: str, hand: str,
                                                             call: str) -> None:  # fmt: skip
    # W dealt: 1D (1H) 2D (P) 3NT (4H) P (P) - my pass would end the auction
    advice = _ask(book, hand, ["1D", "1H", "2D", "Pass", "3NT", "4H", "Pass", "Pass"])
    assert advice.call == call


@pytest.mark.parametrize("book", BOOKS)
def test_five_of_our_major_over_their_bid_competes_and_asks_for_nothing(book: str) -> None:
    # 1H (P) 4H (4S) P (P) 5H (P): the preemptive raiser competed by the law of total
    # tricks; opener does not read a slam try and bid six with a spade control
    advice = _ask(book, "9.AKQ97.A632.K65",
                  ["1H", "Pass", "4H", "4S", "Pass", "Pass", "5H", "Pass"])  # fmt: skip
    assert advice.call == "Pass"
    assert "asks for a control" not in advice.reason


def _tricks_by_hand(hand: Hand) -> int:
    """Playing tricks counted as a teacher does for a one-suiter, written here apart:
    the longest suit (a major before a minor of the same length) less the missing
    ace, king and queen among its first three cards, and the side suits' quick tricks
    (AK 2, AQ 1.5, A 1, KQ 1, Kx 0.5), rounded down."""
    longest = max(SUIT_ORDER, key=lambda s: (hand.length(s), s in (Suit.S, Suit.H)))
    ranks = hand.ranks(longest)
    losers = sum(1 for i, honour in enumerate("AKQ") if i < len(ranks) and honour not in ranks[:3])
    side = 0.0
    for suit in SUIT_ORDER:
        if suit is longest:
            continue
        held = hand.ranks(suit)
        if "A" in held and "K" in held:
            side += 2
        elif "A" in held and "Q" in held:
            side += 1.5
        elif "A" in held or ("K" in held and "Q" in held):
            side += 1
        elif "K" in held and len(held) >= 2:
            side += 0.5
    return hand.length(longest) - losers + int(side)


_DECK = [Card.parse(f"{s}{r}") for s in "SHDC" for r in "AKQJT98765432"]


@settings(max_examples=150, deadline=None)
@given(st.permutations(_DECK))
def test_the_four_level_overcall_follows_the_playing_tricks(deck: list[Card]) -> None:
    """Over 1H-P-4H, a six-card spade suit with two top honours and opening values bids
    4S exactly when its playing tricks, with partner's two, leave it a trick short at
    most (level 4 + 3 = 7)."""
    spades = [c for c in deck if c.suit is Suit.S][:6]
    others = [c for c in deck if c.suit in (Suit.D, Suit.C)][:6] + [
        c for c in deck if c.suit is Suit.H][:1]  # fmt: skip
    hand = Hand.of(spades + others)
    ranks = hand.ranks(Suit.S)
    if hand.hcp < 12 or sum(r in ranks for r in "AKQJ") < 2 or hand.length(Suit.S) != 6:
        return
    if max(hand.length(Suit.D), hand.length(Suit.C)) > 6:
        return
    advice = recommend(OPENINGS, place_from_calls(Seat.N, ["1H", "Pass", "4H"]), hand, "None")
    assert playing_tricks(hand) == _tricks_by_hand(hand)
    bids = _tricks_by_hand(hand) >= 7 and hand.length(Suit.S) >= max(
        hand.length(s) for s in SUIT_ORDER)  # fmt: skip
    assert (advice.call == "4S") == bids


# "A Negative Double followed by a new suit at the two or three level is weak" (Marty
# Bergen, "Secrets to winning bridge"): the long suit the doubler could not bid at once.
@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # 1D (2S) X (3S) P (P): six hearts and 12 HCP, game in the major
        (["1D", "2S", "X", "3S", "Pass", "Pass"], "Q7.KQ9864.K85.Q5", "4H"),
        # the same with 9 HCP: not game, and four hearts is no partscore
        (["1D", "2S", "X", "3S", "Pass", "Pass"], "Q7.KQ9864.985.Q5", "Pass"),
        # 1C (1S) X (2S) P (P): six hearts compete at the three level
        (["1C", "1S", "X", "2S", "Pass", "Pass"], "87.KQ9864.Q85.95", "3H"),
    ],
)
def test_the_negative_doubler_bids_his_long_suit_at_the_last_chance(
    book: str, calls: list[str], hand: str, call: str
) -> None:
    advice = _ask(book, hand, calls)
    assert advice.call == call


# With two five-card suits "you need to show both suits" (Jim Berglund, "Bidding with
# 5-5 hands"); when the opponents have found a fit "your partnership will usually also
# hold an eight-card or more fit" (bridgepassion.com, lesson 16).
@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # 1C (1D) 1S (3D) P (P): the free bidder's second five-card suit, short diamonds
        (["1C", "1D", "1S", "3D", "Pass", "Pass"], "AT763.87643.Q6.Q", "3H"),
        # the same with three diamonds: their fit is less sure to leave us one
        (["1C", "1D", "1S", "3D", "Pass", "Pass"], "AT763.87643.Q63.", "Pass"),
        # (1C) 1S (2D) P (3D): the overcaller, directly over their fit, void in diamonds
        (["1C", "1S", "2D", "Pass", "3D"], "KQ542.AJ652..852", "3H"),
        # (1H) 1S (2H) P (P): the same hand when their raise is passed round
        (["1H", "1S", "2H", "Pass", "Pass"], "KQ542..AJ652.852", "3D"),
    ],
)
def test_a_second_five_card_suit_is_shown_when_they_have_a_fit(
    book: str, calls: list[str], hand: str, call: str
) -> None:
    advice = _ask(book, hand, calls)
    assert advice.call == call
