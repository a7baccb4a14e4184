"""The systems' own log: separate from the boards', snapshotted when it grows long."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from uuid import UUID, uuid4

import pytest

from api.cli import main as cli_main
from api.services import Services, open_services
from api.settings import Settings
from domain.actors import Actor, Role
from domain.bidding.commands import (
    AddConvention,
    CreateSystem,
    RenameSystem,
    SwapConvention,
    UndoEdit,
)
from domain.bidding.system import BiddingSystem
from domain.systems_application import SNAPSHOT_INTERVAL
from projections.pid_queries import PidQueries

ALICE = Actor("alice", Role.PLAYER)


def test_systems_have_their_own_log(services: Services) -> None:
    boards_before = services.app.recorder.max_notification_id() or 0
    system = services.systems.execute(ALICE, created("Ours", "sayc", "stayman_1nt"))
    assert services.systems.recorder.max_notification_id() == 1
    assert (services.app.recorder.max_notification_id() or 0) == boards_before
    services.app.register_user("bob", Role.PLAYER)
    assert services.systems.recorder.max_notification_id() == 1
    assert services.systems_runner.positions() == {"pid": 1}
    assert PidQueries.may_read(services.database, str(system.id), "alice", False)


def test_events_stored_under_the_old_module_still_load(services: Services) -> None:
    """Before the bidding model moved into domain/bidding/, events were stored with topics
    in `domain.bidding_system`; a system stored so loads and is projected like any other."""
    system = services.systems.execute(ALICE, created("Old", "sayc", "stayman_1nt"))
    services.systems.execute(ALICE, RenameSystem(system_id=str(system.id), name="Older"))
    transcoder = services.systems.mapper.transcoder
    old_id = uuid4()
    old_events = []
    for stored in services.systems.recorder.select_events(UUID(str(system.id))):
        state = transcoder.decode(stored.state)
        if "originator_topic" in state:
            state["originator_topic"] = "domain.bidding_system:BiddingSystem"
        topic = stored.topic.replace("domain.bidding.system:", "domain.bidding_system:")
        assert topic.startswith("domain.bidding_system:BiddingSystem.")
        old_events.append(
            replace(stored, originator_id=old_id, topic=topic, state=transcoder.encode(state))
        )
    services.systems.recorder.insert_events(old_events)
    services.systems_runner.catch_up()

    loaded = services.systems.inspect(ALICE, str(old_id), state_of)
    assert loaded == services.systems.inspect(ALICE, str(system.id), state_of)
    assert PidQueries.may_read(services.database, str(old_id), "alice", False)
    incremental = PidQueries.rules(services.database, str(old_id), None)
    assert incremental == PidQueries.rules(services.database, str(system.id), None)
    services.systems_runner.rebuild()
    assert PidQueries.rules(services.database, str(old_id), None) == incremental


def created(name: str, base: str, *conventions: str) -> CreateSystem:
    return CreateSystem(name=name, base=base, conventions=conventions)


def state_of(system: BiddingSystem) -> dict[str, object]:
    return {
        "version": system.version,
        "name": system.name,
        "rules": system.rules,
        "history": system.history(),
        "redo": list(system.redo_stack),
    }


def test_a_long_history_is_snapshotted_and_loads_the_same(
    services: Services, settings: Settings
) -> None:
    system = services.systems.execute(ALICE, created("Name 0", "sayc", "gerber"))
    sid = str(system.id)
    for number in range(1, SNAPSHOT_INTERVAL + 5):
        services.systems.execute(ALICE, RenameSystem(system_id=sid, name=f"Name {number}"))
    services.systems.execute(ALICE, UndoEdit(system_id=sid))
    snapshots = (
        list(services.systems.snapshots.get(UUID(sid))) if services.systems.snapshots else []
    )
    assert [s.originator_version for s in snapshots] == [SNAPSHOT_INTERVAL]
    fresh = open_services(settings)
    try:
        loaded = fresh.systems.inspect(ALICE, sid, state_of)
        mine = services.systems.inspect(ALICE, sid, state_of)
        assert loaded == mine
        assert loaded["version"] == SNAPSHOT_INTERVAL + 6
        assert loaded["name"] == f"Name {SNAPSHOT_INTERVAL + 3}"
        assert loaded["redo"] == [SNAPSHOT_INTERVAL + 4]
    finally:
        fresh.close()


def test_the_cli_lists_and_shows_systems(
    services: Services, settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    system = services.systems.execute(ALICE, created("Listed", "precision", "stayman_1nt"))
    services.systems.execute(ALICE, AddConvention(system_id=str(system.id), convention="gerber"))
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


def test_reads_during_edits_see_whole_states(services: Services) -> None:
    """Commands change the cached aggregate itself; readers copy it under the same lock,
    so a read never meets a half-applied edit."""
    sid = services.systems.execute(ALICE, created("Busy", "sayc", "rkcb_1430")).id
    pairs = [("rkcb_1430", "rkcb_0314"), ("rkcb_0314", "rkcb_1430")]
    seen: list[tuple[str, ...]] = []

    def edit() -> None:
        for index in range(12):
            old, new = pairs[index % 2]
            services.systems.execute(ALICE, SwapConvention(system_id=sid, remove=old, add=new))

    def read() -> None:
        for _ in range(150):
            seen.append(services.systems.system(ALICE, sid).conventions)
            services.systems.history(ALICE, sid)

    with ThreadPoolExecutor(3) as pool:
        for done in [pool.submit(edit), pool.submit(read), pool.submit(read)]:
            done.result()
    assert set(seen) <= {("rkcb_1430",), ("rkcb_0314",)}
    final = services.systems.system(ALICE, sid)
    assert final.version == 13 and final.conventions == ("rkcb_1430",)
