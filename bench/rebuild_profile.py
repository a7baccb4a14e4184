"""Where a rebuild's time goes: the boards' log read and decoded alone (the floor), then
the whole rebuild, then the whole rebuild under cProfile, on one store of random boards.

Run with `.venv/bin/python bench/rebuild_profile.py [--boards 1000] [--store sqlite|
postgresql] [--top 25] [--repeat 1]`. Prints events/s of (a) reading the log in the
runner's batches, (b) turning those notifications into domain events, (c) the rebuild
(`runner.rebuild`, what `bridge-ledger rebuild` runs for the boards' log; `--repeat`
times it that many times), and the functions that took the most time under the profiler
(cumulative, then own time).

PostgreSQL as in bench/run.py: BRIDGE_LEDGER_BENCH_POSTGRES_URL, or a throwaway cluster.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from grown_store import BENCH_OWNER, IMPORT_CHUNK  # noqa: E402
from random_records import random_records  # noqa: E402
from scale import load_average  # noqa: E402
from stores import _none, postgres_url, settings_for  # noqa: E402

from api.services import Services, open_services  # noqa: E402
from interchange.importer import import_records  # noqa: E402
from projections.runner import BATCH_SIZE  # noqa: E402


def fill(services: Services, boards: int) -> None:
    services.app.register_user(BENCH_OWNER.name, BENCH_OWNER.role)
    records = random_records(boards, seed=20)
    for start in range(0, boards, IMPORT_CHUNK):
        chunk = [next(records) for _ in range(min(IMPORT_CHUNK, boards - start))]
        import_records(services.app, BENCH_OWNER, chunk)


def read_and_decode(services: Services) -> tuple[int, float, float]:
    """(events, seconds reading the log, seconds decoding it), in the runner's batches."""
    app = services.app
    reading = decoding = 0.0
    events = 0
    start = 1
    while True:
        began = time.perf_counter()
        notifications = app.notification_log.select(start=start, limit=BATCH_SIZE)
        read = time.perf_counter()
        for notification in notifications:
            app.mapper.to_domain_event(notification)
        decoding += time.perf_counter() - read
        reading += read - began
        if not notifications:
            return events, reading, decoding
        events += len(notifications)
        start = notifications[-1].id + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=1000)
    parser.add_argument("--store", choices=("sqlite", "postgresql"), default="postgresql")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="rebuilds timed one after the other (a shared machine's load moves one by 10-20%%)",
    )
    args = parser.parse_args()
    with postgres_url() if args.store == "postgresql" else _none() as pg_url:
        services = open_services(settings_for(args.store, pg_url))
        try:
            fill(services, args.boards)
            print(f"{args.store}, {args.boards} boards; load before: {load_average()}")
            events, reading, decoding = read_and_decode(services)
            print(f"(a) read the log:        {events / reading:9,.0f} events/s")
            print(f"(b) decode the events:   {events / decoding:9,.0f} events/s")
            for _ in range(args.repeat):
                began = time.perf_counter()
                services.runner.rebuild()
                spent = time.perf_counter() - began
                print(
                    f"(c) rebuild:             {events / spent:9,.0f} events/s "
                    f"({events:,} events; load {load_average()})"
                )
            profiler = cProfile.Profile()
            profiler.enable()
            services.runner.rebuild()
            profiler.disable()
            print(f"load after: {load_average()}")
        finally:
            services.close()
    stats = pstats.Stats(profiler)
    stats.sort_stats("cumulative").print_stats(args.top)
    stats.sort_stats("tottime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
