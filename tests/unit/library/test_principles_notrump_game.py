"""Notrump with the stopper (library/principles_notrump_game.py; issue 34). The hands are
written here for the teaching texts quoted with each table; none is a deal of the
records the robots were measured on.

- "3NT Game Trial Bids": "a nonjump bid in a new suit below 3NT shows a stopper in the
  suit bid and interest in 3NT"; "Partner responds to show a good stopper in a suit or
  bids NT with stoppers in both the other suits". Larry Cohen, "When does a notrump bid
  promise a stopper(s)?": a 2NT bid "would tend to show the unbid suits stopped".
- bridgehands.com, "Limit Plus Raise": "A cuebid of opponents' suit shows at least a
  limit raise ... Another option is bidding Notrump with stoppers"; Bridge Base forums:
  "if the bid support is a minor, people will strain to show stoppers in the opp's
  suit anyway, because reaching 3nt is a high priority even with a minor fit, since 9
  tricks is often easier than 11".
- Loeb Bridge, "Advancing a takeout double": "3NT | 14-16 HCP with a stopper"; Robert
  Hertzog, "The Takeout Double": "with strength in the opponent's suit and no 4-card
  or longer major suit, bid no trump".
- The SAYC rules: "(1h)-x-(p)-1s-(p)-1n = 18-20 HCP, balanced, heart stopper"; Jim Belk,
  "The Strong Double": "2NT: 18+ HCP and a heart stopper (too strong for a 1NT
  overcall)".
- Jim Belk, "Reverses": "If responder originally bid a major suit, he must clarify
  whether he holds a minimum (6-10 point) or game-forcing (10+ point) hand ... If
  responder fails to make one of these minimum rebids, it is forcing to game";
  bridgepassion.com, lesson 7: "With a balanced hand, responder should declare in
  notrump as soon as possible".
- bridgelessonacol, "Subsequent Bidding by Responder" (the SAYC notes): after opener's
  1NT rebid a new suit is non-forcing, "Responder must jump shift to force game".
- ACBL, "Bidding in the 21st Century", Lesson 6: "If opener has shown a medium hand,
  responder ... carries on to game with 8 or 9 total points", a passed hand too.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import RANKS, SUIT_ORDER, Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_checks import written_rule
from library.principles_notrump_game import (
    advancing_double_in_notrump,
    notrump_needs_balance,
    notrump_over_cuebid_raise,
    notrump_over_new_suit,
    second_suit_after_1nt_rebid,
    six_card_major_over_reverse,
    strong_doubler_in_notrump,
)
from library.principles_reading import Table
from library.principles_responder_rebids import accepting_medium_rebid
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleRecord
from tests.unit.library.support import sayc_book


def _table(auction: str, hand: str, dealer: str = "N") -> Table:
    return Table(sayc_book(), place_from_calls(Seat(dealer), auction.split()), parse_hand(hand))


def _call(auction: str, hand: str, dealer: str = "N") -> str:
    place = place_from_calls(Seat(dealer), auction.split())
    return recommend(sayc_book(), place, parse_hand(hand)).call


# responder's new suit forces; opener holding the one suit nobody named bids notrump
@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # spades left: KJ5 stops them, 2NT below 3NT
        ("1D Pass 2C Pass 2D Pass 2H Pass", "KJ5.Q42.AQJ853.4", "2NT"),
        # hearts left after 1S-2D-2S-3C (five spades rebid): the cheapest notrump is 3NT
        ("1S Pass 2D Pass 2S Pass 3C Pass", "AQJ94.K83.52.Q72", "3NT"),
        # diamonds left after 1C-1H-2C-2S; no three hearts: 2NT with Ax
        ("1C Pass 1H Pass 2C Pass 2S Pass", "Q72.J4.A3.KQ9853", "2NT"),
    ],
)
def test_opener_bids_notrump_holding_the_last_suit(auction: str, hand: str, expected: str) -> None:
    advice = notrump_over_new_suit(_table(auction, hand))
    assert advice is not None and advice.call == expected
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        # spades not stopped: no notrump (the other principles decide)
        ("1D Pass 2C Pass 2D Pass 2H Pass", "943.AQ2.AQJ853.4"),
        # four of his new major: the fit first
        ("1D Pass 2C Pass 2D Pass 2H Pass", "K5.QJ42.AQJ85.43"),
        # three of the major he bid first: the fit first
        ("1C Pass 1H Pass 2C Pass 2S Pass", "Q7.J42.A3.KQ9853"),
        # my own six-card major: eight cards opposite two, game there
        ("1H Pass 1S Pass 2H Pass 3C Pass", "5.AKJT986.A4.J43"),
        # the fourth suit: no suit is left that neither of us named
        ("1C Pass 1H Pass 1S Pass 2D Pass", "AQ72.J4.K3.KQ985"),
        # two suits left: his new suit is not the stopper's question yet
        ("1D Pass 1H Pass 2D Pass 2H Pass", "KJ5.Q4.AQJ853.Q4"),
        # they bid: competition, not this position
        ("1D Pass 2C 2S 3D Pass 3H Pass", "KJ5.Q42.AQJ853.4"),
        # after my 1NT rebid his new suit below the jump is not forcing
        ("1C Pass 1S Pass 1NT Pass 2D Pass", "Q9.A54.K742.AK62"),
        # a passed hand's new suit does not force
        ("Pass Pass 1D Pass 2C Pass 2D Pass 2H Pass", "KJ5.Q42.AQJ853.4"),
    ],
)
def test_no_notrump_without_the_position(auction: str, hand: str) -> None:
    assert notrump_over_new_suit(_table(auction, hand)) is None


# partner's cuebid raises my minor: notrump with their suit stopped
@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        ("1D 1H 2H Pass", "Q97.KJ4.KT54.A82", "2NT"),
        ("1C 2H 3H Pass", "A98.KT7.A32.Q854", "3NT"),
        ("1D 1S 2S Pass", "KJ4.Q72.AJ84.Q93", "2NT"),
    ],
)
def test_a_cuebid_raise_of_a_minor_is_answered_in_notrump(
    auction: str, hand: str, expected: str
) -> None:
    advice = notrump_over_cuebid_raise(_table(auction, hand))
    assert advice is not None and advice.call == expected
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        ("1C 2H 3H Pass", "A98.8763.A3.KQ54"),  # hearts not stopped
        ("1C 2H 3H Pass", "A98.KT7.A.Q85432"),  # a singleton: not a hand for notrump
        ("1C 2H 3H Pass", "AK8.KQ7.A32.KJ54"),  # 20 HCP: slam is the question
        ("1H 2D 3D Pass", "AQ8.KJ872.K3.854"),  # a major opened: its fit, not notrump
        ("1C 2H 3H 4H", "A98.KT7.A32.Q854"),  # they bid on: another position
    ],
)
def test_no_notrump_over_the_cuebid_without_it(auction: str, hand: str) -> None:
    assert notrump_over_cuebid_raise(_table(auction, hand)) is None


# the advancer of a takeout double: 3NT with 14-16, their suit stopped, no unbid major
@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        ("2S Pass Pass X Pass", "KQ93.A72.J8.A953"),
        ("1H X Pass", "J3.AQ9.KQ84.QJ72"),
        ("1D X Pass", "K73.Q82.AQ9.KJ64"),
    ],
)
def test_the_advancer_bids_3nt_with_their_suit_stopped(auction: str, hand: str) -> None:
    advice = advancing_double_in_notrump(_table(auction, hand))
    assert advice is not None and advice.call == "3NT"
    assert _call(auction, hand) == "3NT"


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        ("1D X Pass", "KJ73.Q82.AQ9.K64"),  # four spades: the unbid major first
        ("1D X Pass", "K73.Q82.862.AKJ6"),  # diamonds not stopped
        ("1D X Pass", "K73.Q82.AQ9.J964"),  # 12 HCP: below Loeb's 14
        ("1D X Pass", "A73.KQ2.AQ9.KJ64"),  # 19 HCP: more than game in view
        ("1D X 1S", "K73.Q82.AQ9.KJ64"),  # they bid over the double: a free bid
        ("1D 1S Pass", "K73.Q82.AQ9.KJ64"),  # an overcall, not a double
    ],
)
def test_the_advancer_without_the_notrump_hand(auction: str, hand: str) -> None:
    assert advancing_double_in_notrump(_table(auction, hand)) is None


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        ("1C Pass 1S Pass 2D Pass", "AQ9753.K8.4.QJ72", "3S"),
        ("1C Pass 1S Pass 2H Pass", "KQJ874.5.J73.A62", "3S"),
        ("1C Pass 1H Pass 2D Pass", "A4.KQT982.-.J8643", "3H"),
    ],
)
def test_six_cards_and_shortness_jump_over_the_reverse(
    auction: str, hand: str, expected: str
) -> None:
    advice = six_card_major_over_reverse(_table(auction, hand))
    assert advice is not None and advice.call == expected
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        ("1C Pass 1S Pass 2D Pass", "AQ9753.K84.Q4.J7"),  # 6-3-2-2: a hand for notrump
        ("1C Pass 1S Pass 2D Pass", "AQ975.K8.4.QJ762"),  # five spades: no jump
        ("1C Pass 1S Pass 2D Pass", "Q97532.K8.4.QJ72"),  # 8 HCP: the weak rebid
        ("1C Pass 1S Pass 2C Pass", "AQ9753.K8.4.QJ72"),  # no reverse
        ("1C Pass 1S Pass 2D 2H", "AQ9753.K8.4.QJ72"),  # they bid: another position
    ],
)
def test_no_jump_over_the_reverse_without_the_hand(auction: str, hand: str) -> None:
    assert six_card_major_over_reverse(_table(auction, hand)) is None


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        ("1C Pass 1S Pass 1NT Pass", "AQ975.4.KQJ86.A3", "3D"),
        ("1D Pass 1H Pass 1NT Pass", "A4.KQJ87.-.KJ9863", "3C"),
    ],
)
def test_five_five_jumps_in_the_second_suit_after_1nt(
    auction: str, hand: str, expected: str
) -> None:
    t = _table(auction, hand)
    advice = second_suit_after_1nt_rebid(t)
    assert advice is not None and advice.call == expected
    assert notrump_needs_balance(t.book, t.place, t.hand, _written(t, "3n")) is not None
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        ("1C Pass 1S Pass 1NT Pass", "AQ975.K4.KQJ8.A3"),  # no second five-card suit
        # the five clubs are partner's suit: a raise's hand, not this one
        ("1C Pass 1S Pass 1NT Pass", "AQ975.4.A3.KQJ86"),
        ("1C Pass 1S Pass 1NT Pass", "Q9752.4.KJ986.Q3"),  # 8 HCP: no game
        ("1C Pass 1S Pass 2C Pass", "AQ975.4.KQJ86.A3"),  # no 1NT rebid
    ],
)
def test_the_written_3nt_stands_without_the_two_suiter(auction: str, hand: str) -> None:
    t = _table(auction, hand)
    assert second_suit_after_1nt_rebid(t) is None
    assert notrump_needs_balance(t.book, t.place, t.hand, _written(t, "3n")) is None


def _written(t: Table, call: str) -> RuleRecord:
    found = written_rule(t.book, t.place, call)
    assert found is not None
    return found


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        ("1D X Pass 1H Pass", "KQ4.A75.AQ9.KJ72", "1NT"),  # 19: the cheapest notrump
        ("1C X Pass 1S Pass", "Q4.AK75.AQ9.KQJ2", "2NT"),  # 21: the jump
    ],
)
def test_the_strong_balanced_doubler_bids_notrump(auction: str, hand: str, expected: str) -> None:
    advice = strong_doubler_in_notrump(_table(auction, hand))
    assert advice is not None and advice.call == expected
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        ("1D X Pass 1H Pass", "KQ42.A.AQ92.KJ72"),  # a singleton: no notrump hand
        ("1D X Pass 1H Pass", "KQ4.A752.AQ9.KJ7"),  # four of his major: the raise
        ("1D X Pass 1H Pass", "KQ4.A75.942.AKQJ"),  # diamonds not stopped
        ("1D X Pass 1H Pass", "KQ4.A75.A92.QJ72"),  # 16 HCP: a takeout double's answer
        ("1D X Pass 1H 2D", "KQ4.A75.AQ9.KJ72"),  # they bid again: another position
    ],
)
def test_the_doubler_without_the_notrump_hand(auction: str, hand: str) -> None:
    assert strong_doubler_in_notrump(_table(auction, hand)) is None


def test_a_passed_hand_accepts_the_jump_rebid_too() -> None:
    """Opener's jump rebid (16-18) after a passed hand's response is still the medium
    hand's invitation: 9 HCP carry on to game."""
    auction, hand = "Pass Pass 1C Pass 1D Pass 3C Pass", "KQ4.863.AT92.J84"
    advice = accepting_medium_rebid(_table(auction, hand, dealer="S"))
    assert advice is not None and advice.call == "3NT"
    assert _call(auction, hand, dealer="S") == "3NT"


_HONOURS = {"A": 4, "K": 3, "Q": 2, "J": 1}
_DECK = [f"{s.value}{r}" for s in SUIT_ORDER for r in RANKS]


def _holding(cards: list[str]) -> dict[str, str]:
    return {s.value: "".join(c[1] for c in cards if c[0] == s.value) for s in SUIT_ORDER}


def _stops(ranks: str) -> bool:
    """A stopper as teachers list it: A, Kx, Q-x-x or J-x-x-x."""
    return any(r in ranks and len(ranks) >= n for r, n in (("A", 1), ("K", 2), ("Q", 3), ("J", 4)))


def _hand(by_suit: dict[str, str]) -> str:
    return ".".join(by_suit[s.value] or "-" for s in SUIT_ORDER)


@settings(max_examples=80, deadline=None)
@given(st.permutations(_DECK))
def test_advancing_3nt_exactly_when_the_texts_say(deck: list[str]) -> None:
    """Over 1D-X-Pass the advancer bids 3NT exactly with 14-16 HCP, diamonds stopped,
    no four-card major and no singleton or void, read independently here."""
    by_suit = _holding(deck[:13])
    points = sum(_HONOURS.get(c[1], 0) for c in deck[:13])
    wanted = (
        14 <= points <= 16
        and _stops(by_suit["D"])
        and len(by_suit["S"]) < 4
        and len(by_suit["H"]) < 4
        and min(len(r) for r in by_suit.values()) >= 2
    )
    advice = advancing_double_in_notrump(_table("1D X Pass", _hand(by_suit)))
    assert (advice is not None) == wanted
    if advice is not None:
        assert advice.call == "3NT"


@settings(max_examples=80, deadline=None)
@given(st.permutations(_DECK))
def test_answering_the_cuebid_exactly_when_the_texts_say(deck: list[str]) -> None:
    """After 1C-(2H)-3H-(Pass) opener bids 3NT exactly with hearts stopped, no singleton
    or void and at most 17 HCP, read independently here."""
    by_suit = _holding(deck[:13])
    points = sum(_HONOURS.get(c[1], 0) for c in deck[:13])
    wanted = points <= 17 and _stops(by_suit["H"]) and min(len(r) for r in by_suit.values()) >= 2
    advice = notrump_over_cuebid_raise(_table("1C 2H 3H Pass", _hand(by_suit)))
    assert (advice is not None) == wanted
    if advice is not None:
        assert advice.call == "3NT"


def test_the_strong_doubler_above_game_is_not_asked_for_an_eight_level_jump() -> None:
    """Found by test_any_legal_auction_gets_a_legal_call: over their 7C doubled and
    partner's forced 7D, the cheapest notrump is 7NT and its jump would have been 8NT."""
    assert _call("7C X Pass 7D Pass", "AKQ2.AK3.AQJ.K32") is not None
