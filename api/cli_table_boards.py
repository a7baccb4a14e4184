"""`bridge-ledger sessions play`: a session's board started at a table as a ledger board,
from the operator's seat (docs/contract.md "A session's boards played at the table"): the
director starts it for a table whose players are not at a screen yet, or with robots in
the seats of those who are missing."""

from __future__ import annotations

from typing import Annotated

import typer

from api.cli_common import OPERATOR, DatabaseUrl, DataDir, store
from api.cli_sessions import SessionId, app
from api.table_board_start import TableStart, start_table_board
from domain.rules.errors import RuleViolation


@app.command()
def play(
    session_id: SessionId,
    table: Annotated[int, typer.Option(help="the table")],
    board: Annotated[int, typer.Option(help="the board's number")],
    round_number: Annotated[
        int | None, typer.Option("--round", help="the round (default: the movement's)")
    ] = None,
    seat: Annotated[
        list[str] | None,
        typer.Option(help="SEAT=USER or SEAT=robot, e.g. S=robot (repeat for each)"),
    ] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """starts a board at a table as a ledger board (the table's players seated, robots in
    the empty seats); its result enters the session by itself once it is over"""
    asked: dict[str, str] = {}
    for given in seat or []:
        where, _, who = given.partition("=")
        if not who:
            raise RuleViolation(f"--seat takes SEAT=USER or SEAT=robot, not '{given[:20]}'.")
        asked[where.strip()] = who.strip()
    with store(data_dir, database_url) as services:
        start = TableStart(session_id, table, board, round_number)
        found, made = start_table_board(services, OPERATOR, start, asked, {})
    holders = ", ".join(f"{s.value} {name}" for s, name in found.seats.items())
    told = "started" if made else "was started before"
    print(f"Board {board} at table {table} {told}: ledger board {found.id} ({holders}).")
