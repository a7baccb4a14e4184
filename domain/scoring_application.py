"""The ScoringLedger application: duplicate sessions, rubbers and Chicagos, in an event
log of their own (its application name gives it its own events table on PostgreSQL, and
`api/services.py` gives it one on SQLite), so that scoring never waits for a card play's
table lock."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, overload
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application

# The modules whose handlers execute() runs for the table entry and Law 87 commands.
from domain import (  # noqa: F401 - each registers its handlers
    session_deprived,
    session_fouled,
    session_penalties,
    session_system,
    session_table_boards,
    session_tables,
)
from domain.actors import Actor
from domain.errors import NotFound
from domain.ids import parse_id
from domain.rubber import RUBBER_HANDLERS, Rubber, start_rubber
from domain.rubber_commands import RubberCommand, StartRubber
from domain.save_listeners import SaveListeners
from domain.session import Session
from domain.session_commands import CreateSession, ImportSession, SessionCommand
from domain.session_handlers import SESSION_HANDLERS
from domain.session_results import ImportedSession, create_session, import_session
from domain.stale_saves import conflict_if_stale

SCORING_EVENTS_TABLE = "scoring_events"
_MISSING = "There is no rubber with that id."
_NO_SESSION = "There is no session with that id."
_SESSION_RACE = "Another change reached this session first; try again."
_RUBBER_RACE = "Another deal reached this rubber first; reload it."
ScoringAggregate = TypeVar("ScoringAggregate", Session, Rubber)
ScoringCommand = CreateSession | ImportSession | SessionCommand | StartRubber | RubberCommand


class ScoringLedger(SaveListeners, Application[UUID]):
    name = "ScoringLedger"
    # The sessions and rubbers last read or saved, kept as the library keeps them: each read
    # brings the kept one up to date with the events saved since (by any process), and
    # hands out a copy, so that a command that fails half-way leaves the kept one as it was.
    # Without it each read folded a session's every event again (a club night's results,
    # entered one by one, each read the whole evening: 12 s of a server's CPU in
    # tests/e2e/test_club_night.py).
    env = {"AGGREGATE_CACHE_MAXSIZE": "200"}  # noqa: RUF012 - the library's own class attribute
    log_section_size = 1000

    # ---- reading -----------------------------------------------------------------------
    def session(self, session_id: UUID | str) -> Session:
        """Any user may read a session's results (a club's results are public to it)."""
        return self._get(session_id, Session, _NO_SESSION)

    def rubber(self, actor: Actor, rubber_id: UUID | str) -> Rubber:
        """The rubber if `actor` may see it (an unknown one and a hidden one look alike)."""
        rubber = self._get(rubber_id, Rubber, _MISSING)
        if not rubber.may_see(actor):
            raise NotFound(_MISSING)
        return rubber

    # ---- commands ----------------------------------------------------------------------
    @overload
    def execute(self, actor: Actor, command: CreateSession | SessionCommand) -> Session: ...
    @overload
    def execute(self, actor: Actor, command: ImportSession) -> ImportedSession: ...
    @overload
    def execute(self, actor: Actor, command: StartRubber | RubberCommand) -> Rubber: ...
    def execute(self, actor: Actor, command: ScoringCommand) -> Session | Rubber | ImportedSession:
        """Runs a command (domain/session_commands.py, domain/rubber_commands.py): one
        that creates a session or a rubber saves it; any other is run by the handler of
        its class (domain/session_results.py, domain/session_tables.py, domain/rubber.py)
        on the session, or the rubber `actor` may see, and saved; a concurrent change
        saved first is a conflict."""
        if isinstance(command, SessionCommand):
            session_handler = SESSION_HANDLERS.handler_for(command)
            return self._change(
                self.session(command.session_id),
                lambda session: session_handler(session, actor, command),
                _SESSION_RACE,
            )
        if isinstance(command, RubberCommand):
            rubber_handler = RUBBER_HANDLERS.handler_for(command)
            return self._change(
                self.rubber(actor, command.rubber_id),
                lambda rubber: rubber_handler(rubber, actor, command),
                _RUBBER_RACE,
            )
        if isinstance(command, ImportSession):
            imported = import_session(actor, command)
            self.save(imported.session)
            return imported
        created = (
            create_session(actor, command)
            if isinstance(command, CreateSession)
            else start_rubber(actor, command)
        )
        self.save(created)
        return created

    # ---- sessions and rubbers ----------------------------------------------------------
    def _get(
        self, aggregate_id: UUID | str, kind: type[ScoringAggregate], missing: str
    ) -> ScoringAggregate:
        """The aggregate of that id if it is a `kind`; `missing` (404) otherwise."""
        try:
            found: object = self.repository.get(parse_id(aggregate_id, missing))
        except AggregateNotFoundError:
            raise NotFound(missing) from None
        if not isinstance(found, kind):
            raise NotFound(missing)
        return found

    def _change(
        self, aggregate: ScoringAggregate, change: Callable[[ScoringAggregate], None], race: str
    ) -> ScoringAggregate:
        """`aggregate` changed and saved; a concurrent change saved first makes this one
        `race` (409)."""
        change(aggregate)
        with conflict_if_stale(race):
            self.save(aggregate)
        return aggregate
