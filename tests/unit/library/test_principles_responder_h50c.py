"""Responder's calls and our 1NT overcalled (issue 33, h50c), on hands written for the
teachers' texts (none is a corpus case).

- The three-card limit raise over 1H with four spades bids 1S first
  (library/principles_uncontested_responses.py): "With four-card support, we jump to
  three of the major ... With three-card support, we bid another suit and then support
  the major fit" (Marti Ronemus, Vu-Bridge, "Limit Raise"); "Don't jump in trumps
  without at least four" (Joan Butts); the booklet's own limit raise with three trumps
  and no four spades (KJ4 Q72 KJ92 Q72) stays 3H.
- A good side suit is shown before Jacoby 2NT: Jacoby 2NT is "a good,
  relatively-balanced, at-least-4-card, raise" (msgltd.co.uk, after David Bakhshi);
  "When the degree of fit may be important, as when responder has ... a good side
  suit, it is usually better to make a temporizing bid in a new suit" (Marvin French).
- Without Lebensohl a natural 2NT over their overcall of our 1NT is the 8-9 HCP
  invitation: "If they bid 2C, you just ignore it (so if you bid 2NT after their 2C
  overcall, you should treat the auction as if it went 1NT PASS 2NT)" (Larry Cohen,
  "Lebensohl and transfer lebensohl"); opener accepts with the top of his range and
  their suit stopped (library/principles_notrump_interference.py).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_notrump_interference import accepting_floor
from library.principles_uncontested_responses import (
    good_side_suit_before_jacoby,
    good_suit,
    spades_before_three_card_limit_raise,
)
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook, compose
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # three hearts, four spades, eleven points: "we bid another suit" first
        ("1H Pass", "QT94.KJ6.J952.A4", "1S"),
        # the same shape on seven: the single raise at once (Ronemus's seven-count)
        ("1H Pass", "QT94.KJ6.Q952.84", "2H"),
        # four trumps: "With four-card support, we jump to three of the major"
        ("1H Pass", "Q943.KJ82.K92.J7", "3H"),
        # three trumps and no four-card spade suit: the booklet's limit raise
        ("1H Pass", "KJ5.Q82.KJ93.Q82", "3H"),
        # over 1S a new suit is a two-over-one: the booklet's 3S stands
        ("1S Pass", "KJ5.Q82.KJ93.Q82", "3S"),
        # then the jump preference shows the three-card limit raise
        ("1H Pass 1S Pass 1NT Pass", "QT94.KJ6.J952.A4", "3H"),
        ("1H Pass 1S Pass 2C Pass", "QT94.KJ6.J952.A4", "3H"),
    ],
)
def test_three_card_limit_raise_bids_spades_first(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


def test_the_user_s_own_limit_raise_is_never_set_aside() -> None:
    place = place_from_calls(Seat.N, ["1H", "Pass"])
    hand = parse_hand("QT94.KJ6.J952.A4")
    limit = sayc_written("1h-(p)", "3h")
    assert spades_before_three_card_limit_raise(sayc_book(), place, hand, limit)
    mine = replace(limit, module_type=USER_CUSTOM)
    assert spades_before_three_card_limit_raise(sayc_book(), place, hand, mine) is None


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # nine HCP, four hearts, their diamonds unguarded: Stayman is gone, 2NT invites
        ("1NT 2D", "74.Q965.83.AK962", "2NT"),
        # the textbook's invitation with their suit stopped is unchanged
        ("1NT 2D", "AT4.K85.J986.532", "2NT"),
        # seven HCP: a weak hand passes
        ("1NT 2D", "74.J965.83.AQ962", "Pass"),
        # a singleton: not a notrump invitation
        ("1NT 2H", "KJ54.8.Q962.QJ73", "Pass"),
    ],
)
def test_natural_2nt_over_their_overcall(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("AK4.KQ3.K84.QJ92", "3NT"),  # 18 is above the range, but accepts as 16-17 does
        ("AQ4.KJ3.K84.KQ92", "3NT"),  # 17, diamonds held: accept
        ("AQ4.QJ3.K84.QJ92", "Pass"),  # 15: the bottom of the range declines
        ("AQ4.KJ3.84.AKJ92", "Pass"),  # 17 but diamonds not held: 2NT stands
    ],
)
def test_opener_answers_the_natural_2nt(hand: str, expected: str) -> None:
    assert sayc_advice("1NT 2D 2NT Pass", hand).call == expected


def test_with_lebensohl_the_2nt_is_the_relay() -> None:
    from library import load_library
    from library.recommend_book import DEFAULT_CONVENTIONS

    library = load_library()
    book = RuleBook(compose(library, "sayc", [*DEFAULT_CONVENTIONS["sayc"], "lebensohl"]))
    place = place_from_calls(Seat.N, ["1NT", "2D", "2NT", "Pass"])
    answer = recommend(book, place, parse_hand("AQ4.KJ3.K84.KQ92"))
    assert answer.call == "3C"  # the relay's forced answer, not the natural acceptance


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 37), st.integers(0, 6))
def test_the_accepting_floor_is_the_upper_half(low: int, width: int) -> None:
    high = low + width
    floor = accepting_floor(low, high)
    # the reading in the test: the values that accept are at least as many as those
    # that decline, and no more than one more
    accepting = [v for v in range(low, high + 1) if v >= floor]
    declining = [v for v in range(low, high + 1) if v < floor]
    assert 0 <= len(accepting) - len(declining) <= 1
    assert low <= floor <= high


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # six spades headed by the ace-queen: the suit first, hearts supported next
        ("1H Pass", "AQ9865.8764.KQ.8", "1S"),
        # a good five-card diamond suit over 1S: the two-over-one first
        ("1S Pass", "AJ86.KJ4.AKT63.9", "2D"),
        # a weak five-card suit (Q8632, one top honour): Jacoby 2NT
        ("1H Pass", "AK.KJ85.Q6.Q9742", "2NT"),
        # no side suit: Jacoby 2NT
        ("1S Pass", "KQ84.A2.KJ93.Q72", "2NT"),
        # after the suit, four trumps and game values raise to game
        ("1H Pass 1S Pass 1NT Pass", "AQ9865.8764.KQ.8", "4H"),
    ],
)
def test_good_side_suit_before_jacoby(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


def test_the_user_s_own_jacoby_is_never_set_aside() -> None:
    place = place_from_calls(Seat.N, ["1H", "Pass"])
    hand = parse_hand("AQ9865.8764.KQ.8")
    jacoby = sayc_written("1h-(p)", "2n")
    assert good_side_suit_before_jacoby(sayc_book(), place, hand, jacoby)
    mine = replace(jacoby, module_type=USER_CUSTOM)
    assert good_side_suit_before_jacoby(sayc_book(), place, hand, mine) is None


_RANKS = "AKQJT98765432"


@settings(max_examples=80, deadline=None)
@given(st.sets(st.sampled_from(_RANKS), min_size=0, max_size=9))
def test_a_good_suit_is_five_cards_with_two_of_the_top_three(ranks: set[str]) -> None:
    clubs = "".join(r for r in _RANKS if r in ranks)
    spades = _RANKS[len(clubs) :]  # the other cards of a thirteen-card hand, all spades
    hand = parse_hand(f"{spades or '-'}.-.-.{clubs or '-'}")
    # the reading in the test: count the ace, king and queen held, and the length
    top = len({"A", "K", "Q"} & ranks)
    assert good_suit(hand, Suit.C) == (len(ranks) >= 5 and top >= 2)


# --- where the teachers split, the answer names the other school (recommend_splits) ----


@pytest.mark.parametrize(
    ("auction", "hand", "expected", "named"),
    [
        # the booklet's raise on a flat 4-3-3-3 with three trumps; 1NT named
        ("1S Pass", "Q82.KT4.J73.Q854", "2S", "respond 1NT on a flat 4-3-3-3"),
        # five HCP and four spades over 1D: the booklet passes; the light response named
        ("1D Pass", "QT85.J43.Q72.862", "Pass", "respond on 4-5 HCP (a one-level suit)"),
        # four HCP, a void in partner's spades: 1NT named
        ("1S Pass", "-.8642.A762.J8632", "Pass", "(1NT, short in partner's major)"),
    ],
)
def test_the_other_school_is_named(auction: str, hand: str, expected: str, named: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected
    assert named in answer.reason


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        ("1S Pass", "Q82.KT4.J7432.Q5"),  # a doubleton: no split, the raise
        ("1S Pass", "Q824.KT4.J73.Q85"),  # four trumps: the raise, no split
        ("1D Pass", "T853.J42.Q72.862"),  # three HCP: everyone passes
        ("1H X", "QT853.J4.K72.862"),  # contested: not this position
    ],
)
def test_no_note_where_the_sources_agree(auction: str, hand: str) -> None:
    assert "Sources split" not in sayc_advice(auction, hand).reason
