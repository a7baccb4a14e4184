"""`bridge-ledger users list | role | rotate | revoke`: the operator's user commands.

The command line acts for the operator of the store, not for a user: it may change
anyone's role or token, but the last active admin keeps theirs, as over HTTP.
"""

from __future__ import annotations

import argparse

from api.services import Services
from api.user_directory import admin_names, one_admin_change_at_a_time
from domain.actors import Role
from projections.users import UserDirectory

_PAGE = 500


def run_users_command(services: Services, args: argparse.Namespace) -> list[str]:
    """The lines to print for `args.users_command` (not `add`)."""
    command = args.users_command
    if command == "list":
        return _listing(services, args.role)
    if command == "rotate":
        _, token = services.app.rotate_token(None, args.name)
        return [token]
    with one_admin_change_at_a_time(services):
        if command == "role":
            user = services.app.change_role(
                None, args.name, Role.parse(args.role), admin_names(services)
            )
            return [f"{user.name} is now {user.role.value}."]
        user = services.app.revoke_token(None, args.name, admin_names(services))
        return [f"{user.name}'s token is revoked; `users rotate {user.name}` gives a new one."]


def _listing(services: Services, role: str | None) -> list[str]:
    lines: list[str] = []
    cursor: str | None = None
    while True:
        users, cursor = UserDirectory.page(services.database, _PAGE, cursor, role)
        for user in users:
            state = "active" if user["active"] else "revoked"
            lines.append(f"{user['name']:<24} {user['role']:<9} {state:<8} {user['created_at']}")
        if cursor is None:
            return lines
