"""The double-dummy check of a claim, its pure part: the position and the verdict
(docs/design.md 4.4).
The solver itself is tested against DDS in tests/integration/test_double_dummy_solver.py."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import SEAT_ORDER, Card, Seat, Suit, full_pack
from domain.rules.deal import Deal
from domain.rules.double_dummy import (
    DoubleDummyPosition,
    check_claim,
    judge_claim,
    position_of,
)
from domain.rules.play import PlayedCard, legal_cards
from domain.rules.table import Phase, Setup, TableState
from tests.unit.rules.support import (
    REFERENCE_DEAL,
    calls,
    card_set,
    contracts,
    deals,
    open_trick,
    play,
    seats,
    table_in_play,
    trick_of,
)

# N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
DEAL = Deal.parse_pbn(REFERENCE_DEAL)


def table(auction: str) -> TableState:
    """North deals; the auction ends with a contract."""
    state = TableState.start(Setup(1, Seat.N, Vulnerability.NONE, DEAL))
    for index, call in enumerate(calls(auction)):
        state = state.make_call(Seat.N.next(index), call)
    return state


def without(seat: Seat, text: str) -> frozenset[Card]:
    return frozenset(DEAL.hand(seat) - card_set(text))


# ---- the position at the table -----------------------------------------------------------
def test_before_the_opening_lead_every_hand_is_whole_and_the_leader_is_on_lead():
    state = table("1NT P 3NT P P P")  # North declares, South is dummy, East leads
    position = position_of(state)
    assert position.hands == {seat: DEAL.hand(seat) for seat in SEAT_ORDER}
    assert position.trump is None
    assert (position.leader, position.trick, position.to_play) == (Seat.E, (), Seat.E)
    assert position.tricks_left == 13


def test_mid_trick_the_cards_played_are_in_the_trick_and_no_longer_in_the_hands():
    state = table("1NT P 3NT P P P")
    state = play(state, "DK D6 D2")  # East leads, dummy (South) and West follow
    position = position_of(state)
    assert position.leader is Seat.E
    assert position.trick == tuple(trick_of(Seat.E, "DK D6 D2"))
    assert position.to_play is Seat.N
    assert position.hands[Seat.S] == without(Seat.S, "D6")  # dummy's cards are a hand too
    assert position.hands[Seat.E] == without(Seat.E, "DK")
    assert position.hands[Seat.W] == without(Seat.W, "D2")
    assert position.hands[Seat.N] == DEAL.hand(Seat.N)
    assert position.tricks_left == 13 == state.tricks_to_play


def test_at_the_start_of_a_trick_the_last_winner_is_on_lead():
    state = table("1NT P 3NT P P P")
    state = play(state, "DK D6 D2 DA")  # North wins with the ace
    position = position_of(state)
    assert (position.leader, position.trick, position.to_play) == (Seat.N, (), Seat.N)
    assert position.tricks_left == 12 == state.tricks_to_play
    assert position.hands[Seat.N] == without(Seat.N, "DA")
    state = play(state, "S8")
    position = position_of(state)
    assert (position.leader, position.to_play) == (Seat.N, Seat.E)
    assert position.trick == (PlayedCard(Seat.N, Card.parse("S8")),)
    assert position.tricks_left == 12


@pytest.mark.parametrize(
    ("auction", "trump"),
    [
        ("1S P 4S P P P", Suit.S),
        ("1H P 4H P P P", Suit.H),
        ("P 1D P 3D P P P", Suit.D),
        ("1C P 5C P P P", Suit.C),
        ("1NT P 3NT P P P", None),
    ],
)
def test_the_trump_is_the_contract_strain(auction: str, trump: Suit | None):
    assert position_of(table(auction)).trump is trump


def test_there_is_no_position_outside_the_play():
    with pytest.raises(ValueError, match="only while the cards are being played"):
        position_of(table("1NT P"))


@settings(max_examples=100, deadline=None)
@given(
    deal=deals,
    dealer=seats,
    contract=contracts(),
    picks=st.lists(st.integers(0, 12), min_size=1, max_size=51),
)
def test_the_position_matches_the_table_after_any_legal_play(deal, dealer, contract, picks):
    state = table_in_play(deal, dealer, contract)
    for pick in picks:
        seat = state.next_seat
        assert seat is not None
        legal = sorted(legal_cards(state.remaining[seat], open_trick(state)), key=str)
        state = state.play_card(seat, legal[pick % len(legal)])
    position = position_of(state)
    assert position.to_play is state.next_seat
    assert position.tricks_left == state.tricks_to_play
    assert position.trump is contract.strain.trump
    assert position.trick == tuple(open_trick(state))
    assert dict(position.hands) == {seat: frozenset(state.remaining[seat]) for seat in SEAT_ORDER}
    played = [p.card for trick in state.tricks for p in trick.cards]
    in_hands = [card for hand in position.hands.values() for card in hand]
    assert sorted(in_hands + played) == sorted(full_pack())


# ---- a position must be one that can arise -----------------------------------------------
def ending(north: str, east: str, south: str, west: str) -> dict[Seat, frozenset[Card]]:
    texts = {Seat.N: north, Seat.E: east, Seat.S: south, Seat.W: west}
    return {seat: frozenset(card_set(text)) for seat, text in texts.items()}


def test_a_well_formed_ending():
    position = DoubleDummyPosition(
        ending("SA", "HA", "DA", ""), None, Seat.W, (PlayedCard(Seat.W, Card.parse("CA")),)
    )
    assert (position.to_play, position.tricks_left) == (Seat.N, 1)


@pytest.mark.parametrize(
    ("hands", "leader", "trick", "problem"),
    [
        (ending("SA", "HA", "DA", "CA"), Seat.N, "", None),
        (
            ending("SA", "HA", "DA", "CA S2"),
            Seat.N,
            "",
            "W holds 2 cards where this position needs 1",
        ),
        (ending("SA", "HA", "DA", ""), Seat.N, "", "W holds 0 cards where this position needs 1"),
        (
            ending("", "HA", "DA", "CA S2"),
            Seat.N,
            "SA",
            "W holds 2 cards where this position needs 1",
        ),
        (ending("", "HA", "DA", "CA"), Seat.N, "SA", None),
        (ending("", "HA", "DA", "CA"), Seat.N, "HA", "appears twice"),
        (ending("", "", "", "CA"), Seat.N, "SA HA DA", None),
        (ending("", "", "", ""), Seat.N, "SA HA DA CA", "at most three cards"),
    ],
)
def test_positions_that_cannot_arise_are_refused(hands, leader, trick, problem):
    played = tuple(trick_of(leader, trick))
    if problem is None:
        assert DoubleDummyPosition(hands, Suit.S, leader, played).tricks_left == 1
    else:
        with pytest.raises(ValueError, match=problem):
            DoubleDummyPosition(hands, Suit.S, leader, played)


def test_the_trick_in_progress_is_played_clockwise_from_its_leader():
    out_of_order = (PlayedCard(Seat.N, Card.parse("SA")), PlayedCard(Seat.S, Card.parse("DA")))
    with pytest.raises(ValueError, match="card number 2 comes from E, not S"):
        DoubleDummyPosition(ending("", "HA", "", "CA"), None, Seat.N, out_of_order)


def test_every_seat_is_needed():
    hands = ending("SA", "HA", "DA", "CA")
    del hands[Seat.W]
    with pytest.raises(ValueError, match="all four seats"):
        DoubleDummyPosition(hands, None, Seat.N)


# ---- the verdict -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("claimed", "best", "reachable"),
    [(9, 10, True), (10, 10, True), (11, 10, False), (0, 0, True), (1, 0, False), (11, 11, True)],
)
def test_a_claim_is_reachable_when_it_is_within_the_double_dummy_maximum(
    claimed: int, best: int, reachable: bool
):
    check = judge_claim(Seat.W, claimed, 11, best)
    assert (check.claimer, check.side, check.tricks_left) == (Seat.W, "EW", 11)
    assert (check.claimed, check.double_dummy_max, check.reachable) == (claimed, best, reachable)


def test_a_concession_is_judged_on_the_tricks_the_side_keeps():
    # North concedes 8 of 11: North-South keep 3, and could take 4.
    check = judge_claim(Seat.N, 11 - 8, 11, 4)
    assert (check.side, check.claimed, check.reachable) == ("NS", 3, True)


@pytest.mark.parametrize(("claimed", "best"), [(12, 5), (-1, 5), (5, 12), (5, -1)])
def test_numbers_outside_the_tricks_left_are_refused(claimed: int, best: int):
    with pytest.raises(ValueError, match=r"of the tricks left|A claim is of 0 to 11"):
        judge_claim(Seat.N, claimed, 11, best)


class ScriptedSolver:
    """Answers a fixed number and remembers what it was asked."""

    def __init__(self, answer: int) -> None:
        self.answer = answer
        self.asked: list[tuple[DoubleDummyPosition, str]] = []

    def max_tricks(self, position: DoubleDummyPosition, side: str) -> int:
        self.asked.append((position, side))
        return self.answer


@pytest.mark.parametrize(("claimer", "side"), [(Seat.N, "NS"), (Seat.E, "EW"), (Seat.W, "EW")])
def test_the_check_asks_the_solver_about_the_claimers_side_from_the_table(claimer: Seat, side: str):
    state = table("1NT P 3NT P P P")
    state = play(state, "DK D6 D2 DA S8")
    solver = ScriptedSolver(7)
    check = check_claim(state, claimer, 8, solver)
    assert solver.asked == [(position_of(state), side)]
    assert (check.claimer, check.side, check.tricks_left) == (claimer, side, 12)
    assert (check.claimed, check.double_dummy_max, check.reachable) == (8, 7, False)
    assert state.phase is Phase.PLAY
