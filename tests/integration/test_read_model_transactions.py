"""A read-model transaction commits all of its writes or none, on both stores, and a
failure leaves the connection fit for the next transaction."""

from __future__ import annotations

import pytest

from api.services import Services


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
