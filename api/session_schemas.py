"""The answers about a session that more than one router gives (docs/contract.md
"Sessions" and "A club evening")."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from domain.rules.movements import movement_record
from domain.session import Session

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
    return public
