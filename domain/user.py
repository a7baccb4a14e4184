"""The User aggregate: a name, a role and the hash of a bearer token (docs/design.md 8).

A token is shown once and only its hash is stored. Rotating a token replaces the hash
(and gives a revoked user a token again); revoking removes it, so the user's old token
is refused from then on. Every command checks its input before an event is triggered;
the events only assign state, so loading a user never judges the past again.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Callable, Collection
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate

from domain.actors import ROBOT_NAME, Actor, Role, same_user
from domain.errors import Conflict
from domain.policy import check_may_manage_token
from domain.rules.errors import RuleViolation

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
_TOKEN_HASH = re.compile(r"^[0-9a-f]{64}$")

# Names every active admin, as of now; asked only when a command would take the role
# or the token away from an active admin.
AdminNames = Callable[[], Collection[str]]


def user_id_for(name: str) -> UUID:
    """One aggregate per name, so two registrations of one name collide in the store."""
    return uuid5(NAMESPACE_URL, f"bridge-ledger:user:{name.lower()}")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)


def check_new_user_name(name: object) -> str:
    """A name a new user may take: a valid name, and never the robot's."""
    checked = check_user_name(name)
    if same_user(checked, ROBOT_NAME):
        raise RuleViolation(
            "'robot' is reserved for the robots that fill seats; choose another name."
        )
    return checked


def check_user_name(name: object) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise RuleViolation(
            "A user name is 1 to 64 letters, digits, '.', '_' or '-', starting with a "
            "letter or digit."
        )
    return name


def _check_token_hash(token_hash: object) -> str:
    if not isinstance(token_hash, str) or not _TOKEN_HASH.match(token_hash):
        raise RuleViolation("A token hash is 64 lowercase hexadecimal digits.")
    return token_hash


def _check_actor(actor: Actor | None) -> str | None:
    """Who acts, as recorded: a user's name, or None for the operator's command line."""
    return None if actor is None else check_user_name(actor.name)


class User(Aggregate):
    class Registered(Aggregate.Created):
        name: str
        role: str
        token_hash: str

    def __init__(self, name: str, role: str, token_hash: str, **_: Any) -> None:
        self.name = name
        self.role = Role(role)
        self.token_hash: str | None = token_hash

    @classmethod
    def register(cls, name: str, role: Role, token: str) -> User:
        return cls._create(
            cls.Registered,
            id=user_id_for(name),
            name=check_new_user_name(name),
            role=Role(role).value,
            token_hash=_check_token_hash(hash_token(token)),
        )

    # ---- events --------------------------------------------------------------------
    class RoleChanged(Aggregate.Event):
        role: str
        actor: str | None

        def apply(self, user: User) -> None:
            user.role = Role(self.role)

    class TokenRotated(Aggregate.Event):
        token_hash: str
        actor: str | None

        def apply(self, user: User) -> None:
            user.token_hash = self.token_hash

    class TokenRevoked(Aggregate.Event):
        actor: str | None

        def apply(self, user: User) -> None:
            user.token_hash = None

    # ---- reading -------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """Whether the user holds a token at all (a revoked user holds none)."""
        return self.token_hash is not None

    @property
    def is_active_admin(self) -> bool:
        return self.active and self.role is Role.ADMIN

    # ---- commands ------------------------------------------------------------------
    def change_role(self, actor: Actor | None, role: Role, active_admins: AdminNames) -> bool:
        """Gives the user `role`; False (and no event) when they hold it already.
        `active_admins` names every active admin, asked only when this user is one;
        the last of them keeps the role."""
        new_role = Role(role)
        if new_role is self.role:
            return False
        if new_role is not Role.ADMIN:
            self._check_not_last_admin(active_admins, "give the admin role to someone else")
        self.trigger_event(self.RoleChanged, role=new_role.value, actor=_check_actor(actor))
        return True

    def rotate_token(self, actor: Actor | None, token: str) -> None:
        """Replaces the user's token with `token` (shown once by the caller). Only an
        admin gives a revoked user a token again: the user has none to ask with."""
        check_may_manage_token(actor, self.name)
        self.trigger_event(
            self.TokenRotated,
            token_hash=_check_token_hash(hash_token(token)),
            actor=_check_actor(actor),
        )

    def revoke_token(self, actor: Actor | None, active_admins: AdminNames) -> bool:
        """Takes the user's token away; False (and no event) when they hold none."""
        check_may_manage_token(actor, self.name)
        if not self.active:
            return False
        self._check_not_last_admin(active_admins, "give the admin role to someone else first")
        self.trigger_event(self.TokenRevoked, actor=_check_actor(actor))
        return True

    def _check_not_last_admin(self, active_admins: AdminNames, remedy: str) -> None:
        if not self.is_active_admin:
            return
        others = [name for name in active_admins() if not same_user(name, self.name)]
        if not others:
            raise Conflict(f"{self.name} is the last active admin; {remedy}.")
