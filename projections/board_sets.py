"""The board sets dealt from a seed (domain/board_set.py), one row a set, listed oldest
first to those who may see them: admins all, a director the sets whose boards he directs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.board_set import BoardSet
from projections.base import WritesAsItGoes, event_dispatch
from projections.database import Cursor, Database, Params


@dataclass(frozen=True)
class BoardSetRow:
    id: str
    seed: int
    first: int
    count: int
    mode: str
    boards: tuple[str, ...]
    created_by: str
    created_at: str


class BoardSets(WritesAsItGoes):
    name: ClassVar[str] = "board_sets"
    tables: ClassVar[dict[str, str]] = {
        # The seed as text: it may take all 63 bits, past a PostgreSQL INTEGER. The boards'
        # ids separated by spaces, in the order of their numbers.
        "board_sets": "set_id TEXT PRIMARY KEY, seed TEXT NOT NULL, first_board INTEGER NOT "
        "NULL, board_count INTEGER NOT NULL, mode TEXT NOT NULL, boards TEXT NOT NULL, "
        "director TEXT, created_by TEXT NOT NULL, created_at TEXT NOT NULL",
    }
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = (
        "CREATE INDEX IF NOT EXISTS board_sets_listed ON board_sets (created_at, set_id)",
    )

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Events of other aggregates change no board set."""

    @process.register(BoardSet.Dealt)
    def _dealt(self, event: BoardSet.Dealt, cursor: Cursor) -> None:
        cursor.execute(
            "INSERT INTO board_sets (set_id, seed, first_board, board_count, mode, boards, "
            "director, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            (
                str(event.originator_id),
                str(event.seed),
                event.first,
                event.count,
                event.mode,
                " ".join(event.boards),
                event.director,
                event.created_by,
                event.timestamp.isoformat(),
            ),
        )

    @staticmethod
    def page(
        database: Database,
        viewer: str,
        is_admin: bool,
        limit: int,
        after: tuple[str, str] | None,
    ) -> tuple[list[BoardSetRow], tuple[str, str] | None]:
        """The sets `viewer` may see (an admin: all; else those whose boards he directs),
        oldest first after the position `after`, at most `limit`; the next page's position,
        or None at the end."""
        params = Params()
        conditions = ["1 = 1"] if is_admin else [f"director = {params(viewer)}"]
        if after is not None:
            conditions.append(f"(created_at, set_id) > ({params(after[0])}, {params(after[1])})")
        rows = database.query(
            "SELECT set_id, seed, first_board, board_count, mode, boards, created_by, "
            f"created_at FROM board_sets WHERE {' AND '.join(conditions)} "
            f"ORDER BY created_at, set_id LIMIT {params(limit + 1)}",
            params,
        )
        found = [
            BoardSetRow(
                id=str(row[0]),
                seed=int(row[1]),
                first=int(row[2]),
                count=int(row[3]),
                mode=str(row[4]),
                boards=tuple(str(row[5]).split()),
                created_by=str(row[6]),
                created_at=str(row[7]),
            )
            for row in rows[:limit]
        ]
        following = (found[-1].created_at, found[-1].id) if len(rows) > limit else None
        return found, following
