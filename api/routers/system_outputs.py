"""What a user's system gives out: its export (markdown, BML, PDF) and the call it
recommends for a hand (docs/contract.md "Bidding systems", docs/design.md 7.4 and 7.5)."""

from typing import Annotated

from fastapi import Query, Response

from api.auth import CurrentActor, ServicesDep
from api.recommend_schemas import RecommendationPublic, RecommendQuery, answer
from api.replies import in_worker
from api.request_checks import resource_router
from api.system_books import BOOKS
from api.system_export import Format, render, system_export
from library.export import ExportRule, SystemExport

router = resource_router(prefix="/systems", tags=["systems"])

MEDIA_TYPES = {
    "md": "text/markdown; charset=utf-8",
    "bml": "text/plain; charset=utf-8",
    "pdf": "application/pdf",
}


@router.get(
    "/{system_id}/export",
    response_class=Response,
    responses={
        200: {
            "description": "The system as markdown (seed 5.3 layout), BML or PDF.",
            "content": {media: {} for media in MEDIA_TYPES.values()},
        }
    },
)
async def export_system(
    system_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    format: Annotated[Format, Query(description="md, pdf or bml")] = "md",
) -> Response:
    def run() -> bytes:
        system = services.systems.system(actor, system_id)  # 404 for a hidden one
        return render(system_export(services.database, system, SystemExport, ExportRule), format)

    content = await in_worker(run)
    return Response(
        content,
        media_type=MEDIA_TYPES[format],
        headers={"Content-Disposition": f'attachment; filename="system.{format}"'},
    )


@router.post("/{system_id}/recommend")
async def recommend_from_system(
    system_id: str, body: RecommendQuery, actor: CurrentActor, services: ServicesDep
) -> RecommendationPublic:
    """The call the user's own system recommends: a swap or an override changes it at once."""

    def run() -> RecommendationPublic:
        system = services.systems.system(actor, system_id)  # 404 for a hidden one
        return answer(BOOKS.book(services.database, system), body)

    return await in_worker(run)
