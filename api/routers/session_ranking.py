"""A session's ranking (docs/contract.md "Sessions", docs/design.md 6)."""

from __future__ import annotations

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.session_schemas import (
    RankingLinePublic,
    ranking_line_public,
)
from api.session_views import (
    session_in_sight,
    shown_ranking,
)

router = resource_router(prefix="/sessions", tags=["sessions"])


@router.get("/{session_id}/ranking", response_model_exclude_unset=True)
async def get_ranking(
    session_id: str, actor: CurrentActor, services: ServicesDep
) -> list[RankingLinePublic]:
    """Empty while the session is played, but for its director and admins (it would tell
    the scores of boards still in play); everyone's once it is over or released."""

    def read() -> list[RankingLinePublic]:
        # () asks about no board: the ranking shows once the session is over or released
        session, sight = session_in_sight(services, session_id, actor, ())
        return [
            ranking_line_public(line) for line in shown_ranking(services.database, session, sight)
        ]

    return await in_worker(read)
