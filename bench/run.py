"""Benchmarks: HTTP card plays and full-board replay next to the raw event store.

Run with `make bench` (or `.venv/bin/python bench/run.py [--boards N]`). Each store is
measured in the same run on the same machine:

  (a) card plays per second through the HTTP app (auth, command, save, read models
      caught up, board view), over N boards played to the end;
  (b) a full-board replay request (GET /boards/{id}/replay at the last step);
  (c) the raw event store: one-event saves per second of a bare aggregate;
  (d) the raw event store: repository.get of an aggregate with as many events as a board.

PostgreSQL comes from BRIDGE_LEDGER_BENCH_POSTGRES_URL, or a throwaway cluster that
this script starts with scripts/pg_throwaway.sh and removes afterwards.
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import httpx
from eventsourcing.application import Application
from eventsourcing.domain import Aggregate

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from api.services import prepare_store  # noqa: E402
from api.settings import Settings  # noqa: E402


class Counter(Aggregate):
    """A bare aggregate for the raw-store baseline."""

    class Incremented(Aggregate.Event):
        by: int

        def apply(self, counter: Counter) -> None:
            counter.total += self.by

    def __init__(self) -> None:
        self.total = 0

    def increment(self) -> None:
        self.trigger_event(self.Incremented, by=1)


class RawStore(Application[uuid.UUID]):
    name = "RawStore"


def bench_http(settings: Settings, boards: int, tables: int) -> dict[str, float]:
    """Plays boards against a real `bridge-ledger serve` over loopback HTTP: first one
    table alone (latency), then `tables` tables at once (throughput)."""
    port = _free_port()
    command = [
        str(Path(sys.executable).parent / "bridge-ledger"),
        "serve",
        "--port",
        str(port),
        "--data-dir",
        str(settings.data_dir),
        "--database-url",
        settings.database_url,
    ]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_for(base)
        token = (settings.data_dir / "admin.token").read_text().strip()
        headers = {"Authorization": f"Bearer {token}"}

        def client() -> httpx.Client:
            return httpx.Client(base_url=base, headers=headers, timeout=60)

        with client() as alone:
            plays, seconds, board_ids = _play_boards(alone, range(boards))
            replay = _replays(alone, board_ids)
        started = time.perf_counter()
        with ThreadPoolExecutor(tables) as pool:
            shares = [range(boards + t, boards * 2, tables) for t in range(tables)]
            results = list(pool.map(lambda share: _play_boards(client(), share), shares))
        wall = time.perf_counter() - started
    finally:
        server.terminate()
        server.wait(timeout=30)
    return {
        "plays_per_second": plays / seconds,
        "plays_per_second_tables": sum(r[0] for r in results) / wall,
        **replay,
    }


def _play_boards(client: httpx.Client, seeds: range) -> tuple[int, float, list[str]]:
    """Plays one board per seed to the end; returns (cards played, seconds in plays, ids)."""
    play_seconds = 0.0
    plays = 0
    board_ids: list[str] = []
    for number in seeds:
        view = client.post("/boards", json={"seed": number}).json()
        board_id = view["id"]
        for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
            view = client.post(
                f"/boards/{board_id}/calls", json={"seat": view["next"], "call": call}
            ).json()
        rng = random.Random(number)
        trick: list[str] = []
        while view["phase"] == "play":
            seat = view["next"]
            hand = view["hands"][seat]
            led = trick[0][0] if trick else None
            card = rng.choice([c for c in hand if c[0] == led] or hand)
            started = time.perf_counter()
            reply = client.post(f"/boards/{board_id}/plays", json={"seat": seat, "card": card})
            play_seconds += time.perf_counter() - started
            assert reply.status_code == 201, reply.text
            plays += 1
            view = reply.json()
            trick = [] if len(trick) == 3 else [*trick, card]
        board_ids.append(board_id)
    return plays, play_seconds, board_ids


def _replays(client: httpx.Client, board_ids: list[str]) -> dict[str, float]:
    """Times replay requests at every step of each board, in order, as a viewer would."""
    times = []
    last = 0
    for board_id in board_ids:
        last = client.get(f"/boards/{board_id}").json()["version"] - 1
        for step in range(last + 1):
            started = time.perf_counter()
            reply = client.get(f"/boards/{board_id}/replay", params={"step": step})
            times.append(time.perf_counter() - started)
            assert reply.status_code == 200
        started = time.perf_counter()
        client.get(f"/boards/{board_id}/replay", params={"step": last})
    full = []
    for board_id in board_ids:
        started = time.perf_counter()
        client.get(f"/boards/{board_id}/replay", params={"step": last})
        full.append(time.perf_counter() - started)
    started = time.perf_counter()
    client.get("/health")
    health = time.perf_counter() - started
    return {
        "replay_ms_median": statistics.median(full) * 1000,
        "replay_ms_p95": sorted(times)[int(len(times) * 0.95)] * 1000,
        "health_ms": health * 1000,
        "events_per_board": float(last + 1),
    }


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_for(base: str) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{base}/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise RuntimeError(f"the server at {base} did not start")


def bench_raw(settings: Settings, saves: int, events_per_get: int) -> dict[str, float]:
    prepare_store(settings)
    app = RawStore(env=settings.eventsourcing_env())
    counters = [Counter() for _ in range(max(1, saves // 60))]
    for counter in counters:
        app.save(counter)
    started = time.perf_counter()
    for index in range(saves):
        counter = counters[index % len(counters)]
        counter.increment()
        app.save(counter)
    save_rate = saves / (time.perf_counter() - started)
    long_lived = Counter()
    for _ in range(events_per_get - 1):
        long_lived.increment()
    app.save(long_lived)
    get_times = []
    for _ in range(50):
        started = time.perf_counter()
        app.repository.get(long_lived.id)
        get_times.append(time.perf_counter() - started)
    app.close()
    return {"saves_per_second": save_rate, "get_ms_median": statistics.median(get_times) * 1000}


@contextmanager
def postgres_url() -> Iterator[str]:
    given = os.environ.get("BRIDGE_LEDGER_BENCH_POSTGRES_URL")
    if given:
        yield given
        return
    directory = tempfile.mkdtemp(prefix="bridge-ledger-bench-pg.")
    script = ROOT / "scripts" / "pg_throwaway.sh"
    started = subprocess.run(
        ["bash", str(script), "start", directory], check=True, capture_output=True, text=True
    )
    try:
        yield started.stdout.strip().splitlines()[-1]
    finally:
        subprocess.run(["bash", str(script), "stop", directory], check=False)


def settings_for(store: str, pg_url: str | None) -> Settings:
    data_dir = Path(tempfile.mkdtemp(prefix=f"bridge-ledger-bench-{store}."))
    if store == "sqlite":
        return Settings(data_dir, f"sqlite:///{data_dir / 'bench.sqlite'}")
    return Settings(data_dir, f"{pg_url}?schema=bench_{uuid.uuid4().hex[:10]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=20)
    parser.add_argument("--tables", type=int, default=4, help="tables playing at once")
    parser.add_argument("--stores", default="sqlite,postgresql")
    args = parser.parse_args()
    stores = args.stores.split(",")
    rows: list[tuple[str, dict[str, float], dict[str, float]]] = []
    with postgres_url() if "postgresql" in stores else _none() as pg_url:
        for store in stores:
            http = bench_http(settings_for(store, pg_url), args.boards, args.tables)
            raw = bench_raw(
                settings_for(store, pg_url),
                saves=args.boards * 52,
                events_per_get=int(http["events_per_board"]),
            )
            rows.append((store, http, raw))
    print(f"\nBridge Ledger benchmark: {args.boards} boards per store, {os.cpu_count()} CPUs\n")
    print(
        f"{'store':<11}{'raw saves/s':>12}{'HTTP plays/s':>13}{'ratio':>7}"
        f"{f'{args.tables} tables/s':>12}{'ratio':>7}{'replay ms':>11}{'p95 any step':>14}"
        f"{'raw get ms':>12}{'/health ms':>12}"
    )
    for store, http, raw in rows:
        saves = raw["saves_per_second"]
        print(
            f"{store:<11}{saves:>12.0f}{http['plays_per_second']:>13.0f}"
            f"{http['plays_per_second'] / saves:>7.2f}{http['plays_per_second_tables']:>12.0f}"
            f"{http['plays_per_second_tables'] / saves:>7.2f}{http['replay_ms_median']:>11.2f}"
            f"{http['replay_ms_p95']:>14.2f}{raw['get_ms_median']:>12.2f}{http['health_ms']:>12.2f}"
        )
    print(
        "\nTargets: HTTP plays/s at least half the raw saves/s (ratio >= 0.50); a full-board "
        "replay request (GET /boards/{id}/replay at the last step) under 3 ms."
    )
    return 0


@contextmanager
def _none() -> Iterator[None]:
    yield None


if __name__ == "__main__":
    sys.exit(main())
