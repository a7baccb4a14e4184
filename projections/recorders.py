"""The board log's SQLite recorder, which lets the read models be written in the same
transaction as the events they read (`SaveListeners.while_saving`): one commit a save
instead of two. The read models are in the same database file as the events on SQLite.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eventsourcing.persistence import StoredEvent
from eventsourcing.sqlite import SQLiteApplicationRecorder

from domain.save_listeners import WHILE_RECORDING
from projections.database import sqlite_cursor


class SQLiteRecorderWithReadModels(SQLiteApplicationRecorder):
    def insert_events(
        self, stored_events: Sequence[StoredEvent], **kwargs: Any
    ) -> Sequence[int] | None:
        while_recording = kwargs.pop(WHILE_RECORDING, None)
        if while_recording is None:
            return super().insert_events(stored_events, **kwargs)
        with self.datastore.transaction(commit=True) as cursor:
            notification_ids = self._insert_events(cursor, stored_events, **kwargs)
            if notification_ids:
                # A cursor of its own, answering plain tuples as the read models expect
                # (the library's answers rows by name).
                own = cursor.sqlite_cursor.connection.cursor()
                own.row_factory = None
                try:
                    while_recording(sqlite_cursor(own), notification_ids)
                finally:
                    own.close()
            return notification_ids
