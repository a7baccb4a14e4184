"""The read-only bidding-system library (docs/contract.md "Bidding systems")."""

from collections.abc import Mapping

from api.auth import CurrentActor
from api.replies import in_worker
from api.request_checks import resource_router
from api.system_catalog import the_library
from domain.errors import NotFound
from library import LibraryModule
from library.sequence import quoted

router = resource_router(prefix="/library", tags=["library"])


def _find(modules: Mapping[str, LibraryModule], module_id: str, kind: str) -> LibraryModule:
    module = modules.get(module_id)
    if module is None:
        raise NotFound(f"There is no {kind} {quoted(module_id)} in the library.")
    return module


# The first request parses the library's files, so even reads run on a worker thread.


@router.get("/systems")
async def list_systems(_: CurrentActor) -> list[dict[str, object]]:
    return await in_worker(lambda: [module.summary() for module in the_library().systems.values()])


@router.get("/systems/{system_id}")
async def get_system(system_id: str, _: CurrentActor) -> dict[str, object]:
    return await in_worker(lambda: _find(the_library().systems, system_id, "base system").to_dict())


@router.get("/conventions")
async def list_conventions(_: CurrentActor) -> list[dict[str, object]]:
    return await in_worker(
        lambda: [module.summary() for module in the_library().conventions.values()]
    )


@router.get("/conventions/{convention_id}")
async def get_convention(convention_id: str, _: CurrentActor) -> dict[str, object]:
    return await in_worker(
        lambda: _find(the_library().conventions, convention_id, "convention").to_dict()
    )
