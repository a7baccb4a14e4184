"""Director rulings: on a board, and across boards for audit (docs/design.md 5, Laws 12C, 64)."""

from typing import Annotated

from fastapi import Query, Request, Response

from api.auth import CurrentActor, ServicesDep
from api.command_routes import command_route
from api.pagination import (
    LINKED_PAGES,
    Cursor,
    Moment,
    decode_cursor,
    encode_cursor,
    utc_timestamp,
)
from api.replies import command_answer, in_worker
from api.request_checks import resource_router
from api.ruling_schemas import AuditedRulingPublic, RulingCreate, RulingPublic
from api.schemas import Command
from domain.board.results import RulingView, latest_ruling_entry, rulings_known_to
from domain.rules.errors import RuleViolation
from projections.rulings import RulingFilter
from projections.session_rulings import audit_page

router = resource_router(tags=["rulings"])


@router.post("/boards/{board_id}/rulings", status_code=201, response_model=RulingPublic)
async def make_ruling(
    board_id: str, body: RulingCreate, actor: CurrentActor, services: ServicesDep
) -> RulingView:
    return await command_answer(services, actor, body.command(board_id), latest_ruling_entry)


@router.get("/boards/{board_id}/rulings", response_model=list[RulingPublic])
async def board_rulings(
    board_id: str, actor: CurrentActor, services: ServicesDep
) -> list[RulingView]:
    return await in_worker(lambda: rulings_known_to(services.app.board(actor, board_id), actor))


command_route(
    router, "/boards/{board_id}/close", Command.close, name="close_board", body_optional=True
)


@router.get(
    "/rulings",
    responses=LINKED_PAGES,
    response_model_exclude_unset=True,
)
async def rulings(
    request: Request,
    response: Response,
    actor: CurrentActor,
    services: ServicesDep,
    director: Annotated[str | None, Query(max_length=64)] = None,
    board: Annotated[str | None, Query(max_length=64)] = None,
    law: Annotated[str | None, Query(max_length=12)] = None,
    since: Moment = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 500,
    cursor: Cursor = None,
) -> list[AuditedRulingPublic]:
    """Rulings across the boards the requester may audit: admins all; others those of the
    boards they direct, and of the boards they played once those are over; beside them a
    session director's corrections and adjusted scores that cite a Law, for admins and
    the session's director (`session` says where; `board` is then the session). Oldest first,
    a page at a time: the `Link` header names the next page."""
    after = decode_cursor(cursor, 3)
    position = (after[0], after[1], _number(after[2])) if after else None
    rows = await in_worker(
        lambda: audit_page(
            services.database,
            RulingFilter(
                viewer=actor.name,
                everything=actor.is_admin,
                director=director,
                board=board,
                law=law,
                since=utc_timestamp(since, "since"),
            ),
            limit=limit + 1,
            after=position,
        )
    )
    if len(rows) > limit:
        rows = rows[:limit]
        last = rows[-1]
        following = encode_cursor((last.at, last.board, str(last.number)))
        response.headers["Link"] = (
            f'<{request.url.include_query_params(cursor=following)}>; rel="next"'
        )
    return [AuditedRulingPublic.model_validate(row, from_attributes=True) for row in rows]


def _number(text: str) -> int:
    if not text.isdigit():
        raise RuleViolation("cursor is not one this service gave out; start from the first page.")
    return int(text)
