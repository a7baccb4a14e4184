"""Wires the application, the read-model database and the projection runner together."""

from __future__ import annotations

from dataclasses import dataclass, field

from api.settings import Settings
from domain.actors import Actor
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
    known_tokens: dict[str, Actor] = field(default_factory=dict)  # token hash -> user

    def close(self) -> None:
        self.database.close()
        self.app.close()


def open_services(settings: Settings) -> Services:
    prepare_store(settings)
    if settings.store == "postgresql":
        database: Database = PostgresDatabase(_with_search_path(settings))
    else:
        env = settings.eventsourcing_env()
        database = SQLiteDatabase(env["SQLITE_DBNAME"])
    app = BridgeLedger(env=settings.eventsourcing_env())
    runner = ProjectionRunner(app, database, all_projections())
    runner.catch_up()
    return Services(settings, app, database, runner)


def _with_search_path(settings: Settings) -> str:
    import psycopg.conninfo

    return psycopg.conninfo.make_conninfo(
        settings.postgres_conninfo, options=f"-c search_path={settings.postgres_schema}"
    )


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
