"""A robot is not a name (0.27.0, issue 34): the robot actor is told from a user by what
it is, not by its name. Since 0.26.0 no user may register `robot`, but a store from before
may hold one (any case); she is then the holder of no robot's seat, sees no robot's hand,
acts for no robot, and the robot is never taken for her (say, as the director she is).
The rule is domain/actors.py `holds_as`; the predicates of domain/policy.py read it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from api.robot_decisions import robot_decides
from domain.actors import (
    ROBOT,
    ROBOT_NAME,
    Actor,
    Role,
    holder_actor,
    holds_as,
    is_user,
    robot_named_user,
)
from domain.application import BridgeLedger
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.claims import MakeClaim
from domain.board.new_board import CreateBoard, create_board
from domain.board.play import PlayCard
from domain.board.robot_seats import robot_seats
from domain.errors import NotAllowed
from domain.policy import (
    check_director_holds_no_seat,
    directs,
    holds_seat,
    log_readers,
    may_read_log,
    may_see_board,
    plays_at,
    visible_hands,
)
from domain.practice import practice_board, practice_refused
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.errors import RuleViolation
from domain.session import Session
from domain.session_commands import CreateSession, MovementSpec
from domain.session_results import create_session
from domain.session_table_boards import (
    TablePlan,
    require_starter_sits,
    table_board_id,
    table_seats,
)
from interchange.importer import reenact_records
from interchange.pbn_reader import read_pbn
from tests.unit.board.support import ALICE, DEAL, act, new_board

# The names a store from before 0.26.0 may hold, and others close to them.
ROBOTLIKE = ["robot", "Robot", "ROBOT", "rObOt", "robots", "robot ", " robot", "alice", "bob"]
names = st.sampled_from(ROBOTLIKE) | st.text(min_size=1, max_size=8)
roles = st.sampled_from(list(Role))
# Robots in N, E and W; alice South (the browser test's board, tests/browser).
ALICE_AND_ROBOTS = {"N": "robot", "E": "robot", "S": "alice", "W": "robot"}
HER = Actor("robot", Role.PLAYER)  # a user the old store registered as `robot`
HER_AS_DIRECTOR = Actor("robot", Role.DIRECTOR)


def holders_of(actor_is_robot: bool, name: str, seats: dict[Seat, str]) -> set[Seat]:
    """Independently of domain/actors.py: the robot holds the seats recorded as exactly
    `robot`; a user the seats recorded under her name, those seats apart."""
    robots = {seat for seat, holder in seats.items() if holder == "robot"}
    if actor_is_robot:
        return robots
    return {seat for seat, holder in seats.items() if holder == name} - robots


@given(name=names, role=roles, holder=st.none() | names)
def test_a_user_holds_a_seat_under_her_name_never_a_robots(
    name: str, role: Role, holder: str | None
) -> None:
    user = Actor(name, role)
    assert not user.is_robot
    expected = holder is not None and holder == name and holder != "robot"
    assert holds_as(user, holder) is expected
    assert holds_as(ROBOT, holder) is (holder == "robot")
    assert is_user(user, holder) is (holder == name)
    assert not is_user(ROBOT, holder)


@given(
    holders=st.fixed_dictionaries({seat: names for seat in SEAT_ORDER}),
    name=names,
    role=roles,
)
def test_the_seats_a_board_gives_an_actor(holders: dict[Seat, str], name: str, role: Role) -> None:
    """The predicates at a board, against the independent reading above, for any holders
    (the board itself is not needed: the policy reads any value with seats)."""
    seated = _Seated(holders)
    user = Actor(name, role)
    for actor, is_robot in ((user, False), (ROBOT, True)):
        expected = holders_of(is_robot, actor.name, holders)
        assert {s for s in SEAT_ORDER if holds_seat(seated, actor, s)} == expected
        assert plays_at(seated, actor) is bool(expected)


class _Seated:
    def __init__(self, seats: dict[Seat, str], director: str | None = None) -> None:
        self.seats = seats
        self.director = director


def test_the_robot_actor_is_no_user_named_robot() -> None:
    for case in ("robot", "Robot", "ROBOT"):
        user = Actor(case, Role.PLAYER)
        assert user != ROBOT and not user.is_robot
    assert ROBOT.is_robot and ROBOT.name == ROBOT_NAME
    assert holder_actor("robot") is ROBOT
    assert holder_actor("alice") == ALICE
    assert holder_actor("Robot") == Actor("Robot", Role.PLAYER)  # a user's seat (before 0.26.0)


@pytest.mark.parametrize("her", [HER, Actor("Robot", Role.PLAYER), Actor("ROBOT", Role.ADMIN)])
def test_she_neither_holds_nor_sees_a_robots_seat(her: Actor) -> None:
    board = new_board(seats=ALICE_AND_ROBOTS)
    assert robot_seats(board) == (Seat.N, Seat.E, Seat.W)
    assert not any(holds_seat(board, her, seat) for seat in SEAT_ORDER)
    assert not plays_at(board, her)
    if her.is_admin:  # an admin sees every board, as the director of any board
        assert directs(board, her) and may_see_board(board, her)
        return
    assert not may_see_board(board, her) and not may_read_log(board, her)
    assert visible_hands(board, her) == set()
    act(board, ROBOT, MakeCall, seat="N", call="Pass")
    act(board, ROBOT, MakeCall, seat="E", call="Pass")
    act(board, ALICE, MakeCall, seat="S", call="1NT")
    assert visible_hands(board, her) == set()
    assert [seat for seat in SEAT_ORDER if holds_seat(board, ROBOT, seat)] == [
        Seat.N, Seat.E, Seat.W,
    ]  # fmt: skip


@pytest.mark.parametrize("seat", ["N", "E", "W"])
def test_she_cannot_call_play_or_claim_for_a_robot(seat: str) -> None:
    board = new_board(seats={**ALICE_AND_ROBOTS, "S": "alice"}, creator=ALICE)
    sentence = f"A robot holds the {seat} seat: only the robot acts for it."
    for her in (HER, HER_AS_DIRECTOR):
        with pytest.raises(NotAllowed, match=sentence):
            act(board, her, MakeClaim, seat=seat, concede=13)
    # alice is told the same of a robot's seat
    with pytest.raises(NotAllowed, match=sentence):
        act(board, ALICE, MakeClaim, seat=seat, concede=13)


def test_the_robots_still_call_and_play_and_she_acts_for_none() -> None:
    board = new_board(seats={"N": "robot", "E": "robot", "S": "alice", "W": "robot"})
    # the dealer of board 1 is North, a robot
    with pytest.raises(NotAllowed, match="A robot holds the N seat"):
        act(board, HER, MakeCall, seat="N", call="1C")
    for seat, call in (("N", "Pass"), ("E", "Pass"), ("S", "1NT"), ("W", "Pass")):
        act(board, ALICE if seat == "S" else ROBOT, MakeCall, seat=seat, call=call)
    act(board, ROBOT, MakeCall, seat="N", call="Pass")
    act(board, ROBOT, MakeCall, seat="E", call="Pass")
    assert board.state.declarer is Seat.S
    with pytest.raises(NotAllowed, match="A robot holds the W seat"):
        act(board, HER, PlayCard, seat="W", card="S7")
    act(board, ROBOT, PlayCard, seat="W", card="S7")  # W: 7643.QT3.32.KJ96
    assert len(board.state.tricks) == 1
    assert not may_see_board(board, HER)


def test_she_directs_a_board_she_made_against_robots_and_the_robot_does_not() -> None:
    """A director who makes a board and holds no seat directs it (domain/policy.py
    `directs_new_board`): before 0.27.0 she was taken for the robots' seats' holder, so
    the board had no director. The robot, whose name is hers, is not its director."""
    board = create_board(
        HER_AS_DIRECTOR, CreateBoard(board_number=1, deal=DEAL, seats=ALICE_AND_ROBOTS), str
    )
    assert board.director == "robot"
    assert directs(board, HER_AS_DIRECTOR)
    assert visible_hands(board, HER_AS_DIRECTOR) == set(SEAT_ORDER)  # the director's right
    assert not directs(board, ROBOT)
    assert visible_hands(board, ROBOT) == {Seat.N, Seat.E, Seat.W}
    # the robots' seats are no seat of hers: she may stay the director
    check_director_holds_no_seat(board, "robot")
    assert log_readers(board, over=True) == {"alice", "robot"}  # alice, and her as director


def test_the_log_readers_of_a_robots_board_are_its_people() -> None:
    board = new_board(seats=ALICE_AND_ROBOTS)
    assert log_readers(board, over=True) == {"alice", "tony"}  # tony directs (support.TD)


def test_a_player_named_robot_may_not_make_a_board_for_herself() -> None:
    """With no seats given, the creator holds all four: recorded under `robot`, they
    would be robots' seats, and she would play nothing. She is told why (422)."""
    for her in (HER, HER_AS_DIRECTOR):
        with pytest.raises(RuleViolation, match="cannot hold one here"):
            create_board(her, CreateBoard(board_number=1, deal=DEAL), str)
    # `Robot` holds her own four seats, recorded under her name as before 0.27.0
    board = create_board(Actor("Robot", Role.PLAYER), CreateBoard(board_number=1, deal=DEAL), str)
    assert board.seats == dict.fromkeys(SEAT_ORDER, "Robot") and robot_seats(board) == ()
    assert visible_hands(board, Actor("Robot", Role.PLAYER)) == set(SEAT_ORDER)
    with pytest.raises(RuleViolation, match="Robots play with the board's own players"):
        create_board(HER, CreateBoard(board_number=1, deal=DEAL, seats=ALICE_AND_ROBOTS), str)


@pytest.mark.parametrize("name", ["robot", "Robot"])
def test_a_pair_user_named_robot_is_given_no_seat_by_default(name: str) -> None:
    """A session table seats its pairs' users by default (domain/session_table_boards.py
    `table_seats`), and the new board reads a seat given to `robot` in any case as a
    robot's: she is told so, and her pair may give that seat to a robot, or her partner,
    by name. Before 0.27.0 she was seated as a robot and let start the board."""
    plan = TablePlan(1, 1, 1, "1", "2", (name, "ann"), ("bob",), "set", table_board_id(
        "s", 1, "1", "2"))  # fmt: skip
    with pytest.raises(RuleViolation, match=f"The user {name} has the robots' name"):
        table_seats(plan, {})
    assert table_seats(plan, {"N": "ann", "S": "robot"}) == {
        "N": "ann", "E": "bob", "S": "robot", "W": "robot",
    }  # fmt: skip
    assert table_seats(plan, {"N": name, "S": "ann"})["N"] == "robot"  # a robot, as asked
    her = Actor(name, Role.PLAYER)
    with pytest.raises(RuleViolation, match="You would not sit at the board"):
        require_starter_sits(_club(), her, {"N": "robot", "S": "ann"})


def _club() -> Session:
    spec = MovementSpec("mitchell", 3, 3, 2)
    return create_session(Actor("tony", Role.DIRECTOR), CreateSession(name="Club", movement=spec))


@pytest.mark.parametrize("name", ["robot", "Robot", "ROBOT"])
def test_she_may_not_practise_a_board(name: str) -> None:
    """Practice seats the requester by name and robots in the other seats: a seat given
    to her name, in any case, is a robot's (domain/practice.py). Before 0.27.0 `Robot`,
    seated so, was refused the robot's seat in the replay: a 403 the board view (which
    asks whether she may practise) answered in place of the board she directs."""
    her = Actor(name, Role.DIRECTOR)
    board = create_board(her, CreateBoard(board_number=1, deal=DEAL, seats=ALICE_AND_ROBOTS), str)
    sentence = f"The user {name} has the robots' name"
    with pytest.raises(RuleViolation, match=sentence):
        practice_board(her, board, board, "S", str)
    assert (practice_refused(board, board, her) or "").startswith(sentence)


def test_at_a_board_she_directs_she_takes_no_robots_25b_option_and_the_robot_no_finding() -> None:
    """Law 10C2 (2017): "If a player has an option after an irregularity, he must make his
    selection without consulting partner": a robot's option is its own, the director only
    finds (Law 25A; tests/unit/robots/test_law25a_robot_table.py). Before 0.27.0 a director
    named `robot` held the robots' seats and took their option; and the robot, by name, was
    the director of her board."""
    seats = {"N": "alice", "E": "robot", "S": "carol", "W": "robot"}
    board = create_board(
        HER_AS_DIRECTOR,
        CreateBoard(board_number=1, deal=DEAL, seats=seats, revoke_policy="detect"),
        str,
    )
    act(board, ALICE, MakeCall, seat="N", call="1C")
    act(board, ROBOT, MakeCall, seat="E", call="Pass")
    act(board, ALICE, MakeCall, seat="N", call="1NT")  # out of rotation: East decides
    for decision in ("accept", "refuse"):
        with pytest.raises(NotAllowed, match="E is a robot, which takes its option itself"):
            act(board, HER_AS_DIRECTOR, DecideAuctionIrregularity, decision=decision)
    with pytest.raises(NotAllowed):  # the robot is not the director
        act(board, ROBOT, DecideAuctionIrregularity, decision="unintended")
    assert robot_decides(board) is None  # the robot waits for her finding
    act(board, HER_AS_DIRECTOR, DecideAuctionIrregularity, decision="unintended")
    assert [str(call) for call in board.state.auction.calls] == ["1NT"]


@pytest.mark.parametrize("name", ["robot", "Robot"])
def test_she_may_not_import_a_hand_record(name: str) -> None:
    """An import seats the importer by name in all four seats (interchange/importer.py),
    which a new board reads as robots': each record is refused with the sentence. A user
    of another name imports the same record."""
    app = BridgeLedger(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    pbn = f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
    report = reenact_records(app, Actor(name, Role.PLAYER), read_pbn(pbn))
    assert not report.boards
    assert [r.detail for r in report.refused] == [robot_named_user(name)]
    app.register_user(ALICE.name, Role.PLAYER)
    assert len(reenact_records(app, ALICE, read_pbn(pbn)).boards) == 1
