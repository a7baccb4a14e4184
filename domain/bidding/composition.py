"""Which conventions may be played together (docs/design.md 7.2): a convention applies to
some base systems, may conflict with others (either side may say so), and may continue
another one that must be played too."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from domain.bidding.port import ModuleFacts, SystemModule
from domain.errors import Conflict
from domain.rules.errors import RuleViolation


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
                f"('{other_id}'): a system plays one or the other."
            )
    missing = [required for required in module.requires if required not in present]
    if missing:
        raise Conflict(
            f"{module.name} ('{module.id}') continues {', '.join(missing)}: play that as well."
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
