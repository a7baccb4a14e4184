"""`bridge-ledger users add | list | role | rotate | revoke`: the operator's user commands.
The command line acts for the operator of the store, not for a user: it may change
anyone's role or token, but the last active admin keeps theirs, as over HTTP.
"""

from __future__ import annotations

from typing import Annotated

import typer

from api.cli_common import DatabaseUrl, DataDir, new_app, store
from api.services import Services
from api.user_directory import admin_names, one_admin_change_at_a_time
from domain.actors import Role
from projections.users import UserDirectory

_PAGE = 500

app = new_app("manage users")
Name = Annotated[str, typer.Argument(help="the user's name")]


@app.command()
def add(
    name: Name,
    role: Annotated[Role, typer.Option(help="the user's role")] = Role.PLAYER,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """add a user and print their token once"""
    with store(data_dir, database_url, create=True) as services:
        _, token = services.app.register_user(name, role)
    print(token)


@app.command("list")
def listing(
    role: Annotated[Role | None, typer.Option(help="only users with this role")] = None,
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """list users: name, role, state, created"""
    with store(data_dir, database_url) as services:
        lines = _listing(services, None if role is None else role.value)
    for line in lines:
        print(line)


@app.command("role")
def change_role(
    name: Name,
    role: Annotated[Role, typer.Argument(help="player, director or admin")],
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
) -> None:
    """give a user a role"""
    with store(data_dir, database_url) as services, one_admin_change_at_a_time(services):
        user = services.app.change_role(None, name, role, admin_names(services))
    print(f"{user.name} is now {user.role.value}.")


@app.command()
def rotate(name: Name, data_dir: DataDir = None, database_url: DatabaseUrl = None) -> None:
    """give a user a new token, printed once"""
    with store(data_dir, database_url) as services:
        _, token = services.app.rotate_token(None, name)
    print(token)


@app.command()
def revoke(name: Name, data_dir: DataDir = None, database_url: DatabaseUrl = None) -> None:
    """take a user's token away"""
    with store(data_dir, database_url) as services, one_admin_change_at_a_time(services):
        user = services.app.revoke_token(None, name, admin_names(services))
    print(f"{user.name}'s token is revoked; `users rotate {user.name}` gives a new one.")


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
