"""Every error is `{"detail": "<a sentence>"}`; bad input is 4xx, never 5xx."""

from __future__ import annotations

import re
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from api.openapi import ISO_TIME, MAX_BODY_BYTES
from domain.errors import Conflict, DomainError, NotAllowed, NotFound
from domain.rules.errors import RuleViolation

_STATUS: list[tuple[type[Exception], int]] = [
    (NotFound, 404),
    (NotAllowed, 403),
    (Conflict, 409),
    (RuleViolation, 422),
]


BODY_TOO_LARGE = f"The request body is larger than {MAX_BODY_BYTES // 1024} KiB."
MAX_DETAIL = 300  # a sentence, and at most a short quote of what was sent


def _brief(text: str, longest: int = MAX_DETAIL) -> str:
    return text if len(text) <= longest else text[: longest - 1] + "…"


def _domain_error(_: Request, exc: Exception) -> JSONResponse:
    for kind, status in _STATUS:
        if isinstance(exc, kind):
            message = exc.message if isinstance(exc, (DomainError, RuleViolation)) else str(exc)
            return JSONResponse({"detail": _brief(message)}, status_code=status)
    return JSONResponse({"detail": "The request could not be carried out."}, status_code=400)


def _pattern_wanted(pattern: str) -> str:
    """What a value matching `pattern` looks like, in words: a regular expression is no
    sentence a person understands."""
    if pattern == ISO_TIME:
        return "write a date or a time, e.g. 2026-11-22 or 2026-11-22T18:30:00Z"
    choices = re.fullmatch(r"\^\(([\w|]+)\)\$", pattern)
    if choices is not None:
        *first, last = (f"'{choice}'" for choice in choices.group(1).split("|"))
        listed = f"{', '.join(first)} or {last}" if first else last
        return f"Input should be {listed}"
    return "Input is not in the form this field takes"


def describe_validation_error(errors: list[Any]) -> str:
    """One sentence for the first problem pydantic found in a request."""
    if not errors:
        return "The request is not valid."
    error = errors[0]
    kind = error.get("type", "")
    # A location may name a key the client sent: quote only its start.
    location = [
        _brief(str(part), 24) for part in error.get("loc", ()) if part not in ("body", "query")
    ]
    if len(location) >= 2 and location[-1] == "[key]":
        # pydantic places a bad key of a mapping at ("seats", KEY, "[key]"): no reader
        # understands `'seats..[key]'`; the sentence names the field and quotes the key.
        *field, key, _ = location
        message = str(error.get("msg", "is not valid")).rstrip(".")
        return f"'{'.'.join(field)}' has a key '{key}' it does not take: {message}."
    where = ".".join(location)
    if kind == "json_invalid":
        reason = str(error.get("ctx", {}).get("error", ""))
        if reason.startswith("the "):  # ours: not UTF-8, a key twice
            return f"The request body is not valid JSON: {reason}."
        return "The request body is not valid JSON."
    if kind == "missing":
        return f"'{where}' is required." if where else "A request body is required."
    if kind == "extra_forbidden":
        return f"'{where}' is not a field this request accepts."
    if kind in ("model_attributes_type", "dict_type") and not where:
        return "The request body must be a JSON object."
    if kind == "string_pattern_mismatch":
        return f"'{where}': {_pattern_wanted(str(error.get('ctx', {}).get('pattern', '')))}."
    message = str(error.get("msg", "is not valid")).rstrip(".")
    message = message.removeprefix("Value error, ")
    return f"'{where}': {message}." if where else f"{message}."


def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = list(exc.errors())
    detail = _brief(describe_validation_error(errors))
    if errors and errors[0].get("type") in ("model_attributes_type", "dict_type"):
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if not (kind == "application/json" or kind.endswith("+json")):
            sent = f"Content-Type {_brief(kind, 40)}" if kind else "no Content-Type"
            detail = (
                "The request body is read as JSON only with Content-Type: "
                f"application/json ({sent} was sent)."
            )
    return JSONResponse({"detail": detail}, status_code=422)


def _http_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    detail = exc.detail if isinstance(exc.detail, str) else "The request failed."
    if exc.status_code == 404 and detail == "Not Found":
        detail = "There is nothing at this address."
    if exc.status_code == 405:
        detail = "This address does not accept that method."
    if exc.status_code == 400 and detail == "There was an error parsing the body":
        detail = "The request body could not be read."
    return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=exc.headers)


def install_error_handlers(app: FastAPI) -> None:
    for kind in (DomainError, RuleViolation):
        app.add_exception_handler(kind, _domain_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
