"""The Session aggregate's rules: a result's score decided when it is entered (duplicate
scoring with the board's vulnerability by its number), a pair playing a board once,
corrections that say who changed what, who may enter results; and the ranking's ties."""

from __future__ import annotations

import pytest

from domain.actors import Actor, Role
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from domain.rules.session_scoring import TableResult, ranking
from domain.session import Session
from domain.session_commands import CreateSession, ResultFacts
from domain.session_results import create_session, enter_result

TD = Actor("tony", Role.DIRECTOR)
ADMIN = Actor("root", Role.ADMIN)
PLAYER = Actor("pat", Role.PLAYER)


def session() -> Session:
    return create_session(TD, CreateSession(name="Monday", scoring="MP"))


def replayed(found: Session) -> Session:
    copy = None
    for event in found.pending_events:
        copy = event.mutate(copy)
    assert isinstance(copy, Session)
    return copy


def test_the_score_is_worked_out_with_the_boards_vulnerability() -> None:
    """Board 2 is NS vulnerable: 4S by N making 10 is 620; board 1, nobody: 420; 3NT by E
    on board 3 (EW vulnerable) down 2 is +200 to NS."""
    found = session()
    enter_result(found, TD, ResultFacts(2, "1", "5", "4S", "N", 10))
    enter_result(found, TD, ResultFacts(1, "1", "5", "4s", "n", 10))
    enter_result(found, TD, ResultFacts(3, "1", "5", "3NT", "E", 7))
    assert [r.score_ns for r in found.results] == [620, 420, 200]
    assert replayed(found).results == found.results


def test_a_pair_plays_a_board_once_and_a_correction_replaces_its_result() -> None:
    found = session()
    enter_result(found, TD, ResultFacts(1, "1", "5", "4S", "N", 10))
    with pytest.raises(Conflict):
        enter_result(found, TD, ResultFacts(1, "2", "5", "Pass"))
    with pytest.raises(Conflict):
        enter_result(found, TD, ResultFacts(1, "9", "9a", "Pass"), correct=True)
    enter_result(found, ADMIN, ResultFacts(1, "1", "5", "4S", "N", 9), correct=True)
    assert [(r.score_ns, r.entered_by) for r in found.results] == [(-50, "root")]
    assert type(found.pending_events[-1]).__name__ == "ResultCorrected"


def test_who_enters_results_and_what_is_refused() -> None:
    with pytest.raises(NotAllowed):
        create_session(PLAYER, CreateSession(name="Mine", scoring="MP"))
    found = session()
    with pytest.raises(NotAllowed):
        enter_result(found, PLAYER, ResultFacts(1, "1", "5", "Pass"))
    for facts in (
        ResultFacts(1, "1", "1", "Pass"),
        ResultFacts(1, "1", "5", "4S", "N", 14),
        ResultFacts(1, "1", "5", "4S"),
        ResultFacts(1, "1", "5"),
        ResultFacts(1, "1", "5", adjusted_ns=70, adjusted_ew=30),
        ResultFacts(1, "", "5", "Pass"),
    ):
        with pytest.raises(RuleViolation):
            enter_result(found, TD, facts)
    assert found.results == ()


def test_tied_pairs_share_a_rank() -> None:
    """Two boards, two tables: pair 1 beats pair 2 on board 1, loses on board 2: each has
    2 of 4 matchpoints, 50%, rank 1; pairs 3 and 4 the same as East-West."""
    boards = {
        1: [TableResult("1", "3", 420), TableResult("2", "4", 170)],
        2: [TableResult("1", "3", -100), TableResult("2", "4", 110)],
    }
    lines = ranking(boards, "MP", 2)
    assert {(line.pair, line.rank, line.total, line.percent) for line in lines} == {
        ("1", 1, 2.0, 50.0),
        ("2", 1, 2.0, 50.0),
        ("3", 1, 2.0, 50.0),
        ("4", 1, 2.0, 50.0),
    }
    # Cross-IMPs: board 1, 420 against 170 is +250, 6 IMPs; board 2, -100 against 110 is
    # -210, -5. Pair 1: 6 - 5 = 1; pair 2 the opposite; East-West the opposite of theirs.
    imps = {line.pair: line.total for line in ranking(boards, "IMP", 2)}
    assert imps == {"1": 1.0, "2": -1.0, "3": -1.0, "4": 1.0}
