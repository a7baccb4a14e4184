"""A file's duplicate results as a session's (docs/contract.md "Interchange", "Sessions"):
each ScoreTable row (PBN 5.9) is a table's result on its game's board, the pairs named by
`PairId_NS` and `PairId_EW`; `Names_NS`/`Names_EW` and the TotalScoreTable's `Names`
(PBN 5.10) name the pairs' players. A game with an auction and play still appears as a
row of its ScoreTable, so rows are the whole of the session.

A row that cannot be a result is refused with its line; the session's own rules (who
played which board, the scores) judge the rest when they are entered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from domain.session_commands import ResultFacts
from interchange.records import GameRecord, RecordError, TableRow

_UNKNOWN = ("", "?", "-")


@dataclass(frozen=True)
class SessionRow:
    record: int  # the record's place in the file, from 1
    line: int
    facts: ResultFacts


@dataclass(frozen=True)
class SessionRows:
    results: tuple[SessionRow, ...]
    names: dict[str, str] = field(default_factory=dict)  # pair -> its players
    refused: tuple[tuple[int, RecordError], ...] = ()  # (record, why)
    teams: dict[str, tuple[str, ...]] = field(default_factory=dict)  # team -> its pairs
    source: str = ""  # one sentence: what was taken for the pairs, and from where


def session_rows(records: Sequence[GameRecord | RecordError]) -> SessionRows:
    """Every score table row of the file's records, in order."""
    results: list[SessionRow] = []
    names: dict[str, str] = {}
    refused: list[tuple[int, RecordError]] = []
    for number, record in enumerate(records, start=1):
        if isinstance(record, RecordError):
            continue  # told already, by the import of its board
        for row in record.score_table:
            try:
                results.append(SessionRow(number, row.line, _facts(record, row)))
            except RecordError as error:
                refused.append((number, error))
            names.update(_names(row, "_NS", "PairId_NS") | _names(row, "_EW", "PairId_EW"))
        for row in record.total_score_table:
            names.update(_names(row, "", "PairId"))
    source = f"{len(results)} results from the ScoreTable rows; pairs from PairId_NS/PairId_EW."
    return SessionRows(tuple(results), names, tuple(refused), source=source)


def _facts(record: GameRecord, row: TableRow) -> ResultFacts:
    values = row.values
    if record.board_number is None:
        raise RecordError(row.line, "A ScoreTable row needs its game's Board number.")
    ns, ew = values.get("PairId_NS", "?"), values.get("PairId_EW", "?")
    if ns in _UNKNOWN or ew in _UNKNOWN:
        raise RecordError(row.line, "A ScoreTable row needs PairId_NS and PairId_EW.")
    base = ResultFacts(record.board_number, ns, ew)
    contract = values.get("Contract", "?").upper()
    if contract in ("PASS", "P", "AP"):
        return replace(base, contract="Pass")
    if contract in _UNKNOWN:
        adjusted = _artificial(values)
        if adjusted is None:
            raise RecordError(
                row.line, "A ScoreTable row without a contract needs an artificial score."
            )
        return replace(base, adjusted_ns=adjusted[0], adjusted_ew=adjusted[1])
    result = values.get("Result", "?")
    if not result.isdigit():
        raise RecordError(row.line, f"Result '{result[:5]}' is not a number of tricks.")
    return replace(
        base, contract=contract, declarer=values.get("Declarer", "?"), tricks=int(result)
    )


def _artificial(values: dict[str, str]) -> tuple[int, int] | None:
    """An artificial score in percent (Law 12C2), as `^60` or `60` in the percentage
    columns."""
    ns = values.get("Percentage_NS", "?").lstrip("^")
    ew = values.get("Percentage_EW", "?").lstrip("^")
    if not (ns.isdigit() and ew.isdigit()):
        return None
    return int(ns), int(ew)


def _names(row: TableRow, suffix: str, pair_column: str) -> dict[str, str]:
    pair = row.values.get(pair_column, "?")
    players = row.values.get(f"Names{suffix}", "?")
    if pair in _UNKNOWN or players in _UNKNOWN:
        return {}
    return {pair: " & ".join(name.strip() for name in players.split(";") if name.strip())}
