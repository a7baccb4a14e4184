"""Responder's second bid by his zone, the hand valued as teachers value it
(library/principles_revaluing.py; issue 33, ninth session). The hands are written here
for the teaching texts quoted with each table, none is a corpus case.

- The invitational zone does not bid game: Audrey Grant's responder's rebid (a minimum
  6-10 passes, bids 1NT, raises, gives preference or rebids a six-card suit; a medium
  hand invites; 13+ bids game), the ACBL booklet's 6-9 / 10-12 / 13+, and the captain's
  rule ("when one member of a partnership limits her hand, that player's partner
  becomes the captain").
- The game zone places the contract: 13+ bids game (the same zones); with three cards
  in opener's major responder bids four of it, no slam try opposite a minimum.
- Length points in the minimum zone: Joan Butts, "Opener's Rebid" ("12 high card
  points, plus 2 length points for the six-card heart suit - a total of 14"); a minimum
  responder with a good six-card suit rebids it rather than pass partner's short suit.
- Opener's zones count distribution (the bridgeblog lesson 6a: "12-15 TP ... mini,
  16-18 TP ... midi"), and opposite responder's limited 1NT opener is the captain: a
  minimum passes, a medium invites (2NT balanced, a new suit when unbalanced).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import RANKS, SUIT_ORDER, Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table
from library.principles_revaluing import (
    game_by_zone,
    inviting_by_zone,
    long_suit_minimum,
    opener_medium_over_1nt,
    responder_points,
)
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _table(auction: str, hand: str) -> Table:
    return Table(sayc_book(), place_from_calls(Seat("N"), auction.split()), parse_hand(hand))


def _call(auction: str, hand: str) -> str:
    place = place_from_calls(Seat("N"), auction.split())
    return recommend(sayc_book(), place, parse_hand(hand)).call


# Grant: "a medium hand invites"; the booklet's 10-12 is invitational, 13+ game
@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 10 HCP, semi-balanced, hearts (the unbid suit) stopped: 2NT invites and
        # opener with extras goes on
        ("1D X 1S Pass 2C Pass", "KJ54.A92.Q84.763", "2NT"),
        ("1D Pass 1S Pass 2C Pass", "KJ543.AT2.J4.Q76", "2NT"),
        # 12 HCP, the top of the zone: still an invitation
        ("1C Pass 1S Pass 2C Pass", "AQ54.KT2.Q84.J76", "2NT"),
    ],
)
def test_the_invitational_zone_invites(auction: str, hand: str, expected: str) -> None:
    advice = inviting_by_zone(_table(auction, hand))
    assert advice is not None and advice.call == expected
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        # 13+: game is the captain's, not an invitation
        ("1D Pass 1S Pass 2C Pass", "KJ54.AQ2.J4.Q763"),
        # hearts unstopped: no notrump from this principle
        ("1D Pass 1S Pass 2C Pass", "KJ54.762.AJ.Q763"),
        # four cards in opener's second suit: a fit, raise it (the written rules)
        ("1D Pass 1S Pass 2C Pass", "KJ54.A2.J4.Q7632"),
        # three cards in opener's major: a fit
        ("1H Pass 1S Pass 2C Pass", "KJ54.Q42.K74.J76"),
        # a reverse is forcing: the reverse's own answers, not the zones
        ("1D Pass 1S Pass 2H Pass", "KJ54.A92.84.Q763"),
        # a jump rebid is not a minimum
        ("1D Pass 1S Pass 3D Pass", "KJ54.A92.84.Q763"),
        # the opponents bid: competition, not this principle
        ("1D Pass 1S 2H 3C Pass", "KJ54.A92.84.Q763"),
    ],
)
def test_the_zone_does_not_invite_otherwise(auction: str, hand: str) -> None:
    assert inviting_by_zone(_table(auction, hand)) is None


# "13+ bids game": the captain knows the level and the strain
@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        ("1H Pass 1S Pass 2C Pass", "KQT76.AJ5.T2.KJ4"),
        ("1H Pass 1S Pass 2H Pass", "AQ76.K54.K32.J43"),
        ("1H Pass 1S Pass 1NT Pass", "AQJ76.K54.K32.J4"),
    ],
)
def test_the_game_zone_bids_game(auction: str, hand: str) -> None:
    first = auction.split()[0][1]
    advice = game_by_zone(_table(auction, hand))
    assert advice is not None and advice.call == f"4{first}"


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        # 11 support points: the invitational zone
        ("1H Pass 1S Pass 2C Pass", "KQT76.Q54.T2.KJ4"),
        # 18 HCP: slam is in view, not this principle
        ("1H Pass 1S Pass 2C Pass", "AKT76.AJ5.K2.KJ4"),
        # opener's first suit a minor: no major game
        ("1D Pass 1S Pass 2C Pass", "KQT76.AJ5.T2.KJ4"),
        # four cards in opener's major would have raised at once: not three
        ("1H Pass 1S Pass 2C Pass", "KQT7.AJ52.T2.KJ4"),
    ],
)
def test_the_game_zone_needs_its_points_and_three_trumps(auction: str, hand: str) -> None:
    assert game_by_zone(_table(auction, hand)) is None


# Butts: length points; Grant: a minimum "rebids a six-card suit"
@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 5 HCP + 2 length = 7: the minimum zone, the suit again
        ("1C Pass 1H Pass 1S Pass", "93.KQ9764.76.876", "2H"),
        ("1D Pass 1S Pass 2C Pass", "KQT762.854.84.98", "2S"),
        # after opener's own suit rebid, the same
        ("1C Pass 1S Pass 2C Pass", "KQJ542.983.764.5", "2S"),
    ],
)
def test_a_minimum_counts_its_length(auction: str, hand: str, expected: str) -> None:
    advice = long_suit_minimum(_table(auction, hand))
    assert advice is not None and advice.call == expected
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        # three cards in opener's last suit: a fit to play in, no rebid needed
        ("1C Pass 1H Pass 1S Pass", "953.KQ9764.76.87"),
        # a poor suit (one top honour): the length is no source of tricks
        ("1C Pass 1H Pass 1S Pass", "93.K98764.76.876"),
        # 9 HCP + 2 = 11: past the minimum zone (the written invitations decide)
        ("1C Pass 1H Pass 1S Pass", "93.KQ9764.A6.K76"),
        # three of opener's major: a 5-3 fit, the preference (the written rules)
        ("1H Pass 1S Pass 2C Pass", "KQ9764.932.87.76"),
    ],
)
def test_a_minimum_rebid_needs_a_good_suit_and_no_fit(auction: str, hand: str) -> None:
    assert long_suit_minimum(_table(auction, hand)) is None


# "16-18 TP ... midi": opener counts his length, and a medium hand does not pass 1NT
@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 17 HCP and a fifth spade: 18 points, balanced: 2NT invites
        ("1S Pass 1NT Pass", "AKJ74.KQ5.A32.J4", "2NT"),
        # 18 HCP, 4-4-3-2 after 1C-1H-1S-1NT: 2NT still invites
        ("1C Pass 1H Pass 1S Pass 1NT Pass", "AQJ5.K4.Q53.AQ53", "2NT"),
        # 16 HCP and 17 points, a void: the new four-card suit
        ("1C Pass 1H Pass 1S Pass 1NT Pass", "AK95.-.KQ74.AJ852", "2D"),
    ],
)
def test_a_medium_opener_does_not_pass_1nt(auction: str, hand: str, expected: str) -> None:
    advice = opener_medium_over_1nt(_table(auction, hand))
    assert advice is not None and advice.call == expected
    assert _call(auction, hand) == expected


@pytest.mark.parametrize(
    ("auction", "hand"),
    [
        # 14 HCP and a fifth card: 15 points, a minimum: the written pass decides
        ("1S Pass 1NT Pass", "AKJ74.Q65.A32.J4"),
        # 16 points balanced: below the 2NT invitation
        ("1S Pass 1NT Pass", "AKJ74.K65.A32.J4"),
        # a maximum (20 HCP) is the jump's, not an invitation
        ("1S Pass 1NT Pass", "AKJ74.KQ5.A32.AQ"),
        # the opponents bid: competition, not the zones
        ("1S Pass 1NT 2C", "AKJ74.KQ5.A32.J4"),
    ],
)
def test_a_minimum_or_a_maximum_is_not_the_medium(auction: str, hand: str) -> None:
    assert opener_medium_over_1nt(_table(auction, hand)) is None


_HONOURS = {"A": 4, "K": 3, "Q": 2, "J": 1}


@settings(max_examples=60, deadline=None)
@given(
    st.permutations([f"{s.value}{r}" for s in SUIT_ORDER for r in RANKS]),
    st.sampled_from(SUIT_ORDER),
)
def test_responder_points_are_hcp_and_length(deck: list[str], suit: Suit) -> None:
    """Butts's count, read independently: four for an ace ... one for a jack, and one
    for each card of the suit past four."""
    cards = deck[:13]
    by_suit = {s: "".join(c[1] for c in cards if c[0] == s.value) for s in SUIT_ORDER}
    expected = sum(_HONOURS.get(c[1], 0) for c in cards) + max(0, len(by_suit[suit]) - 4)
    table = _table("1C Pass 1H Pass 1S Pass", ".".join(by_suit[s] or "-" for s in SUIT_ORDER))
    assert responder_points(table, suit) == expected
