"""The fields of extracted constraints a test compares: only those that hold something."""

from __future__ import annotations

from library.model import Constraints


def _fields(c: Constraints) -> dict[str, object]:
    return {k: v for k, v in c.to_dict().items() if v not in (None, {}, [])}
