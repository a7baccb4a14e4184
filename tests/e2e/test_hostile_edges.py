"""Hard edges (issue 32): no client can stall the server, an import is all or nothing, a
hostile file gets a sentence with its line and costs a bounded amount of memory and time.

The server-level tests run a dedicated `bridge-ledger serve` each: one allowed far fewer
open files than the slow clients it is sent, so that the point (more half-sent requests
than the process has file handles) is proved in seconds, not with 20,000 sockets.
"""

from __future__ import annotations

import contextlib
import os
import resource
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from tests.conftest import STORES, database_url_for, drop_schema
from tests.e2e.conftest import _free_port, _wait_until_healthy, bridge_ledger
from tests.e2e.table import Person, Server

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
SERVER_FILES = 1024  # the dedicated server's limit on open files
SLOW_CLIENTS = 3 * SERVER_FILES
HEALTH_WITHIN = 1.0  # seconds


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


def slow_client(port: int) -> socket.socket:
    """A connection that starts a request and never finishes its headers."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    return sock


def raise_own_file_limit(wanted: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(wanted, hard), hard))


def test_more_slow_clients_than_file_handles_leave_health_answering(tmp_path: Path) -> None:
    raise_own_file_limit(SLOW_CLIENTS + 256)
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path), files=SERVER_FILES) as served:
        clients: list[socket.socket] = []
        worst = 0.0
        try:
            for number in range(SLOW_CLIENTS):
                # refused or reset once the server is full: as a client would see
                with contextlib.suppress(OSError):
                    clients.append(slow_client(served.port))
                if number % 500 == 0:
                    worst = max(worst, health_seconds(served.base))
            assert len(clients) > SERVER_FILES  # more than the server could ever hold
            assert worst < HEALTH_WITHIN
            time.sleep(0.5)  # the slow ones have now waited long enough to be closed
            during = [health_seconds(served.base) for _ in range(20)]
        finally:
            for sock in clients:
                sock.close()
        assert max(during) < HEALTH_WITHIN, during
        assert health_seconds(served.base) < HEALTH_WITHIN
        assert "Traceback" not in served.log.read_text()


def _huge_header(port: int, megabytes: int, answers: list[bytes]) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        chunk = b"a" * (1024 * 1024)
        try:
            sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Huge: ")
            for _ in range(megabytes):
                sock.sendall(chunk)
            sock.sendall(b"\r\n\r\n")
        except OSError:
            pass  # the server closed the connection: what it answered first is below
        answers.append(sock.recv(4096))


def test_huge_headers_are_refused_early_and_leave_health_answering(tmp_path: Path) -> None:
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path)) as served:
        answers: list[bytes] = []
        senders = [
            threading.Thread(target=_huge_header, args=(served.port, 100, answers))
            for _ in range(2)
        ]
        for sender in senders:
            sender.start()
        during = [health_seconds(served.base) for _ in range(10)]
        for sender in senders:
            sender.join(timeout=60)
        assert max(during) < HEALTH_WITHIN, during
        assert len(answers) == 2
        for answer in answers:
            assert answer.startswith(b"HTTP/1.1 431 "), answer[:80]
            assert b"larger than 64 KiB" in answer


def test_a_request_head_that_never_ends_is_closed(tmp_path: Path) -> None:
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path)) as served:
        sock = slow_client(served.port)
        sock.settimeout(30)
        began = time.monotonic()
        answer = sock.recv(4096)
        waited = time.monotonic() - began
        sock.close()
        assert answer.startswith(b"HTTP/1.1 408 "), answer[:80]
        assert 5 < waited < 20  # the server's head timeout, 10 s


# ---- an import is all or nothing -----------------------------------------------------
CHAMPIONSHIP = (FIXTURES / "pbn" / "endplay-example2.pbn").read_bytes()  # 299 records
COPIES = 1


def _boards_of(served: Served) -> int:
    with httpx.Client(base_url=served.base, timeout=30) as client:
        owner = Person(Server(client, served.token, "", Path()), "admin", served.token)
        return len(owner.boards())


def _import_in_background(served: Served, data: bytes) -> threading.Thread:
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


@pytest.mark.parametrize("store", STORES)
def test_kill_9_during_an_import_leaves_all_of_it_or_none(store: str, tmp_path: Path) -> None:
    """Three trials: the server killed at a quarter, at half and near the end of the time
    a whole import takes; after each, the store holds every board of the file or none."""
    url = database_url_for(store, tmp_path)
    data = CHAMPIONSHIP * COPIES
    whole = 299 * COPIES
    try:
        with dedicated(tmp_path, url) as served:
            began = time.monotonic()
            _import_in_background(served, data).join()
            took = time.monotonic() - began
            assert _boards_of(served) == whole
        expected = whole
        for fraction in (0.25, 0.5, 0.9):
            with dedicated(tmp_path, url) as served:
                sender = _import_in_background(served, data)
                time.sleep(took * fraction)
                served.process.send_signal(signal.SIGKILL)
                served.process.wait(timeout=30)
                sender.join()
            with dedicated(tmp_path, url) as served:
                found = _boards_of(served)
            assert found in (expected, expected + whole), (fraction, found, expected)
            expected = found
    finally:
        drop_schema(url)


def test_an_import_the_client_abandons_imports_nothing(tmp_path: Path) -> None:
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path)) as served:
        data = CHAMPIONSHIP * COPIES
        with socket.create_connection(("127.0.0.1", served.port)) as sock:
            head = (
                f"POST /boards/import HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer "
                f"{served.token}\r\nContent-Length: {len(data)}\r\n\r\n"
            )
            sock.sendall(head.encode() + data)
            time.sleep(0.5)  # the server is reading the records
        deadline = time.monotonic() + 60
        while "nothing of it was" not in served.log.read_text() and time.monotonic() < deadline:
            time.sleep(0.2)  # until the server has read every record and found nobody waiting
        assert "nothing of it was" in served.log.read_text()
        assert _boards_of(served) == 0
