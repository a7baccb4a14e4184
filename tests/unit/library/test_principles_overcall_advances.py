"""The overcalling side after a suit overcall (library/principles_overcall_advances.py and
principles_overcaller_rebids.py; issue 33).

Each table quotes the teaching it comes from: the ACBL's page "Overcalls - part 2"
("Make a simple raise with 6 to 10 support points ... With 11-plus support points,
cuebid the suit the opponent opened ... With 4 to 6 support points and four or more
trumps, make a preemptive jump raise"), Robert Todd ("Pass with 3-card support and a
weak hand"), Marti Ronemus on answering the cuebid ("less-than-opening ... rebid 'our'
suit at the cheapest possible level. With 12-14 pts ... jump one level ... With 15-17
pts, we go to game"), Joan Butts ("the cue-bidder may pass with 9-11 pts, raise with
12-14 pts, and bid game with more"), the Vineyard Gazette and The Intelligencer on
notrump advances ("balanced hands ... One notrump ... 8-11 points; two notrump ...
invitational with 12-14"), the La Jolla unit's teaching points ("you should MENTION your
major rather than simply raising partner") and S. Khanna's notes on the law ("Don't
compete when the opponent is already bidding at level 3 and you have 8 trumps"). The
hands are written for the tests, none taken from a corpus file.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.principles_overcall_advances import CUEBID_RAISE, raise_for, raising_the_overcall
from library.principles_overcaller_rebids import answering_the_cuebid
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook, RuleRecord, compose
from tests.unit.library.support import sayc_book


def _call(dealer: str, calls: str, hand: str) -> str:
    place = place_from_calls(Seat.parse(dealer), calls.split())
    return recommend(sayc_book(), place, parse_hand(hand)).call


def _table(dealer: str, calls: str, hand: str) -> Table:
    return Table(sayc_book(), place_from_calls(Seat.parse(dealer), calls.split()),
                 parse_hand(hand))  # fmt: skip


# --- the advancer with support: the ACBL's three guidelines --------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "Make a simple raise with 6 to 10 support points": K52 of partner's spades,
        # 8 HCP (the page's own first example, "bid 2S ... don't bid 1NT")
        ("1D 1S Pass", "K52.T65.AT42.J43", "2S"),
        # "With 11-plus support points, cuebid" (ACBL), "10+ points and a fit, cue bid"
        # (Butts): 10 HCP and a doubleton, 11
        ("1D 1S Pass", "K642.KT6.AT42.43", "2D"),
        # "This promises a limit raise, but may be better": 15 HCP, still the cuebid
        ("1D 1S Pass", "K742.AK4.A4.J432", "2D"),
        # "With 4 to 6 support points and four or more trumps ... jump raise"
        ("1D 1S Pass", "KT42.42.T4.Q7542", "3S"),
        # "Pass with 3-card support and a weak hand" (Todd): 3 HCP, three trumps
        ("1D 1S Pass", "Q52.8643.J42.943", "Pass"),
    ],
)
def test_the_teachers_raise_by_support_points(calls: str, hand: str, call: str) -> None:
    """The principle itself, on the teachers' auctions (the written SAYC rules agree
    there, so the situation is asked directly)."""
    advice = raising_the_overcall(_table("W", calls, hand))
    assert advice is not None and advice.call == call


@pytest.mark.parametrize(
    ("dealer", "calls", "hand", "call"),
    [
        # a two-level overcall, no written rule: 6-10 support points raise once
        ("W", "1H 2D Pass", "83.62.KQ74.97532", "3D"),
        # 10+ support points with three trumps: the cuebid, not a game guess
        ("W", "1H 2C Pass", "A73.62.K73.QJ942", "2H"),
        ("W", "1S 2D Pass", "K6.KQ73.A73.Q973", "2S"),
        # "three cards and 6-9'ish points, raise partner to two": 1C-1D, 9 HCP
        ("W", "1C 1D Pass", "K73.843.AQ7.8432", "2D"),
        # "four cards and only 4-8'ish points, jump raise": 7 HCP
        ("W", "1C 1D Pass", "K73.843.Q732.J84", "3D"),
        # four trumps and 3 HCP: the preemptive jump
        ("W", "1C 1D Pass", "73.843.Q732.J843", "3D"),
        # "MENTION your major rather than simply raising": five spades, club support
        ("W", "1C 1D Pass", "KJ743.72.A73.843", "1S"),
    ],
)
def test_advances_where_nothing_is_written(dealer: str, calls: str, hand: str,
                                           call: str) -> None:  # fmt: skip
    assert _call(dealer, calls, hand) == call


# A reading of the teachers' lines, written apart from the principle (Butts and the
# written SAYC advances): the cuebid from 10 support points, the weak jump with four
# trumps and at most 8 HCP, the single raise from 6 to 9 support points, a weak hand with
# three trumps passes; ten trumps and a weak hand are the law's. Support points are
# never fewer than the HCP.
def _acbl_reading(high_cards: int, support: int, trumps: int) -> str:
    if support > 9:
        return "cuebid"
    if trumps > 9:
        return "law"
    if trumps == 9 and high_cards < 9:
        return "jump"
    if support in range(6, 10):
        return "raise"
    return "pass"


@given(st.integers(0, 20), st.integers(0, 6), st.integers(8, 12))
def test_the_raise_follows_the_teachers_scale(high_cards: int, extra: int, trumps: int) -> None:
    support = high_cards + extra
    assert raise_for(high_cards, support, trumps) == _acbl_reading(high_cards, support, trumps)
    if support >= CUEBID_RAISE:
        assert raise_for(high_cards, support, trumps) == "cuebid"


# --- the overcaller answers the cuebid ----------------------------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "less-than-opening ... rebid 'our' suit at the cheapest possible level"
        ("1C 1H Pass 2C Pass", "72.KQ985.A73.843", "2H"),
        # "With 12-14 pts ... we jump one level": 13 HCP and a fifth heart
        ("1C 1H Pass 2C Pass", "K2.KQ985.A73.Q43", "3H"),
        # "With 15-17 pts, we go to game"
        ("1C 1H Pass 2C Pass", "A2.AKQ85.A73.Q43", "4H"),
        # over a minor overcall the game is nine tricks in notrump, their suit held
        ("1S 2D Pass 2S Pass", "A2.73.AKQ985.K43", "3NT"),
    ],
)
def test_answering_the_cuebid_by_strength(calls: str, hand: str, call: str) -> None:
    assert _call("E", calls, hand) == call


def test_their_bid_relieves_the_minimum_overcall() -> None:
    """The cuebid forces only when the next player passes or doubles: a minimum passes
    their bid, but not their double (a pass would play the cuebid doubled)."""
    advice = answering_the_cuebid(_table("E", "1C 1H Pass 2C 3C", "72.KQ985.A73.843"))
    assert advice is not None and advice.call == "Pass"
    advice = answering_the_cuebid(_table("E", "1C 1H Pass 2C X", "72.KQ985.A73.843"))
    assert advice is not None and advice.call == "2H"


# --- the cuebidder after the overcaller's answer ---------------------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # Butts's own hand: 11, after the minimum rebid "may pass with 9-11 pts"
        ("1D 1S Pass 2D Pass 2S Pass", "K82.A42.Q763.Q73", "Pass"),
        # "raise with 12-14 pts": 14 (the hand here held 15, a game, and passed only
        # because the rebid of the overcalled suit was read as a second suit)
        ("1D 1S Pass 2D Pass 2S Pass", "K82.A42.Q763.AJ3", "3S"),
        # "and bid game with more"
        ("1D 1S Pass 2D Pass 2S Pass", "K82.AK2.K763.AJ3", "4S"),
        # the overcaller's jump shows 12-14: the bare limit raise declines, 13 accepts
        ("1D 1S Pass 2D Pass 3S Pass", "K82.A42.Q763.Q73", "Pass"),
        ("1D 1S Pass 2D Pass 3S Pass", "K82.A42.K763.A73", "4S"),
    ],
)
def test_the_cuebidder_after_the_answer(calls: str, hand: str, call: str) -> None:
    assert _call("W", calls, hand) == call


# --- notrump advances ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "two notrump ... invitational with 12-14": 13 opposite it, game
        ("1D 1S Pass 2NT Pass", "KQJ85.A73.72.K43", "3NT"),
        # 11 opposite 12-14: no game
        ("1D 1S Pass 2NT Pass", "KQ985.743.72.A43", "Pass"),
        # "One notrump ... 8-11": 15 invites, 17 bids game, their suit held by partner
        ("1D 1S Pass 1NT Pass", "AQJ85.AJ3.72.K43", "2NT"),
        ("1D 1S Pass 1NT Pass", "KQJ85.A73.72.AK3", "3NT"),
    ],
)
def test_facing_a_notrump_advance(calls: str, hand: str, call: str) -> None:
    assert _call("E", calls, hand) == call


@pytest.mark.parametrize(
    ("dealer", "calls", "hand", "call"),
    [
        # "With a weaker five-card suit and a strong hand, advancer will cuebid ... and
        # then correct back to advancer's own": 20 HCP, a singleton in partner's suit
        ("W", "1C 1H Pass", "AQ52.K.AKT854.A3", "2C"),
        ("W", "1C 1H 1S", "AQ52.K.AKT854.A3", "2C"),
        ("W", "1S 2H Pass", "K2.4.AKQJ73.AQ54", "2S"),
        # balanced with their suit held: notrump by the points instead
        ("W", "1C 1H Pass", "AQ5.K4.AKT8.KJ32", "3NT"),
    ],
)
def test_too_strong_for_a_new_suit(dealer: str, calls: str, hand: str, call: str) -> None:
    assert _call(dealer, calls, hand) == call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # game values, no fit and a six-card major: the suit, not notrump
        ("1C 1D Pass", "AKQT54.83.73.KJ6", "1S"),
        # balanced, their suit held, 15+: "3NT with 15+ HCP and at least one stopper"
        ("1C 1D Pass", "AJ6.QT2.94.AKJ32", "3NT"),
    ],
)
def test_notrump_with_game_values_is_balanced(calls: str, hand: str, call: str) -> None:
    assert _call("W", calls, hand) == call


def test_a_notrump_advance_is_balanced() -> None:
    """Teachers' "balanced hands": a void in partner's suit and their suit held is no notrump
    advance (after their negative double the misfit passes)."""
    assert _call("E", "Pass Pass 1H 2C X", "A854.QJ754.KT65.-") != "2NT"


# --- competing after their raise: partner's raise counts three trumps ----------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # five spades and partner's three: eight, "don't compete ... at level 3"
        ("1H 1S Pass 2S 3H", "KQJ85.743.A73.72", "Pass"),
        ("1H 1S 2H 2S 3H", "KQJ85.743.A73.72", "Pass"),
        # a sixth spade: nine trumps, the three level is ours
        ("1H 1S Pass 2S 3H", "KQJ852.74.A73.72", "3S"),
    ],
)
def test_the_overcaller_competes_by_the_trumps(calls: str, hand: str, call: str) -> None:
    assert _call("E", calls, hand) == call


def test_partners_raise_of_my_overcall_promises_three() -> None:
    table = _table("E", "1H 1S Pass 2S 3H", "KQJ85.743.A73.72")
    assert table.promised(Suit.S) == 3


# --- the overcaller raises the advancer's major ---------------------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "2S 4-card ... 7 to bad 12 points (sub-min or min overcall)": 8 HCP and a
        # singleton, 11 support points
        ("1C 1D Pass 1S Pass", "K942.873.AJ853.7", "2S"),
        # "3S 4-card ... good 12-14 points (sound overcall)": 9 HCP and a singleton
        ("1C 1D Pass 1S Pass", "K942.3.AQ853.872", "3S"),
        # "4S 4-card, 15-17 points (strong overcall)"
        ("1C 1D Pass 1S Pass", "KQ42.3.AQ853.K72", "4S"),
        # over a two-level advance the jump is game: 12-14 raise once, 15+ bid it
        ("1C 1S Pass 2H Pass", "AQ853.K942.72.J3", "3H"),
        ("1D 1S Pass 2H Pass", "KQJ83.QT42.9.KJ2", "4H"),
    ],
)
def test_raising_the_advancers_major(calls: str, hand: str, call: str) -> None:
    assert _call("E", calls, hand) == call


def test_a_users_own_rule_decides_before_the_principles() -> None:
    """The principles answer only where no written rule fits: a user who writes that a
    minimum overcall jumps over the cuebid is given his own jump, not the teachers'
    cheapest rebid."""
    hand, calls = "72.KQ985.A73.843", "1C 1H Pass 2C Pass"
    assert _call("E", calls, hand) == "2H"
    mine = RuleRecord.of("(1c)-1h-(p)-2c-(p)-3h", "7-11 HCP, 5+ hearts, non-forcing",
                         USER_CUSTOM, "mine")  # fmt: skip
    book = RuleBook([*compose(load_library(), "sayc", DEFAULT_CONVENTIONS["sayc"]), mine])
    place = place_from_calls(Seat.E, calls.split())
    assert recommend(book, place, parse_hand(hand)).call == "3H"
