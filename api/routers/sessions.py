"""Duplicate sessions: created, listed and read; their results, travellers, ranking and
pairs have routers of their own (session_results, session_travellers, session_ranking,
session_pairs)
(docs/contract.md "Sessions", docs/design.md 6)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import Query, Request, Response
from pydantic import Field

from api.auth import CurrentActor, ServicesDep
from api.pagination import LINKED_PAGES, Cursor, decode_cursor, encode_cursor
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body, StrictInt
from api.session_board_set import board_set_deals
from api.session_schemas import (
    SessionPublic,
    session_public,
)
from api.session_system_choice import SystemChoice
from domain.rules.movements import MAX_BOARDS_PER_ROUND, MAX_MITCHELL_TABLES
from domain.session import Scoring, Session
from domain.session_commands import (
    CreateSession,
    MovementSpec,
)
from projections.sessions import SessionResults

router = resource_router(prefix="/sessions", tags=["sessions"])

# The most boards a movement plays: every table its own boards every round.
MAX_SET_BOARDS = 2 * MAX_MITCHELL_TABLES * MAX_BOARDS_PER_ROUND


class MovementCreate(Body):
    kind: Literal["mitchell", "howell", "teams"]
    tables: StrictInt = Field(ge=1, le=MAX_MITCHELL_TABLES)
    rounds: StrictInt = Field(ge=1, le=2 * MAX_MITCHELL_TABLES)
    boards_per_round: StrictInt = Field(ge=1, le=MAX_BOARDS_PER_ROUND)
    arrow_switch: list[StrictInt] = Field(
        default_factory=list,
        max_length=2 * MAX_MITCHELL_TABLES,
        description="Rounds of a Mitchell in which the pairs switch directions.",
    )
    pairs: StrictInt | None = Field(
        default=None,
        ge=2,
        le=2 * MAX_MITCHELL_TABLES,
        description="2T, or 2T-1 for a half table (a stationary pair does not come).",
    )


class SessionCreate(Body):
    name: str = Field(min_length=1, max_length=80)
    scoring: Scoring = "MP"
    movement: MovementCreate | None = Field(
        default=None, description="Who plays which boards against whom, table by table."
    )
    board_set: list[Annotated[str, Field(max_length=64)]] | None = Field(
        default=None,
        min_length=1,
        max_length=MAX_SET_BOARDS,
        description="Ledger boards (ids from POST /board-sets) dealing every board the "
        "movement plays, one each: leads are checked against their deals and the "
        "published results show their hand records.",
    )
    system: SystemChoice | None = Field(
        default=None,
        description="The bidding system the robots at its tables bid (a base system and "
        "conventions of the library); without one, the library's SAYC.",
    )


@router.post("", status_code=201, response_model_exclude_unset=True)
async def create_session(
    body: SessionCreate, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    movement = None
    if body.movement is not None:
        given = body.movement
        movement = MovementSpec(given.kind, given.tables, given.rounds, given.boards_per_round,
                                tuple(given.arrow_switch), given.pairs)  # fmt: skip
    board_ids = body.board_set or []

    def run() -> Session:
        deals = board_set_deals(services, actor, board_ids)
        system = body.system.system(services) if body.system is not None else None
        command = CreateSession(
            name=body.name, scoring=body.scoring, movement=movement, board_set=deals,
            system=system,
        )  # fmt: skip
        return services.scoring.execute(actor, command)

    return session_public(await in_worker(run))


@router.get("", response_model_exclude_unset=True, responses=LINKED_PAGES)
async def list_sessions(
    request: Request,
    response: Response,
    _: CurrentActor,
    services: ServicesDep,
    limit: Annotated[int, Query(ge=1, le=500)] = 500,
    cursor: Cursor = None,
) -> list[SessionPublic]:
    """Oldest first, a page at a time: the `Link` header names the next page."""
    after = decode_cursor(cursor, 2)

    def read() -> list[SessionPublic]:
        database = services.database
        rows = SessionResults.sessions(database, limit + 1, (after[0], after[1]) if after else None)
        if len(rows) > limit:
            rows = rows[:limit]
            following = encode_cursor((rows[-1].created_at, rows[-1].id))
            response.headers["Link"] = (
                f'<{request.url.include_query_params(cursor=following)}>; rel="next"'
            )
        teams = SessionResults.teams_of(database, [r.id for r in rows])
        return [
            SessionPublic(
                id=r.id,
                name=r.name,
                scoring=r.scoring,
                created_by=r.created_by,
                results=r.results,
                teams=_teams(teams[r.id]),
            )
            for r in rows
        ]

    return await in_worker(read)


def _teams(team_of: dict[str, str]) -> dict[str, list[str]]:
    teams: dict[str, list[str]] = {}
    for pair, team in sorted(team_of.items()):
        teams.setdefault(team, []).append(pair)
    return teams


@router.get("/{session_id}", response_model_exclude_unset=True)
async def get_session(session_id: str, _: CurrentActor, services: ServicesDep) -> SessionPublic:
    return session_public(await in_worker(lambda: services.scoring.session(session_id)))
