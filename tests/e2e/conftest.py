"""A real `bridge-ledger serve` process per store, spoken to over HTTP."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from tests.conftest import STORES, database_url_for, drop_schema
from tests.e2e.table import Server


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session", params=STORES)
def server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Server]:
    store = str(request.param)
    data_dir = tmp_path_factory.mktemp(f"serve-{store}")
    url = database_url_for(store, data_dir)
    try:
        with serving(data_dir, url) as (client, token):
            yield Server(
                client=client,
                admin_token=token,
                store=store,
                data_dir=data_dir,
                database_url=url,
            )
    finally:
        drop_schema(url)


def bridge_ledger() -> str:
    return str(Path(sys.executable).parent / "bridge-ledger")


@contextmanager
def serving(data_dir: Path, url: str) -> Iterator[tuple[httpx.Client, str]]:
    """A `bridge-ledger serve` process on the store at `url`, until the block ends."""
    port = _free_port()
    command = [
        bridge_ledger(),
        "serve",
        "--port",
        str(port),
        "--data-dir",
        str(data_dir),
        "--database-url",
        url,
    ]
    log_path = data_dir / f"serve-{port}.log"
    log = open(log_path, "w")  # noqa: SIM115 - closed below
    env = {k: v for k, v in os.environ.items() if k != "BRIDGE_LEDGER_DATABASE_URL"}
    env.setdefault("BRIDGE_LEDGER_ROBOT_SAMPLES", "3")  # the machine's cores are shared
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_healthy(base, process, log_path)
        token = (data_dir / "admin.token").read_text().strip()
        # An idle connection is dropped by the client before the server's keep-alive (5 s,
        # api/http_limits.py) closes it: at httpx's default, also 5 s, a request can go out
        # on a connection the server is closing that instant (the likely cause of one
        # "connection reset" under load; not reproduced on an idle machine).
        limits = httpx.Limits(keepalive_expiry=2.0)
        with httpx.Client(base_url=base, timeout=30, limits=limits) as client:
            yield client, token
    finally:
        process.terminate()
        process.wait(timeout=30)
        log.close()


def _wait_until_healthy(base: str, process: subprocess.Popen[bytes], log: Path) -> None:
    # One client for every try: `httpx.get` makes a client each time, and each loads the
    # certificate authorities for its TLS context (35 ms of CPU, up to 0.1 s on a busy
    # machine), tried ten times a second while the server starts: seconds of CPU a server.
    deadline = time.monotonic() + 60
    with httpx.Client(timeout=1) as client:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError(f"bridge-ledger serve exited:\n{log.read_text()}")
            try:
                if client.get(f"{base}/health").status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
    raise RuntimeError(f"bridge-ledger serve did not become healthy:\n{log.read_text()}")
