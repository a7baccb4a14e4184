"""The SystemsLedger's commands: every command on a system has its handler and every
handler its command, and each command runs through `execute` (in memory, on the real
library), with who may act judged before anything the command names."""

from __future__ import annotations

import pytest

from api.system_catalog import library_catalog
from domain.actors import Actor, Role
from domain.bidding import commands
from domain.bidding.commands import (
    AddConvention,
    CreateSystem,
    DefineTerm,
    DeleteRule,
    PutRule,
    RedoEdit,
    RemoveConvention,
    RenameSystem,
    RevokeShare,
    ShareSystem,
    SwapConvention,
    SystemCommand,
    SystemEdit,
    UndoEdit,
)
from domain.bidding.edits import SYSTEM_HANDLERS
from domain.errors import Conflict, NotAllowed, NotFound
from domain.rules.errors import RuleViolation
from domain.systems_application import SystemsLedger

ALICE = Actor("alice", Role.PLAYER)
BOB = Actor("Bob", Role.PLAYER)
MALLORY = Actor("mallory", Role.PLAYER)
USERS = {"alice": "alice", "bob": "Bob", "mallory": "mallory"}


def test_every_command_has_one_handler_and_every_handler_a_command() -> None:
    defined = {
        value
        for value in vars(commands).values()
        if isinstance(value, type)
        and issubclass(value, SystemCommand)
        and value not in (SystemCommand, SystemEdit)
    }
    assert len(defined) == 11
    assert SYSTEM_HANDLERS.command_classes == defined


@pytest.fixture
def ledger() -> SystemsLedger:
    return SystemsLedger(
        library_catalog(), USERS.get, env={"PERSISTENCE_MODULE": "eventsourcing.popo"}
    )


def test_a_system_through_execute(ledger: SystemsLedger) -> None:
    created = ledger.execute(ALICE, CreateSystem(name="Ours", base="sayc"))
    sid = created.id
    ledger.execute(ALICE, RenameSystem(system_id=sid, name="Mine", expected_version=1))
    ledger.execute(ALICE, AddConvention(system_id=sid, convention="stayman_1nt"))
    ledger.execute(ALICE, SwapConvention(system_id=sid, remove="stayman_1nt", add="gerber"))
    ledger.execute(ALICE, RemoveConvention(system_id=sid, convention="gerber"))
    ledger.execute(ALICE, PutRule(system_id=sid, sequence="1N-(P)-2N", meaning="Invitational"))
    ledger.execute(ALICE, DeleteRule(system_id=sid, sequence="1n-(p)-2n"))
    ledger.execute(ALICE, DefineTerm(system_id=sid, term="our_term", definition="What we mean"))
    ledger.execute(ALICE, UndoEdit(system_id=sid))
    ledger.execute(ALICE, RedoEdit(system_id=sid))
    shared = ledger.execute(ALICE, ShareSystem(system_id=sid, user="bob", role="viewer"))
    assert shared.shares == {"Bob": "viewer"}  # as the user registered the name
    assert shared.name == "Mine" and shared.conventions == () and shared.version == 11
    types = [entry["type"] for entry in ledger.history(ALICE, sid)]
    assert types[1:] == [
        "SystemRenamed",
        "ConventionAdded",
        "ConventionSwapped",
        "ConventionRemoved",
        "RuleAdded",
        "RuleDeleted",
        "DefinitionEdited",
    ]
    revoked = ledger.execute(ALICE, RevokeShare(system_id=sid, user="Bob"))
    assert revoked.shares == {} and revoked.version == 12


def test_who_may_act_is_judged_before_what_the_command_names(ledger: SystemsLedger) -> None:
    sid = ledger.execute(ALICE, CreateSystem(name="Ours", base="sayc")).id
    ledger.execute(ALICE, ShareSystem(system_id=sid, user="bob", role="viewer"))
    with pytest.raises(NotFound):  # a stranger learns neither the library nor the users
        ledger.execute(MALLORY, AddConvention(system_id=sid, convention="no such thing"))
    with pytest.raises(NotFound):
        ledger.execute(MALLORY, ShareSystem(system_id=sid, user="nobody", role="viewer"))
    with pytest.raises(NotAllowed):
        ledger.execute(BOB, PutRule(system_id=sid, sequence="not a sequence", meaning="x"))
    with pytest.raises(NotAllowed):
        ledger.execute(BOB, ShareSystem(system_id=sid, user="nobody", role="viewer"))
    with pytest.raises(Conflict, match="not 1"):
        ledger.execute(ALICE, UndoEdit(system_id=sid, expected_version=1))
    with pytest.raises(RuleViolation, match="no user 'nobody'"):
        ledger.execute(ALICE, ShareSystem(system_id=sid, user="nobody", role="viewer"))
    with pytest.raises(RuleViolation, match="no convention"):
        ledger.execute(ALICE, AddConvention(system_id=sid, convention="no such thing"))
    assert ledger.system(ALICE, sid).version == 2  # nothing refused was recorded


def test_a_new_system_needs_modules_of_the_library(ledger: SystemsLedger) -> None:
    with pytest.raises(RuleViolation, match="no base system 'nonesuch'"):
        ledger.execute(ALICE, CreateSystem(name="Ours", base="nonesuch"))
    with pytest.raises(RuleViolation, match="no convention 'nonesuch'"):
        ledger.execute(ALICE, CreateSystem(name="Ours", base="sayc", conventions=("nonesuch",)))
    assert ledger.recorder.max_notification_id() is None
