
from api.auth import AdminActor, CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import UserCreate, UserCreated, UserPublic
from domain.actors import Role

router = resource_router(prefix="/users", tags=["users"])


@router.post("", status_code=201)
async def create_user(body: UserCreate, services: ServicesDep, _: AdminActor) -> UserCreated:
    role = Role.parse(body.role)

    user, token = await in_worker(lambda: services.app.register_user(body.name, role))
    return UserCreated(name=user.name, role=user.role.value, token=token)


@router.get("/me")
async def me(actor: CurrentActor) -> UserPublic:
    return UserPublic(name=actor.name, role=actor.role.value)
