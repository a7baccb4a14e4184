"""Request and response bodies of the users' endpoints (docs/contract.md "Users")."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from api.schemas import Body
from domain.user import User

RoleName = Literal["player", "director", "admin"]


class RoleChange(BaseModel):
    model_config = ConfigDict(extra="forbid")

    role: RoleName = Field(description="player, director or admin.")


class UserView(BaseModel):
    name: str
    role: RoleName
    active: bool = Field(description="False once the user's token is revoked.")

    @classmethod
    def of(cls, user: User) -> UserView:
        return cls(name=user.name, role=user.role.value, active=user.active)


class UserListed(BaseModel):
    name: str
    role: RoleName
    created_at: str
    active: bool


class UserPage(BaseModel):
    items: list[UserListed]
    next: str | None = Field(description="The cursor of the next page; null on the last.")


class UserToken(BaseModel):
    name: str
    role: RoleName
    token: str = Field(description="Shown this once; only its hash is stored.")


class UserCreate(Body):
    name: str = Field(min_length=1, max_length=64, description="Letters, digits, '.', '_', '-'.")
    role: RoleName = "player"


class UserPublic(BaseModel):
    name: str
    role: str


class UserCreated(UserPublic):
    token: str
