"""Reading a whole user system in the seed's 5.3 layout (the markdown export) back.

The layout (library/FORMAT.md, "Whole-system files"):

```
# Our 2/1

## Info
base: 2_1_game_force
conventions:
  - stayman_1nt

## Definitions
limit_raise = 10-12 support points, 3+ card support

## Opening Bids
1n = 15-17 HCP, balanced

## [stayman_1nt]
1n-(p)-2c = Stayman, asks for a 4-card major

## [user_custom]
1n-(p)-2c = MODIFIED: Stayman, 8+ HCP
```

A plain heading holds base-system rules, ``## [id]`` a convention's, ``## [user_custom]``
the partnership's own. Unlike a module file, one sequence may appear once per module
section: an override and the rule it overrides are both part of the system. Lines are
read with the module parser's line rules (``library.parser``), so a meaning or
definition reads back exactly as a module file would read it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from library.model import Issue
from library.parser import (
    DEFINITION_RE,
    ID_RE,
    RULE_RE,
    is_skipped_line,
    lines_outside_fences,
)
from library.sequence import SequenceError, check_auction, parse_sequence

__all__ = ["ParsedSystem", "SystemRule", "parse_system_text"]

_MODULE_HEADING = re.compile(r"^\[([^\[\]]*)\]$")
_INFO_KEY = re.compile(r"^([a-z_]+)\s*:\s*(.*)$")
_LIST_ITEM = re.compile(r"^\s+-\s+(\S+)\s*$")
_BASE = "base"
_CONVENTION = "convention"
_USER_CUSTOM = "user_custom"


@dataclass(frozen=True)
class SystemRule:
    """One rule of a whole-system file: ``module_type`` is base, convention or user_custom.

    Base rules carry the Info ``base`` id as ``module_id``; user rules ``user_custom``.
    """

    module_type: str
    module_id: str
    sequence: str
    meaning: str
    line: int


@dataclass
class ParsedSystem:
    path: Path
    title: str = ""
    base: str = ""
    conventions: tuple[str, ...] = ()
    definitions: dict[str, str] = field(default_factory=dict)
    rules: list[SystemRule] = field(default_factory=list)
    issues: list[Issue] = field(default_factory=list)

    def problem(self, line: int, message: str) -> None:
        self.issues.append(Issue(self.path, line, message))


def parse_system_text(text: str, path: Path | None = None) -> ParsedSystem:
    """Parse a whole-system file; every problem is an issue (``file:line: sentence``)."""
    system = ParsedSystem(path=path or Path("system.md"))
    section: tuple[str, str] | None = None  # (module_type, module_id) or a special name
    special = ""
    in_conventions = False
    conventions: list[str] = []
    seen: dict[tuple[str, str, str], int] = {}
    base_rules: list[tuple[str, str, int]] = []
    lines, _ = lines_outside_fences(text)
    for number, line in lines:
        stripped = line.strip()
        if special == "Notes" and not line.startswith("#"):
            continue
        if is_skipped_line(stripped):
            continue
        if line.startswith("# "):
            if system.title:
                system.problem(number, "A second title; a system file has one '# Title'.")
            system.title = line[2:].strip()
            continue
        if line.startswith("## "):
            heading = line[3:].strip()
            special, section, in_conventions = "", None, False
            module = _MODULE_HEADING.match(heading)
            if heading in ("Info", "Definitions", "Notes"):
                special = heading
            elif module:
                module_id = module.group(1).strip()
                if not ID_RE.match(module_id):
                    system.problem(number, f"'[{module_id[:40]}]' does not name a module id.")
                kind = _USER_CUSTOM if module_id == _USER_CUSTOM else _CONVENTION
                section = (kind, module_id)
            else:
                section = (_BASE, "")
            continue
        if special == "Info":
            in_conventions = _info_line(system, line, number, in_conventions, conventions)
        elif special == "Definitions":
            _definition(system, line, number)
        elif section is not None:
            parsed = _rule(system, line, number)
            if parsed is None:
                continue
            sequence, meaning = parsed
            key = (section[0], section[1], sequence)
            if key in seen:
                system.problem(
                    number,
                    f"{sequence}: duplicate sequence in this module; it is already on line "
                    f"{seen[key]}.",
                )
                continue
            seen[key] = number
            if section[0] == _BASE:
                base_rules.append((sequence, meaning, number))
            else:
                system.rules.append(SystemRule(section[0], section[1], sequence, meaning, number))
        else:
            system.problem(number, "This line is outside any '## ' section.")
    system.conventions = tuple(conventions)
    system.rules = [SystemRule(_BASE, system.base, s, m, n) for s, m, n in base_rules] + [
        *system.rules
    ]
    if not system.title:
        system.problem(1, "The file has no '# Title' line.")
    if not system.base:
        system.problem(1, "The Info section has no 'base'.")
    return system


def _info_line(
    system: ParsedSystem, line: str, number: int, in_conventions: bool, conventions: list[str]
) -> bool:
    """Read one Info line; True while the lines are items of the ``conventions`` list."""
    item = _LIST_ITEM.match(line)
    if item and in_conventions:
        conventions.append(item.group(1))
        return True
    match = _INFO_KEY.match(line.strip())
    if not match:
        system.problem(number, "Malformed Info line; write 'key: value'.")
        return False
    key, value = match.group(1), match.group(2).strip()
    if key == "base":
        system.base = value
    elif key == "conventions":
        if value.startswith("[") and value.endswith("]"):
            conventions.extend(v.strip() for v in value[1:-1].split(",") if v.strip())
            return False
        if value:
            system.problem(number, "'conventions' is a list: '- id' lines or [a, b].")
        return True
    elif key not in ("created", "name", "owner"):
        system.problem(number, f"Unknown Info key '{key}'; the keys are base and conventions.")
    return False


def _definition(system: ParsedSystem, line: str, number: int) -> None:
    match = DEFINITION_RE.match(line)
    if not match or not match.group(2).strip():
        system.problem(number, "Malformed definition; write 'term = definition'.")
        return
    system.definitions[match.group(1)] = match.group(2).strip()


def _rule(system: ParsedSystem, line: str, number: int) -> tuple[str, str] | None:
    match = RULE_RE.match(line)
    if not match:
        system.problem(number, "Malformed line; write 'sequence = meaning'.")
        return None
    sequence, meaning = match.group(1), match.group(2).strip()
    try:
        check_auction(parse_sequence(sequence))
    except SequenceError as exc:
        system.problem(number, f"{sequence[:40]}: {exc}")
        return None
    if not meaning:
        system.problem(number, f"{sequence}: the meaning is empty.")
        return None
    return sequence, meaning
