"""The published CSV over HTTP on both stores: a pair named like a formula is shown as
text (a leading `'`, OWASP's advice against CSV injection), a negative score stays a
number, and the HTML shows the name as it was given."""

from __future__ import annotations

import csv
import io

from tests.e2e.table import Server

FORMULA = '=HYPERLINK("http://example.invalid","prize")'


def test_a_pair_named_like_a_formula_is_text_in_the_csv(server: Server) -> None:
    director = server.person("tdcsv", "director")
    made = director.post("/sessions", {"name": "Formula night", "scoring": "MP"})
    assert made.status_code == 201, made.text
    base = f"/sessions/{made.json()['id']}"
    for pair, names in (("1", FORMULA), ("2", "-Ann & Bo")):
        assert director.put(f"{base}/pairs/{pair}", {"names": names}).status_code == 200
    result = {"board_number": 1, "ns": "1", "ew": "2", "contract": "3NT", "declarer": "S",
              "tricks": 8}  # fmt: skip
    assert director.post(f"{base}/results", result).status_code == 201

    answer = director.get(f"{base}/published", format="csv")
    assert answer.status_code == 200, answer.text
    records = list(csv.DictReader(io.StringIO(answer.text, newline="")))
    shown = {r["pair"]: r["names"] for r in records if r["section"] == "ranking"}
    assert shown == {"1": "'" + FORMULA, "2": "'-Ann & Bo"}
    [row] = [r for r in records if r["section"] == "traveller"]
    assert (row["ns"], row["ew"], row["score_ns"]) == ("1", "2", "-50")
    html = director.get(f"{base}/published", format="html").text
    assert "=HYPERLINK(&quot;http://example.invalid&quot;,&quot;prize&quot;)" in html
