"""A thin adapter over SQLite and PostgreSQL for the read-model tables.

SQL is written once, with numbered placeholders (`$1`, `$2`, ...), which both stores read
as they are: PostgreSQL natively (psycopg's `RawCursor` sends the statement unchanged),
SQLite as named parameters (the adapter binds `{"1": ..., "2": ...}`). No statement is
rewritten on its way to either. `marks` numbers a run of placeholders, and `Params`
hands them out while a statement is built piece by piece.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from functools import lru_cache
from typing import Any, Protocol

Row = tuple[Any, ...]
Column = tuple[str, str]  # a column's name and its SQL definition ("INTEGER NOT NULL")


class GuardFailed(Exception):
    """A transaction's guard (`Cursor.guard`) did not answer the rows it expected: the
    transaction was rolled back and wrote nothing."""


class Cursor(Protocol):
    def execute(self, sql: str, params: Sequence[Any] = ()) -> None: ...
    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...
    def guard(self, sql: str, params: Sequence[Any], rows: int) -> None:
        """Runs a statement that must answer exactly `rows` rows (an UPDATE ...
        RETURNING); otherwise the transaction writes nothing and raises `GuardFailed`.
        Meant as a transaction's first statement: the statements after it need not wait
        for its answer (on PostgreSQL the server checks the count)."""
        ...

    def fetchone(self) -> Row | None: ...
    def fetchall(self) -> list[Row]: ...
    @property
    def rowcount(self) -> int: ...


class Database(Protocol):
    dialect: str  # "sqlite" | "postgresql"

    def transaction(self) -> Any: ...  # a context manager yielding a Cursor
    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...
    def close(self) -> None: ...


class SQLiteDatabase:
    dialect = "sqlite"

    def __init__(self, path: str) -> None:
        self.path = path
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._lock = threading.Lock()

    def _connection(self) -> sqlite3.Connection:
        connection: sqlite3.Connection | None = getattr(self._local, "connection", None)
        if connection is None:
            connection = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, timeout=30
            )
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA busy_timeout=30000")
            # Read models can always be rebuilt from the event log, so their commits
            # need not wait for the disk; the event store keeps its own full sync.
            connection.execute("PRAGMA synchronous=NORMAL")
            self._local.connection = connection
            with self._lock:
                self._all.append(connection)
        return connection

    @contextmanager
    def transaction(self) -> Iterator[_SQLiteCursor]:
        connection = self._connection()
        cursor = connection.cursor()
        cursor.execute("BEGIN IMMEDIATE")
        try:
            yield _SQLiteCursor(cursor)
        except BaseException:
            cursor.execute("ROLLBACK")
            raise
        else:
            cursor.execute("COMMIT")
        finally:
            cursor.close()

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(self._connection().execute(sql, _named(params)).fetchall())

    def close(self) -> None:
        with self._lock:
            for connection in self._all:
                connection.close()
            self._all.clear()
        self._local = threading.local()


@lru_cache(maxsize=1024)
def marks(count: int, first: int = 1) -> str:
    """`$first, ..., $(first + count - 1)`: a run of numbered placeholders (the same
    few runs are asked for at every save)."""
    return ", ".join(f"${number}" for number in range(first, first + count))


class Params(list[object]):
    """The parameters of a statement built piece by piece: `params(value)` keeps the
    value and answers its placeholder, so the text and the values cannot drift apart."""

    def __call__(self, value: object) -> str:
        self.append(value)
        return f"${len(self)}"


def _named(params: Sequence[object]) -> dict[str, object]:
    """SQLite reads `$1` as a parameter named "1"."""
    return {str(number): value for number, value in enumerate(params, 1)}


def sqlite_cursor(cursor: sqlite3.Cursor) -> Cursor:
    """`cursor` (of any connection to the store's file, answering plain tuples) as a
    read model writes through it: the event store's, inside a save's transaction."""
    return _SQLiteCursor(cursor)


def postgres_cursor(cursor: Any) -> PostgresCursor:
    """`cursor` (a psycopg `RawCursor` answering plain tuples, of a connection whose
    `search_path` is the read models' schema) as a read model writes through it: the
    event store's, inside a save's transaction (`close` it when the transaction ends)."""
    return PostgresCursor(cursor)


class _SQLiteCursor:
    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self._cursor = cursor

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._cursor.execute(sql, _named(params))

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self._cursor.executemany(sql, [_named(row) for row in rows])

    def guard(self, sql: str, params: Sequence[Any], rows: int) -> None:
        """Counts the rows the statement changed, run without its RETURNING clause: SQLite
        takes four times as long over an UPDATE ... RETURNING as over the UPDATE."""
        statement, returning, _ = sql.rpartition(" RETURNING ")
        self.execute(statement if returning else sql, params)
        changed = self._cursor.rowcount if returning else len(self.fetchall())
        if changed != rows:
            raise GuardFailed(sql)

    def fetchone(self) -> Row | None:
        row: Row | None = self._cursor.fetchone()
        return row

    def fetchall(self) -> list[Row]:
        return list(self._cursor.fetchall())

    @property
    def rowcount(self) -> int:
        return self._cursor.rowcount


class PostgresCursor:
    def __init__(self, cursor: Any) -> None:
        self._cursor = cursor
        self._guards: list[Any] = []  # the cursors of this transaction's guards

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._cursor.execute(sql, tuple(params))

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            self._cursor.executemany(sql, [tuple(row) for row in rows])

    def guard(self, sql: str, params: Sequence[Any], rows: int) -> None:
        """The server counts the rows and divides by zero when the count is off, which
        aborts the transaction: the pipeline sends what follows without waiting for the
        answer, and the COMMIT at its end does nothing. Its own cursor keeps its answer
        apart from the statements after it."""
        from psycopg import RawCursor
        from psycopg.rows import tuple_row

        guard = RawCursor(self._cursor.connection, row_factory=tuple_row)
        self._guards.append(guard)
        guard.execute(
            f"WITH guarded AS ({sql}) SELECT 1 / (count(*) = ${len(params) + 1})::int FROM guarded",
            (*params, rows),
        )

    def failed_guard(self, error: BaseException) -> bool:
        """Whether `error` is a guard's count found off: the guard's statement failed
        (no answer of its own) with the division by zero."""
        from psycopg.errors import DivisionByZero

        return isinstance(error, DivisionByZero) and any(
            guard.pgresult is None for guard in self._guards
        )

    def close(self) -> None:
        for guard in self._guards:
            guard.close()

    def fetchone(self) -> Row | None:
        row = self._cursor.fetchone()
        return None if row is None else tuple(row)

    def fetchall(self) -> list[Row]:
        return [tuple(row) for row in self._cursor.fetchall()]

    @property
    def rowcount(self) -> int:
        return int(self._cursor.rowcount)


def roll_back_open_transaction(connection: Any) -> None:
    """Ends a transaction a failure left open (or in error), so the pool gets the
    connection back idle. psycopg's rollback also forgets the statements it prepared in
    a pipeline that the failure cut short. A broken connection is the pool's to replace."""
    from psycopg import Error
    from psycopg.pq import TransactionStatus

    if connection.closed or connection.info.transaction_status == TransactionStatus.IDLE:
        return
    with suppress(Error):
        connection.rollback()


class PostgresDatabase:
    dialect = "postgresql"

    def __init__(self, conninfo: str, max_size: int = 8) -> None:
        from psycopg import RawCursor
        from psycopg_pool import ConnectionPool

        # Autocommit: a lone query needs no COMMIT round trip; transaction() still
        # wraps its statements in BEGIN ... COMMIT.
        self._pool = ConnectionPool(
            conninfo,
            min_size=1,
            max_size=max_size,
            kwargs={"autocommit": True, "cursor_factory": RawCursor},
            open=True,
        )

    @contextmanager
    def transaction(self) -> Iterator[PostgresCursor]:
        """Pipeline mode sends the statements without waiting for each reply; the
        connection waits only where a result is read, and once at the end. BEGIN and
        COMMIT are sent as statements of the pipeline: psycopg's own transaction block
        synchronises the pipeline on entry and exit, which cost more than the writes
        (an empty transaction 0.36 ms against 0.14 ms, three updates 0.50 against 0.21;
        bench figures in the README). If anything fails, nothing is committed and the
        connection goes back to the pool out of any transaction."""
        with self._pool.connection() as connection:
            cursor: PostgresCursor | None = None
            try:
                with connection.pipeline(), connection.cursor() as raw:
                    raw.execute("BEGIN")
                    cursor = PostgresCursor(raw)
                    yield cursor
                    raw.execute("COMMIT")
            except BaseException as error:
                roll_back_open_transaction(connection)
                if cursor is not None and cursor.failed_guard(error):
                    raise GuardFailed(str(error)) from error
                raise
            finally:
                if cursor is not None:
                    cursor.close()

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        with self._pool.connection() as connection:
            rows = connection.execute(sql, tuple(params)).fetchall()
        return [tuple(row) for row in rows]

    def close(self) -> None:
        self._pool.close()
