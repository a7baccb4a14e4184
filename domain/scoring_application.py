"""The ScoringLedger application: duplicate sessions, rubbers and Chicagos, in an event
log of their own (its application name gives it its own events table on PostgreSQL, and
`api/services.py` gives it one on SQLite), so that scoring never waits for a card play's
table lock."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.persistence import IntegrityError

from domain.actors import Actor
from domain.errors import Conflict, DomainError, NotFound
from domain.ids import parse_id
from domain.rubber import Rubber, ScoreDeal, StartRubber, end_rubber, score_deal, start_rubber
from domain.rules.errors import RuleViolation
from domain.save_listeners import SaveListeners
from domain.session import (
    CreateSession,
    ResultFacts,
    Session,
    create_session,
    enter_result,
    name_pair,
    name_team,
)

SCORING_EVENTS_TABLE = "scoring_events"
_MISSING = "There is no rubber with that id."
_NO_SESSION = "There is no session with that id."
ScoringAggregate = TypeVar("ScoringAggregate", Session, Rubber)


class ScoringLedger(SaveListeners, Application[UUID]):
    name = "ScoringLedger"
    log_section_size = 1000

    # ---- sessions ----------------------------------------------------------------------
    def session(self, session_id: UUID | str) -> Session:
        """Any user may read a session's results (a club's results are public to it)."""
        return self._get(session_id, Session, _NO_SESSION)

    def create_session(self, actor: Actor, command: CreateSession) -> Session:
        session = create_session(actor, command)
        self.save(session)
        return session

    def enter_result(
        self, actor: Actor, session_id: str, facts: ResultFacts, correct: bool = False
    ) -> Session:
        return self._change(session_id, lambda s: enter_result(s, actor, facts, correct))

    def import_session(
        self,
        actor: Actor,
        command: CreateSession,
        results: Sequence[tuple[int, ResultFacts]],
        names: Mapping[str, str],
    ) -> tuple[Session, list[tuple[int, str]]]:
        """A session made whole from a file's score tables, saved at once: each result
        entered as `enter_result` would, one the rules refuse left out and told with its
        tag (the file's line); then the pairs' names."""
        session = create_session(actor, command)
        refused: list[tuple[int, str]] = []
        for tag, facts in results:
            try:
                enter_result(session, actor, facts)
            except (RuleViolation, DomainError) as error:
                refused.append((tag, error.message))
        for pair, players in names.items():
            if any(pair in (r.ns, r.ew) for r in session.results):
                name_pair(session, actor, pair, players)
        self.save(session)
        return session, refused

    def name_pair(self, actor: Actor, session_id: str, pair: str, names: str) -> Session:
        return self._change(session_id, lambda s: name_pair(s, actor, pair, names))

    def name_team(self, actor: Actor, session_id: str, team: str, pairs: list[str]) -> Session:
        return self._change(session_id, lambda s: name_team(s, actor, team, pairs))

    def _change(self, session_id: str, change: Callable[[Session], None]) -> Session:
        """The session changed and saved; a concurrent change first is a conflict."""
        session = self.session(session_id)
        change(session)
        return self._save_first(session, "Another change reached this session first; try again.")

    # ---- rubbers -----------------------------------------------------------------------

    def rubber(self, actor: Actor, rubber_id: UUID | str) -> Rubber:
        """The rubber if `actor` may see it (an unknown one and a hidden one look alike)."""
        rubber = self._get(rubber_id, Rubber, _MISSING)
        if not rubber.may_see(actor):
            raise NotFound(_MISSING)
        return rubber

    def start_rubber(self, actor: Actor, command: StartRubber) -> Rubber:
        rubber = start_rubber(actor, command)
        self.save(rubber)
        return rubber

    def score_deal(self, actor: Actor, rubber_id: str, command: ScoreDeal) -> Rubber:
        return self._command(actor, rubber_id, lambda r: score_deal(r, actor, command))

    def end_rubber(self, actor: Actor, rubber_id: str) -> Rubber:
        return self._command(actor, rubber_id, lambda r: end_rubber(r, actor))

    def _command(self, actor: Actor, rubber_id: str, change: Callable[[Rubber], None]) -> Rubber:
        rubber = self.rubber(actor, rubber_id)
        change(rubber)
        return self._save_first(rubber, "Another deal reached this rubber first; reload it.")

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

    def _save_first(self, changed: ScoringAggregate, conflict: str) -> ScoringAggregate:
        """Saves `changed`; a concurrent change saved first makes this one `conflict` (409)."""
        try:
            self.save(changed)
        except IntegrityError:
            raise Conflict(conflict) from None
        return changed
