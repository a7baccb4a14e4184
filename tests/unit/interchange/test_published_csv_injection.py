"""The published CSV never hands a spreadsheet a formula: a pair's label or a player's
name that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a
leading `'` (OWASP, "CSV Injection"), and every other cell is written as it was."""

from __future__ import annotations

import csv
import io
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from api.published_csv import published_csv
from domain.rules.session_scoring import RankingLine
from interchange.published import AloneRow, PublishedBoard, PublishedResults, TravellerRow

TRIGGERS = "=+-@\t\r"


def expected_cell(text: str) -> str:
    """OWASP's advice, written out independently of the writer."""
    return "'" + text if text[:1] in tuple(TRIGGERS) else text


def traveller_row(ns: str, ew: str) -> TravellerRow:
    return TravellerRow(
        ns=ns, ew=ew, contract="4S", declarer="N", tricks=8, score_ns=-200, adjusted=None,
        mp_ns=0.0, mp_ew=2.0, percent_ns=0.0, percent_ew=100.0, imp_ns=-1.33, imp_ew=1.33,
    )  # fmt: skip


def session(labels: list[str], names: list[str | None]) -> PublishedResults:
    ranking = tuple(
        RankingLine(rank, label, 50.0 - rank, 50.0 - rank, 1, name)
        for rank, (label, name) in enumerate(zip(labels, names, strict=True), start=1)
    )
    rows = tuple(traveller_row(labels[i], labels[i + 1]) for i in range(0, len(labels) - 1, 2))
    alone = (AloneRow(labels[-1], "EW", 60, 1.2, 0.0),)
    board = PublishedBoard(1, rows, 2.0, None, alone)
    return PublishedResults("id-1", "Club evening", "MP", "2026-11-27", ranking, (board,))


def neutralised(results: PublishedResults) -> PublishedResults:
    """The same results with every label and name already as the CSV must show it."""

    def board(b: PublishedBoard) -> PublishedBoard:
        return replace(
            b,
            rows=tuple(replace(r, ns=expected_cell(r.ns), ew=expected_cell(r.ew)) for r in b.rows),
            alone=tuple(replace(a, pair=expected_cell(a.pair)) for a in b.alone),
        )

    ranking = tuple(
        replace(line, pair=expected_cell(line.pair),
                names=None if line.names is None else expected_cell(line.names))
        for line in results.ranking
    )  # fmt: skip
    return replace(results, ranking=ranking, boards=tuple(board(b) for b in results.boards))


texts = st.text(min_size=1, max_size=12) | st.sampled_from(
    ["=1+2", "+SUM(A1)", "-2+3", "@cmd", "\t=1", "\r=1", '=HYPERLINK("x")', "Smith & Jones"]
)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(texts, min_size=2, max_size=6, unique=True).flatmap(
        lambda labels: st.tuples(
            st.just(labels), st.lists(st.none() | texts, min_size=len(labels), max_size=len(labels))
        )
    )
)
def test_text_cells_are_neutralised_and_the_rest_is_unchanged(
    drawn: tuple[list[str], list[str | None]],
) -> None:
    results = session(*drawn)
    text = published_csv(results)
    # Already neutral text passes through byte for byte, so both must give the same file.
    assert text == published_csv(neutralised(results))
    records = list(csv.DictReader(io.StringIO(text, newline="")))
    ranking = [r for r in records if r["section"] == "ranking"]
    for record, line in zip(ranking, results.ranking, strict=True):
        assert record["pair"] == expected_cell(line.pair)
        assert record["names"] == expected_cell(line.names or "")
    travellers = [r for r in records if r["section"] == "traveller"]
    for record in travellers:
        assert not record["ns"].startswith(tuple(TRIGGERS))
        assert not record["ew"].startswith(tuple(TRIGGERS))
        if record["contract"]:  # a table's row: its negative figures stay numbers
            assert (record["score_ns"], record["imp_ns"]) == ("-200", "-1.33")


def test_a_formula_in_a_name_is_shown_not_run() -> None:
    results = session(["1", "2"], ['=HYPERLINK("http://x","win")', "-Ann & Bo"])
    records = list(csv.DictReader(io.StringIO(published_csv(results), newline="")))
    assert [r["names"] for r in records if r["section"] == "ranking"] == [
        '\'=HYPERLINK("http://x","win")',
        "'-Ann & Bo",
    ]
    table = next(r for r in records if r["contract"])
    figures = (table["ns"], table["ew"], table["score_ns"], table["imp_ns"])
    assert figures == ("1", "2", "-200", "-1.33")
