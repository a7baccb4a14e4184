"""A written control bid needs the control its own words name (library/principles_control_words.py).

The system's Jacoby 2NT continuations (library/conventions/jacoby_2nt.md) read: "new
suits are control-showing cuebids (ace or king, first- or second-round control), cheapest
first", and "1s-(p)-2n-(p)-3s-(p)-4s = 13-14 points, 4+ spades, no side control to show".
WBF youth, "Rules for Cue-Bidding Controls": "Controls are Aces and voids (first-round
controls) or Kings and singletons (second-round controls)". Joan Butts, "Cue Bidding to
Slam": "With a choice of cuebids, make the most economical (cheapest) cuebid first".
The hands are written here for the rule; none is from a held-out file.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Card, Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_control_words import control_words_hold, has_control, named_controls
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written

AFTER_THREE_SPADES = "1S Pass 2NT Pass 3S Pass"  # opener: extras, no shortness

CASES = [
    # the heart ace is the only side control: "4h = Cuebid, control in hearts, no control
    # in clubs or diamonds" (before, 4C was bid with J32 in clubs)
    (AFTER_THREE_SPADES, "KJ76.A32.Q32.J32", "4H"),
    # 14 HCP with the heart ace and the diamond king: the cheapest control, 4D ("control
    # in diamonds, no control in clubs"), not 4S "13-14 points, ... no side control to
    # show", which the narrower range chose before
    (AFTER_THREE_SPADES, "KJ76.A32.K32.QJ2", "4D"),
    # every side suit controlled: the cheapest, clubs (4D "denies" the club control)
    (AFTER_THREE_SPADES, "KJ76.A32.KQ2.AJ2", "4C"),
    # a club singleton is a second-round control: 4C
    (AFTER_THREE_SPADES, "KJ763.Q32.QJ32.2", "4C"),
    # nothing to show in a side suit and 13 points: the written 4S
    (AFTER_THREE_SPADES, "KJ76.QJ2.QJ2.QJ2", "4S"),
    # hearts agreed: three spades is the cheapest control bid ("3s = Cuebid, control in
    # spades"), with the spade ace before the club king
    ("1H Pass 2NT Pass 3H Pass", "A2.KQ832.A32.K32", "3S"),
    # hearts agreed, no spade control: the club king, 4C ("no control in spades")
    ("1H Pass 2NT Pass 3H Pass", "Q32.KQ832.A32.K2", "4C"),
    # "4h = Cuebid, control in hearts, no control in the minors": the club king is a
    # control the words deny, so the cheapest control, 4C ("control in clubs"); before,
    # "the minors" was not read and 4H was bid with it
    ("1S Pass 2NT Pass 3NT Pass", "KJ76.AQ2.Q32.KJ2", "4C"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), CASES)
def test_written_control_bids_need_their_controls(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


def test_the_words_are_read() -> None:
    held, denied, none = named_controls(
        "Cuebid, control in hearts, no control in clubs or diamonds, 4+ spades, slam try"
    )
    assert (held, denied, none) == ({Suit.H}, {Suit.C, Suit.D}, False)
    held, denied, none = named_controls(
        "Cuebid, control in hearts, no control in the minors, 4+ spades, slam try, forcing"
    )
    assert (held, denied, none) == ({Suit.H}, {Suit.C, Suit.D}, False)
    assert named_controls("control in clubs, no control in the majors")[1] == {Suit.H, Suit.S}
    held, denied, none = named_controls("cue bid, control in diamonds, denies a club control")
    assert (held, denied, none) == ({Suit.D}, {Suit.C}, False)
    held, denied, none = named_controls("13-14 support points, minimum, no club control")
    assert (held, denied, none) == (set(), {Suit.C}, False)
    assert named_controls("16+ HCP, spade control, cue bid, slam try in hearts")[0] == {Suit.S}
    assert named_controls("13-14 points, 4+ spades, no side control to show, non-forcing")[2]
    assert named_controls("Limit raise, 3+ hearts, 10-12 support points") == (set(), set(), False)


def test_the_user_s_own_control_bid_is_read_by_its_own_words() -> None:
    """Issue 33: "no answer contradicts the user's own system where it has a rule". A
    user's own "4D = Cuebid, control in diamonds" is his condition, like the solid suit
    his rule asks for: a hand with two small diamonds does not bid it."""
    place = place_from_calls(Seat.N, AFTER_THREE_SPADES.split())
    hand = parse_hand("KJ76.A32.32.KJ32")
    written = sayc_written("1s-(p)-2n-(p)-3s-(p)", "4d")
    own = replace(written, module_type=USER_CUSTOM)
    assert control_words_hold(sayc_book(), place, hand, written) is not None
    assert control_words_hold(sayc_book(), place, hand, own) is not None
    # and the hand that holds the diamond king bids the user's own cuebid
    held = parse_hand("KJ76.A32.K2.J432")
    assert control_words_hold(sayc_book(), place, held, own) is None


_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]


def _controls_by_tricks(hand: Hand, suit: Suit) -> bool:
    """Independent: the hand wins the first or second round of the suit (trumps in the
    other hand): first round with the ace or by ruffing a void, second round with a king
    behind the ace's round or by ruffing after a singleton."""
    cards = [c.rank for c in hand.cards if c.suit is suit]
    first_round = not cards or "A" in cards
    second_round = len(cards) == 1 or "K" in cards
    return first_round or second_round


@given(st.permutations(_DECK))
def test_a_control_is_an_ace_king_singleton_or_void(deck: list[Card]) -> None:
    hand = Hand.of(deck[:13])
    for suit in SUIT_ORDER:
        assert has_control(hand, suit) == _controls_by_tricks(hand, suit)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.permutations(_DECK))
def test_a_cuebid_after_jacoby_shows_the_cheapest_control(deck: list[Card]) -> None:
    """Whatever responder bids after 1S-2NT-3S, a side suit at the four level is a suit he
    controls, and no cheaper side suit is one he controls; 4S denies every side control."""
    hand = Hand.of(deck[:13])
    assume(hand.length(Suit.S) >= 4 and 13 <= hand.hcp <= 14)
    call = sayc_advice(AFTER_THREE_SPADES, str(hand)).call
    side = [Suit.C, Suit.D, Suit.H]
    controlled = [s for s in side if _controls_by_tricks(hand, s)]
    if call in ("4C", "4D", "4H"):
        suit = next(s for s in side if s.value == call[1])
        assert suit in controlled
        assert all(side.index(s) >= side.index(suit) for s in controlled)
    if call == "4S":
        assert not controlled
