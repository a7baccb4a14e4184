"""Benchmarks of the bidding systems and the PID, next to the floor, on both stores.

Run with `.venv/bin/python bench/systems.py [--stores sqlite,postgresql]`. Per store, in
one run on the same machine:

  - the floor: a raw event-store save of a one-event aggregate (in process), and an
    empty request (GET /health) over HTTP;
  - creating a system from the 2/1 base and every convention that fits with the others
    (in process and over HTTP);
  - a swap (RKCB 1430 <-> 0314) on a small system (base + one convention) and on the
    full one: it must not grow with the system's size;
  - a meaning lookup, p50 and p99, in process (authorization + PID query) and over HTTP.

Targets: lookup p99 under 2 ms over HTTP; a swap under 50 ms, not growing with size;
full creation under 300 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from run import ROOT, Client, RawBaseline
from stores import _free_port, _none, _wait_for, postgres_url, settings_for

sys.path.insert(0, str(ROOT))

from api.services import open_services
from api.settings import Settings
from api.system_catalog import library_catalog
from domain.actors import Actor, Role
from domain.bidding.commands import CreateSystem, SwapConvention
from projections.pid_queries import PidQueries

BASE = "2_1_game_force"
SWAP = ("rkcb_1430", "rkcb_0314")
LOOKUPS = 2000
ALICE = Actor("alice", Role.PLAYER)


def every_fitting_convention() -> list[str]:
    """Every convention of the library that can be in one system with the ones before
    it (those a convention continues come first; the later of a conflicting pair goes)."""
    conventions = library_catalog().library.conventions
    chosen: list[str] = []
    pending = sorted(conventions)
    while pending:
        ready = [c for c in pending if all(r in chosen for r in conventions[c].requires)]
        if not ready:
            break
        module = conventions[ready[0]]
        pending.remove(module.id)
        clash = any(
            other in module.conflicts_with or module.id in conventions[other].conflicts_with
            for other in chosen
        )
        if not clash and BASE in module.applies_to:
            chosen.append(module.id)
    if SWAP[1] in chosen:
        chosen.remove(SWAP[1])
    if SWAP[0] not in chosen:
        chosen.append(SWAP[0])
    return chosen


def _ms(work: Callable[[], Any], times: int) -> list[float]:
    spent = []
    for _ in range(times):
        started = time.perf_counter()
        work()
        spent.append((time.perf_counter() - started) * 1000)
    return spent


def _p(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def _sequences() -> list[str]:
    library = library_catalog().library
    sequences = [rule.sequence for rule in library.systems[BASE].rules]
    for convention_id in every_fitting_convention():
        sequences += [rule.sequence for rule in library.conventions[convention_id].rules]
    random.Random(7).shuffle(sequences)
    return sequences


def _create(name: str, conventions: list[str]) -> CreateSystem:
    return CreateSystem(name=name, base=BASE, conventions=tuple(conventions))


def bench_in_process(settings: Settings, raw: RawBaseline) -> dict[str, float]:
    services = open_services(settings)
    full = every_fitting_convention()
    systems = services.systems
    try:
        raw_ms = _ms(lambda: raw.save_events(1), 200)
        create_full = _ms(lambda: systems.execute(ALICE, _create("Full", full)), 5)
        small_id = str(systems.execute(ALICE, _create("Small", [SWAP[0]])).id)
        full_id = str(systems.execute(ALICE, _create("Full", full)).id)
        swaps: dict[str, list[float]] = {}
        for label, sid in (("small", small_id), ("full", full_id)):
            spent: list[float] = []
            for index in range(20):
                old, new = SWAP if index % 2 == 0 else SWAP[::-1]
                swap = SwapConvention(system_id=sid, remove=old, add=new)
                spent += _ms(partial(systems.execute, ALICE, swap), 1)
            swaps[label] = spent
        sequences = _sequences()

        def lookup(index: int) -> None:
            PidQueries.may_read(services.database, full_id, ALICE.name, False)
            PidQueries.meaning(services.database, full_id, sequences[index % len(sequences)])

        counter = iter(range(LOOKUPS))
        lookups = _ms(lambda: lookup(next(counter)), LOOKUPS)
        rules = sum(1 for _ in PidQueries.rules(services.database, full_id, None))
    finally:
        services.close()
    return {
        "conventions": float(len(full)),
        "rules": float(rules),
        "raw_save_ms": statistics.median(raw_ms),
        "create_ms": statistics.median(create_full),
        "swap_small_ms": statistics.median(swaps["small"]),
        "swap_full_ms": statistics.median(swaps["full"]),
        "swap_full_max_ms": max(swaps["full"]),
        "lookup_p50_ms": _p(lookups, 0.5),
        "lookup_p99_ms": _p(lookups, 0.99),
    }


def bench_http(settings: Settings) -> dict[str, float]:
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
    full = every_fitting_convention()
    try:
        _wait_for(port)
        client = Client(port, (settings.data_dir / "admin.token").read_text().strip())
        body = {"name": "Full", "base": BASE, "conventions": full}
        client.request("POST", "/systems", body)  # the server parses the library once
        create = _ms(lambda: client.request("POST", "/systems", body), 5)
        status, system = client.request("POST", "/systems", body)
        assert status == 201, system
        sid = system["id"]
        swaps: list[float] = []
        for index in range(20):
            old, new = SWAP if index % 2 == 0 else SWAP[::-1]
            pair = {"remove": old, "add": new}
            path = f"/systems/{sid}/conventions/swap"
            swaps += _ms(partial(client.request, "POST", path, pair), 1)
        sequences = _sequences()
        counter = iter(range(LOOKUPS))

        def lookup() -> None:
            sequence = sequences[next(counter) % len(sequences)]
            client.request("GET", f"/systems/{sid}/meaning?sequence={sequence}")

        lookups = _ms(lookup, LOOKUPS)
        health = _ms(lambda: client.request("GET", "/health"), LOOKUPS)
        client.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    return {
        "http_create_ms": statistics.median(create),
        "http_swap_ms": statistics.median(swaps),
        "http_lookup_p50_ms": _p(lookups, 0.5),
        "http_lookup_p99_ms": _p(lookups, 0.99),
        "health_p50_ms": _p(health, 0.5),
        "health_p99_ms": _p(health, 0.99),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stores", default="sqlite,postgresql")
    args = parser.parse_args()
    stores = args.stores.split(",")
    rows: list[tuple[str, dict[str, float]]] = []
    with postgres_url() if "postgresql" in stores else _none() as pg_url:
        for store in stores:
            raw = RawBaseline(settings_for(store, pg_url))
            try:
                row = bench_in_process(settings_for(store, pg_url), raw)
            finally:
                raw.close()
            row.update(bench_http(settings_for(store, pg_url)))
            rows.append((store, row))
    first = rows[0][1]
    print(
        f"\nBidding systems: 2/1 base + {first['conventions']:.0f} conventions "
        f"({first['rules']:.0f} PID rows), {os.cpu_count()} CPUs; all figures in ms\n"
    )
    columns = [
        ("raw save", "raw_save_ms"),
        ("create", "create_ms"),
        ("swap small", "swap_small_ms"),
        ("swap full", "swap_full_ms"),
        ("swap max", "swap_full_max_ms"),
        ("lookup p50", "lookup_p50_ms"),
        ("lookup p99", "lookup_p99_ms"),
        ("HTTP create", "http_create_ms"),
        ("HTTP swap", "http_swap_ms"),
        ("HTTP p50", "http_lookup_p50_ms"),
        ("HTTP p99", "http_lookup_p99_ms"),
        ("/health p50", "health_p50_ms"),
        ("/health p99", "health_p99_ms"),
    ]
    print(f"{'store':<11}" + "".join(f"{title:>12}" for title, _ in columns))
    for store, row in rows:
        print(f"{store:<11}" + "".join(f"{row[key]:>12.2f}" for _, key in columns))
    print(
        "\nTargets: HTTP lookup p99 < 2 ms; swap < 50 ms and the same on a small and a full "
        "system; creation from the base and every convention < 300 ms."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
