"""A save writes the board read models in its own transaction, after its events (one
commit a card instead of two), on both stores. Whatever goes wrong there undoes those
writes alone: the events are stored and the read models follow them after the commit, as
before. On PostgreSQL the read models' statements are not answered before the COMMIT is
sent, so a statement that fails in the server is found only there: the save then rolls
back to its savepoint and commits the events alone."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, ClassVar

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from api.services import Services, open_services
from api.settings import Settings
from domain.actors import Actor, Role
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard
from projections import all_projections
from projections.base import WritesAsItGoes, event_dispatch
from projections.database import Cursor

DIRECTOR = Actor("dora", Role.DIRECTOR)


@contextmanager
def opened(settings: Settings, projections: list[Any] | None = None) -> Iterator[Services]:
    services = open_services(settings, projections)
    try:
        yield services
    finally:
        services.close()


def read_model_transactions(services: Services, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the read models' own transactions from now on (one entry each)."""
    begun: list[int] = []
    own = services.database.transaction

    def counted() -> Any:
        begun.append(1)
        return own()

    monkeypatch.setattr(services.database, "transaction", counted)
    return begun


def summaries(services: Services) -> dict[str, tuple[str, int]]:
    rows = services.database.query("SELECT board_id, phase, version FROM board_summaries")
    return {str(board_id): (str(phase), int(version)) for board_id, phase, version in rows}


def in_step(services: Services) -> None:
    """Every read model of the boards' log is at the log's last notification."""
    last = services.app.recorder.max_notification_id()
    assert set(services.runner.positions().values()) == {last}


def bid(services: Services, board: Board, *calls: str) -> Board:
    for call in calls:
        seat = board.state.next_seat
        assert seat is not None
        board = services.app.execute(
            DIRECTOR, MakeCall(board_id=str(board.id), seat=seat.value, call=call)
        )
    return board


def test_a_save_writes_the_read_models_without_a_transaction_of_their_own(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    with opened(settings) as services:
        board = services.app.create_board(DIRECTOR, CreateBoard(seed=3, seats={}))
        begun = read_model_transactions(services, monkeypatch)
        board = bid(services, board, "1NT", "Pass", "3NT")
        assert begun == []
        assert summaries(services)[str(board.id)] == ("auction", 4)
        in_step(services)
    with opened(settings) as again:  # committed, and nothing is projected twice
        assert summaries(again)[str(board.id)] == ("auction", 4)
        in_step(again)


class BrokenOnBoardThirteen(WritesAsItGoes):
    """Records board numbers, and raises on board 13."""

    name: ClassVar[str] = "broken_on_thirteen"
    tables: ClassVar[dict[str, str]] = {"broken_on_thirteen": "board_number INTEGER NOT NULL"}
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = ()

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Other events number no board."""

    @process.register(Board.Created)
    def _created(self, event: Board.Created, cursor: Cursor) -> None:
        if event.board_number == 13:
            raise RuntimeError("injected failure")
        cursor.execute("INSERT INTO broken_on_thirteen VALUES ($1)", (event.board_number,))


def test_a_read_model_failing_in_the_save_leaves_the_events_and_the_others_written(
    settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    with opened(settings, [*all_projections(), BrokenOnBoardThirteen()]) as services:
        boards = [
            services.app.create_board(DIRECTOR, CreateBoard(board_number=number, seats={}))
            for number in (12, 13, 14)
        ]
        assert set(summaries(services)) == {str(board.id) for board in boards}
        rows = services.database.query("SELECT board_number FROM broken_on_thirteen")
        assert rows == [(12,)]  # stopped at 13, the others went on
        assert [f.projection for f in services.runner.failures()] == ["broken_on_thirteen"]
        assert "broken_on_thirteen failed at notification" in caplog.text


def test_a_read_model_failing_in_the_save_leaves_every_connection_fit_to_load(
    settings: Settings,
) -> None:
    """On PostgreSQL the runner's rollback to its savepoint made psycopg forget the
    statements it had prepared, and tell the server only after the connection's next
    statement had prepared itself: every later load of an aggregate on that connection
    then failed ('prepared statement "_pg3_1" does not exist'). Every connection of the
    store's pool is used many times over here."""
    with opened(settings, [*all_projections(), BrokenOnBoardThirteen()]) as services:
        boards = [
            services.app.create_board(DIRECTOR, CreateBoard(board_number=number, seats={}))
            for number in (12, 13, 14)
        ]
        for _ in range(40):
            for board in boards:
                assert services.app.repository.get(board.id).id == board.id


def test_a_save_that_fails_after_the_read_models_wrote_leaves_neither(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    with opened(settings) as services:
        board = services.app.create_board(DIRECTOR, CreateBoard(seed=5, seats={}))
        stored = services.app.recorder.max_notification_id()
        failing = [True]

        def fails_once(cursor: Cursor, events: object) -> None:
            if failing.pop() if failing else False:
                raise RuntimeError("the save's transaction fails after the read models")

        services.app.while_saving(fails_once)  # runs after the runner's, in the transaction
        with pytest.raises(RuntimeError, match="after the read models"):
            bid(services, board, "1NT")
        assert services.app.recorder.max_notification_id() == stored
        assert summaries(services)[str(board.id)] == ("auction", 1)
        in_step(services)
        begun = read_model_transactions(services, monkeypatch)
        board = bid(services, services.app.board(DIRECTOR, board.id), "1S")
        assert summaries(services)[str(board.id)] == ("auction", 2)
        in_step(services)
        if settings.store == "sqlite":
            # The save reused the notification id the failed one would have had.
            assert begun == []
        else:
            # PostgreSQL's sequence left a gap, so the read models were not where the
            # save's events begin: their guard failed in the server, found at the
            # commit; the events were committed alone, and projected after it.
            assert begun == [1]
        board = bid(services, board, "Pass")
        assert summaries(services)[str(board.id)] == ("auction", 3)
        assert len(begun) == (0 if settings.store == "sqlite" else 1)  # in the save again
        in_step(services)


def test_two_servers_on_one_store_keep_every_read_model_whole(settings: Settings) -> None:
    """Each server's positions lag behind the other's saves: a save whose read models are
    not where its events begin leaves them to the catch-up after its commit."""
    with opened(settings) as first, opened(settings) as second:
        board = first.app.create_board(DIRECTOR, CreateBoard(seed=8, seats={}))
        for turn, call in enumerate(("1C", "1D", "1H", "1S", "Pass", "Pass", "Pass")):
            services = (first, second)[turn % 2]
            board = bid(services, services.app.board(DIRECTOR, board.id), call)
        for services in (first, second):
            assert summaries(services)[str(board.id)] == ("play", 8)
            in_step(services)
        plays = first.database.query("SELECT COUNT(*) FROM board_summaries")
        assert plays == [(1,)]


class RefusedByTheServerOnBoardThirteen(WritesAsItGoes):
    """Records board numbers in a table whose constraint refuses 13: the statement fails
    in the database, not in Python (on PostgreSQL, found only when the pipeline is read)."""

    name: ClassVar[str] = "refused_on_thirteen"
    tables: ClassVar[dict[str, str]] = {
        "refused_on_thirteen": "board_number INTEGER NOT NULL CHECK (board_number <> 13)"
    }
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = ()

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Other events number no board."""

    @process.register(Board.Created)
    def _created(self, event: Board.Created, cursor: Cursor) -> None:
        cursor.execute("INSERT INTO refused_on_thirteen VALUES ($1)", (event.board_number,))


@pytest.mark.parametrize("place", ["first", "last"])
def test_a_read_model_statement_the_database_refuses_leaves_the_command_stored(
    settings: Settings, place: str, caplog: pytest.LogCaptureFixture
) -> None:
    """First, the refusal surfaces while the later read models still write (on
    PostgreSQL at one of their statements); last, at the save's commit."""
    refused = RefusedByTheServerOnBoardThirteen()
    others = all_projections()
    projections = [refused, *others] if place == "first" else [*others, refused]
    with opened(settings, projections) as services:
        client = TestClient(create_app(services))
        token = services.app.register_user("alice", Role.DIRECTOR)[1]
        auth = {"Authorization": f"Bearer {token}"}
        for number in (12, 13, 14):
            reply = client.post("/boards", json={"board_number": number}, headers=auth)
            assert reply.status_code == 201, reply.text  # stored, so it succeeded
        listed = client.get("/boards", headers=auth).json()["items"]
        assert sorted(b["board_number"] for b in listed) == [12, 13, 14]
        rows = services.database.query("SELECT board_number FROM refused_on_thirteen")
        assert rows == [(12,)]  # stopped at 13, the others went on
        assert [f.projection for f in services.runner.failures()] == ["refused_on_thirteen"]
        assert "refused_on_thirteen failed at notification" in caplog.text
        last = services.app.recorder.max_notification_id() or 0
        positions = services.runner.positions()
        assert positions.pop("refused_on_thirteen") < last
        assert set(positions.values()) == {last}
    with opened(settings, projections) as again:  # committed, and nothing projected twice
        numbers = again.database.query("SELECT board_number FROM board_summaries ORDER BY 1")
        assert numbers == [(12,), (13,), (14,)]
        positions = again.runner.positions()
        assert positions.pop("refused_on_thirteen") < last
        assert set(positions.values()) == {last}


def read_model_rows(services: Services) -> dict[str, list[tuple[object, ...]]]:
    tables = sorted({table for p in all_projections() for table in p.tables})
    return {
        table: sorted(services.database.query(f"SELECT * FROM {table}"), key=repr)
        for table in tables
    }


def test_a_guard_refused_while_the_rulings_read_a_board_leaves_what_a_rebuild_writes(
    settings: Settings,
) -> None:
    """A failed save leaves a gap in PostgreSQL's notification ids, so the next save's
    tracking guard is refused; the auction's last pass then has the rulings' auditors
    read the board they do not hold (a read inside the save, which waits for the
    pipeline's answers)."""
    with opened(settings) as services:
        board = services.app.create_board(DIRECTOR, CreateBoard(seed=5, seats={}))
        board = bid(services, board, "1NT", "Pass", "Pass")
        failing = [True]

        def fails_once(cursor: Cursor, events: object) -> None:
            if failing.pop() if failing else False:
                raise RuntimeError("the save's transaction fails after the read models")

        services.app.while_saving(fails_once)
        with pytest.raises(RuntimeError, match="after the read models"):
            bid(services, board, "Pass")
        board = bid(services, services.app.board(DIRECTOR, board.id), "Pass")
        assert summaries(services)[str(board.id)] == ("play", 5)
        in_step(services)
        written = read_model_rows(services)
        assert written["ruling_boards"]
        services.runner.rebuild()
        assert read_model_rows(services) == written


class RefusedThenReadOnBoardThirteen(WritesAsItGoes):
    """Records board numbers in a table whose constraint refuses 13, then reads the table
    back (as the rulings' auditors read a board they do not hold): on PostgreSQL the read
    waits for the pipeline's answers, so the refusal is raised there, in the middle of the
    read models, not at the pipeline's end."""

    name: ClassVar[str] = "refused_then_read"
    tables: ClassVar[dict[str, str]] = {
        "refused_then_read": "board_number INTEGER NOT NULL CHECK (board_number <> 13)"
    }
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = ()

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Other events number no board."""

    @process.register(Board.Created)
    def _created(self, event: Board.Created, cursor: Cursor) -> None:
        cursor.execute("INSERT INTO refused_then_read VALUES ($1)", (event.board_number,))
        cursor.execute("SELECT count(*) FROM refused_then_read")
        cursor.fetchone()


class RefusedAtTheCommitOnBoardThirteen(WritesAsItGoes):
    """Writes board 13 twice into a table whose constraint is checked at the COMMIT: the
    refusal ends the events' transaction, with no savepoint left to roll back to."""

    name: ClassVar[str] = "refused_at_commit"
    tables: ClassVar[dict[str, str]] = {
        "refused_at_commit": "board_number INTEGER NOT NULL, CONSTRAINT refused_at_commit_once "
        "UNIQUE (board_number) DEFERRABLE INITIALLY DEFERRED"
    }
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = ()

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Other events number no board."""

    @process.register(Board.Created)
    def _created(self, event: Board.Created, cursor: Cursor) -> None:
        times = 2 if event.board_number == 13 else 1
        for _ in range(times):
            cursor.execute("INSERT INTO refused_at_commit VALUES ($1)", (event.board_number,))


def post_boards(services: Services, *numbers: int) -> list[int]:
    """Creates boards over HTTP; the answers' status codes."""
    client = TestClient(create_app(services))
    token = services.app.register_user("alice", Role.DIRECTOR)[1]
    auth = {"Authorization": f"Bearer {token}"}
    codes = []
    for number in numbers:
        reply = client.post("/boards", json={"board_number": number}, headers=auth)
        codes.append(reply.status_code)
    return codes


@pytest.mark.parametrize("place", ["first", "last"])
def test_a_refusal_raised_at_a_read_inside_the_save_leaves_the_command_stored(
    settings: Settings, place: str
) -> None:
    refused = RefusedThenReadOnBoardThirteen()
    others = all_projections()
    projections = [refused, *others] if place == "first" else [*others, refused]
    with opened(settings, projections) as services:
        assert post_boards(services, 12, 13, 14) == [201, 201, 201]
        numbers = services.database.query("SELECT board_number FROM board_summaries ORDER BY 1")
        assert numbers == [(12,), (13,), (14,)]
        rows = services.database.query("SELECT board_number FROM refused_then_read")
        assert rows == [(12,)]  # stopped at 13, the others went on
        assert [f.projection for f in services.runner.failures()] == ["refused_then_read"]


def test_a_refusal_at_the_commit_saves_the_events_alone(settings: Settings) -> None:
    """The read models' refusal ends the transaction the events were in: they are saved
    again alone, and the read models follow after that commit."""
    if settings.store != "postgresql":
        pytest.skip("SQLite checks a UNIQUE constraint at each statement, never at COMMIT")
    projections = [*all_projections(), RefusedAtTheCommitOnBoardThirteen()]
    with opened(settings, projections) as services:
        assert post_boards(services, 12, 13, 14) == [201, 201, 201]
        numbers = services.database.query("SELECT board_number FROM board_summaries ORDER BY 1")
        assert numbers == [(12,), (13,), (14,)]
        rows = services.database.query("SELECT board_number FROM refused_at_commit")
        assert rows == [(12,)]
        assert [f.projection for f in services.runner.failures()] == ["refused_at_commit"]
        last = services.app.recorder.max_notification_id() or 0
        positions = services.runner.positions()
        assert positions.pop("refused_at_commit") < last
        assert set(positions.values()) == {last}
