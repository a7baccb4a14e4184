"""`bridge-ledger systems ...`: the users' bidding systems, from the operator's seat
(the command line runs beside the store, with an admin's rights)."""

from __future__ import annotations

import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from api.cli_common import OPERATOR, DatabaseUrl, DataDir, new_app, store, write_whole
from api.recommend_cli import (
    AsJson,
    Auction,
    Dealer,
    Hand,
    Question,
    Sequence,
    Vulnerability,
    ask,
)
from api.system_books import BOOKS
from api.system_export import render as render_export
from api.system_export import system_export
from library.export import ExportRule, SystemExport
from projections.pid_queries import PidQueries

app = new_app("the users' bidding systems")
SystemId = Annotated[str, typer.Argument(help="the system's id")]


class ExportFormat(StrEnum):
    MD = "md"
    PDF = "pdf"
    BML = "bml"


@app.command("list")
def listing(data_dir: DataDir = None, database_url: DatabaseUrl = None) -> None:
    """every system, oldest first"""
    with store(data_dir, database_url) as services:
        for row in PidQueries.systems_for(services.database, OPERATOR.name, True):
            conventions = ", ".join(row["conventions"]) or "-"
            print(
                f"{row['id']}  v{row['version']:<4} {row['owner']:<16} {row['base']:<16} "
                f"{row['name']}  [{conventions}]"
            )


@app.command()
def show(system_id: SystemId, data_dir: DataDir = None, database_url: DatabaseUrl = None) -> None:
    """one system and its history"""
    with store(data_dir, database_url) as services:
        system = services.systems.system(OPERATOR, system_id)
        history = services.systems.history(OPERATOR, system_id)
    print(f"{system.name} ({system.id}), owned by {system.owner}, version {system.version}")
    print(f"Base: {system.base} {system.base_version}")
    for convention, version in system.convention_versions.items():
        print(f"Convention: {convention} {version}")
    for user, role in sorted(system.shares.items()):
        print(f"Shared with {user} as {role}")
    for entry in history:
        number, state, actor = entry["number"], entry["state"], entry["actor"]
        print(f"  #{number:<3} {state:<9} {actor:<16} {entry['summary']}")


@app.command()
def export(
    system_id: SystemId,
    format: Annotated[ExportFormat, typer.Option(help="md, pdf or bml")] = ExportFormat.MD,
    output: Annotated[Path | None, typer.Option(help="a file (default: standard output)")] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """the system as markdown, PDF or BML"""
    with store(data_dir, database_url) as services:
        system = services.systems.system(OPERATOR, system_id)
        content = render_export(
            system_export(services.database, system, SystemExport, ExportRule), format.value
        )
    if output is not None:
        write_whole(output, content)
    else:
        sys.stdout.buffer.write(content)
        sys.stdout.flush()


@app.command()
def recommend(
    system_id: SystemId,
    hand: Hand,
    auction: Auction = "",
    sequence: Sequence = None,
    dealer: Dealer = None,
    vulnerability: Vulnerability = "None",
    as_json: AsJson = False,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """the system's call for a hand"""
    with store(data_dir, database_url) as services:
        system = services.systems.system(OPERATOR, system_id)
        book = BOOKS.book(services.database, system)
        question = Question(hand, auction, sequence, dealer, vulnerability, as_json)
        print(ask(book, question))
