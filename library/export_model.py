"""What an export holds, and the normalisation and grouping every export format shares.

A ``SystemExport`` is a user system as the PID holds it: rules keyed by module and
sequence (a user override and the rule it overrides are two rules), plus definitions.
The renderers (``library.export``) are pure: they take a ``SystemExport`` and return text
or bytes. ``ExportError`` (a ``ValueError``) is raised for content no format can hold:
an empty meaning, a sequence not in the library notation, a module id or term that is
not ``[a-z0-9_]+``, an unknown module type, or one sequence twice in one module.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from library.sequence import SequenceCall, SequenceError, call_name, parse_sequence

__all__ = [
    "BASE",
    "CONVENTION",
    "MODULE_TYPES",
    "USER_CUSTOM",
    "ExportError",
    "ExportRule",
    "Section",
    "SystemExport",
    "call_sort_key",
    "normalised_definitions",
    "one_line",
    "section_heading",
    "sections",
]

BASE = "base"
CONVENTION = "convention"
USER_CUSTOM = "user_custom"
MODULE_TYPES = (BASE, CONVENTION, USER_CUSTOM)
_ID_RE = re.compile(r"^[a-z0-9_]+$")


class ExportError(ValueError):
    """A system whose content cannot be exported; the message says which rule and why."""


@dataclass(frozen=True)
class ExportRule:
    """One PID row: ``module_type`` is ``base``, ``convention`` or ``user_custom``."""

    module_type: str
    module_id: str
    sequence: str
    meaning: str


@dataclass(frozen=True)
class SystemExport:
    name: str
    base: str
    conventions: tuple[str, ...]
    rules: tuple[ExportRule, ...]
    definitions: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Section:
    """Rules shown together: one base-system heading, one convention, or the user's rules.

    ``title`` is the heading text; ``module_id`` is the base id for base sections, the
    convention id, or ``user_custom``. Rules are normalised (``one_line`` meanings) and in
    bidding order (``call_sort_key``).
    """

    title: str
    module_type: str
    module_id: str
    rules: tuple[ExportRule, ...]


def section_heading(section: Section, templates: Mapping[str, str]) -> str:
    """The section's heading in a format that titles each module type with a template
    (`templates` by module type), which may name the section's {title} and {module_id}."""
    template = templates[section.module_type]
    return template.format(title=section.title, module_id=section.module_id)


def one_line(text: str) -> str:
    """``text`` as one line: every line break becomes a space, the ends are stripped.

    This is the normalisation of the markdown export: a meaning or definition always
    parses back as ``one_line`` of what was exported.
    """
    return " ".join(text.splitlines()).strip()


_CALL_ORDER = {"p": 0, "x": 1, "xx": 2}


def _call_rank(call: str) -> int:
    if call in _CALL_ORDER:
        return _CALL_ORDER[call]
    return 3 + (int(call[0]) - 1) * 5 + "cdhsn".index(call[1])


def call_sort_key(sequence: str) -> tuple[int, ...]:
    """Bidding order: a sequence after its prefixes, calls ordered Pass, X, XX, 1C … 7NT."""
    return tuple(_call_rank(c.call) for c in parse_sequence(sequence))


def _checked_rule(rule: ExportRule) -> ExportRule:
    what = f"The rule {rule.sequence[:40]!r} of {rule.module_id[:40]!r}"
    if rule.module_type not in MODULE_TYPES:
        raise ExportError(
            f"{what} has module type {rule.module_type[:20]!r}; the types are "
            f"{', '.join(MODULE_TYPES)}."
        )
    if rule.module_type == CONVENTION and (
        not _ID_RE.match(rule.module_id) or rule.module_id == USER_CUSTOM
    ):
        raise ExportError(
            f"{what} is a convention rule whose module id is not a convention id "
            "(lowercase letters, digits and underscores, not user_custom)."
        )
    try:
        calls = parse_sequence(rule.sequence)
    except SequenceError as exc:
        raise ExportError(f"{what} is not in the library notation: {exc}") from exc
    if "-".join(str(c) for c in calls) != rule.sequence:
        raise ExportError(f"{what} is not written canonically (no spaces around calls).")
    meaning = one_line(rule.meaning)
    if not meaning:
        raise ExportError(f"{what} has an empty meaning.")
    return ExportRule(rule.module_type, rule.module_id, rule.sequence, meaning)


def normalised_definitions(system: SystemExport) -> dict[str, str]:
    """The definitions, one line each; a repeated term keeps its last definition."""
    result: dict[str, str] = {}
    for term, definition in system.definitions:
        if not _ID_RE.match(term):
            raise ExportError(
                f"The term {term[:40]!r} is not lowercase letters, digits and underscores."
            )
        text = one_line(definition)
        if not text:
            raise ExportError(f"The definition of {term!r} is empty.")
        result[term] = text
    return result


def base_heading(calls: tuple[SequenceCall, ...]) -> str:
    """The heading a base-system rule is shown under, from its auction.

    ``Opening Bids`` for our openings (also after passes), ``After 1NT`` for everything
    that follows our opening 1NT, ``After the Opponents' 1H`` when they opened, and
    ``Passed Out`` for passes only.
    """
    opening = next((index for index, c in enumerate(calls) if c.call != "p"), None)
    if opening is None:
        return "Passed Out"
    first = calls[opening]
    name = call_name(first.call)
    if first.theirs:
        return f"After the Opponents' {name}"
    if opening == len(calls) - 1:
        return "Opening Bids"
    return f"After {name}"


def _base_heading_key(title: str) -> tuple[int, int]:
    if title == "Opening Bids":
        return (0, 0)
    if title == "Passed Out":
        return (3, 0)
    theirs = title.startswith("After the Opponents' ")
    name = title.removeprefix("After the Opponents' ").removeprefix("After ")
    call = name.lower().replace("nt", "n")
    rank = _call_rank(call) if call not in ("double", "redouble") else 0
    return (2 if theirs else 1, rank)


def sections(system: SystemExport, *, winners_first: bool = False) -> list[Section]:
    """The system's rules grouped into sections, in document order.

    Document order is the seed's 5.3 layout: the base system's sections, then each
    convention in ``system.conventions`` order (conventions not listed there follow, by
    id), then the user's own rules. ``winners_first`` reverses the three groups (user,
    conventions, base), so that the first rule shown for a sequence is the one the PID
    resolves to (priority 1000 > 500 > 100): BML keeps the first definition it reads.
    """
    base: dict[str, list[ExportRule]] = {}
    conventions: dict[str, list[ExportRule]] = {}
    own: list[ExportRule] = []
    seen: set[tuple[str, str, str]] = set()
    for raw in system.rules:
        rule = _checked_rule(raw)
        module_id = {BASE: system.base, USER_CUSTOM: USER_CUSTOM}.get(
            rule.module_type, rule.module_id
        )
        key = (rule.module_type, module_id, rule.sequence)
        if key in seen:
            raise ExportError(
                f"The rule {rule.sequence!r} appears twice in {module_id!r}; a module "
                "defines a sequence once."
            )
        seen.add(key)
        if rule.module_type == BASE:
            title = base_heading(parse_sequence(rule.sequence))
            base.setdefault(title, []).append(rule)
        elif rule.module_type == CONVENTION:
            conventions.setdefault(rule.module_id, []).append(rule)
        else:
            own.append(rule)

    def ordered(rules: list[ExportRule]) -> tuple[ExportRule, ...]:
        return tuple(sorted(rules, key=lambda r: call_sort_key(r.sequence)))

    base_sections = [
        Section(title, BASE, system.base, ordered(base[title]))
        for title in sorted(base, key=_base_heading_key)
    ]
    order = [c for c in system.conventions if c in conventions]
    order += sorted(c for c in conventions if c not in order)
    convention_sections = [
        Section(module_id, CONVENTION, module_id, ordered(conventions[module_id]))
        for module_id in order
    ]
    own_sections = [Section(USER_CUSTOM, USER_CUSTOM, USER_CUSTOM, ordered(own))] if own else []
    if winners_first:
        return own_sections + convention_sections + base_sections
    return base_sections + convention_sections + own_sections
