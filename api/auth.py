"""Bearer tokens: every request but GET /health names its user (docs/design.md 8)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from api.replies import in_worker
from api.services import Services
from domain.actors import Actor, Role
from domain.user import hash_token
from projections.users import UserDirectory

_bearer = HTTPBearer(auto_error=False)


async def get_services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


ServicesDep = Annotated[Services, Depends(get_services)]


# Tokens are 43 characters; anything much longer is refused before it is hashed.
_LONGEST_TOKEN = 256


def _unknown_token() -> HTTPException:
    return HTTPException(
        401,
        "That token is not known; ask an admin for a new one.",
        headers={"WWW-Authenticate": "Bearer"},
    )


async def current_actor(
    services: ServicesDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Actor:
    if credentials is None or not credentials.credentials:
        raise HTTPException(
            401,
            "Send your token as 'Authorization: Bearer <token>'.",
            headers={"WWW-Authenticate": "Bearer"},
        )
    if len(credentials.credentials) > _LONGEST_TOKEN:
        raise _unknown_token()
    token_hash = hash_token(credentials.credentials)
    tokens = services.known_tokens
    # Every request asks whether any user changed since the last one, in any process on
    # this store (api/tokens.py): a revoked or rotated token is refused at once.
    generation = await tokens.refresh()
    known = tokens.get(token_hash)
    if known is not None:
        return known
    # A token's first request in this process (or its first since users changed)
    # reads the user directory.
    found = await in_worker(lambda: UserDirectory.by_token_hash(services.database, token_hash))
    if found is None:
        raise _unknown_token()
    actor = Actor(found[0], Role(found[1]))
    tokens.remember(token_hash, actor, generation)
    return actor


CurrentActor = Annotated[Actor, Depends(current_actor)]


async def require_admin(actor: CurrentActor) -> Actor:
    if not actor.is_admin:
        raise HTTPException(403, "Only an admin may do this.")
    return actor


AdminActor = Annotated[Actor, Depends(require_admin)]
