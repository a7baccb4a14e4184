"""Users: who holds which token hash, for authentication."""

from __future__ import annotations

from typing import Any, ClassVar

from projections.base import aggregate_type
from projections.database import Cursor, Database


class UserDirectory:
    name: ClassVar[str] = "users"
    tables: ClassVar[dict[str, str]] = {
        "users": "name TEXT PRIMARY KEY, role TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE, "
        "registered_at TEXT NOT NULL",
    }
    indexes: ClassVar[tuple[str, ...]] = ()

    def process(self, cursor: Cursor, event: Any) -> None:
        if aggregate_type(event) == "User" and type(event).__name__ == "Registered":
            cursor.execute(
                "INSERT INTO users (name, role, token_hash, registered_at) VALUES (?, ?, ?, ?)",
                (event.name, event.role, event.token_hash, event.timestamp.isoformat()),
            )

    @staticmethod
    def by_token_hash(database: Database, token_hash: str) -> tuple[str, str] | None:
        rows = database.query("SELECT name, role FROM users WHERE token_hash = ?", (token_hash,))
        return (str(rows[0][0]), str(rows[0][1])) if rows else None
