"""The OpenAPI document says what the server really answers: every error is
`{"detail": "<a sentence>"}`, with the codes docs/contract.md gives them."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from pydantic import BaseModel

MAX_BODY_BYTES = 64 * 1024
# A date or time a query takes (`since`, `until`); a value that does not match is told in
# words (api/errors.py), not as this expression.
ISO_TIME = r"^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$"


class ErrorPublic(BaseModel):
    detail: str


_MEANINGS = {
    400: "The request body could not be read.",
    401: "No token, or one that is not known.",
    403: "The resource is known to you, but this action is not yours to take.",
    404: "No such resource, or one you may not see.",
    409: "A conflict: a stale expected_version, the wrong phase, nothing to undo, a name taken.",
    413: f"The request body is larger than {MAX_BODY_BYTES // 1024} KiB.",
    422: "Invalid or illegal input: the detail says which field and why.",
}
_OPEN = {"/health"}  # operations without a token


def _codes(path: str, operation: dict[str, Any]) -> list[int]:
    if path in _OPEN:
        return []
    codes = [401, 403, 404, 409, 422]
    if "requestBody" in operation:
        codes += [400, 413]
    return sorted(codes)


def document_errors(app: FastAPI) -> None:
    """Replaces FastAPI's default 422 (a list of field errors this server never sends)
    with the real error body and adds the other codes to every operation."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema:
            return app.openapi_schema
        schema = get_openapi(
            title=app.title,
            version=app.version,
            description=app.description,
            routes=app.routes,
        )
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        components.pop("HTTPValidationError", None)
        components.pop("ValidationError", None)
        components["ErrorPublic"] = ErrorPublic.model_json_schema()
        reference = {"$ref": "#/components/schemas/ErrorPublic"}
        for path, operations in schema.get("paths", {}).items():
            for operation in operations.values():
                responses = operation.setdefault("responses", {})
                for code in _codes(path, operation):
                    responses[str(code)] = {
                        "description": _MEANINGS[code],
                        "content": {"application/json": {"schema": reference}},
                    }
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]
