"""The published results' PBN and USEBIO writers, read back: the PBN through our own reader
and the session rows the import makes of it, for many generated sessions (hypothesis);
the USEBIO structure element by element."""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET

from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from api.published_csv import published_csv
from api.published_html import published_html
from api.published_pdf import published_pdf
from domain.rules.session_scoring import RankingLine
from interchange.formats import RecordFormat, read_records
from interchange.published import (
    PublishedBoard,
    PublishedPenalty,
    PublishedResults,
    TravellerRow,
    figure,
)
from interchange.published_pbn import published_pbn
from interchange.records import GameRecord
from interchange.session_rows import session_rows
from interchange.usebio import usebio_xml

CONTRACTS = ["1NT", "2S", "3HX", "4SXX", "7NT", "Pass"]


@st.composite
def rows(draw: st.DrawFn, ns: str, ew: str) -> TravellerRow:
    adjusted = draw(st.sampled_from([None, None, None, (60, 40), (50, 50), (40, 40)]))
    contract = None if adjusted else draw(st.sampled_from(CONTRACTS))
    passed = contract == "Pass"
    scores = st.integers(-760, 760).map(lambda s: s * 10)
    score = None if adjusted else 0 if passed else draw(scores)
    mp = draw(st.sampled_from([0.0, 1.0, 2.5, 4.0]))
    table = draw(st.one_of(st.none(), st.integers(1, 30)))
    cards = st.sampled_from(["HK", "S6", "CT", "D2"])
    lead = None if adjusted or passed else draw(st.one_of(st.none(), cards))
    return TravellerRow(
        ns=ns, ew=ew, contract=contract,
        declarer=None if adjusted or passed else draw(st.sampled_from("NESW")),
        tricks=None if adjusted or passed else draw(st.integers(0, 13)),
        score_ns=score, adjusted=adjusted, mp_ns=mp, mp_ew=4 - mp,
        percent_ns=25 * mp, percent_ew=100 - 25 * mp, imp_ns=-1.33, imp_ew=1.33,
        table=table, round=None if table is None else draw(st.integers(1, 30)), lead=lead,
    )  # fmt: skip


@st.composite
def sessions(draw: st.DrawFn) -> PublishedResults:
    tables = draw(st.integers(1, 4))
    pairs = [str(p) for p in range(1, 2 * tables + 1)]
    boards = tuple(
        PublishedBoard(number, tuple(draw(rows(str(t + 1), str(tables + t + 1)))
                                     for t in range(tables)), 2.0 * (tables - 1), None)
        for number in range(1, draw(st.integers(1, 4)) + 1)
    )  # fmt: skip
    names = st.one_of(st.none(), st.sampled_from(["Smith & Jones", 'Ann "Ace" Lee & Bo', "Ng"]))
    ranking = tuple(
        RankingLine(rank, pair, 50.0 + rank, 50.0 + rank, len(boards), draw(names))
        for rank, pair in enumerate(pairs, start=1)
    )
    scoring = draw(st.sampled_from(["MP", "IMP", "BAM"]))
    return PublishedResults("id-1", "Club evening", scoring, "2026-11-27", ranking, boards)


@settings(max_examples=60, deadline=None)
@given(sessions())
def test_the_pbn_reads_back_as_the_same_results(results: PublishedResults) -> None:
    text = "".join(published_pbn(results))
    records = list(read_records(text.encode(), RecordFormat.PBN))
    assert all(isinstance(r, GameRecord) for r in records)
    made = session_rows(records)
    assert not made.refused
    expected = [(b.number, r) for b in results.boards for r in b.rows]
    assert len(made.results) == len(expected)
    for row, (number, line) in zip(made.results, expected, strict=True):
        facts = row.facts
        assert (facts.board_number, facts.ns, facts.ew) == (number, line.ns, line.ew)
        if line.adjusted is not None:
            assert (facts.adjusted_ns, facts.adjusted_ew) == line.adjusted
        else:
            assert facts.contract == line.contract
            if line.contract != "Pass":
                assert (facts.declarer, facts.tricks) == (line.declarer, line.tricks)
    assert made.names == {e.pair: e.names for e in results.ranking if e.names}
    first = records[0]
    assert isinstance(first, GameRecord)
    totals = first.total_score_table
    assert [(t.values["Rank"], t.values["PairId"]) for t in totals] == [
        (str(e.rank), e.pair) for e in results.ranking
    ]
    points = "IMP_NS" if results.scoring == "IMP" else "MP_NS"
    table = [r for g in records if isinstance(g, GameRecord) for r in g.score_table]
    assert [t.values[points] for t in table] == [
        figure(t.imp_ns if results.scoring == "IMP" else t.mp_ns) for _, t in expected
    ]
    # Table, Round and Lead as scoring programs write them: each board's table has the
    # columns when one of its rows knows them, `-` in a row that does not.
    for game, board in zip(records, results.boards, strict=True):
        assert isinstance(game, GameRecord)
        read = game.score_table
        for column, known in (("Table", [r.table for r in board.rows]),
                              ("Round", [r.round for r in board.rows]),
                              ("Lead", [r.lead for r in board.rows])):  # fmt: skip
            if all(value is None for value in known):
                assert all(column not in row.values for row in read)
            else:
                assert [row.values[column] for row in read] == [
                    "-" if value is None else str(value) for value in known
                ]


def test_the_pbn_is_in_export_format() -> None:
    """PBN 5.2: "In export format, all the table elements of a row are contained in one
    text line, and they are separated by a single space character. There can be more than
    one space character, but only when a column has defined a minimum column width." and
    "A table element representing an artificial score value is preceded by the caret"."""
    row = TravellerRow("1", "4", None, None, None, None, (60, 40), 2.4, 1.6, 60, 40, 3, -3)
    board = PublishedBoard(1, (row,), 0.0, None)
    results = PublishedResults("i", "E", "MP", "2026-11-27",
                               (RankingLine(1, "1", 2.4, 60.0, 1, "A & B"),), (board,))  # fmt: skip
    text = "".join(published_pbn(results))
    assert text.startswith("% PBN 2.1\r\n% EXPORT\r\n")
    assert "\n" not in text.replace("\r\n", "")
    lines = text.split("\r\n")
    header = next(i for i, line in enumerate(lines) if line.startswith("[ScoreTable "))
    assert lines[header] == (
        '[ScoreTable "PairId_NS\\1R;PairId_EW\\1R;Contract\\1L;Declarer\\1R;Result\\1R;'
        'Score_NS\\1R;Score_EW\\1R;MP_NS\\3R;MP_EW\\3R;Percentage_NS\\3R;Percentage_EW\\3R"]'
    )
    assert lines[header + 1] == "1 4 - - - - - 2.4 1.6 ^60 ^40"
    total = next(i for i, line in enumerate(lines) if line.startswith("[TotalScoreTable "))
    assert lines[total + 1] == '1 1 "A & B" 2.4 60 1'
    assert '[Date "2026.11.27"]' in text and '[Event "E"]' in text


def test_the_score_table_has_table_round_and_lead_where_scoring_programs_put_them() -> None:
    """The columns and their order as a federation's scoring program writes them (the FFB
    file of tests/fixtures/pbn-sessions: Table;Round;PairId_NS;PairId_EW;Contract;
    Declarer;Result;Lead;Score_NS;...)."""
    row = TravellerRow("4", "11", "2HX", "S", 8, 670, None, 42, 0, 100, 0, 0, 0, 19, 14, "S6")
    board = PublishedBoard(28, (row,), 42.0, None)
    results = PublishedResults("i", "E", "MP", "2026-11-27", (), (board,))
    lines = "".join(published_pbn(results)).split("\r\n")
    header = next(i for i, line in enumerate(lines) if line.startswith("[ScoreTable "))
    assert lines[header] == (
        '[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\1R;PairId_EW\\2R;Contract\\3L;'
        "Declarer\\1R;Result\\1R;Lead\\2L;Score_NS\\3R;Score_EW\\1R;MP_NS\\2R;MP_EW\\1R;"
        'Percentage_NS\\3R;Percentage_EW\\1R"]'
    )
    assert lines[header + 1] == "19 14 4 11 2HX S 8 S6 670 - 42 0 100 0"


def test_usebio_structure_element_by_element() -> None:
    """USEBIO 1.2 (usebio.org; the DTD is not available offline): a USEBIO root with
    Version="1.2" holds an EVENT whose EVENT_TYPE is PAIRS; the event's header elements
    (EVENT_DESCRIPTION, DATE as DD/MM/YYYY, WINNER_TYPE, BOARD_SCORING_METHOD,
    BOARDS_PLAYED) come before PARTICIPANTS, a PAIR each (PAIR_NUMBER, PLACE, PERCENTAGE,
    a PLAYER with a PLAYER_NAME each), then a BOARD each (BOARD_NUMBER, a TRAVELLER_LINE
    each: NS_PAIR_NUMBER, EW_PAIR_NUMBER, CONTRACT, PLAYED_BY, TRICKS, SCORE,
    NS_MATCH_POINTS, EW_MATCH_POINTS; LEAD between PLAYED_BY and TRICKS where the table
    gave one, where the scoring programs' USEBIO files put it)."""
    made = TravellerRow("1", "2", "4SX", "N", 10, 590, None, 2, 0, 100, 0, 5, -5, lead="HK")
    adjusted = TravellerRow("3", "4", None, None, None, None, (60, 40), 1.2, 0.8, 60, 40, 0, 0)
    passed = TravellerRow("5", "6", "Pass", None, None, 0, None, 1, 1, 50, 50, 0, 0)
    board = PublishedBoard(7, (made, adjusted, passed), 4.0, None)
    ranking = (RankingLine(1, "1", 2, 100.0, 1, "Ann Lee & Bo Ng"),
               RankingLine(2, "2", 0, 0.0, 1, None))  # fmt: skip
    xml = usebio_xml(PublishedResults("s1", "Monday", "MP", "2026-11-27", ranking, (board,)))
    assert xml.startswith(b'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE USEBIO')
    root = ET.fromstring(xml)
    assert (root.tag, root.attrib) == ("USEBIO", {"Version": "1.2"})
    [event] = list(root)
    assert (event.tag, event.attrib) == ("EVENT", {"EVENT_TYPE": "PAIRS"})
    assert [child.tag for child in event] == [
        "PROGRAM_NAME", "EVENT_IDENTIFIER", "EVENT_DESCRIPTION", "DATE", "WINNER_TYPE",
        "BOARD_SCORING_METHOD", "BOARDS_PLAYED", "PARTICIPANTS", "BOARD",
    ]  # fmt: skip
    assert event.findtext("DATE") == "27/11/2026"
    assert event.findtext("BOARD_SCORING_METHOD") == "MATCH_POINTS"
    first, second = event.findall("PARTICIPANTS/PAIR")
    assert [c.tag for c in first] == ["PAIR_NUMBER", "PLACE", "PERCENTAGE", "PLAYER", "PLAYER"]
    assert [p.findtext("PLAYER_NAME") for p in first.findall("PLAYER")] == ["Ann Lee", "Bo Ng"]
    assert [c.tag for c in second] == ["PAIR_NUMBER", "PLACE", "PERCENTAGE"]
    lines = event.findall("BOARD/TRAVELLER_LINE")
    assert [[c.tag for c in line] for line in lines] == [
        ["NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "LEAD", "TRICKS",
         "SCORE", "NS_MATCH_POINTS", "EW_MATCH_POINTS"],
        ["NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "SCORE", "NS_MATCH_POINTS", "EW_MATCH_POINTS"],
        ["NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "SCORE", "NS_MATCH_POINTS",
         "EW_MATCH_POINTS"],
    ]  # fmt: skip
    assert [line.findtext("SCORE") for line in lines] == ["590", "A6040", "0"]
    assert [line.findtext("LEAD") for line in lines] == ["HK", None, None]
    assert [line.findtext("CONTRACT") for line in lines] == ["4SX", None, "Pass"]


def _penalised(scoring: str) -> PublishedResults:
    made = TravellerRow("1", "2", "4S", "N", 10, 420, None, 0, 2, 0, 100, -5, 5)
    imps = scoring == "IMP"  # at IMPs a ranking has no percentages
    ranking = (
        RankingLine(1, "2", 2, None if imps else 100.0, 1, None),
        RankingLine(2, "1", -1, None if imps else -50.0, 1, "Ann & Bo", penalty=1.0),
    )
    board = PublishedBoard(1, (made,), 2.0, None)
    slow = PublishedPenalty("1", "90B2", 1.0, "Unduly slow play.")
    return PublishedResults("s1", "Monday", scoring, "2026-11-27", ranking, (board,),
                            penalties=(slow,))  # fmt: skip


def test_usebio_gives_a_penalised_pair_its_adjustment() -> None:
    """Law 90: the penalty on pair 1 goes in its PAIR's ADJUSTMENT, what the adjustment
    changed (negative), after the score that already counts it. The USEBIO 1.2 DTD is not
    available offline; a public USEBIO 1.2 converter (it declares the DTD "-//EBU//DTD USEBIO
    1.2//EN") writes a pair's score as "element(xml, 'PLACE', self.place); element(xml,
    'TOTAL_SCORE', self.total_score); element(xml, 'PERCENTAGE', ...); ...
    non_empty_element(xml, 'ADJUSTMENT', self.adjustment)", reading the adjustment as
    "adjustment = final - raw"."""
    for scoring in ("MP", "IMP"):
        pairs = ET.fromstring(usebio_xml(_penalised(scoring))).findall("EVENT/PARTICIPANTS/PAIR")
        score = "PERCENTAGE" if scoring == "MP" else "TOTAL_SCORE"
        assert [c.tag for c in pairs[0]] == ["PAIR_NUMBER", "PLACE", score]
        assert [c.tag for c in pairs[1]] == [
            "PAIR_NUMBER", "PLACE", score, "ADJUSTMENT", "PLAYER", "PLAYER"]  # fmt: skip
        assert pairs[1].findtext("ADJUSTMENT") == "-1.00"


def test_html_pdf_and_csv_show_the_penalty_under_the_ranking() -> None:
    results = _penalised("MP")
    page = published_html(results)
    note = "Pair 1: procedural penalty (Law 90B2), 1 matchpoint off: Unduly slow play."
    assert f'<p class="note" data-testid="penalty-1">{note}</p>' in page
    assert page.index('data-testid="ranking"') < page.index(note) < page.index("Board 1")
    sheets = PdfReader(io.BytesIO(published_pdf(results))).pages
    text = "".join(sheet.extract_text() for sheet in sheets)
    assert note in " ".join(text.split())
    rows = list(csv.reader(io.StringIO(published_csv(results))))
    # The penalty column comes after the 0.16.0 columns; the lead (0.18.0) after it.
    assert rows[0][-2:] == ["penalty", "lead"] and rows[0][:7] == [
        "section", "rank", "pair", "names", "total", "percent", "boards"]  # fmt: skip
    ranking = {row[2]: row for row in rows[1:] if row[0] == "ranking"}
    assert (ranking["1"][-2], ranking["2"][-2]) == ("1", "")
    assert all(row[-2] == "" for row in rows[1:] if row[0] == "traveller")
    at_imps = PublishedPenalty("4", "90B4", 3.0, "Compared scores.").note("IMP")
    assert at_imps == "Pair 4: procedural penalty (Law 90B4), 3 IMPs off: Compared scores."
