"""The Laws of Duplicate Bridge 2017: which Laws exist and their lettered sections, so that
a ruling names a Law of the code it applies ("70", "64C", "12C1(c)", "27B1b"). Pure rules.

Each Law 1 to 93 is listed with the letters of its sections (an empty string: a Law
without lettered sections, such as Law 2 or Law 77). Below a letter the code numbers its
subsections and letters their parts; a citation may go that deep ("12C1(c)" or "12C1c"),
and the number and the part are checked for their form, not against the code's text.
"""

from __future__ import annotations

import re

_LETTERS = "ABCDEFGHI"


def _upto(last: str) -> str:
    return _LETTERS[: _LETTERS.index(last) + 1]


# The lettered sections of each Law of the 2017 code.
SECTIONS: dict[int, str] = {
    1: _upto("B"), 2: "", 3: "", 4: "", 5: _upto("B"), 6: _upto("F"), 7: _upto("D"),
    8: _upto("C"), 9: _upto("C"), 10: _upto("C"), 11: _upto("B"), 12: _upto("C"),
    13: _upto("F"), 14: _upto("D"), 15: _upto("B"), 16: _upto("D"), 17: _upto("D"),
    18: _upto("F"), 19: _upto("D"), 20: _upto("G"), 21: _upto("B"), 22: _upto("B"),
    23: _upto("C"), 24: _upto("E"), 25: _upto("B"), 26: _upto("B"), 27: _upto("D"),
    28: _upto("B"), 29: _upto("C"), 30: _upto("C"), 31: _upto("C"), 32: _upto("D"),
    33: "", 34: "", 35: _upto("D"), 36: _upto("B"), 37: _upto("B"), 38: _upto("D"),
    39: _upto("C"), 40: _upto("C"), 41: _upto("D"), 42: _upto("B"), 43: _upto("B"),
    44: _upto("G"), 45: _upto("G"), 46: _upto("B"), 47: _upto("G"), 48: _upto("B"),
    49: "", 50: _upto("E"), 51: _upto("B"), 52: _upto("B"), 53: _upto("C"), 54: _upto("E"),
    55: _upto("C"), 56: "", 57: _upto("D"), 58: _upto("B"), 59: "", 60: _upto("C"),
    61: _upto("B"), 62: _upto("D"), 63: _upto("B"), 64: _upto("C"), 65: _upto("D"),
    66: _upto("D"), 67: _upto("B"), 68: _upto("D"), 69: _upto("B"), 70: _upto("E"),
    71: _upto("B"), 72: _upto("C"), 73: _upto("E"), 74: _upto("C"), 75: _upto("C"), 76: _upto("C"),
    77: "", 78: _upto("D"), 79: _upto("C"), 80: _upto("B"), 81: _upto("C"), 82: _upto("C"),
    83: "", 84: _upto("E"), 85: _upto("B"), 86: _upto("D"), 87: _upto("B"), 88: "", 89: "",
    90: _upto("B"), 91: _upto("B"), 92: _upto("D"), 93: _upto("C"),
}  # fmt: skip

# "Law " is optional; then the Law's number (a leading zero is no digit of it: "012" is
# Law 12), a section letter, a subsection number and a part: "(c)" or "c", as the code's
# cross-references write them both ways.
_CITATION = re.compile(
    r"^(?:law\s*)?0*(?P<law>\d{1,2})(?P<letter>[A-Z])?(?P<number>\d{1,2})?"
    r"(?P<part>\([a-z]\)|[a-z])?$",
    re.IGNORECASE,
)


def unknown_law(citation: str) -> str | None:
    """Why `citation` names no Law of the 2017 code, or None when it names one."""
    found = _CITATION.match(citation.strip())
    if found is None:
        return "law names a Law of the 2017 code by its number, e.g. 70, 64C or 12C1(c)."
    law = int(found["law"])
    if law not in SECTIONS:
        return f"The 2017 Laws are numbered 1 to {max(SECTIONS)}: there is no Law {law}."
    letter = (found["letter"] or "").upper()
    if letter and letter not in SECTIONS[law]:
        sections = SECTIONS[law]
        has = f"sections {sections[0]} to {sections[-1]}" if sections else "no lettered sections"
        return f"Law {law} of the 2017 code has {has}: there is no Law {law}{letter}."
    if (found["number"] or found["part"]) and not letter and SECTIONS[law]:
        return f"Law {law}'s subsections are under its letters, e.g. {law}A1."
    if found["part"] and not found["number"]:
        return "A part such as (a) belongs to a numbered subsection, e.g. 12C1(a)."
    if found["number"] is not None and int(found["number"]) == 0:
        return "Subsections are numbered from 1."
    return None


def law_number(citation: str) -> int | None:
    """The number of the Law `citation` names ("90B2" and "Law 90" are Law 90), or None
    when it names none."""
    if unknown_law(citation) is not None:
        return None
    found = _CITATION.match(citation.strip())
    return int(found["law"]) if found else None
