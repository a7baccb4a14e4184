"""The answers about a session that more than one router gives (docs/contract.md
"Sessions" and "A club evening")."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from domain.rules.movement_record import movement_record
from domain.rules.session_scoring import RankingLine
from domain.session import Session
from domain.session_values import SessionSystem

Pair = Annotated[str, Field(min_length=1, max_length=16, description="A pair's number or name.")]


class TableRoundPublic(BaseModel):
    table: int
    ns: str | None = Field(description="null for a pair that is missing")
    ew: str | None
    boards: list[int]


class RoundPublic(BaseModel):
    round: int
    tables: list[TableRoundPublic]


class MovementPublic(BaseModel):
    kind: str
    tables: int
    boards_per_round: int
    rounds: list[RoundPublic]


class PenaltyPublic(BaseModel):
    number: int
    pair: str
    percent_of_top: int | None = Field(description="Of a board's top (MP, BAM); else null.")
    imps: int | None = Field(description="IMPs (IMP sessions); else null.")
    law: str
    reason: str
    by: str = Field(description="The director who imposed it.")


class ModulePublic(BaseModel):
    id: str
    name: str
    version: str


class SystemPublic(BaseModel):
    base: ModulePublic = Field(description="A base system of the library.")
    conventions: list[ModulePublic] = Field(description="Its conventions, as named.")
    robots: str = Field(
        description="How a robot seat's system names it on the table's ledger boards."
    )

    @classmethod
    def of(cls, system: SessionSystem) -> SystemPublic:
        return cls(
            base=ModulePublic(**vars(system.base)),
            conventions=[ModulePublic(**vars(each)) for each in system.conventions],
            robots=system.robot_system,
        )


class SessionPublic(BaseModel):
    id: str
    name: str
    scoring: str
    created_by: str
    results: int = Field(description="How many table results it holds.")
    teams: dict[str, list[str]] = Field(
        default_factory=dict, description="Each team's pairs, for a teams match."
    )
    movement: MovementPublic | None = Field(
        default=None, description="Its movement, round by round (absent without one)."
    )
    penalties: list[PenaltyPublic] | None = Field(
        default=None,
        description="Procedural penalties (Law 90) in force, by number (absent without any).",
    )
    system: SystemPublic | None = Field(
        default=None,
        description="The bidding system its robots bid (absent without one: the library's SAYC).",
    )
    pair_systems: dict[str, SystemPublic] | None = Field(
        default=None, description="Pairs' own systems, by pair (absent without any)."
    )


def session_public(session: Session) -> SessionPublic:
    """The session's answer; `movement` is set only for a session that has one, and the
    routes leave out what is not set, so a session without one answers as before."""
    public = SessionPublic(
        id=str(session.id),
        name=session.name,
        scoring=session.scoring,
        created_by=session.created_by,
        results=len(session.results),
        teams={team: list(pairs) for team, pairs in session.teams.items()},
    )
    if session.movement is not None:
        public.movement = MovementPublic.model_validate(movement_record(session.movement))
    if session.system is not None:
        public.system = SystemPublic.of(session.system)
    if session.pair_systems:
        public.pair_systems = {
            pair: SystemPublic.of(system) for pair, system in sorted(session.pair_systems.items())
        }
    if session.penalties:
        public.penalties = [
            PenaltyPublic(
                number=p.number,
                pair=p.pair,
                percent_of_top=p.percent_of_top,
                imps=p.imps,
                law=p.law,
                reason=p.reason,
                by=p.entered_by,
            )
            for _, p in sorted(session.penalties.items())
        ]
    return public


class RankingLinePublic(BaseModel):
    rank: int
    pair: str
    names: str | None = Field(default=None, description="The pair's players, when known.")
    total: float
    percent: float | None = Field(description="Of the tops of the boards played; null for IMPs.")
    boards: int
    penalty: float | None = Field(
        default=None,
        description="Taken off total by procedural penalties (Law 90), in matchpoints or "
        "IMPs; absent without any.",
    )


def ranking_line_public(line: RankingLine) -> RankingLinePublic:
    """A ranking line; `penalty` only where procedural penalties took something off."""
    public = RankingLinePublic(
        rank=line.rank, pair=line.pair, names=line.names, total=line.total,
        percent=line.percent, boards=line.boards,
    )  # fmt: skip
    if line.penalty:
        public.penalty = line.penalty
    return public
