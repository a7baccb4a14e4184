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
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteDatastore

from domain.actors import Actor
from domain.bidding.commands import CreateSystem, SystemCommand, SystemEdit
from domain.bidding.edits import SYSTEM_HANDLERS, Lookups, create_system
from domain.bidding.port import ModuleCatalog
from domain.bidding.system import BiddingSystem, HistoryEntry, SystemSummary
from domain.errors import NotFound
from domain.ids import parse_id
from domain.save_listeners import SaveListeners
from domain.stale_saves import conflict_if_stale

_SYSTEM_RACE = "Another edit reached this system first; reload it and try again."

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

    def __init__(
        self,
        catalog: ModuleCatalog,
        registered_name: Callable[[str], str | None],
        env: Mapping[str, str] | None = None,
    ) -> None:
        """`catalog` holds the library's modules; `registered_name` is a user's name as
        registered, or None for no such user (whom a system may be shared with)."""
        settings = dict(env or {})
        if settings.get("PERSISTENCE_MODULE") == "eventsourcing.sqlite":
            recorder = SystemsSQLiteRecorder
            settings["APPLICATION_RECORDER_TOPIC"] = f"{recorder.__module__}:{recorder.__name__}"
        super().__init__(settings)
        self.catalog = catalog
        self._lookups = Lookups(catalog, registered_name)
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
    def execute(self, actor: Actor, command: CreateSystem | SystemCommand) -> SystemSummary:
        """Runs a command (domain/bidding/commands.py): a new system is saved; any other
        is run by the handler of its class (domain/bidding/edits.py) on the system, one
        command of a system at a time, once `actor` may see it, and for an edit, may edit
        it at the version the client saw; what it recorded is saved."""
        if isinstance(command, CreateSystem):
            return self._create(actor, command)
        handler = SYSTEM_HANDLERS.handler_for(command)
        system_uuid = _parse_id(command.system_id)
        with self._lock_for(system_uuid):
            system = self._load(actor, system_uuid)
            if isinstance(command, SystemEdit):  # sharing is the owner's: its handler checks
                system.check_may_edit(actor)
                system.check_version(command.expected_version)
            before = system.version
            try:
                handler(system, actor, command, self._lookups)
                if system.version != before:
                    with conflict_if_stale(_SYSTEM_RACE):
                        self.save(system)
            except BaseException:
                if system.version != before:  # the cached system holds an unsaved event
                    self._forget(system_uuid)
                raise
            return system.summary()

    def _create(self, actor: Actor, command: CreateSystem) -> SystemSummary:
        system = create_system(actor, command, self._lookups)
        with self._lock_for(system.id):
            self.save(system)
            if self.repository.cache is not None:
                self.repository.cache.put(system.id, system)
            return system.summary()

    # ---- plumbing ----------------------------------------------------------------------
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


def _parse_id(system_id: UUID | str) -> UUID:
    return parse_id(system_id, "There is no bidding system with that id.")
