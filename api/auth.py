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
    actor = await actor_of_token(services, credentials.credentials)
    if actor is None:
        raise _unknown_token()
    return actor


async def actor_of_token(services: Services, token: str) -> Actor | None:
    """The user the token names now, with his role now; None for a token no user holds
    (never one, rotated or revoked)."""
    if len(token) > _LONGEST_TOKEN:
        return None
    token_hash = hash_token(token)
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
        return None
    actor = Actor(found[0], Role(found[1]))
    tokens.remember(token_hash, actor, generation)
    return actor


async def bearer_token(
    _: Annotated[Actor, Depends(current_actor)],
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> str:
    """The token of a request whose user is known: for a response that lasts (a live
    stream), which asks again who the token names before it tells him anything more."""
    assert credentials is not None  # current_actor refused a request without one
    return credentials.credentials


CurrentActor = Annotated[Actor, Depends(current_actor)]
BearerToken = Annotated[str, Depends(bearer_token)]


async def require_admin(actor: CurrentActor) -> Actor:
    if not actor.is_admin:
        raise HTTPException(403, "Only an admin may do this.")
    return actor


AdminActor = Annotated[Actor, Depends(require_admin)]
