"""A fouled board in a duplicate session (Law 87): the director says which tables played
each changed form; the travellers and the ranking then compare each form's scores only
with each other (docs/contract.md "A club night")."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path
from pydantic import Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body
from api.session_schemas import Pair, SessionPublic, session_public
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.session_commands import DeclareFouled
from domain.session_fouled import MAX_FORMS

router = resource_router(prefix="/sessions", tags=["sessions"])
BoardNumber = Annotated[int, Path(ge=1, le=MAX_BOARD_NUMBER)]


class FouledTable(Body):
    ns: Pair
    ew: Pair


class FouledCreate(Body):
    groups: list[list[FouledTable]] = Field(
        max_length=MAX_FORMS,
        description="Each changed form of the board: the tables (NS and EW pairs) that "
        "played it; every other table played the correct form. [] : not fouled after all.",
    )


@router.post("/{session_id}/boards/{board_number}/fouled", response_model_exclude_unset=True)
async def declare_fouled(
    session_id: str,
    board_number: BoardNumber,
    body: FouledCreate,
    actor: CurrentActor,
    services: ServicesDep,
) -> SessionPublic:
    """Law 87 (the session's director or an admin): the board was fouled; each changed
    form's scores, and the correct form's, are matchpointed separately, each factored by
    Neuberg's formula up to the tables that play the board (Law 87B)."""
    groups = tuple(tuple((table.ns, table.ew) for table in group) for group in body.groups)
    command = DeclareFouled(session_id=session_id, board_number=board_number, groups=groups)
    return session_public(await in_worker(lambda: services.scoring.execute(actor, command)))
