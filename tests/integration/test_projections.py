"""Read models: exactly-once catch-up, read-your-writes, and rebuild == incremental."""

from __future__ import annotations

import itertools

from api.cli import main as cli_main
from api.services import Services, open_services
from domain.actors import Role
from projections.tricks import TrickHistory
from tests.integration.play import play_board

TABLES = (
    "users",
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


def test_catching_up_twice_changes_nothing(services: Services) -> None:
    services.app.register_user("alice", Role.PLAYER)
    board = play_board(services.app, 11)
    assert services.runner.catch_up() > 0
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
    tricks = TrickHistory.for_board(services.database, str(board.id))
    assert len(tricks) == 13
    assert all(t["leader"] == p["winner"] for p, t in itertools.pairwise(tricks))


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
