"""Users and their tokens (docs/contract.md "Users")."""

from typing import Annotated

from fastapi import Path, Query, Response

from api.auth import AdminActor, CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.user_directory import admin_names, one_admin_change_at_a_time
from api.user_schemas import (
    RoleChange,
    RoleName,
    UserCreate,
    UserCreated,
    UserPage,
    UserPublic,
    UserToken,
    UserView,
)
from domain.actors import Role
from domain.user import User
from projections.users import UserDirectory

router = resource_router(prefix="/users", tags=["users"])

UserName = Annotated[str, Path(max_length=64, description="The user's name.")]


@router.post("", status_code=201)
async def create_user(body: UserCreate, services: ServicesDep, _: AdminActor) -> UserCreated:
    role = Role.parse(body.role)

    user, token = await in_worker(lambda: services.app.register_user(body.name, role))
    return UserCreated(name=user.name, role=user.role.value, token=token)


@router.get("")
async def list_users(
    services: ServicesDep,
    _: AdminActor,
    limit: Annotated[int, Query(ge=1, le=500, description="At most this many users.")] = 100,
    cursor: Annotated[
        str | None, Query(max_length=200, description="`next` of the previous page.")
    ] = None,
    role: Annotated[RoleName | None, Query(description="Only users with this role.")] = None,
) -> UserPage:
    """Users ordered by name, a page at a time."""
    users, after = await in_worker(
        lambda: UserDirectory.page(services.database, limit, cursor, role)
    )
    return UserPage.model_validate({"items": users, "next": after})


@router.get("/me")
async def me(actor: CurrentActor) -> UserPublic:
    return UserPublic(name=actor.name, role=actor.role.value)


@router.put("/{name}/role")
async def change_role(
    name: UserName, body: RoleChange, actor: AdminActor, services: ServicesDep
) -> UserView:
    """An admin gives a user a role; the last active admin keeps theirs (409)."""
    role = Role(body.role)

    def run() -> User:
        with one_admin_change_at_a_time(services):
            return services.app.change_role(actor, name, role, admin_names(services))

    return UserView.of(await in_worker(run))


@router.post("/{name}/token")
async def rotate_token(name: UserName, actor: CurrentActor, services: ServicesDep) -> UserToken:
    """A new token for the user, shown once; the old one is refused from now on, in every
    server process. The user themselves or an admin; only an admin gives a revoked user
    a token again."""
    user, token = await in_worker(lambda: services.app.rotate_token(actor, name))
    return UserToken(name=user.name, role=user.role.value, token=token)


@router.delete("/{name}/token", status_code=204)
async def revoke_token(name: UserName, actor: CurrentActor, services: ServicesDep) -> Response:
    """The user's token is refused from now on, in every server process; the last active
    admin keeps theirs (409). The user themselves or an admin."""

    def run() -> None:
        with one_admin_change_at_a_time(services):
            services.app.revoke_token(actor, name, admin_names(services))

    await in_worker(run)
    return Response(status_code=204)
