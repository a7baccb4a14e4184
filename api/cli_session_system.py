"""`bridge-ledger sessions system`: a session's bidding system, or a pair's, named from the
operator's seat (docs/contract.md "A session's bidding system"); `sessions create --system`
names it with the session."""

from __future__ import annotations

from typing import Annotated

import typer

from api.cli_common import OPERATOR, DatabaseUrl, DataDir, store
from api.cli_sessions import SessionId, app
from domain.session_commands import NameSystem
from domain.session_system import session_system
from domain.session_values import SessionSystem

Conventions = Annotated[
    list[str] | None,
    typer.Option("--convention", help="a convention of the library (repeat for each)"),
]


@app.command()
def system(
    session_id: SessionId,
    base: Annotated[str, typer.Argument(help="a base system of the library, e.g. sayc")],
    convention: Conventions = None,
    pair: Annotated[str | None, typer.Option(help="a pair's own system instead")] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """the bidding system the robots at the session's tables bid (or a pair's robots)"""
    with store(data_dir, database_url) as services:
        named = session_system(services.systems.catalog, base, tuple(convention or ()))
        command = NameSystem(session_id=session_id, system=named, pair=pair)
        services.scoring.execute(OPERATOR, command)
    whose = f"Pair {pair}" if pair is not None else "The session"
    print(f"{whose} plays {described(named)}.")


def described(named: SessionSystem) -> str:
    conventions = [each.id for each in named.conventions]
    return named.base.id + (f" with {', '.join(conventions)}" if conventions else "")
