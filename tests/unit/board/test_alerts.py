"""Alerts and explanations of calls (Laws 20F and 40B), as at a table with screens: the
caller's side explains a call to the opponents; the caller's partner learns the
explanation only when the auction is over. The explanation is part of the call's event."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.board import Board
from domain.board.calls import CallMade, MakeCall
from domain.board.rewind import RedoLastUndone, UndoLastAction
from domain.policy import hidden_explanations, hidden_from_seat, visible_hands
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.errors import RuleViolation
from tests.unit.board.support import (
    ADMIN,
    ALICE,
    BOB,
    CAROL,
    DAVE,
    TD,
    act,
    bid,
    holder,
    new_board,
    rebuild,
)
from tests.views import board_view_json as board_view

STAYMAN = "Asks for a four-card major"


def stayman_board() -> Board:
    """1NT by N, 2C by S alerted and explained, W to call next."""
    board = new_board()
    bid(board, "1NT Pass")
    act(board, CAROL, MakeCall, seat="S", call="2C", alert=True, explanation=STAYMAN)
    return board


def auction_of(board: Board, actor: object) -> list[dict[str, object]]:
    view = board_view(board, visible_hands(board, actor), hidden_explanations(board, actor))  # type: ignore[arg-type]
    return view["auction"]  # type: ignore[no-any-return]


def test_the_call_records_its_alert_and_explanation() -> None:
    board = stayman_board()
    event = board.pending_events[-1]
    assert isinstance(event, CallMade)
    assert (event.alert, event.explanation) == (True, STAYMAN)
    assert rebuild(board).actions[-1] == board.actions[-1]


@pytest.mark.parametrize("actor", [BOB, DAVE, CAROL, TD, ADMIN], ids=lambda a: a.name)
def test_the_opponents_the_caller_and_the_director_see_the_explanation(actor) -> None:
    entry = auction_of(stayman_board(), actor)[-1]
    assert entry == {"seat": "S", "call": "2C", "alert": True, "explanation": STAYMAN}


def test_the_callers_partner_does_not_see_it_during_the_auction() -> None:
    board = stayman_board()
    entry = auction_of(board, ALICE)[-1]
    assert entry == {"seat": "S", "call": "2C", "alert": False, "explanation": None}
    # N's own explanations are not hidden from N
    assert hidden_explanations(board, ALICE) == frozenset({Seat.S})


def test_every_one_sees_it_once_the_auction_is_over() -> None:
    board = stayman_board()
    bid(board, "Pass 2D Pass 3NT Pass Pass Pass")
    for actor in (ALICE, BOB, CAROL, DAVE):
        assert auction_of(board, actor)[2]["explanation"] == STAYMAN


def test_a_player_holding_both_seats_of_a_side_sees_his_own_sides_explanations() -> None:
    board = new_board(seats={"N": "alice", "E": "bob", "S": "alice", "W": "dave"})
    bid(board, "1NT Pass")
    act(board, ALICE, MakeCall, seat="S", call="2C", alert=True, explanation=STAYMAN)
    assert hidden_explanations(board, ALICE) == frozenset()
    assert auction_of(board, ALICE)[-1]["explanation"] == STAYMAN


def test_replay_as_a_seat_saw_it_hides_its_partners_explanations_during_the_auction() -> None:
    board = stayman_board()
    assert hidden_from_seat(board, Seat.N) == frozenset({Seat.S})
    assert hidden_from_seat(board, Seat.E) == frozenset({Seat.W})
    bid(board, "Pass 2D Pass 3NT Pass Pass Pass")
    assert hidden_from_seat(board, Seat.N) == frozenset()


def test_undo_and_redo_keep_the_explanation() -> None:
    board = stayman_board()
    act(board, CAROL, UndoLastAction)
    assert str(board.actions[-1].call) == "Pass"  # type: ignore[union-attr]
    act(board, CAROL, RedoLastUndone)
    assert auction_of(board, BOB)[-1]["explanation"] == STAYMAN
    assert rebuild(board).actions == board.actions


def test_an_explanation_is_at_most_500_characters() -> None:
    board = new_board()
    with pytest.raises(RuleViolation, match="500"):
        act(board, ALICE, MakeCall, seat="N", call="1NT", explanation="x" * 501)
    assert board.version == 1


def test_an_empty_explanation_is_none() -> None:
    board = new_board()
    act(board, ALICE, MakeCall, seat="N", call="1NT", explanation="   ")
    assert board.actions[-1].explanation is None  # type: ignore[union-attr]


@settings(max_examples=60, deadline=None)
@given(
    alerts=st.lists(st.booleans(), min_size=4, max_size=4),
    viewer=st.sampled_from(SEAT_ORDER),
)
def test_only_the_callers_partner_loses_the_explanation(alerts: list[bool], viewer: Seat) -> None:
    """Independent reading: during the auction the holder of seat V sees the explanation of
    a call by C unless C is V's partner."""
    board = new_board()
    for number, alert in enumerate(alerts):
        seat = board.state.next_seat
        assert seat is not None
        call = ["1C", "1D", "1H", "1S"][number]
        act(
            board,
            holder(board, seat),
            MakeCall,
            seat=seat,
            call=call,
            alert=alert,
            explanation=f"e{number}",
        )
    actor = holder(board, viewer)
    for number, entry in enumerate(auction_of(board, actor)):
        caller = Seat(entry["seat"])  # type: ignore[arg-type]
        if caller is viewer.partner:
            assert (entry["alert"], entry["explanation"]) == (False, None)
        else:
            assert (entry["alert"], entry["explanation"]) == (alerts[number], f"e{number}")
