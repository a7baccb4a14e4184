"""The SystemsLedger application: bidding-system commands, in their own event log.

Its own application name gives it its own events table (on SQLite, where the library
names the table the same for every application, a recorder class that names it), so a
system edit and a card play never wait for each other's aggregates or log. Library
modules come in through the `ModuleCatalog` port.

Commands work on the cached aggregate itself rather than a deep copy (a full system
holds thousands of rules; copying it would make every edit cost as much as its size),
so each system's commands run one at a time under a lock, and a save that fails drops
the aggregate from the cache.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager, suppress
from typing import TypeVar
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.persistence import IntegrityError
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteDatastore

from domain.actors import Actor
from domain.bidding.edits import (
    add_convention,
    delete_rule,
    edit_definition,
    new_system,
    put_rule,
    remove_convention,
    rename,
    swap_convention,
)
from domain.bidding.port import ModuleCatalog, SystemModule
from domain.bidding.rules import check_role
from domain.bidding.system import BiddingSystem, HistoryEntry, SystemSummary
from domain.errors import Conflict, NotFound
from domain.ids import parse_id
from domain.rules.errors import RuleViolation
from domain.save_listeners import SaveListeners

SYSTEM_EVENTS_TABLE = "bidding_system_events"
Seen = TypeVar("Seen")
SNAPSHOT_INTERVAL = 100


class SystemsSQLiteRecorder(SQLiteApplicationRecorder):
    """The SQLite application recorder, on a table of its own."""

    def __init__(
        self, datastore: SQLiteDatastore, events_table_name: str = SYSTEM_EVENTS_TABLE
    ) -> None:
        super().__init__(datastore, events_table_name)


class SystemsLedger(SaveListeners, Application[UUID]):
    name = "SystemsLedger"
    # A full system holds a few megabytes (its rules and its edits' changes).
    env = {"AGGREGATE_CACHE_MAXSIZE": "64"}  # noqa: RUF012 - the library's own class attribute
    snapshotting_intervals = {BiddingSystem: SNAPSHOT_INTERVAL}  # noqa: RUF012
    log_section_size = 1000

    def __init__(self, catalog: ModuleCatalog, env: Mapping[str, str] | None = None) -> None:
        settings = dict(env or {})
        if settings.get("PERSISTENCE_MODULE") == "eventsourcing.sqlite":
            recorder = SystemsSQLiteRecorder
            settings["APPLICATION_RECORDER_TOPIC"] = f"{recorder.__module__}:{recorder.__name__}"
        super().__init__(settings)
        self.catalog = catalog
        self._locks_guard = threading.Lock()
        self._locks: dict[UUID, threading.Lock] = {}

    # ---- reading -----------------------------------------------------------------------
    def system(self, actor: Actor, system_id: UUID | str) -> SystemSummary:
        """The system if `actor` may see it (an unknown one and a hidden one look alike)."""
        return self.inspect(actor, system_id, BiddingSystem.summary)

    def history(self, actor: Actor, system_id: UUID | str) -> list[HistoryEntry]:
        return self.inspect(actor, system_id, BiddingSystem.history)

    def inspect(
        self, actor: Actor, system_id: UUID | str, look: Callable[[BiddingSystem], Seen]
    ) -> Seen:
        """What `look` sees of the system, while no command changes it (commands change
        the cached aggregate itself: nothing outside this lock may hold it)."""
        system_uuid = _parse_id(system_id)
        with self._lock_for(system_uuid):
            return look(self._load(actor, system_uuid))

    def _load(self, actor: Actor, system_id: UUID) -> BiddingSystem:
        try:
            system: object = self.repository.get(system_id, deepcopy_from_cache=False)
        except AggregateNotFoundError:
            raise NotFound("There is no bidding system with that id.") from None
        if not isinstance(system, BiddingSystem) or not system.may_see(actor):
            raise NotFound("There is no bidding system with that id.")
        return system

    # ---- commands ----------------------------------------------------------------------
    def create_system(
        self, actor: Actor, name: str, base_id: str, convention_ids: list[str]
    ) -> SystemSummary:
        base = self.catalog.base_system(base_id)
        if base is None:
            raise RuleViolation(f"There is no base system '{base_id[:40]}' in the library.")
        modules = [self._convention(convention_id, base.id) for convention_id in convention_ids]
        system = new_system(actor, name, base, modules)
        with self._lock_for(system.id):
            self.save(system)
            if self.repository.cache is not None:
                self.repository.cache.put(system.id, system)
            return system.summary()

    def add_convention(
        self, actor: Actor, system_id: str, convention_id: str, expected: int | None
    ) -> SystemSummary:
        return self._edit(
            actor,
            system_id,
            expected,
            lambda s: add_convention(s, actor, self._convention(convention_id, s.base["id"])),
        )

    def remove_convention(
        self, actor: Actor, system_id: str, convention_id: str, expected: int | None
    ) -> SystemSummary:
        return self._edit(
            actor, system_id, expected, lambda s: remove_convention(s, actor, convention_id)
        )

    def swap_convention(
        self, actor: Actor, system_id: str, remove_id: str, add_id: str, expected: int | None
    ) -> SystemSummary:
        return self._edit(
            actor,
            system_id,
            expected,
            lambda s: swap_convention(s, actor, remove_id, self._convention(add_id, s.base["id"])),
        )

    def put_rule(
        self,
        actor: Actor,
        system_id: str,
        sequence: str,
        meaning: str,
        section: str,
        expected: int | None,
    ) -> SystemSummary:
        # The sequence is read once the actor may edit: a stranger learns nothing.
        return self._edit(
            actor,
            system_id,
            expected,
            lambda s: put_rule(s, actor, self.catalog.sequence_facts(sequence), meaning, section),
        )

    def delete_rule(
        self, actor: Actor, system_id: str, sequence: str, expected: int | None
    ) -> SystemSummary:
        return self._edit(
            actor,
            system_id,
            expected,
            lambda s: delete_rule(s, actor, self.catalog.sequence_facts(sequence)),
        )

    def edit_definition(
        self, actor: Actor, system_id: str, term: str, text: str, expected: int | None
    ) -> SystemSummary:
        return self._edit(
            actor, system_id, expected, lambda s: edit_definition(s, actor, term, text)
        )

    def rename(
        self, actor: Actor, system_id: str, name: str, expected: int | None
    ) -> SystemSummary:
        return self._edit(actor, system_id, expected, lambda s: rename(s, actor, name))

    def undo(self, actor: Actor, system_id: str, expected: int | None) -> SystemSummary:
        return self._edit(actor, system_id, expected, lambda s: s.undo(actor))

    def redo(self, actor: Actor, system_id: str, expected: int | None) -> SystemSummary:
        return self._edit(actor, system_id, expected, lambda s: s.redo(actor))

    def share(
        self,
        actor: Actor,
        system_id: str,
        user: str,
        role: str,
        registered_name: Callable[[str], str | None],
    ) -> SystemSummary:
        def change(system: BiddingSystem) -> None:
            system.check_may_share(actor)
            check_role(role)
            named = registered_name(user)
            if named is None:
                raise RuleViolation(f"There is no user '{user[:40]}'.")
            system.share(actor, named, role)

        return self._edit(actor, system_id, None, change, editing=False)

    def revoke_share(self, actor: Actor, system_id: str, user: str) -> SystemSummary:
        def change(system: BiddingSystem) -> None:
            system.check_may_share(actor)
            system.revoke_share(actor, user)

        return self._edit(actor, system_id, None, change, editing=False)

    # ---- plumbing ----------------------------------------------------------------------
    def _convention(self, convention_id: str, base_id: str) -> SystemModule:
        module = self.catalog.convention(convention_id, base_id)
        if module is None:
            raise RuleViolation(f"There is no convention '{convention_id[:40]}' in the library.")
        return module

    def _edit(
        self,
        actor: Actor,
        system_id: str,
        expected: int | None,
        change: Callable[[BiddingSystem], None],
        *,
        editing: bool = True,
    ) -> SystemSummary:
        system_uuid = _parse_id(system_id)
        with self._lock_for(system_uuid):
            system = self._load(actor, system_uuid)
            if editing:
                system.check_may_edit(actor)
            system.check_version(expected)
            before = system.version
            try:
                change(system)
                if system.version != before:
                    with _saving():
                        self.save(system)
            except BaseException:
                if system.version != before:  # the cached system holds an unsaved event
                    self._forget(system_uuid)
                raise
            return system.summary()

    def _forget(self, system_id: UUID) -> None:
        if self.repository.cache is not None:
            with suppress(KeyError):
                self.repository.cache.get(system_id, evict=True)

    @contextmanager
    def _lock_for(self, system_id: UUID) -> Iterator[None]:
        with self._locks_guard:
            lock = self._locks.setdefault(system_id, threading.Lock())
        with lock:
            yield


@contextmanager
def _saving() -> Iterator[None]:
    try:
        yield
    except IntegrityError:
        raise Conflict("Another edit reached this system first; reload it and try again.") from None


def _parse_id(system_id: UUID | str) -> UUID:
    return parse_id(system_id, "There is no bidding system with that id.")
