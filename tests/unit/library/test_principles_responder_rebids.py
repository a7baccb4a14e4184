"""Responder's second call by the zones (library/principles_responder_rebids.py; issue 33,
eleventh session). The hands are written here for the teaching texts quoted with each
table, none is a corpus case.

- ACBL, "Bidding in the 21st Century", Lesson 6, "Rebids by Responder": "If opener has
  shown a medium hand, responder stops in a partscore with the bottom of the range, 6
  to 7 total points, and carries on to game with 8 or 9 total points"; with 10 or 11
  "responder makes sure the partnership gets to game, either by bidding game directly
  or by showing a new suit"; "With 12 or more total points, responder makes sure the
  partnership gets to game". Joan Butts, lesson 6: "Add your points to opener's ...
  With 25 or more points, go to game".
- Edmonton Bridge, Coaches' Corner, "3NT - Minors": "You bid stoppers and try for 3NT
  when you have the chance, you do not go beyond 3NT unless you have slam
  aspirations"; "a nonjump bid in a new suit below 3NT shows a stopper in the suit bid
  and interest in 3NT".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import RANKS, SUIT_ORDER, Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table
from library.principles_responder_rebids import (
    accepting_medium_rebid,
    making_sure_of_game,
    medium_rebid,
)
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _table(auction: str, hand: str) -> Table:
    return Table(sayc_book(), place_from_calls(Seat("N"), auction.split()), parse_hand(hand))


def _call(auction: str, hand: str) -> str:
    place = place_from_calls(Seat("N"), auction.split())
    return recommend(sayc_book(), place, parse_hand(hand)).call


# the lesson: "carries on to game with 8 or 9 total points" opposite a medium hand
@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # opener's jump rebid of his minor (16-18): 9 HCP, notrump before a minor's 11
        ("1D Pass 1H Pass 3D Pass", "K84.QJ72.J3.Q953", "3NT"),
        # opener's 2NT jump (18-19): 7 HCP and two length points for the six diamonds
        ("1C Pass 1D Pass 2NT Pass", "743.J2.KJ8653.Q4", "3NT"),
        # opener's jump rebid of his major shows six: two cards make eight, game there
        ("1H Pass 1S Pass 3H Pass", "KJ754.Q4.J83.942", "4H"),
        # his jump raise of my major: eight cards between the hands
        ("1C Pass 1S Pass 3S Pass", "K953.Q84.J72.Q64", "4S"),
        # the re-raise of my single raise: 8 support points accept
        ("1H Pass 2H Pass 3H Pass", "K84.Q72.J953.Q64", "4H"),
        # with 10 or 11 "either by bidding game directly or by showing a new suit": a
        # second five-card major looks for its fit first
        ("1C Pass 1S Pass 3C Pass", "AJ843.Q9763.K4.2", "3H"),
    ],
)
def test_a_medium_rebid_is_accepted_with_eight(auction: str, hand: str, expected: str) -> None:
    advice = accepting_medium_rebid(_table(auction, hand))
    assert advice is not None and advice.call == expected
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        # "stops in a partscore with the bottom of the range, 6 to 7 total points"
        ("1D Pass 1H Pass 3D Pass", "Q84.KJ72.873.953"),
        ("1C Pass 1D Pass 2NT Pass", "743.J2.K8653.Q74"),
        # 15 opposite 18 is 33: slam is in view, the slam principles' hand
        ("1D Pass 1H Pass 3D Pass", "KQ4.AKJ2.Q73.J95"),
    ],
)
def test_the_bottom_of_the_range_stops(auction: str, hand: str) -> None:
    assert accepting_medium_rebid(_table(auction, hand)) is None


@pytest.mark.parametrize(
    "auction",
    [
        "1D Pass 1H Pass 2D Pass",  # a minimum rebid, not a medium one
        "1D Pass 1H Pass 2S Pass",  # a jump shift forces to game: not an invitation
        "1D 1S 1NT Pass 2NT Pass",  # the opponents bid: competition, not the zones
        "1D Pass 1H Pass 4D Pass",  # past 3NT
    ],
)
def test_only_an_invitation_is_a_medium_rebid(auction: str) -> None:
    assert medium_rebid(_table(auction, "K84.QJ72.J3.Q953")) is None


# "With 12 or more total points, responder makes sure the partnership gets to game";
# without a major fit, stoppers first and never past 3NT (Coaches' Corner)
@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # hearts unstopped, clubs held: the clubs, forcing, so opener bids 3NT with hearts
        ("1D Pass 1S Pass 2D Pass", "AQ84.J72.K3.AJ53", "3C"),
        # spades and diamonds stopped after his raise of my clubs: 3NT, not 4C
        ("1H Pass 2C Pass 3C Pass", "K84.J2.AQ3.KJ965", "3NT"),
        # spades unstopped: the diamonds, below 3NT
        ("1H Pass 2C Pass 3C Pass", "842.J2.AK3.AQJ95", "3D"),
        # "bidding game directly": his six spades after my two-over-one and two cards
        ("1S Pass 2D Pass 2S Pass", "K4.Q32.AQ9872.A2", "4S"),
        # his raise of my major: game in it, not 3NT
        ("1D Pass 1H Pass 2H Pass", "A84.KJ72.K3.AJ53", "4H"),
        # his 2NT showed the unbid suits stopped: 3NT with nothing in clubs
        ("1H Pass 2D Pass 2NT Pass", "K74.Q3.AQ9872.72", "3NT"),
    ],
)
def test_game_values_are_not_passed(auction: str, hand: str, expected: str) -> None:
    advice = making_sure_of_game(_table(auction, hand))
    assert advice is not None and advice.call == expected
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        # 11 points: an invitation's hand, not a game's
        ("1D Pass 1S Pass 2D Pass", "AQ84.J72.K3.J953"),
        # 20 opposite 12-14: slam is in view, a quantitative 4NT's hand
        ("1C Pass 1H Pass 1NT Pass", "K6.AQJ4.KQ5.AJ72"),
        # nothing stopped below 3NT: no suit to show
        ("1D Pass 1S Pass 2D Pass", "AKQ84.J72.K93.53"),
        # one unbid suit left: bidding it is the fourth suit, a convention's call
        ("1D Pass 1H Pass 1S Pass", "A84.KJ72.K3.AJ53"),
    ],
)
def test_game_values_need_no_fit_and_a_suit_to_show(auction: str, hand: str) -> None:
    assert making_sure_of_game(_table(auction, hand)) is None


_HONOURS = {"A": 4, "K": 3, "Q": 2, "J": 1}
_DECK = [f"{s.value}{r}" for s in SUIT_ORDER for r in RANKS]


def _holding(cards: list[str]) -> dict[str, str]:
    return {s.value: "".join(c[1] for c in cards if c[0] == s.value) for s in SUIT_ORDER}


def _total_points(cards: list[str]) -> int:
    """The lesson's total points, read independently: four for an ace ... one for a
    jack, and one for each card of a suit past four."""
    by_suit = _holding(cards)
    return sum(_HONOURS.get(c[1], 0) for c in cards) + sum(
        max(0, len(ranks) - 4) for ranks in by_suit.values()
    )


def _stops(ranks: str) -> bool:
    """A stopper as teachers list it: A, Kx, Q-x-x or J-x-x-x."""
    return any(r in ranks and len(ranks) >= n for r, n in (("A", 1), ("K", 2), ("Q", 3), ("J", 4)))


@settings(max_examples=80, deadline=None)
@given(st.permutations(_DECK))
def test_opener_2nt_is_accepted_from_8_to_14_total_points(deck: list[str]) -> None:
    """Opposite 1C-1D-2NT (18-19) responder bids game with 8 to 14 total points (8 and
    18 make Butts's 25 and more; from 15, 33 is in view) and passes it to others below."""
    cards = deck[:13]
    by_suit = _holding(cards)
    hand = ".".join(by_suit[s.value] or "-" for s in SUIT_ORDER)
    advice = accepting_medium_rebid(_table("1C Pass 1D Pass 2NT Pass", hand))
    accepts = 8 <= _total_points(cards) <= 14
    assert (advice is not None) == accepts
    if advice is not None:
        majors = [s for s in "SH" if len(by_suit[s]) >= 5]
        assert advice.call == (f"3{majors[0]}" if majors else "3NT")


@settings(max_examples=80, deadline=None)
@given(st.permutations(_DECK))
def test_thirteen_total_points_make_sure_of_game(deck: list[str]) -> None:
    """After 1D-1S-2D responder with 13-16 total points and no six spades bids 3NT with
    hearts and clubs stopped, else the cheaper of them he stops with three cards or
    more, else 3NT on a doubleton guard (named, it would be raised as a suit: h51a);
    outside the game zone (below 13, or 17+ where slam is in view), nothing."""
    cards = deck[:13]
    by_suit = _holding(cards)
    hand = ".".join(by_suit[s.value] or "-" for s in SUIT_ORDER)
    advice = making_sure_of_game(_table("1D Pass 1S Pass 2D Pass", hand))
    if not 13 <= _total_points(cards) <= 16 or len(by_suit["S"]) >= 6:
        assert advice is None
        return
    hearts, clubs = _stops(by_suit["H"]), _stops(by_suit["C"])
    named_h, named_c = hearts and len(by_suit["H"]) >= 3, clubs and len(by_suit["C"]) >= 3
    # notrump wants no singleton or void and no seven-card suit (0.25.0, Larry Cohen: "no
    # singletons or voids"); such a hand names a stopped suit, or leaves it to placing
    lengths = [len(ranks) for ranks in by_suit.values()]
    flat = min(lengths) >= 2 and max(lengths) <= 6
    expected = (
        "3NT" if hearts and clubs and flat
        else "2H" if named_h
        else "3C" if named_c
        else "3NT" if (hearts or clubs) and flat
        else None
    )  # fmt: skip
    assert (advice.call if advice is not None else None) == expected
