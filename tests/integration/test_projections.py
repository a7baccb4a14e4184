"""Read models: exactly-once catch-up, read-your-writes, and rebuild == incremental."""

from __future__ import annotations

import itertools

import pytest

from api.cli import main as cli_main
from api.services import Services, open_services
from domain.actors import Role
from domain.application import BridgeLedger
from projections.tricks import TrickHistory
from tests.integration.play import play_board

TABLES = (
    "user_accounts",
    "user_generation",
    "board_summaries",
    "tricks",
    "trick_cards",
    "board_scores",
    "board_scoring_facts",
    "projection_tracking",
)


def snapshot(services: Services) -> dict[str, list[tuple[object, ...]]]:
    return {
        table: sorted(services.database.query(f"SELECT * FROM {table}"), key=repr)
        for table in TABLES
    }


def test_rebuild_gives_identical_read_models(services: Services) -> None:
    services.app.register_user("alice", Role.PLAYER)
    for seed in range(6):
        play_board(services.app, seed, finish=seed % 3 != 0)
        services.runner.catch_up()
    before = snapshot(services)
    assert len(before["board_scores"]) >= 3 and len(before["trick_cards"]) > 100
    settings = services.settings
    services.close()
    assert cli_main(["rebuild", "--database-url", settings.database_url]) == 0
    reopened = open_services(settings)
    try:
        assert snapshot(reopened) == before
    finally:
        reopened.close()


def test_every_save_is_projected_before_it_returns(services: Services) -> None:
    services.app.register_user("alice", Role.PLAYER)
    board = play_board(services.app, 11)
    # Read-your-writes: the saves are in the read models, with nothing left to catch up.
    positions = services.runner.positions()
    assert set(positions.values()) == {services.app.recorder.max_notification_id()}
    tricks = TrickHistory.for_board(services.database, str(board.id))
    assert len(tricks) == 13
    assert all(t["leader"] == p["winner"] for p, t in itertools.pairwise(tricks))
    assert services.runner.catch_up() == 0


def test_a_save_after_one_not_yet_projected_projects_both(services: Services) -> None:
    """Another thread's save may be recorded before this one and projected after it:
    projecting this one alone would move the tracking past the other's events."""
    services.app.register_user("alice", Role.PLAYER)
    not_yet_projected = BridgeLedger(env=services.settings.eventsourcing_env())
    try:
        first = play_board(not_yet_projected, 12, finish=False)
    finally:
        not_yet_projected.close()
    second = play_board(services.app, 13, finish=False)
    boards = {row[0] for row in services.database.query("SELECT board_id FROM board_summaries")}
    assert boards == {str(first.id), str(second.id)}
    before = snapshot(services)
    services.runner.rebuild()
    assert snapshot(services) == before


def test_catching_up_twice_changes_nothing(services: Services) -> None:
    services.app.register_user("alice", Role.PLAYER)
    play_board(services.app, 11)
    assert services.runner.rebuild() > 0  # the whole log, caught up from the start
    before = snapshot(services)
    assert services.runner.catch_up() == 0
    # A second runner on the same tables (another process) finds nothing to do either.
    second = open_services(services.settings)
    try:
        assert second.runner.catch_up() == 0
        assert snapshot(second) == before
    finally:
        second.close()
    positions = services.runner.positions()
    assert set(positions.values()) == {services.app.recorder.max_notification_id()}


def test_every_board_event_reaches_the_trick_history(services: Services) -> None:
    services.app.register_user("alice", Role.PLAYER)
    board = play_board(services.app, 3, finish=False)
    services.runner.catch_up()
    tricks = TrickHistory.for_board(services.database, str(board.id))
    expected = [
        {
            "number": t.number,
            "leader": t.leader.value,
            "cards": [{"seat": p.seat.value, "card": str(p.card)} for p in t.cards],
            "winner": t.winner.value if t.winner else None,
        }
        for t in board.state.tricks
    ]
    assert tricks == expected


def test_runners_in_two_processes_neither_skip_nor_repeat(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    services.app.register_user("alice", Role.PLAYER)
    other = open_services(services.settings)  # another server process on the same store
    for runner in (services.runner, other.runner):
        # A batch that finds the positions moved elsewhere reads them again; none fails.
        monkeypatch.setattr(runner, "_project_one_by_one", _no_batch_fails)
    try:
        play_board(other.app, 5)  # projected by the other process
        # This process's next save follows a gap in what it has read: it catches up
        # from the log, skipping what the other process has already projected.
        play_board(services.app, 6, finish=False)
        incremental = snapshot(services)

        # A rebuild from the other process resets the tables behind this runner's back:
        # it must start again from the reset positions, not leave a gap between where
        # the rebuild is and where it had got to itself.
        other.runner.drop_tables()
        other.runner.create_tables()
        play_board(services.app, 7, finish=False)
        after_reset = snapshot(services)
        other.runner.catch_up()  # reads again what this process projected: no change
        assert snapshot(services) == after_reset
    finally:
        other.close()
    assert len(incremental["board_summaries"]) == 2
    assert len(incremental["board_scores"]) == 1
    services.runner.rebuild()
    assert snapshot(services) == after_reset
    assert set(incremental["trick_cards"]) < set(after_reset["trick_cards"])


def _no_batch_fails(*_: object) -> bool:
    raise AssertionError("a batch failed and went event by event")


def test_only_read_model_commits_skip_waiting_for_the_disk(services: Services) -> None:
    """Read models can be rebuilt from the log, so they may commit without waiting for
    the disk; the event store keeps the server's own setting."""
    if services.database.dialect == "sqlite":
        assert services.database.query("PRAGMA synchronous") == [(1,)]  # NORMAL
        return
    asked = "SELECT setting, source FROM pg_settings WHERE name = 'synchronous_commit'"
    assert services.database.query(asked) == [("off", "client")]
    with services.app.factory.datastore.get_connection() as connection:  # type: ignore[attr-defined]
        store = connection.execute(asked).fetchone()
    assert store is not None and store["source"] != "client"


def test_a_rebuild_batch_that_takes_cards_back_writes_what_event_by_event_wrote(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The trick history and board summaries gather a batch's rows and write each table
    once (projections/base.py `write_batch`); cards taken back inside the batch, the lead
    of a trick and the card that won it included, must come out as event by event."""
    from domain.board.play import PlayCard
    from domain.board.rewind import RedoLastUndone, UndoLastAction
    from domain.rules.play import legal_cards
    from tests.integration.play import ALICE

    services.app.register_user("alice", Role.PLAYER)
    board = play_board(services.app, 11, finish=False)
    board_id = str(board.id)
    while board.state.cards_played < 52:
        seat = board.state.next_seat
        assert seat is not None
        trick = board.state.tricks[-1].cards if board.state.tricks else ()
        trick = () if len(trick) == 4 else trick
        card = sorted(legal_cards(board.state.remaining[seat], list(trick)))[0]
        board = services.app.execute(
            ALICE, PlayCard(board_id=board_id, seat=seat.value, card=str(card))
        )
        if len(trick) in (0, 3) and board.state.cards_played < 52:  # a lead, a trick's end
            board = services.app.execute(ALICE, UndoLastAction(board_id=board_id, reason=""))
            if board.state.cards_played % 2:
                board = services.app.execute(ALICE, RedoLastUndone(board_id=board_id, reason=""))
    before = snapshot(services)
    assert len(before["trick_cards"]) >= 52

    monkeypatch.setattr(services.runner, "_project_one_by_one", _no_batch_fails)
    services.runner.rebuild()
    assert snapshot(services) == before
