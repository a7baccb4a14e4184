"""The director's rulings on a session's board as a whole: a fouled board (Law 87), whose
changed forms' scores are compared only with each other, and a pair's artificial score
alone on a board it could not play (Law 15B3) (docs/contract.md "A club night", "Club
evening and the Laws")."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import Path
from pydantic import Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body
from api.session_schemas import Pair, SessionPublic, session_public
from domain.limits import MAX_EXPLANATION
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.session_commands import AdjustPairScore, DeclareFouled, WithdrawPairScore
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


class PairScoreCreate(Body):
    pair: Pair
    percent: Literal[60, 50, 40] = Field(
        description="Law 12C2(a): average plus (a pair in no way at fault), average, or "
        "average minus."
    )
    law: str | None = Field(
        default=None, min_length=1, max_length=12, description='e.g. "15B3"; with explanation.'
    )
    explanation: str | None = Field(default=None, min_length=1, max_length=MAX_EXPLANATION)


@router.post(
    "/{session_id}/boards/{board_number}/pair-scores",
    status_code=201,
    response_model_exclude_unset=True,
)
async def adjust_pair_score(
    session_id: str,
    board_number: BoardNumber,
    body: PairScoreCreate,
    actor: CurrentActor,
    services: ServicesDep,
) -> SessionPublic:
    """Law 15B3 (the session's director or an admin): `pair` could not play the board the
    movement gave it, its opponents having played it already; it alone gets an artificial
    score (Law 12C2(a)), shown on the board's traveller and its card and counted in the
    ranking (an average plus raised to the pair's own percentage when that is better)."""
    command = AdjustPairScore(
        session_id=session_id, board_number=board_number, pair=body.pair,
        percent=body.percent, law=body.law, explanation=body.explanation,
    )  # fmt: skip
    return session_public(await in_worker(lambda: services.scoring.execute(actor, command)))


@router.delete(
    "/{session_id}/boards/{board_number}/pair-scores/{pair}", response_model_exclude_unset=True
)
async def withdraw_pair_score(
    session_id: str,
    board_number: BoardNumber,
    pair: Annotated[str, Path(min_length=1, max_length=16)],
    actor: CurrentActor,
    services: ServicesDep,
) -> SessionPublic:
    """Takes back a pair's score alone given by mistake (the session's director or an
    admin); 409 when the pair has none on the board."""
    command = WithdrawPairScore(session_id=session_id, board_number=board_number, pair=pair)
    return session_public(await in_worker(lambda: services.scoring.execute(actor, command)))
