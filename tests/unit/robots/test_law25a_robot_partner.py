"""Law 25A with a robot partner (domain/board/robot_partner_wait.py): at a board with a
director, a person's robot partner does not call at its turn after his call until a
request lets it ("robots, go on", `RobotsGoOn`), so that his window under 25A stays open
for a request; the opponents' robots call as before.

Law 25A (2017): "1. If a player discovers that he has not made the call he intended to
make, he may, until his partner makes a call, substitute the call he intended for the
unintended call. The second (intended) call stands and is subject to the appropriate Law,
but the lead restrictions in Law 26 do not apply. [...] 4. No substitution of call may be
made when his partner has made a subsequent call. [...] 6. If a substitution is allowed
the LHO may withdraw any call he made over the first call."

The deal is support.DEAL; North deals.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.actors import ROBOT
from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.robot_partner_wait import RobotsGoOn, robot_partner_waits
from domain.board.rulings import NameDirector
from domain.errors import Conflict, NotAllowed
from domain.robots import RobotTable, robots_act
from domain.rules.cards import SEAT_ORDER, Seat
from tests.unit.board.support import ALICE, BOB, HOLDERS, STRANGER, TD, act, new_board
from tests.unit.robots.test_robot_options import MIND

ALICE_AND_THREE_ROBOTS = {"N": "alice", "E": "robot", "S": "robot", "W": "robot"}


def robots(board: Board, *, go_on: bool = False) -> tuple[Board, RobotTable]:
    table = RobotTable.seat(board, {})
    return robots_act(board, table, MIND, lambda name: name, partner_may_call=go_on), table


def calls(board: Board) -> list[str]:
    return [str(call) for call in board.state.auction.calls]


def north_opens(*, directed: bool, call: str = "1C") -> Board:
    board = new_board(
        revoke_policy="detect", seats=ALICE_AND_THREE_ROBOTS, creator=TD if directed else ALICE
    )
    act(board, ALICE, MakeCall, seat="N", call=call)
    board, _ = robots(board)
    return board


def test_the_partner_waits_and_the_opponent_calls() -> None:
    """North (a person) 1C: East, an opponent's robot, calls as before (25A6 lets his call
    be withdrawn if the substitution is allowed); South, North's partner, waits: North may
    still substitute until it calls (25A1)."""
    board = north_opens(directed=True)
    assert len(calls(board)) == 2 and calls(board)[0] == "1C"
    assert board.state.next_seat is Seat.S
    assert robot_partner_waits(board) is Seat.S
    board, table = robots(board)  # another request that is not "go on": still waiting
    assert len(calls(board)) == 2 and not table.reasons


def test_go_on_lets_the_partner_call_and_the_robots_act_until_north() -> None:
    board = north_opens(directed=True)
    act(board, ALICE, RobotsGoOn)  # records nothing: the robot's call is the fact
    assert len(calls(board)) == 2
    board, table = robots(board, go_on=True)
    assert len(calls(board)) == 4 and board.state.next_seat in (Seat.N, None)
    assert robot_partner_waits(board) is None
    assert [why["seat"] for why in table.reasons.values()] == ["S", "W"]


def test_without_a_director_nothing_waits() -> None:
    """Only the director finds a call unintended here (0.22.0): at a board without one the
    window has no use, and the robots call at once, as before."""
    board = north_opens(directed=False)
    assert board.director is None and robot_partner_waits(board) is None
    assert len(calls(board)) >= 4


def test_a_board_that_prevents_irregularities_has_no_window() -> None:
    """Under `prevent` North's second call at South's turn is refused (a call out of
    turn), so no substitution could be made: the robots call at once there."""
    board = new_board(revoke_policy="prevent", seats=ALICE_AND_THREE_ROBOTS, creator=TD)
    act(board, ALICE, MakeCall, seat="N", call="1C")
    board, _ = robots(board)
    assert board.director is not None and robot_partner_waits(board) is None
    assert len(calls(board)) >= 4


def test_a_director_named_away_ends_the_wait() -> None:
    board = north_opens(directed=True)
    act(board, TD, NameDirector, director=None)
    assert robot_partner_waits(board) is None


def test_an_unintended_call_is_replaced_inside_the_window() -> None:
    """25A1 and 25A6: North 1C, East (a robot) calls, South waits; North's 1D at South's
    turn waits for the director, who finds 1C unintended: 1D stands in its place, East's
    call is withdrawn and East calls again (free, 25A6). South then waits again: North
    may substitute until his partner calls."""
    board = north_opens(directed=True)
    act(board, ALICE, MakeCall, seat="N", call="1D")
    assert robot_partner_waits(board) is None  # the director's finding waits
    board, table = robots(board)
    assert not table.reasons and board.auction.out_of_rotation is not None
    act(board, TD, DecideAuctionIrregularity, decision="unintended")
    assert calls(board) == ["1D"]
    board, table = robots(board)
    assert calls(board)[0] == "1D" and len(calls(board)) == 2
    assert [r.law for r in board.rulings] == ["25A"]
    assert robot_partner_waits(board) is Seat.S


def test_each_call_of_the_person_opens_a_window_of_its_own() -> None:
    """25A4: "No substitution of call may be made when his partner has made a subsequent
    call": once South called (after "go on"), 1C is beyond change; North's next call
    opens a window of its own, and South waits again."""
    board = north_opens(directed=True)
    board, _ = robots(board, go_on=True)
    assert board.state.next_seat is Seat.N
    act(board, ALICE, MakeCall, seat="N", call="7NT")
    board, _ = robots(board)  # East calls; South, the partner, waits again
    assert calls(board)[4] == "7NT" and len(calls(board)) == 6
    assert robot_partner_waits(board) is Seat.S
    board, _ = robots(board, go_on=True)
    assert robot_partner_waits(board) is None


def test_who_may_tell_the_robots_to_go_on() -> None:
    """A player at the board and its director may; a stranger may not (403); with no robot
    waiting it is a conflict (409): the sender acted on a board that moved on."""
    board = north_opens(directed=True)
    with pytest.raises(NotAllowed, match="player at this board or its director"):
        act(board, STRANGER, RobotsGoOn)
    act(board, TD, RobotsGoOn)
    board, _ = robots(board, go_on=True)
    with pytest.raises(Conflict, match="No robot waits"):
        act(board, ALICE, RobotsGoOn)
    undirected = north_opens(directed=False)
    with pytest.raises(Conflict, match="No robot waits"):
        act(undirected, ALICE, RobotsGoOn)


def test_two_people_partners_never_wait_for_a_robot() -> None:
    """North and South people, East and West robots: no robot has a person partner."""
    seats = {"N": "alice", "E": "robot", "S": "carol", "W": "robot"}
    board = new_board(revoke_policy="detect", seats=seats, creator=TD)
    act(board, ALICE, MakeCall, seat="N", call="1C")
    board, _ = robots(board)
    assert len(calls(board)) == 2 and robot_partner_waits(board) is None


def expected_wait(robot: dict[Seat, bool], directed: bool, made: int) -> Seat | None:
    """An independent reading of 25A's window for a robot partner, in the dealer's
    rotation (North deals, no irregularity): the seat to call is the made-th after North;
    it waits when a director can find a call unintended, it is a robot, its partner a
    person who has called (he sits two before it, so he has called once two calls were
    made, or at all if he is the dealer)."""
    if not directed:
        return None
    seat = SEAT_ORDER[made % 4]
    partner = SEAT_ORDER[(made + 2) % 4]
    partner_called = made >= 2
    if robot[seat] and not robot[partner] and partner_called:
        return seat
    return None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    robot=st.fixed_dictionaries({seat: st.booleans() for seat in SEAT_ORDER}),
    directed=st.booleans(),
    made=st.integers(min_value=0, max_value=7),
)
def test_the_wait_agrees_with_an_independent_reading(
    robot: dict[Seat, bool], directed: bool, made: int
) -> None:
    seats = {s.value: "robot" if robot[s] else HOLDERS[s].name for s in SEAT_ORDER}
    board = new_board(revoke_policy="detect", seats=seats, creator=TD)
    if not directed:
        act(board, TD, NameDirector, director=None)
    bids = ["1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H"]
    for index in range(made):
        seat = SEAT_ORDER[index % 4]
        actor = ROBOT if robot[seat] else HOLDERS[seat]
        act(board, actor, MakeCall, seat=seat.value, call=bids[index])
    assert robot_partner_waits(board) == expected_wait(robot, directed, made)


def test_the_window_stays_closed_once_the_partner_has_called_after_a_skipped_turn() -> None:
    """25A1 gives the window "until his partner makes a call"; 25A4: "No substitution of
    call may be made when his partner has made a subsequent call." North (a person) 1C,
    East (a person) passes, South (North's robot) 1S, West (a robot) passes; East then
    calls 2D at North's turn, and South, his left-hand opponent, accepts it (29A): North's
    turn is skipped and it is South's. North's last call, 1C, was followed by South's 1S,
    so he has no window left, and South does not wait for one."""
    seats = {"N": "alice", "E": "bob", "S": "robot", "W": "robot"}
    board = new_board(revoke_policy="detect", seats=seats, creator=TD)
    act(board, ALICE, MakeCall, seat="N", call="1C")
    act(board, BOB, MakeCall, seat="E", call="Pass")
    act(board, ROBOT, MakeCall, seat="S", call="1S")
    act(board, ROBOT, MakeCall, seat="W", call="Pass")
    act(board, BOB, MakeCall, seat="E", call="2D")  # at North's turn: out of rotation
    act(board, ROBOT, DecideAuctionIrregularity, decision="accept")
    assert calls(board) == ["1C", "Pass", "1S", "Pass", "2D"]
    assert board.state.next_seat is Seat.S
    assert robot_partner_waits(board) is None
    with pytest.raises(Conflict, match="No robot waits"):
        act(board, ALICE, RobotsGoOn)
