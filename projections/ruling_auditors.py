"""Who may audit each ruling, for the rulings read model (projections/rulings.py): a row
per ruling and user, admins apart, whom domain/policy.py `may_read_log` lets read the
board's rulings now. A user's page of `GET /rulings` is then a range of one index in list
order, however many boards they direct or played (issue 35): before, every board the
user might audit was read for each page, 40,000 of them for the importer of a large file.

The read model keeps what the policy reads of each board (its seats, its director,
whether it is over) in a table of its own, and rewrites a board's auditor rows when one
of them changes: the board's director named, the board over (its players may then audit
it), or no longer over (a change that takes its end back: they may no longer)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.policy import log_readers
from domain.rules.cards import SEAT_ORDER, Seat
from projections.database import Cursor
from projections.rows import insert_rows, table_definition

AUDITORS_TABLE = "ruling_auditors"
BOARDS_TABLE = "ruling_boards"
_SEAT_COLUMNS = tuple(f"seat_{seat.value.lower()}" for seat in SEAT_ORDER)
_BOARD_COLUMNS = (
    ("board_id", "TEXT PRIMARY KEY"),
    ("director", "TEXT"),
    *((column, "TEXT NOT NULL") for column in _SEAT_COLUMNS),
    ("is_over", "INTEGER NOT NULL"),
)

TABLES = {
    # A ruling's director, law and time, copied from the ruling so that every filter of
    # the list reads the user's rows in list order through an index of its own; the key
    # gives the board's (a ruling has one time, so `at` in it keeps it unique, and puts
    # the board's rulings in list order).
    AUDITORS_TABLE: "viewer TEXT NOT NULL, board_id TEXT NOT NULL, at TEXT NOT NULL, "
    "number INTEGER NOT NULL, director TEXT, law TEXT NOT NULL, "
    "PRIMARY KEY (viewer, board_id, at, number)",
    BOARDS_TABLE: table_definition(_BOARD_COLUMNS),
}
INDEXES = (
    f"CREATE INDEX IF NOT EXISTS {AUDITORS_TABLE}_listed "
    f"ON {AUDITORS_TABLE} (viewer, at, board_id, number)",
    *(
        f"CREATE INDEX IF NOT EXISTS {AUDITORS_TABLE}_{column} "
        f"ON {AUDITORS_TABLE} (viewer, {column}, at, board_id, number)"
        for column in ("director", "law")
    ),
)


@dataclass(frozen=True)
class _Board:
    """What the policy reads of a board (domain/policy.py `Seated`)."""

    seats: Mapping[Seat, str]
    director: str | None

    @staticmethod
    def of_row(row: tuple[Any, ...]) -> _Board:
        """From (director, seat_n, seat_e, seat_s, seat_w)."""
        return _Board(dict(zip(SEAT_ORDER, map(str, row[1:]), strict=True)), row[0])


class RulingAuditors:
    """The auditor rows of the rulings kept in `rulings` (the read model's own table of
    them, keyed by board and number, with `at`, `director` and `law` columns).

    The boards a batch of events has read or written are remembered until it ends
    (`forget`), and the boards it created written once, as it leaves them (`flush`): a
    rebuild's batch creates and ends its boards without a statement for each step, and
    on PostgreSQL a read would wait for the pipeline's answer."""

    def __init__(self, rulings: str) -> None:
        self.rulings = rulings
        self._boards: dict[str, tuple[_Board, bool]] = {}  # the batch's: is it over
        self._created: set[str] = set()  # the boards the batch created, not yet written

    def flush(self, cursor: Cursor) -> None:
        if not self._created:
            return
        rows = []
        for board_id in sorted(self._created):
            board, over = self._boards[board_id]
            seats = (board.seats[seat] for seat in SEAT_ORDER)
            rows.append((board_id, board.director, *seats, int(over)))
        insert_rows(cursor, BOARDS_TABLE, _BOARD_COLUMNS, rows)
        self._created.clear()

    def forget(self) -> None:
        """The batch's transaction ended, committed or not."""
        self._boards.clear()
        self._created.clear()

    def board_created(self, board_id: str, seats: Mapping[str, str], director: str | None) -> None:
        """A board in its auction: nobody audits a ruling it does not have yet."""
        board = _Board({seat: seats[seat.value] for seat in SEAT_ORDER}, director)
        self._boards[board_id] = (board, False)
        self._created.add(board_id)

    def director_named(self, cursor: Cursor, board_id: str, director: str | None) -> None:
        known = self._known(cursor, board_id)
        if known is None or known[0].director == director:
            return
        before, over = known
        if board_id not in self._created:
            cursor.execute(
                f"UPDATE {BOARDS_TABLE} SET director = $1 WHERE board_id = $2",
                (director, board_id),
            )
        after = _Board(before.seats, director)
        self._boards[board_id] = (after, over)
        self._rewrite(
            cursor, board_id, log_readers(before, over=over), log_readers(after, over=over)
        )

    def phase_moved(self, cursor: Cursor, board_id: str, over: bool) -> None:
        """If the board went over, or back from over, its players' rows come or go; a
        board the move leaves as it was (over or not) changes nothing."""
        known = self._known(cursor, board_id)
        if known is None or known[1] == over:
            return
        board = known[0]
        if board_id not in self._created:
            cursor.execute(
                f"UPDATE {BOARDS_TABLE} SET is_over = $1 WHERE board_id = $2",
                (int(over), board_id),
            )
        self._boards[board_id] = (board, over)
        before, after = log_readers(board, over=not over), log_readers(board, over=over)
        self._rewrite(cursor, board_id, before, after)

    def ruling_recorded(
        self, cursor: Cursor, board_id: str, number: int, *, at: str, director: str | None,
        law: str,
    ) -> None:  # fmt: skip
        """A ruling of the board, for each of its auditors now."""
        known = self._known(cursor, board_id)
        if known is None:  # a board never created: admins alone may audit it
            return
        board, over = known
        cursor.executemany(
            f"INSERT INTO {AUDITORS_TABLE} (viewer, board_id, number, at, director, law) "
            "VALUES ($1, $2, $3, $4, $5, $6)",
            [
                (viewer, board_id, number, at, director, law)
                for viewer in sorted(log_readers(board, over=over))
            ],
        )

    def _known(self, cursor: Cursor, board_id: str) -> tuple[_Board, bool] | None:
        """The board as the read model knows it, and whether it is over."""
        known = self._boards.get(board_id)
        if known is not None:
            return known
        cursor.execute(
            f"SELECT director, {', '.join(_SEAT_COLUMNS)}, is_over FROM {BOARDS_TABLE} "
            "WHERE board_id = $1",
            (board_id,),
        )
        row = cursor.fetchone()
        if row is None:
            return None
        known = self._boards[board_id] = (_Board.of_row(row[:-1]), bool(row[-1]))
        return known

    def _rewrite(
        self, cursor: Cursor, board_id: str, before: frozenset[str], after: frozenset[str]
    ) -> None:
        """The board's rulings leave the rows of those who may no longer audit them, and
        come to those who now may (read from the rulings table: a board has few)."""
        for viewer in sorted(before - after):
            cursor.execute(
                f"DELETE FROM {AUDITORS_TABLE} WHERE viewer = $1 AND board_id = $2",
                (viewer, board_id),
            )
        for viewer in sorted(after - before):
            cursor.execute(
                f"INSERT INTO {AUDITORS_TABLE} (viewer, board_id, number, at, director, law) "
                f"SELECT $1, board_id, number, at, director, law FROM {self.rulings} "
                "WHERE board_id = $2",
                (viewer, board_id),
            )


def audited_page(rulings: str, viewer: str, where: list[str], limit: int) -> str:
    """The FROM clause of a page of the rulings `viewer` (a placeholder) may audit, as
    `r`: the first `limit` of their rows that pass `where` (conditions on the columns of
    `a`), read in list order through the index that leads with the viewer (and the
    filter's column), then each ruling by its key from the `rulings` table."""
    conditions = " AND ".join([f"a.viewer = {viewer}", *where])
    return (
        f"(SELECT a.board_id, a.number FROM {AUDITORS_TABLE} a WHERE {conditions} "
        f"ORDER BY a.at, a.board_id, a.number LIMIT {int(limit)}) AS page "
        f"JOIN {rulings} r ON r.board_id = page.board_id AND r.number = page.number"
    )
