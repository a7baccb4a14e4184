"""What every `bridge-ledger` command shares: the store options, opening the store,
writing a file whole, and the operator the command line acts for (docs/contract.md
"Set-up and running")."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer

from api.services import Services, open_services
from api.settings import Settings
from domain.actors import Actor, Role

# The command line runs beside the store, with an admin's rights.
OPERATOR = Actor("operator", Role.ADMIN)

DataDir = Annotated[
    Path | None, typer.Option("--data-dir", help="where SQLite and admin.token live")
]
DatabaseUrl = Annotated[
    str | None, typer.Option("--database-url", help="sqlite:///PATH or postgresql://...")
]


def new_app(help_text: str) -> typer.Typer:
    """A command group: plain help and errors (no colours, boxes or tracebacks)."""
    return typer.Typer(
        help=help_text,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
    )


def settings_of(data_dir: Path | None, database_url: str | None) -> Settings:
    return Settings.from_options(None if data_dir is None else str(data_dir), database_url)


def open_store(
    data_dir: Path | None, database_url: str | None, *, create: bool = False
) -> Services:
    """The store the options name; only `serve` and `users add` may create it."""
    return open_services(settings_of(data_dir, database_url), create=create)


@contextmanager
def store(
    data_dir: Path | None, database_url: str | None, *, create: bool = False
) -> Iterator[Services]:
    """The store for the length of one command, closed whatever happens."""
    services = open_store(data_dir, database_url, create=create)
    try:
        yield services
    finally:
        services.close()


class CommandFailed(Exception):
    """A command that cannot go on; its message is the whole story for the user."""


def require_folder(path: Path) -> None:
    """Refuses, before any work, an output file whose folder does not exist."""
    if not path.parent.is_dir():
        raise CommandFailed(f"Cannot write {path}: the folder {path.parent} does not exist.")


def write_whole(path: Path, content: bytes) -> None:
    """Writes `content` to `path` in one step: a failure leaves no file, never a partial or
    empty one (the content is complete before the file is touched)."""
    require_folder(path)
    descriptor, scratch = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(content)
        os.replace(scratch, path)
    except BaseException:
        Path(scratch).unlink(missing_ok=True)
        raise
