"""Request bodies read strictly, and the order in which a request's problems are told.

FastAPI reads and parses the body before it runs any dependency, so left alone it would
answer a malformed body with 422 before it checked the token (401) or that the board
exists for this user (404). docs/contract.md orders them: authentication, then authorization
(an unknown or hidden resource is 404), then phase, then legality. So when the body is
wrong, the token and the resource named in the path are checked first.

Bodies are JSON in UTF-8 with each key once: `{"N": "a", "n": "b"}` has no one meaning,
and a body that is not UTF-8 is no more JSON than a malformed one (both 422).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any, get_args, get_origin

from fastapi import APIRouter, HTTPException, Request, Response
from fastapi._compat import ModelField
from fastapi.dependencies.models import Dependant
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from fastapi.security import HTTPAuthorizationCredentials

from api.auth import current_actor
from api.errors import BODY_TOO_LARGE
from api.openapi import MAX_BODY_BYTES
from api.replies import in_worker
from api.services import Services
from domain.actors import Actor

Handler = Callable[[Request], Coroutine[Any, Any, Response]]
ResourceCheck = Callable[[Services, Actor, str], None]


def _board_is_visible(services: Services, actor: Actor, board_id: str) -> None:
    services.app.board(actor, board_id)


def _system_is_visible(services: Services, actor: Actor, system_id: str) -> None:
    services.systems.system(actor, system_id)


def _session_exists(services: Services, _: Actor, session_id: str) -> None:
    services.scoring.session(session_id)  # any user may read a session


def _rubber_is_visible(services: Services, actor: Actor, rubber_id: str) -> None:
    services.scoring.rubber(actor, rubber_id)


# Path parameters that name a resource the requester must be allowed to see; each check
# raises NotFound (404) for an unknown or hidden one.
RESOURCE_CHECKS: dict[str, ResourceCheck] = {
    "board_id": _board_is_visible,
    "system_id": _system_is_visible,
    "session_id": _session_exists,
    "rubber_id": _rubber_is_visible,
}


class StrictJSONRequest(Request):
    async def body(self) -> bytes:
        if not hasattr(self, "_body"):
            declared = self.headers.get("content-length", "")
            if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
                raise HTTPException(413, BODY_TOO_LARGE)
            chunks, size = [], 0
            async for chunk in self.stream():
                size += len(chunk)
                if size > MAX_BODY_BYTES:
                    raise HTTPException(413, BODY_TOO_LARGE)
                chunks.append(chunk)
            self._body = b"".join(chunks)
        return self._body

    async def json(self) -> Any:
        if not hasattr(self, "_json"):
            body = await self.body()
            try:
                text = body.decode("utf-8")
            except UnicodeDecodeError:
                raise json.JSONDecodeError("the body is not UTF-8 text", "", 0) from None
            self._json = json.loads(text, object_pairs_hook=_each_key_once)
            if not storable(self._json):
                raise json.JSONDecodeError(
                    "the text holds a NUL character or half of a surrogate pair", "", 0
                )
        return self._json


def storable(value: Any) -> bool:
    """Whether every text in a JSON value can be stored: no U+0000 (PostgreSQL text cannot
    hold it, so a read model could never take the event) and no lone surrogate from a
    `\\ud800` escape (it is not UTF-8, so the event store could not encode it)."""
    if isinstance(value, str):
        return _is_utf8(value)
    if isinstance(value, dict):
        return all(storable(key) and storable(item) for key, item in value.items())
    if isinstance(value, list):
        return all(storable(item) for item in value)
    return True


def _is_utf8(text: str) -> bool:
    if "\x00" in text:
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _each_key_once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise json.JSONDecodeError(f"the key '{key[:20]}' appears twice", "", 0)
        found[key] = value
    return found


class StrictRoute(APIRoute):
    """A route that reads its body strictly (at most MAX_BODY_BYTES of UTF-8 JSON, each
    key once) and tells a bad body only after the token and the resource are checked."""

    def get_route_handler(self) -> Handler:
        return _strict(
            super().get_route_handler(),
            _paged_list_parameters(self.dependant),
            _address_parameters(self.dependant),
        )


def _query_names(dependant: Dependant) -> set[str]:
    names = {param.alias for param in dependant.query_params}
    for each in dependant.dependencies:
        names |= _query_names(each)
    return names


def _paged_list_parameters(dependant: Dependant) -> frozenset[str] | None:
    """The query parameters of a list read a page at a time (it takes a `cursor`), else
    None. A list ignoring a parameter it does not take answers its first page to
    `?offset=200` or `?page=3`, and a script paging so never ends: one is refused."""
    names = _query_names(dependant)
    return frozenset(names) if "cursor" in names else None


@dataclass(frozen=True)
class AddressParameters:
    """A route's path and query parameters that take one value (`single`), and those of
    them that are whole numbers (`integers`)."""

    single: frozenset[str]
    integers: frozenset[str]


def _params(dependant: Dependant) -> list[ModelField]:
    found = [*dependant.path_params, *dependant.query_params]
    for each in dependant.dependencies:
        found += _params(each)
    return found


def _address_parameters(dependant: Dependant) -> AddressParameters:
    single, integers = set(), set()
    for param in _params(dependant):
        kinds = {param.field_info.annotation, *get_args(param.field_info.annotation)}
        if not any(get_origin(kind) in (list, tuple, set) for kind in kinds):
            single.add(param.alias)
        if int in kinds:
            integers.add(param.alias)
    return AddressParameters(frozenset(single), frozenset(integers))


# A whole number in an address is written in ASCII digits: Python's reading of "1_0" (10),
# "+1" or "1.0" is not what a person reads, and "١" is a digit too.
_WHOLE_NUMBER = re.compile(r"-?[0-9]{1,19}", re.ASCII)
_DIGITS = re.compile(r"-?[0-9]+", re.ASCII)


def _not_a_whole_number(value: str) -> str:
    """Why `value` is no whole number of an address: too many digits (no step, board or
    page is that large; "written in digits 0-9" would tell a person who wrote only
    digits that he did not), or not written in digits."""
    if _DIGITS.fullmatch(value):
        return "is too large a number (at most 19 digits)"
    return "is a whole number written in digits 0-9"


def _address_problem(request: Request, address: AddressParameters) -> str | None:
    """A parameter that takes one value given twice (`?limit=1&limit=500` has no one
    meaning, as a body's key given twice has none), or a whole number not written in
    digits."""
    seen: set[str] = set()
    for name, value in request.query_params.multi_items():
        if name in seen and name in address.single:
            return f"'{name[:24]}' is given more than once; give it once."
        seen.add(name)
        if name in address.integers and not _WHOLE_NUMBER.fullmatch(value):
            return f"'{name[:24]}' {_not_a_whole_number(value)}."
    for name, value in request.path_params.items():
        if name in address.integers and not _WHOLE_NUMBER.fullmatch(str(value)):
            return f"The address's {name[:24]} {_not_a_whole_number(str(value))}."
    return None


def _unknown_parameter(request: Request, known: frozenset[str] | None) -> str | None:
    unknown = next((name for name in request.query_params if name not in (known or ())), None)
    if known is None or unknown is None:
        return None
    return (
        f"'{unknown[:24]}' is not a parameter of this list; it takes "
        f"{', '.join(sorted(known))}. The next page is the one its `next` cursor names."
    )


def resource_router(**options: Any) -> APIRouter:
    """The router every resource uses, so that each of its routes is a StrictRoute."""
    return APIRouter(route_class=StrictRoute, **options)


def _strict(handler: Handler, paged: frozenset[str] | None, address: AddressParameters) -> Handler:
    async def handle(request: Request) -> Response:
        strict = StrictJSONRequest(request.scope, request.receive)
        try:
            if not storable([*request.query_params.values(), *request.path_params.values()]):
                raise HTTPException(422, "The address holds a NUL character or a lone surrogate.")
            unknown = _unknown_parameter(request, paged) or _address_problem(request, address)
            if unknown is not None:
                raise HTTPException(422, unknown)
            return await handler(strict)
        except (RequestValidationError, HTTPException) as error:
            if isinstance(error, HTTPException) and error.status_code not in (400, 422):
                raise
            await _check_before_the_body(strict)
            raise

    return handle


async def _check_before_the_body(request: Request) -> None:
    """401 or 404 before a complaint about the body, as for any other request. Every
    route with a body takes a token."""
    services: Services = request.app.state.services
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    credentials = (
        HTTPAuthorizationCredentials(scheme="Bearer", credentials=token.strip())
        if scheme.lower() == "bearer" and token.strip()
        else None
    )
    actor = await current_actor(services, credentials)
    checks = [
        (RESOURCE_CHECKS[name], str(value))
        for name, value in request.path_params.items()
        if name in RESOURCE_CHECKS
    ]
    if checks:

        def run() -> None:
            for check, value in checks:
                check(services, actor, value)

        await in_worker(run)
