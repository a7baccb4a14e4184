"""What an export of a system holds, read from the PID: the input of the renderers.

The renderers (markdown, BML, PDF) take a `SystemExport(name, base, conventions, rules,
definitions)` of `ExportRule(module_type, module_id, sequence, meaning)`; this module
builds one from the winning rules of a system, given those two classes.
"""

from __future__ import annotations

from typing import Any, Literal, Protocol, TypeVar

from domain.bidding.port import USER_MODULE
from domain.bidding.system import SystemSummary
from library.export import SystemExport, to_bml, to_markdown, to_pdf
from projections.database import Database
from projections.pid_queries import PidQueries

# The PID calls a base system's rules `base_system`; the export formats call them `base`.
EXPORT_TYPES = {"base_system": "base"}


class MakesRule(Protocol):
    def __call__(
        self, *, module_type: str, module_id: str, sequence: str, meaning: str
    ) -> object: ...


Export = TypeVar("Export", covariant=True)


class MakesExport(Protocol[Export]):
    def __call__(
        self,
        *,
        name: str,
        base: str,
        conventions: tuple[str, ...],
        rules: tuple[Any, ...],
        definitions: tuple[tuple[str, str], ...],
    ) -> Export: ...


def system_export(
    database: Database,
    system: SystemSummary,
    make_export: MakesExport[Export],
    make_rule: MakesRule,
) -> Export:
    """The system as its export shows it: one rule a sequence, the winner (superseded
    base rules left out), and one definition a term (the system's own one winning)."""
    system_id = system.id
    rules = tuple(
        make_rule(
            module_type=EXPORT_TYPES.get(rule["module_type"], rule["module_type"]),
            module_id=rule["module_id"],
            sequence=rule["sequence"],
            meaning=rule["meaning"],
        )
        for rule in PidQueries.winning_rules(database, system_id)
    )
    terms: dict[str, str] = {}
    for row in PidQueries.definitions(database, system_id):
        if row["module_id"] == USER_MODULE or row["term"] not in terms:
            terms[row["term"]] = row["definition"]
    return make_export(
        name=system.name,
        base=system.base,
        conventions=system.conventions,
        rules=rules,
        definitions=tuple(sorted(terms.items())),
    )


Format = Literal["md", "pdf", "bml"]


def render(export: SystemExport, format: Format) -> bytes:
    """The export as a file in `format`."""
    if format == "pdf":
        return to_pdf(export)
    return (to_markdown(export) if format == "md" else to_bml(export)).encode()
