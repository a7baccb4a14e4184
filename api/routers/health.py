from api.auth import ServicesDep
from api.health_schemas import Health, ReadModelFailure
from api.replies import in_worker
from api.request_checks import resource_router

router = resource_router(tags=["health"])


@router.get("/health")
async def health(services: ServicesDep) -> Health:
    """`ok`, or `degraded` while a read model is stopped at an event it could not process
    (commands are still taken and stored; the read model is retried until it follows)."""
    failures = await in_worker(
        lambda: [f for runner in services.runners for f in runner.failures()]
    )
    return Health(
        status="degraded" if failures else "ok",
        store=services.settings.store,
        failing=[
            ReadModelFailure(
                read_model=f.projection, position=f.position, error=f.error, attempts=f.attempts
            )
            for f in failures
        ],
    )
