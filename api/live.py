"""Live boards: which boards' events were just recorded, for `GET /boards/{id}/stream`
(docs/contract.md "Live tables").

A stream waits on its board here, and is woken when an event of that board is recorded:
at once for a save in this process (the application's save listener), and for a save in
any other process on the store by a watcher that runs while a stream is open: on
PostgreSQL the event store's own subscription (LISTEN/NOTIFY on the events table), on
SQLite, which cannot notify, a cheap look at the highest notification id a few times a
second. A woken stream builds the board's view for its requester again: nothing here
carries what a board holds, only which boards changed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Iterable, Iterator, Sequence
from typing import Any
from uuid import UUID

from eventsourcing.persistence import ApplicationRecorder, Recording

logger = logging.getLogger(__name__)

# Marks the request of a stream, so that a server shutting down closes it at once
# (api/http_guard.py) instead of waiting for a response that never completes.
LIVE_STREAM_SCOPE_KEY = "bridge_ledger.live_stream"
# How often a watcher of SQLite looks for events other processes recorded.
SQLITE_POLL_SECONDS = 0.25
# Notifications read at once while catching up with other processes' saves.
_BATCH = 500


# One user's streams in one process: a few tabs, or a director following every table of
# an evening, but never the whole process's (one token holding them all would leave every
# other user polling).
MAX_STREAMS_PER_USER = 64
FULL = "Too many live streams are open: read GET /boards/{id} every few seconds."
YOURS_FULL = (
    f"You have {MAX_STREAMS_PER_USER} live streams open: close one, or read GET "
    "/boards/{id} every few seconds."
)


class TooManyStreams(Exception):
    """Every stream this process allows is open (503), or every one it allows one user
    (429); `detail` says which."""

    def __init__(self, status: int, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail


class LiveBoards:
    """The open streams of this process, by board and by user, and what wakes them."""

    def __init__(
        self,
        recorder: ApplicationRecorder,
        *,
        max_streams: int = 1024,
        max_per_user: int = MAX_STREAMS_PER_USER,
    ) -> None:
        self._recorder = recorder
        self.max_streams = max_streams
        self.max_per_user = max_per_user
        self._lock = threading.Lock()
        self._waiting: dict[str, set[asyncio.Event]] = {}
        self._open = 0
        self._by_user: dict[str, int] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._watcher: _Watcher | None = None
        # Watchers stopped when their last stream closed may still be reading the store:
        # closing waits for them too, or the store would close under a running query.
        self._stopped: list[_Watcher] = []

    @property
    def open_streams(self) -> int:
        return self._open

    def check_room(self, user: str) -> None:
        """TooManyStreams when a stream of `user` would be one too many: the process's
        (503), or the user's own (429), so that no one token holds every stream."""
        with self._lock:
            self._check_room(user)

    def _check_room(self, user: str) -> None:
        if self._open >= self.max_streams:
            raise TooManyStreams(503, FULL)
        if self._by_user.get(user, 0) >= self.max_per_user:
            raise TooManyStreams(429, YOURS_FULL)

    @contextlib.contextmanager
    def watching(self, board_id: str, user: str) -> Iterator[asyncio.Event]:
        """An event set whenever an event of `board_id` is recorded, while the block
        runs (on the event loop). Refuses with TooManyStreams beyond `max_streams`, or
        beyond `max_per_user` streams of `user`."""
        woken = asyncio.Event()
        with self._lock:
            self._check_room(user)
            self._loop = asyncio.get_running_loop()
            self._open += 1
            self._by_user[user] = self._by_user.get(user, 0) + 1
            self._waiting.setdefault(board_id, set()).add(woken)
            if self._watcher is None:
                self._watcher = _Watcher(self)
        try:
            yield woken
        finally:
            with self._lock:
                self._open -= 1
                left = self._by_user.pop(user) - 1
                if left:
                    self._by_user[user] = left
                waiting = self._waiting.get(board_id, set())
                waiting.discard(woken)
                if not waiting:
                    self._waiting.pop(board_id, None)
                watcher = self._watcher if self._open == 0 else None
                if watcher is not None:
                    self._watcher = None
                    self._stopped = [w for w in self._stopped if w.running]
                    self._stopped.append(watcher)
            if watcher is not None:
                watcher.stop()  # the next stream may start a new one at once

    def recorded(self, recordings: Sequence[Recording[UUID]]) -> None:
        """The application's save listener: this process's saves, at once. With no
        stream open there is nobody to wake (as `changed` would find under the lock: a
        stream opened meanwhile reads the board after this save either way)."""
        if self._waiting:
            self.changed(str(r.domain_event.originator_id) for r in recordings)

    def changed(self, board_ids: Iterable[str]) -> None:
        """Wakes the streams of these boards (from any thread)."""
        with self._lock:
            woken = [e for board in set(board_ids) for e in self._waiting.get(board, ())]
            loop = self._loop
        if woken and loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(_set_all, woken)

    def close(self) -> None:
        """Stops the watcher and waits for it: the store closes next, under its feet."""
        with self._lock:
            watchers = [*self._stopped, *([self._watcher] if self._watcher else [])]
            self._watcher, self._stopped = None, []
        for watcher in watchers:
            watcher.stop()
        for watcher in watchers:
            watcher.join(timeout=5)


def _set_all(events: list[asyncio.Event]) -> None:
    for event in events:
        event.set()


class _Watcher:
    """Hears the events other processes record, on a thread of its own."""

    def __init__(self, live: LiveBoards) -> None:
        self._live = live
        self._stopping = threading.Event()
        self._subscription: Any = None
        self._thread = threading.Thread(target=self._run, name="live-boards", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stopping.set()
        subscription = self._subscription
        if subscription is not None:
            subscription.stop()

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        recorder = self._live._recorder
        try:
            last = recorder.max_notification_id() or 0
            subscribe = getattr(recorder, "subscribe", None)
            if _can_subscribe(recorder) and subscribe is not None:
                self._listen(subscribe, last)
            else:
                self._poll(recorder, last)
        except Exception:  # a watcher that fails leaves streams to their periodic checks
            if not self._stopping.is_set():  # a store closing under a stopped one is no news
                logger.exception("The live boards' watcher stopped")

    def _listen(self, subscribe: Any, last: int) -> None:
        with subscribe(gt=last) as subscription:
            self._subscription = subscription
            if self._stopping.is_set():
                return
            for notification in subscription:
                self._live.changed([str(notification.originator_id)])

    def _poll(self, recorder: ApplicationRecorder, last: int) -> None:
        while not self._stopping.wait(SQLITE_POLL_SECONDS):
            newest = recorder.max_notification_id() or 0
            while last < newest:
                found = recorder.select_notifications(start=last + 1, limit=_BATCH, stop=newest)
                if not found:
                    break
                self._live.changed(str(n.originator_id) for n in found)
                last = found[-1].id
            last = max(last, newest)


def _can_subscribe(recorder: ApplicationRecorder) -> bool:
    """Whether the store notifies its subscribers (PostgreSQL) rather than being polled."""
    return type(recorder).__module__.startswith("eventsourcing.postgres")
