"""The board log's PostgreSQL recorder that writes the read models in the same
transaction as the events they read (`SaveListeners.while_saving`): one commit a save
instead of two (projections/recorders.py has SQLite's). The read models are in the
events' schema, on the same server; the save's connection writes them after the events,
with the events table still locked (the library's insert takes it in exclusive mode so
that notification ids commit in order), so the read models' tracking positions move in
the same order as the log. A module of its own, apart from SQLite's: only a process on
PostgreSQL imports psycopg.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from typing import Any

from eventsourcing.persistence import InterfaceError, OperationalError, StoredEvent
from eventsourcing.postgres import PostgresAggregateRecorder, PostgresDatastore
from eventsourcing.utils import retry

from domain.save_listeners import WHILE_RECORDING, WhileRecording
from projections import postgres_recorder
from projections.database import postgres_cursor
from projections.postgres_recorder import PostgresRecorderWithCopy


class PostgresRecorderWithReadModels(PostgresRecorderWithCopy):
    """Each save is one transaction on one connection, in two round trips of its
    pipeline: BEGIN, the library's table lock, NOTIFY and INSERT, answered with the
    notification ids (a version conflict is raised there); then the read models' writes
    in a savepoint, and COMMIT, answered when the pipeline ends. The library's own insert
    takes five (BEGIN, the insert, a sync before the COMMIT, the COMMIT and a last sync
    each wait for the server: psycopg's transaction block and pipeline), and the read
    models took one more in a transaction of their own.

    The read models' statements are not answered before the COMMIT is sent: if one of
    them fails in the server (a tracking guard that finds positions elsewhere, a read
    model's statement), the server skips the rest and the COMMIT, and the save rolls back
    to the savepoint and commits the events alone, one more round trip, and tells the
    listeners (`WhileRecording.undone`). Where psycopg raises the server's refusal is
    not fixed (at a read model's read, a later statement, or the pipeline's end: when the
    answers arrive), and the events' transaction may be gone by then (a COMMIT refused
    at its end, by a deferred constraint): the events are then saved alone, the
    library's way, and the listeners told likewise. A refusal of the read models never
    refuses the events; an exception of the listeners' own (not the server's) fails the
    whole save, as on SQLite.

    A save of many events (an import's) is copied in as `PostgresRecorderWithCopy` does,
    and its read models follow after the commit: one statement of several megabytes
    never completes in psycopg's pipeline."""

    def __init__(self, datastore: PostgresDatastore, *, events_table_name: str = "stored_events"):
        super().__init__(datastore, events_table_name=events_table_name)
        from psycopg.sql import SQL, Identifier, Literal

        # The read models' statements name their tables without a schema; the library's
        # lock waits as long as its own insert's would. Both are set for the session, once
        # a connection (its first save's transaction commits them; a failed save closes
        # its connection): the library names its tables with their schema, and sets the
        # same lock timeout before each of its own inserts.
        quoted_schema = '"' + self.datastore.schema.replace('"', '""') + '"'
        self._session_settings = SQL(
            "SELECT set_config('search_path', {}, false), set_config('lock_timeout', {}, false)"
        ).format(Literal(quoted_schema), Literal(f"{self.datastore.lock_timeout}s"))
        self._set_up: weakref.WeakSet[Any] = weakref.WeakSet()  # connections with them
        self._lock_table_statement = SQL("LOCK TABLE {}.{} IN EXCLUSIVE MODE").format(
            Identifier(self.datastore.schema), Identifier(self.events_table_name)
        )

    @retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def insert_events(
        self, stored_events: Sequence[StoredEvent], **kwargs: Any
    ) -> Sequence[int] | None:
        while_recording = kwargs.pop(WHILE_RECORDING, None)
        if (
            not isinstance(while_recording, WhileRecording)
            or not stored_events
            or len(stored_events) >= postgres_recorder.COPIED_FROM
            or self.datastore.enable_db_functions
        ):
            ids: Sequence[int] | None = super().insert_events(stored_events, **kwargs)
            return ids
        with self.datastore.get_connection() as connection:
            try:
                saved = self._save(connection, stored_events, while_recording)
                if _owes_deallocate_all(connection):
                    connection.close()
                return saved
            except _ReadModelsRefused:
                # The events' transaction ended with them unsaved (closing the connection
                # rolls back what may be left of it).
                connection.close()
            except BaseException:
                # After a pipeline a failure cut short, psycopg's record of the statements it
                # prepared may no longer match the server's: the pool replaces the connection.
                connection.close()
                raise
        ids = super().insert_events(stored_events, **kwargs)  # a conflict is raised here
        while_recording.undone()
        return ids

    def _save(
        self, connection: Any, stored_events: Sequence[StoredEvent], while_recording: WhileRecording
    ) -> list[int]:
        from psycopg import Error

        notification_ids: list[int] | None = None
        failure: BaseException | None = None
        try:
            with connection.pipeline() as pipeline:
                try:
                    notification_ids = self._insert(connection, pipeline, stored_events)
                    self._queue_read_models(connection, notification_ids, while_recording)
                except BaseException as error:
                    failure = error  # the pipeline's end would warn of it otherwise
            # Its end waited for the COMMIT's answer, or raised the first error.
        except Error as error:
            failure = failure or error
        if failure is None and notification_ids is not None:
            return notification_ids
        if notification_ids is None or not isinstance(failure, Error):
            raise failure or RuntimeError("the save ended without its notification ids")
        # The events are inserted: a statement of the read models refused by the
        # server must not lose them.
        if not self._roll_back_read_models(connection):
            raise _ReadModelsRefused from failure
        connection.close()  # as after any failure cut a pipeline short (insert_events)
        while_recording.undone()
        return notification_ids

    def _insert(
        self, connection: Any, pipeline: Any, stored_events: Sequence[StoredEvent]
    ) -> list[int]:
        with connection.cursor() as cursor:
            # BEGIN as a statement of the pipeline: psycopg's transaction block would
            # wait for the server's answer to it.
            cursor.execute("BEGIN")
            if connection not in self._set_up:
                cursor.execute(self._session_settings)
                self._set_up.add(connection)
            # The library's table lock (less its own SET of lock_timeout), NOTIFY, INSERT.
            cursor.execute(self._lock_table_statement, prepare=True)
            self._notify_channel(cursor)
            PostgresAggregateRecorder._insert_stored_events(self, cursor, stored_events)
            pipeline.sync()
            return list(self._fetch_ids_after_insert_events(cursor, stored_events) or ())

    @staticmethod
    def _queue_read_models(
        connection: Any, notification_ids: Sequence[int], while_recording: WhileRecording
    ) -> None:
        from psycopg import RawCursor
        from psycopg.rows import tuple_row

        with RawCursor(connection, row_factory=tuple_row) as raw:
            raw.execute("SAVEPOINT while_recording")
            cursor = postgres_cursor(raw)
            try:
                while_recording(cursor, notification_ids)
            finally:
                cursor.close()
            raw.execute("COMMIT")  # which ends the savepoint with the rest: no RELEASE

    @staticmethod
    def _roll_back_read_models(connection: Any) -> bool:
        """Rolls back what the listeners wrote and commits the events; False if that
        could not be done (the transaction ended: its COMMIT failed, the connection
        broke; or the savepoint is gone), and the events are not saved."""
        from psycopg import Error
        from psycopg.pq import TransactionStatus

        open_ = (TransactionStatus.INTRANS, TransactionStatus.INERROR)
        if connection.closed or connection.info.transaction_status not in open_:
            return False
        try:
            with connection.pipeline(), connection.cursor() as cursor:
                cursor.execute("ROLLBACK TO SAVEPOINT while_recording")
                cursor.execute("COMMIT")
        except Error:
            return False
        return True


class _ReadModelsRefused(Exception):
    """The server refused the read models' writes and the events' transaction could not
    be committed without them: the events are to be saved alone."""


def _owes_deallocate_all(connection: Any) -> bool:
    """Whether psycopg cleared its record of the statements it prepared on `connection`
    and has yet to tell the server (DEALLOCATE ALL). It clears it when a statement answers
    ROLLBACK, as a ROLLBACK TO SAVEPOINT does (the runner's, after a read model raised
    inside the save), and if that answer is read at the pipeline's end, the server is told
    only at the end of the connection's next statement: when that statement prepares
    itself at once (the library's load of an aggregate does), psycopg keeps the name of a
    statement the server has just forgotten, and every later load on the connection fails
    with 'prepared statement "_pg3_N" does not exist'. Such a connection is closed, and
    the pool replaces it. (psycopg 3.3's own record, pinned in constraints.txt; a
    deallocation of one name, as psycopg's cache rotates, is harmless.)"""
    prepared = getattr(connection, "_prepared", None)
    return None in getattr(prepared, "_to_flush", ())
