"""Event tables of their own for the applications beside the boards' on SQLite, where the
event-store library would otherwise give every application the same table name."""

from __future__ import annotations

from collections.abc import Mapping

from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteDatastore

from domain.scoring_application import SCORING_EVENTS_TABLE


class ScoringSQLiteRecorder(SQLiteApplicationRecorder):
    def __init__(
        self, datastore: SQLiteDatastore, events_table_name: str = SCORING_EVENTS_TABLE
    ) -> None:
        super().__init__(datastore, events_table_name)


def scoring_env(env: Mapping[str, str]) -> dict[str, str]:
    settings = dict(env)
    if settings.get("PERSISTENCE_MODULE") == "eventsourcing.sqlite":
        recorder = ScoringSQLiteRecorder
        settings["APPLICATION_RECORDER_TOPIC"] = f"{recorder.__module__}:{recorder.__name__}"
    return settings
