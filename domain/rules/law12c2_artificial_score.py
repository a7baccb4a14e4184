"""Law 12C2, artificial adjusted scores (docs/design.md 5.5): "When owing to an
irregularity no result can be obtained ... the Director awards an artificial adjusted
score according to responsibility for the irregularity: average minus (at most 40% of
the available matchpoints in pairs) to a contestant directly at fault, average (50% in
pairs) to a contestant only partly at fault, and average plus (at least 60% in pairs)
to a contestant in no way at fault." Each side gets its own grade. In teams (IMPs) the
grades are worth +3, 0 and -3 IMPs (domain/rules/session_scoring.py)."""

from __future__ import annotations

from collections.abc import Mapping

from domain.rules.errors import RuleViolation
from domain.rules.side import Side

PERCENT = {"average_plus": 60, "average": 50, "average_minus": 40}


def artificial_percents(grades: Mapping[str, str] | None) -> tuple[int, int]:
    """The percentages the grades give NS and EW; RuleViolation for anything else."""
    if grades is None or set(grades) != set(Side):
        raise RuleViolation(
            f"An artificial score grades both sides: {{{Side.NS!r}: ..., {Side.EW!r}: ...}}, "
            "each average_plus, average or average_minus."
        )
    try:
        return PERCENT[grades[Side.NS]], PERCENT[grades[Side.EW]]
    except KeyError:
        raise RuleViolation(
            "Each side's grade is average_plus, average or average_minus (Law 12C2)."
        ) from None
