"""Pairs that sat the wrong way round played their own board, not a wrong one.

Law 15B (2017): "If, after the commencement of the auction period, the Director discovers
that a contestant is playing a board not designated for him to play in the current round,
then: 1. if one or more players at the table have previously played the board, with the
correct opponents or otherwise, the board is cancelled for both his side and his
opponents. 2. if none of the four players have previously played the board the Director
shall require the auction and play to be completed. He allows the score to stand and may
require both pairs to play the correct board against one another later."

A board the movement gives these two pairs in this round is designated for them, whichever
way round they sat: Law 15B does not apply. A pairs club keeps the score as played and
scores each pair in the direction it sat (the scorer swaps the pair numbers on that
board). So the result is an ordinary one at the movement's table and round, the director
is told it is no wrong board, and the board's traveller goes public with its last table
as any other. A teams match is another matter (a team's two pairs would both have sat
North-South): there nothing changes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.actors import Actor, Role
from domain.rules.errors import RuleViolation
from domain.rules.movement_placement import check_placement
from domain.rules.movements import Movement, TableRound, make_movement
from domain.session import Session
from domain.session_commands import CreateSession, MovementSpec, ResultFacts
from domain.session_results import create_session, enter_result
from domain.session_sight import due_by_board, public_boards
from domain.session_tables import confirm_result, name_pair_users, table_view

TD = Actor("tony", Role.DIRECTOR)
NORTH = Actor("nora", Role.PLAYER)  # pair 1
EAST = Actor("ed", Role.PLAYER)  # pair 4


def evening() -> Session:
    """A 3-table Mitchell: round 1 has 1-4 at table 1 (boards 1, 2), 2-5 at table 2 (3,
    4), 3-6 at table 3 (5, 6)."""
    spec = MovementSpec("mitchell", 3, 3, 2)
    found = create_session(TD, CreateSession(name="Club", scoring="MP", movement=spec))
    name_pair_users(found, TD, "1", ["nora"])
    name_pair_users(found, TD, "4", ["ed"])
    return found


def swapped(**changes: object) -> ResultFacts:
    """Pair 4 sat North-South against pair 1 on board 1 (the movement: 1 against 4)."""
    fields: dict[str, object] = {"board_number": 1, "ns": "4", "ew": "1", "contract": "4S",
                                 "declarer": "N", "tricks": 10, **changes}  # fmt: skip
    return ResultFacts(**fields)  # type: ignore[arg-type]


def replayed(found: Session) -> Session:
    copy = None
    for event in found.pending_events:
        copy = event.mutate(copy)
    assert isinstance(copy, Session)
    return copy


@pytest.mark.parametrize("where", [{}, {"table": 1, "round": 1}])
def test_the_director_is_told_it_is_no_wrong_board(where: dict[str, object]) -> None:
    found = evening()
    with pytest.raises(RuleViolation, match=r"sat the wrong way round.*not a wrong one"):
        enter_result(found, TD, swapped(wrong_board=True, **where))
    assert found.results == ()


@pytest.mark.parametrize("where", [{}, {"table": 1, "round": 1}])
def test_the_score_stands_as_played_where_the_movement_has_it(where: dict[str, object]) -> None:
    found = evening()
    enter_result(found, TD, swapped(**where))
    [result] = found.results
    assert (result.ns, result.ew, result.score_ns) == ("4", "1", 420)  # 4 sat NS and made 4S
    assert type(found.pending_events[-1]).__name__ != "WrongBoardPlayed"
    assert replayed(found).results == found.results


def test_the_players_enter_it_and_the_opponents_confirm() -> None:
    found = evening()
    enter_result(found, EAST, swapped(table=1, round=1, lead="HK"))
    assert list(found.pending) == [(1, "4", "1")]
    assert [p.board_number for p in table_view(found, 1, TD).pending] == [1]
    confirm_result(found, NORTH, 1, "4", "1")
    [result] = found.results
    assert (result.table, result.round, result.entered_by) == (1, 1, "ed")


def test_its_traveller_goes_public_with_the_boards_last_table() -> None:
    found = evening()
    enter_result(found, TD, swapped(table=1, round=1))
    assert 1 not in public_boards(found)
    view = table_view(found, 1, TD)
    assert view.to_enter == (2,)
    assert [(r.board_number, r.ns, r.ew) for r in view.scored] == [(1, "4", "1")]
    for ns, ew in sorted(due_by_board(found)[1] - {("1", "4")}):
        assert 1 not in public_boards(found)
        enter_result(found, TD, swapped(ns=ns, ew=ew))
    assert 1 in public_boards(found)  # without the director's release


def test_a_teams_match_keeps_its_directions() -> None:
    spec = MovementSpec("teams", 2, 3, 4)
    found = create_session(TD, CreateSession(name="Match", scoring="IMP", movement=spec))
    seating = found.movement.rounds[0].tables[0] if found.movement else None
    assert seating is not None and seating.ns and seating.ew
    board = seating.boards[0]
    with pytest.raises(RuleViolation, match="does not have pair"):
        enter_result(found, TD, swapped(board_number=board, ns=seating.ew, ew=seating.ns))


def independent_place(
    movement: Movement, board: int, ns: str, ew: str
) -> tuple[int, TableRound] | None:
    """Where the movement seats these two pairs at a table holding the board, in either
    direction outside a teams match; the seating in their own direction first."""
    found = [
        (each.number, table, (table.ns, table.ew) == (ns, ew))
        for each in movement.rounds
        for table in each.tables
        if board in table.boards
        and ((table.ns, table.ew) == (ns, ew)
             or (movement.kind != "teams" and (table.ew, table.ns) == (ns, ew)))
    ]  # fmt: skip
    found.sort(key=lambda f: not f[2])
    return (found[0][0], found[0][1]) if found else None


movements = st.one_of(
    st.integers(2, 6).flatmap(
        lambda t: st.builds(make_movement, st.just("mitchell"), st.just(t), st.integers(1, t),
                            st.integers(1, 3))
    ),
    st.integers(2, 5).flatmap(
        lambda t: st.builds(make_movement, st.just("howell"), st.just(t),
                            st.integers(1, 2 * t - 1), st.integers(1, 2))
    ),
    st.builds(make_movement, st.just("teams"), st.just(2), st.integers(1, 3), st.integers(1, 3)),
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(movements, st.data())
def test_placement_in_either_direction_against_an_independent_search(
    movement: Movement, data: st.DataObject
) -> None:
    boards = sorted({b for each in movement.rounds for t in each.tables for b in t.boards})
    board = data.draw(st.sampled_from(boards))
    ns, ew = data.draw(st.lists(st.sampled_from(movement.pairs), min_size=2, max_size=2,
                                unique=True))  # fmt: skip
    expected = independent_place(movement, board, ns, ew)
    if expected is None:
        with pytest.raises(RuleViolation, match="does not have pair"):
            check_placement(movement, None, None, board, ns, ew)
        assert check_placement(movement, None, None, board, ns, ew, wrong_board=True) is None
    else:
        assert check_placement(movement, None, None, board, ns, ew) == expected
        number, table = expected
        assert check_placement(movement, table.table, number, board, ns, ew) == expected
        with pytest.raises(RuleViolation, match="not a wrong"):
            check_placement(movement, None, None, board, ns, ew, wrong_board=True)
