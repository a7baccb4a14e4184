"""A board as it happens: `GET /boards/{id}/stream` (docs/contract.md "Live tables").

Server-sent events: an event `board` with the board's view as the requester may see it
(GET /boards/{id}'s answer), at once and whenever an event of the board is recorded, in
this process or another on the store (api/live.py). The view is built for the requester
each time, so a stream carries nothing GET /boards/{id} would not show him.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

from fastapi import HTTPException, Request
from fastapi.responses import StreamingResponse

from api.auth import CurrentActor, ServicesDep
from api.live import LIVE_STREAM_SCOPE_KEY, TooManyStreams
from api.replies import in_worker, view_for
from api.request_checks import resource_router
from api.services import Services
from domain.actors import Actor
from domain.errors import DomainError

router = resource_router(prefix="/boards", tags=["boards"])

# A comment line this often keeps proxies and browsers from closing a quiet stream.
HEARTBEAT_SECONDS = 15.0
# How long a browser waits before it reconnects to a stream that ended.
RETRY_MILLISECONDS = 2000

_STREAM_DOC = (
    "Server-sent events: `event: board` with the board as `GET /boards/{id}` answers it "
    "to the requester, sent at once and after every recorded event of the board; a "
    "comment line every 15 s while nothing happens."
)


@router.get(
    "/{board_id}/stream",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/event-stream": {}}, "description": _STREAM_DOC}},
)
async def stream(
    board_id: str, actor: CurrentActor, services: ServicesDep, request: Request
) -> StreamingResponse:
    """The board live: who may read GET /boards/{id} may stream it, and sees the same."""
    first = await in_worker(lambda: _view_json(services, actor, board_id))  # 404 as GET
    if services.live.open_streams >= services.live.max_streams:
        raise HTTPException(
            503, "Too many live streams are open: read GET /boards/{id} every few seconds."
        )
    request.scope[LIVE_STREAM_SCOPE_KEY] = True
    return StreamingResponse(
        _events(services, actor, board_id, first),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )


async def _events(
    services: Services, actor: Actor, board_id: str, first: str
) -> AsyncIterator[str]:
    yield f"retry: {RETRY_MILLISECONDS}\n" + _board_event(first)
    sent = first
    try:
        with services.live.watching(board_id) as woken:
            woken.set()  # an event recorded before this stream was watching
            while True:
                try:
                    await asyncio.wait_for(woken.wait(), HEARTBEAT_SECONDS)
                except TimeoutError:
                    yield ": still here\n\n"
                    continue
                woken.clear()
                try:
                    now = await in_worker(lambda: _view_json(services, actor, board_id))
                except DomainError:  # no longer the requester's to see
                    return
                if now != sent:
                    sent = now
                    yield _board_event(now)
    except TooManyStreams:
        return


def _view_json(services: Services, actor: Actor, board_id: str) -> str:
    return view_for(services.app.board(actor, board_id), actor).model_dump_json(by_alias=True)


def _board_event(data: str) -> str:
    # The view's JSON is one line: no newline can end the event's data early.
    return f"event: board\ndata: {data}\n\n"
