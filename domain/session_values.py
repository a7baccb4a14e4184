"""What a Session holds besides its events: a table's result, a pair's score alone, a
result awaiting the other side's confirmation, a procedural penalty. Plain values, assigned
by the events' `apply` (domain/session.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SessionResult:
    board_number: int
    ns: str
    ew: str
    contract: str | None  # "4S", "Pass"; None for an artificial score
    declarer: str | None
    tricks: int | None
    score_ns: int | None  # None for an artificial score
    adjusted_ns: int | None  # percent, 60/50/40
    adjusted_ew: int | None
    board_id: str | None
    entered_by: str
    # Where the movement had it played and the opening lead, when entered at the table.
    table: int | None = None
    round: int | None = None
    lead: str | None = None


@dataclass(frozen=True)
class PairScore:
    """One pair's artificial adjusted score on a board it could not play (Law 15B3): no
    opponents, no contract; its percentage of the board's top (Law 12C2(a))."""

    board_number: int
    pair: str
    direction: str  # "NS" or "EW": where the movement sat the pair for the board
    percent: int
    law: str | None
    explanation: str | None
    entered_by: str


@dataclass(frozen=True)
class PendingResult:
    board_number: int
    ns: str
    ew: str
    contract: str | None
    declarer: str | None
    tricks: int | None
    score_ns: int | None
    table: int
    round: int
    lead: str | None
    side: str
    entered_by: str


@dataclass(frozen=True)
class ProceduralPenalty:
    """Law 90: the director took points off one pair's session total, not off a board's
    score: `percent_of_top` percent of a board's top at matchpoints and board-a-match, or
    `imps` IMPs at IMPs (the other is None). Numbered in the session from 1, never reused."""

    number: int
    pair: str
    percent_of_top: int | None
    imps: int | None
    law: str
    reason: str
    entered_by: str


@dataclass(frozen=True)
class TableBoard:
    """A board a table plays in the ledger (docs/contract.md "A session's boards played at
    the table"): the ledger board dealt from the session's board set, where the movement
    has `ns` play `ew` on it, and who started it. Its score enters the session by itself
    once the board is over."""

    board_number: int
    ns: str
    ew: str
    table: int
    round: int
    board_id: str
    started_by: str


LIBRARY_SYSTEM_PREFIX = "library:"


@dataclass(frozen=True)
class LibraryModuleRef:
    """A module of the library as a session recorded it: its id, name and version then."""

    id: str
    name: str
    version: str


@dataclass(frozen=True)
class SessionSystem:
    """The bidding system a session (or one of its pairs) plays: a base system of the
    library and conventions of it (docs/contract.md "A session's bidding system"), as the
    library had them when it was named; the robots at the session's tables bid it."""

    base: LibraryModuleRef
    conventions: tuple[LibraryModuleRef, ...] = ()

    def record(self) -> dict[str, Any]:
        return {
            "base": vars(self.base).copy(),
            "conventions": [vars(each).copy() for each in self.conventions],
        }

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> SessionSystem:
        return cls(
            LibraryModuleRef(**record["base"]),
            tuple(LibraryModuleRef(**each) for each in record["conventions"]),
        )

    @property
    def robot_system(self) -> str:
        """How a robot seat's system names it on a ledger board: `library:` then the base
        and each convention, joined by `+` (e.g. `library:sayc+stayman+jacoby_transfers`)."""
        return LIBRARY_SYSTEM_PREFIX + "+".join(
            [self.base.id, *(each.id for each in self.conventions)]
        )


def library_system(robot_system: str) -> tuple[str, tuple[str, ...]] | None:
    """The base and conventions a robot seat's `library:` system names; None for any other
    system (a user's system, by its id)."""
    if not robot_system.startswith(LIBRARY_SYSTEM_PREFIX):
        return None
    base, *conventions = robot_system.removeprefix(LIBRARY_SYSTEM_PREFIX).split("+")
    return base, tuple(conventions)
