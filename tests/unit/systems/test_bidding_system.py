"""The BiddingSystem aggregate with a made-up library: refusals, undo/redo, replay."""

from __future__ import annotations

from typing import Any

import pytest

from domain.actors import Actor, Role
from domain.bidding.edits import (
    add_convention,
    delete_rule,
    new_system,
    put_rule,
    remove_convention,
    rename,
    swap_convention,
)
from domain.bidding.port import SequenceFacts, SystemModule, rule_record
from domain.bidding.priority import priority_of
from domain.bidding.system import BiddingSystem
from domain.errors import Conflict, NotAllowed, NotFound
from domain.rules.errors import RuleViolation

ALICE = Actor("alice", Role.PLAYER)
BOB = Actor("bob", Role.PLAYER)
ADMIN = Actor("root", Role.ADMIN)


def facts(sequence: str) -> SequenceFacts:
    calls = sequence.split("-")
    own = [c for c in calls if not c.startswith("(")]
    parent = None
    if len(own) > 1:
        parent = "-".join(calls[: len(calls) - 1]).rstrip("-")
        while parent.endswith(")"):
            parent = parent.rsplit("-", 1)[0]
    prefix = "-".join(calls[:-1]) or None
    return SequenceFacts(sequence, parent, prefix, len(own), calls[-1].strip("()"))


def module(
    module_id: str,
    sequences: dict[str, str],
    *,
    kind: str = "convention",
    applies_to: tuple[str, ...] = ("base",),
    conflicts_with: tuple[str, ...] = (),
    requires: tuple[str, ...] = (),
) -> SystemModule:
    return SystemModule(
        id=module_id,
        name=module_id.title(),
        type=kind,
        version="1.0.0",
        applies_to=applies_to,
        conflicts_with=conflicts_with,
        requires=requires,
        rules=tuple(rule_record(kind, module_id, facts(s), m, "S") for s, m in sequences.items()),
        definitions=(("term_" + module_id, "text"),),
    )


BASE = module(
    "base", {"1n": "15-17", "1n-(p)-2c": "natural clubs"}, kind="base_system", applies_to=()
)
STAYMAN = module(
    "stayman", {"1n-(p)-2c": "Stayman", "1n-(p)-2c-(p)-2d": "no major"}, conflicts_with=("puppet",)
)
PUPPET = module("puppet", {"1n-(p)-3c": "Puppet"}, conflicts_with=("stayman",))
SMOLEN = module("smolen", {"1n-(p)-2c-(p)-2d-(p)-3h": "5 spades 4 hearts"}, requires=("stayman",))
ELSEWHERE = module("elsewhere", {"1c": "strong"}, applies_to=("other",))


def rows(system: BiddingSystem) -> dict[tuple[str, str], Any]:
    return {(m, s): dict(r) for m, rules in system.rules.items() for s, r in rules.items()}


def replay(system: BiddingSystem) -> BiddingSystem:
    """The system rebuilt from the events it has recorded so far."""
    copy: BiddingSystem | None = None
    for event in system.collect_events():
        copy = event.mutate(copy)
    assert copy is not None
    return copy


def test_priorities() -> None:
    assert priority_of("base_system", "1n") == 110
    assert priority_of("convention", "1n-(p)-2c") == 530
    assert priority_of("user_custom", "1n-(p)-2c-(p)-2d") == 1050


def test_refusals_name_the_module_and_the_reason() -> None:
    with pytest.raises(Conflict, match=r"'elsewhere'\) does not apply to the base system 'base'"):
        new_system(ALICE, "x", BASE, [ELSEWHERE])
    with pytest.raises(Conflict, match=r"'puppet'\) conflicts with Stayman \('stayman'\)"):
        new_system(ALICE, "x", BASE, [STAYMAN, PUPPET])
    with pytest.raises(Conflict, match="continues stayman"):
        new_system(ALICE, "x", BASE, [SMOLEN])
    with pytest.raises(RuleViolation, match="listed twice"):
        new_system(ALICE, "x", BASE, [STAYMAN, STAYMAN])
    with pytest.raises(RuleViolation, match="name"):
        new_system(ALICE, " ", BASE, [])
    system = new_system(ALICE, "x", BASE, [SMOLEN, STAYMAN])  # any order
    with pytest.raises(Conflict, match=r"Smolen \('smolen'\) continues 'stayman'"):
        remove_convention(system, ALICE, "stayman")
    with pytest.raises(Conflict, match="continues 'stayman'"):
        swap_convention(system, ALICE, "stayman", PUPPET)
    with pytest.raises(Conflict, match="already plays"):
        add_convention(system, ALICE, STAYMAN)
    with pytest.raises(NotFound):
        remove_convention(system, ALICE, "puppet")
    assert system.version == 1


def test_override_undo_redo_and_a_new_edit_clears_redo() -> None:
    system = new_system(ALICE, "x", BASE, [STAYMAN])
    created = rows(system)
    put_rule(system, ALICE, facts("1n-(p)-2c"), "Our Stayman", "")
    mine = system.rules["user"]["1n-(p)-2c"]
    assert mine["overrides"] == "stayman" and mine["module_type"] == "user_custom"
    swap_convention(system, ALICE, "stayman", PUPPET)
    assert "user" not in system.rules and "stayman" not in system.conventions
    system.undo(ALICE)
    assert system.rules["user"]["1n-(p)-2c"]["meaning"] == "Our Stayman"
    system.undo(ALICE)
    assert rows(system) == created
    with pytest.raises(Conflict, match="no edit to undo"):
        system.undo(ALICE)
    system.redo(ALICE)
    assert system.rules["user"]["1n-(p)-2c"]["meaning"] == "Our Stayman"
    rename(system, ALICE, "Renamed")
    with pytest.raises(Conflict, match="redo"):
        system.redo(ALICE)
    states = [entry["state"] for entry in system.history()]
    assert states == ["created", "in_effect", "discarded", "in_effect"]
    again = replay(system)
    assert rows(again) == rows(system)
    assert again.name == "Renamed" and again.done == system.done
    assert again.redo_stack == system.redo_stack == []


def test_rules_need_a_parent_and_deletes_restore() -> None:
    system = new_system(ALICE, "x", BASE, [STAYMAN])
    with pytest.raises(RuleViolation, match="no rule for 1n-\\(p\\)-4c"):
        put_rule(system, ALICE, facts("1n-(p)-4c-(p)-4d"), "Answer", "")
    put_rule(system, ALICE, facts("1n-(p)-4c"), "Gerber", "Slam")
    assert system.rules["user"]["1n-(p)-4c"]["overrides"] is None
    put_rule(system, ALICE, facts("1n-(p)-4c"), "Gerber", "Slam")  # nothing changes
    assert system.version == 2
    put_rule(system, ALICE, facts("1n-(p)-4c"), "Gerber, asks for aces", "Slam")
    assert system.history()[-1]["type"] == "RuleEdited"
    delete_rule(system, ALICE, facts("1n-(p)-2c"))  # the library's rules for it
    assert "1n-(p)-2c" not in system.rules["base"]
    assert "1n-(p)-2c" not in system.rules["stayman"]
    system.undo(ALICE)
    assert system.rules["base"]["1n-(p)-2c"]["meaning"] == "natural clubs"
    with pytest.raises(NotFound):
        delete_rule(system, ALICE, facts("2c"))
    with pytest.raises(RuleViolation):
        put_rule(system, ALICE, facts("1n"), "x" * 501, "")


def test_access() -> None:
    system = new_system(ALICE, "x", BASE, [])
    assert system.may_see(ALICE) and system.may_see(ADMIN) and not system.may_see(BOB)
    system.share(ALICE, "bob", "viewer")
    assert system.may_see(BOB)
    with pytest.raises(NotAllowed):
        system.check_may_edit(BOB)
    with pytest.raises(NotAllowed):
        system.check_may_share(BOB)
    system.share(ALICE, "bob", "editor")
    system.check_may_edit(BOB)
    system.revoke_share(ALICE, "bob")
    assert not system.may_see(BOB)
    with pytest.raises(RuleViolation):
        system.share(ALICE, "alice", "viewer")
