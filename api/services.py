"""Wires the application, the read-model database and the projection runner together."""

from __future__ import annotations

from dataclasses import dataclass, field

from api.settings import Settings
from api.system_catalog import LazyLibraryCatalog
from domain.actors import Actor
from domain.application import BridgeLedger
from domain.systems_application import SystemsLedger
from projections import all_projections, system_projections
from projections.database import Database, PostgresDatabase, SQLiteDatabase
from projections.runner import ProjectionRunner


@dataclass
class Services:
    settings: Settings
    app: BridgeLedger
    database: Database
    runner: ProjectionRunner
    systems: SystemsLedger
    systems_runner: ProjectionRunner
    known_tokens: dict[str, Actor] = field(default_factory=dict)  # token hash -> user

    @property
    def runners(self) -> list[ProjectionRunner]:
        return [self.runner, self.systems_runner]

    def close(self) -> None:
        self.database.close()
        self.systems.close()
        self.app.close()


def open_services(settings: Settings) -> Services:
    prepare_store(settings)
    if settings.store == "postgresql":
        database: Database = PostgresDatabase(_read_model_conninfo(settings))
    else:
        env = settings.eventsourcing_env()
        database = SQLiteDatabase(env["SQLITE_DBNAME"])
    app = BridgeLedger(env=settings.eventsourcing_env())
    runner = ProjectionRunner(app, database, all_projections())
    runner.catch_up()
    # Read-your-writes: every save is in the read models before its command returns.
    app.after_save(runner.project_recorded)
    systems, systems_runner = open_systems(settings, database)
    return Services(settings, app, database, runner, systems, systems_runner)


def open_systems(settings: Settings, database: Database) -> tuple[SystemsLedger, ProjectionRunner]:
    """The bidding systems' application, with the library behind its port, and the
    runner of its read models (the PID), beside the boards' own."""
    systems = SystemsLedger(LazyLibraryCatalog(), env=settings.eventsourcing_env())
    runner = ProjectionRunner(systems, database, system_projections())
    runner.catch_up()
    systems.after_save(runner.project_recorded)
    return systems, runner


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
