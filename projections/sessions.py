"""Duplicate sessions and their results, one row a table's result, rebuilt from the
scoring log; travellers and rankings are worked out from these rows by the pure rules of
domain/rules/session_scoring.py."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from domain.session import Session
from domain.session_values import SessionResult
from projections.base import WritesAsItGoes, event_dispatch
from projections.database import Cursor, Database, Params, marks
from projections.rows import table_definition

# A table's result, as a SessionResult holds it (after the session's id in the table).
_RESULT_COLUMNS = (
    ("board_number", "INTEGER NOT NULL"),
    ("ns", "TEXT NOT NULL"),
    ("ew", "TEXT NOT NULL"),
    ("contract", "TEXT"),
    ("declarer", "TEXT"),
    ("tricks", "INTEGER"),
    ("score_ns", "INTEGER"),
    ("adjusted_ns", "INTEGER"),
    ("adjusted_ew", "INTEGER"),
    ("board_id", "TEXT"),
    ("entered_by", "TEXT NOT NULL"),
)
_RESULT_NAMES = tuple(name for name, _ in _RESULT_COLUMNS)


@dataclass(frozen=True)
class SessionRow:
    id: str
    name: str
    scoring: str
    created_by: str
    created_at: str
    results: int  # how many tables' results it holds


class SessionResults(WritesAsItGoes):
    name: ClassVar[str] = "session_results"
    tables: ClassVar[dict[str, str]] = {
        "sessions": "session_id TEXT PRIMARY KEY, name TEXT NOT NULL, scoring TEXT NOT NULL, "
        "created_by TEXT NOT NULL, created_at TEXT NOT NULL",
        "session_results": table_definition(
            (("session_id", "TEXT NOT NULL"), *_RESULT_COLUMNS),
            "PRIMARY KEY (session_id, board_number, ns)",
        ),
        "session_pairs": "session_id TEXT NOT NULL, pair TEXT NOT NULL, names TEXT NOT NULL, "
        "PRIMARY KEY (session_id, pair)",
        "session_teams": "session_id TEXT NOT NULL, team TEXT NOT NULL, pair TEXT NOT NULL, "
        "PRIMARY KEY (session_id, pair)",
    }
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = (
        "CREATE INDEX IF NOT EXISTS sessions_listed ON sessions (created_at, session_id)",
        # A board's session, for the boards list's event.
        "CREATE INDEX IF NOT EXISTS session_results_board ON session_results (board_id)",
    )

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Events of other aggregates change no session."""

    @process.register(Session.Created)
    def _created(self, event: Session.Created, cursor: Cursor) -> None:
        cursor.execute(
            "INSERT INTO sessions (session_id, name, scoring, created_by, created_at) "
            "VALUES ($1, $2, $3, $4, $5)",
            (
                str(event.originator_id),
                event.name,
                event.scoring,
                event.created_by,
                event.timestamp.isoformat(),
            ),
        )

    @process.register(Session.ResultRecorded)  # a result entered, or corrected
    def _result(self, event: Session.ResultRecorded, cursor: Cursor) -> None:
        key = {"session_id": str(event.originator_id), "board_number": event.board_number,
               "ns": event.ns}  # fmt: skip
        row = (event.ew, event.contract, event.declarer, event.tricks, event.score_ns,
               event.adjusted_ns, event.adjusted_ew, event.board_id, event.actor)  # fmt: skip
        _replace(cursor, "session_results", key, _RESULT_NAMES[2:], [row])

    @process.register(Session.PairNamed)
    def _pair_named(self, event: Session.PairNamed, cursor: Cursor) -> None:
        key = {"session_id": str(event.originator_id), "pair": event.pair}
        _replace(cursor, "session_pairs", key, ("names",), [(event.names,)])

    @process.register(Session.TeamNamed)
    def _team_named(self, event: Session.TeamNamed, cursor: Cursor) -> None:
        key = {"session_id": str(event.originator_id), "team": event.team}
        _replace(cursor, "session_teams", key, ("pair",), [(pair,) for pair in event.pairs])

    @staticmethod
    def sessions(
        database: Database, limit: int | None = None, after: tuple[str, str] | None = None
    ) -> list[SessionRow]:
        """The sessions in list order (created_at, id) after the position `after`, at most
        `limit` of them (every one without), each with its count of results (counted in
        its own range of the results' primary key, not by reading the results): a page
        is read through the list's index from the position on, whatever the store holds."""
        params = Params()
        where = ""
        if after is not None:
            where = f" WHERE (created_at, session_id) > ({params(after[0])}, {params(after[1])})"
        page = "" if limit is None else f" LIMIT {params(limit)}"
        rows = database.query(
            "SELECT session_id, name, scoring, created_by, created_at, "
            "(SELECT COUNT(*) FROM session_results r WHERE r.session_id = s.session_id) "
            f"FROM sessions s{where} ORDER BY created_at, session_id{page}",
            params,
        )
        return [SessionRow(*row) for row in rows]

    @staticmethod
    def count(database: Database) -> int:
        """How many sessions the store holds (read through the list's index)."""
        rows = database.query("SELECT COUNT(*) FROM sessions", Params())
        return int(rows[0][0])

    @staticmethod
    def events_of(database: Database, board_ids: Sequence[str]) -> dict[str, str]:
        """The name of the session (the event) each of these boards was scored in, for
        those scored in one (the first session by name when several hold it)."""
        if not board_ids:
            return {}
        rows = database.query(
            "SELECT r.board_id, MIN(s.name) FROM session_results r "
            "JOIN sessions s ON s.session_id = r.session_id "
            f"WHERE r.board_id IN ({marks(len(board_ids))}) GROUP BY r.board_id",
            list(board_ids),
        )
        return {str(board): str(name) for board, name in rows}

    @staticmethod
    def results(database: Database, session_id: str) -> list[SessionResult]:
        rows = database.query(
            f"SELECT {', '.join(_RESULT_NAMES)} FROM session_results WHERE session_id = $1 "
            "ORDER BY board_number, ns",
            (session_id,),
        )
        return [SessionResult(*row) for row in rows]

    @staticmethod
    def pair_names(database: Database, session_id: str) -> dict[str, str]:
        rows = database.query(
            "SELECT pair, names FROM session_pairs WHERE session_id = $1", (session_id,)
        )
        return {str(pair): str(names) for pair, names in rows}

    @staticmethod
    def teams(database: Database, session_id: str) -> dict[str, str]:
        """Each pair of a team, and its team."""
        rows = database.query(
            "SELECT pair, team FROM session_teams WHERE session_id = $1", (session_id,)
        )
        return {str(pair): str(team) for pair, team in rows}

    @staticmethod
    def teams_of(database: Database, session_ids: Sequence[str]) -> dict[str, dict[str, str]]:
        """`teams` of each of these sessions (a page of the list), in one read by key."""
        teams: dict[str, dict[str, str]] = {session_id: {} for session_id in session_ids}
        if not session_ids:
            return teams
        rows = database.query(
            "SELECT session_id, pair, team FROM session_teams "
            f"WHERE session_id IN ({marks(len(session_ids))})",
            list(session_ids),
        )
        for session_id, pair, team in rows:
            teams[str(session_id)][str(pair)] = str(team)
        return teams


def _replace(
    cursor: Cursor,
    table: str,
    key: Mapping[str, object],
    columns: tuple[str, ...],
    rows: Sequence[tuple[object, ...]],
) -> None:
    """What a session event restates replaces what was there: the rows of `table` with
    the `key`'s values give way to `rows` (their `columns`, after the key's)."""
    matches = " AND ".join(f"{name} = ${number}" for number, name in enumerate(key, 1))
    cursor.execute(f"DELETE FROM {table} WHERE {matches}", tuple(key.values()))
    names = (*key, *columns)
    cursor.executemany(
        f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks(len(names))})",
        [(*key.values(), *row) for row in rows],
    )
