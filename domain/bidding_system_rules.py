"""Pure decisions about a system's modules: priorities, compatibility, field checks.

No event store here: the aggregate and the PID both ask these functions, so each rule
lives in one place.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from domain.bidding_system_port import (
    BASE_SYSTEM,
    CONVENTION,
    USER_CUSTOM,
    ModuleFacts,
    SystemModule,
)
from domain.errors import Conflict
from domain.rules.errors import RuleViolation

BASE_PRIORITY = {BASE_SYSTEM: 100, CONVENTION: 500, USER_CUSTOM: 1000}
ROLES = ("viewer", "editor")

NAME_MAX = 100
MEANING_MAX = 500
SECTION_MAX = 100
DEFINITION_MAX = 500
_TERM = re.compile(r"^[a-z0-9_]{1,40}$")


def priority_of(module_type: str, sequence: str) -> int:
    """docs/design.md 7.3: the module's base priority plus 10 for every call of the sequence."""
    return BASE_PRIORITY[module_type] + 10 * (sequence.count("-") + 1)


def ranking_key(rule: Mapping[str, Any]) -> tuple[int, str]:
    """Sorts the rules of one sequence best first: highest priority, then module id (the
    defined tie-break between two conventions of equal priority)."""
    return (-priority_of(rule["module_type"], rule["sequence"]), rule["module_id"])


def check_name(name: str) -> str:
    cleaned = name.strip()
    if not cleaned or len(cleaned) > NAME_MAX:
        raise RuleViolation(f"A system's name is 1 to {NAME_MAX} characters.")
    return cleaned


def check_meaning(meaning: str, section: str) -> tuple[str, str]:
    text = meaning.strip()
    if not text or len(text) > MEANING_MAX or "\n" in text:
        raise RuleViolation(f"A meaning is one line of 1 to {MEANING_MAX} characters.")
    heading = section.strip()
    if len(heading) > SECTION_MAX or "\n" in heading:
        raise RuleViolation(f"A section is one line of at most {SECTION_MAX} characters.")
    return text, heading


def check_definition(term: str, text: str) -> tuple[str, str]:
    if not _TERM.match(term):
        raise RuleViolation("A term is 1 to 40 lowercase letters, digits or '_'.")
    cleaned = text.strip()
    if not cleaned or len(cleaned) > DEFINITION_MAX or "\n" in cleaned:
        raise RuleViolation(f"A definition is one line of 1 to {DEFINITION_MAX} characters.")
    return term, cleaned


def check_role(role: str) -> str:
    if role not in ROLES:
        raise RuleViolation("A share's role is 'viewer' or 'editor'.")
    return role


def check_can_join(
    module: SystemModule, base: str, present: Mapping[str, Mapping[str, Any]]
) -> None:
    """Refuses a convention that is already there, does not apply to the base system,
    conflicts with one present (either side may declare it), or continues one that is
    missing. `present` maps convention ids to the facts the system recorded of them."""
    if module.id in present:
        raise Conflict(f"The system already plays {module.name} ('{module.id}').")
    if base not in module.applies_to:
        raise Conflict(
            f"{module.name} ('{module.id}') does not apply to the base system '{base}'; "
            f"it applies to {', '.join(module.applies_to)}."
        )
    for other_id, facts in present.items():
        if other_id in module.conflicts_with or module.id in facts["conflicts_with"]:
            raise Conflict(
                f"{module.name} ('{module.id}') conflicts with {facts['name']} "
                f"('{other_id}'), which the system plays; swap them instead."
            )
    missing = [required for required in module.requires if required not in present]
    if missing:
        raise Conflict(
            f"{module.name} ('{module.id}') continues {', '.join(missing)}, "
            "which the system does not play; add it first."
        )


def check_can_leave(convention_id: str, present: Mapping[str, Mapping[str, Any]]) -> None:
    """Refuses to remove a convention that another one present continues."""
    for other_id, facts in present.items():
        if other_id != convention_id and convention_id in facts["requires"]:
            raise Conflict(
                f"{facts['name']} ('{other_id}') continues '{convention_id}'; remove it first."
            )


def check_set(modules: Iterable[SystemModule], base: str) -> None:
    """A whole set of conventions for a new system, checked as if added one by one in an
    order where every convention comes after those it continues."""
    pending = list(modules)
    ids = [module.id for module in pending]
    for module_id in ids:
        if ids.count(module_id) > 1:
            raise RuleViolation(f"The convention '{module_id}' is listed twice.")
    present: dict[str, ModuleFacts] = {}
    while pending:
        ready = [m for m in pending if all(r in present for r in m.requires)]
        module = ready[0] if ready else pending[0]  # not ready: check_can_join names it
        check_can_join(module, base, present)
        present[module.id] = module.facts()
        pending.remove(module)
