"""Pulls the application's notification log into the read models, exactly once.

Each batch is one transaction that writes the projections' tables and their tracking
positions together; a notification at or below a projection's position is skipped, so
processing the same notification twice changes nothing. SQLite cannot push
notifications, so the runner pulls. Every save in this process is projected before its
command returns (`project_recorded`), so a client reads its own writes; what other
processes saved is read from the log on the next catch-up.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from eventsourcing.application import Application
from eventsourcing.persistence import Recording

from projections.base import Projection
from projections.database import Cursor, Database

BATCH_SIZE = 500
TRACKING_TABLE = "projection_tracking"

Progress = Callable[[int, int], None]  # (processed so far, total)


class ProjectionRunner:
    def __init__(
        self, app: Application[Any], database: Database, projections: Sequence[Projection]
    ) -> None:
        self.app = app
        self.database = database
        self.projections = list(projections)
        self._lock = threading.Lock()
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
                    cursor.execute(f"CREATE TABLE IF NOT EXISTS {table} ({columns})")
                for index in projection.indexes:
                    cursor.execute(index)
                cursor.execute(
                    f"INSERT INTO {TRACKING_TABLE} (projection, position) VALUES (?, 0) "
                    "ON CONFLICT (projection) DO NOTHING",
                    (projection.name,),
                )

    def drop_tables(self) -> None:
        with self.database.transaction() as cursor:
            for projection in self.projections:
                for table in projection.tables:
                    cursor.execute(f"DROP TABLE IF EXISTS {table}")
                cursor.execute(
                    f"DELETE FROM {TRACKING_TABLE} WHERE projection = ?", (projection.name,)
                )

    # ---- processing ------------------------------------------------------------------
    def positions(self) -> dict[str, int]:
        """This runner's projections' positions (other runners track theirs in the same
        table: the bidding systems' log has its own)."""
        names = [projection.name for projection in self.projections]
        rows = self.database.query(
            f"SELECT projection, position FROM {TRACKING_TABLE} "
            f"WHERE projection IN ({', '.join('?' for _ in names)})",
            names,
        )
        return {str(name): int(position) for name, position in rows}

    def catch_up(self, progress: Progress | None = None) -> int:
        """Process every notification not yet tracked; returns how many were read."""
        with self._lock:
            return self._read_the_log(progress)

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
        thread or process saved in between) the runner catches up from the log.
        """
        if not recordings:
            return
        with self._lock:
            first, last = recordings[0].notification.id, recordings[-1].notification.id
            if last <= self._read_up_to:
                return  # a catch-up in another thread has already projected them
            if first == self._read_up_to + 1:
                events = [(r.notification.id, r.domain_event) for r in recordings]
                if self._project(events):
                    return
            self._read_the_log()

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
        this runner last read, into the read models with their tracking positions, in
        one transaction. False, writing nothing, when the read models were rebuilt
        elsewhere since: the caller must read again from their positions."""
        with self.database.transaction() as cursor:
            positions = self._lock_positions(cursor)  # another runner may have moved on
            behind = min(positions.values())
            if behind < self._read_up_to:
                # Going on from here would leave a gap.
                self._read_up_to = behind
                return False
            for notification_id, event in events:
                for projection in self.projections:
                    if notification_id > positions[projection.name]:
                        projection.process(cursor, event)
            names = [p.name for p in self.projections if positions[p.name] < events[-1][0]]
            if names:
                cursor.execute(
                    f"UPDATE {TRACKING_TABLE} SET position = ? "
                    f"WHERE projection IN ({', '.join('?' for _ in names)})",
                    (events[-1][0], *names),
                )
        self._read_up_to = events[-1][0]
        return True

    def _lock_positions(self, cursor: Cursor) -> dict[str, int]:
        # Only this runner's rows: another runner's batches need not wait for ours.
        names = [projection.name for projection in self.projections]
        lock = " FOR UPDATE" if self.database.dialect == "postgresql" else ""
        cursor.execute(
            f"SELECT projection, position FROM {TRACKING_TABLE} "
            f"WHERE projection IN ({', '.join('?' for _ in names)}){lock}",
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
        return self.catch_up(progress)
