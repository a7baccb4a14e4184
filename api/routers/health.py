from fastapi import APIRouter

from api.auth import ServicesDep
from api.schemas import Health

router = APIRouter(tags=["health"])


@router.get("/health")
async def health(services: ServicesDep) -> Health:
    return Health(status="ok", store=services.settings.store)
