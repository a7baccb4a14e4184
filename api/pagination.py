"""Lists that grow without bound come a page at a time: `limit` and an opaque cursor."""

from __future__ import annotations

import base64
import binascii
import json
from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import Query

from api.openapi import ISO_TIME
from api.request_checks import storable
from domain.rules.errors import RuleViolation

DEFAULT_PAGE = 50
LONGEST_PAGE = 200

Limit = Annotated[
    int, Query(ge=1, le=LONGEST_PAGE, description=f"At most this many items ({LONGEST_PAGE} max).")
]
# The OpenAPI `responses` of a list that is still a plain JSON list, its next page named
# by a `Link` header (GET /rulings, GET /sessions).
LINKED_PAGES: dict[int | str, dict[str, Any]] = {
    200: {
        "headers": {
            "Link": {
                "description": 'The next page when more follow: <...>; rel="next"',
                "schema": {"type": "string"},
            }
        }
    }
}
Cursor = Annotated[
    str | None,
    Query(max_length=200, description="The `next` value of the previous page, to go on from it."),
]


def encode_cursor(position: tuple[Any, ...] | None) -> str | None:
    if position is None:
        return None
    return base64.urlsafe_b64encode(json.dumps(list(position)).encode()).decode()


def decode_cursor(cursor: str | None, size: int) -> tuple[str, ...] | None:
    """The position a `next` value stands for; 422 for anything this service did not give."""
    if cursor is None:
        return None
    try:
        position = json.loads(base64.urlsafe_b64decode(cursor.encode()))
    except (ValueError, binascii.Error):
        position = None
    if (
        not isinstance(position, list)
        or len(position) != size
        or not all(isinstance(part, str) and len(part) <= 100 for part in position)
        or not storable(position)
    ):
        raise RuleViolation("cursor is not one this service gave out; start from the first page.")
    return tuple(position)


Moment = Annotated[
    str | None,
    Query(
        pattern=ISO_TIME,
        max_length=40,
        description="An ISO 8601 date or time, e.g. 2026-11-22 or 2026-11-22T18:30:00Z.",
    ),
]


def utc_timestamp(text: str | None, name: str) -> str | None:
    """A time as the read models store it (ISO 8601 in UTC); a time without a zone is UTC."""
    if text is None:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise RuleViolation(f"{name} is not a date or time that exists.") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat()
