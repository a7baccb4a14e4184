"""A session's bidding system, and a pair's own (docs/contract.md "A session's bidding
system"): the robots at its tables bid it."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.session_schemas import SessionPublic, session_public
from api.session_system_choice import SystemChoice
from domain.session import Session
from domain.session_commands import NameSystem
from domain.session_system import require_may_name_system

router = resource_router(prefix="/sessions", tags=["sessions"])


@router.put("/{session_id}/system", response_model_exclude_unset=True)
async def name_session_system(
    session_id: str, body: SystemChoice, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    """The session's system (its director or an admin): the robots of the boards its
    tables start from now on bid it, where their pair names none of its own."""

    def run() -> Session:
        session = services.scoring.session(session_id)
        require_may_name_system(session, actor, None)  # 403 before the system is looked up
        command = NameSystem(session_id=session_id, system=body.system(services))
        return services.scoring.execute(actor, command)

    return session_public(await in_worker(run))


@router.put("/{session_id}/pairs/{pair}/system", response_model_exclude_unset=True)
async def name_pair_system(
    session_id: str,
    pair: Annotated[str, Path(min_length=1, max_length=16)],
    body: SystemChoice,
    actor: CurrentActor,
    services: ServicesDep,
) -> SessionPublic:
    """A pair's own system (a user who plays as the pair, the director or an admin): the
    robots in that pair's empty seats bid it instead of the session's."""

    def run() -> Session:
        session = services.scoring.session(session_id)
        require_may_name_system(session, actor, pair)
        command = NameSystem(session_id=session_id, system=body.system(services), pair=pair)
        return services.scoring.execute(actor, command)

    return session_public(await in_worker(run))
