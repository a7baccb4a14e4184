"""Rulings across boards, for audit (docs/design.md 5): every director ruling and automatic Law 64
transfer, with what it amends and what amended it."""

from __future__ import annotations

import json
from typing import Any, ClassVar

from domain.board.auction_irregularities.events import (
    CallChangeDecided,
    CallDutyJudged,
    CallOutOfRotationSettled,
    ComparableCallRuled,
    InadmissibleCallMade,
    RotationCallRuled,
    UnintendedCallReplaced,
)
from domain.board.results import RulingView
from domain.board.rulings import ArtificialScoreAwarded, RulingMade
from domain.rules.side import Side
from projections.base import WritesAsItGoes
from projections.database import Cursor, Database, Params, marks

_COLUMNS = (
    "board_id",
    "number",
    "director",
    "law",
    "kind",
    "explanation",
    "at",
    "concerns",
    "amends",
    "amended_by",
    "tricks",
    "to_side",
    "ns",
    "ew",
    "revoke",
    "comparable",
)
# The table's name changes with its columns: a store made before then builds the new
# table from the log on its first start (a new name starts at position 0), and the old
# table is left as it was.
TABLE = "ruling_log"
_RECTIFICATIONS = (
    CallChangeDecided,
    CallOutOfRotationSettled,
    CallDutyJudged,
    InadmissibleCallMade,
    UnintendedCallReplaced,
)
_RULINGS = (
    RulingMade,
    ComparableCallRuled,
    RotationCallRuled,
    ArtificialScoreAwarded,
    *_RECTIFICATIONS,
)


def _insert(cursor: Cursor, event: Any, kind: str, director: str | None, **columns: Any) -> None:
    """One ruling; `columns` add the kind's own values to what every ruling has (none
    concerns an event, transfers a trick or amends another unless they say so)."""
    row: dict[str, Any] = {
        "board_id": str(event.originator_id), "number": event.number, "director": director,
        "law": event.law, "kind": kind, "explanation": event.explanation,
        "at": event.timestamp.isoformat(), "concerns": "[]", "tricks": 0, **columns,
    }  # fmt: skip
    cursor.execute(
        f"INSERT INTO {TABLE} ({', '.join(_COLUMNS)}) VALUES ({marks(len(_COLUMNS))})",
        tuple(row.get(column) for column in _COLUMNS),
    )


def _director(event: Any) -> str | None:
    """Who ruled an auction rectification: the director who found a call unintended (Law
    25A); nobody for the rest, which the Laws impose."""
    found_unintended = (CallChangeDecided, UnintendedCallReplaced)
    return event.director if isinstance(event, found_unintended) else None


class RulingsLog(WritesAsItGoes):
    name: ClassVar[str] = "ruling_log"
    tables: ClassVar[dict[str, str]] = {
        TABLE: "board_id TEXT NOT NULL, number INTEGER NOT NULL, director TEXT, "
        "law TEXT NOT NULL, kind TEXT NOT NULL, explanation TEXT NOT NULL, at TEXT NOT NULL, "
        "concerns TEXT NOT NULL, amends INTEGER, amended_by INTEGER, tricks INTEGER NOT NULL, "
        "to_side TEXT, ns INTEGER, ew INTEGER, revoke INTEGER, comparable INTEGER, "
        "PRIMARY KEY (board_id, number)",
    }
    indexes: ClassVar[tuple[str, ...]] = (f"CREATE INDEX IF NOT EXISTS {TABLE}_at ON {TABLE} (at)",)

    def process(self, cursor: Cursor, event: Any) -> None:
        if not isinstance(event, _RULINGS):
            return
        if isinstance(event, ComparableCallRuled | RotationCallRuled):
            self._comparable(cursor, event)
        if isinstance(event, _RECTIFICATIONS) and event.number is not None:
            self._rectification(cursor, event)
        if isinstance(event, ArtificialScoreAwarded):
            self._artificial(cursor, event)
        if isinstance(event, RulingMade):
            self._ruling(cursor, event)

    @staticmethod
    def _ruling(cursor: Cursor, event: RulingMade) -> None:
        """A director's ruling on the result (Law 12C) or a Law 64 transfer, and the
        ruling it amends told so."""
        concerns = json.dumps(list(event.concerns))
        _insert(cursor, event, event.kind, event.director, concerns=concerns, amends=event.amends,
                tricks=event.tricks, to_side=event.to, ns=event.assigned_ns,
                ew=event.assigned_ew, revoke=event.revoke)  # fmt: skip
        if event.amends is not None:
            cursor.execute(
                f"UPDATE {TABLE} SET amended_by = $1 WHERE board_id = $2 AND number = $3",
                (event.number, str(event.originator_id), event.amends),
            )

    @staticmethod
    def _comparable(cursor: Cursor, event: ComparableCallRuled | RotationCallRuled) -> None:
        """A director's ruling in the auction (Law 27B1b): no score, a finding."""
        _insert(cursor, event, "comparable_call", event.director, comparable=int(event.comparable))

    @staticmethod
    def _rectification(cursor: Cursor, event: Any) -> None:
        """A rectification the Laws of the auction impose (Laws 25-39)."""
        _insert(cursor, event, "auction_rectification", _director(event))

    @staticmethod
    def _artificial(cursor: Cursor, event: ArtificialScoreAwarded) -> None:
        """Law 12C2: `ns` and `ew` hold the percentages awarded."""
        _insert(cursor, event, "artificial_score", event.director, ns=event.ns, ew=event.ew)

    @staticmethod
    def artificial(database: Database, board_id: str) -> tuple[int, int] | None:
        """The artificial score last awarded on the board (NS, EW percent), if any."""
        rows = database.query(
            f"SELECT ns, ew FROM {TABLE} WHERE board_id = $1 AND kind = 'artificial_score' "
            "ORDER BY number DESC LIMIT 1",
            (board_id,),
        )
        return (int(rows[0][0]), int(rows[0][1])) if rows else None

    @staticmethod
    def find(
        database: Database,
        *,
        viewer: str,
        everything: bool,
        director: str | None = None,
        board: str | None = None,
        law: str | None = None,
        since: str | None = None,
        limit: int = 500,
        after: tuple[str, str, int] | None = None,
    ) -> list[RulingView]:
        """The rulings `viewer` may see: all for an admin; else those of the boards they
        direct, and of the boards they played once those are over. Oldest first, after
        the (at, board, number) position `after`."""
        where: list[str] = []
        params = Params()
        if not everything:
            who = params(viewer)
            where.append(
                f"(s.director = {who} OR ({who} IN (s.seat_n, s.seat_e, s.seat_s, s.seat_w) "
                "AND s.phase IN ('complete', 'passed_out')))"
            )
        for column, value in (("r.director", director), ("r.board_id", board), ("r.law", law)):
            if value is not None:
                where.append(f"{column} = {params(value)}")
        if since is not None:
            where.append(f"r.at >= {params(since)}")
        if after is not None:
            at, board_id, number = params(after[0]), params(after[1]), params(after[2])
            where.append(
                f"(r.at > {at} OR (r.at = {at} AND (r.board_id > {board_id} "
                f"OR (r.board_id = {board_id} AND r.number > {number}))))"
            )
        clause = f" WHERE {' AND '.join(where)}" if where else ""
        rows = database.query(
            f"SELECT {', '.join('r.' + c for c in _COLUMNS)} FROM {TABLE} r "
            f"LEFT JOIN board_summaries s ON s.board_id = r.board_id{clause} "
            f"ORDER BY r.at, r.board_id, r.number LIMIT {int(limit)}",
            params,
        )
        return [_ruling_view(row) for row in rows]


# The columns whose view field has another name (a column cannot be called `to`).
_VIEW_FIELDS = {"board_id": "board", "to_side": "to", "ns": Side.NS.value, "ew": Side.EW.value}


def _ruling_view(row: tuple[object, ...]) -> RulingView:
    fields = {_VIEW_FIELDS.get(c, c): value for c, value in zip(_COLUMNS, row, strict=True)}
    concerns, comparable = fields.pop("concerns"), fields.pop("comparable")
    return RulingView(
        **fields,  # type: ignore[arg-type]  # the table's columns are the view's fields
        concerns=tuple(json.loads(str(concerns))),
        comparable=None if comparable is None else bool(comparable),
    )
