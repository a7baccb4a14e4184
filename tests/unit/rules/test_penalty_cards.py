"""Law 50B's last clause, read from its words: "when one defender has two or more penalty
cards, all such cards become major penalty cards"; checked against any set of penalty
cards, a card still exposed in the auction (not yet a penalty card) included."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import SEAT_ORDER, Card, Seat
from domain.rules.penalty_cards import PenaltyCard, minors_made_major

CARDS = [Card.parse(f"{suit}{rank}") for suit in "SHDC" for rank in "AKQJT98765432"]


@st.composite
def faced(draw: st.DrawFn) -> list[PenaltyCard]:
    cards = draw(st.lists(st.sampled_from(CARDS), unique=True, max_size=8))
    return [
        PenaltyCard(
            draw(st.sampled_from(SEAT_ORDER)),
            card,
            draw(st.sampled_from(["major", "minor", "exposed"])),
        )
        for card in cards
    ]


@given(faced())
def test_two_penalty_cards_make_every_minor_one_major(cards: list[PenaltyCard]) -> None:
    expected: dict[Seat, list[Card]] = {}
    for seat in SEAT_ORDER:
        his = [p for p in cards if p.seat is seat and p.kind != "exposed"]
        minors = [p.card for p in his if p.kind == "minor"]
        if len(his) >= 2 and minors:
            expected[seat] = minors
    assert minors_made_major(cards) == expected


def test_one_minor_penalty_card_stays_minor() -> None:
    west = Seat.W
    assert minors_made_major([PenaltyCard(west, Card.parse("H3"), "minor")]) == {}
    exposed = PenaltyCard(west, Card.parse("C6"), "exposed")  # still in the auction
    assert minors_made_major([PenaltyCard(west, Card.parse("H3"), "minor"), exposed]) == {}
    major = PenaltyCard(Seat.E, Card.parse("C6"), "major")  # his partner's
    assert minors_made_major([PenaltyCard(west, Card.parse("H3"), "minor"), major]) == {}
