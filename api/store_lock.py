"""Who is using a store: every server holds it shared, a rebuild holds it alone.

A rebuild drops the read models and fills them again; a server reading them meanwhile
would list empty or half-built tables (11 empty board lists were seen during one
rebuild). So `rebuild` refuses to start while a server serves the same store, and a
server refuses to start during a rebuild. SQLite: an advisory file lock beside the
database; PostgreSQL: a session-level advisory lock named after the schema. Both are
released by the operating system or the server when the process ends, however it ends.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
from typing import Any

from api.settings import Settings


class StoreBusy(Exception):
    pass


class StoreLock:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._handle: Any = None

    def hold(self, *, alone: bool) -> None:
        """Takes the lock (shared, or `alone`) or raises StoreBusy at once."""
        got = self._hold_file(alone) if self.settings.store == "sqlite" else self._hold_pg(alone)
        if not got:
            raise StoreBusy(
                "A server is serving this store; stop it before rebuilding the read models."
                if alone
                else "The read models of this store are being rebuilt; start when that ends."
            )

    def _hold_file(self, alone: bool) -> bool:
        path = self.settings.sqlite_path.with_suffix(".lock")
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(descriptor, (fcntl.LOCK_EX if alone else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(descriptor)
            return False
        self._handle = descriptor
        return True

    def _hold_pg(self, alone: bool) -> bool:
        import psycopg

        key = int.from_bytes(
            hashlib.sha256(f"bridge-ledger:{self.settings.postgres_schema}".encode()).digest()[:8],
            "big",
            signed=True,
        )
        connection = psycopg.connect(self.settings.postgres_conninfo, autocommit=True)
        function = "pg_try_advisory_lock" if alone else "pg_try_advisory_lock_shared"
        row = connection.execute(f"SELECT {function}(%s)", (key,)).fetchone()
        if not (row and row[0]):
            connection.close()
            return False
        self._handle = connection
        return True

    def release(self) -> None:
        if self._handle is None:
            return
        if isinstance(self._handle, int):
            os.close(self._handle)  # closing the descriptor releases the lock
        else:
            self._handle.close()  # ending the session releases the lock
        self._handle = None
