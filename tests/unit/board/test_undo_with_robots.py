"""Undo and redo at a table with robots (docs/contract.md "Undo with robots"): a person's
undo takes back the last call or card a person made and the robots' after it, so the turn
comes back to a person (undoing a robot's card alone would hand the turn back to the
robot, which plays again at once, and a person could never take his own back); a redo
puts them all back. Driven by hand here: the robots' actions are issued as the robot
actor, as domain/robots.py issues them."""

from __future__ import annotations

import pytest

from domain.actors import ROBOT
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.play import PlayCard
from domain.board.rewind import ActionRedone, ActionUndone, RedoLastUndone, UndoLastAction
from domain.errors import Conflict
from domain.rules.cards import Seat
from domain.rules.table import CallAction, CardAction
from tests.unit.board.support import ALICE, CAROL, TD, act, bid, new_board

ALICE_AND_ROBOTS = {"N": "alice", "E": "robot", "S": "robot", "W": "robot"}
TWO_PEOPLE = {"N": "alice", "E": "robot", "S": "carol", "W": "robot"}


def calls_of(board: Board) -> list[str]:
    return [f"{a.seat.value}:{a.call}" for a in board.actions if isinstance(a, CallAction)]


def cards_of(board: Board) -> list[str]:
    return [str(a.card) for a in board.actions if isinstance(a, CardAction)]


def turn(board: Board) -> Seat | None:
    return board.state.next_seat


def call(board: Board, seat: str, text: str) -> None:
    actor = ROBOT if board.seats[Seat(seat)] == "robot" else {"N": ALICE, "S": CAROL}[seat]
    act(board, actor, MakeCall, seat=seat, call=text)


def test_an_undo_takes_back_the_persons_call_and_the_robots_after_it() -> None:
    board = new_board(seats=ALICE_AND_ROBOTS)
    for seat, text in (("N", "1C"), ("E", "Pass"), ("S", "1H"), ("W", "Pass"), ("N", "1NT")):
        call(board, seat, text)
    call(board, "E", "Pass")
    call(board, "S", "3NT")
    call(board, "W", "Pass")
    assert board.state.next_seat is Seat.N
    before = len(board.pending_events)
    act(board, ALICE, UndoLastAction)
    undone = [e for e in board.pending_events[before:] if isinstance(e, ActionUndone)]
    assert len(undone) == len(board.pending_events) - before
    assert [(e.action["seat"], e.action.get("call")) for e in undone] == [
        ("W", "Pass"), ("S", "3NT"), ("E", "Pass"), ("N", "1NT"),
    ]  # fmt: skip
    assert board.state.next_seat is Seat.N  # alice's turn again: no robot is to act
    assert calls_of(board) == ["N:1C", "E:Pass", "S:1H", "W:Pass"]


def test_a_redo_puts_back_the_persons_call_and_the_robots_undone_with_it() -> None:
    board = new_board(seats=ALICE_AND_ROBOTS)
    for seat, text in (("N", "1NT"), ("E", "Pass"), ("S", "3NT"), ("W", "Pass")):
        call(board, seat, text)
    act(board, ALICE, UndoLastAction)
    assert calls_of(board) == []
    before = len(board.pending_events)
    act(board, ALICE, RedoLastUndone)
    redone = board.pending_events[before:]
    assert all(isinstance(event, ActionRedone) for event in redone)
    assert calls_of(board) == ["N:1NT", "E:Pass", "S:3NT", "W:Pass"]
    assert board.state.next_seat is Seat.N


def test_an_undo_stops_at_the_last_action_of_any_person() -> None:
    """Two people and two robots: North's undo takes back West's robot call and South's
    own call, no further; South may then call again (his turn)."""
    board = new_board(seats=TWO_PEOPLE)
    for seat, text in (("N", "1D"), ("E", "Pass"), ("S", "1S"), ("W", "Pass")):
        call(board, seat, text)
    act(board, ALICE, UndoLastAction)
    assert calls_of(board) == ["N:1D", "E:Pass"]
    assert board.state.next_seat is Seat.S


def test_declarers_robot_plays_dummy_so_dummys_cards_are_a_robots() -> None:
    """East's robot declares, West (a robot too) is dummy; alice (North) leads, and her
    undo takes back the cards of the trick the robots played after her lead."""
    board = new_board(seats=ALICE_AND_ROBOTS)
    for seat, text in (("N", "Pass"), ("E", "1NT"), ("S", "Pass"), ("W", "Pass"), ("N", "Pass")):
        call(board, seat, text)
    assert board.state.declarer is Seat.E
    assert turn(board) is Seat.S
    act(board, ROBOT, PlayCard, seat="S", card="S2")  # South (a robot) leads
    act(board, ROBOT, PlayCard, seat="W", card="S3")  # dummy, by declarer's robot
    act(board, ALICE, PlayCard, seat="N", card="ST")
    act(board, ROBOT, PlayCard, seat="E", card="SQ")
    act(board, ALICE, UndoLastAction)
    assert cards_of(board) == ["S2", "S3"]
    assert turn(board) is Seat.N


def test_only_robots_actions_left_cannot_be_undone() -> None:
    """A robot dealer's opening call is all there is: undoing it would only see the robot
    make it again at once."""
    board = new_board(seats={"N": "robot", "E": "alice", "S": "robot", "W": "robot"})
    act(board, ROBOT, MakeCall, seat="N", call="1C")
    with pytest.raises(Conflict, match="robots"):
        act(board, TD, UndoLastAction)


def test_without_robots_an_undo_takes_back_one_action() -> None:
    board = new_board()
    bid(board, "1NT Pass 3NT")
    act(board, ALICE, UndoLastAction)
    assert calls_of(board) == ["N:1NT", "E:Pass"]
