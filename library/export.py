"""Exporting a user system: normalized markdown, BML and PDF (docs/design.md 7.5). Pure, no I/O.

- ``to_markdown``: the seed's 5.3 layout (``## Info`` with ``base`` and ``conventions``,
  ``## Definitions``, the base system's sections, ``## [convention_id]`` sections,
  ``## [user_custom]``). It parses back with ``library.system_parser.parse_system_text``
  to the same rules and definitions, meanings normalised by ``one_line``.
- ``to_bml``: Kungsgeten/bml's text format (``library.export_bml``).
- ``to_pdf``: a PDF document (``library.export_pdf``).

``system_export_from_modules`` composes an export from library modules (a base system
and conventions, as a system created from them without edits would hold).
"""

from __future__ import annotations

from collections.abc import Sequence

from library.export_bml import to_bml
from library.export_model import (
    BASE,
    CONVENTION,
    USER_CUSTOM,
    ExportError,
    ExportRule,
    SystemExport,
    normalised_definitions,
    one_line,
    section_heading,
    sections,
)
from library.model import LibraryModule

__all__ = [
    "BASE",
    "CONVENTION",
    "USER_CUSTOM",
    "ExportError",
    "ExportRule",
    "SystemExport",
    "one_line",
    "system_export_from_modules",
    "to_bml",
    "to_markdown",
    "to_pdf",
]

DEFAULT_TITLE = "Bidding system"


def to_pdf(system: SystemExport) -> bytes:
    """The system as a PDF document (``library.export_pdf``). Imported when a PDF is asked
    for: fpdf2 and its fonts take 0.3-0.4 s to import, a third of every command line's start,
    and most commands never draw one."""
    from library.export_pdf import to_pdf as draw

    return draw(system)


_HEADINGS = {BASE: "{title}", CONVENTION: "[{module_id}]", USER_CUSTOM: "[{module_id}]"}


def to_markdown(system: SystemExport) -> str:
    """The normalized markdown of a system (seed 5.3 layout), ending with a newline."""
    groups = sections(system)
    definitions = normalised_definitions(system)
    lines = [f"# {one_line(system.name) or DEFAULT_TITLE}", "", "## Info", f"base: {system.base}"]
    if system.conventions:
        lines.append("conventions:")
        lines.extend(f"  - {convention}" for convention in system.conventions)
    else:
        lines.append("conventions: []")
    lines += ["", "---", "", "## Definitions"]
    lines.extend(f"{term} = {text}" for term, text in definitions.items())
    for section in groups:
        lines += ["", "---", "", f"## {section_heading(section, _HEADINGS)}"]
        lines.extend(f"{rule.sequence} = {rule.meaning}" for rule in section.rules)
    return "\n".join(lines) + "\n"


def system_export_from_modules(
    base: LibraryModule, conventions: Sequence[LibraryModule], name: str = ""
) -> SystemExport:
    """The export of a system made of ``base`` and ``conventions``, without user edits.

    Each convention contributes its rules for the base system (``rules_for``);
    definitions are the base system's, then each convention's (a later one wins a
    repeated term). The name defaults to the base system's name.
    """
    rules = [ExportRule(BASE, base.id, r.sequence, r.meaning) for r in base.rules_for(base.id)]
    definitions = list(base.definitions.items())
    for convention in conventions:
        rules += [
            ExportRule(CONVENTION, convention.id, r.sequence, r.meaning)
            for r in convention.rules_for(base.id)
        ]
        definitions += list(convention.definitions.items())
    return SystemExport(
        name=name or base.name,
        base=base.id,
        conventions=tuple(c.id for c in conventions),
        rules=tuple(rules),
        definitions=tuple(definitions),
    )
