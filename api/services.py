"""Wires the application, the read-model database and the projection runner together."""

from __future__ import annotations

from dataclasses import dataclass

from api.settings import Settings
from api.tokens import PostgresGeneration, SQLiteGeneration, TokenCache, UserGeneration
from domain.application import BridgeLedger
from projections import all_projections
from projections.database import Database, PostgresDatabase, SQLiteDatabase
from projections.runner import ProjectionRunner


@dataclass
class Services:
    settings: Settings
    app: BridgeLedger
    database: Database
    runner: ProjectionRunner
    known_tokens: TokenCache  # token hash -> user: bounded, forgotten when users change

    def close(self) -> None:
        self.known_tokens.close()
        self.database.close()
        self.app.close()


def open_services(settings: Settings) -> Services:
    prepare_store(settings)
    watch: UserGeneration
    if settings.store == "postgresql":
        database: Database = PostgresDatabase(_read_model_conninfo(settings))
        watch = PostgresGeneration(_read_model_conninfo(settings))
    else:
        env = settings.eventsourcing_env()
        database = SQLiteDatabase(env["SQLITE_DBNAME"])
        watch = SQLiteGeneration(database)
    app = BridgeLedger(env=settings.eventsourcing_env())
    runner = ProjectionRunner(app, database, all_projections())
    runner.catch_up()
    # Read-your-writes: every save is in the read models before its command returns.
    app.after_save(runner.project_recorded)
    return Services(settings, app, database, runner, TokenCache(watch))


def _read_model_conninfo(settings: Settings) -> str:
    """The read models' connections: in the store's schema, and committing without
    waiting for the disk, as SQLite's read models do. They can always be rebuilt from
    the event log; a crash loses at most their last commits, tracking positions
    included, and the next catch-up does that work again."""
    import psycopg.conninfo

    options = f"-c search_path={settings.postgres_schema} -c synchronous_commit=off"
    return psycopg.conninfo.make_conninfo(settings.postgres_conninfo, options=options)


def prepare_store(settings: Settings) -> None:
    """Create what the store needs before the event-store library connects to it."""
    if settings.store == "sqlite":
        settings.sqlite_path.parent.mkdir(parents=True, exist_ok=True)
        return
    import psycopg
    from psycopg import sql

    with psycopg.connect(settings.postgres_conninfo, autocommit=True) as connection:
        connection.execute(
            sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(
                sql.Identifier(settings.postgres_schema)
            )
        )
