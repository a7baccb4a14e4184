"""The users' commands of the ledger's application: registering, roles and tokens."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application

from domain.actors import Actor, Role
from domain.errors import NotFound
from domain.policy import check_may_manage_token
from domain.stale_saves import conflict_if_stale
from domain.user import AdminNames, User, check_user_name, new_token, user_id_for

_USER_RACE = "Another change to this user came first; reload and try again."


class UserAccounts(Application[UUID]):
    """Mixed into `BridgeLedger`: users are aggregates of the same store as boards."""

    def register_user(self, name: str, role: Role) -> tuple[User, str]:
        """A new user and their token, shown once; only its hash is stored."""
        token = new_token()
        user = User.register(name, role, token)
        with conflict_if_stale(f"A user named '{name}' already exists."):
            self.save(user)
        return user, token

    def user(self, name: str) -> User:
        check_user_name(name)
        try:
            user: User = self.repository.get(user_id_for(name))
        except AggregateNotFoundError:
            raise NotFound("There is no user with that name.") from None
        if not isinstance(user, User):
            raise NotFound("There is no user with that name.")
        return user

    def change_role(
        self, actor: Actor | None, name: str, role: Role, active_admins: AdminNames
    ) -> User:
        """Gives `name` the role (no event when they hold it already); `actor` is None
        for the operator's command line. Who may do this is the caller's check."""
        user = self.user(name)
        if user.change_role(actor, role, active_admins):
            with conflict_if_stale(_USER_RACE):
                self.save(user)
        return user

    def rotate_token(self, actor: Actor | None, name: str) -> tuple[User, str]:
        """A new token for `name`, shown once; the old one is refused from now on."""
        check_may_manage_token(actor, check_user_name(name))
        user = self.user(name)
        token = new_token()
        user.rotate_token(actor, token)
        with conflict_if_stale(_USER_RACE):
            self.save(user)
        return user, token

    def revoke_token(self, actor: Actor | None, name: str, active_admins: AdminNames) -> User:
        """Takes `name`'s token away (no event when they hold none)."""
        check_may_manage_token(actor, check_user_name(name))
        user = self.user(name)
        if user.revoke_token(actor, active_admins):
            with conflict_if_stale(_USER_RACE):
                self.save(user)
        return user

    def user_exists(self, name: str) -> bool:
        return user_id_for(name) in self.repository

    def registered_name(self, name: str) -> str | None:
        """The user's name as registered (`Alice` for `alice`), or None for no such user."""
        try:
            user: Any = self.repository.get(user_id_for(name))
        except AggregateNotFoundError:
            return None
        return str(user.name) if isinstance(user, User) else None
