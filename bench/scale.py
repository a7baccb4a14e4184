"""Scale: does anything slow down as the log grows? One store grown through 1,000 / 10,000 /
100,000 complete boards, measured at each size against a real `bridge-ledger serve`.

Run with `.venv/bin/python bench/scale.py [--sizes 1000,10000,100000] [--store sqlite|
postgresql|both]`. Per store, one fresh store is filled through the bulk import
(interchange/importer.py, what `bridge-ledger import` and POST /boards/import run after
reading a file) with random complete records (bench/random_records.py: random deals,
legal auctions, full legal play, results), grown size after size. At each size, with the
server started afresh:

  - start-up: from launching `bridge-ledger serve` to its first answer to GET /health;
  - a card play (a player's own new board, bid to 3NT and played out), p50 and p99,
    each followed by a one-event save of a bare aggregate to a raw event store of the
    same kind that stays small (the floor: its ratio to the play is printed);
  - a board view (GET /boards/{id}) and a full replay (GET /boards/{id}/replay at the
    last step) of boards drawn at random from the whole store, each read once, p50/p99;
  - the first page of the board list, for the admin (every board) and for a player who
    holds only the boards she played (the list must not scan the others);
  - a meaning lookup (GET /systems/{id}/meaning), p50 and p99;
  - the floor: an empty request (GET /health), p50;
  - the server's resident memory after start-up and after reading `--sweep` distinct
    boards (the caches must stay bounded);
  - `bridge-ledger rebuild`: events per second, wall clock of the whole command (process
    start included) and the rate its progress bar reports for the boards' log.

Targets (issue 20): every latency at the largest size within 1.25x of its value at the
smallest; memory flat; start-up under 5 s; rebuild at least 20,000 events/s. The machine
is shared: the load average is printed beside every size.

`--compare SMALL,LARGE` (e.g. 800,40000) instead fills two stores the same way, serves
both, and reads every list and filter of the contract from each in turn, first and deep
pages, as the importer and as an admin: median and p95 of each, and their ratio large /
small (bench/listings.py; issue 35's targets: 1.25x and 1.5x).

PostgreSQL as in bench/run.py: BRIDGE_LEDGER_BENCH_POSTGRES_URL, or a throwaway cluster
with the server's durable defaults.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import listings  # noqa: E402
from grown_store import Store  # noqa: E402
from run import Client, RawBaseline, bid_board, play_out  # noqa: E402
from server import Server  # noqa: E402
from stores import _none, postgres_url, settings_for  # noqa: E402
from systems import BASE, _sequences, every_fitting_convention  # noqa: E402

from api.settings import Settings  # noqa: E402

LIST_READS = 50
LOOKUPS = 500
PLAYED_BOARDS = 2  # 2 boards of 52 cards: 104 plays at each size


@dataclass
class SizeResult:
    size: int
    load: str  # `uptime`'s load averages while measuring
    fill_boards_per_second: float  # of the boards added to reach this size
    startup_s: float
    rss_start_mb: float
    rss_after_mb: float
    latencies: dict[str, list[float]] = field(default_factory=dict)  # milliseconds
    rebuild_events: int = 0
    rebuild_wall_s: float = 0.0
    rebuild_bar_rate: float = 0.0  # events/s of the boards' log alone (its progress bar)


def load_average() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def p(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def timed_get(client: Client, path: str, expected: tuple[int, ...] = (200,)) -> float:
    """Milliseconds of one GET; an unexpected status stops the benchmark."""
    started = time.perf_counter()
    status, body = client.request("GET", path)
    spent = (time.perf_counter() - started) * 1000
    if status not in expected:
        raise RuntimeError(f"HTTP {status}: {str(body)[:300]}")
    return spent


def measure(store: Store, size: int, fill_rate: float, sweep: int, raw: RawBaseline) -> SizeResult:
    server = Server(store.settings)
    result = SizeResult(size, load_average(), fill_rate, server.startup_s, server.rss_mb(), 0.0)
    lat = result.latencies
    try:
        admin = Client(server.port, store.admin_token)
        player = Client(server.port, store.player_token)
        warm_up(admin, player, store.sample[0])
        lat["health"] = [timed_get(admin, "/health") for _ in range(200)]
        lat["play"], lat["raw save"] = play_boards(player, seed=size, raw=raw)
        lat["view"], lat["replay"] = [], []
        for board_id in store.sample:
            lat["view"].append(timed_get(admin, f"/boards/{board_id}"))
            _, view = admin.request("GET", f"/boards/{board_id}")
            last = view["version"] - 1
            path = f"/boards/{board_id}/replay?step={last}"
            lat["replay"].append(timed_get(admin, path))
        lat["list admin"] = [timed_get(admin, "/boards") for _ in range(LIST_READS)]
        lat["list player"] = [timed_get(player, "/boards") for _ in range(LIST_READS)]
        lat["meaning"] = meaning_lookups(player)
        for board_id in store.some_board_ids(sweep):
            admin.request("GET", f"/boards/{board_id}")
            admin.request("GET", f"/boards/{board_id}/replay?step=60")
        result.rss_after_mb = server.rss_mb()
        admin.close()
        player.close()
    finally:
        server.stop()
    rebuild(store.settings, result)
    return result


def warm_up(admin: Client, player: Client, board_id: str) -> None:
    """A freshly started server's first requests import and compile what later ones
    reuse: one of each kind first, untimed."""
    play_boards(player, seed=1, boards=1, raw=None)
    admin.request("GET", f"/boards/{board_id}")
    admin.request("GET", f"/boards/{board_id}/replay?step=1")
    admin.request("GET", "/boards")
    player.request("GET", "/boards")


def play_boards(
    client: Client, seed: int, raw: RawBaseline | None, boards: int = PLAYED_BOARDS
) -> tuple[list[float], list[float]]:
    """Milliseconds of every card play of `boards` new boards the player owns, and of as
    many one-event saves to the raw event store (`raw`, a store of the same kind that
    does not grow), one after each play: the floor, timed under the same conditions."""
    plays: list[float] = []
    saves: list[float] = []
    for number in range(seed, seed + boards):
        board_id, view = bid_board(client, number)
        for seconds in play_out(client, board_id, view, number):
            plays.append(seconds * 1000)
            if raw is not None:
                started = time.perf_counter()
                raw.save_events(1)
                saves.append((time.perf_counter() - started) * 1000)
    return plays, saves


def meaning_lookups(client: Client) -> list[float]:
    body = {"name": "Scale", "base": BASE, "conventions": every_fitting_convention()}
    status, system = client.request("POST", "/systems", body)
    if status != 201:
        raise RuntimeError(f"the system was refused: {system}")
    sequences = _sequences()
    path = f"/systems/{system['id']}/meaning?sequence="
    spent = []
    for index in range(LOOKUPS):
        sequence = sequences[index % len(sequences)]
        # a sequence a later convention overrides has no rule of its own: 404 is an answer
        spent.append(timed_get(client, path + sequence, (200, 404)))
    return spent


def rebuild(settings: Settings, result: SizeResult) -> None:
    """Runs `bridge-ledger rebuild`, reading its progress bars as they come: the boards'
    log is timed from its bar's first appearance to the next bar's, without the
    process's start-up nor the two small logs after it."""
    command = [
        str(Path(sys.executable).parent / "bridge-ledger"),
        "rebuild",
        "--data-dir",
        str(settings.data_dir),
        "--database-url",
        settings.database_url,
    ]
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stderr is not None and process.stdout is not None
    seen = b""
    boards_began = boards_ended = 0.0
    while chunk := os.read(process.stderr.fileno(), 65536):
        seen += chunk
        if not boards_began and b"Rebuilding boards" in seen:
            boards_began = time.perf_counter()
        if not boards_ended and b"Rebuilding systems" in seen:
            boards_ended = time.perf_counter()
    output = process.stdout.read().decode()
    if process.wait() != 0:
        raise RuntimeError(f"rebuild failed: {seen[-500:].decode(errors='replace')}")
    result.rebuild_wall_s = time.perf_counter() - started
    events = re.search(r"from (\d+) events", output)
    result.rebuild_events = int(events.group(1)) if events else 0
    total = re.search(rb"Rebuilding boards read models:\s+\d+%\S*\s+\d+/(\d+)", seen)
    if total and boards_ended > boards_began:
        result.rebuild_bar_rate = int(total.group(1)) / (boards_ended - boards_began)


def report(store: str, results: list[SizeResult]) -> None:
    first = results[0]
    print(f"\n{store}: {os.cpu_count()} CPUs shared with other work; figures in ms unless named")
    header = f"{'boards':>9}{'load avg (1 5 15)':>19}{'fill b/s':>9}"
    header += "".join(f"{name + ' p50/p99':>21}" for name in first.latencies)
    print(header)
    for row in results:
        line = f"{row.size:>9,}{row.load:>19}{row.fill_boards_per_second:>9.0f}"
        for values in row.latencies.values():
            line += f"{f'{p(values, 0.5):.2f}/{p(values, 0.99):.2f}':>21}"
        print(line)
    print(
        f"{'boards':>9}{'start-up s':>11}{'RSS start MB':>13}{'RSS after MB':>13}"
        f"{'rebuild events':>15}{'wall s':>8}{'events/s wall':>14}{'boards log ev/s':>16}"
    )
    for row in results:
        print(
            f"{row.size:>9,}{row.startup_s:>11.2f}{row.rss_start_mb:>13.0f}"
            f"{row.rss_after_mb:>13.0f}{row.rebuild_events:>15,}{row.rebuild_wall_s:>8.1f}"
            f"{row.rebuild_events / row.rebuild_wall_s:>14,.0f}{row.rebuild_bar_rate:>16,.0f}"
        )
    print(f"{'boards':>9}{'play p50 / raw save p50':>25}  (the server's own cost of a play)")
    for row in results:
        ratio = p(row.latencies["play"], 0.5) / p(row.latencies["raw save"], 0.5)
        print(f"{row.size:>9,}{ratio:>25.2f}")
    last = results[-1]
    if last is first:
        return
    print(f"growth {first.size:,} -> {last.size:,} boards (target <= 1.25x, p50):")
    for name in first.latencies:
        ratio = p(last.latencies[name], 0.5) / p(first.latencies[name], 0.5)
        print(f"  {name:<12}{ratio:6.2f}x{'' if ratio <= 1.25 else '  MISSED'}")


def compare_listings(store: str, pg_url: str | None, sizes: tuple[int, int]) -> None:
    """Every listing of the contract in a store of `sizes[1]` boards against one of
    `sizes[0]`, interleaved (bench/listings.py)."""
    grown = [Store(settings_for(store, pg_url)) for _ in sizes]
    for each, size in zip(grown, sizes, strict=True):
        each.grow_to(size, store)
    # `since` and `until` name the same fraction of each store's list.
    cases = [
        {
            (listing.name, listing.who, page): (listing, path)
            for listing in listings.listings(
                since=listings.created_at_fraction(each.settings, 0.75),
                until=listings.created_at_fraction(each.settings, 0.25),
            )
            for page, path in _pages(listing, each.settings)
        }
        for each in grown
    ]
    servers: list[Server] = []
    try:
        servers = [Server(each.settings) for each in grown]
        tokens = [
            {"importer": each.owner_token, "admin": each.admin_token, "player": each.player_token}
            for each in grown
        ]
        for number, (server, each) in enumerate(zip(servers, grown, strict=True)):
            player = Client(server.port, each.player_token)
            play_boards(player, seed=number + 1, raw=None, boards=1)
            player.close()
        load = load_average()
        compared = [
            _interleaved(servers, tokens, listing, page, (path, cases[1][key][1]))
            for key, (listing, path) in cases[0].items()
            for page in (key[2],)
            if key in cases[1]  # a deep page needs at least 4 boards in each list
        ]
        listings.report(store, sizes, compared, f"{load} before, {load_average()} after")
    finally:
        for server in servers:
            server.stop()


def _pages(listing: listings.Listing, settings: Settings) -> list[tuple[str, str]]:
    """The first page's path, and the deep page's when the list is long enough."""
    pages = [("first", listing.path)]
    cursor = listings.deep_cursor(settings, listing.rows) if listing.rows else None
    if cursor is not None:
        pages.append(
            ("deep", listing.path + ("&" if "?" in listing.path else "?") + f"cursor={cursor}")
        )
    return pages


def _interleaved(
    servers: list[Server],
    tokens: list[dict[str, str]],
    listing: listings.Listing,
    page: str,
    paths: tuple[str, str],
) -> listings.Compared:
    # Connections of their own: the server closes one left idle for a few seconds.
    clients = [
        Client(server.port, by_role[listing.who])
        for server, by_role in zip(servers, tokens, strict=True)
    ]
    name = listing.name if page == "first" else f"{listing.name} (deep)"
    counted = [
        listings.items_in(client.request("GET", path)[1])  # also the warm-up
        for client, path in zip(clients, paths, strict=True)
    ]
    spent: tuple[list[float], list[float]] = ([], [])
    for read in range(listings.READS):
        order = (0, 1) if read % 2 == 0 else (1, 0)
        for which in order:
            spent[which].append(timed_get(clients[which], paths[which]))
    for client in clients:
        client.close()
    return listings.Compared(name, listing.who, spent[0], spent[1], (counted[0], counted[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--store", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument(
        "--sweep", type=int, default=3000, help="distinct boards read before the memory figure"
    )
    parser.add_argument(
        "--compare",
        metavar="SMALL,LARGE",
        help="instead: every listing in a store of LARGE boards against one of SMALL, "
        "side by side (bench/listings.py), e.g. 300,40000",
    )
    args = parser.parse_args()
    sizes = sorted(int(size) for size in args.sizes.split(","))
    stores = ["sqlite", "postgresql"] if args.store == "both" else [args.store]
    if args.compare:
        small, large = sorted(int(size) for size in args.compare.split(","))
        with postgres_url() if "postgresql" in stores else _none() as pg_url:
            for store in stores:
                compare_listings(store, pg_url, (small, large))
        return 0
    every: list[tuple[str, list[SizeResult]]] = []
    with postgres_url() if "postgresql" in stores else _none() as pg_url:
        for store in stores:
            grown = Store(settings_for(store, pg_url))
            raw = RawBaseline(settings_for(store, pg_url))
            results: list[SizeResult] = []
            try:
                for size in sizes:
                    fill_rate = grown.grow_to(size, store)
                    results.append(measure(grown, size, fill_rate, args.sweep, raw))
                    report(store, results)  # as it goes: a long run shows its figures early
            finally:
                raw.close()
            every.append((store, results))
    print("\n=== Bridge Ledger scale benchmark ===")
    for store, results in every:
        report(store, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
