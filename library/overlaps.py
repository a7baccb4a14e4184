"""Conventions that define the same sequence: they must agree, or declare a conflict."""

from __future__ import annotations

from collections.abc import Sequence

from library.model import CONVENTION, Issue
from library.parser import ParsedModule

__all__ = ["check_overlaps"]


def check_overlaps(modules: Sequence[ParsedModule]) -> list[Issue]:
    """Two conventions that can share a system must agree on every sequence both define.

    In a user system both would be rules of equal priority (docs/design.md 7.3), so a sequence
    that two such conventions define for a common base system must have the same
    meaning in both (a layered, shared line); otherwise the pair must be declared in
    ``conflicts_with`` (FORMAT.md, Conflicts). Only modules checked together are compared.
    """
    issues: list[Issue] = []
    conventions = [m for m in modules if m.type == CONVENTION]
    for module in conventions:
        for other in conventions:
            if other is module or other.id in module.conflicts_with:
                continue
            if module.id in other.conflicts_with:
                continue  # the missing other side is reported by _check_ids
            theirs = {rule.sequence: rule for rule in other.rules}
            for rule in module.rules:
                twin = theirs.get(rule.sequence)
                if twin is None or twin.meaning == rule.meaning:
                    continue
                mine = module.effective_systems(rule.systems)
                shared = [s for s in mine if s in other.effective_systems(twin.systems)]
                if not shared:
                    continue
                issues.append(
                    Issue(
                        module.path,
                        rule.line,
                        f"{rule.sequence}: {other.id} also defines this sequence for "
                        f"{', '.join(shared)}, with another meaning; conventions that can be "
                        f"in one system must give it the same meaning, or list each other "
                        "in conflicts_with.",
                    )
                )
    return issues
