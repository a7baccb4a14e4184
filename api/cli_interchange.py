"""`bridge-ledger import FILE...`: hand records become boards (docs/contract.md
"Interchange"). Each refused record is told as `FILE:LINE: sentence`; the last line sums
up; the exit code is 1 when a record was refused, unless `--skip-bad` was given."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from tqdm import tqdm

from api.cli_common import DatabaseUrl, DataDir, store
from domain.actors import Actor
from interchange.formats import RecordFormat, read_records
from interchange.importer import import_records


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
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> int:
    """import hand records as boards"""
    texts = [(path, format or RecordFormat.of_file(path.name), path.read_bytes()) for path in files]
    imported = refused = 0
    with store(data_dir, database_url) as services:
        user = services.app.user(owner)
        actor = Actor(user.name, user.role)
        for path, file_format, data in texts:
            records = list(read_records(data, file_format))
            with tqdm(total=len(records), unit="record", desc=path.name, file=sys.stderr) as bar:

                def tick(_: int, bar: tqdm[Any] = bar) -> None:
                    bar.update(1)

                report = import_records(services.app, actor, records, tick)
            if not records:
                print(f"{path}: the file holds no {file_format.name} hand record.", file=sys.stderr)
                refused += 1
            imported += len(report.boards)
            refused += len(report.refused)
            for item in report.refused:
                print(f"{path}:{item.line}: {item.detail}", file=sys.stderr)
    print(f"imported {imported} boards, refused {refused} records")
    return 1 if refused and not skip_bad else 0
