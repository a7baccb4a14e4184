"""Play rules: following suit, revokes, legal cards and the trick winner (docs/design.md 4.3)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Card, Seat, Suit, full_pack
from domain.rules.play import (
    IllegalPlay,
    PlayedCard,
    is_revoke,
    legal_cards,
    must_follow,
    trick_winner,
)
from tests.unit.rules.support import card_set, reference_winner, seats, trick_of

HAND = card_set("SA S7 H2 DK D3 CQ")


def test_must_follow_when_holding_the_led_suit():
    assert must_follow(HAND, Suit.S)
    assert must_follow(HAND, Suit.D)
    assert not must_follow(card_set("SA S7 DK"), Suit.H)
    assert not must_follow(set(), Suit.C)


def test_the_lead_is_never_a_revoke_and_any_card_may_be_led():
    assert not any(is_revoke(HAND, [], card) for card in HAND)
    assert sorted(legal_cards(HAND, []), key=str) == sorted(HAND, key=str)


def test_revoke_detection():
    trick = trick_of(Seat.W, "S2")
    assert is_revoke(HAND, trick, Card.parse("H2"))  # holds spades, plays a heart
    assert is_revoke(HAND, trick, Card.parse("CQ"))
    assert not is_revoke(HAND, trick, Card.parse("SA"))
    assert not is_revoke(HAND, trick, Card.parse("S7"))
    void = card_set("H2 DK CQ")
    assert not is_revoke(void, trick, Card.parse("H2"))  # void in spades: a discard
    assert not is_revoke(void, trick, Card.parse("CQ"))


def test_revoke_is_judged_against_the_led_suit_not_the_last_card():
    trick = trick_of(Seat.W, "D2 H9 S3")  # diamonds led, then a heart and a spade
    assert is_revoke(HAND, trick, Card.parse("SA"))
    assert not is_revoke(HAND, trick, Card.parse("DK"))


def test_legal_cards_follow_the_led_suit_if_able():
    assert set(legal_cards(HAND, trick_of(Seat.W, "S2"))) == card_set("SA S7")
    assert set(legal_cards(HAND, trick_of(Seat.N, "CA HA"))) == card_set("CQ")
    # void in the led suit: anything goes
    assert set(legal_cards(card_set("SA H2"), trick_of(Seat.E, "C5"))) == card_set("SA H2")
    assert legal_cards([], trick_of(Seat.E, "C5")) == []


@pytest.mark.parametrize(
    ("leader", "cards", "trump", "winner"),
    [
        # no trump: highest of the led suit; discards never win
        (Seat.N, "S2 S3 SA SK", None, Seat.S),
        (Seat.W, "H5 SA DA CA", None, Seat.W),
        (Seat.E, "DT DJ D9 CA", None, Seat.S),
        (Seat.S, "C2 CT C3 C9", None, Seat.W),
        # trump contract, no trump played: still the led suit
        (Seat.N, "S2 S3 SA SK", Suit.H, Seat.S),
        (Seat.N, "D2 DA CA SA", Suit.H, Seat.E),
        # a trump beats the led suit
        (Seat.N, "SA S3 H2 SK", Suit.H, Seat.S),
        # the highest of several trumps
        (Seat.E, "DA H2 HK H9", Suit.H, Seat.W),
        (Seat.E, "DA HQ H3 HJ", Suit.H, Seat.S),
        # trumps led: highest trump
        (Seat.W, "C2 C9 C5 CT", Suit.C, Seat.S),
        (Seat.W, "C2 SA C5 DA", Suit.C, Seat.E),
        # a ten beats a nine
        (Seat.N, "HT H9 H8 H7", None, Seat.N),
    ],
)
def test_trick_winner(leader, cards, trump, winner):
    trick = trick_of(leader, cards)
    assert trick_winner(trick, trump) is winner
    assert reference_winner(trick, trump.value if trump else None) is winner


@pytest.mark.parametrize("cards", ["", "SA", "SA SK", "SA SK SQ", "SA SK SQ SJ S2"])
def test_a_trick_has_four_cards(cards):
    with pytest.raises(IllegalPlay, match="four cards"):
        trick_winner(trick_of(Seat.N, cards), None)


@settings(max_examples=200, deadline=None)
@given(
    cards=st.permutations(full_pack()).map(lambda p: p[:4]),
    leader=seats,
    trump=st.sampled_from([None, *Suit]),
)
def test_trick_winner_matches_an_independent_rule(cards, leader, trump):
    trick = [PlayedCard(leader.next(i), card) for i, card in enumerate(cards)]
    assert trick_winner(trick, trump) is reference_winner(trick, trump.value if trump else None)
