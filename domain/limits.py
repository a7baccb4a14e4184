"""How long free text may be, checked at the edge and again before an event is recorded:
a text stored in an event is kept, and shown in every view of the board, forever."""

from __future__ import annotations

import unicodedata

from domain.rules.errors import RuleViolation

MAX_STATEMENT = 2000  # a claimer's statement of the line of play
MAX_EXPLANATION = 2000  # a director's explanation of a ruling
MAX_REASON = 500  # why the director took an action back
MAX_CALL_EXPLANATION = 500  # a player's explanation of a call (Laws 20F, 40B)
MAX_EVENTS = 100_000  # far above any board's or system's version


# What is kept is written again into files other programs read (PBN and LIN, whose
# readers refuse a control character; XML, which cannot hold one): a text holds none,
# but for the tab and the line ends of free text.
_LINE_ENDS_AND_TAB = frozenset("\t\n\r")
# Nor the controls that reorder what follows them (Unicode's bidirectional embeddings,
# overrides and isolates): kept in a name or an explanation they make it show, in the web
# app, the published results and every export, other text than was typed ("Trojan
# Source", CVE-2021-42574): a pair named "\u202eSmith" reads "htimS".
DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


# What shows nothing: format characters (the zero-width space and joiners, the soft hyphen,
# the word joiner), spaces of every width, marks with nothing to sit on, unassigned and
# private code points; and the letters and symbols a font draws blank (the Hangul fillers,
# the blank Braille pattern, the Khmer inherent vowels). A name of these alone shows as
# nothing in every list, page and export that carries it.
_INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Zl", "Zp", "Mn", "Me"})
_BLANK_GLYPHS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5")


def has_visible_character(text: str) -> bool:
    return any(
        unicodedata.category(char) not in _INVISIBLE_CATEGORIES and char not in _BLANK_GLYPHS
        for char in text
    )


def check_visible(text: str, field: str) -> str:
    """A text that is not blank (white space alone, which each caller reads as it reads an
    empty text) must show something: a name of a zero-width space is no name."""
    if text.strip() and not has_visible_character(text):
        raise RuleViolation(f"{field} holds no visible character; write one that shows.")
    return text


def has_control_character(text: str, *, lines: bool = False) -> bool:
    """Whether `text` holds a control character (Unicode Cc, or a direction control): any,
    for a one-line text such as a name; any but a tab or a line end when `lines` (free
    text)."""
    allowed = _LINE_ENDS_AND_TAB if lines else frozenset()
    return any(
        ((char < " " or "\x7f" <= char <= "\x9f") and char not in allowed)
        or char in DIRECTION_CONTROLS
        for char in text
    )


def check_no_control_character(text: str, field: str, *, lines: bool = False) -> str:
    if has_control_character(text, lines=lines):
        raise RuleViolation(f"{field} holds a control character; write plain text.")
    return check_visible(text, field)


def check_text(value: object, field: str, longest: int) -> str:
    """Free text of at most `longest` characters: tabs and line ends, no other control
    character."""
    if not isinstance(value, str):
        raise RuleViolation(f"{field} must be text.")
    if len(value) > longest:
        raise RuleViolation(f"{field} is longer than {longest} characters.")
    return check_no_control_character(value, field, lines=True)


def check_one_line(value: object, field: str, longest: int) -> str:
    """A name or a title: at most `longest` characters, no control character at all."""
    return check_no_control_character(check_text(value, field, longest), field)
