"""The systems' own log: separate from the boards', snapshotted when it grows long."""

from __future__ import annotations

import pytest

from api.cli import main as cli_main
from api.services import Services, open_services
from api.settings import Settings
from domain.actors import Actor, Role
from domain.bidding_system import BiddingSystem
from domain.systems_application import SNAPSHOT_INTERVAL
from projections.pid_queries import PidQueries

ALICE = Actor("alice", Role.PLAYER)


def test_systems_have_their_own_log(services: Services) -> None:
    boards_before = services.app.recorder.max_notification_id() or 0
    system = services.systems.create_system(ALICE, "Ours", "sayc", ["stayman_1nt"])
    assert services.systems.recorder.max_notification_id() == 1
    assert (services.app.recorder.max_notification_id() or 0) == boards_before
    services.app.register_user("bob", Role.PLAYER)
    assert services.systems.recorder.max_notification_id() == 1
    assert services.systems_runner.positions() == {"pid": 1}
    assert PidQueries.may_read(services.database, str(system.id), "alice", False)


def test_a_long_history_is_snapshotted_and_loads_the_same(
    services: Services, settings: Settings
) -> None:
    system = services.systems.create_system(ALICE, "Name 0", "sayc", ["gerber"])
    sid = str(system.id)
    for number in range(1, SNAPSHOT_INTERVAL + 5):
        services.systems.rename(ALICE, sid, f"Name {number}", None)
    services.systems.undo(ALICE, sid, None)
    snapshots = (
        list(services.systems.snapshots.get(system.id)) if services.systems.snapshots else []
    )
    assert [s.originator_version for s in snapshots] == [SNAPSHOT_INTERVAL]
    fresh = open_services(settings)
    try:
        loaded: BiddingSystem = fresh.systems.system(ALICE, sid)
        mine = services.systems.system(ALICE, sid)
        assert loaded.version == mine.version == SNAPSHOT_INTERVAL + 6
        assert loaded.name == mine.name == f"Name {SNAPSHOT_INTERVAL + 3}"
        assert loaded.rules == mine.rules and loaded.history() == mine.history()
        assert loaded.redo_stack == [SNAPSHOT_INTERVAL + 4]
    finally:
        fresh.close()


def test_the_cli_lists_and_shows_systems(
    services: Services, settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    system = services.systems.create_system(ALICE, "Listed", "precision", ["stayman_1nt"])
    services.systems.add_convention(ALICE, str(system.id), "gerber", None)
    options = ["--data-dir", str(settings.data_dir), "--database-url", settings.database_url]
    capsys.readouterr()
    assert cli_main(["systems", "list", *options]) == 0
    listed = capsys.readouterr().out
    assert str(system.id) in listed and "Listed" in listed and "gerber, stayman_1nt" in listed
    assert cli_main(["systems", "show", str(system.id), *options]) == 0
    shown = capsys.readouterr().out
    assert "Listed" in shown and "Convention: gerber 1.0.0" in shown
    assert "#1   in_effect alice" in shown
    assert cli_main(["systems", "show", "nonesuch", *options]) == 2
