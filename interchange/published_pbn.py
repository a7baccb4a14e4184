"""A session's published results as PBN 2.1 (docs/contract.md "Published results"): one game
a board, with its deal, DoubleDummyTricks and OptimumScore where the hand record is
published, and its traveller as a ScoreTable (PBN 5.9); the first game also holds the
ranking as a TotalScoreTable (PBN 5.10), as the federations' scoring programs write them.

Each table's header names its columns with their width (`PairId_NS\\2R`, PBN 5.2) and a
row is one line, its elements parted by spaces: `-` where a value does not apply (the
contract of an artificial score, the side that did not score), `^60` for an artificial
percentage. A value with a space is quoted."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from interchange.board_record import double_dummy_tricks
from interchange.pbn_writer import HEADER, game_text
from interchange.published import PublishedBoard, PublishedResults, TravellerRow, figure
from interchange.records import GameRecord

_EOL = "\r\n"


def published_pbn(results: PublishedResults) -> Iterator[str]:
    """The file, a board at a time."""
    yield HEADER
    for index, board in enumerate(results.boards):
        text = game_text(_game(results, board))
        text += _table("ScoreTable", *_score_table(results.scoring, board.rows))
        if index == 0:
            text += _table("TotalScoreTable", *_total_score_table(results))
        yield (_EOL if index else "") + text


def _game(results: PublishedResults, board: PublishedBoard) -> GameRecord:
    record = board.record
    return GameRecord(
        line=0,
        board_number=board.number,
        dealer=board.dealer,
        vulnerability=board.vulnerability.value,
        deal=record.deal.to_pbn(board.dealer) if record else None,
        event=results.name,
        date=results.date.replace("-", "."),
        # PBN 2.1 3.4.12: "the used scoring method": MP, IMP or BAM are its own values.
        tags={"Scoring": results.scoring},
        double_dummy=double_dummy_tricks(record) if record else None,
        optimum_score=f"NS {record.par.ns_score}" if record else None,
    )


def _score_table(scoring: str, rows: Sequence[TravellerRow]) -> tuple[list[str], list[list[str]]]:
    """The columns scoring programs write: Table and Round when the session's movement
    placed its results, Lead when a table gave one (`-` in a row that lacks it)."""
    points = ["IMP_NS", "IMP_EW"] if scoring == "IMP" else ["MP_NS", "MP_EW"]
    placed = any(row.table is not None for row in rows)
    led = any(row.lead is not None for row in rows)
    columns = [*(["Table", "Round"] if placed else []), "PairId_NS", "PairId_EW", "Contract",
               "Declarer", "Result", *(["Lead"] if led else []), "Score_NS", "Score_EW",
               *points, "Percentage_NS", "Percentage_EW"]  # fmt: skip
    lines = []
    for row in rows:
        cells = _score_row(scoring, row)
        where = [_known(row.table), _known(row.round)] if placed else []
        lead = [row.lead or "-"] if led else []
        lines.append([*where, *cells[:5], *lead, *cells[5:]])
    return columns, lines


def _known(value: int | None) -> str:
    return "-" if value is None else str(value)


def _score_row(scoring: str, row: TravellerRow) -> list[str]:
    points = (row.imp_ns, row.imp_ew) if scoring == "IMP" else (row.mp_ns, row.mp_ew)
    if row.adjusted is not None:  # Law 12C2: no contract, a percentage for each side
        played = ["-", "-", "-", "-", "-"]
        percents = [f"^{row.adjusted[0]}", f"^{row.adjusted[1]}"]
    else:
        score = row.score_ns or 0
        passed = row.contract == "Pass"
        played = [
            row.contract or "-",
            "-" if passed else row.declarer or "?",
            "-" if passed or row.tricks is None else str(row.tricks),
            str(score) if score >= 0 else "-",
            str(-score) if score < 0 else "-",
        ]
        percents = [figure(row.percent_ns), figure(row.percent_ew)]
    return [row.ns, row.ew, *played, *(figure(p) for p in points), *percents]


def _total_score_table(results: PublishedResults) -> tuple[list[str], list[list[str]]]:
    total = {"IMP": "TotalIMP", "BAM": "TotalScore"}.get(results.scoring, "TotalMP")
    percent = [] if results.scoring == "IMP" else ["TotalPercentage"]
    columns = ["Rank", "PairId", "Names", total, *percent, "NrBoards"]
    rows = [
        [str(line.rank), line.pair, line.names or "?", figure(line.total),
         *([figure(line.percent or 0.0)] if percent else []), str(line.boards)]
        for line in results.ranking
    ]  # fmt: skip
    return columns, rows


def _table(name: str, columns: list[str], rows: list[list[str]]) -> str:
    cells = [[_token(value) for value in row] for row in rows]
    widths = [max([1, *(len(row[i]) for row in cells)]) for i in range(len(columns))]
    left = {"Names", "Contract", "Lead"}
    header = ";".join(
        f"{column}\\{width}{'L' if column in left else 'R'}"
        for column, width in zip(columns, widths, strict=True)
    )
    lines = [f'[{name} "{header}"]']
    for row in cells:
        lines.append(" ".join(
            value.ljust(width) if column in left else value.rjust(width)
            for column, value, width in zip(columns, row, widths, strict=True)
        ).rstrip())  # fmt: skip
    return "".join(line + _EOL for line in lines)


def _token(value: str) -> str:
    """A table element: quoted when it holds a space (a name) or is empty."""
    if value and not any(ch.isspace() or ch in '"\\' for ch in value):
        return value
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
