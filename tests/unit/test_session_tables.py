"""A session's tables during a club evening: the movement recorded as made, who may enter
a table's result and who confirms it, what the movement does not put at a table refused,
and the table's current round (the first with results still to enter)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.actors import Actor, Role
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from domain.rules.movements import make_movement
from domain.session import Session
from domain.session_commands import CreateSession, MovementSpec, ResultFacts
from domain.session_results import create_session, enter_result
from domain.session_tables import confirm_result, name_pair_users, table_view

TD = Actor("tony", Role.DIRECTOR)
NORTH = Actor("nora", Role.PLAYER)
EAST = Actor("ed", Role.PLAYER)
STRANGER = Actor("sam", Role.PLAYER)


def evening(kind: str = "mitchell", tables: int = 3, rounds: int = 3) -> Session:
    spec = MovementSpec(kind, tables, rounds, 2)
    found = create_session(TD, CreateSession(name="Club", scoring="MP", movement=spec))
    name_pair_users(found, TD, "1", ["nora"])
    name_pair_users(found, TD, "4", ["ed"])
    return found


def replayed(found: Session) -> Session:
    copy = None
    for event in found.pending_events:
        copy = event.mutate(copy)
    assert isinstance(copy, Session)
    return copy


def counted(found: Session) -> int:
    """How many results count (those confirmed or entered by the director)."""
    return len(found.results)


def at_table(**changes: object) -> ResultFacts:
    fields: dict[str, object] = {"board_number": 1, "ns": "1", "ew": "4", "contract": "4S",
                                 "declarer": "N", "tricks": 10, "table": 1, "round": 1,
                                 "lead": "HK", **changes}  # fmt: skip
    return ResultFacts(**fields)  # type: ignore[arg-type]


def test_the_movement_is_recorded_as_made_and_loads_as_recorded() -> None:
    found = evening()
    assert found.movement == make_movement("mitchell", 3, 3, 2)
    assert replayed(found).movement == found.movement
    teams = create_session(TD, CreateSession(name="Match", movement=MovementSpec("teams", 2, 3, 4)))
    assert teams.teams == {"Home": ("1", "4"), "Away": ("2", "3")}


def test_a_movement_that_cannot_be_made_records_nothing() -> None:
    with pytest.raises(RuleViolation, match="at most 3 rounds"):
        create_session(TD, CreateSession(name="No", movement=MovementSpec("mitchell", 3, 4, 2)))


def test_north_enters_east_confirms_and_only_then_it_counts() -> None:
    found = evening()
    enter_result(found, NORTH, at_table())
    assert counted(found) == 0 and list(found.pending) == [(1, "1", "4")]
    with pytest.raises(NotAllowed, match="opponents confirm"):
        confirm_result(found, NORTH, 1, "1", "4")
    with pytest.raises(NotAllowed):
        confirm_result(found, STRANGER, 1, "1", "4")
    confirm_result(found, EAST, 1, "1", "4")
    assert [(r.score_ns, r.entered_by) for r in found.results] == [(420, "nora")]
    assert found.pending == {}
    assert replayed(found).results == found.results
    with pytest.raises(Conflict, match="already scored"):
        confirm_result(found, EAST, 1, "1", "4")
    with pytest.raises(Conflict, match="once in a session"):
        enter_result(found, EAST, at_table())


def test_the_director_enters_at_a_table_without_confirmation_and_corrects() -> None:
    found = evening()
    enter_result(found, TD, at_table(lead=None))
    assert len(found.results) == 1 and found.pending == {}
    enter_result(found, TD, at_table(tricks=9, table=None, round=None), correct=True)
    assert found.results[0].score_ns == -50
    with pytest.raises(NotAllowed):
        enter_result(found, NORTH, at_table(tricks=11), correct=True)


def test_a_correction_keeps_where_the_result_was_played_and_its_lead() -> None:
    found = evening()
    enter_result(found, NORTH, at_table(lead="HK"))
    confirm_result(found, EAST, 1, "1", "4")
    # One trick more, told without table or round: the table, round and lead stay.
    enter_result(found, TD, at_table(tricks=11, table=None, round=None, lead=None), correct=True)
    [result] = found.results
    assert (result.score_ns, result.table, result.round, result.lead) == (450, 1, 1, "HK")
    assert replayed(found).results == found.results
    # Another declarer: the lead came from another hand, so it is not kept unless told.
    enter_result(found, TD, at_table(declarer="S", lead=None), correct=True)
    assert (found.results[0].declarer, found.results[0].lead) == ("S", None)
    enter_result(found, TD, at_table(declarer="S", lead="D2"), correct=True)
    assert found.results[0].lead == "D2"


@pytest.mark.parametrize(
    ("changes", "says"),
    [
        ({"board_number": 3}, "Board 3 is not played at table 1 in round 1; its boards are 1, 2"),
        ({"ew": "5"}, "pair 1 sits North-South against pair 4"),
        ({"round": 4}, "no table 1 in round 4"),
        ({"round": None}, "both the table and the round"),
        ({"lead": None}, "opening lead"),
        ({"lead": "H1"}, "not a card"),
        ({"contract": "Pass"}, "passed-out board has no lead"),
    ],
)
def test_what_the_movement_does_not_put_at_the_table_is_refused(
    changes: dict[str, object], says: str
) -> None:
    found = evening()
    with pytest.raises(RuleViolation, match=says):
        enter_result(found, NORTH, at_table(**changes))
    assert found.pending == {} and counted(found) == 0


def test_who_may_enter_at_a_table() -> None:
    found = evening()
    with pytest.raises(NotAllowed, match="Only a player of pair 1 or 4"):
        enter_result(found, STRANGER, at_table())
    with pytest.raises(NotAllowed, match="director"):
        enter_result(found, NORTH, at_table(table=None, round=None))
    with pytest.raises(NotAllowed, match="adjusted"):
        enter_result(found, NORTH, at_table(contract=None, adjusted_ns=60, adjusted_ew=40))
    with pytest.raises(Conflict, match="already plays as pair 1"):
        name_pair_users(found, TD, "2", ["nora"])
    with pytest.raises(RuleViolation, match="no pair 7"):
        name_pair_users(found, TD, "7", ["zed"])
    with pytest.raises(NotAllowed):
        name_pair_users(found, NORTH, "1", ["nora"])
    plain = create_session(TD, CreateSession(name="No movement"))
    with pytest.raises(RuleViolation, match="no movement"):
        enter_result(plain, TD, at_table())


@settings(max_examples=25, deadline=None)
@given(
    kind=st.sampled_from(["mitchell", "howell"]),
    tables=st.integers(2, 6),
    data=st.data(),
)
def test_a_tables_current_round_is_the_first_with_boards_to_enter(
    kind: str, tables: int, data: st.DataObject
) -> None:
    """Results entered by the director in any order: each table's current round is the
    first round in which one of its boards has no result, counted here afresh."""
    rounds = tables if kind == "mitchell" else 2 * tables - 1
    spec = MovementSpec(kind, tables, rounds, 2)
    found = create_session(TD, CreateSession(name="Club", movement=spec))
    assert found.movement is not None
    every = [
        (each.number, seat.table, seat.ns, seat.ew, board)
        for each in found.movement.rounds
        for seat in each.tables
        for board in seat.boards
    ]
    chosen = data.draw(st.lists(st.sampled_from(every), unique=True))
    for number, table, ns, ew, board in chosen:
        facts = ResultFacts(board, str(ns), str(ew), "Pass", table=table, round=number)
        enter_result(found, TD, facts)
    done = {(board, ns, ew) for _, _, ns, ew, board in chosen}
    for table in range(1, tables + 1):
        view = table_view(found, table, TD)
        mine = [(r, b, ns, ew) for r, t, ns, ew, b in every if t == table]
        open_rounds = sorted({r for r, b, ns, ew in mine if (b, ns, ew) not in done})
        assert view.finished == (not open_rounds)
        assert view.round == (open_rounds[0] if open_rounds else rounds)
        expected = [b for r, b, ns, ew in mine if r == view.round and (b, ns, ew) not in done]
        assert list(view.to_enter) == expected


def test_a_pair_sitting_out_has_nothing_to_enter() -> None:
    """A 3-table Mitchell of 5 pairs: N-S pair 3 does not come, so at table 3 the E-W
    pair of the round sits out."""
    spec = MovementSpec("mitchell", 3, 3, 2, pairs=5)
    found = create_session(TD, CreateSession(name="Half", movement=spec))
    view = table_view(found, 3, TD)
    assert (view.round, view.seating.ns, view.seating.ew) == (3, None, "4")
    assert view.to_enter == () and view.finished
    facts = ResultFacts(5, "3", "6", "Pass", table=3, round=1)
    with pytest.raises(RuleViolation, match="Pair 6 sits out at table 3 in round 1"):
        enter_result(found, TD, facts)
    with pytest.raises(RuleViolation, match="does not have pair 3 play board 5"):
        enter_result(found, TD, ResultFacts(5, "3", "6", "Pass"))
