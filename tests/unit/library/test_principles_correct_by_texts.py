"""Correct by the texts (issue 33): the written ranges read in the unit the teaching
counts them in, and one number for one thing.

- Opener after partner's negative double bids "pretty much as if he is rebidding after
  any other response ... rebid 3H (this jump is invitational. similar to 1D-1H-3H by a
  partnership)" (Larry Cohen, "After partner's negative double", Example B:
  5.AQ76.AQJ62.Q42 after 1D-(1S)-X-(P)). The system raises a one-level response by
  support points, 16-18 to three: so the written jump after the double says 16-18
  support points, the same numbers as library/principles_negative_rebid.py, and is
  read in support points.
- The negative doubler's later raise of opener's major (1C-(1D)-X-(P)-1H-(P)-2H) is
  counted as every raise of a major is: "with a fit for partner's major suit, responder
  should revalue his holding. Add 'support points' for shortness" (Ned Downey's SAYC
  lessons, "Hand Evaluation"); the written 10-12 is support points, not HCP.
- 1NT over the opponents' overcall: "a balanced(ish) 6-9 point hand (usually nearer
  nine) and, crucially, a stopper in the overcaller's suit ... (A) Pass. (No spade
  stopper)" (Andrew Robson, "Tips for intermediates"); "you will want to be holding 7
  to 10 points ... we can pass on a poor hand with 6 points" (howtoplaybridge.co.uk).
  The principle takes the system's own written range (SAYC 8-10) instead of a number of
  its own.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.principles_checks import written_rule_fits
from library.principles_negative_rebid import GAME_RAISE_POINTS, JUMP_RAISE_POINTS
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook, compose
from library.recommend_corpus import DEFAULT_CONVENTIONS
from tests.unit.library.support import sayc_advice, sayc_book


@pytest.mark.parametrize(
    ("auction", "hand", "expected", "teaching"),
    [
        # Cohen's Example B: "rebid 3H (this jump is invitational)"
        ("1D 1S X Pass", "5.AQ76.AQJ62.Q42", "3H", "Cohen: the invitational jump"),
        # Cohen's Example A: "rebid 2H ... like raising a response of 1H to 2H"
        ("1D 1S X Pass", "54.AQ76.AQ86.542", "2H", "Cohen: the minimum raise"),
        # the written jump counts the singleton: 13 HCP and four trumps are 16
        ("1C 1S X Pass", "A5.KQ84.7.AJ8652", "3H", "16 support points: the jump"),
        ("1C 1H X Pass", "KQ84.7.A5.AJ8652", "2S", "16 support points: the jump"),
        ("1C 1D X Pass", "A5.KQ84.7.AJ8652", "2H", "16 support points: the jump"),
        ("1C 1S X Pass", "K5.AQ84.7.AKJ652", "4H", "20 support points: game"),
        ("1C 1S X Pass", "A5.KQ84.72.Q8652", "2H", "12 HCP, 14 support points: minimum"),
        # the doubler's raise of opener's major is a raise like any other: support
        # points (7 HCP and a singleton with four trumps are 10: the written 2H, not a
        # principle's jump over the written range it failed in HCP)
        ("1C 1D X Pass 1H Pass", "Q842.K973.7.Q852", "2H", "10 support points: 2H"),
        ("1C 1D X Pass 1H Pass", "Q842.K973.74.J85", "Pass", "7 support points: pass"),
        # Robson: 1NT with a stopper and nearer nine; pass without the stopper
        ("1H 1S", "QT76.96.KJ2.Q842", "1NT", "Robson (C): 1NT, spade stopper"),
        ("1H 1S", "J75.J7.K2.Q97543", "Pass", "Robson (A): pass, no spade stopper"),
        ("1C 1H", "Q92.K73.J842.Q84", "1NT", "8 HCP, heart stopper: 1NT"),
        ("1C 1H", "Q92.K73.J842.J84", "Pass", "7 HCP: pass, opener bids again"),
    ],
)
def test_by_the_texts(auction: str, hand: str, expected: str, teaching: str) -> None:
    assert sayc_advice(auction, hand).call == expected, teaching


_REBID = re.compile(r"^1[cdhs]-\(\d[cdhs]\)-x-\(p\)-\d[cdhs]$")


def test_the_written_raises_after_a_negative_double_agree_with_the_principle() -> None:
    """Every written raise of a suit the double promises counts support points, 12-15
    for the minimum, the principle's numbers for the jump and the game."""
    book = sayc_book()
    openings = ("1c", "1d", "1h", "1s")
    overcalls = [f"({level}{s})" for level in (1, 2, 3) for s in "cdhs"]
    keys = [f"{o}-{c}-x-(p)" for o in openings for c in overcalls]
    rules = [r for key in keys for r in book.continuations(key) if _REBID.match(r.sequence)]
    raises = [r for r in rules if "support points" in r.meaning]
    assert len(raises) >= 15
    for rule in raises:
        points = rule.constraints.total_points
        assert points is not None and rule.constraints.hcp is None, rule.sequence
        if "invitational" in rule.meaning:
            assert (points.low, points.high) == JUMP_RAISE_POINTS, rule.sequence
        elif "to play" in rule.meaning:
            assert (points.low, points.high) == (GAME_RAISE_POINTS, None), rule.sequence
        else:
            assert (points.low, points.high) == (12, 15), rule.sequence


_RANKS = "AKQJT98765432"


@st.composite
def _openers(draw: st.DrawFn) -> str:
    """A random hand with four hearts, at most two spades and four or more clubs (1C
    opened; 1S overcalled; partner's double promises hearts)."""
    seed = draw(st.integers(min_value=0, max_value=10**9))
    rng = random.Random(seed)
    lengths = rng.choice([(2, 4, 2, 5), (1, 4, 3, 5), (1, 4, 2, 6), (2, 4, 3, 4), (0, 4, 4, 5)])
    deck = list(_RANKS)
    suits = []
    for n in lengths:
        rng.shuffle(deck)
        suits.append("".join(sorted(deck[:n], key=_RANKS.index)))
    return ".".join(suits)


def _support_points(hand: str) -> tuple[int, int]:
    """HCP, and support points for four hearts: a void 5, a singleton 3, a doubleton 1."""
    suits = hand.split(".")
    hcp = sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(c, 0) for c in "".join(suits))
    short = sum({0: 5, 1: 3, 2: 1}.get(len(s), 0) for i, s in enumerate(suits) if i != 1)
    return hcp, hcp + short


@settings(max_examples=80, deadline=None)
@given(_openers())
def test_the_raise_is_chosen_by_support_points(hand: str) -> None:
    """After 1C-(1S)-X-(P) with four hearts and an opening hand, the heart raise's level
    follows the support points: 2H to 15, 3H 16-18, 4H from 19 (or the cuebid)."""
    hcp, support = _support_points(hand)
    if hcp < 12 or hcp > 18:
        return
    call = sayc_advice("1C 1S X Pass", hand).call
    if call == "2H":
        assert support <= 15
    if call == "3H":
        assert JUMP_RAISE_POINTS[0] <= support <= JUMP_RAISE_POINTS[1]
    if call == "4H":
        assert support >= GAME_RAISE_POINTS


# A convention is the user's choice: without it the call means something else. Garbage
# Stayman's 2C is Stayman ("2C is 'non-forcing' Stayman", the booklet's "Notrump
# Openings"); without the Stayman module 1NT-2C is no question. Responder's double of an
# overcall is negative only "if you and partner agree" (kwbridge.com, "Negative
# doubles": "you and partner agree that if you open the bidding and the opponent makes a
# direct suit overcall, a double by responder is NOT for penalty"); without the module it
# is the old penalty double, which a principle must not make for takeout.
_WITHOUT = [
    ("stayman_1nt", "1NT Pass", "J642.Q753.9864.2", "2C"),
    ("negative_doubles", "1C 1H", "KJ75.84.Q963.J82", "X"),
    ("negative_doubles", "1D 2C", "KJ75.A984.Q63.82", "X"),
]


@pytest.mark.parametrize(("convention", "auction", "hand", "call"), _WITHOUT)
def test_a_principle_makes_a_conventional_call_only_in_a_system_that_plays_it(
    convention: str, auction: str, hand: str, call: str
) -> None:
    library = load_library()
    chosen = [c for c in DEFAULT_CONVENTIONS["sayc"] if c != convention]
    assert len(chosen) == len(DEFAULT_CONVENTIONS["sayc"]) - 1
    without = RuleBook(compose(library, "sayc", chosen))
    place = place_from_calls(Seat("N"), auction.split())
    assert recommend(sayc_book(), place, parse_hand(hand)).call == call
    answer = recommend(without, place, parse_hand(hand))
    assert answer.call != call, answer.reason


def test_a_principle_reads_a_written_raise_in_support_points() -> None:
    """written_rule_fits counts a raise's points as the recommendation does: 1H-2H "6-10
    support points" holds for 4 HCP, four trumps and a void (support points 9, though
    HCP and length make only 5); the written limit raise (10-12) does not."""
    place = place_from_calls(Seat("N"), ["1H", "Pass"])
    hand = parse_hand("8642.KJ73.-.97532")
    assert written_rule_fits(sayc_book(), place, hand, "2h")
    assert not written_rule_fits(sayc_book(), place, hand, "3h")
