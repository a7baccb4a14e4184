"""Board summaries: one row a board, for listing the boards a user may see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypedDict, cast

from domain.actors import is_robot_holder
from domain.board import Board
from domain.board.event import BoardEvent
from domain.board.lead_events import LeadDecided
from domain.board.rulings import DirectorNamed
from projections.base import BoardChange, board_change, event_dispatch
from projections.database import Cursor, Database, Params
from projections.rows import GatheredRows, table_definition

_COLUMNS = (
    ("board_id", "TEXT PRIMARY KEY"),
    ("board_number", "INTEGER NOT NULL"),
    ("dealer", "TEXT NOT NULL"),
    ("vulnerability", "TEXT NOT NULL"),
    ("mode", "TEXT NOT NULL"),
    ("phase", "TEXT NOT NULL"),
    ("contract", "TEXT"),
    ("declarer", "TEXT"),
    ("seat_n", "TEXT NOT NULL"),
    ("seat_e", "TEXT NOT NULL"),
    ("seat_s", "TEXT NOT NULL"),
    ("seat_w", "TEXT NOT NULL"),
    ("director", "TEXT"),
    ("created_by", "TEXT NOT NULL"),
    ("created_at", "TEXT NOT NULL"),
    ("updated_at", "TEXT NOT NULL"),
    ("version", "INTEGER NOT NULL"),
)
_NAMES = tuple(name for name, _ in _COLUMNS)
_SEAT_COLUMNS = ("seat_n", "seat_e", "seat_s", "seat_w")
_PARTICIPANT_COLUMNS = (*_SEAT_COLUMNS, "director")  # the columns that let a user see a board
_FILTER_COLUMNS = ("phase", "board_number")  # the filters that name one value
# Each index's name and leading columns; every one then orders by (created_at, board_id).
_LISTING_INDEXES = (
    *((column, (column,)) for column in _FILTER_COLUMNS),
    *((column, (column,)) for column in _PARTICIPANT_COLUMNS),
    *(
        (f"{column}_{kind}", (column, kind))
        for column in _PARTICIPANT_COLUMNS
        for kind in _FILTER_COLUMNS
    ),
)


class BoardSummaryRow(TypedDict):
    board_id: str
    board_number: int
    dealer: str
    vulnerability: str
    mode: str
    phase: str
    contract: str | None
    declarer: str | None
    seat_n: str
    seat_e: str
    seat_s: str
    seat_w: str
    director: str | None
    created_by: str
    created_at: str
    updated_at: str
    version: int
    final_tricks: int | None  # the final result, once the board is over
    score_ns: int | None
    score_ew: int | None


class BoardSummaries:
    name: ClassVar[str] = "board_summaries"
    tables: ClassVar[dict[str, str]] = {"board_summaries": table_definition(_COLUMNS)}
    # Every list and filter reads a page through an index whose order is the list's, so a
    # page costs the same whatever the store holds (bench/scale.py; the plans are checked
    # in tests/integration/test_listing_plans.py): each filter alone, and each filter
    # behind each column that lets a user see a board (see `page`).
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = (
        # The phase alone, from before phase lists were read in list order.
        "DROP INDEX IF EXISTS board_summaries_phase",
        "CREATE INDEX IF NOT EXISTS board_summaries_created "
        "ON board_summaries (created_at, board_id)",
        *(
            f"CREATE INDEX IF NOT EXISTS board_summaries_{name} "
            f"ON board_summaries ({', '.join(columns)}, created_at, board_id)"
            for name, columns in _LISTING_INDEXES
        ),
    )

    def __init__(self) -> None:
        self._rows = GatheredRows("board_summaries", _COLUMNS)
        # Each board's latest event in this transaction, which gives its updated_at and
        # version when the rows are written.
        self._latest: dict[str, BoardEvent] = {}

    # Each board event gathers the summary's columns it changes, latest value winning: a
    # batch writes a board's row once, however many of its events it holds.
    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Events of other aggregates change no summary."""

    @process.register(Board.Created)
    def _created(self, event: Board.Created, cursor: Cursor) -> None:
        board_id = self._seen(event, str(event.originator_id))
        seats = event.seats
        self._rows.add(
            {
                "board_id": board_id,
                "board_number": event.board_number,
                "dealer": event.dealer,
                "vulnerability": event.vulnerability,
                "mode": event.mode,
                "phase": "auction",
                "contract": None,
                "declarer": None,
                "seat_n": seats["N"],
                "seat_e": seats["E"],
                "seat_s": seats["S"],
                "seat_w": seats["W"],
                "director": event.director,
                "created_by": event.created_by,
                "created_at": event.timestamp.isoformat(),
            }
        )

    @process.register(DirectorNamed)
    def _director_named(self, event: DirectorNamed, cursor: Cursor) -> None:
        self._rows.change(self._seen(event, str(event.originator_id)), {"director": event.director})

    @process.register(LeadDecided)
    def _lead_decided(self, event: LeadDecided, cursor: Cursor) -> None:
        if event.declarer is None:
            self._board_event(event, cursor)
        else:  # declarer became dummy (Law 54A)
            board_id = self._seen(event, str(event.originator_id))
            self._rows.change(board_id, {"declarer": event.declarer})

    @process.register(BoardEvent)
    def _board_event(self, event: BoardEvent, cursor: Cursor) -> None:
        """What the event did to the auction and the play (the board's own rules decided
        it) gives the phase, the contract and the declarer."""
        change = board_change(event)
        self._rows.change(self._seen(event, change.board_id), _changes(change))

    def _seen(self, event: BoardEvent, board_id: str) -> str:
        """The board's latest event so far, which gives its updated_at and version."""
        self._latest[board_id] = event
        return board_id

    def flush(self, cursor: Cursor) -> None:
        for board_id, event in self._latest.items():
            self._rows.change(
                board_id,
                {"updated_at": event.timestamp.isoformat(), "version": event.originator_version},
            )
        self._rows.write(cursor)
        self.forget()

    def forget(self) -> None:
        self._rows.clear()
        self._latest.clear()

    @staticmethod
    def page(
        database: Database,
        name: str,
        everything: bool,
        filters: BoardFilter,
        limit: int,
        after: tuple[str, str] | None = None,
    ) -> tuple[list[BoardSummaryRow], tuple[str, str] | None]:
        """Up to `limit` boards `name` may see (all of them if `everything`), oldest first,
        after the (created_at, board_id) position `after`; and the position to go on from
        when more follow."""
        where, params = _filter_clauses(filters)
        if after is not None:
            # A row comparison, not `a > x OR (a = x AND b > y)`: both stores then start
            # reading the index at the position, however deep in the list it is.
            where.append(f"(created_at, board_id) > ({params(after[0])}, {params(after[1])})")
        participant = _participant_columns(name)
        if not everything and filters.player is not None:
            # The player's boards are read through their seats' indexes, each kept if the
            # requester may see it: the filter narrows, the requester's many boards do not
            # have to be read for the player's few.
            user = params(name)
            where.append(f"{user} IN ({', '.join(participant)})")
            clause = _naming(
                database, params(filters.player), _SEAT_COLUMNS, where, params(limit + 1)
            )
        elif not everything:
            clause = _naming(database, params(name), participant, where, params(limit + 1))
        elif filters.player is not None:
            clause = _naming(
                database, params(filters.player), _SEAT_COLUMNS, where, params(limit + 1)
            )
        else:
            clause = f" WHERE {' AND '.join(where)}" if where else ""
        # The page first, then its final results from the duplicate scores read model
        # (projections/scores.py): a join before the LIMIT may read both tables whole.
        rows = database.query(
            f"SELECT {', '.join('listed.' + column for column in _NAMES)}, "
            "scores.declarer_tricks, scores.ns, scores.ew FROM "
            f"(SELECT {', '.join(_NAMES)} FROM board_summaries{clause} "
            f"ORDER BY created_at, board_id LIMIT {params(limit + 1)}) AS listed "
            "LEFT JOIN board_scores scores ON scores.board_id = listed.board_id "
            "ORDER BY listed.created_at, listed.board_id",
            params,
        )
        names = (*_NAMES, "final_tricks", "score_ns", "score_ew")
        boards = [cast(BoardSummaryRow, dict(zip(names, row, strict=True))) for row in rows[:limit]]
        more = len(rows) > limit
        return boards, (boards[-1]["created_at"], boards[-1]["board_id"]) if more else None


@dataclass(frozen=True)
class BoardFilter:
    """What a board list may be narrowed to; `since` and `until` are ISO timestamps in UTC
    (from inclusive, until exclusive) of when the board was created."""

    phase: str | None = None
    board_number: int | None = None
    player: str | None = None
    since: str | None = None
    until: str | None = None


def _participant_columns(name: str) -> tuple[str, ...]:
    """The columns that let the user `name` see a board (domain/policy.py `may_see_board`):
    a seat recorded under the robots' name is a robot's, never a user's of that name (a
    store from before 0.26.0 may hold one: domain/actors.py `holds_as`), so she sees only
    the boards she directs."""
    return ("director",) if is_robot_holder(name) else _PARTICIPANT_COLUMNS


def _naming(
    database: Database, user: str, columns: tuple[str, ...], where: list[str], limit: str
) -> str:
    """A WHERE clause for the first `limit` boards in list order that name `user` (a
    placeholder, as `limit` is) in one of `columns` and pass `where`. `$1 IN (seat_n,
    ...)` would read every board of the store, a user's or not; here each column's index
    (user, created_at, board_id) gives at most `limit` boards in order, so a page costs
    the same whatever the store holds."""
    branches = [
        f"SELECT board_id FROM (SELECT board_id FROM board_summaries WHERE "
        f"{' AND '.join([f'{column} = {user}', *where])} "
        f"ORDER BY created_at, board_id LIMIT {limit}) AS named_in_{column}"
        for column in columns
    ]
    if database.dialect == "postgresql":
        # An array computed first: with `IN (subquery)` PostgreSQL's planner, guessing how
        # many ids come, may hash-join them against a sequential scan of every board.
        return f" WHERE board_id = ANY(ARRAY({' UNION '.join(branches)}))"
    return f" WHERE board_id IN ({' UNION '.join(branches)})"


def _filter_clauses(filters: BoardFilter) -> tuple[list[str], Params]:
    """The conditions of every filter but the player's (`page` reads that one through the
    seats' indexes)."""
    params = Params()
    conditions = (
        ("phase = {}", filters.phase),
        ("board_number = {}", filters.board_number),
        ("created_at >= {}", filters.since),
        ("created_at < {}", filters.until),
    )
    where = [clause.format(params(value)) for clause, value in conditions if value is not None]
    return where, params


def _changes(change: BoardChange) -> dict[str, object]:
    """The summary columns a change of the auction or the play sets."""
    changes: dict[str, object] = {}
    if change.auction_reopened:
        changes = {"contract": None, "declarer": None}
    call = change.auction_ended_by
    if call is not None and call["contract"] == "Pass":
        changes = {"contract": "Pass", "declarer": None}
    elif call is not None:
        changes = {"contract": call["contract"], "declarer": call["declarer"]}
    phase = change.phase
    if phase is not None:
        changes["phase"] = phase.value
    return changes
