from fastapi import APIRouter

from api.auth import AdminActor, CurrentActor, ServicesDep
from api.schemas import UserCreate, UserCreated, UserPublic
from domain.actors import Role

router = APIRouter(prefix="/users", tags=["users"])


@router.post("", status_code=201)
def create_user(body: UserCreate, services: ServicesDep, _: AdminActor) -> UserCreated:
    user, token = services.app.register_user(body.name, Role.parse(body.role))
    services.runner.catch_up()
    return UserCreated(name=user.name, role=user.role.value, token=token)


@router.get("/me")
def me(actor: CurrentActor) -> UserPublic:
    return UserPublic(name=actor.name, role=actor.role.value)
