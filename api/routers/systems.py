"""User bidding systems: build, edit, swap, undo, share, and ask the PID (docs/contract.md
"Bidding systems"). Commands go to the SystemsLedger; reads ask the PID tables."""

from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from fastapi import Query

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.services import Services
from api.system_catalog import canonical_sequence
from api.system_schemas import (
    ConventionAdd,
    ConventionSwap,
    DefinitionPut,
    DefinitionView,
    HistoryEntry,
    MeaningView,
    RulePut,
    RuleView,
    ShareCreate,
    SystemCommand,
    SystemCreate,
    SystemListed,
    SystemRename,
    SystemView,
    TreeNode,
    rule_views,
)
from domain.actors import Actor
from domain.bidding.system import SystemSummary
from domain.errors import NotFound
from projections.pid_queries import PidQueries

router = resource_router(prefix="/systems", tags=["systems"])

Read = TypeVar("Read")
SequenceQuery = Annotated[str, Query(max_length=200, description="e.g. 1n-(p)-2c")]


async def _command(work: Callable[[], SystemSummary]) -> SystemView:
    return await in_worker(lambda: SystemView.of(work()))


async def _read(
    services: Services, actor: Actor, system_id: str, query: Callable[[], Read]
) -> Read:
    """Runs `query` on the PID once the requester may read the system (404 otherwise)."""

    def run() -> Read:
        if not PidQueries.may_read(services.database, system_id, actor.name, actor.is_admin):
            raise NotFound("There is no bidding system with that id.")
        return query()

    return await in_worker(run)


@router.post("", status_code=201)
async def create_system(
    body: SystemCreate, actor: CurrentActor, services: ServicesDep
) -> SystemView:
    return await _command(
        lambda: services.systems.create_system(actor, body.name, body.base, body.conventions)
    )


@router.get("")
async def list_systems(actor: CurrentActor, services: ServicesDep) -> list[SystemListed]:
    rows = await in_worker(
        lambda: PidQueries.systems_for(services.database, actor.name, actor.is_admin)
    )
    return [SystemListed(**row) for row in rows]


@router.get("/{system_id}")
async def get_system(system_id: str, actor: CurrentActor, services: ServicesDep) -> SystemView:
    return await _command(lambda: services.systems.system(actor, system_id))


@router.patch("/{system_id}")
async def rename_system(
    system_id: str, body: SystemRename, actor: CurrentActor, services: ServicesDep
) -> SystemView:
    return await _command(
        lambda: services.systems.rename(actor, system_id, body.name, body.expected_version)
    )


@router.post("/{system_id}/conventions")
async def add_convention(
    system_id: str, body: ConventionAdd, actor: CurrentActor, services: ServicesDep
) -> SystemView:
    return await _command(
        lambda: services.systems.add_convention(actor, system_id, body.add, body.expected_version)
    )


@router.post("/{system_id}/conventions/swap")
async def swap_convention(
    system_id: str, body: ConventionSwap, actor: CurrentActor, services: ServicesDep
) -> SystemView:
    return await _command(
        lambda: services.systems.swap_convention(
            actor, system_id, body.remove, body.add, body.expected_version
        )
    )


@router.delete("/{system_id}/conventions/{convention_id}")
async def remove_convention(
    system_id: str,
    convention_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    expected_version: Annotated[int | None, Query(ge=1)] = None,
) -> SystemView:
    return await _command(
        lambda: services.systems.remove_convention(
            actor, system_id, convention_id, expected_version
        )
    )


@router.put("/{system_id}/rules")
async def put_rule(
    system_id: str, body: RulePut, actor: CurrentActor, services: ServicesDep
) -> SystemView:
    return await _command(
        lambda: services.systems.put_rule(
            actor, system_id, body.sequence, body.meaning, body.section, body.expected_version
        )
    )


@router.delete("/{system_id}/rules")
async def delete_rule(
    system_id: str,
    sequence: SequenceQuery,
    actor: CurrentActor,
    services: ServicesDep,
    expected_version: Annotated[int | None, Query(ge=1)] = None,
) -> SystemView:
    return await _command(
        lambda: services.systems.delete_rule(actor, system_id, sequence, expected_version)
    )


@router.put("/{system_id}/definitions")
async def put_definition(
    system_id: str, body: DefinitionPut, actor: CurrentActor, services: ServicesDep
) -> SystemView:
    return await _command(
        lambda: services.systems.edit_definition(
            actor, system_id, body.term, body.definition, body.expected_version
        )
    )


@router.post("/{system_id}/undo")
async def undo(
    system_id: str, actor: CurrentActor, services: ServicesDep, body: SystemCommand | None = None
) -> SystemView:
    expected = body.expected_version if body else None
    return await _command(lambda: services.systems.undo(actor, system_id, expected))


@router.post("/{system_id}/redo")
async def redo(
    system_id: str, actor: CurrentActor, services: ServicesDep, body: SystemCommand | None = None
) -> SystemView:
    expected = body.expected_version if body else None
    return await _command(lambda: services.systems.redo(actor, system_id, expected))


@router.post("/{system_id}/shares", status_code=201)
async def share(
    system_id: str, body: ShareCreate, actor: CurrentActor, services: ServicesDep
) -> SystemView:
    return await _command(
        lambda: services.systems.share(
            actor, system_id, body.user, body.role, services.app.registered_name
        )
    )


@router.delete("/{system_id}/shares/{user}")
async def revoke_share(
    system_id: str, user: str, actor: CurrentActor, services: ServicesDep
) -> SystemView:
    return await _command(lambda: services.systems.revoke_share(actor, system_id, user))


@router.get("/{system_id}/history")
async def history(system_id: str, actor: CurrentActor, services: ServicesDep) -> list[HistoryEntry]:
    entries = await in_worker(lambda: services.systems.history(actor, system_id))
    return [HistoryEntry(**entry) for entry in entries]


@router.get("/{system_id}/meaning")
async def meaning(
    system_id: str, sequence: SequenceQuery, actor: CurrentActor, services: ServicesDep
) -> MeaningView:
    def query() -> list[dict[str, Any]]:
        found = PidQueries.meaning_for(
            services.database, system_id, canonical_sequence(sequence), actor.name, actor.is_admin
        )
        if found is None:
            raise NotFound("There is no bidding system with that id.")
        if not found:
            raise NotFound(f"The system has no rule for {canonical_sequence(sequence)}.")
        return found

    rules = await in_worker(query)
    return MeaningView(**rules[0], overridden=rule_views(rules[1:]))


@router.get("/{system_id}/continuations")
async def continuations(
    system_id: str, sequence: SequenceQuery, actor: CurrentActor, services: ServicesDep
) -> list[RuleView]:
    rows = await _read(
        services,
        actor,
        system_id,
        lambda: PidQueries.continuations(
            services.database, system_id, canonical_sequence(sequence)
        ),
    )
    return rule_views(rows)


@router.get("/{system_id}/rules")
async def rules(
    system_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    module: Annotated[str | None, Query(max_length=64)] = None,
) -> list[RuleView]:
    rows = await _read(
        services, actor, system_id, lambda: PidQueries.rules(services.database, system_id, module)
    )
    return rule_views(rows)


@router.get("/{system_id}/tree")
async def tree(
    system_id: str,
    module: Annotated[str, Query(min_length=1, max_length=64)],
    actor: CurrentActor,
    services: ServicesDep,
) -> list[TreeNode]:
    roots: list[dict[str, Any]] = await _read(
        services, actor, system_id, lambda: PidQueries.tree(services.database, system_id, module)
    )
    if not roots:
        raise NotFound(f"The system has no rules of a module '{module[:40]}'.")
    return [TreeNode(**root) for root in roots]


@router.get("/{system_id}/definitions")
async def definitions(
    system_id: str, actor: CurrentActor, services: ServicesDep
) -> list[DefinitionView]:
    rows = await _read(
        services, actor, system_id, lambda: PidQueries.definitions(services.database, system_id)
    )
    return [DefinitionView(**row) for row in rows]
