"""The open streams of one process (api/live.py): a stream is woken by its board's events
and no other's, the process holds at most `max_streams`, and a stream that ends leaves
nothing behind (its watcher of other processes stops with the last stream)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from api.live import LiveBoards, TooManyStreams
from domain.application import BridgeLedger


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveBoards]:
    path = tmp_path / "store.sqlite"
    app = BridgeLedger(
        env={"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(path)}
    )
    boards = LiveBoards(app.recorder, max_streams=2)
    yield boards
    boards.close()
    app.close()


def test_a_stream_is_woken_by_its_own_boards_events_only(live: LiveBoards) -> None:
    async def scenario() -> tuple[bool, bool]:
        with live.watching("board-a", "ann") as woken_a, live.watching("board-b", "ann") as woken_b:
            live.changed(["board-a", "board-c"])
            await asyncio.wait_for(woken_a.wait(), 1)
            await asyncio.sleep(0.05)
            return woken_a.is_set(), woken_b.is_set()

    assert asyncio.run(scenario()) == (True, False)
    assert live.open_streams == 0


def test_a_process_holds_at_most_its_streams_and_frees_them(live: LiveBoards) -> None:
    async def scenario() -> None:
        with live.watching("x", "ann"), live.watching("x", "bob"):
            assert live.open_streams == 2
            with pytest.raises(TooManyStreams), live.watching("y", "cy"):
                pass  # pragma: no cover - refused before the block
            assert live.open_streams == 2
        assert live.open_streams == 0
        with live.watching("y", "cy"):  # room again
            assert live.open_streams == 1

    asyncio.run(scenario())
    assert live._watcher is None  # stopped with the last stream
    assert live._waiting == {}


def test_one_user_holds_at_most_his_share_of_the_streams(tmp_path: Path) -> None:
    """One token could hold every stream of the process (2,048 by default): every other
    user's live page was refused and fell back to polling. A user holds at most
    `max_per_user` (429 over HTTP); the others keep their room (503 only when the process
    is full)."""
    app = BridgeLedger(
        env={"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(tmp_path / "s")}
    )
    live = LiveBoards(app.recorder, max_streams=5, max_per_user=3)

    async def scenario() -> list[tuple[int, str]]:
        refused = []
        with contextlib.ExitStack() as held:
            for _ in range(3):
                held.enter_context(live.watching("x", "mallory"))
            for user in ("mallory", "ann"):
                try:
                    live.check_room(user)
                except TooManyStreams as full:
                    refused.append((full.status, user))
            with pytest.raises(TooManyStreams), live.watching("y", "mallory"):
                pass  # pragma: no cover - refused before the block
            held.enter_context(live.watching("x", "ann"))
            held.enter_context(live.watching("y", "bob"))
            with pytest.raises(TooManyStreams) as crowded:
                live.check_room("cy")
            refused.append((crowded.value.status, "cy"))
        live.check_room("mallory")  # his streams closed: room again
        return refused

    try:
        assert asyncio.run(scenario()) == [(429, "mallory"), (503, "cy")]
        assert live.open_streams == 0 and live._by_user == {}
    finally:
        live.close()
        app.close()
