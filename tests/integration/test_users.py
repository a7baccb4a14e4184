"""The users read model, its generation, the last active admin and the CLI, on both stores."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from api.cli import main as cli_main
from api.services import Services, open_services
from api.user_directory import admin_names, one_admin_change_at_a_time
from domain.actors import Actor, Role
from domain.errors import Conflict, NotAllowed, NotFound
from domain.rules.errors import RuleViolation
from domain.user import hash_token
from projections.users import UserDirectory

ROOT = Actor("root", Role.ADMIN)
TABLES = ("user_accounts", "user_generation", "projection_tracking")


def rows(services: Services) -> dict[str, tuple[Any, ...]]:
    found = services.database.query(
        "SELECT name, role, token_hash, active FROM user_accounts ORDER BY name"
    )
    return {str(row[0]): tuple(row[1:]) for row in found}


def snapshot(services: Services) -> dict[str, list[tuple[object, ...]]]:
    return {
        table: sorted(services.database.query(f"SELECT * FROM {table}"), key=repr)
        for table in TABLES
    }


def test_the_read_model_follows_every_user_event(services: Services) -> None:
    app = services.app
    _, root_token = app.register_user("root", Role.ADMIN)
    _, alice_token = app.register_user("alice", Role.PLAYER)
    assert rows(services) == {
        "alice": ("player", hash_token(alice_token), 1),
        "root": ("admin", hash_token(root_token), 1),
    }
    assert UserDirectory.generation(services.database) == 0  # registrations do not move it

    app.change_role(ROOT, "alice", Role.DIRECTOR, admin_names(services))
    assert rows(services)["alice"] == ("director", hash_token(alice_token), 1)
    assert UserDirectory.generation(services.database) == 1

    app.revoke_token(Actor("alice", Role.DIRECTOR), "alice", admin_names(services))
    assert rows(services)["alice"] == ("director", None, 0)
    assert UserDirectory.by_token_hash(services.database, hash_token(alice_token)) is None
    assert UserDirectory.generation(services.database) == 2

    _, new_token = app.rotate_token(ROOT, "ALICE")  # names are told apart without case
    assert rows(services)["alice"] == ("director", hash_token(new_token), 1)
    assert UserDirectory.by_token_hash(services.database, hash_token(new_token)) == (
        "alice",
        "director",
    )
    assert UserDirectory.generation(services.database) == 3
    assert UserDirectory.active_admins(services.database) == ["root"]


def test_commands_that_change_nothing_record_nothing(services: Services) -> None:
    services.app.register_user("root", Role.ADMIN)
    services.app.register_user("bob", Role.PLAYER)
    last = services.app.recorder.max_notification_id()
    services.app.change_role(ROOT, "bob", Role.PLAYER, admin_names(services))
    services.app.revoke_token(ROOT, "bob", admin_names(services))
    services.app.revoke_token(ROOT, "bob", admin_names(services))
    assert services.app.recorder.max_notification_id() == (last or 0) + 1


def test_refusals_write_nothing(services: Services) -> None:
    services.app.register_user("root", Role.ADMIN)
    services.app.register_user("bob", Role.PLAYER)
    before = snapshot(services)
    with pytest.raises(Conflict, match="root is the last active admin"):
        services.app.change_role(ROOT, "root", Role.PLAYER, admin_names(services))
    with pytest.raises(Conflict, match="last active admin"):
        services.app.revoke_token(ROOT, "root", admin_names(services))
    with pytest.raises(NotAllowed):
        services.app.rotate_token(Actor("bob", Role.PLAYER), "root")
    with pytest.raises(NotAllowed):
        services.app.revoke_token(Actor("bob", Role.PLAYER), "nobody", admin_names(services))
    with pytest.raises(NotFound):
        services.app.rotate_token(ROOT, "nobody")
    with pytest.raises(RuleViolation):
        services.app.change_role(ROOT, "no body", Role.ADMIN, admin_names(services))
    assert snapshot(services) == before


def test_rebuild_gives_identical_user_tables(services: Services) -> None:
    app = services.app
    app.register_user("root", Role.ADMIN)
    for number in range(5):
        app.register_user(f"user{number}", Role.PLAYER)
    app.change_role(ROOT, "user1", Role.ADMIN, admin_names(services))
    app.revoke_token(ROOT, "user2", admin_names(services))
    app.rotate_token(ROOT, "user3")
    app.rotate_token(ROOT, "user2")
    app.revoke_token(ROOT, "user4", admin_names(services))
    before = snapshot(services)
    assert UserDirectory.generation(services.database) == 5
    settings = services.settings
    services.close()
    assert cli_main(["rebuild", "--database-url", settings.database_url]) == 0
    reopened = open_services(settings)
    try:
        assert snapshot(reopened) == before
    finally:
        reopened.close()


def test_a_store_from_before_builds_the_users_table_from_the_log(services: Services) -> None:
    services.app.register_user("root", Role.ADMIN)
    services.app.revoke_token(None, "root", lambda: ["root", "other"])
    before = snapshot(services)
    # As a store written by 0.2.0 looks: no user_accounts table, no tracking row for it.
    with services.database.transaction() as cursor:
        cursor.execute("DROP TABLE user_accounts")
        cursor.execute("DROP TABLE user_generation")
        cursor.execute("DELETE FROM projection_tracking WHERE projection = 'user_accounts'")
    settings = services.settings
    services.close()
    reopened = open_services(settings)
    try:
        assert snapshot(reopened) == before
    finally:
        reopened.close()


def test_pages_of_users(services: Services) -> None:
    services.app.register_user("root", Role.ADMIN)
    for name in ("Zed", "amy", "bo", "carl", "dee"):
        services.app.register_user(name, Role.DIRECTOR if name in ("bo", "dee") else Role.PLAYER)
    services.app.revoke_token(ROOT, "carl", admin_names(services))
    database = services.database
    first, cursor = UserDirectory.page(database, 2, None, None)
    assert [user["name"] for user in first] == ["Zed", "amy"]  # byte order on both stores
    assert first[0]["role"] == "player" and first[0]["active"] is True
    assert first[0]["created_at"].startswith("20")
    second, cursor = UserDirectory.page(database, 2, cursor, None)
    assert [user["name"] for user in second] == ["bo", "carl"]
    assert second[1]["active"] is False
    third, cursor = UserDirectory.page(database, 2, cursor, None)
    assert ([user["name"] for user in third], cursor) == (["dee", "root"], None)
    directors, cursor = UserDirectory.page(database, 10, None, "director")
    assert ([user["name"] for user in directors], cursor) == (["bo", "dee"], None)
    for bad in ("!!", "Zm9v!", "AAAA", "x" * 80):
        with pytest.raises(RuleViolation, match="cursor"):
            UserDirectory.page(database, 2, bad, None)


def test_two_admins_demoting_each_other_at_once_leave_one_admin(services: Services) -> None:
    """Two server processes: each would see the other admin still active."""
    services.app.register_user("ann", Role.ADMIN)
    services.app.register_user("ben", Role.ADMIN)
    other = open_services(services.settings)
    outcomes: list[str] = []
    start = threading.Barrier(2)

    def demote(process: Services, name: str) -> None:
        start.wait()
        try:
            with one_admin_change_at_a_time(process):
                process.app.change_role(ROOT, name, Role.PLAYER, admin_names(process))
            outcomes.append("demoted")
        except Conflict:
            outcomes.append("refused")

    try:
        threads = [
            threading.Thread(target=demote, args=(services, "ann")),
            threading.Thread(target=demote, args=(other, "ben")),
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        assert sorted(outcomes) == ["demoted", "refused"]
        services.runner.catch_up()
        assert len(UserDirectory.active_admins(services.database)) == 1
    finally:
        other.close()


def test_the_command_line(services: Services, capsys: pytest.CaptureFixture[str]) -> None:
    services.app.register_user("root", Role.ADMIN)
    _, old = services.app.register_user("alice", Role.PLAYER)
    url = ["--database-url", services.settings.database_url]
    capsys.readouterr()

    assert cli_main(["users", "role", "alice", "director", *url]) == 0
    assert capsys.readouterr().out == "alice is now director.\n"
    assert cli_main(["users", "rotate", "alice", *url]) == 0
    token = capsys.readouterr().out.strip()
    assert len(token) == 43 and token != old
    assert cli_main(["users", "revoke", "alice", *url]) == 0
    assert "alice's token is revoked" in capsys.readouterr().out
    assert cli_main(["users", "list", *url]) == 0
    listed = [line.split()[:3] for line in capsys.readouterr().out.splitlines()]
    assert listed == [["alice", "director", "revoked"], ["root", "admin", "active"]]
    assert cli_main(["users", "list", "--role", "admin", *url]) == 0
    assert [line.split()[0] for line in capsys.readouterr().out.splitlines()] == ["root"]

    for command, message in (
        (["users", "revoke", "root"], "root is the last active admin"),
        (["users", "role", "root", "player"], "root is the last active admin"),
        (["users", "rotate", "nobody"], "There is no user with that name."),
        (["users", "role", "bad name", "admin"], "A user name is 1 to 64"),
    ):
        assert cli_main([*command, *url]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err.startswith(f"bridge-ledger: {message}")
        assert len(captured.err.splitlines()) == 1
    services.runner.catch_up()
    assert rows(services)["alice"] == ("director", None, 0)
