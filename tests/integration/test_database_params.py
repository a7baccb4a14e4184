"""SQL written with `?` placeholders binds the same on both stores, literals untouched."""

from __future__ import annotations

from api.services import Services
from projections.database import postgres_sql


def test_like_with_a_literal_percent_and_a_literal_question_mark(services: Services) -> None:
    database = services.database
    with database.transaction() as cursor:
        cursor.execute("CREATE TABLE params_probe (sequence TEXT NOT NULL, note TEXT NOT NULL)")
        for sequence, note in (("1n-(p)-2c", "Stayman?"), ("1n-(p)-2d", "100%"), ("1s", "?")):
            cursor.execute(
                "INSERT INTO params_probe (sequence, note) VALUES (?, ?)", (sequence, note)
            )
        cursor.execute(
            "SELECT sequence FROM params_probe WHERE sequence LIKE '1n%' AND note <> ? "
            "ORDER BY sequence",
            ("?",),
        )
        assert cursor.fetchall() == [("1n-(p)-2c",), ("1n-(p)-2d",)]
    rows = database.query(
        "SELECT sequence, 'what?' FROM params_probe WHERE note = '?' OR note LIKE ? ESCAPE '\\'",
        ("%\\%",),
    )
    assert sorted(rows) == [("1n-(p)-2d", "what?"), ("1s", "what?")]
    ending = database.query("SELECT note FROM params_probe WHERE note LIKE '%?'")
    assert sorted(ending) == [("?",), ("Stayman?",)]
    assert database.query("SELECT COUNT(*) FROM params_probe WHERE note = 'it''s ?'") == [(0,)]


def test_the_postgresql_rewrite_touches_only_placeholders() -> None:
    assert postgres_sql("SELECT 1 WHERE a LIKE '1n%' AND b = ?") == (
        "SELECT 1 WHERE a LIKE '1n%%' AND b = %s"
    )
    assert postgres_sql("SELECT 'why?', \"odd?col\" FROM t WHERE x = ? -- really?\n") == (
        "SELECT 'why?', \"odd?col\" FROM t WHERE x = %s -- really?\n"
    )
    assert postgres_sql("SELECT 'it''s ?' || ? , 5 % 2") == "SELECT 'it''s ?' || %s , 5 %% 2"
