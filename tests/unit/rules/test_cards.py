"""Seats, suits, ranks and cards (docs/design.md 3)."""

from __future__ import annotations

import pytest

from domain.rules.cards import (
    RANKS,
    SEAT_ORDER,
    SUIT_ORDER,
    Card,
    Seat,
    Suit,
    full_pack,
    rank_value,
    sort_hand,
)
from domain.rules.errors import RuleViolation
from domain.rules.side import Side


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [
        ("H10", Suit.H, "T"),
        ("h10", Suit.H, "T"),
        ("hT", Suit.H, "T"),
        ("ht", Suit.H, "T"),
        ("ST", Suit.S, "T"),
        ("SA", Suit.S, "A"),
        ("c2", Suit.C, "2"),
        ("Dk", Suit.D, "K"),
        (" DQ ", Suit.D, "Q"),
        ("S10", Suit.S, "T"),
    ],
)
def test_card_parse_accepts_every_spelling(text, suit, rank):
    card = Card.parse(text)
    assert card == Card(suit, rank)


@pytest.mark.parametrize("text", ["H10", "h10", "hT", "ht"])
def test_card_output_is_always_canonical(text):
    assert str(Card.parse(text)) == "HT"


@pytest.mark.parametrize(
    "text", ["SZ", "1S", "S", "", None, "S1", "XA", "10H", "SAK", "S11", "  ", 10, "S 2"]
)
def test_card_parse_rejects_nonsense_with_a_sentence(text):
    with pytest.raises(RuleViolation) as caught:
        Card.parse(text)
    assert "is not a card" in str(caught.value)
    assert caught.value.message == str(caught.value)


def test_card_rejects_a_bad_rank_when_built_directly():
    with pytest.raises(RuleViolation, match="not a rank"):
        Card(Suit.S, "1")


def test_every_card_of_the_pack_round_trips_through_its_text():
    for card in full_pack():
        assert Card.parse(str(card)) == card
        assert Card.parse(str(card).lower()) == card


def test_full_pack_has_52_distinct_cards_13_per_suit():
    pack = full_pack()
    assert len(pack) == 52
    assert len(set(pack)) == 52
    for suit in Suit:
        assert sorted(c.rank for c in pack if c.suit is suit) == sorted(RANKS)


def test_rank_values_go_from_ace_high_to_two_low():
    assert [rank_value(r) for r in "AKQJT98765432"] == list(range(14, 1, -1))
    assert Card(Suit.C, "T").value > Card(Suit.C, "9").value
    assert Card(Suit.C, "J").value > Card(Suit.C, "T").value


def test_sort_hand_spades_first_high_to_low():
    hand = {Card.parse(t) for t in ["C2", "HA", "S3", "DT", "SK", "CA", "H2"]}
    assert [str(c) for c in sort_hand(hand)] == ["SK", "S3", "HA", "H2", "DT", "CA", "C2"]
    assert SUIT_ORDER == (Suit.S, Suit.H, Suit.D, Suit.C)


def test_seats_go_clockwise_with_partners_and_sides():
    assert SEAT_ORDER == (Seat.N, Seat.E, Seat.S, Seat.W)
    assert [Seat.N.next(i) for i in range(5)] == [Seat.N, Seat.E, Seat.S, Seat.W, Seat.N]
    assert Seat.W.next() is Seat.N
    assert {s: s.partner for s in Seat} == {
        Seat.N: Seat.S,
        Seat.S: Seat.N,
        Seat.E: Seat.W,
        Seat.W: Seat.E,
    }
    assert [s.side for s in SEAT_ORDER] == ["NS", "EW", "NS", "EW"]
    assert Side.NS.other is Side.EW
    assert Side.EW.other is Side.NS


@pytest.mark.parametrize(
    ("text", "seat"),
    [("N", Seat.N), ("e", Seat.E), (" s ", Seat.S), ("West", Seat.W), ("NORTH", Seat.N)],
)
def test_seat_parse(text, seat):
    assert Seat.parse(text) is seat
    assert Seat.parse(seat) is seat


@pytest.mark.parametrize("text", ["X", "", None, "NE", "1"])
def test_seat_parse_rejects_nonsense(text):
    with pytest.raises(RuleViolation, match="is not a seat"):
        Seat.parse(text)
