"""The ScoringLedger's commands: every command on a session or a rubber has its handler
and every handler its command, and each command runs through `execute` (in memory)."""

from __future__ import annotations

from types import ModuleType
from typing import Any
from uuid import uuid4

import pytest

from domain import rubber_commands, session_commands
from domain.actors import Actor, Role
from domain.errors import Conflict, NotAllowed, NotFound
from domain.handlers import Handlers
from domain.rubber import RUBBER_HANDLERS
from domain.rubber_commands import EndRubber, RubberCommand, ScoreDeal, StartRubber
from domain.rules.errors import RuleViolation
from domain.scoring_application import ScoringLedger
from domain.session_commands import (
    CorrectResult,
    CreateSession,
    EnterResult,
    ImportSession,
    MovementSpec,
    NamePair,
    NamePairUsers,
    NameTeam,
    ResultFacts,
    SessionCommand,
)
from domain.session_handlers import SESSION_HANDLERS

TD = Actor("tony", Role.DIRECTOR)
ANN = Actor("ann", Role.PLAYER)
STRANGER = Actor("sam", Role.PLAYER)


def commands_on(module: ModuleType, base: type) -> set[type]:
    """Every command class the module defines on an existing aggregate."""
    return {
        value
        for value in vars(module).values()
        if isinstance(value, type) and issubclass(value, base) and value is not base
    }


@pytest.mark.parametrize(
    ("module", "base", "handlers"),
    [
        (session_commands, SessionCommand, SESSION_HANDLERS),
        (rubber_commands, RubberCommand, RUBBER_HANDLERS),
    ],
)
def test_every_command_has_one_handler_and_every_handler_a_command(
    module: ModuleType, base: type, handlers: Handlers[Any]
) -> None:
    assert commands_on(module, base)
    assert handlers.command_classes == commands_on(module, base)


def test_a_command_without_a_handler_is_refused_before_anything_is_read() -> None:
    class Unknown(SessionCommand):
        pass

    with pytest.raises(TypeError, match="no session handler for Unknown"):
        ScoringLedger(env={"PERSISTENCE_MODULE": "eventsourcing.popo"}).execute(
            TD, Unknown(session_id="not an id")
        )


@pytest.fixture
def ledger() -> ScoringLedger:
    return ScoringLedger(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})


def test_a_session_through_execute(ledger: ScoringLedger) -> None:
    created = ledger.execute(TD, CreateSession(name="Monday"))
    session_id = str(created.id)
    ledger.execute(
        TD, EnterResult(session_id=session_id, result=ResultFacts(1, "1", "5", "4S", "N", 10))
    )
    ledger.execute(
        TD, CorrectResult(session_id=session_id, result=ResultFacts(1, "1", "5", "4S", "N", 9))
    )
    ledger.execute(TD, NamePair(session_id=session_id, pair="1", names="Ann & Bo"))
    session = ledger.execute(TD, NameTeam(session_id=session_id, team="Blue", pairs=("1",)))
    stored = ledger.session(session_id)
    assert stored.version == session.version == 5
    assert [(r.contract, r.tricks, r.score_ns) for r in stored.results] == [("4S", 9, -50)]
    assert stored.pair_names == {"1": "Ann & Bo"} and stored.teams == {"Blue": ("1",)}
    with pytest.raises(Conflict, match="once in a session"):
        ledger.execute(
            TD, EnterResult(session_id=session_id, result=ResultFacts(1, "1", "6", "Pass"))
        )
    with pytest.raises(NotAllowed):
        ledger.execute(ANN, NamePair(session_id=session_id, pair="1", names="Ann & Cy"))
    with pytest.raises(NotFound, match="no session"):
        ledger.execute(TD, NamePair(session_id=str(uuid4()), pair="1", names="x"))
    assert ledger.session(session_id).version == 5  # nothing refused was saved


@pytest.mark.parametrize("names", ["Ann\x07 & Bo", "x" * 81, "   "])
def test_a_pairs_users_and_refused_names_are_saved_together_or_not_at_all(
    ledger: ScoringLedger, names: str
) -> None:
    """`PUT /sessions/{id}/pairs/{pair}` with users and names ran two commands, each saved:
    names refused after the users were saved answered 422 and left the new users in (a
    partial write). One command now records both, or neither."""
    movement = MovementSpec("mitchell", 3, 3, 2)
    session_id = str(ledger.execute(TD, CreateSession(name="Monday", movement=movement)).id)
    ledger.execute(TD, NamePairUsers(session_id=session_id, pair="1", users=("ann",)))
    version = ledger.session(session_id).version
    refused = NamePairUsers(session_id=session_id, pair="1", users=("sam",), names=names)
    with pytest.raises(RuleViolation):
        ledger.execute(TD, refused)
    stored = ledger.session(session_id)
    assert stored.version == version and stored.pair_users == {"1": ("ann",)}
    both = NamePairUsers(session_id=session_id, pair="1", users=("sam",), names="Sam & Al")
    ledger.execute(TD, both)
    stored = ledger.session(session_id)
    assert stored.pair_users == {"1": ("sam",)} and stored.pair_names == {"1": "Sam & Al"}


def test_an_import_keeps_what_the_rules_accept_and_tells_the_rest(ledger: ScoringLedger) -> None:
    imported = ledger.execute(
        TD,
        ImportSession(
            session=CreateSession(name="club", scoring="IMP"),
            results=(
                ResultFacts(1, "1", "2", "3NT", "S", 9),
                ResultFacts(1, "1", "3", "Pass"),  # pair 1 has played board 1
                ResultFacts(2, "1", "2", "4H", "N", 14),
            ),
            pair_names={"1": "Ann & Bo", "9": "Nobody here"},
        ),
    )
    assert [index for index, _ in imported.refused] == [1, 2]
    stored = ledger.session(imported.session.id)
    assert stored.scoring == "IMP" and len(stored.results) == 1
    assert stored.pair_names == {"1": "Ann & Bo"}


def test_a_rubber_through_execute(ledger: ScoringLedger) -> None:
    started = ledger.execute(ANN, StartRubber(kind="chicago", we=("ann", "bo"), they=("cy", "di")))
    rubber_id = str(started.id)
    ledger.execute(ANN, ScoreDeal(rubber_id=rubber_id, contract="4S", declarer="N", tricks=10))
    ledger.execute(ANN, ScoreDeal(rubber_id=rubber_id, contract="Pass"))
    ended = ledger.execute(ANN, EndRubber(rubber_id=rubber_id))
    stored = ledger.rubber(ANN, rubber_id)
    assert stored.version == ended.version == 4 and stored.ended and len(stored.deals) == 2
    with pytest.raises(Conflict, match="already over"):
        ledger.execute(ANN, EndRubber(rubber_id=rubber_id))
    with pytest.raises(NotFound, match="no rubber"):  # a hidden rubber looks unknown
        ledger.execute(STRANGER, EndRubber(rubber_id=rubber_id))
