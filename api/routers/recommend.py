"""Bid recommendation from a library system
(docs/contract.md "Bidding systems", docs/design.md 7.4).

`POST /library/recommend` composes a base system and conventions from the library; the
matching is `library.recommend_service.recommend_request`, which a user's system (the
PID) calls the same way with its own rule book.
"""

from __future__ import annotations

from api.auth import CurrentActor
from api.recommend_schemas import RecommendationPublic, RecommendRequest, answer
from api.replies import in_worker
from api.request_checks import resource_router
from api.system_catalog import the_library
from library.recommend_service import SystemBooks

router = resource_router(prefix="/library", tags=["library"])

BOOKS = SystemBooks(the_library)


@router.post("/recommend")
async def recommend_from_library(body: RecommendRequest, _: CurrentActor) -> RecommendationPublic:
    return await in_worker(lambda: answer(BOOKS.book(body.base, body.conventions), body))
