"""Which rule wins a sequence (docs/design.md 7.3): a user's own rule over a convention's,
a convention's over the base system's, and a longer sequence over a shorter one; between
two conventions of equal priority, the module id decides."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.bidding.port import BASE_SYSTEM, CONVENTION, USER_CUSTOM

BASE_PRIORITY = {BASE_SYSTEM: 100, CONVENTION: 500, USER_CUSTOM: 1000}


def priority_of(module_type: str, sequence: str) -> int:
    """docs/design.md 7.3: the module's base priority plus 10 for every call of the sequence."""
    return BASE_PRIORITY[module_type] + 10 * (sequence.count("-") + 1)


def ranking_key(rule: Mapping[str, Any]) -> tuple[int, str]:
    """Sorts the rules of one sequence best first: highest priority, then module id (the
    defined tie-break between two conventions of equal priority)."""
    return (-priority_of(rule["module_type"], rule["sequence"]), rule["module_id"])
