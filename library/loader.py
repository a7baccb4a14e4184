"""Loading and checking whole libraries: the module files under a library root, the
``library check`` report (issues and extraction coverage) and the cached, validated
``Library`` the service reads (library/validator.py does the checking itself).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from library.model import BASE_SYSTEM, CONVENTION, Issue, Library, LibraryError, LibraryModule
from library.parser import ParsedModule, parse_file
from library.validator import ModuleCoverage, build_module, coverage_of, validate

__all__ = ["CheckReport", "check_library", "check_paths", "library_root", "load_library"]


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
    modules = _kept_modules(base, files)
    systems = {m.id: m for m in modules if m.type == BASE_SYSTEM}
    conventions = {m.id: m for m in modules if m.type == CONVENTION}
    library = Library(systems=MappingProxyType(systems), conventions=MappingProxyType(conventions))
    _LOADED[base] = (signature, library)
    return library


# A folder where the modules parsed and validated are kept between processes, when set (the
# test suite sets it: its servers and commands would each parse the library again, 2.5 s
# of CPU a process). Unset, every process parses the library itself.
CACHE_VARIABLE = "BRIDGE_LEDGER_LIBRARY_CACHE"
_CODE = (Path(__file__).resolve().parent, Path(__file__).resolve().parents[1] / "domain")
_KEPT = 8


def _checked_modules(base: Path) -> list[LibraryModule]:
    report = check_library(base)
    if report.issues:
        raise LibraryError(report.issues)
    return report.modules


def _kept_modules(base: Path, files: Sequence[Path]) -> list[LibraryModule]:
    """The library's modules, from the cache folder when this very library was parsed
    there before by this very code: the key hashes every module file's bytes, the
    source of the parser and of what it builds (the library and domain packages) and
    Python's version, so that a changed file or rule is parsed afresh."""
    folder = os.environ.get(CACHE_VARIABLE)
    if not folder:
        return _checked_modules(base)
    key = hashlib.sha256(sys.version.encode())
    named = [(p, p) for p in files]  # by where they are: each module keeps its path
    named += [(p.relative_to(code.parent), p) for code in _CODE for p in sorted(code.rglob("*.py"))]
    for name, path in named:
        key.update(str(name).encode() + b"\0" + path.read_bytes() + b"\0")
    kept = Path(folder) / f"library-{key.hexdigest()}.pickle"
    try:
        found: list[LibraryModule] = pickle.loads(kept.read_bytes())
        return found
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError):
        pass
    modules = _checked_modules(base)  # a library with issues is never kept
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        partial = kept.with_name(f"{kept.name}.{os.getpid()}")
        partial.write_bytes(pickle.dumps(modules, protocol=pickle.HIGHEST_PROTOCOL))
        partial.replace(kept)  # whole or not at all, for a process reading it meanwhile
        others = sorted(kept.parent.glob("library-*.pickle"), key=lambda p: p.stat().st_mtime)
        for old in others[:-_KEPT]:  # the newest few; an edited library leaves old parses
            old.unlink(missing_ok=True)
    except OSError:
        pass
    return modules
