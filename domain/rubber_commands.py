"""What a user asks of a rubber or a Chicago: one frozen command per use case
(docs/design.md 6).

A command holds what the request said, nothing checked yet: the handler of its class
(domain/rubber.py) checks who may score first, then the deal. `ScoringLedger.execute`
runs every command; the HTTP router builds them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class StartRubber:
    """A new rubber or Chicago: "we" sit North-South, "they" East-West."""

    kind: str
    we: tuple[str, str]
    they: tuple[str, str]


@dataclass(frozen=True, kw_only=True)
class RubberCommand:
    """A command on one rubber."""

    rubber_id: str


@dataclass(frozen=True, kw_only=True)
class ScoreDeal(RubberCommand):
    """A deal's facts: `contract` "Pass" for a passed-out deal; `board_id` the ledger
    board it was played on, if any."""

    contract: str
    declarer: str | None = None
    tricks: int | None = None
    honours_side: str | None = None
    honours: int = 0
    board_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class EndRubber(RubberCommand):
    """Stops the rubber or Chicago before it is over."""
