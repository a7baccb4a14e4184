"""Law 15B (2017), a wrong board discovered after the auction began: "1. if one or more
players at the table have previously played the board, with the correct opponents or
otherwise, the board is cancelled for both his side and his opponents. 2. if none of the
four players have previously played the board the Director shall require the auction and
play to be completed. He allows the score to stand and may require both pairs to play the
correct board against one another later." Only the director lets such a score stand
(`wrong_board`); the movement's check refuses it from anyone else, as before."""

from __future__ import annotations

import pytest

from domain.actors import Actor, Role
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from domain.session import Session
from domain.session_commands import CreateSession, MovementSpec, ResultFacts
from domain.session_results import create_session, enter_result
from domain.session_tables import name_pair_users

TD = Actor("tony", Role.DIRECTOR)
NORTH = Actor("nora", Role.PLAYER)


def evening() -> Session:
    """A 3-table Mitchell: round 1 has 1-4 at table 1 (boards 1, 2), 2-5 at table 2 (3,
    4), 3-6 at table 3 (5, 6)."""
    spec = MovementSpec("mitchell", 3, 3, 2)
    found = create_session(TD, CreateSession(name="Club", scoring="MP", movement=spec))
    name_pair_users(found, TD, "1", ["nora"])
    return found


def wrong(**changes: object) -> ResultFacts:
    fields: dict[str, object] = {"board_number": 3, "ns": "1", "ew": "4", "contract": "3NT",
                                 "declarer": "S", "tricks": 9, "table": 1, "round": 1,
                                 "wrong_board": True, **changes}  # fmt: skip
    return ResultFacts(**fields)  # type: ignore[arg-type]


def replayed(found: Session) -> Session:
    copy = None
    for event in found.pending_events:
        copy = event.mutate(copy)
    assert isinstance(copy, Session)
    return copy


def test_the_director_lets_a_wrong_boards_score_stand_where_it_was_played() -> None:
    found = evening()
    enter_result(found, TD, wrong())
    [result] = found.results
    assert (result.board_number, result.ns, result.ew, result.score_ns) == (3, "1", "4", 400)
    assert (result.table, result.round, result.entered_by) == (1, 1, "tony")
    assert type(found.pending_events[-1]).__name__ == "WrongBoardPlayed"
    assert replayed(found).results == found.results
    # Without table and round it stands too (the director knows only the pairs).
    enter_result(found, TD, wrong(board_number=1, ns="2", ew="5", table=None, round=None))
    assert (found.results[-1].table, found.results[-1].round) == (None, None)


def test_a_board_one_of_the_four_played_before_is_cancelled_not_scored() -> None:
    found = evening()
    enter_result(found, TD, ResultFacts(3, "2", "5", "4S", "N", 10, table=2, round=1))
    with pytest.raises(Conflict, match=r"played board 3 already.*Law 15B2"):
        enter_result(found, TD, wrong(ew="5", board_number=3, table=None, round=None))
    with pytest.raises(Conflict, match="Law 15B2"):
        enter_result(found, TD, wrong(ns="2", ew="6", table=None, round=None))
    assert len(found.results) == 1


@pytest.mark.parametrize(
    ("actor", "changes", "error", "says"),
    [
        (NORTH, {}, NotAllowed, "Only the director"),
        (TD, {"board_number": 1}, RuleViolation, "not a wrong board"),
        (TD, {"board_number": 7}, RuleViolation, "plays no board 7"),
        (TD, {"ew": "5"}, RuleViolation, "pair 1 sits North-South against pair 4"),
        (TD, {"round": 9}, RuleViolation, "no table 1 in round 9"),
        (TD, {"round": None}, RuleViolation, "both the table and the round"),
    ],
)
def test_what_is_not_a_wrong_board_or_not_the_directors_is_refused(
    actor: Actor, changes: dict[str, object], error: type[Exception], says: str
) -> None:
    found = evening()
    with pytest.raises(error, match=says):
        enter_result(found, actor, wrong(**changes))
    assert found.results == () and found.pending == {}


def test_a_session_without_a_movement_has_no_wrong_board() -> None:
    found = create_session(TD, CreateSession(name="Travellers", scoring="MP"))
    with pytest.raises(RuleViolation, match="Without a movement"):
        enter_result(found, TD, wrong(table=None, round=None))
