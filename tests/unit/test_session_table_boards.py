"""A session's board played at the table in the ledger (domain/session_table_boards.py):
who may start it and where, what the table can no longer start (a result by hand, one
waiting, a pair that has played the board elsewhere: Law 15B1, "a contestant ... shall
not play a board he has already played"), who sits where (robots in the empty seats), and
its score entered once, as the event recorded it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.actors import ROBOT_NAME, Actor, Role
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard, create_board
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import SEAT_ORDER
from domain.rules.errors import RuleViolation
from domain.session import Session
from domain.session_commands import (
    CreateSession,
    MovementSpec,
    ResultFacts,
    ScoreTableBoard,
    SessionDeal,
    StartTableBoard,
)
from domain.session_results import create_session, enter_result
from domain.session_table_boards import (
    TablePlan,
    finished_board_result,
    plan_table_board,
    score_table_board,
    start_table_board,
    table_board_id,
    table_seats,
)
from domain.session_tables import name_pair_users
from tests.unit.board.support import act

TD = Actor("tony", Role.DIRECTOR)
NORA = Actor("nora", Role.PLAYER)  # pair 1, North-South at table 1 in round 1
ED = Actor("ed", Role.PLAYER)  # pair 4, East-West at table 1 in round 1
SAM = Actor("sam", Role.PLAYER)  # pair 2, at table 2
DEAL = "N:KQT2.AT.J6542.85 A8654.KQ5.T.QJT6 J973.J98742.3.K4 .63.AKQ987.A9732"


def evening(*, board_set: bool = True, pairs: int | None = None) -> Session:
    """A three-table Mitchell of three rounds, two boards a round; board 1 at table 1 in
    round 1 (pairs 1 and 4), at table 3 in round 2 (3 and 5), at table 2 in round 3 (2 and 6)."""
    spec = MovementSpec("mitchell", 3, 3, 2, pairs=pairs)
    deals = tuple(SessionDeal(n, f"set-{n}", DEAL) for n in range(1, 7)) if board_set else ()
    found = create_session(TD, CreateSession(name="Club", movement=spec, board_set=deals))
    name_pair_users(found, TD, "1", ["nora"])
    name_pair_users(found, TD, "4", ["ed", "eli"])
    name_pair_users(found, TD, "2", ["sam"])
    return found


def start(session: Session, actor: Actor, table: int = 1, board: int = 1) -> TablePlan:
    command = StartTableBoard(session_id=str(session.id), table=table, board_number=board)
    return start_table_board(session, actor, command)


def replayed(found: Session) -> Session:
    copy = None
    for event in found.pending_events:
        copy = event.mutate(copy)
    assert isinstance(copy, Session)
    return copy


def test_a_player_of_the_table_starts_its_board_once() -> None:
    session = evening()
    plan = start(session, NORA)
    assert (plan.round, plan.ns, plan.ew, plan.deal_board_id) == (1, "1", "4", "set-1")
    assert plan.board_id == table_board_id(session.id, 1, "1", "4")
    again = start(session, ED)
    assert again == plan
    started = [e for e in session.pending_events if isinstance(e, Session.TableBoardStarted)]
    assert len(started) == 1
    assert replayed(session).table_boards == session.table_boards
    assert session.table_boards[(1, "1", "4")].started_by == "nora"
    # The director may start any table's; the round found is the one the movement says.
    assert start(session, TD, table=2, board=1).round == 3


def test_who_may_start_it_is_asked_first() -> None:
    session = evening(board_set=False)
    with pytest.raises(NotAllowed, match="Only a player of the pairs at table 1"):
        start(session, SAM)  # 403 before the missing board set (409)
    with pytest.raises(NotAllowed):
        start(session, SAM, board=99)  # and before a board the table does not play (422)
    with pytest.raises(Conflict, match="no board set"):
        start(session, NORA)
    # Pair 4 sits at table 1 in round 1 only: table 1's round-3 board (pairs 1 and 5) is not
    # his to start (he would see a hand of a board he is not to play there).
    with pytest.raises(NotAllowed, match="at table 1 in round 3"):
        start(session, ED, board=5)


def test_where_the_movement_does_not_play_it() -> None:
    session = evening()
    with pytest.raises(RuleViolation, match=r"^Board 3 is not played at table 1 in round 1\.$"):
        plan_table_board(session, NORA, 1, 3, 1)
    with pytest.raises(RuleViolation, match="tables 1 to 3"):
        plan_table_board(session, TD, 4, 1, None)
    with pytest.raises(RuleViolation, match="rounds 1 to 3"):
        plan_table_board(session, TD, 1, 1, 4)
    half = evening(pairs=5)  # pair 3 does not come: pair 6, opposite it at table 3, sits out
    name_pair_users(half, TD, "6", ["nils"])
    with pytest.raises(RuleViolation, match="A pair sits out at table 3 in round 1"):
        plan_table_board(half, Actor("nils", Role.PLAYER), 3, 5, 1)


def test_a_table_with_a_result_or_a_pair_that_played_the_board_cannot_start_it() -> None:
    by_hand = evening()
    enter_result(by_hand, TD, ResultFacts(1, "1", "4", contract="Pass", table=1, round=1))
    with pytest.raises(Conflict, match="has its result entered already"):
        start(by_hand, NORA)
    waiting = evening()
    enter_result(waiting, NORA, ResultFacts(1, "1", "4", contract="Pass", table=1, round=1))
    with pytest.raises(Conflict, match="waits for the opponents' confirmation"):
        start(waiting, NORA)
    elsewhere = evening()  # Law 15B1: pair 2 played board 1 at table 1 by mistake
    enter_result(elsewhere, TD, ResultFacts(1, "2", "4", contract="Pass", wrong_board=True))
    with pytest.raises(Conflict, match=r"played board 1 already \(Law 15B1\)"):
        start(elsewhere, NORA)


def test_while_it_is_played_a_player_enters_no_result_for_it_but_the_director_may() -> None:
    session = evening()
    start(session, NORA)
    facts = ResultFacts(1, "1", "4", contract="3NT", declarer="N", tricks=9, lead="HK",
                        table=1, round=1)  # fmt: skip
    with pytest.raises(Conflict, match="being played at this table in the ledger"):
        enter_result(session, NORA, facts)
    enter_result(session, TD, facts)  # the director's word: the board's score enters nothing
    board_id = str(session.table_boards[(1, "1", "4")].board_id)
    result = ResultFacts(1, "", "", contract="Pass", score_ns=0, board_id=board_id)
    assert not score_table_board(session, ScoreTableBoard(session_id="s", board_id=board_id,
                                                          result=result))  # fmt: skip
    assert len(session.results) == 1


def test_the_boards_score_enters_once_and_loads_as_recorded() -> None:
    session = evening()
    plan = start(session, ED)
    board_id = str(plan.board_id)
    result = ResultFacts(1, "", "", contract="4S", declarer="E", tricks=10, score_ns=-420,
                         board_id=board_id, lead="HA")  # fmt: skip
    command = ScoreTableBoard(session_id=str(session.id), board_id=board_id, result=result)
    assert score_table_board(session, command)
    assert not score_table_board(session, command)  # the same board seen again: nothing
    [scored] = session.results
    assert (scored.board_number, scored.ns, scored.ew, scored.score_ns) == (1, "1", "4", -420)
    assert (scored.table, scored.round, scored.lead, scored.board_id) == (1, 1, "HA", board_id)
    assert scored.entered_by == "ed"  # who started it; the ledger entered it
    assert replayed(session).results == session.results
    with pytest.raises(RuleViolation, match="not one of this session's tables' boards"):
        score_table_board(session, ScoreTableBoard(session_id="s", board_id="other",
                                                   result=result))  # fmt: skip


def test_a_finished_board_gives_its_score_and_opening_lead() -> None:
    seats = {seat.value: "nora" for seat in SEAT_ORDER}
    board = create_board(NORA, CreateBoard(board_number=1, deal=DEAL, seats=seats), lambda n: n)
    assert finished_board_result(board) is None
    for seat in ("N", "E", "S", "W"):
        act(board, NORA, MakeCall, seat=seat, call="Pass")
    result = finished_board_result(board)
    assert result is not None
    assert (result.contract, result.score_ns, result.lead, result.board_id) == (
        "Pass", 0, None, str(board.id))  # fmt: skip


USERS = st.lists(st.sampled_from(["ann", "bob", "cy", "di", "eve", "fay"]), max_size=4, unique=True)


@given(
    ns_users=USERS,
    ew_users=USERS,
    asked=st.dictionaries(
        st.sampled_from(["N", "E", "S", "W"]),
        st.sampled_from(["ann", "bob", "cy", "di", "eve", "fay", "robot", "Robot"]),
        max_size=4,
    ),
)
def test_who_sits_where(ns_users: list[str], ew_users: list[str], asked: dict[str, str]) -> None:
    """Against a plain reading of the rule: the first user of each pair in the first seat
    of its direction (North, East), the second in the second (South, West), a robot where
    there is none; a seat asked for goes to a user of the pair sitting there or a robot."""
    ew_users = [user for user in ew_users if user not in ns_users]
    plan = TablePlan(1, 1, 1, "1", "2", tuple(ns_users), tuple(ew_users), "set", table_board_id(
        "s", 1, "1", "2"))  # fmt: skip
    expected = {
        "N": ns_users[0] if ns_users else ROBOT_NAME,
        "S": ns_users[1] if len(ns_users) > 1 else ROBOT_NAME,
        "E": ew_users[0] if ew_users else ROBOT_NAME,
        "W": ew_users[1] if len(ew_users) > 1 else ROBOT_NAME,
    }
    refused = False
    for seat, name in asked.items():
        own = ns_users if seat in "NS" else ew_users
        if name.lower() == ROBOT_NAME:
            expected[seat] = ROBOT_NAME
        elif name in own:
            expected[seat] = name
        else:
            refused = True
    people = [name for name in expected.values() if name != ROBOT_NAME]
    refused = refused or len(set(people)) != len(people) or not people
    if refused:
        with pytest.raises(RuleViolation):
            table_seats(plan, asked)
    else:
        assert table_seats(plan, asked) == expected
