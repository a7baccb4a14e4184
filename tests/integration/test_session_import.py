"""A session from a file's score tables (docs/contract.md "Interchange", "Sessions"), on
both stores: a real published traveller gives back its published matchpoints and
percentages."""

from __future__ import annotations

from pathlib import Path

import pytest

from api.services import Services
from api.session_import import check_session, import_session
from api.session_views import board_traveller, session_ranking
from domain.actors import Actor, Role
from domain.errors import NotAllowed
from domain.session_commands import CreateSession
from interchange.formats import RecordFormat, read_records
from interchange.importer import import_records
from interchange.pbn_reader import read_pbn
from interchange.records import GameRecord

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
DIRECTOR = Actor("dora", Role.DIRECTOR)
FFB = FIXTURES / "pbn-sessions" / "ffb-2022-national-finale-board28.pbn"


def test_a_published_traveller_gives_back_its_matchpoints_and_percentages(
    services: Services,
) -> None:
    """Board 28 of the French Federation's national final (6 February 2022): 22 tables,
    their published matchpoints (top 42: two a score beaten, one a tie) and percentages
    (rounded to whole numbers, as published)."""
    services.app.register_user(DIRECTOR.name, Role.DIRECTOR)
    records = list(read_records(FFB.read_bytes(), RecordFormat.PBN))
    [record] = records
    assert isinstance(record, GameRecord) and len(record.score_table) == 22
    report = import_records(services.app, DIRECTOR, records)
    assert len(report.boards) == 1  # the deal, to replay and analyse
    session, refused = import_session(
        services, DIRECTOR, CreateSession(name="FFB DN1", scoring="MP"), records
    )
    assert refused == [] and len(session.results) == 22
    lines = board_traveller(services.database, session, 28)
    published = {(row.values["PairId_NS"], row.values["PairId_EW"]): row.values
                 for row in record.score_table}  # fmt: skip
    assert len(lines) == 22
    for result, line in lines:
        row = published[(result.ns, result.ew)]
        shown = row["Score_NS"] if row["Score_NS"] != "-" else "-" + row["Score_EW"]
        assert result.score_ns == int(shown)
        assert line.mp_ns == float(row["MP_NS"]) and line.mp_ew == float(row["MP_EW"])
        assert round(line.percent_ns) == int(row["Percentage_NS"])


def test_rows_that_cannot_be_results_are_told_by_line_and_names_reach_the_ranking(
    services: Services,
) -> None:
    services.app.register_user(DIRECTOR.name, Role.DIRECTOR)
    text = (
        '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;'
        'Names_NS;Names_EW;Percentage_NS;Percentage_EW"]\n'
        ' 1  2 4S   N 10 "Ann;Bo" "Cy;Di" ? ?\n'
        ' 3  4 3NT  S  x "Ed;Flo" "Gus;Hal" ? ?\n'  # line 6: no tricks
        ' 5  6 -    -  - "Ivy;Jo" "Kim;Lu" ^60 ^40\n'
        " 7  8 4S   N 10 - - ? ?\n"
        " 1  9 4S   N  9 - - ? ?\n"  # line 9: pair 1 has played board 1
        '\n[Board "2"]\n[TotalScoreTable "PairId;Names"]\n 7 "Mo;Ned"\n'
    )
    records = list(read_pbn(text))
    session, refused = import_session(
        services, DIRECTOR, CreateSession(name="club", scoring="MP"), records
    )
    assert [(r.record, r.line) for r in refused] == [(1, 6), (1, 9)]
    assert "not a number of tricks" in refused[0].detail
    assert "once in a session" in refused[1].detail
    assert len(session.results) == 3
    names = {line.pair: line.names for line in session_ranking(services.database, session)}
    assert names == {"1": "Ann & Bo", "2": "Cy & Di", "5": "Ivy & Jo", "6": "Kim & Lu",
                     "7": "Mo & Ned", "8": None}  # fmt: skip


def test_a_player_may_not_make_a_session_from_a_file() -> None:
    with pytest.raises(NotAllowed):
        check_session(Actor("pat", Role.PLAYER), CreateSession(name="mine", scoring="MP"))
