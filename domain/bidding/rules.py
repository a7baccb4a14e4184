"""Pure decisions about a system's modules: priorities, compatibility, field checks.

No event store here: the aggregate and the PID both ask these functions, so each rule
lives in one place.
"""

from __future__ import annotations

import re

from domain.limits import check_no_control_character
from domain.rules.errors import RuleViolation

ROLES = ("viewer", "editor")

NAME_MAX = 100
MEANING_MAX = 500
SECTION_MAX = 100
DEFINITION_MAX = 500
_TERM = re.compile(r"^[a-z0-9_]{1,40}$")
_NUMBER_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty",
)  # fmt: skip
_NUMBER = r"\d{1,3}|" + "|".join(_NUMBER_WORDS)
# A range of points written high to low ("40-0 HCP", "17 to 15 points"). Read as written it
# is empty; read by swapping its ends (as the meaning reader reads a count) it is a range
# nobody wrote. Lengths and shapes are left alone: "5-4" is a shape, high to low by custom.
_POINT_RANGE = re.compile(
    rf"\b(?P<high>{_NUMBER})\s*(?:-|\u2013|\u2014|to)\s*(?P<low>{_NUMBER})\s*\+?\s*"
    r"(?:hcps?|high[- ]card\s+points?|hc\s+points?|"
    r"(?:(?:support|total|dummy|distributional|playing|declarer|starting)\s+)?(?:points?|pts|tp))\b",
    re.IGNORECASE,
)


def check_name(name: str) -> str:
    cleaned = name.strip()
    if not cleaned or len(cleaned) > NAME_MAX:
        raise RuleViolation(f"A system's name is 1 to {NAME_MAX} characters.")
    return check_no_control_character(cleaned, "A system's name")


def check_meaning(meaning: str, section: str) -> tuple[str, str]:
    text = meaning.strip()
    if not text or len(text) > MEANING_MAX or "\n" in text:
        raise RuleViolation(f"A meaning is one line of 1 to {MEANING_MAX} characters.")
    heading = section.strip()
    if len(heading) > SECTION_MAX or "\n" in heading:
        raise RuleViolation(f"A section is one line of at most {SECTION_MAX} characters.")
    check_point_ranges(text)
    return check_no_control_character(text, "A meaning"), check_no_control_character(
        heading, "A section"
    )


def _value(number: str) -> int:
    word = number.lower()
    return int(word) if word.isdigit() else _NUMBER_WORDS.index(word)


def check_point_ranges(meaning: str) -> None:
    """A range of points reads low to high; one written high to low is refused, not
    swapped (the writer meant something, and it is not for the service to guess what)."""
    for found in _POINT_RANGE.finditer(meaning):
        high, low = _value(found.group("high")), _value(found.group("low"))
        if high > low:
            raise RuleViolation(
                f"A range of points reads low to high: {high}-{low} is backwards; "
                f"write {low}-{high} if that is what it means."
            )


def check_definition(term: str, text: str) -> tuple[str, str]:
    if not _TERM.match(term):
        raise RuleViolation("A term is 1 to 40 lowercase letters, digits or '_'.")
    cleaned = text.strip()
    if not cleaned or len(cleaned) > DEFINITION_MAX or "\n" in cleaned:
        raise RuleViolation(f"A definition is one line of 1 to {DEFINITION_MAX} characters.")
    return term, check_no_control_character(cleaned, "A definition")


def check_role(role: str) -> str:
    if role not in ROLES:
        raise RuleViolation("A share's role is 'viewer' or 'editor'.")
    return role
