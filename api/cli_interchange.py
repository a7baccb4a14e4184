"""`bridge-ledger import FILE...` and `bridge-ledger export` (docs/contract.md
"Interchange"). An import tells each refused record as `FILE:LINE: sentence`, and its last
line sums up; the exit code is 1 when a record was refused, unless `--skip-bad` was
given. An export writes every board, as the operator sees them, whole or not at all."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from tqdm import tqdm

from api.cli_common import OPERATOR, DatabaseUrl, DataDir, store, write_whole
from api.exports import every_record, written
from api.interchange_schemas import MAX_IMPORT_BYTES
from api.session_import import check_session, import_file_session
from domain.actors import Actor
from domain.board import Board
from domain.errors import NotFound
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase
from domain.session import Scoring
from domain.session_commands import CreateSession
from interchange.formats import RecordFormat, no_record, read_records
from interchange.importer import import_records
from interchange.records import GameRecord, RecordError
from projections.boards import BoardFilter


def import_files(
    files: Annotated[list[Path], typer.Argument(help="PBN or LIN files", metavar="FILE...")],
    format: Annotated[
        RecordFormat | None, typer.Option(help="pbn or lin (default: from the extension)")
    ] = None,
    skip_bad: Annotated[
        bool, typer.Option("--skip-bad", help="exit 0 even when records were refused")
    ] = False,
    owner: Annotated[
        str, typer.Option(help="the user who owns and directs the imported boards")
    ] = "admin",
    session: Annotated[
        str | None,
        typer.Option(
            help="make a session of this name from the files' results (score tables, or "
            "each game's pair or team tags or players)"
        ),
    ] = None,
    scoring: Annotated[Scoring, typer.Option(help="the session's scoring")] = "MP",
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> int:
    """import hand records as boards (and a session from their score tables)"""
    # every file read before the store is opened: one that cannot be read changes nothing
    read = [(path, format or RecordFormat.of_file(path.name)) for path in files]
    parsed = [(path, kind, _records_of(path, kind)) for path, kind in read]
    assumed = None if format else "from its name (--format pbn|lin chooses)"
    imported = refused = 0
    with store(data_dir, database_url) as services:
        if not services.app.user_exists(owner):
            raise NotFound(
                f"There is no user named '{owner[:40]}' to own the imported boards; "
                "name one with --owner NAME (bridge-ledger users add NAME makes one)."
            )
        user = services.app.user(owner)
        actor = Actor(user.name, user.role)
        made = None if session is None else CreateSession(name=session, scoring=scoring)
        if made is not None:
            check_session(actor, made)  # before anything is imported
        every_record: list[GameRecord | RecordError] = []
        every_board: list[Board] = []  # the boards the records became, for the session's deals
        origin: list[Path] = []  # the file of each record, for the session's refusals
        for path, file_format, records in parsed:
            with tqdm(total=len(records), unit="record", desc=path.name, file=sys.stderr) as bar:

                def tick(_: int, bar: tqdm[Any] = bar) -> None:
                    bar.update(1)

                # each file in one transaction: a file is imported whole or not at all
                report = import_records(services.app, actor, records, tick)
            every_record += records
            every_board += [item.board for item in report.boards]
            origin += [path] * len(records)
            if not records:
                told = no_record(file_format, assumed)
                print(f"{path}: {told[0].lower()}{told[1:]}", file=sys.stderr)
                refused += 1
            imported += len(report.boards)
            refused += report.refused_count
            for item in report.refused:
                print(f"{path}:{item.line}: {item.detail}", file=sys.stderr)
            for item in report.notes:  # imported, but the record says more than its board
                print(f"{path}:{item.line}: note: {item.detail}", file=sys.stderr)
            if report.refused_count > len(report.refused):
                more = report.refused_count - len(report.refused)
                print(f"{path}: and {more} more records refused.", file=sys.stderr)
            if report.refused_count:
                counted = "; ".join(f"{count} × {reason}" for reason, count in report.reasons)
                print(
                    f"{path}: {len(report.boards)} imported, {report.refused_count} refused: "
                    f"{counted}",
                    file=sys.stderr,
                )
        if made is not None:
            made_session = import_file_session(services, actor, made, every_record, every_board)
            for item in made_session.refused:
                print(f"{origin[item.record - 1]}:{item.line}: {item.detail}", file=sys.stderr)
            refused += len(made_session.refused)
            results = len(made_session.session.results)
            print(f'session "{made.name}" ({made_session.session.id}): {results} results')
            print(f"session pairs: {made_session.source}")
    print(f"imported {imported} boards, refused {refused} records")
    return 1 if refused and not skip_bad else 0


def _records_of(path: Path, format: RecordFormat) -> list[GameRecord | RecordError]:
    """The file's records; at most an import's size of it is read (as over HTTP), so a
    huge file, or a device that never ends, costs no more memory than a file may hold."""
    with path.open("rb") as handle:
        data = handle.read(MAX_IMPORT_BYTES + 1)
    if len(data) > MAX_IMPORT_BYTES:
        raise RuleViolation(f"{path}: the file is larger than 16 MiB; import it in parts.")
    try:
        return list(read_records(data, format))
    except RuleViolation as refused:  # the whole file: too many records, a false encoding
        raise RuleViolation(f"{path}: {refused.message}") from None


def export_boards(
    format: Annotated[RecordFormat, typer.Option(help="pbn or lin")] = RecordFormat.PBN,
    output: Annotated[
        Path | None, typer.Option(help="the file to write (default: standard output)")
    ] = None,
    phase: Annotated[Phase | None, typer.Option(help="only boards in this phase")] = None,
    board_number: Annotated[
        int | None, typer.Option(min=1, max=MAX_BOARD_NUMBER, help="only boards with this number")
    ] = None,
    player: Annotated[
        str | None, typer.Option(help="only boards where this user holds a seat")
    ] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """write every board as a hand record (PBN 2.1 export format, or LIN)"""
    filters = BoardFilter(
        phase=phase.value if phase else None, board_number=board_number, player=player
    )
    with (
        store(data_dir, database_url) as services,
        tqdm(unit="board", desc="Exporting", file=sys.stderr) as bar,
    ):

        def tick(count: int) -> None:
            bar.update(count)

        records = every_record(services, OPERATOR, filters, tick)
        text = "".join(written(records, format))
    if output is None:
        sys.stdout.write(text)
    else:
        write_whole(output, text.encode())
