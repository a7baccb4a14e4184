"""What the hostile-edge tests share (issue 32): a `bridge-ledger serve` of a test's own,
which it may starve of file handles or kill, and the probes run against it. The tests
are split by concern: test_hostile_connections (no client stalls the server),
test_hostile_import_atomic (an import is all or nothing), test_hostile_import_memory (a
hostile file costs bounded memory and answer), test_hostile_import_values (a bad value
is refused with its line), test_hostile_sentences (limits and choices are told)."""

from __future__ import annotations

import contextlib
import os
import resource
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from tests.e2e.conftest import _free_port, _wait_until_healthy, bridge_ledger
from tests.e2e.table import Person, Server

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
HEALTH_WITHIN = 1.0  # seconds
CHAMPIONSHIP = (FIXTURES / "pbn" / "endplay-example2.pbn").read_bytes()  # 299 records
LIN_DEAL = "md|3S25H79TD35AC357JA,S368JQH28ADJKC68Q,S79TAH356KD26789C,|"


@dataclass
class Served:
    process: subprocess.Popen[bytes]
    base: str
    port: int
    token: str
    log: Path


@contextmanager
def dedicated(data_dir: Path, url: str, files: int | None = None) -> Iterator[Served]:
    """A `bridge-ledger serve` of its own (which a test may kill), at most `files` open
    files when given."""
    port = _free_port()
    log = data_dir / f"serve-{port}.log"
    command = [bridge_ledger(), "serve", "--port", str(port), "--data-dir", str(data_dir)]
    env = {k: v for k, v in os.environ.items() if k != "BRIDGE_LEDGER_DATABASE_URL"}

    def limited() -> None:
        if files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

    with open(log, "a") as output:
        process = subprocess.Popen(
            [*command, "--database-url", url],
            stdout=output,
            stderr=subprocess.STDOUT,
            env=env,
            preexec_fn=limited,  # only setrlimit, before exec
        )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_healthy(base, process, log)
        token = (data_dir / "admin.token").read_text().strip()
        yield Served(process, base, port, token, log)
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=30)


def health_seconds(base: str) -> float:
    """How long a fresh connection takes to get /health answered 200."""
    began = time.monotonic()
    reply = httpx.get(f"{base}/health", timeout=10)
    assert reply.status_code == 200, reply.text
    return time.monotonic() - began


def boards_of(served: Served) -> int:
    with httpx.Client(base_url=served.base, timeout=30) as client:
        owner = Person(Server(client, served.token, "", Path()), "admin", served.token)
        return len(owner.boards())


def import_in_background(served: Served, data: bytes) -> threading.Thread:
    def send() -> None:
        with contextlib.suppress(httpx.HTTPError):  # the server was killed under it
            httpx.post(
                f"{served.base}/boards/import",
                content=data,
                headers={"Authorization": f"Bearer {served.token}"},
                timeout=300,
            )

    thread = threading.Thread(target=send)
    thread.start()
    return thread


def run_command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([bridge_ledger(), *args], capture_output=True, text=True, timeout=120)
