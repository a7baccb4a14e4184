"""The open streams of one process (api/live.py): a stream is woken by its board's events
and no other's, the process holds at most `max_streams`, and a stream that ends leaves
nothing behind (its watcher of other processes stops with the last stream)."""

from __future__ import annotations

import asyncio
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
        with live.watching("board-a") as woken_a, live.watching("board-b") as woken_b:
            live.changed(["board-a", "board-c"])
            await asyncio.wait_for(woken_a.wait(), 1)
            await asyncio.sleep(0.05)
            return woken_a.is_set(), woken_b.is_set()

    assert asyncio.run(scenario()) == (True, False)
    assert live.open_streams == 0


def test_a_process_holds_at_most_its_streams_and_frees_them(live: LiveBoards) -> None:
    async def scenario() -> None:
        with live.watching("x"), live.watching("x"):
            assert live.open_streams == 2
            with pytest.raises(TooManyStreams), live.watching("y"):
                pass  # pragma: no cover - refused before the block
            assert live.open_streams == 2
        assert live.open_streams == 0
        with live.watching("y"):  # room again
            assert live.open_streams == 1

    asyncio.run(scenario())
    assert live._watcher is None  # stopped with the last stream
    assert live._waiting == {}
