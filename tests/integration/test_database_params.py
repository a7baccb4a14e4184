"""SQL written with numbered placeholders (`$1`, `$2`) binds the same on both stores, a
placeholder may stand more than once, and literals holding `?`, `%` or `$1` are left as
they are: no statement is rewritten on its way to either store."""

from __future__ import annotations

from api.services import Services
from projections.database import Params, marks


def test_like_with_a_literal_percent_and_a_literal_question_mark(services: Services) -> None:
    database = services.database
    with database.transaction() as cursor:
        cursor.execute("CREATE TABLE params_probe (sequence TEXT NOT NULL, note TEXT NOT NULL)")
        for sequence, note in (("1n-(p)-2c", "Stayman?"), ("1n-(p)-2d", "100%"), ("1s", "?")):
            cursor.execute(
                f"INSERT INTO params_probe (sequence, note) VALUES ({marks(2)})", (sequence, note)
            )
        cursor.execute(
            "SELECT sequence FROM params_probe WHERE sequence LIKE '1n%' AND note <> $1 "
            "ORDER BY sequence",
            ("?",),
        )
        assert cursor.fetchall() == [("1n-(p)-2c",), ("1n-(p)-2d",)]
    rows = database.query(
        "SELECT sequence, 'what $1?' FROM params_probe WHERE note = '?' OR note LIKE $1 "
        "ESCAPE '\\'",
        ("%\\%",),
    )
    assert sorted(rows) == [("1n-(p)-2d", "what $1?"), ("1s", "what $1?")]
    ending = database.query("SELECT note FROM params_probe WHERE note LIKE '%?'")
    assert sorted(ending) == [("?",), ("Stayman?",)]
    assert database.query("SELECT COUNT(*) FROM params_probe WHERE note = 'it''s ?'") == [(0,)]


def test_a_placeholder_stands_twice_and_params_number_themselves(services: Services) -> None:
    database = services.database
    with database.transaction() as cursor:
        cursor.execute("CREATE TABLE params_twice (a TEXT NOT NULL, b TEXT NOT NULL)")
        cursor.executemany(
            f"INSERT INTO params_twice (a, b) VALUES ({marks(2)})",
            [("x", "x"), ("x", "y"), ("y", "y")],
        )
    assert database.query("SELECT COUNT(*) FROM params_twice WHERE a = $1 AND b = $1", ("x",)) == [
        (1,)
    ]
    params = Params()
    where = f"a = {params('y')} OR (b = {params('y')} AND a = {params('x')})"
    assert params == ["y", "y", "x"]
    assert sorted(database.query(f"SELECT a, b FROM params_twice WHERE {where}", params)) == [
        ("x", "y"),
        ("y", "y"),
    ]


def test_marks_number_a_run_of_placeholders() -> None:
    assert marks(3) == "$1, $2, $3"
    assert marks(2, 4) == "$4, $5"
