"""Deals in PBN notation: parsing, formatting, rotations and broken deals (docs/design.md 3)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from domain.rules.cards import SEAT_ORDER, Card, Seat, full_pack
from domain.rules.deal import Deal, hand_to_pbn
from domain.rules.errors import RuleViolation
from tests.unit.rules.support import REFERENCE_DEAL, deals, seats, seeds

NORTH, EAST, SOUTH, WEST = REFERENCE_DEAL[2:].split()


def test_reference_deal_parses_into_the_right_hands():
    deal = Deal.parse_pbn(REFERENCE_DEAL)
    north = deal.hand(Seat.N)
    assert Card.parse("SK") in north and Card.parse("C2") in north
    assert Card.parse("SQ") in deal.hand(Seat.E)
    assert Card.parse("SA") in deal.hand(Seat.S)
    assert Card.parse("S7") in deal.hand(Seat.W)
    assert deal.to_pbn() == REFERENCE_DEAL


def test_deal_with_a_void_round_trips():
    text = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
    deal = Deal.parse_pbn(text)
    assert not any(c.suit.value == "S" for c in deal.hand(Seat.N))
    assert deal.to_pbn() == text


@pytest.mark.parametrize(
    ("first", "hands"),
    [
        ("E", [EAST, SOUTH, WEST, NORTH]),
        ("S", [SOUTH, WEST, NORTH, EAST]),
        ("W", [WEST, NORTH, EAST, SOUTH]),
    ],
)
def test_rotated_deals_give_the_same_hands(first, hands):
    rotated = Deal.parse_pbn(f"{first}:" + " ".join(hands))
    assert rotated == Deal.parse_pbn(REFERENCE_DEAL)
    assert rotated.to_pbn(Seat(first)) == f"{first}:" + " ".join(hands)
    assert rotated.to_pbn() == REFERENCE_DEAL


def test_parse_accepts_lowercase_ten_and_lowercase_seat():
    lower = "e:" + " ".join(h.lower() for h in [EAST, SOUTH, WEST, NORTH])
    assert Deal.parse_pbn(lower) == Deal.parse_pbn(REFERENCE_DEAL)
    tens = REFERENCE_DEAL.replace("T", "10")
    assert Deal.parse_pbn(tens).to_pbn() == REFERENCE_DEAL


@settings(max_examples=200, deadline=None)
@given(deal=deals, first=seats)
def test_pbn_round_trip_for_random_deals_from_any_seat(deal, first):
    text = deal.to_pbn(first)
    assert text.startswith(f"{first.value}:")
    again = Deal.parse_pbn(text)
    assert again == deal
    assert again.to_pbn(first) == text
    assert Deal.parse_pbn(deal.to_pbn()).to_pbn(first) == text
    # hands in the text are clockwise from the first seat, each canonical
    for i, hand_text in enumerate(text[2:].split()):
        assert hand_text == hand_to_pbn(deal.hand(first.next(i)))


@settings(max_examples=100, deadline=None)
@given(seed=seeds)
def test_random_deal_is_a_partition_of_the_pack_and_reproducible(seed):
    deal = Deal.random(seed)
    assert set(deal.hands) == set(SEAT_ORDER)
    assert all(len(deal.hand(s)) == 13 for s in SEAT_ORDER)
    assert set().union(*deal.hands.values()) == set(full_pack())
    assert Deal.random(seed) == deal


def test_different_seeds_give_different_deals():
    assert len({Deal.random(seed).to_pbn() for seed in range(20)}) == 20


def test_hand_format_is_suits_s_h_d_c_high_to_low():
    hand = frozenset(Card.parse(t) for t in ["C2", "CA", "DT", "S3", "SK", "H2", "HA"])
    assert hand_to_pbn(hand) == "K3.A2.T.A2"
    assert hand_to_pbn(frozenset()) == "..."


def _without(text: str, card: str) -> str:
    return text.replace(card, "", 1)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # 51 cards: N's C2 removed
        ("N:KT8.A96.A95.754 " + " ".join([EAST, SOUTH, WEST]), "has 51 cards"),
        # 53 cards: N gets an extra C3 (also a duplicate, but the count is named first)
        ("N:KT8.A96.A95.75432 " + " ".join([EAST, SOUTH, WEST]), "has 53 cards"),
        ("N:" + " ".join([NORTH, EAST, SOUTH]), "four hands; this one has 3"),
        ("N:" + " ".join([NORTH, EAST, SOUTH, WEST, NORTH]), "four hands; this one has 5"),
        ("N:KT8.A96.A95.754Z " + " ".join([EAST, SOUTH, WEST]), "'Z', which is not a rank"),
        ("N:KT8.A96.A95 " + " ".join([EAST, SOUTH, WEST]), "four suits"),
        ("KT8.A96.A95.7542 " + " ".join([EAST, SOUTH, WEST]), "first seat, a colon"),
        ("Q:" + " ".join([NORTH, EAST, SOUTH, WEST]), "is not a seat"),
    ],
)
def test_broken_deals_are_refused_with_a_clear_message(text, fragment):
    with pytest.raises(RuleViolation) as caught:
        Deal.parse_pbn(text)
    assert fragment in str(caught.value)


def test_a_duplicate_card_is_named():
    north = "KT8Q.A96.A95.754"  # SQ instead of C2: SQ is in E's hand too
    with pytest.raises(RuleViolation) as caught:
        Deal.parse_pbn("N:" + " ".join([north, EAST, SOUTH, WEST]))
    assert "SQ appears more than once" in str(caught.value)


def test_several_duplicates_are_all_named():
    north = "KT8Q5.A96.A95.72"  # E's SQ and S5 instead of C5 and C4: still 52 cards
    text = "N:" + " ".join([north, EAST, SOUTH, WEST])
    with pytest.raises(RuleViolation) as caught:
        Deal.parse_pbn(text)
    message = str(caught.value)
    assert "S5, SQ appear more than once" in message


def test_hands_of_12_and_14_cards_are_refused():
    north = "KT8.A96.A95.754"  # 12: C2 moved to E
    east = "Q5.KJ52.KQ874.T82"  # 14
    with pytest.raises(RuleViolation) as caught:
        Deal.parse_pbn("N:" + " ".join([north, east, SOUTH, WEST]))
    message = str(caught.value)
    assert "N's hand has 12 cards" in message
    assert "every hand has 13" in message


def test_from_hands_refuses_three_hands_of_13():
    deal = Deal.parse_pbn(REFERENCE_DEAL)
    three = {s: sorted(deal.hand(s)) for s in (Seat.N, Seat.E, Seat.S)}
    with pytest.raises(RuleViolation, match="has 39 cards"):
        Deal.from_hands(three)


@pytest.mark.parametrize("text", [None, 42, "", "N"])
def test_non_text_deals_are_refused(text):
    with pytest.raises(RuleViolation, match="PBN"):
        Deal.parse_pbn(text)
