"""The board log's recorders, which let the read models be written in the same
transaction as the events they read (`SaveListeners.while_saving`): one commit a save
instead of two.

SQLite: the read models are in the same database file as the events; a save's events are
inserted by one statement run over them all. Those saves go
through connections of the recorder's own: the library's keep one prepared statement each
(`cached_statements=True`), so each of a save's statements would be compiled again every
time.

PostgreSQL's (projections/postgres_read_models.py) is a module of its own: a command
line on SQLite then never imports psycopg (0.1 s of each start).
"""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Sequence
from typing import Any
from uuid import UUID

from eventsourcing import persistence
from eventsourcing.persistence import StoredEvent
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteCursor, SQLiteDatastore

from domain.save_listeners import WHILE_RECORDING
from projections.database import sqlite_cursor

PREPARED_STATEMENTS = 256  # a save's own and the read models' (sqlite3 keeps 128 by default)


class SQLiteRecorderWithReadModels(SQLiteApplicationRecorder):
    def __init__(self, datastore: SQLiteDatastore, events_table_name: str = "stored_events"):
        super().__init__(datastore, events_table_name)
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        weakref.finalize(self, _close_all, self._connections)

    def insert_events(
        self, stored_events: Sequence[StoredEvent], **kwargs: Any
    ) -> Sequence[int] | None:
        while_recording = kwargs.pop(WHILE_RECORDING, None)
        if while_recording is None or self.datastore.pool.is_sqlite_memory_mode:
            return super().insert_events(stored_events, **kwargs)
        connection = self._connection()
        cursor = connection.cursor()
        try:
            cursor.execute("BEGIN IMMEDIATE")
            try:
                notification_ids = self._insert_events(
                    SQLiteCursor(cursor), stored_events, **kwargs
                )
                if notification_ids:
                    while_recording(sqlite_cursor(cursor), notification_ids)
                cursor.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    cursor.execute("ROLLBACK")
                raise
        except sqlite3.Error as error:
            raise _as_the_librarys(error) from error
        finally:
            cursor.close()
        return notification_ids

    def _insert_events(
        self, c: SQLiteCursor, stored_events: Sequence[StoredEvent], **kwargs: Any
    ) -> Sequence[int] | None:
        """The events of a save in one statement run over them all (the library runs one
        statement an event, and an import saves tens of thousands). Their notification
        ids are their rowids: the save holds the file's write lock (BEGIN IMMEDIATE) and
        the table's rowids are only ever given as the largest so far plus one, so a
        save's rows take consecutive ids up to the last one inserted."""
        if len(stored_events) < 2:
            return super()._insert_events(c, stored_events, **kwargs)
        c.executemany(
            self.insert_events_statement,
            [
                (
                    event.originator_id.hex
                    if isinstance(event.originator_id, UUID)
                    else event.originator_id,
                    event.originator_version,
                    event.topic,
                    event.state,
                )
                for event in stored_events
            ],
        )
        c.execute("SELECT last_insert_rowid()")
        last = int(c.fetchone()[0])
        return list(range(last - len(stored_events) + 1, last + 1))

    def _connection(self) -> sqlite3.Connection:
        connection: sqlite3.Connection | None = getattr(self._local, "connection", None)
        if connection is None:
            pool = self.datastore.pool
            connection = sqlite3.connect(
                pool.db_name,
                uri=True,
                check_same_thread=False,
                isolation_level=None,
                cached_statements=PREPARED_STATEMENTS,
                timeout=pool.lock_timeout or 5,
            )
            # The library made the file's journal a write-ahead log (a property of the
            # file) when it connected first; its synchronous setting is SQLite's default.
            self._local.connection = connection
            with self._lock:
                self._connections.append(connection)
        return connection

    def close(self) -> None:
        with self._lock:
            _close_all(self._connections)
        self._local = threading.local()


def _close_all(connections: list[sqlite3.Connection]) -> None:
    for connection in connections:
        connection.close()
    connections.clear()


def _as_the_librarys(error: sqlite3.Error) -> Exception:
    """The event-store library's error for sqlite3's (a conflicting version is its
    IntegrityError, which the application answers as a conflict)."""
    kind = getattr(persistence, type(error).__name__, persistence.PersistenceError)
    return kind(error) if isinstance(kind, type) and issubclass(kind, Exception) else error
