"""`bridge-ledger project`: the read models written by a process of their own, for
servers started with `serve --projections elsewhere` on one PostgreSQL (docs/design.md 2:
"several stateless serve processes and projections as their own process")."""

from __future__ import annotations

import signal
import threading
import time
from typing import Annotated

import typer

from api.cli_common import DatabaseUrl, DataDir, settings_of
from api.services import open_services
from api.store_lock import StoreLock

IDLE_PAUSE = 0.005  # seconds between two reads of the logs that found nothing new


def project(
    data_dir: DataDir = None,
    database_url: DatabaseUrl = None,
    seconds: Annotated[
        float, typer.Option(help="stop after this long (0: until interrupted)", min=0)
    ] = 0,
) -> None:
    """write the read models as the logs grow, for servers run with --projections elsewhere"""
    settings = settings_of(data_dir, database_url)
    lock = StoreLock(settings)
    lock.hold(alone=False)
    services = open_services(settings)  # a service like `serve`: it may make the store
    stopping = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopping.set())
    deadline = time.monotonic() + seconds if seconds else None
    print(f"Projecting the read models of {settings.store} store", flush=True)
    projected = 0
    try:
        while not stopping.is_set() and (deadline is None or time.monotonic() < deadline):
            read = sum(runner.catch_up() for runner in services.runners)
            projected += read
            if not read:
                stopping.wait(IDLE_PAUSE)
    except KeyboardInterrupt:
        pass
    finally:
        services.close()
        lock.release()
    print(f"Projected {projected} events.")
