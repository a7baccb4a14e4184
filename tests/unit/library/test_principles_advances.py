"""Advances the written SAYC text leaves out (library/principles_advances.py; issue 33).

Each table quotes the teaching it comes from: Mike Lawrence ("any time partner doubles a
minor-suit opening for takeout and you have 10 or more support points with both major
suits. The way to show this important type of hand is to make a cuebid", the ACBL's
"Mike's Bidding Quiz" 28), Maritha Pottenger ("When partner makes a take-out double of a
minor, and you have both majors, your bid is to CUE BID the minor. This tells partner:
'You pick.'"), Loeb bridge ("West should bid 2C, their cheapest 3-card suit", with
7652 843 954 852 after 1S-X-P), Sarah Bell (with three-card suits a minor: "partner will
not be excited by a major fit") and the "systems on" standard over a natural notrump
overcall ("Opposite an overcall of 1NT, we play 'systems on'"; "There are 2 basic
standards. The first is system on"; the La Jolla unit's "all systems are on, e.g.
Stayman and Jacoby Transfers ... just at the three level, so advancer ... needs to have
10 or more HCP"), Barry Rigal on weak jump overcalls ("just as you would do if partner
had opened with a weak two opening") and biddingquest.com ("The most common response to
a weak jump overcall is to pass"). The hands are written for the tests (Loeb's is his
own), none taken from a corpus file. The overcaller raised counts "High card points +
Length points = Total points" (Sky Bridge Club, "Counting Points").
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library import load_library
from library.principles_advances import (
    BOTH_MAJORS_CUEBID,
    advancing_weak_jump_overcall,
    both_majors_cuebid,
    both_majors_first,
)
from library.principles_notrump_advances import stayman_over_notrump_overcall
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook, RuleRecord, compose
from tests.unit.library.support import sayc_book


def _call(calls: str, hand: str, book: RuleBook | None = None) -> str:
    place = place_from_calls(Seat.W, calls.split())
    return recommend(book or sayc_book(), place, parse_hand(hand)).call


# --- both majors opposite a takeout double of a minor --------------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "10 or more support points with both major suits ... make a cuebid": 10 HCP
        # and a doubleton, 11, the written 1NT (6-10, a club stopper) gives way
        ("1C X Pass", "K965.AJ74.83.Q92", "2C"),
        # support points, not HCP: 7 HCP and a singleton diamond, 10
        ("1D X Pass", "KJ65.Q974.8.J963", "2D"),
        # game values and both majors: the written cuebid (12+) itself
        ("1C X Pass", "AK65.KQ74.83.J92", "2C"),
        # "You pick" is for two equal majors: five spades and four hearts jump in spades
        ("1D X Pass", "KJ965.AJ74.83.92", "2S"),
        # below 10 support points no cuebid but a simple advance: spades with a hand
        # that will bid again (Lawrence, Mike's Bidding Quiz 23; principles_spades_first),
        # the cheaper hearts with a bust ("a hand so bad you want no more bidding, 1H")
        ("1D X Pass", "8654.J972.K3.Q42", "1S"),
        ("1D X Pass", "8654.J972.73.J42", "1H"),
    ],
)
def test_both_majors_cuebid_a_doubled_minor(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


def test_both_majors_over_a_doubled_major_is_not_this_principle() -> None:
    """Pottenger: "When partner doubles a major and you cue-bid, partner will assume
    that you are 4-4 in the minors": the other major is simply bid."""
    assert _call("1H X Pass", "KJ65.Q974.8.J963") != "2H"


def test_a_users_own_advance_is_never_set_aside() -> None:
    hand, calls = "K965.AJ74.83.Q92", "1C X Pass"
    mine = RuleRecord.of("(1c)-x-(p)-2h", "9-11 HCP, 4+ hearts, invitational",
                         USER_CUSTOM, "mine")  # fmt: skip
    book = RuleBook([*compose(load_library(), "sayc", DEFAULT_CONVENTIONS["sayc"]), mine])
    place = place_from_calls(Seat.W, calls.split())
    assert both_majors_first(book, place, parse_hand(hand), mine) is None
    assert _call(calls, hand, book) == "2H"


# --- no four-card suit: the cheapest three-card suit ---------------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # Loeb's own hand: "West should bid 2C, their cheapest 3-card suit"
        ("1S X Pass", "7652.843.954.852", "2C"),
        # four of their hearts, three of each other suit: a minor, the cheaper one
        ("1H X Pass", "832.Q962.J84.T73", "2C"),
        # three of each major and clubs: the minor, not a three-card major at one level
        ("1D X Pass", "843.J62.Q952.T73", "2C"),
    ],
)
def test_the_cheapest_three_card_suit(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


# --- systems on over partner's natural notrump overcall ------------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # four spades, 10 HCP opposite 15-18: Stayman as over a 1NT opening
        ("1D 1NT Pass", "KQ93.A96.742.J104", "2C"),
        # 9 HCP: the written 2NT invitation gives way to Stayman with a four-card major
        ("1H 1NT Pass", "KJ93.962.A742.J2", "2C"),
        # 5 HCP: no game opposite 15-18, pass
        ("1D 1NT Pass", "KJ93.962.742.J42", "Pass"),
        # "still on—just at the three level, so advancer ... needs to have 10 or more HCP"
        ("2D 2NT Pass", "AJ93.K962.74.Q104", "3C"),
        ("2D 2NT Pass", "AJ93.K962.74.J104", "Pass"),
        # the overcaller answers as over his notrump opening: hearts first, then spades,
        # else the cheapest diamonds
        ("1D 1NT Pass 2C Pass", "AJ2.KQ54.KJ3.Q32", "2H"),
        ("1D 1NT Pass 2C Pass", "AJ52.KQ4.KJ3.Q32", "2S"),
        ("1D 1NT Pass 2C Pass", "AJ2.KQ4.KJ3.Q832", "2D"),
        # the advancer places it: game in the shown major with four of it and 25 between
        # the hands, an invitation with 23-24, notrump without the fit
        ("1D 1NT Pass 2C Pass 2S Pass", "KQ93.A96.742.J104", "4S"),
        ("1D 1NT Pass 2C Pass 2S Pass", "KQ93.Q96.742.J104", "3S"),
        ("1D 1NT Pass 2C Pass 2H Pass", "KQ93.A96.742.J104", "3NT"),
        ("1D 1NT Pass 2C Pass 2D Pass", "KQ93.Q96.742.J104", "2NT"),
        ("2D 2NT Pass 3C Pass 3H Pass", "AJ93.K962.74.Q104", "4H"),
        # "Stayman and Jacoby Transfers": a five-card major transfers, at any strength
        ("1D 1NT Pass", "KQ932.A96.742.J4", "2H"),
        ("1C 1NT Pass", "92.QJ9763.742.J4", "2D"),
        ("2H 2NT Pass", "AQ932.96.742.J42", "3H"),
        # the overcaller completes it
        ("1D 1NT Pass 2H Pass", "AQ4.K73.KQ82.A92", "2S"),
        ("1D 1NT Pass 2D Pass", "AQ4.K73.KQ82.A92", "2H"),
        # the advancer: weak, pass; five cards and game, 3NT for partner to choose; six,
        # game in the major; five and an invitation, 2NT
        ("1C 1NT Pass 2H Pass 2S Pass", "Q98632.96.742.J4", "Pass"),
        ("1C 1NT Pass 2H Pass 2S Pass", "AQ932.K96.742.J4", "3NT"),
        ("1C 1NT Pass 2H Pass 2S Pass", "AQ9632.K6.742.J4", "4S"),
        ("1D 1NT Pass 2H Pass 2S Pass", "KQ932.Q96.742.J4", "2NT"),
        # the overcaller chooses: four of the major with three, else notrump
        ("1D 1NT Pass 2H Pass 2S Pass 3NT Pass", "AQ4.K73.KQ82.A92", "4S"),
        ("1D 1NT Pass 2H Pass 2S Pass 3NT Pass", "A4.K73.KQ82.A982", "Pass"),
    ],
)
def test_systems_on_over_a_notrump_overcall(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


def test_no_stayman_when_clubs_are_their_suit() -> None:
    place = place_from_calls(Seat.W, ["1C", "1NT", "Pass"])
    table = Table(sayc_book(), place, parse_hand("KQ93.A96.742.J104"))
    assert stayman_over_notrump_overcall(table) is None


# --- properties against readings written here ----------------------------------------

_DECK = [f"{rank}{suit}" for suit in "SHDC" for rank in "AKQJT98765432"]


def _hand(cards: list[str]) -> Hand:
    by_suit = {s: "".join(c[0] for c in cards if c[1] == s) for s in "SHDC"}
    return parse_hand(".".join(by_suit[s] for s in "SHDC"))


def _hcp(hand: Hand) -> int:
    return sum(hand.ranks(suit).count(rank) * value for suit in SUIT_ORDER
               for rank, value in (("A", 4), ("K", 3), ("Q", 2), ("J", 1)))  # fmt: skip


@given(st.permutations(_DECK))
def test_stayman_by_the_points_between_the_hands(deck: list[str]) -> None:
    """Over (1D) 1NT (P): Stayman exactly when the hand holds a four-card major and no
    five-card one, and its HCP with the overcall's floor (15) make 23."""
    hand = _hand(deck[:13])
    place = place_from_calls(Seat.W, ["1D", "1NT", "Pass"])
    advice = stayman_over_notrump_overcall(Table(sayc_book(), place, hand))
    lengths = [len(hand.ranks(s)) for s in (Suit.S, Suit.H)]
    expected = max(lengths) == 4 and _hcp(hand) + 15 >= 23
    assert (advice is not None and advice.call == "2C") == expected


@given(st.permutations(_DECK))
def test_both_majors_cuebid_by_support_points(deck: list[str]) -> None:
    """After (1C) X (P): the cuebid with equal majors of four or more and 10+ support
    points (HCP and shortness: void 5, singleton 3, doubleton 1 with four trumps)."""
    hand = _hand(deck[:13])
    place = place_from_calls(Seat.W, ["1C", "X", "Pass"])
    advice = both_majors_cuebid(Table(sayc_book(), place, hand))
    spades, hearts = len(hand.ranks(Suit.S)), len(hand.ranks(Suit.H))
    short = sum({0: 5, 1: 3, 2: 1}.get(len(hand.ranks(s)), 0) for s in (Suit.D, Suit.C))
    expected = spades == hearts >= 4 and _hcp(hand) + short >= BOTH_MAJORS_CUEBID
    assert (advice is not None and advice.call == "2C") == expected


# --- the overcaller raised counts his suit's length ----------------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "High card points + Length points = Total points ... 2 points for a 6-card
        # suit": 16 HCP and two for the sixth spade, 18, and the raise's middle (6-10),
        # 8, make 26: game
        ("1D 1S Pass 2S Pass", "AKQ874.A2.K32.54", "4S"),
        # a five-card suit counts one: 16 and 8 make 24, an invitation
        ("1D 1S Pass 2S Pass", "AKJ87.A42.K52.54", "3S"),
        # 17 and 8 make 25: still the invitation, not game
        ("1C 1H Pass 2H Pass", "A4.AKJ987.K52.54", "3H"),
        # opposite the preemptive jump raise (0-8) the same hand passes
        ("1D 1S Pass 3S Pass", "AKJ87.A42.K52.54", "Pass"),
    ],
)
def test_the_overcaller_counts_length_after_the_raise(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


# --- reading the advance of my notrump overcall ---------------------------------------


@pytest.mark.parametrize(
    ("calls", "low", "high"),
    [
        # opposite 1NT "Pass — 0-7 HCP": a weak suit takes the pass's place
        ("1D 1NT Pass 2S Pass", 0, 7),
        # a transfer, at any strength
        ("1D 1NT Pass 2H Pass", 0, 15),
        ("1C 1NT Pass 2D Pass", 0, 15),
        # the cheapest clubs is Stayman, 8+
        ("1D 1NT Pass 2C Pass", 8, 15),
        # a jump shows game values
        ("1D 1NT Pass 3S Pass", 10, 15),
        # the system's own rule where written: (1h)-1n-(p)-2n = 8-9 HCP
        ("1H 1NT Pass 2NT Pass", 8, 9),
    ],
)
def test_the_advance_of_a_notrump_overcall_reads_as_a_notrump_response(
    calls: str, low: int, high: int
) -> None:
    place = place_from_calls(Seat.W, calls.split())
    shown = Table(sayc_book(), place, parse_hand("AQ4.K73.KQ82.A92")).partner_called
    assert (shown.low, shown.high) == (low, high)


@pytest.mark.parametrize(
    ("calls", "call"),
    [
        # 18 HCP opposite a weak two-level suit (0-7): no game, pass
        ("1D 1NT Pass 2S Pass", "Pass"),
        ("1C 1NT Pass 2S Pass", "Pass"),
        # opposite the jump (10-15) with three trumps: game
        ("1D 1NT Pass 3S Pass", "4S"),
    ],
)
def test_the_overcaller_after_an_advance_of_his_notrump(calls: str, call: str) -> None:
    assert _call(calls, "AQ4.K73.KQ82.A92") == call


# --- a weak jump overcall advanced as the same preempt opened ------------------------


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "use 2NT in response to a weak jump overcall as an artificial enquiry – just as
        # you would do if partner had opened with a weak two": 16 HCP, the feature ask
        ("1C 2S Pass", "A4.AK73.KQ82.962", "2NT"),
        # three trumps and a weak hand: the weak two's preemptive raise
        ("1C 2S Pass", "Q74.K873.J82.962", "3S"),
        # the three-level preempt's 3NT, to play with the other suits stopped
        ("1S 3D Pass", "A962.AQ7.J74.KJ5", "3NT"),
        # a club suit not stopped (J74): no 3NT, pass
        ("1S 3D Pass", "A962.AQJ7.KT.J74", "Pass"),
        # "a good fit and some strength": without one (two small) partner's suit may not
        # run, so no 3NT
        ("1C 2S Pass", "72.KQ62.AJ3.KQJ8", "Pass"),
        # "The most common response to a weak jump overcall is to pass"
        ("1C 2H Pass", "KQ74.K3.AQ82.962", "Pass"),
    ],
)
def test_a_weak_jump_overcall_is_advanced_as_a_preempt(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


def test_a_simple_overcall_is_not_a_preempt() -> None:
    place = place_from_calls(Seat.W, ["1C", "1S", "Pass"])
    table = Table(sayc_book(), place, parse_hand("A4.AK73.KQ82.962"))
    assert advancing_weak_jump_overcall(table) is None
