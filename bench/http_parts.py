"""Where an HTTP card play's time goes in the server, part by part: `bench/run.py`'s
*HTTP plays/s* loop against a real `bridge-ledger serve`, with a timer around each part
of the request in the server process.

Run with `.venv/bin/python bench/http_parts.py [--boards 6] [--stores sqlite,postgresql]`.
Prints, in ms a card play, the client's round trip and, in the server, the wall time and
the CPU time of the event loop's thread (`time.thread_time`) of: the request in the
application (the ASGI call), reading the body, the dependencies (the token check among
them, with its question whether the users changed), the hop to the worker thread and
the command with its view in it (wall, and the worker's CPU), and writing the answer.
The load average is printed beside them; `TMPDIR=/dev/shm` puts the stores in memory.

PostgreSQL as in bench/run.py: BRIDGE_LEDGER_BENCH_POSTGRES_URL, or a throwaway cluster.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import run  # noqa: E402
import stores  # noqa: E402

REQUEST = "the request in the application"
# part -> [wall seconds, CPU seconds of the thread that ran it]
spent: defaultdict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
timing = [False]  # only the card plays are timed


def timed_async(part: str, function: Callable[..., Awaitable[Any]]) -> Callable[..., Any]:
    async def timer(*args: Any, **kwargs: Any) -> Any:
        if not timing[0]:
            return await function(*args, **kwargs)
        wall, cpu = time.perf_counter(), time.thread_time()
        try:
            return await function(*args, **kwargs)
        finally:
            spent[part][0] += time.perf_counter() - wall
            spent[part][1] += time.thread_time() - cpu

    return timer


def install_timers() -> None:
    """Wraps the parts of a request where the server looks them up at each call."""
    from fastapi import routing

    from api import replies, request_checks, tokens

    # Names the request handler looks up in its module at each call.
    for name, part in (
        ("solve_dependencies", "the dependencies (token check included)"),
        ("serialize_response", "writing the answer (its model, JSON)"),
    ):
        setattr(routing, name, timed_async(part, getattr(routing, name)))
    tokens.TokenCache.refresh = timed_async(  # type: ignore[method-assign]
        "  of which: have the users changed?", tokens.TokenCache.refresh
    )
    body = request_checks.StrictJSONRequest.json
    request_checks.StrictJSONRequest.json = timed_async(  # type: ignore[method-assign]
        "reading the body (JSON)", body
    )
    hop = replies.in_worker

    async def in_worker(work: Callable[[], Any]) -> Any:
        def measured() -> Any:
            if not timing[0]:
                return work()
            wall, cpu = time.perf_counter(), time.thread_time()
            try:
                return work()
            finally:
                spent["  of which the command and its view"][0] += time.perf_counter() - wall
                spent["  of which the command and its view"][1] += time.thread_time() - cpu

        return await timed_async("the hop to a worker thread and back", hop)(measured)

    replies.in_worker = in_worker


def serve(data_dir: Path, port: int, database_url: str, report: Path) -> None:
    """The server, timing the card plays (POST .../plays) only."""
    install_timers()
    from api import app as app_module

    create_app = app_module.create_app

    def timed_app(services: Any) -> Any:
        app = create_app(services)

        async def measured(scope: Any, receive: Any, send: Any) -> None:
            is_play = scope.get("type") == "http" and scope.get("path", "").endswith("/plays")
            timing[0] = is_play
            await timed_async(REQUEST, app)(scope, receive, send)
            timing[0] = False

        return measured

    app_module.create_app = timed_app
    from api.cli import serve as cli_serve

    def write_report(*_: Any) -> None:
        report.write_text(json.dumps(dict(spent)))

    signal.signal(signal.SIGUSR1, write_report)
    cli_serve(port=port, data_dir=data_dir, database_url=database_url)


def measure(store: str, pg_url: str | None, boards: int) -> None:
    settings = stores.settings_for(store, pg_url)
    port = stores._free_port()
    report = settings.data_dir / "parts.json"
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(settings.data_dir), str(port)],
        env={**os.environ, "BRIDGE_LEDGER_HTTP_PARTS_URL": settings.database_url},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        stores._wait_for(port)
        token = (settings.data_dir / "admin.token").read_text().strip()
        client = run.Client(port, token)
        plays, seconds, _ = run._play_boards(client, range(boards))
        health = []
        for _ in range(50):
            started = time.perf_counter()
            client.request("GET", "/health")
            health.append(time.perf_counter() - started)
        client.close()
        server.send_signal(signal.SIGUSR1)
        deadline = time.monotonic() + 10
        while not report.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        parts: dict[str, list[float]] = json.loads(report.read_text())
    finally:
        server.terminate()
        server.wait(timeout=30)
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(f"\n{store}: {plays} plays, load {' '.join(load)}; ms a play, wall and event-loop CPU")
    print(f"  {'the client round trip':<44}{seconds / plays * 1000:8.3f}")
    print(f"  {'GET /health round trip (median)':<44}{sorted(health)[25] * 1000:8.3f}")
    for part, (wall, cpu) in sorted(parts.items(), key=lambda item: -item[1][0]):
        print(f"  {part:<44}{wall / plays * 1000:8.3f}{cpu / plays * 1000:8.3f}")


def main() -> int:
    if sys.argv[1:2] == ["--serve"]:
        data_dir, port = Path(sys.argv[2]), int(sys.argv[3])
        url = os.environ["BRIDGE_LEDGER_HTTP_PARTS_URL"]
        serve(data_dir, port, url, data_dir / "parts.json")
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=6)
    parser.add_argument("--stores", default="sqlite,postgresql")
    args = parser.parse_args()
    stores = args.stores.split(",")
    with stores.postgres_url() if "postgresql" in stores else stores._none() as pg_url:
        for store in stores:
            measure(store, pg_url, args.boards)
    return 0


if __name__ == "__main__":
    sys.exit(main())
