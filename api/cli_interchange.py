"""`bridge-ledger import FILE...`: hand records become boards (docs/contract.md
"Interchange"). Each refused record is told as `FILE:LINE: sentence`; the last line sums
up; the exit code is 1 when a record was refused, unless `--skip-bad` was given."""

from __future__ import annotations

import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer
from tqdm import tqdm

from api.cli_common import CommandFailed, DatabaseUrl, DataDir, store
from domain.actors import Actor
from interchange.importer import import_records
from interchange.pbn_reader import decode, read_pbn


class RecordFormat(StrEnum):
    PBN = "pbn"
    LIN = "lin"


def import_files(
    files: Annotated[list[Path], typer.Argument(help="PBN files", metavar="FILE...")],
    format: Annotated[
        RecordFormat | None, typer.Option(help="pbn or lin (default: from the extension)")
    ] = None,
    skip_bad: Annotated[
        bool, typer.Option("--skip-bad", help="exit 0 even when records were refused")
    ] = False,
    owner: Annotated[
        str, typer.Option(help="the user who owns and directs the imported boards")
    ] = "admin",
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> int:
    """import hand records as boards"""
    texts = [(path, _format_of(path, format), decode(path.read_bytes())) for path in files]
    imported = refused = 0
    with store(data_dir, database_url) as services:
        user = services.app.user(owner)
        actor = Actor(user.name, user.role)
        for path, _, text in texts:
            records = list(read_pbn(text))
            with tqdm(total=len(records), unit="record", desc=path.name, file=sys.stderr) as bar:

                def tick(_: int, bar: tqdm[Any] = bar) -> None:
                    bar.update(1)

                report = import_records(services.app, actor, records, tick)
            imported += len(report.boards)
            refused += len(report.refused)
            for item in report.refused:
                print(f"{path}:{item.line}: {item.detail}", file=sys.stderr)
    print(f"imported {imported} boards, refused {refused} records")
    return 1 if refused and not skip_bad else 0


def _format_of(path: Path, given: RecordFormat | None) -> RecordFormat:
    chosen = given or (RecordFormat.LIN if path.suffix.lower() == ".lin" else RecordFormat.PBN)
    if chosen is RecordFormat.LIN:
        raise CommandFailed(f"{path}: LIN files cannot be imported yet; PBN can.")
    return chosen
