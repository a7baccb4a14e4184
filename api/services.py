"""Wires the application, the read-model database and the projection runner together."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from api.event_tables import scoring_env
from api.hand_record_preparer import HandRecordPreparer
from api.live import LiveBoards
from api.robot_mind import (
    LibraryRobotMind,
    call_samples_from_env,
    competing_samples_from_env,
    samples_from_env,
)
from api.settings import Settings
from api.system_catalog import LazyLibraryCatalog
from api.table_board_results import TableBoardResults
from api.tokens import PostgresGeneration, SQLiteGeneration, TokenCache, UserGeneration
from domain.application import BridgeLedger
from domain.scoring_application import ScoringLedger
from domain.systems_application import SystemsLedger
from projections import all_projections, deal_analyses, scoring_projections, system_projections
from projections.base import Projection
from projections.database import Database, PostgresDatabase, SQLiteDatabase
from projections.recorders import SQLiteRecorderWithReadModels
from projections.runner import ProjectionRunner


@dataclass
class Services:
    settings: Settings
    app: BridgeLedger
    database: Database
    runner: ProjectionRunner
    systems: SystemsLedger
    systems_runner: ProjectionRunner
    scoring: ScoringLedger
    scoring_runner: ProjectionRunner
    known_tokens: TokenCache  # token hash -> user: bounded, forgotten when users change
    live: LiveBoards  # the open streams of boards (GET /boards/{id}/stream)
    hand_records: HandRecordPreparer  # a session's deals solved as soon as it names them
    table_boards: TableBoardResults  # enters a session's table boards' results
    _stopping: threading.Event = field(default_factory=threading.Event)

    def start_retrying(self, every_seconds: float = 1.0) -> None:
        """Retries failed read models in the background, so that they recover even when
        no command comes to trigger a catch-up."""

        def loop() -> None:
            while not self._stopping.wait(every_seconds):
                for runner in self.runners:
                    runner.retry_due()
                self.table_boards.catch_up()  # boards finished by another process

        threading.Thread(target=loop, name="read-model-retry", daemon=True).start()

    @property
    def runners(self) -> list[ProjectionRunner]:
        return [self.runner, self.systems_runner, self.scoring_runner]

    def close(self) -> None:
        self._stopping.set()
        self.hand_records.close()
        self.live.close()
        self.known_tokens.close()
        self.database.close()
        self.systems.close()
        self.scoring.close()
        self.app.close()
        if isinstance(self.app.recorder, SQLiteRecorderWithReadModels):
            self.app.recorder.close()


class StoreMissing(Exception):
    """A command that works on an existing store was pointed at none."""


class Projecting(StrEnum):
    """Where the read models are written: in this process, right after each save (the
    default), or by another process (`bridge-ledger project`) that this one waits for
    after each save, so that the client that wrote reads what it wrote."""

    HERE = "here"
    ELSEWHERE = "elsewhere"


def open_services(
    settings: Settings,
    projections: Sequence[Projection] | None = None,
    *,
    create: bool = True,
    projecting: Projecting = Projecting.HERE,
) -> Services:
    """`projections` replaces the read models (tests inject a failing one). With `create`
    False a store that does not exist yet is refused instead of made: only `serve` and
    `users add` may make one (a command run from the wrong folder must not leave an empty
    store behind)."""
    if not create:
        require_store(settings)
    prepare_store(settings)
    watch: UserGeneration
    if settings.store == "postgresql":
        database: Database = PostgresDatabase(_read_model_conninfo(settings))
        watch = PostgresGeneration(_read_model_conninfo(settings))
    else:
        env = settings.eventsourcing_env()
        database = SQLiteDatabase(env["SQLITE_DBNAME"])
        watch = SQLiteGeneration(database)
    deal_analyses.create_table(database)
    app = BridgeLedger(env=_board_log_env(settings, projecting))
    runner = ProjectionRunner(
        app, database, all_projections() if projections is None else projections
    )
    systems, systems_runner = open_systems(settings, database, app)
    app.robot_mind = LibraryRobotMind(
        systems, database, samples_from_env(), call_samples_from_env(),
        competing_samples_from_env(),
    )  # fmt: skip
    scoring = ScoringLedger(env=scoring_env(settings.eventsourcing_env()))
    scoring_runner = ProjectionRunner(scoring, database, scoring_projections())
    # Read-your-writes: every save is in the read models before its command returns.
    for source, each in ((app, runner), (systems, systems_runner), (scoring, scoring_runner)):
        if projecting is Projecting.HERE:
            each.catch_up()
            source.after_save(each.project_recorded)
            if source is app:
                app.while_saving(each.project_in_transaction, each.undone_in_transaction)
        else:
            source.after_save(each.wait_for_recorded)
    # After the read models: a woken stream reads the board its event changed.
    live = LiveBoards(app.recorder)
    app.after_save(live.recorded)
    hand_records = HandRecordPreparer(app, scoring, database)
    scoring.after_save(hand_records.recorded)
    # After the read models: a finished table board's result is read as it stands.
    table_boards = TableBoardResults(app, scoring, database)
    table_boards.catch_up()
    app.after_save(table_boards.recorded)
    return Services(
        settings,
        app,
        database,
        runner,
        systems,
        systems_runner,
        scoring,
        scoring_runner,
        TokenCache(watch),
        live,
        hand_records,
        table_boards,
    )


def _board_log_env(settings: Settings, projecting: Projecting) -> dict[str, str]:
    """The board log's settings: when the read models are projected here, a recorder
    that writes them in each save's own transaction (one commit a card instead of two;
    they share the events' SQLite file or PostgreSQL schema); on PostgreSQL, a save of
    many events (an import's) is copied into the table either way."""
    env = settings.eventsourcing_env()
    recorder: type | None = None
    # PostgreSQL's recorders are imported only for it: psycopg costs a command line on
    # SQLite 0.1 s of its start.
    if projecting is Projecting.HERE and settings.store == "sqlite":
        recorder = SQLiteRecorderWithReadModels
    elif projecting is Projecting.HERE:
        from projections.postgres_read_models import PostgresRecorderWithReadModels

        recorder = PostgresRecorderWithReadModels
    elif settings.store == "postgresql":
        from projections.postgres_recorder import PostgresRecorderWithCopy

        recorder = PostgresRecorderWithCopy
    if recorder is not None:
        env["APPLICATION_RECORDER_TOPIC"] = f"{recorder.__module__}:{recorder.__name__}"
    return env


def open_systems(
    settings: Settings, database: Database, app: BridgeLedger
) -> tuple[SystemsLedger, ProjectionRunner]:
    """The bidding systems' application, with the library behind its port and the users
    `app` knows (a system is shared with one of them), and the runner of its read models
    (the PID), beside the boards' own."""
    systems = SystemsLedger(
        LazyLibraryCatalog(), app.registered_name, env=settings.eventsourcing_env()
    )
    return systems, ProjectionRunner(systems, database, system_projections())


def _read_model_conninfo(settings: Settings) -> str:
    """The read models' connections: in the store's schema, and committing without
    waiting for the disk, as SQLite's read models do. They can always be rebuilt from
    the event log; a crash loses at most their last commits, tracking positions
    included, and the next catch-up does that work again."""
    import psycopg.conninfo

    options = f"-c search_path={settings.postgres_schema} -c synchronous_commit=off"
    return psycopg.conninfo.make_conninfo(settings.postgres_conninfo, options=options)


def require_store(settings: Settings) -> None:
    if not store_exists(settings):
        where = settings.sqlite_path if settings.store == "sqlite" else "that PostgreSQL schema"
        raise StoreMissing(
            f"There is no store at {where}; give the --data-dir or --database-url that "
            "`bridge-ledger serve` uses (serve or `users add` makes a new one)."
        )


def store_exists(settings: Settings) -> bool:
    """Whether the store holds the boards' event log, without creating anything."""
    if settings.store == "sqlite":
        path = settings.sqlite_path
        return path.is_file() and path.stat().st_size > 0
    import psycopg

    with psycopg.connect(settings.postgres_conninfo, autocommit=True) as connection:
        row = connection.execute(
            "SELECT 1 FROM information_schema.tables WHERE table_schema = %s "
            "AND table_name = 'bridgeledger_events'",
            (settings.postgres_schema,),
        ).fetchone()
    return row is not None


def prepare_store(settings: Settings) -> None:
    """Create what the store needs before the event-store library connects to it."""
    if settings.store == "sqlite":
        # Every deal of every board is in this file: readable by its owner only.
        path = settings.sqlite_path
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.close(os.open(path, os.O_RDWR | os.O_CREAT, 0o600))
        if path.stat().st_mode & 0o077:
            path.chmod(0o600)
        return
    import psycopg
    from psycopg import sql

    with psycopg.connect(settings.postgres_conninfo, autocommit=True) as connection:
        connection.execute(
            sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(
                sql.Identifier(settings.postgres_schema)
            )
        )
