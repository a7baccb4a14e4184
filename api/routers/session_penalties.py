"""Procedural penalties in a session (Law 90; docs/contract.md "Procedural penalties"):
the director takes a share of a board's top, or IMPs, off one pair's total."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path
from pydantic import Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body
from api.session_schemas import Pair, SessionPublic, session_public
from domain.limits import MAX_EXPLANATION
from domain.session_commands import ImposePenalty, WithdrawPenalty
from domain.session_penalties import MAX_PENALTY_IMPS, MAX_PERCENT_OF_TOP

router = resource_router(prefix="/sessions", tags=["sessions"])


class PenaltyCreate(Body):
    pair: Pair
    percent_of_top: int | None = Field(
        default=None,
        ge=1,
        le=MAX_PERCENT_OF_TOP,
        description="At matchpoints and board-a-match: the share of a board's top taken off "
        "(a quarter of a top: 25).",
    )
    imps: int | None = Field(
        default=None, ge=1, le=MAX_PENALTY_IMPS, description="At IMPs: the IMPs taken off."
    )
    law: str = Field(
        default="90", min_length=1, max_length=12, description='"90", "90B2", ... or "91A".'
    )
    reason: str = Field(min_length=1, max_length=MAX_EXPLANATION)


@router.post("/{session_id}/penalties", status_code=201, response_model_exclude_unset=True)
async def impose_penalty(
    session_id: str, body: PenaltyCreate, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    """Law 90 (the session's director or an admin): a procedural penalty on one pair, taken
    off its total in the ranking (its `penalty`); no other pair's score changes."""
    command = ImposePenalty(
        session_id=session_id, pair=body.pair, reason=body.reason,
        percent_of_top=body.percent_of_top, imps=body.imps, law=body.law,
    )  # fmt: skip
    return session_public(await in_worker(lambda: services.scoring.execute(actor, command)))


@router.delete("/{session_id}/penalties/{number}", response_model_exclude_unset=True)
async def withdraw_penalty(
    session_id: str,
    number: Annotated[int, Path(ge=1, le=1_000_000)],
    actor: CurrentActor,
    services: ServicesDep,
) -> SessionPublic:
    """Takes back a procedural penalty imposed by mistake (the session's director or an
    admin); 409 when the session holds no penalty of that number."""
    command = WithdrawPenalty(session_id=session_id, number=number)
    return session_public(await in_worker(lambda: services.scoring.execute(actor, command)))
