"""Where an in-process card play's time goes, part by part, next to a raw one-event save:
the loop of `bench/run.py`'s *app plays/s* with a timer around each part.

Run with `.venv/bin/python bench/play_parts.py [--boards 10] [--stores sqlite,postgresql]`.
Prints, in ms a play, the wall time and the CPU time of the playing thread
(`time.thread_time`) of: the play with its view, the store's save (insert and commit;
on SQLite the read models written inside it), the read models (inside the save, and
after its commit), the view as the server writes it, the card's rules, the event's
encoding and the copy of the cached board. On a shared machine the wall times swing
with the load while the CPU times hold; the load average is printed beside them.
`TMPDIR=/dev/shm` puts the stores in memory, which leaves the application's own part.

PostgreSQL as in bench/run.py: BRIDGE_LEDGER_BENCH_POSTGRES_URL, or a throwaway cluster.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import run  # noqa: E402
from eventsourcing.persistence import Mapper  # noqa: E402
from eventsourcing.postgres import PostgresApplicationRecorder  # noqa: E402
from eventsourcing.sqlite import SQLiteApplicationRecorder  # noqa: E402

from api.services import open_services  # noqa: E402
from api.settings import Settings  # noqa: E402
from domain import application  # noqa: E402
from domain.actors import Actor, Role  # noqa: E402
from domain.application import BridgeLedger  # noqa: E402
from domain.board import handling  # noqa: E402
from domain.board.calls import MakeCall  # noqa: E402
from domain.board.new_board import CreateBoard  # noqa: E402
from domain.board.play import PlayCard  # noqa: E402
from projections.recorders import SQLiteRecorderWithReadModels  # noqa: E402
from projections.runner import ProjectionRunner  # noqa: E402

WHOLE = "the play and its view"
spent: defaultdict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])  # part -> wall, CPU
timing = [False]  # only the card plays are timed


def timed(part: str, function: Callable[..., Any]) -> Callable[..., Any]:
    def timer(*args: Any, **kwargs: Any) -> Any:
        if not timing[0]:
            return function(*args, **kwargs)
        wall, cpu = time.perf_counter(), time.thread_time()
        try:
            return function(*args, **kwargs)
        finally:
            spent[part][0] += time.perf_counter() - wall
            spent[part][1] += time.thread_time() - cpu

    return timer


def install_timers() -> None:
    save = "the store's save (insert, commit)"
    for recorder in (
        SQLiteApplicationRecorder,
        SQLiteRecorderWithReadModels,
        PostgresApplicationRecorder,
    ):
        recorder.insert_events = timed(save, recorder.insert_events)  # type: ignore[method-assign]
    runner = ProjectionRunner
    runner.project_in_transaction = timed(  # type: ignore[method-assign]
        "of which read models inside the save", runner.project_in_transaction
    )
    runner.project_recorded = timed(  # type: ignore[method-assign]
        "read models after the commit", runner.project_recorded
    )
    run._view = timed("the view, as the server writes it", run._view)
    # the command handlers' dispatcher, as the application module calls it
    vars(application)["run"] = timed("the card's rules", handling.run)
    Mapper.to_stored_event = timed("encoding the event", Mapper.to_stored_event)  # type: ignore[method-assign]
    BridgeLedger._cached_board = timed(  # type: ignore[method-assign]
        "the copy of the cached board", BridgeLedger._cached_board
    )


def play(settings: Settings, boards: int) -> int:
    services = open_services(settings)
    actor = Actor("bench", Role.ADMIN)
    plays = 0
    try:
        for number in range(boards):
            board = services.app.create_board(actor, CreateBoard(seed=number, seats={}))
            view = run._view(board, actor)
            for call in run.AUCTION:
                board = services.app.execute(
                    actor, MakeCall(board_id=str(board.id), seat=view["next"], call=call)
                )
                view = run._view(board, actor)
            rng = random.Random(number)
            trick: list[str] = []
            while view["phase"] == "play":
                seat, card = run._next_card(view, trick, rng)
                timing[0] = True
                wall, cpu = time.perf_counter(), time.thread_time()
                board = services.app.execute(
                    actor, PlayCard(board_id=str(board.id), seat=seat, card=card)
                )
                view = run._view(board, actor)
                spent[WHOLE][0] += time.perf_counter() - wall
                spent[WHOLE][1] += time.thread_time() - cpu
                timing[0] = False
                plays += 1
    finally:
        services.close()
    return plays


def raw_save(settings: Settings, count: int) -> tuple[float, float]:
    """Wall and CPU ms of a raw one-event save, `count` of them."""
    raw = run.RawBaseline(settings)
    cpu = time.thread_time()
    raw.save_events(count)
    cpu = time.thread_time() - cpu
    raw.close()
    return raw.seconds / count * 1000, cpu / count * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=10)
    parser.add_argument("--stores", default="sqlite,postgresql")
    args = parser.parse_args()
    stores = args.stores.split(",")
    install_timers()
    with run.postgres_url() if "postgresql" in stores else run._none() as pg_url:
        for store in stores:
            spent.clear()
            plays = play(run.settings_for(store, pg_url), args.boards)
            raw_wall, raw_cpu = raw_save(run.settings_for(store, pg_url), plays)
            load = Path("/proc/loadavg").read_text().split()[:3]
            print(f"\n{store}: {plays} plays, load {' '.join(load)}; ms a play, wall and CPU")
            print(f"  {'a raw one-event save':<44}{raw_wall:8.3f}{raw_cpu:8.3f}")
            for part, (wall, cpu) in sorted(spent.items(), key=lambda item: -item[1][1]):
                print(f"  {part:<44}{wall / plays * 1000:8.3f}{cpu / plays * 1000:8.3f}")
            whole_wall, whole_cpu = spent[WHOLE]
            print(
                f"  ratio (raw save / play):  wall {raw_wall / (whole_wall / plays * 1000):.2f}"
                f"  CPU {raw_cpu / (whole_cpu / plays * 1000):.2f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
