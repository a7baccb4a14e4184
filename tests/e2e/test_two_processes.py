"""Two `bridge-ledger serve` processes on one store: a token changed through one is
refused by the other on its very next request (docs/design.md 8: "refused at once everywhere")."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from tests.conftest import STORES, database_url_for, drop_schema
from tests.e2e.conftest import _free_port, _wait_until_healthy
from tests.e2e.table import Person, Server


def start_logged(stack: ExitStack, command: list[str], log_path: Path) -> subprocess.Popen[bytes]:
    """`command` started with its output in `log_path` (the store comes from its own
    arguments, never from this environment), stopped when `stack` closes."""
    log = stack.enter_context(open(log_path, "w"))  # noqa: SIM115 - closed by the stack
    env = {k: v for k, v in os.environ.items() if k != "BRIDGE_LEDGER_DATABASE_URL"}
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)

    def stop() -> None:
        process.terminate()
        process.wait(timeout=30)

    stack.callback(stop)
    return process


@dataclass
class Pair:
    first: Server
    second: Server


def _serve(stack: ExitStack, data_dir: Path, url: str, name: str, *extra: str) -> httpx.Client:
    port = _free_port()
    command = [
        str(Path(sys.executable).parent / "bridge-ledger"),
        "serve",
        "--port",
        str(port),
        "--data-dir",
        str(data_dir),
        "--database-url",
        url,
        *extra,
    ]
    log_path = data_dir / f"serve-{name}.log"
    process = start_logged(stack, command, log_path)
    base = f"http://127.0.0.1:{port}"
    _wait_until_healthy(base, process, log_path)
    return stack.enter_context(httpx.Client(base_url=base, timeout=30))


@pytest.fixture(params=STORES)
def pair(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Pair]:
    """A fresh store (its only admin is `admin`) served by two processes."""
    store = str(request.param)
    url = database_url_for(store, tmp_path)
    try:
        with ExitStack() as stack:
            first = _serve(stack, tmp_path, url, "first")  # creates `admin` on the empty store
            second = _serve(stack, tmp_path, url, "second")
            token = (tmp_path / "admin.token").read_text().strip()
            yield Pair(
                Server(first, token, store, tmp_path), Server(second, token, store, tmp_path)
            )
    finally:
        drop_schema(url)


def on(server: Server, person: Person) -> Person:
    """The same person, speaking to another process."""
    return Person(server, person.name, person.token)


def test_a_token_revoked_through_one_process_is_refused_by_the_other(pair: Pair) -> None:
    alice = pair.first.person("alice")
    alice_there = on(pair.second, alice)
    assert alice_there.get("/users/me").status_code == 200  # the second process knows it now
    assert alice_there.get("/users/me").status_code == 200
    reply = pair.first.client.delete(f"/users/{alice.name}/token", headers=alice.headers)
    assert reply.status_code == 204
    assert alice_there.get("/users/me").status_code == 401
    assert alice.get("/users/me").status_code == 401


def test_a_token_revoked_by_an_admin_is_refused_by_both_at_once(pair: Pair) -> None:
    bob = pair.first.person("bob")
    for server in (pair.first, pair.second):
        assert on(server, bob).get("/users/me").status_code == 200
    admin_there = pair.second.admin
    reply = pair.second.client.delete(f"/users/{bob.name}/token", headers=admin_there.headers)
    assert reply.status_code == 204
    assert on(pair.first, bob).get("/users/me").status_code == 401
    assert on(pair.second, bob).get("/users/me").status_code == 401


def test_a_rotated_token_works_in_both_and_the_old_one_in_neither(pair: Pair) -> None:
    carol = pair.first.person("carol")
    for server in (pair.first, pair.second):
        assert on(server, carol).get("/users/me").status_code == 200
    reply = on(pair.second, carol).post(f"/users/{carol.name}/token")
    assert reply.status_code == 200
    renewed = Person(pair.first, carol.name, reply.json()["token"])
    for server in (pair.first, pair.second):
        assert on(server, carol).get("/users/me").status_code == 401
        assert on(server, renewed).get("/users/me").json() == {"name": carol.name, "role": "player"}


def test_a_role_changed_through_one_process_counts_in_the_other(pair: Pair) -> None:
    dave = pair.first.person("dave")
    dave_there = on(pair.second, dave)
    assert dave_there.get("/users").status_code == 403
    reply = pair.first.client.put(
        f"/users/{dave.name}/role", headers=pair.first.admin.headers, json={"role": "admin"}
    )
    assert reply.status_code == 200
    assert dave_there.get("/users").status_code == 200
    assert dave_there.get("/users/me").json() == {"name": dave.name, "role": "admin"}


def test_the_last_active_admin_keeps_the_role_and_the_token(pair: Pair) -> None:
    admin = pair.first.admin
    client = pair.first.client
    reply = client.put("/users/admin/role", headers=admin.headers, json={"role": "director"})
    assert reply.status_code == 409
    assert reply.json() == {
        "detail": "admin is the last active admin; give the admin role to someone else."
    }
    reply = client.delete("/users/admin/token", headers=admin.headers)
    assert reply.status_code == 409
    assert admin.get("/users/me").json() == {"name": "admin", "role": "admin"}
    # With a second admin, the first may step down.
    erin = pair.second.person("erin", "admin")
    reply = client.put("/users/admin/role", headers=admin.headers, json={"role": "director"})
    assert reply.json() == {"name": "admin", "role": "director", "active": True}
    reply = pair.second.client.delete(f"/users/{erin.name}/token", headers=erin.headers)
    assert reply.status_code == 409
    listing = pair.second.client.get("/users", headers=erin.headers, params={"role": "admin"})
    assert [user["name"] for user in listing.json()["items"]] == [erin.name]
