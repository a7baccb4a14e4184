"""A route that runs one board command: the request model builds the command, the
application executes it, the board comes back as the requester may see it (`BoardPublic`).

Each such route is one call in its router, e.g.
`command_route(router, "/agree", ClaimAnswer.agree, name="agree_to_claim")`: the body's
model is the class the builder belongs to, and OpenAPI documents the body and the answer
as for any route.
"""

import inspect
from collections.abc import Callable
from typing import Any, Literal, TypeVar

from fastapi import APIRouter
from pydantic import BaseModel

from api.auth import CurrentActor, ServicesDep
from api.replies import board_command
from domain.board.handling import BoardCommand
from domain.board.view import BoardPublic

Body = TypeVar("Body", bound=BaseModel)


def command_route(
    router: APIRouter,
    path: str,
    build: Callable[[Body, str], BoardCommand],
    *,
    name: str,
    body: type[Body] | None = None,
    method: Literal["POST", "PUT"] = "POST",
    status_code: int = 200,
    body_optional: bool = False,
    doc: str | None = None,
) -> None:
    """Adds `method path` to `router`, running the command `build(body, board_id)` makes.
    `body` defaults to the class `build` is defined on; with `body_optional`, a request
    without a body runs with the model's defaults."""
    model: type[Any] = body or owner_of(build)

    async def run_command(
        board_id: str, actor: CurrentActor, services: ServicesDep, body: Any = None
    ) -> BoardPublic:
        given = body if body is not None else model()
        return await board_command(services, actor, build(given, board_id))

    read_body_as(run_command, model, optional=body_optional)
    run_command.__name__ = name
    run_command.__doc__ = doc or build.__doc__
    router.add_api_route(
        path,
        run_command,
        methods=[method],
        status_code=status_code,
        response_model=BoardPublic,
    )


def read_body_as(endpoint: Callable[..., Any], model: type[Any], *, optional: bool) -> None:
    """Has FastAPI read `endpoint`'s last parameter as the body `model` (None when
    `optional` and the request has none), which OpenAPI then documents."""
    parameters = list(inspect.signature(endpoint).parameters.values())
    parameters[-1] = parameters[-1].replace(
        annotation=model | None if optional else model,
        default=None if optional else inspect.Parameter.empty,
    )
    endpoint.__signature__ = inspect.signature(endpoint).replace(  # type: ignore[attr-defined]
        parameters=parameters
    )


def owner_of(build: Callable[..., Any]) -> type[Any]:
    """The class a method like `ClaimAnswer.agree` is defined on."""
    owner: type[Any] = build.__globals__[build.__qualname__.split(".")[0]]
    return owner
