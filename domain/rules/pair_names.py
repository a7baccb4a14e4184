"""Pair names: how a pair (or a team, named as a pair is) may be named in a session."""

from __future__ import annotations

import re

from domain.rules.errors import RuleViolation

PAIR = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 ._-]{0,15}$")


def check_pair(pair: object, what: str = "A pair") -> None:
    """`what` is what the name names: a team is named as a pair is."""
    if not isinstance(pair, str) or not PAIR.match(pair):
        raise RuleViolation(f"{what} is named by 1 to 16 letters, digits, spaces, '.', '_' or '-'.")
