"""What the user commands ask of the store beyond the User aggregate itself.

The last active admin keeps the role and the token (domain/user.py), which two
commands on two different users could break together: each would see the other admin
still active. So a command that may take an admin away runs alone among all the
processes on the store: under an advisory lock on PostgreSQL, a file lock beside the
SQLite file. Inside it the read models are brought up to the end of the log before the
admins are counted, and the command's own save is projected before the lock is let go.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager

from api.services import Services
from domain.user import AdminNames
from projections.users import UserDirectory

# Any fixed 32-bit number, the same in every process; the schema names the other half
# of pg_advisory_lock's key, so stores in other schemas do not wait on each other.
_ADMIN_CHANGES_LOCK = 0x62726964  # "brid"


def admin_names(services: Services) -> AdminNames:
    def names() -> list[str]:
        services.runner.catch_up()
        return UserDirectory.active_admins(services.database)

    return names


@contextmanager
def one_admin_change_at_a_time(services: Services) -> Iterator[None]:
    """Held in a worker thread for the length of one user command."""
    settings = services.settings
    if settings.store == "sqlite":
        path = settings.sqlite_path.with_name(settings.sqlite_path.name + ".users.lock")
        with os.fdopen(os.open(path, os.O_RDWR | os.O_CREAT, 0o600)) as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)
        return
    import psycopg

    with psycopg.connect(settings.postgres_conninfo, autocommit=True) as connection:
        key = (_ADMIN_CHANGES_LOCK, settings.postgres_schema)
        connection.execute("SELECT pg_advisory_lock(%s, hashtext(%s))", key)
        try:
            yield
        finally:
            connection.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", key)
