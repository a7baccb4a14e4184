"""How long free text may be, checked at the edge and again before an event is recorded:
a text stored in an event is kept, and shown in every view of the board, forever."""

from __future__ import annotations

from domain.rules.errors import RuleViolation

MAX_STATEMENT = 2000  # a claimer's statement of the line of play
MAX_EXPLANATION = 2000  # a director's explanation of a ruling
MAX_REASON = 500  # why the director took an action back
MAX_CALL_EXPLANATION = 500  # a player's explanation of a call (Laws 20F, 40B)
MAX_EVENTS = 100_000  # far above any board's or system's version


def check_text(value: object, field: str, longest: int) -> str:
    if not isinstance(value, str):
        raise RuleViolation(f"{field} must be text.")
    if len(value) > longest:
        raise RuleViolation(f"{field} is longer than {longest} characters.")
    return value
