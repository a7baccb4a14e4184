"""A session's pairs: who plays as each, by name and by user
(docs/contract.md "Sessions", docs/design.md 6)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path
from pydantic import Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body, UserName
from api.services import Services
from api.session_schemas import (
    SessionPublic,
    session_public,
)
from domain.rules.errors import RuleViolation
from domain.session import Session
from domain.session_commands import (
    NamePair,
    NamePairUsers,
)
from domain.session_tables import MAX_PAIR_USERS, require_may_name_pairs

router = resource_router(prefix="/sessions", tags=["sessions"])


class PairNames(Body):
    names: str | None = Field(
        default=None, min_length=1, max_length=80, description='e.g. "Smith & Jones".'
    )
    users: list[UserName] | None = Field(
        default=None,
        min_length=1,
        max_length=MAX_PAIR_USERS,
        description="The users who play as the pair: they enter its tables' results.",
    )


@router.put("/{session_id}/pairs/{pair}", response_model_exclude_unset=True)
async def name_pair(
    session_id: str,
    pair: Annotated[str, Path(min_length=1, max_length=16)],
    body: PairNames,
    actor: CurrentActor,
    services: ServicesDep,
) -> SessionPublic:
    """Who plays as `pair` (the session's director or an admin): the players' names (the
    ranking shows them) and the users who enter its tables' results."""

    def run() -> Session:
        session = services.scoring.session(session_id)
        require_may_name_pairs(session, actor)  # 403 before anything about the body
        if body.names is None and body.users is None:
            raise RuleViolation("Give the pair's names, its users, or both.")
        if body.names is not None and not body.names.strip():
            raise RuleViolation("A pair's names cannot be empty.")
        if body.users is None:
            named = NamePair(session_id=session_id, pair=pair, names=str(body.names))
            return services.scoring.execute(actor, named)
        users = tuple(_registered(services, user) for user in body.users)
        command = NamePairUsers(session_id=session_id, pair=pair, users=users, names=body.names)
        return services.scoring.execute(actor, command)

    return session_public(await in_worker(run))


def _registered(services: Services, user: str) -> str:
    name = services.app.registered_name(user)
    if name is None:
        raise RuleViolation(f"There is no user {user[:32]}.")
    return name
