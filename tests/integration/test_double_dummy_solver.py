"""The double-dummy solver (DDS through endplay) on positions whose answer is known: small
endings worked out by hand, and random endings of up to three tricks checked against an
exhaustive search written here."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from api.double_dummy import DdsSolver
from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit, full_pack
from domain.rules.double_dummy import DoubleDummyPosition
from domain.rules.play import PlayedCard
from tests.unit.rules.support import card_set, reference_winner, trick_of

SOLVER = DdsSolver()


def ending(north: str, east: str, south: str, west: str) -> dict[Seat, frozenset[Card]]:
    texts = {Seat.N: north, Seat.E: east, Seat.S: south, Seat.W: west}
    return {seat: frozenset(card_set(text)) for seat, text in texts.items()}


def both_sides(position: DoubleDummyPosition) -> tuple[int, int]:
    return SOLVER.max_tricks(position, "NS"), SOLVER.max_tricks(position, "EW")


# ---- endings worked out by hand ----------------------------------------------------------
# North has the top spades, East the top hearts; South and West hold small cards that can
# never win a trick.
SPADES_AND_HEARTS = ending("SA SK SQ", "HA HK HQ", "D2 D3 D4", "C2 C3 C4")


@pytest.mark.parametrize(
    ("trump", "leader", "ns", "ew"),
    [
        (None, Seat.N, 3, 0),  # North cashes three spades
        (None, Seat.E, 0, 3),  # East cashes three hearts
        (Suit.H, Seat.N, 0, 3),  # East ruffs the first spade and cashes two hearts
        (Suit.S, Seat.E, 3, 0),  # North ruffs the first heart and cashes two spades
        (Suit.D, Seat.S, 3, 0),  # South's diamonds are trumps: no one can follow or overruff
        (Suit.C, Seat.W, 0, 3),  # so are West's clubs, with West on lead
    ],
)
def test_a_ruff_changes_who_takes_the_tricks(trump: Suit | None, leader: Seat, ns: int, ew: int):
    assert both_sides(DoubleDummyPosition(SPADES_AND_HEARTS, trump, leader)) == (ns, ew)


def test_a_trick_in_progress_counts_the_cards_already_played():
    # At the start, North cashes the spade ace first and makes both tricks; once North has
    # led the two instead, East's three wins, and East's heart ace wins the last trick.
    hands = ending("SA S2", "S3 HA", "D2 D3", "C2 C3")
    assert both_sides(DoubleDummyPosition(hands, None, Seat.N)) == (2, 0)
    after_the_two = {**hands, Seat.N: frozenset(card_set("SA"))}
    led = DoubleDummyPosition(after_the_two, None, Seat.N, tuple(trick_of(Seat.N, "S2")))
    assert led.to_play is Seat.E
    assert both_sides(led) == (0, 2)


def test_the_last_card_of_a_trick_decides_it():
    # East led the heart king; South and West have followed; North, to play last, overtakes
    # with the ace and then wins the spade: two tricks; had North the ace alone, one.
    trick = tuple(trick_of(Seat.E, "HK H2 H3"))
    overtakes = DoubleDummyPosition(ending("HA SA", "S2", "S3", "S4"), None, Seat.E, trick)
    assert overtakes.to_play is Seat.N
    assert both_sides(overtakes) == (2, 0)
    cannot = DoubleDummyPosition(ending("H4 SA", "S2", "S3", "S4"), None, Seat.E, trick)
    assert both_sides(cannot) == (1, 1)


def test_a_full_deal_where_each_hand_holds_one_suit():
    hands = ending(
        " ".join(f"S{rank}" for rank in "AKQJT98765432"),
        " ".join(f"H{rank}" for rank in "AKQJT98765432"),
        " ".join(f"D{rank}" for rank in "AKQJT98765432"),
        " ".join(f"C{rank}" for rank in "AKQJT98765432"),
    )
    assert both_sides(DoubleDummyPosition(hands, None, Seat.E)) == (0, 13)
    assert both_sides(DoubleDummyPosition(hands, Suit.S, Seat.E)) == (13, 0)
    assert both_sides(DoubleDummyPosition(hands, Suit.C, Seat.N)) == (0, 13)


# ---- random endings against an exhaustive search -----------------------------------------
def legal(hand: frozenset[Card], trick: tuple[PlayedCard, ...]) -> list[Card]:
    if not trick:
        return sorted(hand)
    following = [card for card in hand if card.suit is trick[0].card.suit]
    return sorted(following or hand)


def reference_ns_tricks(
    hands: Mapping[Seat, frozenset[Card]],
    trump: Suit | None,
    leader: Seat,
    trick: tuple[PlayedCard, ...],
) -> int:
    """The tricks North-South take with every hand seen and played perfectly (minimax)."""
    if len(trick) == 4:
        winner = reference_winner(list(trick), trump.value if trump else None)
        won = 1 if winner.side == "NS" else 0
        if not hands[winner]:
            return won
        return won + reference_ns_tricks(hands, trump, winner, ())
    seat = leader.next(len(trick))
    outcomes = [
        reference_ns_tricks(
            {**hands, seat: hands[seat] - {card}}, trump, leader, (*trick, PlayedCard(seat, card))
        )
        for card in legal(hands[seat], trick)
    ]
    return max(outcomes) if seat.side == "NS" else min(outcomes)


@st.composite
def endings(draw: st.DrawFn) -> DoubleDummyPosition:
    tricks = draw(st.integers(1, 3))
    cards = draw(st.permutations(full_pack()))[: 4 * tricks]
    hands = {
        seat: frozenset(cards[i * tricks : (i + 1) * tricks]) for i, seat in enumerate(SEAT_ORDER)
    }
    trump = draw(st.sampled_from([None, *Suit]))
    leader = draw(st.sampled_from(SEAT_ORDER))
    trick: tuple[PlayedCard, ...] = ()
    for _ in range(draw(st.integers(0, 3))):
        seat = leader.next(len(trick))
        card = draw(st.sampled_from(legal(hands[seat], trick)))
        hands[seat] = hands[seat] - {card}
        trick = (*trick, PlayedCard(seat, card))
    return DoubleDummyPosition(hands, trump, leader, trick)


@settings(max_examples=300, deadline=None)
@given(position=endings())
def test_random_endings_agree_with_an_exhaustive_search(position: DoubleDummyPosition):
    ns = reference_ns_tricks(position.hands, position.trump, position.leader, position.trick)
    assert both_sides(position) == (ns, position.tricks_left - ns)
