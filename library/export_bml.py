"""A system in BML, the Bridge Bidding Markup Language (github.com/Kungsgeten/bml).

BML's converters (bml2html, bml2latex, bml2bss for BBO's Full Disclosure cards) read:
``#+TITLE:`` / ``#+DESCRIPTION:`` metadata, ``*`` headings, ``- term :: text`` lists and
bidding tables, elements separated by blank lines. In a table each row is
``<call> = <description>``, and a row indented deeper continues the row above it.

Two kinds of table, as BML reads them:
- uncontested (our side opens with a bid, the opponents only pass, our call is last):
  only our calls are written, the opponents' passes are implied (``1N`` / ``2C`` /
  ``2D``);
- contested (anything else): every call is written, the opponents' in parentheses,
  ``P`` pass, ``D`` double, ``R`` redouble (``(1N)`` / ``D`` / ``(P)`` / ``2C``).
A table whose first rules continue a sequence it does not define starts with that
sequence as a root line ending in ``---`` (``1N-2C---``, ``1N-(P)-2C-(D)---``); a table
whose first row is not a bid starts with ``#BIDTABLE``.

BML keeps the first definition it reads of a sequence, so sections come in the order
the PID resolves them: the user's rules, then conventions, then the base system. A
``//`` starts a comment in BML, so it is written ``/ /`` in descriptions.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from library.export_model import (
    BASE,
    CONVENTION,
    USER_CUSTOM,
    Section,
    SystemExport,
    normalised_definitions,
    one_line,
    section_heading,
    sections,
)
from library.sequence import SequenceCall, parse_sequence

__all__ = ["bml_calls", "bml_text", "to_bml"]

_LETTERS = {"p": "P", "x": "D", "xx": "R"}


def bml_text(text: str) -> str:
    """A description as BML reads it back: one line, ``//`` (a BML comment) split."""
    return re.sub(r"/(?=/)", "/ ", one_line(text))


def _token(call: SequenceCall) -> str:
    token = _LETTERS.get(call.call, call.call.upper())
    return f"({token})" if call.theirs else token


def bml_calls(sequence: str) -> tuple[str, ...]:
    """The path of a sequence in a BML table (see the module doc for the two kinds)."""
    calls = parse_sequence(sequence)
    uncontested = (
        not calls[0].theirs
        and calls[0].call != "p"
        and not calls[-1].theirs
        and all(c.call == "p" for c in calls if c.theirs)
    )
    if uncontested:
        return tuple(_token(c) for c in calls if not c.theirs)
    return tuple(_token(c) for c in calls)


def _path_key(path: tuple[str, ...]) -> tuple[int, ...]:
    order = {"P": 0, "D": 1, "R": 2}
    ranks = []
    for token in path:
        call = token.strip("()")
        if call in order:
            ranks.append(order[call])
        else:
            ranks.append(3 + (int(call[0]) - 1) * 5 + "CDHSN".index(call[1]))
    return tuple(ranks)


def _tables(section: Section) -> Iterator[list[str]]:
    """The bidding tables of one section, each a list of lines."""
    meanings: dict[tuple[str, ...], str] = {}
    for rule in section.rules:
        meanings[bml_calls(rule.sequence)] = bml_text(rule.meaning)
    # An opponents' call between two of our rules is a row without a description, as
    # in BML's own examples: "2C = ..." / "  (D)" / "    R = ...".
    for path in list(meanings):
        between = path[:-1]
        if between and between[-1].startswith("(") and between[:-1] in meanings:
            meanings.setdefault(between, "")
    children: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    anchors: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    for path in sorted(meanings, key=_path_key):
        parent = path[:-1]
        (children if parent in meanings else anchors).setdefault(parent, []).append(path)

    def rows(path: tuple[str, ...], depth: int) -> Iterator[str]:
        text = f" = {meanings[path]}" if meanings[path] else ""
        yield f"{'  ' * depth}{path[-1]}{text}"
        for child in children.get(path, []):
            yield from rows(child, depth + 1)

    for anchor, tops in anchors.items():
        lines = [f"{'-'.join(anchor)}---"] if anchor else []
        for top in tops:
            lines.extend(rows(top, 0))
        if not re.match(r"\(?\d", lines[0]):
            lines.insert(0, "#BIDTABLE")
        yield lines


_HEADINGS = {
    BASE: "{module_id}: {title}",
    CONVENTION: "Convention {module_id}",
    USER_CUSTOM: "Own rules (user_custom)",
}


def to_bml(system: SystemExport) -> str:
    """The system as a BML document, ending with a newline."""
    groups = sections(system, winners_first=True)
    definitions = normalised_definitions(system)
    conventions = ", ".join(system.conventions) or "none"
    elements = [
        f"#+TITLE: {bml_text(system.name) or 'Bidding system'}",
        f"#+DESCRIPTION: Base system {system.base}; conventions: {conventions}",
    ]
    if definitions:
        elements.append("* Definitions")
        elements.append("\n".join(f"- {t} :: {bml_text(d)}" for t, d in definitions.items()))
    for section in groups:
        elements.append(f"* {bml_text(section_heading(section, _HEADINGS))}")
        elements.extend("\n".join(table) for table in _tables(section))
    return "\n\n".join(elements) + "\n"
