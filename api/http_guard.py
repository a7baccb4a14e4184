"""What one client may cost the server before it has sent a request (docs/deployment.md).

uvicorn's HTTP protocol (httptools) reads a request head of any size and waits for it
forever, and the server accepts connections until the process has no file handle left:
then nothing is accepted, /health included. This protocol adds what a production
server has in front of the application:

- a request head (request line and headers) of at most `max_head_bytes`: 431 beyond;
- a request head whole within `head_timeout` seconds of the connection, or of the
  previous response: the connection is closed otherwise;
- a request body that pauses no longer than `body_timeout` seconds while the server
  waits for it: 408 and the connection closed otherwise (the application sees its client
  gone and uses nothing of the body);
- a live stream (GET /boards/{id}/stream) is closed when the server stops, rather than
  waited for: it never completes by itself;
- at most `max_connections` connections, fewer than the process may open files: a new
  connection beyond that closes the one that has waited longest for its request head
  (a new client's head comes at once), so that clients which never finish a request
  cannot keep the others out; when every connection is busy with a request, the new one
  gets 503.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any, ClassVar

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from api.http_limits import HttpLimits
from api.live import LIVE_STREAM_SCOPE_KEY

_HEAD_END = b"\r\n\r\n"


def guarded_protocol(limits: HttpLimits) -> type[HttpToolsProtocol]:
    """uvicorn's httptools protocol under `limits`, for `uvicorn.Config(http=...)`."""

    class Guarded(_GuardedProtocol):
        LIMITS = limits
        waiting: ClassVar[OrderedDict[_GuardedProtocol, None]] = OrderedDict()

    return Guarded


class _GuardedProtocol(HttpToolsProtocol):
    LIMITS: ClassVar[HttpLimits]
    # The connections waiting for a request head, oldest first.
    waiting: ClassVar[OrderedDict[_GuardedProtocol, None]]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head_bytes = 0
        # The request's body is still arriving; and a head is awaited once it has (the
        # request was answered before its body was read: the rest is no request head).
        self._reading_body = False
        self._head_after_body = False
        self._tail = b""  # the end of what came before, where a head's end may start
        self._head_timer: asyncio.TimerHandle | None = None
        self._body_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > self.LIMITS.max_connections and not self._evict_one():
            self.connections.discard(self)
            transport.write(_plain(503, "The server is busy: try again shortly."))
            transport.close()
            return
        self._await_head()

    def connection_lost(self, exc: Exception | None) -> None:
        self._head_arrived()
        self._body_arrived()
        super().connection_lost(exc)

    def shutdown(self) -> None:
        """A server stopping waits for each response to complete; a live stream never
        does, so it is closed (its client reconnects, or polls)."""
        cycle = self.cycle
        streaming = cycle is not None and not cycle.response_complete
        if streaming and cycle.scope.get(LIVE_STREAM_SCOPE_KEY):
            self.transport.close()
            return
        super().shutdown()

    def data_received(self, data: bytes) -> None:
        if self in self.waiting:
            seen = self._tail + data
            end = seen.find(_HEAD_END)
            head = len(data) if end < 0 else end + len(_HEAD_END) - len(self._tail)
            self._head_bytes += head
            self._tail = seen[-(len(_HEAD_END) - 1) :]
            if self._head_bytes > self.LIMITS.max_head_bytes:
                kib = self.LIMITS.max_head_bytes // 1024
                self._refuse(431, f"The request's headers are larger than {kib} KiB.")
                return
        if self._body_timer is not None:
            self._await_body()  # bytes came: the pause starts again from now
        super().data_received(data)

    def on_headers_complete(self) -> None:
        self._head_arrived()
        self._reading_body = True
        super().on_headers_complete()
        self._await_body()

    def on_message_complete(self) -> None:
        self._reading_body = False
        self._body_arrived()
        super().on_message_complete()
        if self._head_after_body:
            self._head_after_body = False
            self._await_head()

    def on_response_complete(self) -> None:
        self._body_arrived()  # answered without the rest of its body
        super().on_response_complete()
        if self.timeout_keep_alive_task is not None:  # idle, not on to a pipelined request
            if self._reading_body:  # the rest of the body answered is no request head,
                self._head_after_body = True  # and must keep arriving (or the
                self._await_body()  # connection closes, as for any body that stops)
            else:
                self._await_head()

    # ---- the head ---------------------------------------------------------------------
    def _await_head(self) -> None:
        self._head_bytes, self._tail = 0, b""
        self.waiting[self] = None
        self._head_timer = self.loop.call_later(self.LIMITS.head_timeout, self._head_too_slow)

    def _head_arrived(self) -> None:
        self.waiting.pop(self, None)
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_too_slow(self) -> None:
        self._head_timer = None
        if self._head_bytes:
            self._refuse(408, "The request's headers did not arrive in time.")
        else:  # nothing was asked: closing an idle connection needs no answer
            self._head_arrived()
            self.transport.close()

    # ---- the body ---------------------------------------------------------------------
    def _await_body(self) -> None:
        self._body_arrived()
        self._body_timer = self.loop.call_later(self.LIMITS.body_timeout, self._body_too_slow)

    def _body_arrived(self) -> None:
        if self._body_timer is not None:
            self._body_timer.cancel()
            self._body_timer = None

    def _body_too_slow(self) -> None:
        self._body_timer = None
        if self.flow is not None and self.flow.read_paused:
            self._await_body()  # the server is not reading: the client is not to blame
        elif self.cycle is not None and self.cycle.response_started:
            self.transport.close()
        else:
            self._refuse(408, "The request body stopped arriving: nothing of it was used.")

    def _evict_one(self) -> bool:
        """Closes the connection that has waited longest for its request head; whether
        there was one."""
        oldest = next(iter(self.waiting), None)
        if oldest is None:
            return False
        oldest._head_arrived()
        oldest.connections.discard(oldest)
        oldest.transport.abort()
        return True

    def _refuse(self, status: int, sentence: str) -> None:
        self._head_arrived()
        self.transport.write(_plain(status, sentence))
        self.transport.close()


def _plain(status: int, sentence: str) -> bytes:
    reason = {408: "Request Timeout", 431: "Request Header Fields Too Large"}.get(
        status, "Service Unavailable"
    )
    body = ('{"detail": "' + sentence + '"}').encode()
    return (
        f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
        f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
    ).encode() + body
