"""What the cross-process token check costs each request (api/tokens.py).

Every authenticated request reads the users' generation before it trusts a token the
process knows. This script measures, on the event loop `serve` uses (uvloop when
installed), per request of a known token:

  before   the 0.2.0 path: hash the token, find it in a dict (no check at all);
  check    reading the generation alone;
  now      the whole path of `api.auth.current_actor` for a known token;
  x16      `now` with 16 requests at once on one event loop (PostgreSQL: they take
           turns on the one asynchronous connection), wall time / requests.

Run: `.venv/bin/python bench/token_check.py [--requests N]`. PostgreSQL is measured
when BRIDGE_LEDGER_BENCH_POSTGRES_URL or BRIDGE_LEDGER_TEST_POSTGRES_URL is set (for
instance by `make test-integration`'s throwaway cluster, or scripts/pg_throwaway.sh).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fastapi.security import HTTPAuthorizationCredentials  # noqa: E402

from api.auth import current_actor  # noqa: E402
from api.services import Services, open_services  # noqa: E402
from api.settings import Settings  # noqa: E402
from domain.actors import Actor, Role  # noqa: E402
from domain.user import hash_token  # noqa: E402


async def per_call_us(call: Callable[[], Awaitable[object]], requests: int) -> float:
    """The median over 5 rounds of the mean time of one call, in microseconds."""
    rounds = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(requests):
            await call()
        rounds.append((time.perf_counter() - start) / requests * 1e6)
    return statistics.median(rounds)


async def concurrent_us(call: Callable[[], Awaitable[object]], requests: int) -> float:
    async def worker() -> None:
        for _ in range(requests // 16):
            await call()

    start = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(16)))
    return (time.perf_counter() - start) / (16 * (requests // 16)) * 1e6


async def measure(services: Services, requests: int) -> dict[str, float]:
    _, token = services.app.register_user(f"bench-{uuid.uuid4().hex[:8]}", Role.PLAYER)
    credentials = HTTPAuthorizationCredentials(scheme="Bearer", credentials=token)
    old_cache: dict[str, Actor] = {hash_token(token): Actor("bench", Role.PLAYER)}

    async def before() -> object:
        return old_cache.get(hash_token(credentials.credentials))

    async def now() -> object:
        return await current_actor(services, credentials)

    await now()  # the token's first request looks it up
    return {
        "before": await per_call_us(before, requests),
        "check": await per_call_us(services.known_tokens.watch.current, requests),
        "now": await per_call_us(now, requests),
        "x16": await concurrent_us(now, requests),
    }


def run_loop(services: Services, requests: int) -> dict[str, float]:
    try:
        import uvloop

        return uvloop.run(measure(services, requests))
    except ImportError:
        return asyncio.run(measure(services, requests))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=5_000)
    args = parser.parse_args()
    urls: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as directory:
        urls["sqlite"] = f"sqlite:///{Path(directory) / 'bench.sqlite'}"
        postgres = os.environ.get("BRIDGE_LEDGER_BENCH_POSTGRES_URL") or os.environ.get(
            "BRIDGE_LEDGER_TEST_POSTGRES_URL"
        )
        if postgres:
            urls["postgresql"] = f"{postgres}?schema=bench_{uuid.uuid4().hex[:12]}"
        else:
            print("PostgreSQL: not measured (set BRIDGE_LEDGER_BENCH_POSTGRES_URL)")
        print(f"{'store':<12}{'before':>10}{'check':>10}{'now':>10}{'overhead':>10}{'x16':>10}")
        for store, url in urls.items():
            settings = Settings(Path(directory), url)
            services = open_services(settings)
            try:
                found = run_loop(services, args.requests)
            finally:
                services.close()
                _drop(settings)
            overhead = found["now"] - found["before"]
            print(
                f"{store:<12}{found['before']:>8.1f}µs{found['check']:>8.1f}µs"
                f"{found['now']:>8.1f}µs{overhead:>8.1f}µs{found['x16']:>8.1f}µs"
            )
    return 0


def _drop(settings: Settings) -> None:
    if settings.store != "postgresql":
        return
    import psycopg
    from psycopg import sql

    with psycopg.connect(settings.postgres_conninfo, autocommit=True) as connection:
        connection.execute(
            sql.SQL("DROP SCHEMA {} CASCADE").format(sql.Identifier(settings.postgres_schema))
        )


if __name__ == "__main__":
    sys.exit(main())
