"""The stores and server a benchmark runs against: a free port and waiting for the server
to answer, PostgreSQL (BRIDGE_LEDGER_BENCH_POSTGRES_URL or a throwaway cluster kept
durable, scripts/pg_throwaway.sh), a fresh store for each measurement, removed when the
benchmark ends; `_none` where no PostgreSQL is wanted."""

from __future__ import annotations

import atexit
import http.client
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from api.settings import Settings  # noqa: E402


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_for(port: int) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
        try:
            connection.request("GET", "/health")
            if connection.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.1)
        finally:
            connection.close()
    raise RuntimeError(f"the server on port {port} did not start")


@contextmanager
def postgres_url() -> Iterator[str]:
    given = os.environ.get("BRIDGE_LEDGER_BENCH_POSTGRES_URL")
    if given:
        yield given
        return
    directory = tempfile.mkdtemp(prefix="bridge-ledger-bench-pg.")
    script = ROOT / "scripts" / "pg_throwaway.sh"
    started = subprocess.run(
        ["bash", str(script), "start", directory],
        check=True,
        capture_output=True,
        text=True,
        env={**os.environ, "PG_THROWAWAY_DURABLE": "1"},
    )
    try:
        yield started.stdout.strip().splitlines()[-1]
    finally:
        subprocess.run(["bash", str(script), "stop", directory], check=False)


def settings_for(store: str, pg_url: str | None) -> Settings:
    """A fresh store for one measurement; removed when the benchmark ends (a folder, or a
    PostgreSQL schema on a server the caller gave), so a run leaves nothing behind."""
    data_dir = Path(tempfile.mkdtemp(prefix=f"bridge-ledger-bench-{store}."))
    atexit.register(shutil.rmtree, data_dir, True)
    if store == "sqlite":
        return Settings(data_dir, f"sqlite:///{data_dir / 'bench.sqlite'}")
    settings = Settings(data_dir, f"{pg_url}?schema=bench_{uuid.uuid4().hex[:10]}")
    atexit.register(_drop_schema, settings)
    return settings


def _drop_schema(settings: Settings) -> None:
    import psycopg
    from psycopg import sql

    try:
        with psycopg.connect(settings.postgres_conninfo, autocommit=True) as connection:
            connection.execute(
                sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(
                    sql.Identifier(settings.postgres_schema)
                )
            )
    except psycopg.OperationalError:
        pass  # a throwaway cluster already stopped took the schema with it


@contextmanager
def _none() -> Iterator[None]:
    yield None
