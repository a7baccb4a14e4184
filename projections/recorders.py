"""The board log's SQLite recorder, which lets the read models be written in the same
transaction as the events they read (`SaveListeners.while_saving`): one commit a save
instead of two. The read models are in the same database file as the events on SQLite.

Those saves go through connections of the recorder's own: the library's keep one
prepared statement each (`cached_statements=True`), so each of a save's statements
would be compiled again every time.
"""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Sequence
from typing import Any

from eventsourcing import persistence
from eventsourcing.persistence import InterfaceError, OperationalError, StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteCursor, SQLiteDatastore
from eventsourcing.utils import retry

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


# A save larger than this goes to PostgreSQL outside pipeline mode: psycopg's pipeline
# stalls for good on one statement of several megabytes (an import of some 600 boards,
# 27,000 events in one INSERT: the server waits for the rest of the statement, the client
# for its results), while a small save gains a round trip or three from the pipeline.
PIPELINED_SAVE_LIMIT = 1_000_000  # bytes of event state


class PostgresBoardRecorder(PostgresApplicationRecorder):
    """The board log's PostgreSQL recorder: the library's, but a large save (an import) is
    sent statement by statement in one ordinary transaction, with the same statements:
    the table locked, the channel notified, the events inserted, their ids read."""

    def insert_events(
        self, stored_events: Sequence[StoredEvent], **kwargs: Any
    ) -> Sequence[int] | None:
        ids: Sequence[int] | None
        if sum(len(event.state) for event in stored_events) <= PIPELINED_SAVE_LIMIT:
            ids = super().insert_events(stored_events, **kwargs)
        else:
            ids = self._insert_without_pipeline(stored_events, **kwargs)
        return ids

    @retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def _insert_without_pipeline(
        self, stored_events: Sequence[StoredEvent], **kwargs: Any
    ) -> Sequence[int] | None:
        with (
            self.datastore.get_connection() as conn,
            conn.transaction(),
            conn.cursor() as curs,
        ):
            self._insert_events(curs, stored_events, **kwargs)
            self._insert_stored_events(curs, stored_events, **kwargs)
            return self._fetch_ids_after_insert_events(curs, stored_events, **kwargs)
