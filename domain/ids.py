"""Aggregate ids as clients send them: text that may not be a UUID at all."""

from __future__ import annotations

from uuid import UUID

from domain.errors import NotFound


def parse_id(value: UUID | str, unknown: str) -> UUID:
    """The UUID `value` names; NotFound with `unknown` for anything else, as for an id
    that names nothing (a malformed id and an unknown one look alike)."""
    if isinstance(value, UUID):
        return value
    try:
        return UUID(str(value))
    except ValueError:
        raise NotFound(unknown) from None
