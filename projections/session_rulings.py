"""A session director's rulings, for audit beside the boards' (projections/rulings.py): a
result corrected, an adjusted score given, or a pair's score alone (Law 15B3), citing a
Law of the 2017 code with an explanation (Law 12; domain/session_results.py). Rebuilt from
the scoring log; a result that cites no Law (every one recorded before 0.15.0) rules on
nothing.

Who may audit one: admins, and the session's director (who created it); a player sees
none, as `GET /rulings` showed him none of a session's before."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from domain.board.results import RulingView
from domain.session import Session
from projections.base import WritesAsItGoes, event_dispatch
from projections.database import Cursor, Database, Params, marks
from projections.rows import table_definition
from projections.rulings import RulingFilter, RulingsLog

TABLE = "session_ruling_entries"
DIRECTORS_TABLE = "session_ruling_directors"
_COLUMNS = (
    ("session_id", "TEXT NOT NULL"),
    ("number", "INTEGER NOT NULL"),  # the event's version in the session
    ("session_director", "TEXT NOT NULL"),  # who may audit it, admins apart
    ("director", "TEXT NOT NULL"),  # who ruled: the director or an admin
    ("law", "TEXT NOT NULL"),
    ("kind", "TEXT NOT NULL"),
    ("explanation", "TEXT NOT NULL"),
    ("at", "TEXT NOT NULL"),
    ("board_number", "INTEGER NOT NULL"),
    ("ns_pair", "TEXT NOT NULL"),  # empty where a pair's score alone has no pair
    ("ew_pair", "TEXT NOT NULL"),
    ("ns", "INTEGER"),  # an adjusted score's percents, or the score assigned to NS
    ("ew", "INTEGER"),
)
_NAMES = tuple(name for name, _ in _COLUMNS)
# Each filter of GET /rulings in front of the list order (at, session, number).
_FILTERS = {"director": "director", "board": "session_id", "law": "law"}


@dataclass(frozen=True)
class SessionPlace:
    """Where a session ruling was made: the session, its board number and the pairs."""

    id: str
    board_number: int
    ns: str | None  # None on a pair's score alone (Law 15B3), on the side it was not
    ew: str | None


@dataclass(frozen=True)
class SessionRulingView(RulingView):
    """A session ruling as `GET /rulings` lists it: `board` and `number` are the session's
    id and the ruling's place in its log, `session` says where it was made."""

    session: SessionPlace | None = None


class SessionRulings(WritesAsItGoes):
    name: ClassVar[str] = TABLE
    tables: ClassVar[dict[str, str]] = {
        TABLE: table_definition(_COLUMNS, "PRIMARY KEY (session_id, number)"),
        DIRECTORS_TABLE: "session_id TEXT PRIMARY KEY, director TEXT NOT NULL",
    }
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = (
        f"CREATE INDEX IF NOT EXISTS {TABLE}_listed ON {TABLE} (at, session_id, number)",
        f"CREATE INDEX IF NOT EXISTS {TABLE}_audited "
        f"ON {TABLE} (session_director, at, session_id, number)",
    )

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Other events rule on nothing."""

    @process.register(Session.Created)
    def _created(self, event: Session.Created, cursor: Cursor) -> None:
        cursor.execute(
            f"INSERT INTO {DIRECTORS_TABLE} (session_id, director) VALUES ($1, $2)",
            (str(event.originator_id), event.created_by),
        )

    @process.register(Session.ResultEntered)
    @process.register(Session.ResultConfirmed)
    def _adjusted(
        self, event: Session.ResultEntered | Session.ResultConfirmed, cursor: Cursor
    ) -> None:
        """An adjusted score the director gave, citing a Law (only one may cite one)."""
        _record(cursor, event, "session_adjusted_score")

    @process.register(Session.ResultCorrected)
    def _corrected(self, event: Session.ResultCorrected, cursor: Cursor) -> None:
        _record(cursor, event, "session_correction")

    @process.register(Session.PairScoreAdjusted)
    def _alone(self, event: Session.PairScoreAdjusted, cursor: Cursor) -> None:
        """A pair's artificial score alone (Law 15B3), when the director cited a Law: the
        pair on its side, nobody on the other (an empty pair), its percent on its side."""
        north_south = event.direction == "NS"
        _insert(cursor, event, "session_pair_score", event.pair if north_south else "",
                "" if north_south else event.pair, event.percent if north_south else None,
                None if north_south else event.percent,
                (event.law, event.explanation, event.board_number))  # fmt: skip

    @process.register(Session.PairScoreWithdrawn)
    def _withdrawn(self, event: Session.PairScoreWithdrawn, cursor: Cursor) -> None:
        """A score alone taken back, as given by mistake: it was no ruling after all."""
        cursor.execute(
            f"DELETE FROM {TABLE} WHERE session_id = $1 AND board_number = $2 "
            "AND kind = 'session_pair_score' AND (ns_pair = $3 OR ew_pair = $3)",
            (str(event.originator_id), event.board_number, event.pair),
        )

    @process.register(Session.PenaltyImposed)
    def _penalty(self, event: Session.PenaltyImposed, cursor: Cursor) -> None:
        """A procedural penalty (Law 90) on the session as a whole (board 0): the pair in
        `ns_pair` whatever its direction, the percent of a top or the IMPs in `ns`, the
        penalty's number in `ew` (its withdrawal names it)."""
        amount = event.percent_of_top if event.imps is None else event.imps
        ruled = (event.law, event.reason, 0)
        _insert(cursor, event, "session_penalty", event.pair, "", amount, event.number, ruled)

    @process.register(Session.PenaltyWithdrawn)
    def _penalty_withdrawn(self, event: Session.PenaltyWithdrawn, cursor: Cursor) -> None:
        """A penalty taken back, as imposed by mistake: it was no ruling after all."""
        cursor.execute(
            f"DELETE FROM {TABLE} WHERE session_id = $1 AND kind = 'session_penalty' AND ew = $2",
            (str(event.originator_id), event.number),
        )

    @staticmethod
    def find(
        database: Database,
        wanted: RulingFilter,
        *,
        limit: int = 500,
        after: tuple[str, str, int] | None = None,
    ) -> list[SessionRulingView]:
        """The session rulings `wanted.viewer` may audit (all for an admin, else those of
        the sessions they direct), filtered and paged as RulingsLog.find pages the boards'."""
        params = Params()
        where = [] if wanted.everything else [f"session_director = {params(wanted.viewer)}"]
        for name, value in wanted.equal_to():
            where.append(f"{_FILTERS[name]} = {params(value)}")
        if wanted.since is not None:
            where.append(f"at >= {params(wanted.since)}")
        if after is not None:
            at, session_id, number = params(after[0]), params(after[1]), params(after[2])
            where.append(f"(at, session_id, number) > ({at}, {session_id}, {number})")
        clause = f" WHERE {' AND '.join(where)}" if where else ""
        rows = database.query(
            f"SELECT {', '.join(_NAMES)} FROM {TABLE}{clause} "
            f"ORDER BY at, session_id, number LIMIT {int(limit)}",
            params,
        )
        return [_view(dict(zip(_NAMES, row, strict=True))) for row in rows]


def _record(
    cursor: Cursor,
    event: Session.ResultEntered | Session.ResultConfirmed | Session.ResultCorrected,
    kind: str,
) -> None:
    """The ruling `event` records, when it cites a Law: a result entered or corrected as
    it was played rules on nothing."""
    ns: int | None
    ew: int | None
    if event.adjusted_ns is not None:
        ns, ew = event.adjusted_ns, event.adjusted_ew
    elif event.score_ns is not None:
        ns, ew = event.score_ns, -event.score_ns
    else:
        ns = ew = None
    _insert(cursor, event, kind, event.ns, event.ew, ns, ew,
            (event.law, event.explanation, event.board_number))  # fmt: skip


def _insert(
    cursor: Cursor,
    event: Session.ResultEntered
    | Session.ResultConfirmed
    | Session.ResultCorrected
    | Session.PairScoreAdjusted
    | Session.PenaltyImposed,
    kind: str,
    ns_pair: str,
    ew_pair: str,
    ns: int | None,
    ew: int | None,
    ruled: tuple[str | None, str | None, int],
) -> None:
    """`ruled`: the Law cited, the explanation and the board (0: the session as a whole)."""
    law, explanation, board_number = ruled
    if law is None or explanation is None:
        return
    session_id = str(event.originator_id)
    cursor.execute(f"SELECT director FROM {DIRECTORS_TABLE} WHERE session_id = $1",
                   (session_id,))  # fmt: skip
    found = cursor.fetchone()
    row: dict[str, Any] = {
        "session_id": session_id, "number": event.originator_version,
        "session_director": str(found[0]) if found else event.actor,
        "director": event.actor, "law": law, "explanation": explanation,
        "kind": kind, "at": event.timestamp.isoformat(), "board_number": board_number,
        "ns_pair": ns_pair, "ew_pair": ew_pair, "ns": ns, "ew": ew,
    }  # fmt: skip
    cursor.execute(
        f"INSERT INTO {TABLE} ({', '.join(_NAMES)}) VALUES ({marks(len(_NAMES))})",
        tuple(row[name] for name in _NAMES),
    )


def _view(row: dict[str, Any]) -> SessionRulingView:
    place = SessionPlace(
        str(row["session_id"]),
        int(row["board_number"]),
        str(row["ns_pair"]) or None,  # empty: a pair's score alone has no opponents
        str(row["ew_pair"]) or None,
    )
    return SessionRulingView(
        number=int(row["number"]), board=place.id, director=row["director"], law=row["law"],
        kind=row["kind"], explanation=row["explanation"], at=row["at"], concerns=(),
        amends=None, amended_by=None, tricks=0, to=None, NS=row["ns"], EW=row["ew"],
        revoke=None, session=place,
    )  # fmt: skip


def audit_page(
    database: Database,
    wanted: RulingFilter,
    *,
    limit: int,
    after: tuple[str, str, int] | None = None,
) -> list[RulingView]:
    """A page of `GET /rulings`: the boards' rulings and the sessions', merged in list
    order (at, board or session, number), at most `limit` of them."""
    boards = RulingsLog.find(database, wanted, limit=limit, after=after)
    sessions = SessionRulings.find(database, wanted, limit=limit, after=after)
    merged = sorted([*boards, *sessions], key=lambda r: (r.at, r.board, r.number))
    return merged[:limit]
