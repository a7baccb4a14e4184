"""The board list: each user's boards, oldest first, a page at a time, on both stores;
and a user's page read through the indexes, not by reading every board of the store."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from api.services import Services, open_services
from api.settings import Settings
from domain.actors import Actor, Role
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard
from projections.boards import BoardFilter, BoardSummaries
from projections.database import Database

ALICE = Actor("alice", Role.PLAYER)
BOB = Actor("bob", Role.PLAYER)
CAROL = Actor("carol", Role.PLAYER)
DORA = Actor("dora", Role.DIRECTOR)
ADMIN = Actor("root", Role.ADMIN)
PEOPLE = {actor.name: actor for actor in (ALICE, BOB, CAROL, DORA)}


def make_boards(services: Services) -> None:
    """Boards where a user sits in one seat, in two, in none, or directs; some bid."""
    for actor in (ALICE, BOB, CAROL, DORA, ADMIN):
        services.app.register_user(actor.name, actor.role)
    tables = [
        (DORA, {"N": "alice", "E": "bob", "S": "carol", "W": "bob"}),  # dora directs
        (BOB, {"N": "bob", "E": "bob", "S": "bob", "W": "bob"}),
        (ALICE, {"N": "alice", "E": "alice", "S": "alice", "W": "alice"}),
        (DORA, {"N": "bob", "E": "carol", "S": "bob", "W": "carol"}),
        (CAROL, {"N": "carol", "E": "alice", "S": "carol", "W": "alice"}),
    ]
    for round_number in range(3):
        for place, (actor, seats) in enumerate(tables):
            board = services.app.create_board(
                actor, CreateBoard(board_number=place + 1, seed=round_number, seats=seats)
            )
            if place % 2 == 0:  # some boards leave the auction phase: the filter sees it
                next_seat = board.state.next_seat
                assert next_seat is not None
                for _ in range(4):
                    holder = PEOPLE[seats[next_seat.value]]
                    command = MakeCall(board_id=str(board.id), seat=next_seat.value, call="Pass")
                    board = services.app.execute(holder, command)
                    next_seat = next_seat.next()


def every_page(database: Database, actor: Actor, filters: BoardFilter, limit: int) -> list[str]:
    ids: list[str] = []
    after = None
    while True:
        rows, after = BoardSummaries.page(
            database, actor.name, actor.is_admin, filters, limit, after
        )
        assert len(rows) <= limit
        ids += [row["board_id"] for row in rows]
        if after is None:
            return ids


def expected(database: Database, user: str | None, filters: BoardFilter) -> list[str]:
    """Worked out the slow way: every board read, kept when it names `user` (None: all)."""
    rows = database.query(
        "SELECT board_id, created_at, seat_n, seat_e, seat_s, seat_w, director, phase "
        "FROM board_summaries"
    )
    kept = [
        row
        for row in rows
        if (user is None or user in row[2:7])
        and (filters.player is None or filters.player in row[2:6])
        and (filters.phase is None or row[7] == filters.phase)
    ]
    return [str(row[0]) for row in sorted(kept, key=lambda row: (row[1], row[0]))]


@pytest.mark.parametrize("limit", [1, 2, 50])
def test_each_user_pages_through_exactly_the_boards_naming_them(
    services: Services, limit: int
) -> None:
    make_boards(services)
    database = services.database
    for actor in (ALICE, BOB, CAROL, DORA):
        for filters in (BoardFilter(), BoardFilter(phase="auction"), BoardFilter(player="carol")):
            listed = every_page(database, actor, filters, limit)
            assert listed == expected(database, actor.name, filters), (actor, filters)
    for filters in (BoardFilter(player="carol"), BoardFilter(player="alice", phase="auction")):
        assert every_page(database, ADMIN, filters, limit) == expected(database, None, filters)
    assert len(every_page(database, ADMIN, BoardFilter(), limit)) == 15


def test_a_users_page_reads_their_boards_through_the_indexes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first page of a player's list must not read every board of the store (at
    100,000 boards that took 3x as long as at 1,000): SQLite's plan searches the
    indexes and never scans the board summaries. (A plan is the store's own: this one is
    SQLite's; PostgreSQL's planner may rightly scan a table this small.)"""
    services = open_services(Settings(tmp_path, f"sqlite:///{tmp_path / 'plan.sqlite'}"))
    try:
        _assert_pages_use_the_indexes(services, monkeypatch)
    finally:
        services.close()


def _assert_pages_use_the_indexes(services: Services, monkeypatch: pytest.MonkeyPatch) -> None:
    make_boards(services)
    asked: list[tuple[str, list[Any]]] = []
    query = services.database.query

    def recording(sql: str, params: Any = ()) -> Any:
        asked.append((sql, list(params)))
        return query(sql, params)

    monkeypatch.setattr(services.database, "query", recording)
    for actor, filters in ((ALICE, BoardFilter()), (ADMIN, BoardFilter(player="carol"))):
        BoardSummaries.page(services.database, actor.name, actor.is_admin, filters, 2)
    connection = sqlite3.connect(services.settings.eventsourcing_env()["SQLITE_DBNAME"])
    try:
        for sql, params in asked:
            named = {str(number): value for number, value in enumerate(params, 1)}  # $1, $2
            plan = [row[3] for row in connection.execute(f"EXPLAIN QUERY PLAN {sql}", named)]
            assert not [step for step in plan if step.startswith("SCAN board_summaries")], plan
            assert [step for step in plan if "INDEX board_summaries_seat" in step], plan
    finally:
        connection.close()
