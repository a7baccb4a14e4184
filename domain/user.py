"""The User aggregate: a name, a role and the hash of a bearer token."""

from __future__ import annotations

import hashlib
import re
import secrets
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate

from domain.actors import Role
from domain.rules.errors import RuleViolation

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def user_id_for(name: str) -> UUID:
    """One aggregate per name, so two registrations of one name collide in the store."""
    return uuid5(NAMESPACE_URL, f"bridge-ledger:user:{name.lower()}")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)


def check_user_name(name: object) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise RuleViolation(
            "A user name is 1 to 64 letters, digits, '.', '_' or '-', starting with a "
            "letter or digit."
        )
    return name


class User(Aggregate):
    class Registered(Aggregate.Created):
        name: str
        role: str
        token_hash: str

    def __init__(self, name: str, role: str, token_hash: str, **_: Any) -> None:
        self.name = name
        self.role = Role(role)
        self.token_hash = token_hash

    @classmethod
    def register(cls, name: str, role: Role, token: str) -> User:
        return cls._create(
            cls.Registered,
            id=user_id_for(name),
            name=check_user_name(name),
            role=role.value,
            token_hash=hash_token(token),
        )
