"""A teams match within a session: the teams named, and the match room against room
(docs/contract.md "Sessions: teams matches"), over the boards whose travellers the
requester may see (domain/session_sight.py)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path, Query
from pydantic import BaseModel, Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body
from api.session_schemas import Pair, SessionPublic, session_public
from api.session_views import requester_sight, shown_match
from domain.errors import Conflict
from domain.session_commands import NameTeam

router = resource_router(prefix="/sessions", tags=["sessions"])


class TeamPairs(Body):
    pairs: list[Pair] = Field(min_length=1, max_length=4, description="The team's pairs.")


class MatchBoardPublic(BaseModel):
    board_number: int
    home_ns_score: int | None = Field(description="The room where the home team sat NS.")
    away_ns_score: int | None = Field(description="The room where the away team sat NS.")
    home_imps: float
    away_imps: float


class MatchPublic(BaseModel):
    home: str
    away: str
    boards: list[MatchBoardPublic]
    home_imps: float
    away_imps: float
    home_vp: float = Field(description="WBF continuous victory point scale, out of 20.")
    away_vp: float
    unfinished: list[int] = Field(description="Boards played in one room only so far.")


@router.put("/{session_id}/teams/{team}", response_model_exclude_unset=True)
async def name_team(
    session_id: str,
    team: Annotated[str, Path(min_length=1, max_length=16)],
    body: TeamPairs,
    actor: CurrentActor,
    services: ServicesDep,
) -> SessionPublic:
    """Which pairs play for `team` (the session's director or an admin); a pair plays for
    one team. Two teams make a match, room against room."""
    command = NameTeam(session_id=session_id, team=team, pairs=tuple(body.pairs))
    return session_public(await in_worker(lambda: services.scoring.execute(actor, command)))


@router.get("/{session_id}/match")
async def get_match(
    session_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    home: Annotated[str | None, Query(max_length=16, description="The home team.")] = None,
    away: Annotated[str | None, Query(max_length=16, description="The away team.")] = None,
) -> MatchPublic:
    """The teams match: the IMPs of each board room against room, the totals and the
    victory points. Without `home` and `away`, the session's two teams (by name). Only the
    boards whose travellers the requester may see count."""

    def read() -> MatchPublic:
        session = services.scoring.session(session_id)
        teams = sorted(session.teams)
        if home is None or away is None:
            if len(teams) != 2:
                raise Conflict("Say which two teams play the match (home and away).")
            chosen = (teams[0], teams[1])
        else:
            chosen = (home, away)
        sight = requester_sight(services.app, session, actor)
        match = shown_match(services.database, session_id, *chosen, sight)
        return MatchPublic(
            home=match.home,
            away=match.away,
            boards=[
                MatchBoardPublic(
                    board_number=b.board_number,
                    home_ns_score=b.home_ns.score_ns,
                    away_ns_score=b.away_ns.score_ns,
                    home_imps=b.home_imps,
                    away_imps=b.away_imps,
                )
                for b in match.boards
            ],
            home_imps=match.home_imps,
            away_imps=match.away_imps,
            home_vp=match.home_vp,
            away_vp=match.away_vp,
            unfinished=list(match.unfinished),
        )

    return await in_worker(read)
