"""Pulls the application's notification log into the read models, exactly once.

Each batch is one transaction that writes the projections' tables and their tracking
positions together; a notification at or below a projection's position is skipped, so
processing the same notification twice changes nothing. SQLite cannot push
notifications, so the runner pulls. Every save in this process is projected before its
command returns (`project_recorded`), so a client reads its own writes; what other
processes saved is read from the log on the next catch-up.

A projection that raises never stops the others nor the commands: the event is stored
and its command succeeds. The failing projection stops at the event before, its error is
logged with the event's position and shown by `failures`, and it is retried with a
growing delay (`retry_due`) until it gets past that event.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

from eventsourcing.application import Application
from eventsourcing.persistence import Recording

from projections.base import Projection, write_batch
from projections.database import Cursor, Database, GuardFailed, marks
from projections.failures import ProjectionFailure, failed

BATCH_SIZE = 500
WAIT_LIMIT = 10.0  # seconds a command waits for another process to project its save
TRACKING_TABLE = "projection_tracking"

Progress = Callable[[int, int], None]  # (processed so far, total)

log = logging.getLogger("bridge_ledger.projections")


def _moving_on(projections: int) -> str:
    """The guard of `_move_on` for that many projections (its placeholders, `marks`, are
    made once: every save runs it)."""
    return (
        f"UPDATE {TRACKING_TABLE} SET position = $1 "
        f"WHERE projection IN ({marks(projections, 3)}) AND position = $2 "
        "RETURNING projection"
    )


class ProjectionRunner:
    def __init__(
        self, app: Application[Any], database: Database, projections: Sequence[Projection]
    ) -> None:
        self.app = app
        self.database = database
        self.projections = list(projections)
        self._lock = threading.Lock()
        self._failures: dict[str, ProjectionFailure] = {}
        # thread -> (first, last) notification ids its save wrote into the read models
        # inside its own transaction (`project_in_transaction`), until that save's
        # `project_recorded` learns it was committed.
        self._projected_in_save: dict[int, tuple[int, int]] = {}
        self.create_tables()
        # Where this runner last left every projection: the next read starts after it,
        # without asking the database. Another runner may have gone further since; the
        # positions locked in each batch's transaction then skip what it already did.
        self._read_up_to = min(self.positions().values(), default=0)

    # ---- schema ----------------------------------------------------------------------
    def create_tables(self) -> None:
        with self.database.transaction() as cursor:
            cursor.execute(
                f"CREATE TABLE IF NOT EXISTS {TRACKING_TABLE} "
                "(projection TEXT PRIMARY KEY, position BIGINT NOT NULL)"
            )
            for projection in self.projections:
                for table, columns in projection.tables.items():
                    layout = self._layout(projection, table)
                    cursor.execute(f"CREATE TABLE IF NOT EXISTS {table} ({columns}){layout}")
                for index in projection.indexes:
                    cursor.execute(index)
                cursor.execute(
                    f"INSERT INTO {TRACKING_TABLE} (projection, position) VALUES ($1, 0) "
                    "ON CONFLICT (projection) DO NOTHING",
                    (projection.name,),
                )

    def _layout(self, projection: Projection, table: str) -> str:
        """SQLite keeps the rows of the tables a read model names `clustered` in their
        primary key's own b-tree (WITHOUT ROWID), not in a table beside an index of
        that key: a row written is one page changed in the save's commit, not two (a
        card adds a row to trick_cards). A store made before keeps its tables as they
        are until a rebuild; both answer the same. PostgreSQL has no such choice."""
        if self.database.dialect == "sqlite" and table in projection.clustered:
            return " WITHOUT ROWID"
        return ""

    def drop_tables(self) -> None:
        with self.database.transaction() as cursor:
            for projection in self.projections:
                for table in projection.tables:
                    cursor.execute(f"DROP TABLE IF EXISTS {table}")
                cursor.execute(
                    f"DELETE FROM {TRACKING_TABLE} WHERE projection = $1", (projection.name,)
                )

    # ---- health ----------------------------------------------------------------------
    def positions(self) -> dict[str, int]:
        """This runner's projections' positions (other runners track theirs in the same
        table: the bidding systems' log has its own)."""
        names = [projection.name for projection in self.projections]
        rows = self.database.query(
            f"SELECT projection, position FROM {TRACKING_TABLE} "
            f"WHERE projection IN ({marks(len(names))})",
            names,
        )
        return {str(name): int(position) for name, position in rows}

    def failures(self) -> list[ProjectionFailure]:
        """The projections stopped at an event they could not process, oldest first."""
        with self._lock:
            return sorted(self._failures.values(), key=lambda f: f.position)

    def _healthy(self) -> list[Projection]:
        return [p for p in self.projections if p.name not in self._failures]

    def _fail(self, projection: Projection, position: int, error: Exception) -> None:
        earlier = self._failures.get(projection.name)
        self._failures[projection.name] = failed(projection.name, position, error, earlier)

    # ---- processing ------------------------------------------------------------------
    def catch_up(self, progress: Progress | None = None) -> int:
        """Process every notification not yet tracked; returns how many were read."""
        with self._lock:
            read = self._read_the_log(progress)
            self._retry_due()
            return read

    def retry_due(self) -> None:
        """Retries the failed projections whose delay has passed."""
        if not self._failures:
            return
        with self._lock:
            self._retry_due()

    def _read_the_log(self, progress: Progress | None = None) -> int:
        total = (self.app.recorder.max_notification_id() or 0) if progress else 0
        read = 0
        more = True
        while more:
            done, more = self._process_batch()
            read += done
            if progress is not None:
                progress(min(read, total), total)
        return read

    def project_recorded(self, recordings: Sequence[Recording[Any]]) -> None:
        """Brings the read models up to what a save in this process just recorded.

        When nothing else was recorded since this runner last read, the saved events are
        projected as they are, without reading them back from the log; otherwise (another
        thread or process saved in between) the runner catches up from the log. The save
        is committed whatever happens here: an error is logged, never raised, and the
        next catch-up tries again.
        """
        projected = self._projected_in_save.pop(threading.get_ident(), None)
        if not recordings:
            return
        try:
            with self._lock:
                first, last = recordings[0].notification.id, recordings[-1].notification.id
                if projected == (first, last) and self._read_up_to == first - 1:
                    self._read_up_to = last  # written with the events, now committed
                elif last > self._read_up_to:
                    events = [(r.notification.id, r.domain_event) for r in recordings]
                    if first != self._read_up_to + 1 or not self._project(events):
                        self._read_the_log()
                self._retry_due()
        except Exception:
            log.exception("The read models could not be brought up to notification %d", last)

    def project_in_transaction(self, cursor: Cursor, events: Sequence[tuple[int, Any]]) -> None:
        """Writes a save's events (notification id, event) into the healthy read models
        inside the save's own transaction, through the event store's `cursor`
        (`SaveListeners.while_saving`), so that a save costs one commit. Anything amiss
        (a read model that raises, positions not where the events begin, another thread
        projecting) undoes these writes alone and leaves the events to `project_recorded`
        after the commit, as if this had not run: there a failing read model is logged
        and retried, and the save stands."""
        thread = threading.get_ident()
        self._projected_in_save.pop(thread, None)
        # Never wait for the lock here: its holder may be waiting for this transaction.
        if not events or not self._lock.acquire(blocking=False):
            return
        try:
            healthy = self._healthy()
            cursor.execute("SAVEPOINT read_models")
            try:
                self._move_on(cursor, healthy, events[-1][0], since=events[0][0] - 1)
                write_batch(cursor, healthy, events)
            except Exception:
                cursor.execute("ROLLBACK TO SAVEPOINT read_models")
                cursor.execute("RELEASE SAVEPOINT read_models")
                return
            # No RELEASE: the save's COMMIT ends the savepoint with its transaction.
            self._projected_in_save[thread] = (events[0][0], events[-1][0])
        finally:
            self._lock.release()

    def undone_in_transaction(self) -> None:
        """The save's recorder rolled back what `project_in_transaction` wrote in this
        thread's save (a statement failed in the server, found only at its commit):
        `project_recorded` projects its events after the commit instead."""
        self._projected_in_save.pop(threading.get_ident(), None)

    def wait_for_recorded(self, recordings: Sequence[Recording[Any]]) -> None:
        """Read-your-writes when another process projects (`bridge-ledger project`): the
        command's answer waits until every projection of this runner has passed what the
        save recorded. The save is committed whatever happens here: after `WAIT_LIMIT`
        seconds (a projection stopped at a failing event, the projecting process down)
        the command answers anyway and the delay is logged."""
        if not recordings:
            return
        self.wait_for_position(recordings[-1].notification.id, WAIT_LIMIT)

    def wait_for_position(self, last: int, limit: float) -> bool:
        """Waits, at most `limit` seconds, until every projection of this runner has
        passed notification `last`; whether they did (a delay is logged)."""
        deadline = time.monotonic() + limit
        pause = 0.002
        try:
            while min(self.positions().values(), default=last) < last:
                if time.monotonic() > deadline:
                    log.warning("The read models have not reached notification %d", last)
                    return False
                time.sleep(pause)
                pause = min(pause * 2, 0.05)
        except Exception:
            log.exception("Could not learn whether the read models reached %d", last)
            return False
        return True

    def _process_batch(self) -> tuple[int, bool]:
        """Processes the next batch from the log; returns how many notifications it read
        and whether more may follow."""
        # Read the log before taking the read models' write lock: the event store's own
        # connections must never wait on a lock held while a save waits on ours.
        notifications = self.app.notification_log.select(
            start=self._read_up_to + 1, limit=BATCH_SIZE
        )
        if not notifications:
            return 0, False
        events = [(n.id, self.app.mapper.to_domain_event(n)) for n in notifications]
        if not self._project(events):
            return 0, True
        return len(notifications), len(notifications) == BATCH_SIZE

    def _project(self, events: Sequence[tuple[int, Any]]) -> bool:
        """Writes `events` (notification id, domain event), which follow on from where
        this runner last read, into the healthy read models with their tracking
        positions. False, writing nothing, when the read models were rebuilt elsewhere
        since: the caller must read again from their positions.

        All of them in one transaction; if that fails, event by event and projection by
        projection, so that the one that fails stops there and the others go on."""
        try:
            written = self._project_together(events)
        except Exception:
            self._project_one_by_one(events, self._healthy())
            written = True
        if written:
            self._read_up_to = events[-1][0]
        return written

    def _project_together(self, events: Sequence[tuple[int, Any]]) -> bool:
        healthy = self._healthy()
        try:
            with self.database.transaction() as cursor:
                self._move_on(cursor, healthy, events[-1][0])
                write_batch(cursor, healthy, events)
            return True
        except GuardFailed:
            pass  # rolled back: go through each projection's position
        with self.database.transaction() as cursor:
            positions = self._lock_positions(cursor)  # another runner may have moved on
            behind = min((positions[p.name] for p in healthy), default=self._read_up_to)
            if behind < self._read_up_to:
                # Rebuilt elsewhere: going on from here would leave a gap.
                self._read_up_to = behind
                return False
            write_batch(cursor, healthy, events, positions)
            names = [p.name for p in healthy if positions[p.name] < events[-1][0]]
            if names:
                cursor.execute(
                    f"UPDATE {TRACKING_TABLE} SET position = $1 "
                    f"WHERE projection IN ({marks(len(names), 2)})",
                    (events[-1][0], *names),
                )
        return True

    def _move_on(
        self, cursor: Cursor, healthy: Sequence[Projection], last: int, since: int | None = None
    ) -> None:
        """Moves the position of every healthy projection from where this runner last
        read (or `since`) to `last`, as the first write of the batch's transaction (its
        row locks keep other runners out until it commits). A guard: when any of them was elsewhere
        (another runner moved it on, a rebuild elsewhere took it back) the transaction
        writes nothing and raises `GuardFailed`. The usual case costs no read of the
        positions, nor a wait for this statement's answer before the batch's writes go."""
        names = [projection.name for projection in healthy]
        if names:
            cursor.guard(
                _moving_on(len(names)),
                (last, self._read_up_to if since is None else since, *names),
                rows=len(names),
            )

    def _project_one_by_one(
        self, events: Sequence[tuple[int, Any]], projections: Sequence[Projection]
    ) -> bool:
        """Each event into each projection in a transaction of its own: slow, but a
        projection that raises stops at that event and no other is held back. True when
        every one of them got through every event."""
        stopped: set[str] = set()
        for notification_id, event in events:
            for projection in projections:
                if projection.name in stopped:
                    continue
                try:
                    self._project_one(projection, notification_id, event)
                except Exception as error:
                    stopped.add(projection.name)
                    self._fail(projection, notification_id, error)
        return not stopped

    def _project_one(self, projection: Projection, notification_id: int, event: Any) -> None:
        with self.database.transaction() as cursor:
            lock = " FOR UPDATE" if self.database.dialect == "postgresql" else ""
            cursor.execute(
                f"SELECT position FROM {TRACKING_TABLE} WHERE projection = $1{lock}",
                (projection.name,),
            )
            row = cursor.fetchone()
            if row is not None and int(row[0]) >= notification_id:
                return
            write_batch(cursor, [projection], [(notification_id, event)])
            cursor.execute(
                f"UPDATE {TRACKING_TABLE} SET position = $1 WHERE projection = $2",
                (notification_id, projection.name),
            )

    def _retry_due(self) -> None:
        now = time.monotonic()
        for failure in list(self._failures.values()):
            if failure.retry_at > now:
                continue
            projection = next(p for p in self.projections if p.name == failure.projection)
            start, through = failure.position, True
            while through and start <= self._read_up_to:
                notifications = self.app.notification_log.select(
                    start=start, limit=BATCH_SIZE, stop=self._read_up_to
                )
                if not notifications:
                    break
                events = [(n.id, self.app.mapper.to_domain_event(n)) for n in notifications]
                through = self._project_one_by_one(events, [projection])
                start = notifications[-1].id + 1
            if through:
                del self._failures[projection.name]
                log.warning("Read model %s is following the log again", projection.name)

    def _lock_positions(self, cursor: Cursor) -> dict[str, int]:
        # Only this runner's rows: another runner's batches need not wait for ours.
        names = [projection.name for projection in self.projections]
        lock = " FOR UPDATE" if self.database.dialect == "postgresql" else ""
        cursor.execute(
            f"SELECT projection, position FROM {TRACKING_TABLE} "
            f"WHERE projection IN ({marks(len(names))}){lock}",
            names,
        )
        known = {str(name): int(position) for name, position in cursor.fetchall()}
        return {name: known.get(name, 0) for name in names}

    def rebuild(self, progress: Progress | None = None) -> int:
        """Drop every read model and build it again from the whole log."""
        with self._lock:
            self.drop_tables()
            self.create_tables()
            self._read_up_to = 0
            self._failures.clear()
        return self.catch_up(progress)
