"""Checks that need the whole library: legal auctions, parents, ids, conflicts.

``validate(checked, context)`` looks at the parsed modules in ``checked`` and reports
their problems; ``context`` holds further modules (e.g. the real library when a single
fixture file is checked) that ids and parents may refer to but whose own problems are
not reported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from library.constraints import Extraction, analyse_meaning
from library.model import (
    BASE_SYSTEM,
    CONVENTION,
    Issue,
    LibraryModule,
    LibraryRule,
)
from library.overlaps import check_overlaps
from library.parser import ParsedModule
from library.sequence import SequenceError, check_auction, parent_of, parse_sequence

__all__ = ["ModuleCoverage", "build_module", "coverage_of", "validate"]

_Problem = Callable[[int, str], None]


@dataclass(frozen=True)
class ModuleCoverage:
    """How many of a module's rules state constraints, and how many were extracted."""

    module_id: str
    rules: int
    stated: int
    extracted: int
    percent: float
    missed: tuple[tuple[int, str], ...] = ()  # (line, text) of stated items not extracted


def validate(checked: Sequence[ParsedModule], context: Iterable[ParsedModule] = ()) -> list[Issue]:
    """Every problem of the ``checked`` modules, sorted by file and line."""
    issues: list[Issue] = []
    for module in checked:
        issues.extend(module.issues)
    by_id: dict[str, ParsedModule] = {}
    for module in checked:
        if not module.id:
            continue
        if module.id in by_id:
            other = by_id[module.id]
            issues.append(
                Issue(
                    module.path,
                    module.info_line("id"),
                    f"The id '{module.id}' is also used by {other.path.parent.name}/"
                    f"{other.path.name}; ids must be "
                    "unique across the library.",
                )
            )
            continue
        by_id[module.id] = module
    known = dict(by_id)
    for module in context:
        if module.id and module.id not in known:
            known[module.id] = module
    for module in checked:
        issues.extend(_check_module(module, known))
    issues.extend(check_overlaps(list(by_id.values())))
    return sorted(set(issues), key=lambda i: (str(i.path), i.line, i.message))


def _check_module(module: ParsedModule, known: dict[str, ParsedModule]) -> list[Issue]:
    issues: list[Issue] = []

    def problem(line: int, message: str) -> None:
        issues.append(Issue(module.path, line, message))

    folder = module.path.parent.name
    if module.type == CONVENTION and folder == "systems":
        problem(
            module.info_line("type"),
            "A convention file is in systems/; move it to "
            "conventions/ or make its type base_system.",
        )
    if module.type == BASE_SYSTEM and folder == "conventions":
        problem(
            module.info_line("type"),
            "A base system file is in conventions/; move it "
            "to systems/ or make its type convention.",
        )
    _check_ids(module, known, problem)
    legal = []
    for rule in module.rules:
        try:
            check_auction(parse_sequence(rule.sequence))
        except SequenceError as exc:
            problem(rule.line, f"{rule.sequence}: {exc}")
        else:
            legal.append(rule)
    _check_scopes(module, known, problem)
    scope = _parent_scope(module, known)
    for rule in legal:
        parent = parent_of(rule.sequence)
        if parent is None:
            continue
        available = scope.get(parent)
        if available is None:
            where = "in a module it requires, or in any base system it applies to"
            if module.type == BASE_SYSTEM:
                where = "or in a module it requires"
            problem(
                rule.line,
                f"{rule.sequence}: its parent sequence {parent} is not in this module, {where}.",
            )
            continue
        systems = module.effective_systems(rule.systems)
        if module.type == BASE_SYSTEM or not systems or not available:
            continue  # no systems to compare: finding the parent at all is enough
        if available & set(systems):
            continue
        problem(
            rule.line,
            f"{rule.sequence}: its parent sequence {parent} applies only to "
            f"{', '.join(sorted(available))}, but this rule applies to {', '.join(systems)}; "
            "narrow the rule's section to systems its parent applies to.",
        )
    return issues


def _check_scopes(module: ParsedModule, known: dict[str, ParsedModule], problem: _Problem) -> None:
    """The ids of every ``## Heading [system, ...]`` list: real base systems in applies_to."""
    for scope in module.scopes:
        if module.type == BASE_SYSTEM:
            problem(
                scope.line,
                f"'## {scope.section}' names base systems, but a base system's sections "
                "always apply to the system itself; the [..] list is only for conventions.",
            )
            continue
        for system_id in scope.systems:
            other = known.get(system_id)
            if other is None:
                problem(
                    scope.line,
                    f"Unknown base system '{system_id}' in the section heading "
                    f"'## {scope.section}'; there is no {system_id}.md in library/systems.",
                )
            elif other.type and other.type != BASE_SYSTEM:
                problem(
                    scope.line,
                    f"'{system_id}' in the section heading '## {scope.section}' is not a "
                    "base system.",
                )
            elif module.type == CONVENTION and system_id not in module.applies_to:
                listed = ", ".join(module.applies_to)
                problem(
                    scope.line,
                    f"'{system_id}' in the section heading '## {scope.section}' is not in "
                    f"applies_to [{listed}]; a section can only narrow the module's "
                    "applies_to.",
                )


def _check_ids(module: ParsedModule, known: dict[str, ParsedModule], problem: _Problem) -> None:
    for key in ("applies_to", "variants", "conflicts_with", "requires"):
        ids: tuple[str, ...] = getattr(module, key)
        line = module.info_line(key)
        for other_id in ids:
            if other_id == module.id:
                if key == "conflicts_with":
                    problem(
                        line,
                        f"'{module.id}' lists itself in conflicts_with; a "
                        "convention cannot conflict with itself.",
                    )
                else:
                    problem(line, f"'{module.id}' lists itself in {key}.")
                continue
            other = known.get(other_id)
            if other is None:
                problem(
                    line,
                    f"Unknown module id '{other_id}' in {key}; there is no "
                    f"{other_id}.md in library/systems or library/conventions.",
                )
                continue
            if key == "applies_to" and other.type and other.type != BASE_SYSTEM:
                problem(line, f"'{other_id}' in applies_to is not a base system.")
            if key == "requires" and other.type and other.type != CONVENTION:
                problem(line, f"'{other_id}' in requires is not a convention.")
            if key == "conflicts_with" and module.id not in other.conflicts_with:
                problem(
                    line,
                    f"'{module.id}' conflicts with '{other_id}' but "
                    f"{other_id}.md does not list '{module.id}' in conflicts_with; "
                    "conflicts must be listed on both sides.",
                )
    for other in known.values():
        if other is module or module.id not in other.conflicts_with:
            continue
        if other.id not in module.conflicts_with:
            problem(
                module.info_line("conflicts_with"),
                f"{other.path.name} lists "
                f"'{module.id}' in conflicts_with but '{module.id}' does not list "
                f"'{other.id}'; conflicts must be listed on both sides.",
            )


def _parent_scope(module: ParsedModule, known: dict[str, ParsedModule]) -> dict[str, set[str]]:
    """Sequences a rule of ``module`` may continue, each with the base systems it is in.

    They are the module's own rules and those of the modules it requires (each with its
    effective applies_to) and, for a convention, the rules of each base system it
    applies to and of the modules that system requires (each with that system).
    """
    scope: dict[str, set[str]] = {}
    for other in [module, *_required(module.requires, known, module.id)]:
        for rule in other.rules:
            scope.setdefault(rule.sequence, set()).update(other.effective_systems(rule.systems))
    if module.type == CONVENTION:
        for system_id in module.applies_to:
            for other in _required((system_id,), known, module.id):
                for rule in other.rules:
                    scope.setdefault(rule.sequence, set()).add(system_id)
    return scope


def _required(
    ids: Sequence[str], known: dict[str, ParsedModule], exclude: str
) -> list[ParsedModule]:
    """The known modules ``ids`` and, transitively, the modules they require."""
    found: list[ParsedModule] = []
    seen = {exclude}
    todo = list(ids)
    while todo:
        other_id = todo.pop()
        if other_id in seen or other_id not in known:
            continue
        seen.add(other_id)
        other = known[other_id]
        found.append(other)
        todo.extend(other.requires)
    return found


def build_module(parsed: ParsedModule) -> tuple[LibraryModule, list[Extraction]]:
    """The public module of a parsed file, with the constraints of every rule."""
    rules: list[LibraryRule] = []
    extractions: list[Extraction] = []
    for raw in parsed.rules:
        extraction = analyse_meaning(raw.meaning, raw.sequence)
        extractions.append(extraction)
        rules.append(
            LibraryRule(
                raw.sequence,
                raw.meaning,
                raw.section,
                raw.line,
                extraction.constraints,
                parsed.effective_systems(raw.systems),
            )
        )
    module = LibraryModule(
        id=parsed.id or parsed.path.stem,
        name=parsed.name,
        type=parsed.type,
        version=parsed.version,
        applies_to=parsed.applies_to,
        variants=parsed.variants,
        conflicts_with=parsed.conflicts_with,
        requires=parsed.requires,
        definitions=dict(parsed.definitions),
        rules=tuple(rules),
        notes=parsed.notes,
        path=parsed.path,
        title=parsed.title,
        valuation=parsed.valuation,
    )
    return module, extractions


def coverage_of(module: LibraryModule, extractions: Sequence[Extraction]) -> ModuleCoverage:
    stated = [e for e in extractions if e.states]
    extracted = [e for e in stated if e.extracted]
    missed = tuple(
        (rule.line, text)
        for rule, e in zip(module.rules, extractions, strict=True)
        for text in e.missed
    )
    percent = 100.0 * len(extracted) / len(stated) if stated else 100.0
    return ModuleCoverage(
        module.id, len(module.rules), len(stated), len(extracted), round(percent, 1), missed
    )
