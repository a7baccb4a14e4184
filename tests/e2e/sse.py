"""Reading a board's live stream (GET /boards/{id}/stream) over HTTP, on a thread of its
own, as a browser's EventSource would: each `board` event's data, parsed, in a queue, and
each `table` event's data in another (with the order of all the events' names)."""

from __future__ import annotations

import json
import queue
import socket
import threading
from dataclasses import dataclass, field
from typing import Any

import httpx


@dataclass
class BoardStream:
    """The `board` and `table` events of one stream, in order, as they arrive."""

    base_url: str
    path: str
    token: str
    boards: queue.Queue[dict[str, Any]] = field(default_factory=queue.Queue)
    tables: queue.Queue[dict[str, Any]] = field(default_factory=queue.Queue)
    names: list[str] = field(default_factory=list)  # every event's name, in order
    comments: list[str] = field(default_factory=list)
    status: int | None = None
    cut: bool = False  # whether the server ended the stream without finishing it
    content_type: str = ""
    _open: threading.Event = field(default_factory=threading.Event)
    _stopping: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None
    _socket: socket.socket | None = None

    def __enter__(self) -> BoardStream:
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()
        assert self._open.wait(30), "the stream did not answer"
        return self

    def __exit__(self, *_: object) -> None:
        """Hangs up, as a browser leaving the page does."""
        self._stopping.set()
        if self._socket is not None and self._socket.fileno() >= 0:
            self._socket.shutdown(socket.SHUT_RDWR)  # wakes the reader; the server sees it go
        if self._thread is not None:
            self._thread.join(30)

    def next_board(self, timeout: float = 10) -> dict[str, Any]:
        return self.boards.get(timeout=timeout)

    def next_table(self, timeout: float = 10) -> dict[str, Any]:
        return self.tables.get(timeout=timeout)

    def quiet(self, seconds: float) -> bool:
        """Whether no board event arrives for `seconds`."""
        try:
            self.boards.get(timeout=seconds)
        except queue.Empty:
            return True
        return False

    def _read(self) -> None:
        try:
            self._read_events()
        except httpx.HTTPError:  # the server hung up mid-stream, or this side did
            self.cut = not self._stopping.is_set()
        finally:
            self._open.set()

    def _read_events(self) -> None:
        headers = {"Authorization": f"Bearer {self.token}", "Accept": "text/event-stream"}
        with (
            httpx.Client(base_url=self.base_url, timeout=60) as client,
            client.stream("GET", self.path, headers=headers) as reply,
        ):
            self._socket = reply.extensions["network_stream"].get_extra_info("socket")
            self.status = reply.status_code
            self.content_type = reply.headers.get("content-type", "")
            self._open.set()
            if reply.status_code != 200:
                return
            name, data = "message", []
            for line in reply.iter_lines():
                if self._stopping.is_set():
                    return
                if line.startswith(":"):
                    self.comments.append(line)
                elif line.startswith("event:"):
                    name = line[6:].strip()
                elif line.startswith("data:"):
                    data.append(line[5:].strip())
                elif line == "" and data:
                    self.names.append(name)
                    if name == "board":
                        self.boards.put(json.loads("\n".join(data)))
                    elif name == "table":
                        self.tables.put(json.loads("\n".join(data)))
                    name, data = "message", []
