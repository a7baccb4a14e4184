"""The commands on a bidding system: each validates everything, then records one event;
and the handler of each command class (domain/bidding/commands.py) that
`SystemsLedger.execute` runs.

A convention's removal takes with it the user's overrides of its rules (they override
rules that are no longer there); undoing the removal or the swap brings them back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from uuid import uuid4

from domain.actors import Actor
from domain.bidding.change import Change, change_of
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
    UndoEdit,
)
from domain.bidding.composition import check_can_join, check_can_leave, check_set
from domain.bidding.port import (
    USER_CUSTOM,
    USER_MODULE,
    ModuleCatalog,
    Rule,
    SequenceFacts,
    SystemModule,
    rule_record,
)
from domain.bidding.priority import ranking_key
from domain.bidding.rules import check_definition, check_meaning, check_name, check_role
from domain.bidding.system import BiddingSystem
from domain.errors import Conflict, NotFound
from domain.handlers import Handlers
from domain.rules.errors import RuleViolation


def _definitions_of(module: SystemModule) -> list[list[str]]:
    return [[module.id, term, text] for term, text in module.definitions]


def new_system(
    actor: Actor, name: str, base: SystemModule, conventions: list[SystemModule]
) -> BiddingSystem:
    cleaned = check_name(name)
    check_set(conventions, base.id)
    rules: list[Rule] = list(base.rules)
    definitions = _definitions_of(base)
    for module in conventions:
        rules.extend(module.rules)
        definitions.extend(_definitions_of(module))
    system: BiddingSystem = BiddingSystem._create(
        BiddingSystem.Created,
        id=uuid4(),
        owner=actor.name,
        name=cleaned,
        base=base.facts(),
        conventions=[module.facts() for module in conventions],
        rules=rules,
        definitions=definitions,
    )
    return system


def _joining(module: SystemModule) -> Change:
    return change_of(
        rules_added=list(module.rules),
        definitions_added=_definitions_of(module),
        conventions_added=[module.facts()],
    )


def _leaving(system: BiddingSystem, convention_id: str) -> Change:
    if convention_id not in system.conventions:
        raise NotFound(f"The system does not play a convention '{convention_id[:40]}'.")
    overrides = [
        rule
        for rule in system.rules.get(USER_MODULE, {}).values()
        if rule["overrides"] == convention_id
    ]
    return change_of(
        rules_removed=list(system.rules.get(convention_id, {}).values()) + overrides,
        definitions_removed=[
            [convention_id, term, text]
            for term, text in system.definitions.get(convention_id, {}).items()
        ],
        conventions_removed=[system.conventions[convention_id]],
    )


def add_convention(system: BiddingSystem, actor: Actor, module: SystemModule) -> None:
    check_can_join(module, system.base["id"], system.conventions)
    system.record_edit(
        BiddingSystem.ConventionAdded,
        actor,
        f"Added {module.name} {module.version}.",
        _joining(module),
        convention=module.id,
        version=module.version,
    )


def remove_convention(system: BiddingSystem, actor: Actor, convention_id: str) -> None:
    change = _leaving(system, convention_id)
    check_can_leave(convention_id, system.conventions)
    name = system.conventions[convention_id]["name"]
    system.record_edit(
        BiddingSystem.ConventionRemoved, actor, f"Removed {name}.", change, convention=convention_id
    )


def swap_convention(
    system: BiddingSystem, actor: Actor, remove_id: str, module: SystemModule
) -> None:
    leaving = _leaving(system, remove_id)
    playing = system.conventions[remove_id]
    if module.id == remove_id and module.version == playing["version"]:
        # it would change nothing but drop the user's own rules over the convention
        raise Conflict(
            f"The system already plays {playing['name']} {module.version}: a swap replaces "
            "a convention with another (or with another version of it)."
        )
    check_can_leave(remove_id, system.conventions)
    staying = {key: facts for key, facts in system.conventions.items() if key != remove_id}
    check_can_join(module, system.base["id"], staying)
    joining = _joining(module)
    change = change_of(
        rules_removed=leaving["rules_removed"],
        rules_added=joining["rules_added"],
        definitions_removed=leaving["definitions_removed"],
        definitions_added=joining["definitions_added"],
        conventions_removed=leaving["conventions_removed"],
        conventions_added=joining["conventions_added"],
    )
    removed_name = system.conventions[remove_id]["name"]
    system.record_edit(
        BiddingSystem.ConventionSwapped,
        actor,
        f"Swapped {removed_name} for {module.name} {module.version}.",
        change,
        removed=remove_id,
        added=module.id,
        version=module.version,
    )


def rules_at(system: BiddingSystem, sequence: str) -> list[Rule]:
    """Every rule the system holds for `sequence`, best first."""
    found = [rules[sequence] for rules in system.rules.values() if sequence in rules]
    return sorted(found, key=ranking_key)


def put_rule(
    system: BiddingSystem, actor: Actor, facts: SequenceFacts, meaning: str, section: str
) -> None:
    """The user's own rule for a sequence: a new rule, an override of the library's rule,
    or an edit of the user's earlier rule. Nothing is recorded when nothing changes."""
    text, heading = check_meaning(meaning, section)
    mine = system.rules.get(USER_MODULE, {}).get(facts.sequence)
    if mine is not None:
        if mine["meaning"] == text and mine["section"] == heading:
            return
        event: Any = BiddingSystem.RuleEdited
        overrides = mine["overrides"]
        summary = f"Edited the rule for {facts.sequence}."
    else:
        theirs = rules_at(system, facts.sequence)
        overrides = theirs[0]["module_id"] if theirs else None
        if not theirs and facts.parent is not None and not rules_at(system, facts.parent):
            raise RuleViolation(
                f"The system has no rule for {facts.parent}, which {facts.sequence} "
                "continues; define that first."
            )
        event = BiddingSystem.RuleAdded
        summary = (
            f"Overrode {overrides}'s rule for {facts.sequence}."
            if overrides
            else f"Added a rule for {facts.sequence}."
        )
    added = rule_record(
        USER_CUSTOM, USER_MODULE, facts, text, heading or "Our agreements", overrides
    )
    change = change_of(rules_removed=[mine] if mine is not None else [], rules_added=[added])
    system.record_edit(event, actor, summary, change, sequence=facts.sequence)


def delete_rule(system: BiddingSystem, actor: Actor, facts: SequenceFacts) -> None:
    """Deletes the user's rule for a sequence (what it overrode shows again), or when
    there is none, the library's rules for it."""
    mine = system.rules.get(USER_MODULE, {}).get(facts.sequence)
    removed = [mine] if mine is not None else rules_at(system, facts.sequence)
    if not removed:
        raise NotFound(f"The system has no rule for {facts.sequence}.")
    change = change_of(rules_removed=removed)
    system.record_edit(
        BiddingSystem.RuleDeleted,
        actor,
        f"Deleted the rule for {facts.sequence}.",
        change,
        sequence=facts.sequence,
    )


def edit_definition(system: BiddingSystem, actor: Actor, term: str, text: str) -> None:
    term, cleaned = check_definition(term, text)
    mine = system.definitions.get(USER_MODULE, {}).get(term)
    if mine == cleaned:
        return
    change = change_of(
        definitions_removed=[[USER_MODULE, term, mine]] if mine is not None else [],
        definitions_added=[[USER_MODULE, term, cleaned]],
    )
    system.record_edit(BiddingSystem.DefinitionEdited, actor, f"Defined {term}.", change, term=term)


def rename(system: BiddingSystem, actor: Actor, name: str) -> None:
    cleaned = check_name(name)
    if cleaned == system.name:
        return
    change = change_of(name=[system.name, cleaned])
    system.record_edit(
        BiddingSystem.SystemRenamed, actor, f"Renamed to {cleaned}.", change, name=cleaned
    )


# ---- the handlers SystemsLedger.execute runs, one per command class ---------------------
@dataclass(frozen=True)
class Lookups:
    """What a handler may ask beyond the system: the library's modules and sequences, and
    a user's name as registered (None for no such user)."""

    catalog: ModuleCatalog
    registered_name: Callable[[str], str | None]

    def convention(self, convention_id: str, base_id: str) -> SystemModule:
        module = self.catalog.convention(convention_id, base_id)
        if module is None:
            raise RuleViolation(f"There is no convention '{convention_id[:40]}' in the library.")
        return module


SystemHandler = Callable[[BiddingSystem, Actor, Any, Lookups], None]
SYSTEM_HANDLERS: Handlers[SystemHandler] = Handlers("bidding system")


def create_system(actor: Actor, command: CreateSystem, lookups: Lookups) -> BiddingSystem:
    """The new system, not saved yet."""
    base = lookups.catalog.base_system(command.base)
    if base is None:
        raise RuleViolation(f"There is no base system '{command.base[:40]}' in the library.")
    modules = [lookups.convention(convention, base.id) for convention in command.conventions]
    return new_system(actor, command.name, base, modules)


@SYSTEM_HANDLERS.handles(RenameSystem)
def _rename(system: BiddingSystem, actor: Actor, command: RenameSystem, _: Lookups) -> None:
    rename(system, actor, command.name)


@SYSTEM_HANDLERS.handles(AddConvention)
def _add_convention(
    system: BiddingSystem, actor: Actor, command: AddConvention, lookups: Lookups
) -> None:
    add_convention(system, actor, lookups.convention(command.convention, system.base["id"]))


@SYSTEM_HANDLERS.handles(RemoveConvention)
def _remove_convention(
    system: BiddingSystem, actor: Actor, command: RemoveConvention, _: Lookups
) -> None:
    remove_convention(system, actor, command.convention)


@SYSTEM_HANDLERS.handles(SwapConvention)
def _swap_convention(
    system: BiddingSystem, actor: Actor, command: SwapConvention, lookups: Lookups
) -> None:
    module = lookups.convention(command.add, system.base["id"])
    swap_convention(system, actor, command.remove, module)


@SYSTEM_HANDLERS.handles(PutRule)
def _put_rule(system: BiddingSystem, actor: Actor, command: PutRule, lookups: Lookups) -> None:
    facts = lookups.catalog.sequence_facts(command.sequence)
    put_rule(system, actor, facts, command.meaning, command.section)


@SYSTEM_HANDLERS.handles(DeleteRule)
def _delete_rule(
    system: BiddingSystem, actor: Actor, command: DeleteRule, lookups: Lookups
) -> None:
    delete_rule(system, actor, lookups.catalog.sequence_facts(command.sequence))


@SYSTEM_HANDLERS.handles(DefineTerm)
def _define_term(system: BiddingSystem, actor: Actor, command: DefineTerm, _: Lookups) -> None:
    edit_definition(system, actor, command.term, command.definition)


@SYSTEM_HANDLERS.handles(UndoEdit)
def _undo(system: BiddingSystem, actor: Actor, _command: UndoEdit, _: Lookups) -> None:
    system.undo(actor)


@SYSTEM_HANDLERS.handles(RedoEdit)
def _redo(system: BiddingSystem, actor: Actor, _command: RedoEdit, _: Lookups) -> None:
    system.redo(actor)


@SYSTEM_HANDLERS.handles(ShareSystem)
def _share(system: BiddingSystem, actor: Actor, command: ShareSystem, lookups: Lookups) -> None:
    system.check_may_share(actor)  # who may, first: a stranger learns nothing of the users
    check_role(command.role)
    named = lookups.registered_name(command.user)
    if named is None:
        raise RuleViolation(f"There is no user '{command.user[:40]}'.")
    system.share(actor, named, command.role)


@SYSTEM_HANDLERS.handles(RevokeShare)
def _revoke_share(system: BiddingSystem, actor: Actor, command: RevokeShare, _: Lookups) -> None:
    system.check_may_share(actor)
    system.revoke_share(actor, command.user)
