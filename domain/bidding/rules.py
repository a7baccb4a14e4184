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
    return check_no_control_character(text, "A meaning"), check_no_control_character(
        heading, "A section"
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
