"""Responses to one of a major (issue 33, ninth session): the written SAYC ranges checked
against the booklet and the raises teachers choose between (library/systems/sayc.md,
library/principles_major_raises.py). Every hand is written here for its principle; none
is taken from a corpus file.

- The booklet's "Major Suit Openings": 1NT is "not forcing, 6-10"; the raise to game is
  "usually 5+ trumps, a singleton or void, and fewer than 10 HCP".
- The strong jump shift in the Goren standard the booklet keeps: 19+ ("in traditional
  methods like Goren, a strong jump shift might show 19+ points", bridgebum).
- Jacoby 2NT, "a game-forcing raise showing 4+ trump and 13+ support points" (Downey's
  SAYC lessons): an opening hand's points, not a weak hand's shortness.
- The limit raise is "a good 10 to a bad 12" (Downey), with his exception: "a 10 point
  hand may be treated as invitational when containing a fourth trump and good
  intermediate cards - - tens and nines" (tens and nines beside a higher honour of their
  suit, where they make tricks: Robson's "power of tens").
- Robson: "always make a three-card raise ... unless you have three small cards in a very
  flat hand".
- Over their takeout double, the redouble shows 10+ and comes first.
- Downey: 1NT only "if you cannot do either of the above" (raise, or a new suit at one);
  a passed hand with a fit and game values bids game, its new suit not forcing.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice, sayc_book


@pytest.mark.parametrize(
    ("auction", "hand", "expected", "teaching"),
    [
        # "a strong jump shift ... 19+ points": 17 HCP bid the suit at the one level
        ("1H Pass", "AKJ53.K4.KQ2.J32", "1S", "17 HCP: no jump shift, 1S and jump later"),
        ("1H Pass", "AKQ53.A4.KQ2.J32", "2S", "19 HCP and a good suit: the jump shift"),
        ("1D Pass", "AQJ752.K4.A2.Q32", "1S", "16 HCP over a minor: one level"),
        # "1M-4M: usually 5+ trumps, a singleton or void, fewer than 10 HCP"
        ("1S Pass", "Q8642.K5.73.J842", "2S", "five trumps without shortness: raise once"),
        ("1S Pass", "Q8642.K5.7.J8432", "4S", "five trumps and a singleton: the weak game"),
        ("1H Pass", "7.KQ9652.J8643.5", "4H", "6 HCP and two singletons: not Jacoby 2NT"),
        ("1H Pass", "A7.KQ96.J864.K53", "2NT", "13 HCP and four trumps: Jacoby 2NT"),
        # "a good 10 to a bad 12"
        ("1H Pass", "K83.Q962.A842.95", "2H", "nine HCP and a doubleton: a bad ten"),
        ("1H Pass", "K83.Q962.A842.Q5", "3H", "eleven HCP and four trumps: a limit raise"),
        ("Pass Pass 1S Pass", "953.KJ62.A842.J9", "2S", "passed hand: a bad ten"),
        # Downey: "a fourth trump and good intermediate cards - - tens and nines"
        ("1H Pass", "Q7.KT92.A842.T93", "3H", "four trumps, K-10-9: a good ten invites"),
        ("1S Pass", "KT93.Q7.A842.963", "3S", "four trumps, K-10-9: a good ten invites"),
        ("1H Pass", "Q7.K762.A842.T93", "2H", "four trumps, no intermediates: a bad ten"),
        ("1H Pass", "Q7.KT9.A8642.T93", "2H", "tens and nines but three trumps: bad ten"),
        ("1H Pass", "Q7.K962.A842.T93", "2H", "one nine beside an honour: not enough"),
        # Robson: raise on three "unless ... three small cards in a very flat hand"
        ("1S Pass", "752.K843.QJ6.Q82", "1NT", "three small trumps, 4-3-3-3: 1NT"),
        ("1S Pass", "Q52.K843.QJ6.982", "2S", "an honour in the trumps: raise"),
        ("1S Pass", "Q52.K8.QJ63.9842", "2S", "three trumps and a doubleton: raise"),
        # Downey: 1NT only "if you cannot do either of the above" (raise or bid a suit)
        ("Pass Pass 1H Pass", "9.KJ642.A83.QJ73", "4H", "passed, five trumps, 13+ points"),
        ("Pass Pass 1H Pass", "94.KJ64.A83.Q973", "3H", "passed, a limit raise"),
        # the redouble first with 10+ over their takeout double
        ("1H X", "AQ84.73.K952.Q63", "XX", "11 HCP over the double: redouble"),
        ("1H X", "QJ84.73.K952.863", "1S", "6 HCP over the double: the new suit"),
        ("1D X", "KJ72.Q3.85.AJ642", "XX", "10 HCP over the double of a minor: redouble"),
    ],
)
def test_responses_to_a_major(auction: str, hand: str, expected: str, teaching: str) -> None:
    assert sayc_advice(auction, hand).call == expected, teaching


def test_the_booklet_ranges_are_written() -> None:
    """sayc.md says what the booklet says: 1M-1NT 6-10 and non-forcing, the jump shift
    19+, the game raise with a singleton or void."""
    rules = {
        r.sequence: r
        for key in ("1h-(p)", "1s-(p)", "1d-(p)")
        for r in sayc_book().continuations(key)
    }
    for sequence in ("1h-(p)-1n", "1s-(p)-1n"):
        hcp = rules[sequence].constraints.hcp
        assert hcp is not None and (hcp.low, hcp.high) == (6, 10)
        assert "non-forcing" in rules[sequence].meaning
    for sequence in ("1h-(p)-2s", "1s-(p)-3h", "1d-(p)-2s"):
        hcp = rules[sequence].constraints.hcp
        assert hcp is not None and hcp.low == 19
    for sequence in ("1h-(p)-4h", "1s-(p)-4s"):
        assert "a singleton or void" in rules[sequence].meaning


_RANKS = "AKQJT98765432"


@st.composite
def _hands(draw: st.DrawFn) -> str:
    """A random hand with three to four hearts (a raise of 1H is in view)."""
    seed = draw(st.integers(min_value=0, max_value=10**9))
    deck = [(s, r) for s in range(4) for r in _RANKS]
    random.Random(seed).shuffle(deck)
    cards = deck[:13]
    suits = ["".join(r for s2, r in sorted(cards, key=lambda c: _RANKS.index(c[1])) if s2 == s)
             for s in range(4)]  # fmt: skip
    return ".".join(suits)


def _reading(hand: str) -> tuple[int, int, int]:
    """HCP, hearts and support points as a teacher counts them: 4-3-2-1 for the honours;
    with four trumps a void 5, a singleton 3, a doubleton 1, with three 3, 2, 1."""
    suits = hand.split(".")
    hcp = sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(c, 0) for c in "".join(suits))
    hearts = len(suits[1])
    table = {0: 5, 1: 3, 2: 1} if hearts >= 4 else {0: 3, 1: 2, 2: 1}
    short = sum(table.get(len(s), 0) for i, s in enumerate(suits) if i != 1)
    return hcp, hearts, hcp + (short if hearts >= 3 else 0)


def _intermediates(hand: str) -> int:
    """Tens and nines held in a suit that also holds the ace, king, queen or jack."""
    return sum(
        suit.count("T") + suit.count("9") for suit in hand.split(".") if set(suit) & set("AKQJ")
    )


@settings(max_examples=60, deadline=None)
@given(_hands())
def test_a_limit_raise_never_rests_on_a_bad_ten(hand: str) -> None:
    """Whatever the hand, 1H-3H is never bid on ten support points of which only nine
    are high cards (unless, as Downey allows, with a fourth trump and good tens and
    nines), and the weak raise to game never without a singleton or void."""
    hcp, hearts, points = _reading(hand)
    call = sayc_advice("1H Pass", hand).call
    good_ten = hearts >= 4 and _intermediates(hand) >= 2
    if call == "3H":
        assert hearts >= 3 and 10 <= points <= 12
        assert not (points == 10 and hcp < 10) or good_ten
    if call == "4H" and hcp < 10:
        assert hearts >= 5 and min(len(s) for s in hand.split(".")) <= 1
