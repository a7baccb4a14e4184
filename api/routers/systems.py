"""User bidding systems: build, edit, swap, undo, share, and ask the PID (docs/contract.md
"Bidding systems"). Commands go to the SystemsLedger; reads ask the PID tables."""

from collections.abc import Callable
from typing import Annotated, Any, Literal, TypeVar

from fastapi import Query

from api.auth import CurrentActor, ServicesDep
from api.command_routes import owner_of, read_body_as
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
from domain.bidding import commands
from domain.bidding.system import SystemSummary
from domain.errors import NotFound
from projections.pid_queries import PidQueries, RuleNode, RuleRow

router = resource_router(prefix="/systems", tags=["systems"])

Read = TypeVar("Read")
Body = TypeVar("Body", bound=SystemCommand | ShareCreate)
SequenceQuery = Annotated[str, Query(max_length=200, description="e.g. 1n-(p)-2c")]


async def _command(work: Callable[[], SystemSummary]) -> SystemView:
    return await in_worker(lambda: SystemView.of(work()))


async def _execute(
    services: Services, actor: Actor, command: commands.CreateSystem | commands.SystemCommand
) -> SystemView:
    return await _command(lambda: services.systems.execute(actor, command))


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
    return await _execute(services, actor, body.command())


@router.get("")
async def list_systems(actor: CurrentActor, services: ServicesDep) -> list[SystemListed]:
    rows = await in_worker(
        lambda: PidQueries.systems_for(services.database, actor.name, actor.is_admin)
    )
    return [SystemListed(**row) for row in rows]


@router.get("/{system_id}")
async def get_system(system_id: str, actor: CurrentActor, services: ServicesDep) -> SystemView:
    return await _command(lambda: services.systems.system(actor, system_id))


def _edit_route(
    method: Literal["POST", "PUT", "PATCH"],
    path: str,
    build: Callable[[Body, str], commands.SystemCommand],
    *,
    name: str,
    status_code: int = 200,
    body_optional: bool = False,
) -> None:
    """Adds `method path`, running the command `build(body, system_id)` makes (`build`, a
    method of the body's model); with `body_optional`, a request without a body runs with
    its defaults."""
    model = owner_of(build)

    async def run_edit(
        system_id: str, actor: CurrentActor, services: ServicesDep, body: Any = None
    ) -> SystemView:
        given = body if body is not None else model()
        return await _execute(services, actor, build(given, system_id))

    read_body_as(run_edit, model, optional=body_optional)
    run_edit.__name__ = name
    run_edit.__doc__ = build.__doc__
    router.add_api_route(path, run_edit, methods=[method], status_code=status_code)


_edit_route("PATCH", "/{system_id}", SystemRename.command, name="rename_system")
_edit_route("POST", "/{system_id}/conventions", ConventionAdd.command, name="add_convention")
_edit_route("POST", "/{system_id}/conventions/swap", ConventionSwap.command, name="swap_convention")
_edit_route("PUT", "/{system_id}/rules", RulePut.command, name="put_rule")
_edit_route("PUT", "/{system_id}/definitions", DefinitionPut.command, name="put_definition")
_edit_route("POST", "/{system_id}/undo", SystemCommand.undo, name="undo", body_optional=True)
_edit_route("POST", "/{system_id}/redo", SystemCommand.redo, name="redo", body_optional=True)
_edit_route("POST", "/{system_id}/shares", ShareCreate.command, name="share", status_code=201)


@router.delete("/{system_id}/conventions/{convention_id}")
async def remove_convention(
    system_id: str,
    convention_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    expected_version: Annotated[int | None, Query(ge=1)] = None,
) -> SystemView:
    command = commands.RemoveConvention(
        system_id=system_id, expected_version=expected_version, convention=convention_id
    )
    return await _execute(services, actor, command)


@router.delete("/{system_id}/rules")
async def delete_rule(
    system_id: str,
    sequence: SequenceQuery,
    actor: CurrentActor,
    services: ServicesDep,
    expected_version: Annotated[int | None, Query(ge=1)] = None,
) -> SystemView:
    command = commands.DeleteRule(
        system_id=system_id, expected_version=expected_version, sequence=sequence
    )
    return await _execute(services, actor, command)


@router.delete("/{system_id}/shares/{user}")
async def revoke_share(
    system_id: str, user: str, actor: CurrentActor, services: ServicesDep
) -> SystemView:
    return await _execute(services, actor, commands.RevokeShare(system_id=system_id, user=user))


@router.get("/{system_id}/history")
async def history(system_id: str, actor: CurrentActor, services: ServicesDep) -> list[HistoryEntry]:
    entries = await in_worker(lambda: services.systems.history(actor, system_id))
    return [HistoryEntry(**entry) for entry in entries]


@router.get("/{system_id}/meaning")
async def meaning(
    system_id: str, sequence: SequenceQuery, actor: CurrentActor, services: ServicesDep
) -> MeaningView:
    def query() -> list[RuleRow]:
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
    roots: list[RuleNode] = await _read(
        services, actor, system_id, lambda: PidQueries.tree(services.database, system_id, module)
    )
    if not roots:
        raise NotFound(f"The system has no rules of a module '{module[:40]}'.")
    return [TreeNode.model_validate(root) for root in roots]


@router.get("/{system_id}/definitions")
async def definitions(
    system_id: str, actor: CurrentActor, services: ServicesDep
) -> list[DefinitionView]:
    rows = await _read(
        services, actor, system_id, lambda: PidQueries.definitions(services.database, system_id)
    )
    return [DefinitionView(**row) for row in rows]
