"""Checks that need the whole library: legal auctions, parents, ids, conflicts.

``validate(checked, context)`` looks at the parsed modules in ``checked`` and reports
their problems; ``context`` holds further modules (e.g. the real library when a single
fixture file is checked) that ids and parents may refer to but whose own problems are
not reported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from library.constraints import Extraction, analyse_meaning
from library.model import (
    BASE_SYSTEM,
    CONVENTION,
    Issue,
    Library,
    LibraryError,
    LibraryModule,
    LibraryRule,
)
from library.overlaps import check_overlaps
from library.parser import ParsedModule, parse_file
from library.sequence import SequenceError, check_auction, parent_of, parse_sequence

__all__ = [
    "CheckReport",
    "ModuleCoverage",
    "build_module",
    "check_library",
    "check_paths",
    "coverage_of",
    "library_root",
    "load_library",
    "validate",
]

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


# --- loading and checking whole libraries ---------------------------------------------
def library_root() -> Path:
    """The folder holding ``systems/`` and ``conventions/`` (the ``library`` package)."""
    return Path(__file__).resolve().parent


def _module_files(root: Path) -> list[Path]:
    return sorted((root / "systems").glob("*.md")) + sorted((root / "conventions").glob("*.md"))


@dataclass(frozen=True)
class CheckReport:
    """Everything ``library check`` reports; content problems are data, not exceptions."""

    issues: list[Issue]
    coverage: list[ModuleCoverage]
    total_rules: int
    modules: list[LibraryModule] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.issues


def _report(checked: list[ParsedModule], context: list[ParsedModule]) -> CheckReport:
    issues = validate(checked, context)
    modules: list[LibraryModule] = []
    coverage: list[ModuleCoverage] = []
    ordered = sorted(checked, key=lambda m: (m.type != BASE_SYSTEM, m.id or m.path.stem))
    for parsed in ordered:
        module, extractions = build_module(parsed)
        modules.append(module)
        coverage.append(coverage_of(module, extractions))
    total = sum(len(m.rules) for m in modules)
    return CheckReport(issues, coverage, total, modules)


def check_library(root: Path | None = None) -> CheckReport:
    """Parse and validate a whole library; never raises for content problems."""
    base = root if root is not None else library_root()
    return _report([parse_file(path) for path in _module_files(base)], [])


def check_paths(paths: Sequence[Path], context_root: Path | None = None) -> CheckReport:
    """Check module files or folders.

    A single library root (a folder with ``systems/`` or ``conventions/``) is checked on
    its own. Other files and folders are checked against a library (``context_root``,
    by default the real one): their ``applies_to``, ``requires``, ``variants``,
    ``conflicts_with`` and parents may refer to its modules.
    """
    if len(paths) == 1 and _is_root(paths[0]):
        return check_library(paths[0])
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(p for p in sorted(path.rglob("*.md")) if p.name not in _SKIP)
        else:
            files.append(path)
    checked = [parse_file(path) for path in files]
    mine = {path.resolve() for path in files}
    context = [
        parse_file(path)
        for path in _module_files(context_root or library_root())
        if path.resolve() not in mine
    ]
    return _report(checked, context)


_SKIP = {"README.md", "FORMAT.md"}


def _is_root(path: Path) -> bool:
    return path.is_dir() and ((path / "systems").is_dir() or (path / "conventions").is_dir())


_LOADED: dict[Path, tuple[tuple[tuple[str, int, int], ...], Library]] = {}


def load_library(root: Path | None = None) -> Library:
    """Parse and validate the library; LibraryError lists every issue if there are any.

    The result is cached per root and reused while no module file changes, so calling
    this on every request is cheap.
    """
    base = (root if root is not None else library_root()).resolve()
    files = _module_files(base)
    signature = tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in files)
    cached = _LOADED.get(base)
    if cached is not None and cached[0] == signature:
        return cached[1]
    report = check_library(base)
    if report.issues:
        raise LibraryError(report.issues)
    systems = {m.id: m for m in report.modules if m.type == BASE_SYSTEM}
    conventions = {m.id: m for m in report.modules if m.type == CONVENTION}
    library = Library(systems=MappingProxyType(systems), conventions=MappingProxyType(conventions))
    _LOADED[base] = (signature, library)
    return library
