"""The side that did not open, in contested auctions (issue 33, 0.20.0): the sandwich
double's shortness, the double jump overcall by length, systems on over partner's
balancing notrump (library/principles_doubles.py, principles_weak_jump.py,
principles_notrump_advances.py).

Every hand is written here for the teacher's sentence quoted above its table, not taken
from the corpus files; the calls run from North as dealer on the full SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Card, Seat, Suit, full_pack
from domain.rules.hand_evaluation import Hand
from library.principles_doubles import sandwich_double
from library.principles_reading import Table
from library.principles_weak_jump import preempt_by_length
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book

_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _call(auction: str, hand: str) -> str:
    return sayc_advice(auction, hand).call


def _length(hand: Hand, suit: Suit) -> int:
    return sum(1 for c in hand.cards if c.suit is suit)


def _points(cards: list[Card]) -> int:
    return sum(_HCP.get(c.rank, 0) for c in cards)


# The takeout double "implies an opening bid or better, shortness in the suit doubled,
# and preparedness for any response" (the "Takeout doubles" chapter of the Marvin bridge
# texts); "With 12-16 points it is so important that you have the right type of hand
# for a double - shortage in your opponents' suit, but as you get stronger you can
# double on any shape" (bridgewebs, the First club's "Take-out doubles"). Between their
# opening and their response the suit doubled is the response: with three of it the
# hand passes, however its other suits lie.
@pytest.mark.parametrize(
    ("auction", "hand", "call"),
    [
        ("1C Pass 1H", "KJ86.K52.Q974.A3", "Pass"),  # three hearts, 13 HCP
        ("1C Pass 1H", "KJ86.52.Q974.AJ3", "X"),  # two hearts: short in the response
        ("1D Pass 1S", "Q75.AJ93.K4.KJ62", "Pass"),  # three spades, 14 HCP
        ("1D Pass 1S", "7.AJ93.K54.KJ862", "X"),  # a singleton spade
        ("1C Pass 1H", "AKQ7.K83.AQ96.K4", "X"),  # 21 HCP: strong enough for any shape
    ],
)
def test_the_sandwich_double_is_short_in_the_response(auction: str, hand: str, call: str) -> None:
    assert _call(auction, hand) == call


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


@settings(max_examples=300, deadline=None)
@given(_hands())
def test_a_sandwich_double_below_seventeen_has_the_shape(hand: Hand) -> None:
    """Between 1C and 1H an unpassed hand's takeout double below 17 HCP holds four or
    more spades and diamonds and at most two hearts."""
    table = Table(sayc_book(), place_from_calls(Seat.N, ["1C", "Pass", "1H"]), hand)
    advice = sandwich_double(table)
    if advice is None or advice.call != "X":
        return
    cards = list(hand.cards)
    assert _length(hand, Suit.S) >= 4 and _length(hand, Suit.D) >= 4
    if _points(cards) < 17:
        assert _length(hand, Suit.H) <= 2


# Larry Cohen, "Jump Overcalls" (larryco.com): "If you would open a weak two-bid, then you
# can make a jump two-level overcall. If you would open with a three-level preempt, then
# you can make a three-level jump overcall"; bidandmade.com, "Preemptive double jump":
# "let's say you planned to open the bidding with 3D. If your RHO opens the bidding with
# 1C before you get there, no problem, you just double jump overcall, bidding 3D as
# planned"; Joan Butts, "Preemptive Jump Overcalls": "The more cards in your long suit,
# the higher you should jump. That's how a preempt works." The Georgia Tech club's SAYC
# notes: "5-9 pts ... at most 1 potential trick outside of suit bid".
@pytest.mark.parametrize(
    ("auction", "hand", "call"),
    [
        ("1C", "5.KQJT862.T73.92", "3H"),  # seven hearts, 6 HCP: jump twice
        ("1D", "KJT9842.7.953.J4", "3S"),  # seven spades, a jack outside
        ("1C", "J4.KQJT86.T73.92", "2H"),  # six hearts: the weak jump
        ("1C", "A4.KQT8652.T7.92", "1H"),  # an ace outside: the simple overcall
        ("1C Pass Pass", "5.KQJT862.K73.92", "1H"),  # the passout seat does not preempt
    ],
)
def test_a_seven_card_suit_jumps_twice(auction: str, hand: str, call: str) -> None:
    assert _call(auction, hand) == call


def _seven_hearts() -> st.SearchStrategy[Hand]:
    hearts = [c for c in full_pack() if c.suit is Suit.H]
    others = [c for c in full_pack() if c.suit is not Suit.H]
    return st.tuples(st.permutations(hearts), st.permutations(others)).map(
        lambda drawn: Hand.of([*drawn[0][:7], *drawn[1][:6]])
    )


@settings(max_examples=300, deadline=None)
@given(_seven_hearts())
def test_the_double_jump_is_the_weak_one_suiter(hand: Hand) -> None:
    """Over their 1C a double jump in hearts holds seven hearts, no second five-card
    suit, 5-9 HCP and no more than 3 of them outside hearts; every such hand makes it."""
    table = Table(sayc_book(), place_from_calls(Seat.N, ["1C"]), hand)
    advice = preempt_by_length(table)
    cards = list(hand.cards)
    total = _points(cards)
    outside = _points([c for c in cards if c.suit is not Suit.H])
    one_suited = all(_length(hand, s) <= 4 for s in Suit if s is not Suit.H)
    wanted = one_suited and 5 <= total <= 9 and outside <= 3
    assert (advice is not None and advice.call == "3H") == wanted


# "If your PARTNER overcalls 1NT (or 2NT over a Weak Two bid), all systems are on, e.g.
# Stayman and Jacoby Transfers ... Systems (Stayman/transfers) are still on - just at
# the three level, so advancer ... needs to have 10 or more HCP because bidding is
# forcing to game" (La Jolla unit's teaching points, "NT, NMF: systems on or off?"):
# partner's 2NT over their weak two in the passout seat is that 2NT too.
def test_systems_on_over_partners_balancing_2nt() -> None:
    assert _call("2D Pass Pass 2NT Pass", "AJ.KQ84.T73.Q962") == "3C"  # Stayman
    assert _call("2D Pass Pass 2NT Pass 3C Pass", "KQ3.AJ94.K5.AJ84") == "3H"
    assert _call("2D Pass Pass 2NT Pass 3C Pass 3H Pass", "AJ.KQ84.T73.Q962") == "4H"
    assert _call("2D Pass Pass 2NT Pass", "AJ.KQ843.T73.Q96") == "3D"  # a transfer


# "Unlike an opening bid, you can count ruffing values for shortness in the opposing
# suit, so a takeout double with a singleton in that suit may be made with as little as
# 11 HCP" (the Marvin texts, "Takeout doubles"); "whether to double or overcall depends
# on suit quality" (principles_double_first): a poor five-card suit beside the ideal
# shape doubles, a suit that passes the Suit Quality Test is overcalled.
@pytest.mark.parametrize(
    ("auction", "hand", "call"),
    [
        ("1C", "J8765.AQ54.KJ86.-", "X"),  # a void in clubs, J8765: 11 HCP double
        ("1D", "J8765.AQ54.6.KJ8", "X"),  # a singleton diamond
        ("1C", "AKJ65.Q854.J986.-", "1S"),  # AKJ65 passes the test: overcall it
    ],
)
def test_a_poor_suit_beside_the_ideal_shape_doubles(auction: str, hand: str, call: str) -> None:
    assert _call(auction, hand) == call


# Andrew Robson, "Notrump overcalls": with AK73 Q962 A4 K108 over their 1D "you might bid
# 1 NT ... However with such a tenuous diamond stopper - the ace will soon be forced out
# and then what? - and with four cards in both majors, I would certainly double. Most of
# the time you'll locate a nice little 4-4 major fit."
@pytest.mark.parametrize(
    ("auction", "hand", "call"),
    [
        ("1D", "AK73.Q962.A4.KT8", "X"),  # Robson's hand
        ("1H", "AK73.A4.Q962.KT8", "X"),  # the ace doubleton of their major, four spades
        ("1D", "AK73.Q962.AQ.KT8", "1NT"),  # AQ holds diamonds twice
        ("1D", "AK7.Q92.A4.KJT83", "1NT"),  # no four-card major to find
    ],
)
def test_a_tenuous_stopper_doubles(auction: str, hand: str, call: str) -> None:
    assert _call(auction, hand) == call
