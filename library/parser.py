"""Reading one library markdown file (FORMAT.md) into a raw, line-numbered structure.

The parser reports every problem it can see inside one file: malformed lines, Info
keys that are missing, repeated or invalid, sequences that are not written in the
notation. Checks that need other files (ids, parents, conflicts) are the validator's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from domain.rules.hand_valuation import HCP_ONLY, VALUATIONS
from library.model import BASE_SYSTEM, CONVENTION, Issue
from library.sequence import SequenceError, parse_sequence

__all__ = [
    "DEFINITION_RE",
    "ID_RE",
    "RULE_RE",
    "ParsedModule",
    "RawRule",
    "SectionScope",
    "is_skipped_line",
    "lines_outside_fences",
    "parse_file",
    "parse_text",
]

ID_RE = re.compile(r"^[a-z0-9_]+$")
_VERSION_RE = re.compile(r"^\d+\.\d+\.\d+$")
_INFO_RE = re.compile(r"^([A-Za-z_][A-Za-z0-9_ ]*?)\s*:\s*(.*)$")
DEFINITION_RE = re.compile(r"^([a-z0-9_]+)\s*=\s*(.*)$")
RULE_RE = re.compile(r"^([^\s=]+)\s*=\s*(.*)$")
_SCOPE_RE = re.compile(r"^(.*?)\s*\[([^\[\]]*)\]$")  # "Heading [sayc, 2_1_game_force]"
_LIST_KEYS = ("applies_to", "variants", "conflicts_with", "requires")
_INFO_KEYS = ("type", "id", "name", "version", *_LIST_KEYS, "valuation")
_SPECIAL = {"info": "Info", "notes": "Notes", "definitions": "Definitions"}


def is_skipped_line(stripped: str) -> bool:
    """Blank lines and ``---`` rules, which may appear anywhere and mean nothing."""
    return not stripped or re.fullmatch(r"-{3,}", stripped) is not None


def lines_outside_fences(text: str) -> tuple[list[tuple[int, str]], bool]:
    """The lines of a markdown text outside its code fences (```), each with its number
    (from 1) and stripped on the right; and whether a fence is left open at the end."""
    lines: list[tuple[int, str]] = []
    in_fence = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        if line.strip().startswith("```"):
            in_fence = not in_fence
        elif not in_fence:
            lines.append((number, line))
    return lines, in_fence


@dataclass(frozen=True)
class RawRule:
    sequence: str
    meaning: str
    section: str
    line: int
    systems: tuple[str, ...] = ()  # the heading's [..] list; () when the heading has none


@dataclass(frozen=True)
class SectionScope:
    """A section heading that ends with a bracketed list of base-system ids."""

    section: str
    line: int
    systems: tuple[str, ...]


@dataclass
class ParsedModule:
    path: Path
    title: str = ""
    id: str = ""
    name: str = ""
    type: str = ""
    version: str = ""
    applies_to: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    conflicts_with: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()
    valuation: str = HCP_ONLY
    info_lines: dict[str, int] = field(default_factory=dict)
    definitions: dict[str, str] = field(default_factory=dict)
    rules: list[RawRule] = field(default_factory=list)
    scopes: list[SectionScope] = field(default_factory=list)
    notes: str = ""
    issues: list[Issue] = field(default_factory=list)

    def info_line(self, key: str) -> int:
        """The line of an Info key, else of the Info heading, else 1."""
        return self.info_lines.get(key, self.info_lines.get("", 1))

    def problem(self, line: int, message: str) -> None:
        self.issues.append(Issue(self.path, line, message))

    def effective_systems(self, systems: tuple[str, ...]) -> tuple[str, ...]:
        """The base systems a rule under a heading restricted to ``systems`` applies to.

        A base system's rules apply to itself; a convention's to its ``applies_to``,
        narrowed (in applies_to order) to ``systems`` when the heading names any.
        """
        if self.type == BASE_SYSTEM:
            return (self.id or self.path.stem,)
        if not systems:
            return self.applies_to
        return tuple(system for system in self.applies_to if system in systems)


def parse_file(path: Path) -> ParsedModule:
    """Parse one module file; unreadable files become an issue, not an exception."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        module = ParsedModule(path=path)
        module.problem(1, f"The file cannot be read as UTF-8 text ({exc}).")
        return module
    return parse_text(text, path)


def parse_text(text: str, path: Path) -> ParsedModule:
    module = ParsedModule(path=path)
    section: str | None = None  # None before the first "## " heading
    systems: tuple[str, ...] = ()  # the current section heading's [..] list, if any
    seen_sections: set[str] = set()
    notes: list[str] = []
    rule_lines: dict[str, int] = {}
    definition_lines: dict[str, int] = {}
    info_values: dict[str, str] = {}
    title_line = 0

    lines, fence_left_open = lines_outside_fences(text)
    for number, line in lines:
        stripped = line.strip()
        if section == "Notes" and not line.startswith("## ") and not line.startswith("# "):
            notes.append(line)
            continue
        if is_skipped_line(stripped):
            continue
        if line.startswith("# "):
            if title_line:
                module.problem(
                    number,
                    f"A second title; the file already has its '# Title' on line {title_line}.",
                )
            elif section is not None:
                module.problem(number, "The '# Title' must be the first line of the file.")
            else:
                module.title = line[2:].strip()
                title_line = number
                if not module.title:
                    module.problem(number, "The title is empty; write '# <name of the module>'.")
            continue
        if not title_line and section is None:
            module.problem(number, "The file must start with a '# Title' line, e.g. '# Stayman'.")
            title_line = -1  # report once
        if line.startswith("## "):
            heading, listed = _split_heading(module, line[3:].strip(), number)
            section = _SPECIAL.get(heading.lower(), heading)
            systems = listed or ()
            if not heading:
                module.problem(number, "The section heading is empty.")
            elif listed is not None:
                if section in _SPECIAL.values():
                    module.problem(
                        number,
                        f"'## {section}' cannot be restricted to base systems; only a "
                        "section of sequences can end with a [system, ...] list.",
                    )
                else:
                    module.scopes.append(SectionScope(section, number, listed))
            if section in _SPECIAL.values():
                if section in seen_sections:
                    module.problem(number, f"A second '## {section}' section.")
                seen_sections.add(section)
                if section == "Info":
                    module.info_lines[""] = number
            continue
        if line.startswith("#"):
            module.problem(
                number,
                "Only '# Title' and '## Section' headings are allowed; "
                f"'{stripped.split()[0]}' headings are not.",
            )
            continue
        if section is None:
            module.problem(
                number,
                "This line comes before any '## ' section; only the title may come before "
                "'## Info'.",
            )
        elif section == "Info":
            _info_line(module, stripped, number, info_values)
        elif section == "Definitions":
            _definition_line(module, line, number, definition_lines)
        else:
            _rule_line(module, line, number, section, systems, rule_lines)

    if fence_left_open:
        module.problem(len(text.splitlines()) or 1, "A code fence (```) is never closed.")
    if title_line == 0:
        module.problem(1, "The file has no '# Title' line.")
    module.notes = "\n".join(notes).strip()
    _check_info(module, info_values)
    return module


def _info_line(module: ParsedModule, text: str, number: int, values: dict[str, str]) -> None:
    match = _INFO_RE.match(text)
    if not match:
        module.problem(
            number, f"Malformed Info line '{text}'; write 'key: value', e.g. 'id: stayman_1nt'."
        )
        return
    key, value = match.group(1).strip(), match.group(2).strip()
    if key not in _INFO_KEYS:
        module.problem(number, f"Unknown Info key '{key}'; the keys are {', '.join(_INFO_KEYS)}.")
        return
    if key in values:
        module.problem(
            number, f"Info key '{key}' appears twice (first on line {module.info_lines[key]})."
        )
        return
    values[key] = value
    module.info_lines[key] = number


def _definition_line(module: ParsedModule, line: str, number: int, seen: dict[str, int]) -> None:
    match = DEFINITION_RE.match(line)
    if not match:
        module.problem(
            number,
            "Malformed definition; write 'term = definition' with a term of lowercase "
            "letters, digits and underscores.",
        )
        return
    term, definition = match.group(1), match.group(2).strip()
    if not definition:
        module.problem(number, f"The definition of '{term}' is empty.")
        return
    if term in seen:
        module.problem(number, f"'{term}' is defined twice (first on line {seen[term]}).")
        return
    seen[term] = number
    module.definitions[term] = definition


def _split_heading(
    module: ParsedModule, heading: str, number: int
) -> tuple[str, tuple[str, ...] | None]:
    """``(text, systems)`` of a heading; systems is None without a trailing [..] list."""
    match = _SCOPE_RE.match(heading)
    if not match:
        return heading, None
    text = match.group(1).strip()
    items = [item.strip() for item in match.group(2).split(",")]
    if items == [""]:
        module.problem(
            number,
            "The section's [..] list of base systems is empty; name at least one base "
            "system, or drop the list to apply the section to all of applies_to.",
        )
        return text, None
    return text, _ids(module, number, items, "the section's [..] list", "a base-system id")


def _rule_line(
    module: ParsedModule,
    line: str,
    number: int,
    section: str,
    systems: tuple[str, ...],
    seen: dict[str, int],
) -> None:
    match = RULE_RE.match(line)
    if not match:
        module.problem(
            number,
            "Malformed line; in a section of sequences every line must be "
            "'sequence = meaning', e.g. '1n-(p)-2c = Stayman, 8+ HCP, forcing' "
            "(prose belongs in '## Notes').",
        )
        return
    sequence, meaning = match.group(1), match.group(2).strip()
    try:
        parse_sequence(sequence)
    except SequenceError as exc:
        module.problem(number, f"Malformed sequence: {exc}")
        return
    if not meaning:
        module.problem(number, f"{sequence}: the meaning is empty.")
        return
    if sequence in seen:
        module.problem(
            number,
            f"{sequence}: duplicate sequence; it is already defined on line {seen[sequence]}.",
        )
        return
    seen[sequence] = number
    module.rules.append(RawRule(sequence, meaning, section, number, systems))


def _parse_list(module: ParsedModule, key: str, value: str) -> tuple[str, ...]:
    line = module.info_line(key)
    if not (value.startswith("[") and value.endswith("]")):
        module.problem(line, f"'{key}' must be a list written [a, b, c] ([] for none).")
        return ()
    items = [item.strip() for item in value[1:-1].split(",")]
    if items == [""]:
        return ()
    return _ids(module, line, items, f"'{key}'", "a module id")


def _ids(
    module: ParsedModule, line: int, items: list[str], where: str, expected: str
) -> tuple[str, ...]:
    """The well-formed ids of a [..] list, once each; a problem for every other item."""
    result: list[str] = []
    for item in items:
        if not ID_RE.match(item):
            module.problem(
                line,
                f"'{item}' in {where} is not {expected}; ids are lowercase letters, "
                "digits and underscores.",
            )
        elif item in result:
            module.problem(line, f"'{item}' is listed twice in {where}.")
        else:
            result.append(item)
    return tuple(result)


def _check_info(module: ParsedModule, values: dict[str, str]) -> None:
    if "" not in module.info_lines:
        module.problem(1, "The file has no '## Info' section.")
        return
    for key in ("type", "id", "name", "version"):
        if key not in values:
            module.problem(module.info_line(""), f"The Info section has no '{key}'.")
        elif not values[key]:
            module.problem(module.info_line(key), f"Info key '{key}' has no value.")
    module_type = values.get("type", "")
    if module_type and module_type not in (BASE_SYSTEM, CONVENTION):
        module.problem(
            module.info_line("type"),
            f"Unknown type '{module_type}'; the type is base_system or convention.",
        )
    else:
        module.type = module_type
    module_id = values.get("id", "")
    if module_id:
        if not ID_RE.match(module_id):
            module.problem(
                module.info_line("id"),
                f"'{module_id}' is not a valid id; use lowercase letters, digits and underscores.",
            )
        elif module_id != module.path.stem:
            module.problem(
                module.info_line("id"),
                f"The id '{module_id}' is not the file name; the file must be called "
                f"{module_id}.md (or the id must be '{module.path.stem}').",
            )
        module.id = module_id
    module.name = values.get("name", "")
    version = values.get("version", "")
    if version and not _VERSION_RE.match(version):
        module.problem(
            module.info_line("version"),
            f"The version '{version}' is not MAJOR.MINOR.PATCH, e.g. 1.0.0.",
        )
    module.version = version
    for key in _LIST_KEYS:
        if key in values:
            setattr(module, key, _parse_list(module, key, values[key]))
    if module.type == CONVENTION and "applies_to" not in values:
        module.problem(
            module.info_line(""),
            "A convention needs 'applies_to', the base systems it can be added to.",
        )
    if module.type == BASE_SYSTEM and "applies_to" in values:
        module.problem(module.info_line("applies_to"), "'applies_to' is only for conventions.")
    valuation = values.get("valuation")  # hcp (as written) or judgement (hand_valuation.py)
    if valuation is not None and module.type != BASE_SYSTEM:
        module.problem(module.info_line("valuation"), "'valuation' is only for base systems.")
    elif valuation is not None and valuation not in VALUATIONS:
        module.problem(module.info_line("valuation"), f"Unknown valuation '{valuation[:40]}'; "
                       f"write {' or '.join(VALUATIONS)}.")  # fmt: skip
    elif valuation is not None:
        module.valuation = valuation
