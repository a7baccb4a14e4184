"""A read-model transaction commits all of its writes or none, on both stores, and a
failure leaves the connection fit for the next transaction; a guard that misses its rows
undoes the whole transaction."""

from __future__ import annotations

import pytest

from api.services import Services
from projections.database import Cursor, GuardFailed


def _rows(services: Services) -> list[tuple[object, ...]]:
    return sorted(services.database.query("SELECT name FROM probe_rows"))


@pytest.fixture
def table(services: Services) -> Services:
    with services.database.transaction() as cursor:
        cursor.execute("CREATE TABLE probe_rows (name TEXT PRIMARY KEY)")
    return services


def test_all_writes_of_a_transaction_are_committed_together(table: Services) -> None:
    with table.database.transaction() as cursor:
        cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("a",))
        cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("b",))
    assert _rows(table) == [("a",), ("b",)]


def test_a_failing_statement_writes_nothing_and_the_next_transaction_works(
    table: Services,
) -> None:
    for _ in range(3):  # more times than the pool has idle connections to hide a bad one
        with (
            pytest.raises(Exception, match=r"(?i)unique|duplicate"),
            table.database.transaction() as cursor,
        ):
            cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("a",))
            cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("a",))
            cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("c",))
    assert _rows(table) == []
    with table.database.transaction() as cursor:
        cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("d",))
    assert _rows(table) == [("d",)]


def test_an_error_raised_between_statements_rolls_back_what_was_sent(table: Services) -> None:
    for _ in range(3):
        with (
            pytest.raises(RuntimeError, match="read model failed"),
            table.database.transaction() as cursor,
        ):
            cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("a",))
            cursor.execute("SELECT COUNT(*) FROM probe_rows")
            assert cursor.fetchone() == (1,)  # visible inside, before the failure
            raise RuntimeError("read model failed")
    assert _rows(table) == []
    with table.database.transaction() as cursor:
        cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("e",))
    assert _rows(table) == [("e",)]


def _guard(cursor: Cursor, name: str) -> None:
    cursor.guard("DELETE FROM probe_rows WHERE name = $1 RETURNING name", (name,), rows=1)


def test_a_guard_that_finds_its_rows_lets_the_transaction_commit(table: Services) -> None:
    with table.database.transaction() as cursor:
        cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("a",))
    with table.database.transaction() as cursor:
        _guard(cursor, "a")
        cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("b",))
    assert _rows(table) == [("b",)]


def test_a_guard_that_misses_its_rows_writes_nothing_however_far_the_transaction_went(
    table: Services,
) -> None:
    with table.database.transaction() as cursor:
        cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("a",))
    for _ in range(3):  # more times than the pool has idle connections to hide a bad one
        with pytest.raises(GuardFailed), table.database.transaction() as cursor:
            _guard(cursor, "z")
            cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("b",))
        with pytest.raises(GuardFailed), table.database.transaction() as cursor:
            _guard(cursor, "z")
            cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("c",))
            cursor.execute("SELECT COUNT(*) FROM probe_rows")  # a read waits for the answer
            cursor.fetchone()
            raise AssertionError("the read must have found the guard failed")
    assert _rows(table) == [("a",)]
    with table.database.transaction() as cursor:
        _guard(cursor, "a")
        cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("d",))
    assert _rows(table) == [("d",)]


def test_a_failure_after_a_guard_that_held_is_not_taken_for_the_guard(table: Services) -> None:
    """PostgreSQL's guard fails by dividing by zero; a later statement that does so is
    that statement's failure. (SQLite's guard raises at once, and SQLite divides by zero
    into NULL.)"""
    if table.database.dialect == "sqlite":
        pytest.skip("SQLite's guard raises at once")
    with table.database.transaction() as cursor:
        cursor.execute("INSERT INTO probe_rows (name) VALUES ($1)", ("a",))
    with (
        pytest.raises(Exception, match=r"(?i)division by zero") as raised,
        table.database.transaction() as cursor,
    ):
        _guard(cursor, "a")
        cursor.execute("SELECT 1 / COUNT(*) FROM probe_rows")  # none left
        cursor.fetchone()
    assert not isinstance(raised.value, GuardFailed)
    assert _rows(table) == [("a",)]
