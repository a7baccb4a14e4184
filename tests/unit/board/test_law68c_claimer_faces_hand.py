"""Law 68C (2017): the claimer's hand is faced to the table while the claim is answered.

68C: "A claim should be accompanied at once by a clear statement of the line of play or
defence through which the claimer proposes to win the tricks claimed, including the order
in which the cards will be played. The player making the claim or concession faces his
hand."

So every player at the table sees the claimer's cards until the claim is agreed (the
board is over: everything shows), ruled on, withdrawn or made void (68B2, 68D2(b)); a
spectator sees no more than before. A replay step shows each seat what it saw then.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.actors import Actor
from domain.board import Board
from domain.board.claims import (
    AgreeToPlayOn,
    DisputeClaim,
    MakeClaim,
    ObjectToConcession,
    WithdrawClaim,
)
from domain.policy import seen_from_seat, visible_hands
from domain.rules.cards import SEAT_ORDER, Seat
from tests.unit.board.support import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    STRANGER,
    act,
    in_play,
    play_legal,
)

SEATED = {Seat.N: ALICE, Seat.E: BOB, Seat.S: CAROL, Seat.W: DAVE}
# 3NT by North on the support's deal: South is dummy, East leads.
DECLARER, DUMMY = Seat.N, Seat.S


def claimed(claimer: Seat, tricks_played: int = 1) -> Board:
    board = in_play(tricks=tricks_played)
    left = board.state.tricks_to_play
    act(board, SEATED[claimer], MakeClaim, seat=claimer.value, tricks=left)
    return board


def sees(board: Board, viewer: Actor) -> set[Seat]:
    return visible_hands(board, viewer)


@pytest.mark.parametrize("claimer", [Seat.N, Seat.E, Seat.W])
@pytest.mark.parametrize("viewer", [Seat.N, Seat.E, Seat.S, Seat.W])
def test_every_player_at_the_table_sees_the_claimers_hand(claimer: Seat, viewer: Seat) -> None:
    board = claimed(claimer)
    assert claimer in sees(board, SEATED[viewer])
    assert claimer in seen_from_seat(board, viewer)


def test_a_spectator_sees_no_hand_for_a_claim() -> None:
    assert sees(claimed(Seat.N), STRANGER) == set()


def test_the_claimers_hand_stays_faced_while_the_claim_is_doubted() -> None:
    board = claimed(Seat.E)
    act(board, ALICE, DisputeClaim, seat="N")
    assert Seat.E in sees(board, ALICE) and Seat.E in sees(board, DAVE)


def test_a_withdrawn_claim_puts_the_cards_back_in_the_hand() -> None:
    board = claimed(Seat.W)
    act(board, DAVE, WithdrawClaim, seat="W")
    assert sees(board, ALICE) == {Seat.N, DUMMY}
    assert sees(board, BOB) == {Seat.E, DUMMY}


def test_a_void_claim_puts_the_cards_back_in_the_hand() -> None:
    """68D2(b): with the fourth player's agreement play continues, the claim void."""
    board = claimed(Seat.E)
    act(board, ALICE, DisputeClaim, seat="N")
    for seat in (Seat.S, Seat.W, Seat.E, Seat.N):
        act(board, SEATED[seat], AgreeToPlayOn, seat=seat.value)
    assert board.claims.pending is None
    assert Seat.E not in sees(board, ALICE)


def test_an_objected_concession_puts_the_cards_back_in_the_hand() -> None:
    """68B2: the conceding defender's partner objects: no concession has occurred."""
    board = in_play(tricks=1)
    act(board, BOB, MakeClaim, seat="E", concede=2)
    assert Seat.E in sees(board, DAVE)
    act(board, DAVE, ObjectToConcession, seat="W")
    assert Seat.E not in sees(board, DAVE) and Seat.E not in sees(board, ALICE)


def _faced_by_the_law(viewer: Seat, claimer: Seat | None, lead_made: bool) -> set[Seat]:
    """What the Laws face to `viewer`, read independently: his own hand, dummy's once
    the opening lead is faced (Law 41D), the claimer's while a claim is answered (68C)."""
    shown = {viewer}
    if lead_made:
        shown.add(DUMMY)
    if claimer is not None:
        shown.add(claimer)
    return shown


@settings(max_examples=60, deadline=None)
@given(
    tricks_played=st.integers(min_value=0, max_value=11),
    cards_more=st.integers(min_value=0, max_value=3),
    claimer=st.sampled_from([Seat.N, Seat.E, Seat.W]),
    viewer=st.sampled_from(SEAT_ORDER),
    withdrawn=st.booleans(),
)
def test_what_each_player_sees_around_a_claim_follows_the_laws(
    tricks_played: int, cards_more: int, claimer: Seat, viewer: Seat, withdrawn: bool
) -> None:
    board = in_play(tricks=tricks_played)
    play_legal(board, cards_more)
    lead_made = board.state.cards_played > 0
    left = board.state.tricks_to_play
    act(board, SEATED[claimer], MakeClaim, seat=claimer.value, tricks=left)
    if withdrawn:
        act(board, SEATED[claimer], WithdrawClaim, seat=claimer.value)
    expected = _faced_by_the_law(viewer, None if withdrawn else claimer, lead_made)
    assert sees(board, SEATED[viewer]) == expected
    assert seen_from_seat(board, viewer) == expected
