"""Many tables: 32 clients at once, each playing its own boards, against one server.

Run with `.venv/bin/python bench/tables.py [--tables 32] [--seconds 30] [--store
sqlite|postgresql|both]`. Per store, on a fresh store and a real `bridge-ledger serve`:
every client (a thread with its own keep-alive connection and its own player) creates a
board, bids it to 3NT and plays it out, then the next, until the time is up. Printed:
card plays per second over the whole run, the latency of a play (p50, p99), the errors
(any answer but 201 to a call or a play; the target is none), and the headroom over a
100-table tournament, which needs about 40 plays a second.

The clients run on the same machine as the server (2 cores here, shared with other
work): they take part of the CPU the server would have. The floor, an empty request
(GET /health) from one client before the run, is printed beside the figures, and the
load average too.

PostgreSQL as in bench/run.py: BRIDGE_LEDGER_BENCH_POSTGRES_URL, or a throwaway cluster
with the server's durable defaults.
"""

from __future__ import annotations

import argparse
import random
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import AUCTION, Client, PlayRefused, play_out  # noqa: E402
from scale import load_average, p  # noqa: E402
from server import Server  # noqa: E402
from stores import _none, postgres_url, settings_for  # noqa: E402

from api.cli import bootstrap_admin  # noqa: E402
from api.services import open_services  # noqa: E402
from api.settings import Settings  # noqa: E402
from domain.actors import Role  # noqa: E402

TOURNAMENT_PLAYS_PER_SECOND = 40.0  # 100 tables, ~26 boards of 52 cards in 4 hours


@dataclass
class TableResult:
    plays_ms: list[float] = field(default_factory=list)
    boards: int = 0
    errors: list[str] = field(default_factory=list)


@dataclass
class StoreResult:
    store: str
    load_before: str
    load_after: str
    seconds: float
    health_ms: float
    tables: list[TableResult]

    @property
    def plays(self) -> list[float]:
        return [ms for table in self.tables for ms in table.plays_ms]

    @property
    def errors(self) -> list[str]:
        return [error for table in self.tables for error in table.errors]


def play_until(client: Client, table: int, deadline: float) -> TableResult:
    """Boards played one after another by one table until `deadline` (a board under way
    then is played out, so that every board ends complete)."""
    result = TableResult()
    rng = random.Random(table)
    while time.perf_counter() < deadline:
        status, view = client.request("POST", "/boards", {"seed": rng.randrange(10**9)})
        if status != 201:
            result.errors.append(f"create: {status} {str(view)[:200]}")
            continue
        board_id = view["id"]
        for call in AUCTION:
            body = {"seat": view["next"], "call": call}
            status, view = client.request("POST", f"/boards/{board_id}/calls", body)
            if status != 201:
                result.errors.append(f"call: {status} {str(view)[:200]}")
                return result
        try:
            for seconds in play_out(client, board_id, view, rng.randrange(10**9)):
                result.plays_ms.append(seconds * 1000)
        except PlayRefused as refused:
            result.errors.append(str(refused))
            return result
        result.boards += 1
    return result


def bench_store(store: str, settings: Settings, tables: int, seconds: float) -> StoreResult:
    services = open_services(settings)
    try:
        bootstrap_admin(services)
        tokens = [services.app.register_user(f"table{t}", Role.PLAYER)[1] for t in range(tables)]
    finally:
        services.close()
    server = Server(settings)
    try:
        clients = [Client(server.port, token) for token in tokens]
        floor = []
        for _ in range(200):
            started = time.perf_counter()
            clients[0].request("GET", "/health")
            floor.append((time.perf_counter() - started) * 1000)
        load_before = load_average()
        started = time.perf_counter()
        deadline = started + seconds
        ready = threading.Barrier(tables)

        def table(index: int) -> TableResult:
            ready.wait()  # every table starts at once
            return play_until(clients[index], index, deadline)

        with ThreadPoolExecutor(tables) as pool:
            results = list(pool.map(table, range(tables)))
        wall = time.perf_counter() - started
        load_after = load_average()
        for client in clients:
            client.close()
    finally:
        server.stop()
    return StoreResult(store, load_before, load_after, wall, p(floor, 0.5), results)


def report(results: list[StoreResult], tables: int) -> None:
    print(f"\n{tables} tables at once, each playing its own boards; one server per store")
    print(
        f"{'store':<11}{'seconds':>8}{'boards':>7}{'plays':>7}{'plays/s':>8}"
        f"{'p50 ms':>8}{'p99 ms':>8}{'errors':>7}{'headroom':>9}{'/health ms':>11}"
        f"{'load before':>16}{'load after':>16}"
    )
    for row in results:
        plays = row.plays
        rate = len(plays) / row.seconds
        print(
            f"{row.store:<11}{row.seconds:>8.1f}{sum(t.boards for t in row.tables):>7}"
            f"{len(plays):>7}{rate:>8.0f}{p(plays, 0.5):>8.1f}{p(plays, 0.99):>8.1f}"
            f"{len(row.errors):>7}{rate / TOURNAMENT_PLAYS_PER_SECOND:>8.1f}x"
            f"{row.health_ms:>11.2f}{row.load_before:>16}{row.load_after:>16}"
        )
        for error in row.errors[:5]:
            print(f"  error: {error}")
    print(
        f"\nHeadroom: plays/s over the {TOURNAMENT_PLAYS_PER_SECOND:.0f} plays/s of a "
        "100-table tournament. Target: no errors."
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--store", choices=("sqlite", "postgresql", "both"), default="both")
    args = parser.parse_args()
    stores = ["sqlite", "postgresql"] if args.store == "both" else [args.store]
    results = []
    with postgres_url() if "postgresql" in stores else _none() as pg_url:
        for store in stores:
            settings = settings_for(store, pg_url)
            results.append(bench_store(store, settings, args.tables, args.seconds))
    report(results, args.tables)
    return 0


if __name__ == "__main__":
    sys.exit(main())
