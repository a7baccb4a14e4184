"""Law 25A at a robot table (api/robot_decisions.py `robot_decides`): a robot left-hand
opponent leaves a possible substitution of an unintended call to the director, and
takes its own option once he finds the first call intended (Law 25B).

Law 25A (2017): "1. If a player discovers that he has not made the call he intended to
make, he may, until his partner makes a call, substitute the call he intended for the
unintended call. [...] 4. No substitution of call may be made when his partner has made a
subsequent call. [...] 6. If a substitution is allowed the LHO may withdraw any call he
made over the first call." Law 29A: "Following a call out of rotation LHO may elect to
call thereafter, thus forfeiting the right to rectification."
"""

from __future__ import annotations

import pytest

from api.robot_decisions import robot_decides
from domain.actors import ROBOT
from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.robot_partner_wait import robot_partner_waits
from domain.board.rulings import NameDirector
from domain.errors import NotAllowed
from domain.robots import robots_act
from domain.rules.cards import Seat
from tests.unit.board.support import ALICE, BOB, CAROL, TD, act, new_board
from tests.unit.robots.test_robot_options import MIND, let_robots_act

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


def test_the_director_does_not_take_the_robots_option_for_it() -> None:
    """Law 10C2 (2017): "If a player has an option after an irregularity, he must make his
    selection without consulting partner": the option is the robot's own. Before 0.23.0
    the director, to move the table on when the call was intended, accepted or refused
    for the robot; now he finds, and the robot chooses."""
    board = north_says_1nt_after_1c(directed=True)
    for decision in ("accept", "refuse"):
        with pytest.raises(NotAllowed, match="robot"):
            act(board, TD, DecideAuctionIrregularity, decision=decision)
    assert board.auction.out_of_rotation is not None and not board.rulings


def test_found_intended_the_robot_takes_its_25b_option_at_once() -> None:
    """Law 25A2 (2017): "If the player's original intent was to make the call selected or
    voiced, that call stands"; 25B1: "A substituted call not permitted by A may be
    accepted by the offender's LHO. (It is accepted if LHO calls intentionally over it.)
    The first call is then withdrawn, the second call stands and the auction continues
    (Law 26 may apply)." The director finds 1C intended; the robot (East) no longer waits:
    its bidding reads 1NT, so it accepts the substitution, its pass over 1C is withdrawn,
    and it calls over 1NT; South, a person, is next."""
    board = north_says_1nt_after_1c(directed=True)
    act(board, TD, DecideAuctionIrregularity, decision="intended")
    assert robot_decides(board) is Seat.E
    board, table = let_robots_act(board)
    assert [str(call) for call in board.state.auction.calls][:1] == ["1NT"]
    assert len(board.state.auction.calls) == 2 and board.state.next_seat is Seat.S
    assert [(r.law, r.director) for r in board.rulings] == [("25A2", TD.name), ("25B1", None)]
    assert board.auction.lead_penalty == {Seat.N}  # 25B1: "Law 26 may apply"
    [decided, *_] = table.reasons.values()
    assert decided["action"] == "accept the intended change" and "25A2" in decided["basis"]


def test_a_change_at_the_robots_own_turn_waits_for_the_director_too() -> None:
    """Law 25A1: a second call before the robot called (a change of call at its turn) is
    the plainest case of a possible substitution: at a directed board the robot waits for
    the finding there as well (Law 9B) rather than accepting at once. (At a live table a
    robot calls the moment its turn comes, so this needs the robots not to have acted
    yet, as here, where nothing runs them between the two calls.)"""
    board = new_board(revoke_policy="detect", seats=SEATS, creator=TD)
    act(board, ALICE, MakeCall, seat="N", call="1C")  # the robots have not acted yet
    act(board, ALICE, MakeCall, seat="N", call="1D")
    assert board.auction.call_change is not None and robot_decides(board) is None
    act(board, TD, DecideAuctionIrregularity, decision="intended")
    assert robot_decides(board) is Seat.E


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


def test_a_robot_refuses_a_substitution_that_could_not_stand() -> None:
    """Law 25B2 (2017): "Except as in B1, a substitution not permitted by A is cancelled.
    The original call stands and the auction continues (Law 26 may apply)." North 1NT,
    East (a person) 2C, then 1S before South (a robot) called: found intended, 1S could
    not stand in 2C's place (insufficient over 1NT), so the robot does not accept it; 2C
    stands and the robot calls over it once told to go on: it is North's partner, and
    North may still substitute for an unintended 1NT until it calls (25A1; since 0.27.0
    it waits for that window, domain/board/robot_partner_wait.py)."""
    seats = {"N": "alice", "E": "bob", "S": "robot", "W": "carol"}
    board = new_board(revoke_policy="detect", seats=seats, creator=TD)
    act(board, ALICE, MakeCall, seat="N", call="1NT")
    act(board, BOB, MakeCall, seat="E", call="2C")
    act(board, BOB, MakeCall, seat="E", call="1S")
    act(board, TD, DecideAuctionIrregularity, decision="intended")
    board, table = let_robots_act(board)
    assert [str(call) for call in board.state.auction.calls] == ["1NT", "2C"]
    assert robot_partner_waits(board) is Seat.S
    board = robots_act(board, table, MIND, lambda name: name, partner_may_call=True)
    calls = [str(call) for call in board.state.auction.calls]
    assert calls[:2] == ["1NT", "2C"] and len(calls) == 3, calls
    assert [r.law for r in board.rulings] == ["25A2", "25B2"]
    [decided, *_] = table.reasons.values()
    assert decided["action"] == "refuse the intended change" and "25B2" in decided["basis"]
