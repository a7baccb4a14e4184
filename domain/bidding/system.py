"""The BiddingSystem aggregate: a partnership's system built from the library (docs/design.md 7.2).

Every edit event carries its `change`: the rules, definitions and conventions it removed
and added, in full, so the log alone rebuilds the system and the PID, whatever the
library files say later. Undo and redo events carry the change they make too (the
inverse of the edit, or the edit again), so applying any event only assigns state.
Edits form a linear history: undo takes back the latest edit in effect, redo puts back
the latest undone one, and a new edit discards what could have been redone.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, TypedDict

from eventsourcing.domain import Aggregate
from eventsourcing.utils import register_topic

from domain.actors import Actor
from domain.bidding.change import Change, StoredChange, change_of, compact, inverse
from domain.bidding.port import ModuleFacts, Rule
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation

OWNER = "owner"


@dataclass(frozen=True)
class SystemSummary:
    """What a reader may keep of a system: copied while no command changes it."""

    id: str
    name: str
    owner: str
    base: str
    base_version: str
    conventions: tuple[str, ...]
    convention_versions: dict[str, str]
    shares: dict[str, str]
    version: int
    undo_available: int
    redo_available: int
    rule_count: int


class Edit(TypedDict):
    """One edit as the system keeps it, with the full rows its undo puts back."""

    number: int
    type: str
    actor: str
    at: str
    summary: str
    change: Change


EditState = Literal["created", "in_effect", "undone", "discarded"]


class HistoryEntry(TypedDict):
    number: int
    type: str
    actor: str
    at: str
    summary: str
    state: EditState
    undone: bool


class BiddingSystem(Aggregate):
    class Created(Aggregate.Created):
        owner: str
        name: str
        base: ModuleFacts
        conventions: list[ModuleFacts]
        rules: list[Rule]
        definitions: list[list[str]]  # [module id, term, text]

    def __init__(
        self,
        owner: str,
        name: str,
        base: ModuleFacts,
        conventions: list[ModuleFacts],
        rules: list[Rule],
        definitions: list[list[str]],
        **_: Any,
    ) -> None:
        self.owner = owner
        self.name = name
        self.base = base
        self.first_conventions = len(conventions)
        self.conventions: dict[str, ModuleFacts] = {}
        self.rules: dict[str, dict[str, Rule]] = {}  # module id -> sequence -> rule
        self.definitions: dict[str, dict[str, str]] = {}  # module id -> term -> text
        self.shares: dict[str, str] = {}  # user -> viewer | editor
        self.edits: list[Edit] = []
        self.done: list[int] = []  # edit numbers in effect, oldest first
        self.redo_stack: list[int] = []  # undone edit numbers, the next to redo last
        created = change_of(
            conventions_added=conventions, rules_added=rules, definitions_added=definitions
        )
        self.apply_change(compact(created))

    # ---- events ------------------------------------------------------------------------
    class SystemEdited(Aggregate.Event):
        """An edit: what it changed, who made it and a sentence for the history."""

        actor: str
        summary: str
        change: StoredChange

        def apply(self, system: BiddingSystem) -> None:
            change = system.apply_change(self.change)
            number = len(system.edits) + 1
            system.edits.append(
                {
                    "number": number,
                    "type": type(self).__name__,
                    "actor": self.actor,
                    "at": self.timestamp.isoformat(),
                    "summary": self.summary,
                    "change": change,  # with the removed rules in full, for undo
                }
            )
            system.done.append(number)
            system.redo_stack = []

    class ConventionAdded(SystemEdited):
        convention: str
        version: str

    class ConventionRemoved(SystemEdited):
        convention: str

    class ConventionSwapped(SystemEdited):
        removed: str
        added: str
        version: str

    class RuleAdded(SystemEdited):
        sequence: str

    class RuleEdited(SystemEdited):
        sequence: str

    class RuleDeleted(SystemEdited):
        sequence: str

    class DefinitionEdited(SystemEdited):
        term: str

    class SystemRenamed(SystemEdited):
        name: str

    class EditStepped(Aggregate.Event):
        """Edit number `edit` undone or redone (never stored itself, only its two kinds
        below): `change` is the step's, the inverse of the edit's change or that again."""

        undoes: ClassVar[bool]
        actor: str
        edit: int
        change: StoredChange

        def apply(self, system: BiddingSystem) -> None:
            system.apply_change(self.change)
            done, redo = system.done, system.redo_stack
            taken_from, put_on = (done, redo) if self.undoes else (redo, done)
            taken_from.pop()
            put_on.append(self.edit)

    class EditUndone(EditStepped):
        undoes = True

    class EditRedone(EditStepped):
        undoes = False

    class SystemShared(Aggregate.Event):
        actor: str
        user: str
        role: str

        def apply(self, system: BiddingSystem) -> None:
            system.shares[self.user] = self.role

    class ShareRevoked(Aggregate.Event):
        actor: str
        user: str

        def apply(self, system: BiddingSystem) -> None:
            system.shares.pop(self.user, None)

    # ---- state -------------------------------------------------------------------------
    def apply_change(self, change: StoredChange) -> Change:
        """Applies `change`; returns it with every removed rule as it was, in full."""
        removed = []
        for rule in change["rules_removed"]:
            module = self.rules[rule["module_id"]]
            removed.append(module.pop(rule["sequence"]))
            if not module:
                del self.rules[rule["module_id"]]
        for rule in change["rules_added"]:
            self.rules.setdefault(rule["module_id"], {})[rule["sequence"]] = rule
        for module_id, term, _ in change["definitions_removed"]:
            terms = self.definitions[module_id]
            del terms[term]
            if not terms:
                del self.definitions[module_id]
        for module_id, term, text in change["definitions_added"]:
            self.definitions.setdefault(module_id, {})[term] = text
        for facts in change["conventions_removed"]:
            del self.conventions[facts["id"]]
        for facts in change["conventions_added"]:
            self.conventions[facts["id"]] = facts
        if change["name"] is not None:
            self.name = change["name"][1]
        with_rules: Change = {**change, "rules_removed": removed}
        return with_rules

    # ---- access ------------------------------------------------------------------------
    def role_of(self, actor: Actor) -> str | None:
        if actor.name == self.owner:
            return OWNER
        return self.shares.get(actor.name)

    def may_see(self, actor: Actor) -> bool:
        return actor.is_admin or self.role_of(actor) is not None

    def check_may_edit(self, actor: Actor) -> None:
        if not (actor.is_admin or self.role_of(actor) in (OWNER, "editor")):
            raise NotAllowed("You may read this system but not change it.")

    def check_may_share(self, actor: Actor) -> None:
        if not (actor.is_admin or actor.name == self.owner):
            raise NotAllowed("Only the system's owner or an admin may share it.")

    def check_version(self, expected: int | None) -> None:
        if expected is not None and expected != self.version:
            raise Conflict(
                f"The system is at version {self.version}, not {expected}; reload it and try again."
            )

    # ---- edits -------------------------------------------------------------------------
    def record_edit(
        self,
        event_class: type[SystemEdited],
        actor: Actor,
        summary: str,
        change: Change,
        **fields: Any,
    ) -> None:
        """An edit by `actor`: `summary` is its sentence in the history."""
        self.trigger_event(
            event_class, actor=actor.name, summary=summary, change=compact(change), **fields
        )

    def undo(self, actor: Actor) -> None:
        if not self.done:
            raise Conflict("There is no edit to undo.")
        self._step(self.EditUndone, actor, self.done[-1], inverse)

    def redo(self, actor: Actor) -> None:
        if not self.redo_stack:
            raise Conflict("There is no undone edit to redo.")
        self._step(self.EditRedone, actor, self.redo_stack[-1], lambda change: change)

    def _step(
        self,
        event_class: type[EditStepped],
        actor: Actor,
        number: int,
        step_of: Callable[[Change], Change],
    ) -> None:
        """Edit `number` undone or redone: the step's change is `step_of` the edit's."""
        change = compact(step_of(self.edits[number - 1]["change"]))
        self.trigger_event(event_class, actor=actor.name, edit=number, change=change)

    def share(self, actor: Actor, user: str, role: str) -> None:
        if user == self.owner:
            raise RuleViolation("The owner already holds the system.")
        if self.shares.get(user) == role:
            return
        self.trigger_event(self.SystemShared, actor=actor.name, user=user, role=role)

    def revoke_share(self, actor: Actor, user: str) -> None:
        if user not in self.shares:
            raise RuleViolation(f"The system is not shared with '{user[:40]}'.")
        self.trigger_event(self.ShareRevoked, actor=actor.name, user=user)

    def summary(self) -> SystemSummary:
        return SystemSummary(
            id=str(self.id),
            name=self.name,
            owner=self.owner,
            base=self.base["id"],
            base_version=self.base["version"],
            conventions=tuple(self.conventions),
            convention_versions={key: f["version"] for key, f in self.conventions.items()},
            shares=dict(self.shares),
            version=self.version,
            undo_available=len(self.done),
            redo_available=len(self.redo_stack),
            rule_count=sum(len(rules) for rules in self.rules.values()),
        )

    def history(self) -> list[HistoryEntry]:
        """The edits oldest first, each `in_effect`, `undone` (redo would restore it) or
        `discarded` (undone, then a new edit cleared the redo stack)."""
        done, redoable = set(self.done), set(self.redo_stack)
        entries: list[HistoryEntry] = [
            {
                "number": 0,
                "type": "SystemCreated",
                "actor": self.owner,
                "at": self.created_on.isoformat(),
                "summary": f"Created from {self.base['name']} {self.base['version']} with "
                f"{self.first_conventions} conventions.",
                "state": "created",
                "undone": False,
            }
        ]
        for edit in self.edits:
            number = edit["number"]
            state: EditState = (
                "in_effect" if number in done else "undone" if number in redoable else "discarded"
            )
            entries.append(
                {
                    "number": number,
                    "type": edit["type"],
                    "actor": edit["actor"],
                    "at": edit["at"],
                    "summary": edit["summary"],
                    "state": state,
                    "undone": state != "in_effect",
                }
            )
        return entries


# Events and snapshots stored before the bidding model moved into domain/bidding/ name
# the module it had then; they resolve to this one.
register_topic("domain.bidding_system", sys.modules[__name__])
