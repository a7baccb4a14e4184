"""Law 25A at a robot table (api/robot_decisions.py `robot_decides`): a robot left-hand
opponent leaves a possible substitution of an unintended call to the director.

Law 25A (2017): "1. If a player discovers that he has not made the call he intended to
make, he may, until his partner makes a call, substitute the call he intended for the
unintended call. [...] 4. No substitution of call may be made when his partner has made a
subsequent call. [...] 6. If a substitution is allowed the LHO may withdraw any call he
made over the first call." Law 29A: "Following a call out of rotation LHO may elect to
call thereafter, thus forfeiting the right to rectification."
"""

from __future__ import annotations

from api.robot_decisions import robot_decides
from domain.actors import ROBOT
from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.rulings import NameDirector
from domain.rules.cards import Seat
from tests.unit.board.support import ALICE, CAROL, TD, act, new_board
from tests.unit.robots.test_robot_options import let_robots_act

SEATS = {"N": "alice", "E": "robot", "S": "carol", "W": "robot"}


def north_says_1nt_after_1c(*, directed: bool) -> Board:
    """North 1C, East (a robot) passes, North 1NT at South's turn."""
    board = new_board(revoke_policy="detect", seats=SEATS, creator=TD if directed else ALICE)
    act(board, ALICE, MakeCall, seat="N", call="1C")
    act(board, ROBOT, MakeCall, seat="E", call="Pass")
    act(board, ALICE, MakeCall, seat="N", call="1NT")
    return board


def test_at_a_directed_board_the_robot_waits_for_the_directors_finding() -> None:
    board = north_says_1nt_after_1c(directed=True)
    assert board.director == TD.name
    assert robot_decides(board) is None
    board, table = let_robots_act(board)
    assert not table.reasons and board.auction.out_of_rotation is not None
    act(board, TD, DecideAuctionIrregularity, decision="unintended")
    assert [str(call) for call in board.state.auction.calls] == ["1NT"]
    assert board.state.next_seat is Seat.E  # East's pass withdrawn: the robot calls again
    board, table = let_robots_act(board)
    assert [str(call) for call in board.state.auction.calls][:1] == ["1NT"]
    assert len(board.state.auction.calls) == 2 and board.state.next_seat is Seat.S


def test_the_director_may_answer_for_the_robot_when_the_call_was_intended() -> None:
    board = north_says_1nt_after_1c(directed=True)
    act(board, TD, DecideAuctionIrregularity, decision="accept")
    assert board.auction.out_of_rotation is None
    assert [str(call) for call in board.state.auction.calls][-1:] == ["1NT"]


def test_without_a_director_the_robot_decides_at_once_as_before() -> None:
    board = north_says_1nt_after_1c(directed=False)
    assert board.director is None
    assert robot_decides(board) is Seat.E
    board, table = let_robots_act(board)
    assert board.auction.out_of_rotation is None and table.reasons


def test_once_partner_has_called_it_is_no_substitution_and_the_robot_decides() -> None:
    """25A4: 1C (North) Pass (East, a robot) 1H (South) Pass (West, a robot) 2C (North);
    South's 2H at West's turn comes after his partner's 2C: no substitution of 1H, a call
    out of rotation whose option is the robot's at once."""
    board = new_board(revoke_policy="detect", seats=SEATS)
    act(board, ALICE, MakeCall, seat="N", call="1C")
    act(board, ROBOT, MakeCall, seat="E", call="Pass")
    act(board, CAROL, MakeCall, seat="S", call="1H")
    act(board, ROBOT, MakeCall, seat="W", call="Pass")
    act(board, ALICE, MakeCall, seat="N", call="2C")
    act(board, CAROL, MakeCall, seat="S", call="2H")  # at West's turn: out of rotation
    assert board.auction.out_of_rotation is not None
    assert robot_decides(board) is Seat.W  # South's partner North called after 1H: no 25A


def test_a_board_whose_director_is_named_away_no_longer_waits() -> None:
    """The wait is for the board's director as named now: the board's creator naming
    nobody (a director who will not come) leaves the robot its 29A option at once, so the
    table is never left waiting for a director it no longer has."""
    board = north_says_1nt_after_1c(directed=True)
    board, table = let_robots_act(board)
    assert not table.reasons and board.auction.out_of_rotation is not None
    act(board, TD, NameDirector, director=None)
    assert robot_decides(board) is Seat.E
    board, table = let_robots_act(board)
    assert board.auction.out_of_rotation is None and table.reasons
