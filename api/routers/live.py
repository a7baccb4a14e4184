"""A board as it happens: `GET /boards/{id}/stream` (docs/contract.md "Live tables").

Server-sent events: an event `board` with the board's view as the requester may see it
(GET /boards/{id}'s answer), at once and whenever an event of the board is recorded, in
this process or another on the store (api/live.py). Just before each, an event `table`
with what the page draws beside it (the requester's legal moves and the tricks, as GET
.../legal and GET .../tricks answer him: api/table_reads.py), so that a page redraws from
the push alone. Both are built for the requester each time, from one load of the board,
so a stream carries nothing those routes would not show him.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from functools import partial

from fastapi import HTTPException, Request
from fastapi.responses import StreamingResponse

from api.auth import BearerToken, CurrentActor, ServicesDep, actor_of_token
from api.live import LIVE_STREAM_SCOPE_KEY, TooManyStreams
from api.replies import in_worker, view_for
from api.request_checks import resource_router
from api.services import Services
from api.table_reads import table_event
from domain.actors import Actor
from domain.errors import DomainError

router = resource_router(prefix="/boards", tags=["boards"])

# A comment line this often keeps proxies and browsers from closing a quiet stream.
HEARTBEAT_SECONDS = 15.0
# How long a browser waits before it reconnects to a stream that ended.
RETRY_MILLISECONDS = 2000
# How long a push waits for the read models (the tricks) to catch up with the board.
READ_MODEL_WAIT_SECONDS = 2.0

_STREAM_DOC = (
    "Server-sent events: `event: board` with the board as `GET /boards/{id}` answers it "
    "to the requester, sent at once and after every recorded event of the board, each "
    "just after an `event: table` with `version`, `legal` and `tricks` as `GET "
    "/boards/{id}/legal` and `GET /boards/{id}/tricks` answer him at that version; a "
    "comment line every 15 s while nothing happens."
)

# The error body api/openapi.py adds to the document (named, not a model here, so that the
# document's schemas keep their order).
_ERROR = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorPublic"}}}


@router.get(
    "/{board_id}/stream",
    response_class=StreamingResponse,
    responses={
        200: {"content": {"text/event-stream": {}}, "description": _STREAM_DOC},
        429: {"content": _ERROR, "description": "The user has his share of live streams open."},
        503: {"content": _ERROR, "description": "Every live stream of the process is open."},
    },
)
async def stream(
    board_id: str, actor: CurrentActor, token: BearerToken, services: ServicesDep, request: Request
) -> StreamingResponse:
    """The board live: who may read GET /boards/{id} may stream it, and sees the same."""
    first = await in_worker(lambda: _snapshot(services, actor, board_id))  # 404 as GET
    try:
        services.live.check_room(actor.name)
    except TooManyStreams as full:
        raise HTTPException(full.status, full.detail) from None
    request.scope[LIVE_STREAM_SCOPE_KEY] = True
    return StreamingResponse(
        _events(services, token, actor.name, board_id, first),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )


async def _events(
    services: Services, token: str, user: str, board_id: str, first: tuple[str, str]
) -> AsyncIterator[str]:
    yield f"retry: {RETRY_MILLISECONDS}\n" + _pushed(first)
    sent = first[0]
    try:
        with services.live.watching(board_id, user) as woken:
            woken.set()  # an event recorded before this stream was watching
            while True:
                try:
                    await asyncio.wait_for(woken.wait(), HEARTBEAT_SECONDS)
                except TimeoutError:
                    if await actor_of_token(services, token) is None:
                        return  # revoked or rotated: it tells nothing more, even that
                    yield ": still here\n\n"
                    continue
                woken.clear()
                # Who the token names now, as a new request would find him: a role taken
                # away or a token revoked counts for an open stream too.
                actor = await actor_of_token(services, token)
                if actor is None:
                    return
                try:
                    now = await in_worker(partial(_snapshot, services, actor, board_id))
                except DomainError:  # no longer the requester's to see
                    return
                # The board was read in a worker while requests went on: a token revoked
                # or a role changed meanwhile must not see what was recorded after it.
                # No await between this check and the yield, so none can slip between.
                if await actor_of_token(services, token) != actor:
                    woken.set()  # judged again with the rights as they are now
                    continue
                if now[0] != sent:
                    sent = now[0]
                    yield _pushed(now)
    except TooManyStreams:
        return


def _snapshot(services: Services, actor: Actor, board_id: str) -> tuple[str, str]:
    """The board's view and its `table` event, as JSON, from one load of the board. The
    tricks come from a read model: a stream woken by the store's notification (PostgreSQL)
    may run before this process's projection of the same save, or another process's, so
    it waits (briefly) for the read models to pass every event recorded by then."""
    board = services.app.board(actor, board_id)
    newest = services.app.recorder.max_notification_id() or 0
    services.runner.wait_for_position(newest, READ_MODEL_WAIT_SECONDS)
    view = view_for(board, actor).model_dump_json(by_alias=True)
    table = json.dumps(table_event(services.database, board, actor), separators=(",", ":"))
    return view, table


def _pushed(snapshot: tuple[str, str]) -> str:
    # Both JSON texts are one line: no newline can end an event's data early. The table
    # goes first, so that a page holds it when the board arrives.
    view, table = snapshot
    return f"event: table\ndata: {table}\n\nevent: board\ndata: {view}\n\n"
