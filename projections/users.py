"""Users: who holds which token hash and role, for authentication and the admins' list.

`user_generation` counts the events that can make a token known to a server process
wrong (a role changed, a token rotated or revoked); it is written in the same
transaction as the users' rows, so a process that reads a new number also reads the
rows that changed with it. Every server process reads it on each request and forgets
the tokens it knows when it moved (api/tokens.py), so a revoked token is refused at
once everywhere. Registrations do not move it: a new token cannot be known yet.

The table is not the first version's `users` (which had no `active` column): under a
new name and projection name, an existing store builds it from the log on its next
start.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from typing import ClassVar, TypedDict

from domain.rules.errors import RuleViolation
from domain.user import User, check_user_name
from projections.base import WritesAsItGoes, event_dispatch
from projections.database import Cursor, Database, Params

GENERATION_TABLE = "user_generation"
GENERATION_QUERY = f"SELECT generation FROM {GENERATION_TABLE} WHERE id = 1"


def _update(cursor: Cursor, event: User.Event, changes: Mapping[str, object]) -> None:
    params = Params()
    assignments = ", ".join(
        f"{column} = {params(value)}"
        for column, value in {**changes, "updated_at": _at(event)}.items()
    )
    cursor.execute(
        f"UPDATE user_accounts SET {assignments} "
        f"WHERE user_id = {params(str(event.originator_id))}",
        params,
    )
    cursor.execute(
        f"INSERT INTO {GENERATION_TABLE} (id, generation) VALUES (1, 1) "
        f"ON CONFLICT (id) DO UPDATE SET generation = {GENERATION_TABLE}.generation + 1"
    )


def _at(event: User.Event) -> str:
    return str(event.timestamp.isoformat())


class UserRow(TypedDict):
    name: str
    role: str
    created_at: str
    active: bool


class UserDirectory(WritesAsItGoes):
    name: ClassVar[str] = "user_accounts"
    tables: ClassVar[dict[str, str]] = {
        "user_accounts": "name TEXT PRIMARY KEY, user_id TEXT NOT NULL UNIQUE, "
        "role TEXT NOT NULL, token_hash TEXT UNIQUE, active INTEGER NOT NULL, "
        "created_at TEXT NOT NULL, updated_at TEXT NOT NULL",
        GENERATION_TABLE: "id INTEGER PRIMARY KEY, generation BIGINT NOT NULL",
    }
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = ()

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Events of other aggregates change no user."""

    @process.register(User.Registered)
    def _registered(self, event: User.Registered, cursor: Cursor) -> None:
        cursor.execute(
            "INSERT INTO user_accounts "
            "(name, user_id, role, token_hash, active, created_at, updated_at) "
            "VALUES ($1, $2, $3, $4, 1, $5, $6)",
            (
                event.name,
                str(event.originator_id),
                event.role,
                event.token_hash,
                _at(event),
                _at(event),
            ),
        )

    @process.register(User.RoleChanged)
    def _role_changed(self, event: User.RoleChanged, cursor: Cursor) -> None:
        _update(cursor, event, {"role": event.role})

    @process.register(User.TokenRotated)
    def _token_rotated(self, event: User.TokenRotated, cursor: Cursor) -> None:
        _update(cursor, event, {"token_hash": event.token_hash, "active": 1})

    @process.register(User.TokenRevoked)
    def _token_revoked(self, event: User.TokenRevoked, cursor: Cursor) -> None:
        _update(cursor, event, {"token_hash": None, "active": 0})

    # ---- queries -------------------------------------------------------------------
    @staticmethod
    def by_token_hash(database: Database, token_hash: str) -> tuple[str, str] | None:
        """The active user holding this token: (name, role)."""
        rows = database.query(
            "SELECT name, role FROM user_accounts WHERE token_hash = $1 AND active = 1",
            (token_hash,),
        )
        return (str(rows[0][0]), str(rows[0][1])) if rows else None

    @staticmethod
    def generation(database: Database) -> int:
        rows = database.query(GENERATION_QUERY)
        return int(rows[0][0]) if rows else 0

    @staticmethod
    def active_admins(database: Database) -> list[str]:
        rows = database.query("SELECT name FROM user_accounts WHERE role = 'admin' AND active = 1")
        return [str(row[0]) for row in rows]

    @staticmethod
    def page(
        database: Database, limit: int, after: str | None, role: str | None
    ) -> tuple[list[UserRow], str | None]:
        """Users ordered by name (byte order on both stores), at most `limit` after the
        name the cursor `after` holds; the cursor of the next page, or None at the end."""
        # Byte order on both stores: PostgreSQL's default collation may follow a locale.
        name = 'name COLLATE "C"' if database.dialect == "postgresql" else "name"
        conditions, params = ["1 = 1"], Params()
        if after is not None:
            conditions.append(f"{name} > {params(decode_cursor(after))}")
        if role is not None:
            conditions.append(f"role = {params(role)}")
        rows = database.query(
            "SELECT name, role, created_at, active FROM user_accounts "
            f"WHERE {' AND '.join(conditions)} ORDER BY {name} LIMIT {params(limit + 1)}",
            params,
        )
        users: list[UserRow] = [
            {"name": str(n), "role": str(r), "created_at": str(c), "active": bool(a)}
            for n, r, c, a in rows[:limit]
        ]
        more = len(rows) > limit
        return users, encode_cursor(str(rows[limit - 1][0])) if more else None


def encode_cursor(name: str) -> str:
    return base64.urlsafe_b64encode(name.encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> str:
    """The user name a cursor holds; 422 for anything this module did not hand out."""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        name = base64.b64decode(padded.encode("ascii"), altchars=b"-_", validate=True).decode()
        return check_user_name(name)
    except (ValueError, binascii.Error, UnicodeError, RuleViolation):
        raise RuleViolation("The cursor is not one this list handed out.") from None
