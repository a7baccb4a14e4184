"""Rulings across boards, for audit (docs/design.md 5): every director ruling and automatic Law 64
transfer, with what it amends and what amended it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, ClassVar

from domain.board import Board
from domain.board.auction_irregularities.events import (
    CallChangeDecided,
    CallDutyJudged,
    CallFoundIntended,
    CallOutOfRotationSettled,
    ComparableCallRuled,
    InadmissibleCallMade,
    IntendedChangeDecided,
    MisinformedCallChanged,
    RotationCallRuled,
    UnintendedCallReplaced,
)
from domain.board.claims import ClaimRulingMade
from domain.board.designation import DesignationChanged
from domain.board.event import BoardEvent
from domain.board.misinformed_play import CardRetractedAfterCorrection, MisinformedCardRetracted
from domain.board.opening_lead import DeclaringSideCardsFaced
from domain.board.results import RulingView
from domain.board.rulings import (
    ArtificialScoreAwarded,
    DirectorNamed,
    RulingMade,
    WeightedScoreAwarded,
)
from domain.board.simultaneous import SimultaneousLeadRuled
from domain.rules.side import Side
from projections import ruling_auditors
from projections.base import board_change, event_dispatch
from projections.database import Cursor, Database, Params, marks
from projections.ruling_auditors import RulingAuditors, audited_page

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
# table is left as it was. (ruling_log until 0.12.0, when who may audit each ruling came
# to the read model: ruling_auditors and ruling_boards then had to be built from the log.)
TABLE = "ruling_entries"
# Law 12C1(c): a weighted score's parts, NS's score and the weight (percent) of each, as
# JSON. A table of its own, so that the ruling log's columns stay as they were; renamed
# with it (ruling_weighted_parts until 0.12.0).
PARTS_TABLE = "ruling_entry_parts"


@dataclass(frozen=True, kw_only=True)
class RulingFilter:
    """Who reads the audit of rulings (`everything`: an admin, who reads all of it) and
    what `GET /rulings` narrows it to: the boards' rulings (RulingsLog.find) and the
    sessions' (projections/session_rulings.py) read the same one."""

    viewer: str
    everything: bool
    director: str | None = None
    board: str | None = None  # a board's id, or a session's for its rulings
    law: str | None = None
    since: str | None = None  # an ISO timestamp in UTC, from inclusive

    def equal_to(self) -> tuple[tuple[str, str], ...]:
        """The filters that name a value (director, board, law), each by its name."""
        named = (("director", self.director), ("board", self.board), ("law", self.law))
        return tuple((name, value) for name, value in named if value is not None)


class RulingsLog:
    name: ClassVar[str] = TABLE
    tables: ClassVar[dict[str, str]] = {
        TABLE: "board_id TEXT NOT NULL, number INTEGER NOT NULL, director TEXT, "
        "law TEXT NOT NULL, kind TEXT NOT NULL, explanation TEXT NOT NULL, at TEXT NOT NULL, "
        "concerns TEXT NOT NULL, amends INTEGER, amended_by INTEGER, tricks INTEGER NOT NULL, "
        "to_side TEXT, ns INTEGER, ew INTEGER, revoke INTEGER, comparable INTEGER, "
        "PRIMARY KEY (board_id, number)",
        PARTS_TABLE: "board_id TEXT NOT NULL, number INTEGER NOT NULL, parts TEXT NOT NULL, "
        "PRIMARY KEY (board_id, number)",
        **ruling_auditors.TABLES,
    }
    # `find` reads a page in list order (at, board, number) through an index, with each
    # filter in front of the order (a board's rulings come by the primary key: they are few).
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = (
        f"CREATE INDEX IF NOT EXISTS {TABLE}_listed ON {TABLE} (at, board_id, number)",
        *(
            f"CREATE INDEX IF NOT EXISTS {TABLE}_{column} "
            f"ON {TABLE} ({column}, at, board_id, number)"
            for column in ("director", "law")
        ),
        *ruling_auditors.INDEXES,
    )

    def __init__(self) -> None:
        self._auditors = RulingAuditors(TABLE)

    def flush(self, cursor: Cursor) -> None:
        """The rulings were written as they came; the boards the batch created now."""
        self._auditors.flush(cursor)

    def forget(self) -> None:
        self._auditors.forget()

    def _insert(
        self, cursor: Cursor, event: Any, kind: str, director: str | None, **columns: Any
    ) -> None:
        """One ruling, and its auditors' rows; `columns` add the kind's own values to what
        every ruling has (none concerns an event, transfers a trick or amends another
        unless they say so; the explanation is the event's unless they give it)."""
        if "explanation" not in columns:
            columns["explanation"] = event.explanation
        row: dict[str, Any] = {
            "board_id": str(event.originator_id), "number": event.number, "director": director,
            "law": event.law, "kind": kind, "at": event.timestamp.isoformat(),
            "concerns": "[]", "tricks": 0, **columns,
        }  # fmt: skip
        cursor.execute(
            f"INSERT INTO {TABLE} ({', '.join(_COLUMNS)}) VALUES ({marks(len(_COLUMNS))})",
            tuple(row.get(column) for column in _COLUMNS),
        )
        self._auditors.ruling_recorded(cursor, row["board_id"], row["number"], at=row["at"],
                                       director=director, law=row["law"])  # fmt: skip

    # Every ruling event is a board event: its handler writes the ruling, then follows
    # the board (`_board_event`) as any other board event does, since some change the
    # auction or the play.
    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Events of other aggregates rule on nothing."""

    @process.register(Board.Created)
    def _created(self, event: Board.Created, cursor: Cursor) -> None:
        """Its seats and director: who may audit its rulings (domain/policy.py)."""
        self._auditors.board_created(str(event.originator_id), event.seats, event.director)

    @process.register(DirectorNamed)
    def _director_named(self, event: DirectorNamed, cursor: Cursor) -> None:
        self._auditors.director_named(cursor, str(event.originator_id), event.director)

    @process.register(BoardEvent)
    def _board_event(self, event: BoardEvent, cursor: Cursor) -> None:
        """A board over lets its table audit its rulings, one reopened no longer: the
        phase as the board summaries learn it (projections/base.py `BoardChange`)."""
        change = board_change(event)
        phase = change.phase
        if phase is not None:
            self._auditors.phase_moved(cursor, change.board_id, phase.is_over)

    @process.register(RulingMade)
    def _ruling(self, event: RulingMade, cursor: Cursor) -> None:
        """A director's ruling on the result (Law 12C) or a Law 64 transfer, and the
        ruling it amends told so."""
        concerns = json.dumps(list(event.concerns))
        self._insert(cursor, event, event.kind, event.director, concerns=concerns,
                     amends=event.amends, tricks=event.tricks, to_side=event.to,
                     ns=event.assigned_ns, ew=event.assigned_ew, revoke=event.revoke)  # fmt: skip
        if event.amends is not None:
            cursor.execute(
                f"UPDATE {TABLE} SET amended_by = $1 WHERE board_id = $2 AND number = $3",
                (event.number, str(event.originator_id), event.amends),
            )
        self._board_event(event, cursor)

    @process.register(ComparableCallRuled)
    @process.register(RotationCallRuled)
    def _comparable(self, event: ComparableCallRuled | RotationCallRuled, cursor: Cursor) -> None:
        """A director's ruling in the auction (Law 27B1b): no score, a finding."""
        self._insert(
            cursor, event, "comparable_call", event.director, comparable=int(event.comparable)
        )
        self._board_event(event, cursor)

    @process.register(CallChangeDecided)
    @process.register(UnintendedCallReplaced)
    @process.register(CallFoundIntended)
    @process.register(IntendedChangeDecided)
    @process.register(MisinformedCallChanged)
    def _call_change(
        self,
        event: CallChangeDecided
        | UnintendedCallReplaced
        | CallFoundIntended
        | IntendedChangeDecided
        | MisinformedCallChanged,
        cursor: Cursor,
    ) -> None:
        """A change of call decided (Law 25), an auction rectification: ruled by the
        director who found the first call unintended (25A) or intended (25A2), by nobody
        otherwise (the left-hand opponent's option after the finding: 25B)."""
        if event.number is not None:
            self._insert(cursor, event, "auction_rectification", event.director)
        self._board_event(event, cursor)

    @process.register(CallOutOfRotationSettled)
    @process.register(CallDutyJudged)
    @process.register(InadmissibleCallMade)
    def _rectification(
        self,
        event: CallOutOfRotationSettled | CallDutyJudged | InadmissibleCallMade,
        cursor: Cursor,
    ) -> None:
        """A rectification the Laws of the auction impose (Laws 28-39): nobody rules it."""
        if event.number is not None:
            self._insert(cursor, event, "auction_rectification", None)
        self._board_event(event, cursor)

    @process.register(MisinformedCardRetracted)
    @process.register(CardRetractedAfterCorrection)
    @process.register(DeclaringSideCardsFaced)
    @process.register(SimultaneousLeadRuled)
    @process.register(DesignationChanged)
    def _play_finding(
        self,
        event: MisinformedCardRetracted
        | CardRetractedAfterCorrection
        | DeclaringSideCardsFaced
        | SimultaneousLeadRuled
        | DesignationChanged,
        cursor: Cursor,
    ) -> None:
        """A director's finding in the play (Laws 45C4(b), 47E, 54A, 54C, 58A): no score,
        numbered among the board's rulings when he made it (domain/board/play_findings.py)."""
        if event.number is not None:
            self._insert(cursor, event, "play_rectification", event.ruled_by(),
                         explanation=event.finding())  # fmt: skip
        self._board_event(event, cursor)

    @process.register(ArtificialScoreAwarded)
    def _artificial(self, event: ArtificialScoreAwarded, cursor: Cursor) -> None:
        """Law 12C2: `ns` and `ew` hold the percentages awarded."""
        self._insert(cursor, event, "artificial_score", event.director, ns=event.ns, ew=event.ew)
        self._board_event(event, cursor)

    @process.register(WeightedScoreAwarded)
    def _weighted(self, event: WeightedScoreAwarded, cursor: Cursor) -> None:
        """Law 12C1(c): `ns` and `ew` hold the weighted score to the nearest point; the
        parts go to their own table."""
        self._insert(cursor, event, "weighted_score", event.director, ns=event.ns, ew=event.ew)
        parts = json.dumps([[part["ns"], part["weight"]] for part in event.parts])
        cursor.execute(
            f"INSERT INTO {PARTS_TABLE} (board_id, number, parts) VALUES ($1, $2, $3)",
            (str(event.originator_id), event.number, parts),
        )
        self._board_event(event, cursor)

    @process.register(ClaimRulingMade)
    def _claim(self, event: ClaimRulingMade, cursor: Cursor) -> None:
        """Law 70: `tricks` of those left go to the claimer's side (an older ClaimRuled,
        not numbered among the board's rulings, stays out as it was)."""
        self._insert(cursor, event, "claim", event.director, tricks=event.tricks, to_side=event.to)
        self._board_event(event, cursor)

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
    def weighted(database: Database, board_id: str) -> tuple[tuple[int, int], ...] | None:
        """The weighted score's parts (NS's score, weight in percent) when a weighted score
        is the board's score: the latest adjusted or weighted score no ruling amends."""
        rows = database.query(
            f"SELECT r.kind, p.parts FROM {TABLE} r LEFT JOIN {PARTS_TABLE} p "
            "ON p.board_id = r.board_id AND p.number = r.number "
            "WHERE r.board_id = $1 AND r.kind IN ('adjusted_score', 'weighted_score') "
            "AND r.amended_by IS NULL ORDER BY r.number DESC LIMIT 1",
            (board_id,),
        )
        if not rows or rows[0][0] != "weighted_score" or rows[0][1] is None:
            return None
        return tuple((int(ns), int(weight)) for ns, weight in json.loads(str(rows[0][1])))

    @staticmethod
    def find(
        database: Database,
        wanted: RulingFilter,
        *,
        limit: int = 500,
        after: tuple[str, str, int] | None = None,
    ) -> list[RulingView]:
        """The rulings `wanted.viewer` may see: all for an admin; else those of the boards they
        direct, and of the boards they played once those are over (the policy's
        `may_read_log`, kept per ruling and user in projections/ruling_auditors.py).
        Oldest first, after the (at, board, number) position `after`: a page is read
        through an index in list order (each filter in front of the order; a board's
        rulings by key, they are few), whatever the store or the viewer's boards hold."""
        where: list[str] = []
        params = Params()
        everything = wanted.everything
        # An admin's rows are the rulings themselves; another user's, their auditor rows.
        table = "r" if everything else "a"
        viewing = "" if everything else params(wanted.viewer)
        for name, value in wanted.equal_to():
            where.append(f"{table}.{_FILTERED[name]} = {params(value)}")
        if wanted.since is not None:
            where.append(f"{table}.at >= {params(wanted.since)}")
        if after is not None and after[1] == wanted.board:
            # The board's rulings (all of a page, and the position, are that board's):
            # read by the key, from the position on.
            where.append(f"({table}.at, {table}.number) > ({params(after[0])}, {params(after[2])})")
        elif after is not None:
            at, board_id, number = params(after[0]), params(after[1]), params(after[2])
            # A row comparison: the index is read from the position on, however deep.
            where.append(
                f"({table}.at, {table}.board_id, {table}.number) > ({at}, {board_id}, {number})"
            )
        if everything:
            clause = f" WHERE {' AND '.join(where)}" if where else ""
            source = f"{TABLE} r{clause}"
        else:
            source = audited_page(TABLE, viewing, where, limit)
        rows = database.query(
            f"SELECT {', '.join('r.' + c for c in _COLUMNS)} FROM {source} "
            f"ORDER BY r.at, r.board_id, r.number LIMIT {int(limit)}",
            params,
        )
        return [_ruling_view(row) for row in rows]


# Each filter's column (RulingFilter.equal_to).
_FILTERED = {"director": "director", "board": "board_id", "law": "law"}
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
