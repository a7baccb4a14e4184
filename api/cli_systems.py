"""`bridge-ledger systems ...`: the users' bidding systems, from the operator's seat
(the CLI runs beside the store, with an admin's rights)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from api.recommend_cli import add_question_options, ask
from api.routers.system_outputs import render as render_export
from api.services import Services
from api.system_books import BOOKS
from api.system_export import system_export
from domain.actors import Actor, Role
from library.export import ExportRule, SystemExport
from projections.pid_queries import PidQueries

OPERATOR = Actor("operator", Role.ADMIN)

__all__ = ["add_parser", "run"]


def add_parser(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    store_options: Callable[[argparse.ArgumentParser], None],
) -> None:
    systems = commands.add_parser("systems", help="the users' bidding systems")
    systems_commands = systems.add_subparsers(dest="systems_command", required=True)
    store_options(systems_commands.add_parser("list", help="every system, oldest first"))
    show = systems_commands.add_parser("show", help="one system and its history")
    show.add_argument("system_id")
    store_options(show)
    export = systems_commands.add_parser("export", help="the system as markdown, PDF or BML")
    export.add_argument("system_id")
    export.add_argument("--format", choices=("md", "pdf", "bml"), default="md")
    export.add_argument("--output", default=None, help="a file (default: standard output)")
    store_options(export)
    recommend = systems_commands.add_parser("recommend", help="the system's call for a hand")
    recommend.add_argument("system_id")
    add_question_options(recommend)
    store_options(recommend)


def run(services: Services, args: argparse.Namespace) -> int:
    command = args.systems_command
    if command == "list":
        for row in PidQueries.systems_for(services.database, OPERATOR.name, True):
            conventions = ", ".join(row["conventions"]) or "-"
            print(
                f"{row['id']}  v{row['version']:<4} {row['owner']:<16} {row['base']:<16} "
                f"{row['name']}  [{conventions}]"
            )
        return 0
    system = services.systems.system(OPERATOR, args.system_id)
    if command == "export":
        content = render_export(
            system_export(services.database, system, SystemExport, ExportRule), args.format
        )
        if args.output:
            write_whole(Path(args.output), content)
        else:
            sys.stdout.buffer.write(content)
            sys.stdout.flush()
        return 0
    if command == "recommend":
        print(ask(BOOKS.book(services.database, system), args))
        return 0
    print(f"{system.name} ({system.id}), owned by {system.owner}, version {system.version}")
    print(f"Base: {system.base} {system.base_version}")
    for convention, version in system.convention_versions.items():
        print(f"Convention: {convention} {version}")
    for user, role in sorted(system.shares.items()):
        print(f"Shared with {user} as {role}")
    for entry in services.systems.history(OPERATOR, args.system_id):
        number, state, actor = entry["number"], entry["state"], entry["actor"]
        print(f"  #{number:<3} {state:<9} {actor:<16} {entry['summary']}")
    return 0


def write_whole(path: Path, content: bytes) -> None:
    """Writes `content` to `path` in one step: a failure leaves no file, never a partial or
    empty one (the content is complete before the file is touched)."""
    descriptor, scratch = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(content)
        os.replace(scratch, path)
    except BaseException:
        Path(scratch).unlink(missing_ok=True)
        raise
