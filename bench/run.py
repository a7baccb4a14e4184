"""Benchmarks: HTTP card plays and full-board replay next to the raw event store.

Run with `make bench` (or `.venv/bin/python bench/run.py [--boards N]`). Each store is
measured in the same run on the same machine:

  (a) card plays per second through the HTTP app (auth, command, save, read models
      caught up, board view), over N boards played to the end;
  (b) a full-board replay request (GET /boards/{id}/replay at the last step);
  (c) the raw event store: one-event saves per second of a bare aggregate, as many as
      the boards had cards, in chunks run after each board (see RawBaseline);
  (d) the raw event store: repository.get of an aggregate with as many events as a board;
  (e) card plays per second through the application alone, in this process (command,
      save, read models, board view, without HTTP), to show where a play's time goes.

Ratios against the raw save: *app* (in process), *HTTP* (the whole round trip), and
*own*: the raw save's time over an HTTP play's less an empty request's (GET /health),
the server's own cost of a play as issue 20 defines it.

The client is the standard library's keep-alive HTTP connection, one per table.

PostgreSQL comes from BRIDGE_LEDGER_BENCH_POSTGRES_URL, or a throwaway cluster that
this script starts with scripts/pg_throwaway.sh and removes afterwards; it keeps the
server's durable defaults (fsync on), as a real deployment would, where the test
suite's cluster turns them off for speed.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from eventsourcing.application import Application
from eventsourcing.domain import Aggregate

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from stores import _free_port, _none, _wait_for, postgres_url, settings_for  # noqa: E402

from api.replies import view_for  # noqa: E402
from api.services import open_services, prepare_store  # noqa: E402
from api.settings import Settings  # noqa: E402
from domain.actors import Actor, Role  # noqa: E402
from domain.board import Board  # noqa: E402
from domain.board.calls import MakeCall  # noqa: E402
from domain.board.new_board import CreateBoard  # noqa: E402
from domain.board.play import PlayCard  # noqa: E402
from domain.board.view import BoardPublic  # noqa: E402

# Every benchmark board is bid to 3NT by the dealer, then played to the end at random.
AUCTION = ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass")


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


class Client:
    """A keep-alive JSON client on the standard library's HTTP connection: it costs the
    machine far less per request than a full-featured client, so the figures measure
    the server, not the client."""

    def __init__(self, port: int, token: str) -> None:
        self._connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self._headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

    def request(self, method: str, path: str, body: object = None) -> tuple[int, Any]:
        payload = None if body is None else json.dumps(body)
        try:
            self._connection.request(method, path, body=payload, headers=self._headers)
            response = self._connection.getresponse()
        except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
            # The server closes a keep-alive connection idle for longer than its keep-alive
            # time (5 s): a client waiting on another (the admin while the player plays)
            # finds it closed. A GET is safe to ask again on a new connection; a write is not.
            if method != "GET":
                raise
            self._connection.close()
            self._connection.request(method, path, body=payload, headers=self._headers)
            response = self._connection.getresponse()
        return response.status, json.loads(response.read())

    def close(self) -> None:
        self._connection.close()


class RawBaseline:
    """The raw event store on the same database server: one-event saves of a bare
    aggregate, run in chunks between the HTTP boards so that both see the machine in
    the same state (a shared machine's speed drifts from minute to minute)."""

    def __init__(self, settings: Settings) -> None:
        prepare_store(settings)
        self.app = RawStore(env=settings.eventsourcing_env())
        self.counters = [Counter() for _ in range(20)]
        self.app.save(*self.counters)
        self.saves = 0
        self.seconds = 0.0

    def save_events(self, count: int) -> None:
        started = time.perf_counter()
        for index in range(count):
            counter = self.counters[(self.saves + index) % len(self.counters)]
            counter.increment()
            self.app.save(counter)
        self.seconds += time.perf_counter() - started
        self.saves += count

    def get_ms(self, events: int) -> float:
        """Median milliseconds of repository.get of an aggregate with `events` events."""
        long_lived = Counter()
        for _ in range(events - 1):
            long_lived.increment()
        self.app.save(long_lived)
        times = []
        for _ in range(50):
            started = time.perf_counter()
            self.app.repository.get(long_lived.id)
            times.append(time.perf_counter() - started)
        return statistics.median(times) * 1000

    def close(self) -> None:
        self.app.close()


def bench_store(settings: Settings, raw: RawBaseline, boards: int, tables: int) -> dict[str, float]:
    """Plays boards against a real `bridge-ledger serve` over loopback HTTP: first one
    table alone (latency), then `tables` tables at once (throughput), each board
    followed by as many raw saves as it had cards."""
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
    try:
        _wait_for(port)
        token = (settings.data_dir / "admin.token").read_text().strip()
        alone = Client(port, token)
        plays = 0
        seconds = 0.0
        board_ids: list[str] = []
        for seed in range(boards):
            played, spent, ids = _play_boards(alone, range(seed, seed + 1))
            plays, seconds, board_ids = plays + played, seconds + spent, board_ids + ids
            raw.save_events(played)
        replay = _replays(alone, board_ids)
        alone.close()
        clients = [Client(port, token) for _ in range(tables)]
        table_plays = 0
        wall = 0.0
        with ThreadPoolExecutor(tables) as pool:
            for first in range(boards, boards * 2, tables):
                shares = [range(first + t, first + t + 1) for t in range(tables)]
                started = time.perf_counter()
                played = sum(r[0] for r in pool.map(_play_boards, clients, shares))
                wall += time.perf_counter() - started
                table_plays += played
                raw.save_events(played)
        for client in clients:
            client.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    return {
        "plays_per_second": plays / seconds,
        "plays_per_second_tables": table_plays / wall,
        "saves_per_second": raw.saves / raw.seconds,
        "get_ms_median": raw.get_ms(int(replay["events_per_board"])),
        **replay,
    }


def bid_board(client: Client, seed: int) -> tuple[str, dict[str, Any]]:
    """A new board of deal `seed` bid to 3NT over HTTP: its id and its view, play next."""
    _, view = client.request("POST", "/boards", {"seed": seed})
    board_id = view["id"]
    for call in AUCTION:
        body = {"seat": view["next"], "call": call}
        _, view = client.request("POST", f"/boards/{board_id}/calls", body)
    return str(board_id), view


def _play_boards(client: Client, seeds: range) -> tuple[int, float, list[str]]:
    """Plays one board per seed to the end; returns (cards played, seconds in plays, ids)."""
    play_seconds = 0.0
    plays = 0
    board_ids: list[str] = []
    for number in seeds:
        board_id, view = bid_board(client, number)
        for seconds in play_out(client, board_id, view, number):
            play_seconds += seconds
            plays += 1
        board_ids.append(board_id)
    return plays, play_seconds, board_ids


class PlayRefused(RuntimeError):
    """The server refused a benchmark's legal card: a defect to report, not to time."""


def play_out(client: Client, board_id: str, view: dict[str, Any], seed: int) -> Iterator[float]:
    """Plays a bid board to the end with random legal cards (the same for the same
    `seed`), yielding the seconds each card play's request took."""
    rng = random.Random(seed)
    trick: list[str] = []
    while view["phase"] == "play":
        seat, card = _next_card(view, trick, rng)
        started = time.perf_counter()
        status, view = client.request(
            "POST", f"/boards/{board_id}/plays", {"seat": seat, "card": card}
        )
        seconds = time.perf_counter() - started
        if status != 201:
            raise PlayRefused(f"play: {status} {str(view)[:200]}")
        yield seconds


def _view(board: Board, actor: Actor) -> dict[str, Any]:
    """The board view as the server writes it: the typed view through its response model."""
    return BoardPublic.model_validate(view_for(board, actor)).model_dump(mode="json")


def _next_card(view: dict[str, Any], trick: list[str], rng: random.Random) -> tuple[str, str]:
    """A random legal card for the seat to play; `trick` (the cards of the trick in
    progress) is updated."""
    seat = view["next"]
    hand = view["hands"][seat]
    led = trick[0][0] if trick else None
    card = rng.choice([c for c in hand if c[0] == led] or hand)
    trick[:] = [] if len(trick) == 3 else [*trick, card]
    return seat, card


def bench_application(settings: Settings, raw: RawBaseline, boards: int) -> float:
    """Card plays per second through the application alone, in this process: the same
    command, save, read-model update and board view as over HTTP, without the HTTP
    server and the hop to its worker thread. Each board is followed by raw saves."""
    services = open_services(settings)
    actor = Actor("bench", Role.ADMIN)
    plays = 0
    seconds = 0.0
    try:
        for number in range(boards):
            board = services.app.create_board(actor, CreateBoard(seed=number, seats={}))
            view = _view(board, actor)
            for call in AUCTION:
                board = services.app.execute(
                    actor, MakeCall(board_id=str(board.id), seat=view["next"], call=call)
                )
                view = _view(board, actor)
            rng = random.Random(number)
            trick: list[str] = []
            played = 0
            while view["phase"] == "play":
                seat, card = _next_card(view, trick, rng)
                started = time.perf_counter()
                board = services.app.execute(
                    actor, PlayCard(board_id=str(board.id), seat=seat, card=card)
                )
                view = _view(board, actor)
                seconds += time.perf_counter() - started
                played += 1
            plays += played
            raw.save_events(played)
    finally:
        services.close()
    return plays / seconds


def _replays(client: Client, board_ids: list[str]) -> dict[str, float]:
    """Times replay requests at every step of each board, in order, as a viewer would,
    then the full-board replay (the last step) of each board."""
    times = []
    last = 0
    for board_id in board_ids:
        last = client.request("GET", f"/boards/{board_id}")[1]["version"] - 1
        for step in range(last + 1):
            started = time.perf_counter()
            status, _ = client.request("GET", f"/boards/{board_id}/replay?step={step}")
            times.append(time.perf_counter() - started)
            assert status == 200
    full = []
    for board_id in board_ids:
        started = time.perf_counter()
        client.request("GET", f"/boards/{board_id}/replay?step={last}")
        full.append(time.perf_counter() - started)
    health = []
    for _ in range(50):
        started = time.perf_counter()
        client.request("GET", "/health")
        health.append(time.perf_counter() - started)
    return {
        "replay_ms_median": statistics.median(full) * 1000,
        "replay_ms_p95": sorted(times)[int(len(times) * 0.95)] * 1000,
        "health_ms": statistics.median(health) * 1000,
        "events_per_board": float(last + 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=20)
    parser.add_argument("--tables", type=int, default=4, help="tables playing at once")
    parser.add_argument("--stores", default="sqlite,postgresql")
    args = parser.parse_args()
    stores = args.stores.split(",")
    sizes = (args.boards, args.tables)
    rows: list[tuple[str, dict[str, float]]] = []
    with postgres_url() if "postgresql" in stores else _none() as pg_url:
        for store in stores:
            raw = RawBaseline(settings_for(store, pg_url))
            try:
                in_process = bench_application(settings_for(store, pg_url), raw, args.boards)
                row = bench_store(settings_for(store, pg_url), raw, *sizes)
                rows.append((store, {**row, "app_plays_per_second": in_process}))
            finally:
                raw.close()
    print(f"\nBridge Ledger benchmark: {args.boards} boards per store, {os.cpu_count()} CPUs\n")
    print(
        f"{'store':<11}{'raw saves/s':>12}{'app plays/s':>12}{'ratio':>7}"
        f"{'HTTP plays/s':>13}{'ratio':>7}{'own':>6}"
        f"{f'{args.tables} tables/s':>12}{'ratio':>7}{'replay ms':>11}{'p95 any step':>14}"
        f"{'raw get ms':>12}{'/health ms':>12}"
    )
    for store, row in rows:
        saves = row["saves_per_second"]
        print(
            f"{store:<11}{saves:>12.0f}{row['app_plays_per_second']:>12.0f}"
            f"{row['app_plays_per_second'] / saves:>7.2f}{row['plays_per_second']:>13.0f}"
            f"{row['plays_per_second'] / saves:>7.2f}{_own_ratio(row):>6.2f}"
            f"{row['plays_per_second_tables']:>12.0f}"
            f"{row['plays_per_second_tables'] / saves:>7.2f}{row['replay_ms_median']:>11.2f}"
            f"{row['replay_ms_p95']:>14.2f}{row['get_ms_median']:>12.2f}{row['health_ms']:>12.2f}"
        )
    print(
        "\nTargets: a play's own cost at most twice a raw save (app ratio, and *own*: a raw "
        "save against an HTTP play less an empty request, >= 0.50); a full-board replay "
        "request (GET /boards/{id}/replay at the last step) under 3 ms."
    )
    return 0


def _own_ratio(row: dict[str, float]) -> float:
    """A raw save's time against the server's own part of an HTTP play: the play's time
    less that of a request that does no work (GET /health)."""
    play_ms = 1000 / row["plays_per_second"]
    return (1000 / row["saves_per_second"]) / max(play_ms - row["health_ms"], 1e-9)


if __name__ == "__main__":
    sys.exit(main())
