"""The board log's PostgreSQL recorder: a save of many events (an import's, tens of
thousands) is copied into the events table (COPY) in the save's transaction, instead of
being sent as the library sends every save, one array of composite values. psycopg
writes such an array as text, escaping every field of every event with a regular
expression, and the server parses that text whole before inserting a row: for an
import of 299 boards, half of what the save cost the client (bench/import.py), and
a wait on the server that grew faster than the file.

The events, their order and their notification ids are the library's: the table is
locked and its listeners notified as the library does, and the rows take their ids
from the table's sequence in the order they are copied.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eventsourcing.persistence import InterfaceError, OperationalError, StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder, PostgresDatastore
from eventsourcing.utils import retry
from psycopg.sql import SQL, Identifier

# A save of fewer events (a card, a call, a new board) goes the library's way, in one
# round trip; a copy costs three.
COPIED_FROM = 64


class PostgresRecorderWithCopy(PostgresApplicationRecorder):
    def __init__(
        self, datastore: PostgresDatastore, *, events_table_name: str = "stored_events"
    ) -> None:
        super().__init__(datastore, events_table_name=events_table_name)
        table = SQL("{schema}.{table}").format(
            schema=Identifier(datastore.schema), table=Identifier(events_table_name)
        )
        self._copy_statement = SQL(
            "COPY {table} (originator_id, originator_version, topic, state) "
            "FROM STDIN (FORMAT BINARY)"
        ).format(table=table)
        # The save holds the table's EXCLUSIVE lock, which no other insert passes: the
        # highest ids are its own rows'.
        self._last_ids_statement = SQL(
            "SELECT notification_id FROM {table} ORDER BY notification_id DESC LIMIT %s"
        ).format(table=table)

    def insert_events(
        self, stored_events: Sequence[StoredEvent], **kwargs: Any
    ) -> Sequence[int] | None:
        small = len(stored_events) < COPIED_FROM
        # A save with a tracking position (a process application's) records it with its
        # events as the library does.
        if small or self.datastore.enable_db_functions or kwargs.get("tracking") is not None:
            inserted: Sequence[int] | None = super().insert_events(stored_events, **kwargs)
            return inserted
        copied: list[int] = self._copy_events(stored_events)
        return copied

    @retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def _copy_events(self, stored_events: Sequence[StoredEvent]) -> list[int]:
        id_type = self.datastore.originator_id_type
        with (
            self.datastore.get_connection() as connection,
            connection.transaction(),
            connection.cursor() as cursor,
        ):
            self._lock_table(cursor)
            self._notify_channel(cursor)
            with cursor.copy(self._copy_statement) as copy:
                copy.set_types([id_type, "int8", "text", "bytea"])
                for event in stored_events:
                    originator_id = (
                        event.originator_id if id_type == "uuid" else str(event.originator_id)
                    )
                    copy.write_row(
                        (originator_id, event.originator_version, event.topic, event.state)
                    )
            cursor.execute(self._last_ids_statement, (len(stored_events),))
            notification_ids = [int(row["notification_id"]) for row in cursor.fetchall()]
        notification_ids.reverse()
        return notification_ids
