"""One setting chooses the store: BRIDGE_LEDGER_DATABASE_URL or --database-url (docs/design.md 2).

This is the only place that knows the event-store library's environment keys.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Literal
from urllib.parse import parse_qs, unquote, urlparse

DEFAULT_DATA_DIR = Path("./var")
SQLITE_FILE_NAME = "bridge_ledger.sqlite"


class SettingsError(ValueError):
    pass


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    database_url: str

    @classmethod
    def from_options(cls, data_dir: str | Path | None, database_url: str | None) -> Settings:
        directory = Path(data_dir) if data_dir else DEFAULT_DATA_DIR
        url = database_url or os.environ.get("BRIDGE_LEDGER_DATABASE_URL") or ""
        if not url:
            url = f"sqlite:///{directory / SQLITE_FILE_NAME}"
        return cls(directory, url)

    @property
    def store(self) -> Literal["sqlite", "postgresql"]:
        scheme = urlparse(self.database_url).scheme
        if scheme == "sqlite":
            return "sqlite"
        if scheme in ("postgresql", "postgres"):
            return "postgresql"
        raise SettingsError(
            f"The database URL '{self.database_url}' is not understood; use "
            "sqlite:///PATH or postgresql://USER:PASSWORD@HOST:PORT/DB."
        )

    @property
    def sqlite_path(self) -> Path:
        """What follows `sqlite:///`: `sqlite:///var/x.sqlite` is relative to the working
        directory, `sqlite:////srv/x.sqlite` absolute; a folder gets our file name."""
        text = self.database_url.split("?", 1)[0]
        prefix = "sqlite:///"
        if not text.startswith(prefix) or len(text) == len(prefix):
            raise SettingsError(
                f"The SQLite URL '{self.database_url}' names no path; write "
                "sqlite:///relative/path or sqlite:////absolute/path."
            )
        path = Path(unquote(text[len(prefix) :]))
        if path.is_dir() or not path.suffix:
            path = path / SQLITE_FILE_NAME
        return path

    @property
    def postgres_schema(self) -> str:
        values = parse_qs(urlparse(self.database_url).query).get("schema", ["public"])
        return values[0]

    @property
    def postgres_conninfo(self) -> str:
        """A libpq URL without our own `schema` parameter."""
        parsed = urlparse(self.database_url)
        return parsed._replace(scheme="postgresql", query="").geturl()

    def eventsourcing_env(self) -> dict[str, str]:
        if self.store == "sqlite":
            path = self.sqlite_path
            path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            return {
                "PERSISTENCE_MODULE": "eventsourcing.sqlite",
                "SQLITE_DBNAME": str(path),
                "SQLITE_LOCK_TIMEOUT": "30",
            }
        parsed = urlparse(self.database_url)
        return {
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "POSTGRES_DBNAME": parsed.path.lstrip("/"),
            "POSTGRES_HOST": parsed.hostname or "127.0.0.1",
            "POSTGRES_PORT": str(parsed.port or 5432),
            "POSTGRES_USER": unquote(parsed.username or "postgres"),
            "POSTGRES_PASSWORD": unquote(parsed.password or ""),
            "POSTGRES_SCHEMA": self.postgres_schema,
            "POSTGRES_POOL_SIZE": "8",
            "POSTGRES_MAX_OVERFLOW": "8",
        }
