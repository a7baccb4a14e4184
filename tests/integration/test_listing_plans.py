"""Every listing the contract offers reads a page through an index in list order, whatever
the store holds: each filter of `GET /boards` alone and behind the requester's visibility,
first and deep pages, `GET /rulings` and `GET /sessions`, on both stores (issue 35).

Each store's own plan is read: PostgreSQL's `EXPLAIN (FORMAT JSON)`, SQLite's `EXPLAIN
QUERY PLAN`. The tables here are small, and PostgreSQL rightly reads a small table whole;
so its sequential and bitmap scans are priced out (`enable_seqscan`, `enable_bitmapscan`
off), which leaves a plan through an index only when one serves the query: what is
checked is that such an index exists and keeps the list's order (no sort of every
matching row), which is what keeps a page's cost flat as the store grows (bench/scale.py
measures it). Then again on a grown store (40,000 others' boards, rulings, scores and
results, statistics gathered) with the planner left alone: no table is read whole and
nothing the size of the store is gathered out of order or sorted."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, cast

import pytest

from api.services import Services
from domain.actors import Actor
from projections.boards import BoardFilter, BoardSummaries
from projections.database import Database
from projections.ruling_auditors import AUDITORS_TABLE
from projections.rulings import TABLE as RULINGS_TABLE
from projections.rulings import RulingFilter, RulingsLog
from projections.sessions import SessionResults
from tests.integration.test_board_list import ADMIN, ALICE, DORA, make_boards

# The tables a listing reads, and the index (by its name) that serves them by key alone.
LISTED = {
    "board_summaries": "board_summaries_pkey",
    RULINGS_TABLE: f"{RULINGS_TABLE}_pkey",
    AUDITORS_TABLE: f"{AUDITORS_TABLE}_pkey",
    "sessions": "sessions_pkey",
    "session_results": "session_results_pkey",
    "board_scores": "board_scores_pkey",
}


@dataclass(frozen=True)
class Listing:
    name: str
    read: Callable[[Database], object]
    index: str  # a part of the name of the index the page must be read through
    # A table read by its key alone: a non-admin's page of rulings is read in list order
    # from the auditor rows, then each ruling by its key.
    by_key_only: str | None = None
    # Where two indexes tie on a small store (PostgreSQL's estimates for near-empty
    # tables), the one the grown store's planner must choose.
    grown: str | None = None


def board_listings(deep: tuple[str, str]) -> Iterator[Listing]:
    filters = {
        "no filter": (BoardFilter(), "created"),
        "phase": (BoardFilter(phase="auction"), "phase"),
        "board number": (BoardFilter(board_number=2), "board_number"),
        "player": (BoardFilter(player="carol"), "seat_"),
        "since": (BoardFilter(since="2000-01-01T00:00:00+00:00"), "created"),
        "until": (BoardFilter(until="2999-01-01T00:00:00+00:00"), "created"),
        "phase and number": (BoardFilter(phase="auction", board_number=2), "board_summaries_"),
        "player and phase": (BoardFilter(player="carol", phase="play"), "seat_"),
    }
    for actor in (ALICE, ADMIN):
        for name, (chosen, index) in filters.items():
            if not actor.is_admin and index == "created":
                index = "board_summaries_"  # the requester's own seats come first
            for page, after in (("first", None), ("deep", deep)):
                yield Listing(
                    f"boards as {actor.name}, {name}, {page} page",
                    _board_page(actor, chosen, after),
                    index,
                )


def _board_page(
    actor: Actor, filters: BoardFilter, after: tuple[str, str] | None
) -> Callable[[Database], object]:
    return lambda database: BoardSummaries.page(
        database, actor.name, actor.is_admin, filters, 2, after
    )


def ruling_listings() -> Iterator[Listing]:
    deep = ("2000-01-01T00:00:00+00:00", "a-board", 3)
    filters: dict[str, tuple[dict[str, Any], str]] = {
        "no filter": ({}, "_listed"),
        "director": ({"director": "dora"}, "_director"),
        "law": ({"law": "64A1"}, "_law"),
        "board": ({"board": "a-board"}, "_pkey"),
        "since": ({"since": "2000-01-01T00:00:00+00:00"}, "_listed"),
    }
    for actor in (DORA, ADMIN):
        # An admin's page is read from the rulings themselves; another user's from the
        # rows of the rulings they may audit, through an index that leads with them (issue
        # 35: before, every board they might audit was read for each page).
        table = RULINGS_TABLE if actor.is_admin else AUDITORS_TABLE
        for name, (chosen, index) in filters.items():
            grown = None
            if not actor.is_admin and name == "board":
                # The viewer's rows of one board, by the key (viewer, board, at, number);
                # the listed index (viewer, at, board, number) ties with it on a near
                # empty table, but reads every row of the viewer's on a grown one.
                index, grown = "_", f"{AUDITORS_TABLE}_pkey"
            for page, after in (("first", None), ("deep", deep)):
                yield Listing(
                    f"rulings as {actor.name}, {name}, {page} page",
                    _rulings(actor, chosen, after),
                    table + index,
                    by_key_only=None if actor.is_admin else RULINGS_TABLE,
                    grown=grown,
                )


def _rulings(
    actor: Actor, filters: dict[str, Any], after: tuple[str, str, int] | None
) -> Callable[[Database], object]:
    return lambda database: RulingsLog.find(
        database,
        RulingFilter(viewer=actor.name, everything=actor.is_admin, **filters),
        limit=3,
        after=after,
    )


LARGE = 40_000  # rows of others' boards and rulings in the large store


def _grow(database: Database) -> None:
    """`LARGE` boards of other players (a thousand of them, directors among them), half
    of them over with their score, each with a ruling, and 4,000 sessions of ten results,
    written straight into the read models, then the store's statistics gathered as a
    long-running store has them. Dora may audit every one of those rulings too, as the
    importer of a large file directs every board of it: her page must still be a page."""
    if database.dialect == "postgresql":
        numbers = f"SELECT g AS n FROM generate_series(1, {LARGE}) AS g"
    else:
        numbers = (
            f"WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < {LARGE}) "
            "SELECT n FROM g"
        )
    user = "'u' || ((n * {k}) % 1000)"
    at = "'2001-01-01T00:00:00.' || substr('000000' || n, -6, 6) || '+00:00'"
    if database.dialect == "postgresql":
        at = "'2001-01-01T00:00:00.' || lpad(n::text, 6, '0') || '+00:00'"
    with database.transaction() as cursor:
        cursor.execute(
            "INSERT INTO board_summaries (board_id, board_number, dealer, vulnerability, mode, "
            "phase, seat_n, seat_e, seat_s, seat_w, director, created_by, created_at, "
            "updated_at, version) "
            f"SELECT 'large-' || n, 1 + n % 32, 'N', 'None', 'practice', "
            "CASE WHEN n % 2 = 0 THEN 'complete' ELSE 'play' END, "
            f"{user.format(k=1)}, {user.format(k=3)}, {user.format(k=7)}, {user.format(k=11)}, "
            f"{user.format(k=13)}, 'admin', {at}, {at}, 9 FROM ({numbers}) AS numbers"
        )
        cursor.execute(
            f"INSERT INTO {RULINGS_TABLE} (board_id, number, director, law, kind, explanation, "
            "at, concerns, tricks) "
            f"SELECT 'large-' || n, 1, {user.format(k=13)}, '64A1', 'trick_transfer', 'x', "
            f"{at}, '[]', 1 FROM ({numbers}) AS numbers"
        )
        for viewer in (user.format(k=13), "'dora'"):
            cursor.execute(
                f"INSERT INTO {AUDITORS_TABLE} (viewer, board_id, number, at, director, law) "
                f"SELECT {viewer}, 'large-' || n, 1, {at}, {user.format(k=13)}, '64A1' "
                f"FROM ({numbers}) AS numbers"
            )
        cursor.execute(
            "INSERT INTO board_scores (board_id, contract, declarer, declarer_tricks, ns, ew) "
            f"SELECT 'large-' || n, '4S', 'N', 10, 420, -420 FROM ({numbers}) AS numbers "
            "WHERE n % 2 = 0"
        )
        cursor.execute(
            "INSERT INTO sessions (session_id, name, scoring, created_by, created_at) "
            f"SELECT 'large-' || n, 'Evening', 'MP', 'admin', {at} FROM ({numbers}) AS numbers "
            "WHERE n % 10 = 0"
        )
        cursor.execute(
            "INSERT INTO session_results (session_id, board_number, ns, ew, entered_by) "
            f"SELECT 'large-' || (n - n % 10), 1 + n % 10, '1', '2', 'admin' "
            f"FROM ({numbers}) AS numbers WHERE n >= 10"
        )
        cursor.execute("ANALYZE")


@pytest.mark.parametrize("size", ["small", "large"])
def test_every_listing_reads_its_page_through_an_index_in_list_order(
    services: Services, monkeypatch: pytest.MonkeyPatch, size: str
) -> None:
    """Small: the store's planner priced away from reading small tables whole, to see
    that an index serves each listing. Large: 40,000 others' boards and rulings with the
    planner left alone, as it plans for a grown store."""
    make_boards(services)
    database = services.database
    if size == "large":
        _grow(database)
    _, deep = BoardSummaries.page(database, ADMIN.name, True, BoardFilter(), 2)
    assert deep is not None
    listings = [
        *board_listings(deep),
        *ruling_listings(),
        Listing(
            "sessions", lambda database: SessionResults.sessions(database, 3), "sessions_listed"
        ),
        Listing(
            "sessions, deep page",
            lambda database: SessionResults.sessions(database, 3, ("2001-01-01", "large-9")),
            "sessions_listed",
        ),
    ]
    checked = 0
    for listing in listings:
        for sql, params in _queries(database, monkeypatch, listing.read):
            if database.dialect == "postgresql" and size == "large":
                _check_postgresql_grown(database, sql, params, listing)
            elif database.dialect == "postgresql":
                _check_postgresql(database, sql, params, listing, priced_out=True)
            else:
                _check_sqlite(services, sql, params, listing)
            checked += 1
    assert checked == len(listings)  # each listing is one query


def _queries(
    database: Database, monkeypatch: pytest.MonkeyPatch, read: Callable[[Database], object]
) -> list[tuple[str, list[Any]]]:
    asked: list[tuple[str, list[Any]]] = []
    query = database.query

    def recording(sql: str, params: Any = ()) -> Any:
        asked.append((sql, list(params)))
        return query(sql, params)

    with monkeypatch.context() as patch:
        patch.setattr(database, "query", recording)
        read(database)
    return asked


# ---- PostgreSQL ----------------------------------------------------------------------


def _check_postgresql(
    database: Database, sql: str, params: list[Any], listing: Listing, priced_out: bool
) -> None:
    root = _plan(database, sql, params, priced_out)
    reads = list(_postgresql_reads(root))
    assert reads, (listing.name, root)
    for node in reads:
        assert node["Node Type"] in ("Index Scan", "Index Only Scan"), (listing.name, node)
        if node["Relation Name"] == listing.by_key_only:
            assert set(_index_names(node)) == {LISTED[node["Relation Name"]]}, (listing.name, node)
    assert any(listing.index in name for node in reads for name in _index_names(node)), (
        listing.name,
        [(node["Relation Name"], _index_names(node)) for node in reads],
    )
    for sort in _nodes(root, "Sort"):
        for node in _postgresql_reads(sort, through_limits=False):
            # A sort over rows found by their key sorts a page's worth, not a table's.
            assert set(_index_names(node)) == {LISTED[node["Relation Name"]]}, (listing.name, sort)


FEW = 1_000  # rows: more than any one user here has, far fewer than the large store holds


def _check_postgresql_grown(
    database: Database, sql: str, params: list[Any], listing: Listing
) -> None:
    """The planner left alone, on a grown store: it may sort a user's few rows instead of
    walking an index in order (it knows they are few), but never reads a table whole,
    and whatever it gathers out of order or sorts is estimated at a few rows, not at a
    share of the store."""
    root = _plan(database, sql, params, priced_out=False)
    reads = list(_postgresql_reads(root))
    assert reads, (listing.name, root)
    for node in reads:
        assert node["Node Type"] in ("Index Scan", "Index Only Scan", "Bitmap Heap Scan"), (
            listing.name,
            node["Relation Name"],
            node["Node Type"],
        )
        if node["Relation Name"] == listing.by_key_only:
            assert set(_index_names(node)) == {LISTED[node["Relation Name"]]}, (listing.name, node)
        if node["Node Type"] == "Bitmap Heap Scan":
            assert node["Plan Rows"] <= FEW, (listing.name, node["Relation Name"], node)
    for sort in _nodes(root, "Sort"):
        assert sort["Plan Rows"] <= FEW, (listing.name, sort)
    if listing.grown is not None:
        assert any(listing.grown in _index_names(node) for node in reads), (listing.name, root)


def _index_names(node: dict[str, Any]) -> list[str]:
    """The indexes a read goes through: its own, or those of its bitmap's index scans."""
    if "Index Name" in node:
        return [str(node["Index Name"])]
    return [str(n["Index Name"]) for n in _nodes(node, "Bitmap Index Scan")]


def _plan(database: Database, sql: str, params: list[Any], priced_out: bool) -> dict[str, Any]:
    with database.transaction() as cursor:
        if priced_out:
            cursor.execute("SET LOCAL enable_seqscan = off")
            cursor.execute("SET LOCAL enable_bitmapscan = off")
        cursor.execute(f"EXPLAIN (FORMAT JSON) {sql}", params)
        row = cursor.fetchone()
    assert row is not None
    plan = row[0] if isinstance(row[0], list) else json.loads(row[0])
    return cast(dict[str, Any], plan[0]["Plan"])


def _nodes(node: dict[str, Any], kind: str) -> Iterator[dict[str, Any]]:
    if node["Node Type"] == kind:
        yield node
    for child in node.get("Plans", []):
        yield from _nodes(child, kind)


def _postgresql_reads(
    node: dict[str, Any], through_limits: bool = True
) -> Iterator[dict[str, Any]]:
    """The plan's reads of the listed tables, below `node` (not below a Limit unless
    `through_limits`)."""
    if node.get("Relation Name") in LISTED:
        yield node
    for child in node.get("Plans", []):
        if through_limits or child["Node Type"] != "Limit":
            yield from _postgresql_reads(child, through_limits)


# ---- SQLite --------------------------------------------------------------------------


def _check_sqlite(services: Services, sql: str, params: list[Any], listing: Listing) -> None:
    connection = sqlite3.connect(services.settings.eventsourcing_env()["SQLITE_DBNAME"])
    try:
        named = {str(number): value for number, value in enumerate(params, 1)}  # $1, $2
        steps = [
            (int(row[0]), int(row[1]), str(row[3]))
            for row in connection.execute(f"EXPLAIN QUERY PLAN {sql}", named)
        ]
    finally:
        connection.close()
    reads = [step for step in steps if _read_table(step[2]) is not None]
    assert reads, (listing.name, steps)
    for _, _, detail in reads:
        # SEARCH: a range of an index; SCAN ... USING INDEX: an index walked in order,
        # which the LIMIT stops after a page. A bare SCAN reads the whole table.
        assert detail.startswith("SEARCH") or " USING " in detail, (listing.name, steps)
        if listing.by_key_only is not None and _read_table(detail) in ("r", listing.by_key_only):
            assert detail.startswith("SEARCH") and _by_key(detail), (listing.name, steps)
    by_key = listing.index.endswith("_pkey")
    assert any(listing.index in detail or (by_key and _by_key(detail)) for _, _, detail in reads), (
        listing.name,
        steps,
    )
    for _, parent, detail in steps:
        if detail.startswith("USE TEMP B-TREE FOR ORDER BY"):
            # Sorting is fine over rows found by their key (a page's worth), not over a
            # range of a filter's index.
            sorted_reads = [d for _, p, d in reads if p == parent]
            assert all(_by_key(d) for d in sorted_reads), (listing.name, steps)


def _read_table(detail: str) -> str | None:
    words = detail.split()
    if (
        len(words) > 1
        and words[0] in ("SEARCH", "SCAN")
        and words[1] in ("a", "r", "s", "scores", *LISTED)
    ):
        return words[1]
    return None


def _by_key(detail: str) -> bool:
    return "sqlite_autoindex" in detail or "PRIMARY KEY" in detail
