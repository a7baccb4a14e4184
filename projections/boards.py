"""Board summaries: one row a board, for listing the boards a user may see."""

from __future__ import annotations

from typing import Any, ClassVar

from domain.board import Board
from projections.base import BoardChange, board_change
from projections.database import Cursor, Database

_COLUMNS = (
    "board_id",
    "board_number",
    "dealer",
    "vulnerability",
    "mode",
    "phase",
    "contract",
    "declarer",
    "seat_n",
    "seat_e",
    "seat_s",
    "seat_w",
    "director",
    "created_by",
    "created_at",
    "updated_at",
    "version",
)


class BoardSummaries:
    name: ClassVar[str] = "board_summaries"
    tables: ClassVar[dict[str, str]] = {
        "board_summaries": "board_id TEXT PRIMARY KEY, board_number INTEGER NOT NULL, "
        "dealer TEXT NOT NULL, vulnerability TEXT NOT NULL, mode TEXT NOT NULL, "
        "phase TEXT NOT NULL, contract TEXT, declarer TEXT, seat_n TEXT NOT NULL, "
        "seat_e TEXT NOT NULL, seat_s TEXT NOT NULL, seat_w TEXT NOT NULL, director TEXT, "
        "created_by TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, "
        "version INTEGER NOT NULL",
    }
    indexes: ClassVar[tuple[str, ...]] = (
        "CREATE INDEX IF NOT EXISTS board_summaries_phase ON board_summaries (phase)",
    )

    def process(self, cursor: Cursor, event: Any) -> None:
        change = board_change(event)
        if change is None:
            return
        board_id = change.board_id
        if isinstance(event, Board.Created):
            seats = event.seats
            cursor.execute(
                f"INSERT INTO board_summaries ({', '.join(_COLUMNS)}) "
                f"VALUES ({', '.join('?' for _ in _COLUMNS)})",
                (
                    board_id,
                    event.board_number,
                    event.dealer,
                    event.vulnerability,
                    event.mode,
                    "auction",
                    None,
                    None,
                    seats["N"],
                    seats["E"],
                    seats["S"],
                    seats["W"],
                    event.director,
                    event.created_by,
                    event.timestamp.isoformat(),
                    event.timestamp.isoformat(),
                    1,
                ),
            )
            return
        changes = _changes(change)
        changes["updated_at"] = event.timestamp.isoformat()
        changes["version"] = event.originator_version
        assignments = ", ".join(f"{column} = ?" for column in changes)
        cursor.execute(
            f"UPDATE board_summaries SET {assignments} WHERE board_id = ?",
            (*changes.values(), board_id),
        )

    @staticmethod
    def visible_to(
        database: Database, name: str, everything: bool, phase: str | None
    ) -> list[dict[str, Any]]:
        where, params = [], []
        if not everything:
            where.append("(? IN (seat_n, seat_e, seat_s, seat_w) OR director = ?)")
            params += [name, name]
        if phase is not None:
            where.append("phase = ?")
            params.append(phase)
        clause = f" WHERE {' AND '.join(where)}" if where else ""
        rows = database.query(
            f"SELECT {', '.join(_COLUMNS)} FROM board_summaries{clause} "
            "ORDER BY created_at, board_id",
            params,
        )
        return [dict(zip(_COLUMNS, row, strict=True)) for row in rows]


def _changes(change: BoardChange) -> dict[str, Any]:
    """The summary columns a board event changes (the board's own rules decided them)."""
    if isinstance(change.event, Board.DirectorNamed):
        return {"director": change.event.director}
    if isinstance(change.event, Board.LeadDecided) and change.event.declarer is not None:
        return {"declarer": change.event.declarer}  # declarer became dummy (Law 54A)
    changes: dict[str, Any] = {}
    for call in change.calls(change.removed):
        if call["contract"] is not None:  # the call that ended the auction is taken back
            changes = {"phase": "auction", "contract": None, "declarer": None}
    for call in change.calls(change.added):
        contract = call["contract"]
        if contract == "Pass":
            changes = {"phase": "passed_out", "contract": "Pass", "declarer": None}
        elif contract is not None:
            changes = {"phase": "play", "contract": contract, "declarer": call["declarer"]}
    if any(card["declarer_tricks"] is not None for card in change.cards(change.removed)):
        changes["phase"] = "play"  # the card that ended the play is taken back
    if change.declarer_tricks is not None:
        changes["phase"] = "complete"
    return changes
