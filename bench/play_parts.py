"""Where an in-process card play's time goes, part by part, next to a raw one-event save:
the loop of `bench/run.py`'s *app plays/s* with a timer around each part.

Run with `.venv/bin/python bench/play_parts.py [--boards 10] [--stores sqlite,postgresql]
[--paths in-save,after-commit]`. Prints, in ms a play, the wall time and the CPU time of
the playing thread (`time.thread_time`) of: a raw one-event save (as many, after each
board, as it had cards), the play with its view, the store's save (insert and commit,
the read models written inside it), the read models (inside the save, and after its
commit), the view as the server writes it, the card's rules, the event's encoding and
the copy of the cached board. With both paths, each deal is played twice in turn in one
process on one store: with its read models written in the save (the server's way), and
after its commit (as before 0.12.0 on PostgreSQL), so that both meet the same machine.
On a shared machine the wall times swing with the load while the CPU times hold; the
load average is printed beside them. `TMPDIR=/dev/shm` puts SQLite's store in memory,
which leaves the application's own part.

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
import stores  # noqa: E402
from eventsourcing.persistence import Mapper  # noqa: E402
from eventsourcing.postgres import PostgresApplicationRecorder  # noqa: E402
from eventsourcing.sqlite import SQLiteApplicationRecorder  # noqa: E402

from api.services import Services, open_services  # noqa: E402
from domain import application  # noqa: E402
from domain.actors import Actor, Role  # noqa: E402
from domain.application import BridgeLedger  # noqa: E402
from domain.board import handling  # noqa: E402
from domain.board.calls import MakeCall  # noqa: E402
from domain.board.new_board import CreateBoard  # noqa: E402
from domain.board.play import PlayCard  # noqa: E402
from projections.postgres_read_models import PostgresRecorderWithReadModels  # noqa: E402
from projections.recorders import SQLiteRecorderWithReadModels  # noqa: E402
from projections.runner import ProjectionRunner  # noqa: E402

WHOLE = "the play and its view"
IN_SAVE = "read models in the save"
AFTER_COMMIT = "read models after the commit"
RAW = "a raw one-event save"
# path -> part -> [wall, CPU] seconds
spent: defaultdict[str, defaultdict[str, list[float]]] = defaultdict(
    lambda: defaultdict(lambda: [0.0, 0.0])
)
path = [IN_SAVE]  # the path the boards being played take
timing = [False]  # only the card plays are timed
running: set[str] = set()  # the parts being timed: a recorder's call to its base is not twice


def timed(part: str, function: Callable[..., Any]) -> Callable[..., Any]:
    def timer(*args: Any, **kwargs: Any) -> Any:
        if not timing[0] or part in running:
            return function(*args, **kwargs)
        running.add(part)
        wall, cpu = time.perf_counter(), time.thread_time()
        try:
            return function(*args, **kwargs)
        finally:
            spent[path[0]][part][0] += time.perf_counter() - wall
            spent[path[0]][part][1] += time.thread_time() - cpu
            running.discard(part)

    return timer


def install_timers() -> None:
    save = "the store's save (insert, commit)"
    for recorder in (
        SQLiteApplicationRecorder,
        SQLiteRecorderWithReadModels,
        PostgresApplicationRecorder,
        PostgresRecorderWithReadModels,
    ):
        recorder.insert_events = timed(save, recorder.insert_events)  # type: ignore[method-assign]
    runner = ProjectionRunner
    runner.project_in_transaction = timed(  # type: ignore[method-assign]
        "of which read models inside the save", runner.project_in_transaction
    )
    runner.project_recorded = timed(  # type: ignore[method-assign]
        "of which read models after the commit", runner.project_recorded
    )
    run._view = timed("the view, as the server writes it", run._view)
    # the command handlers' dispatcher, as the application module calls it
    vars(application)["run"] = timed("the card's rules", handling.run)
    Mapper.to_stored_event = timed("encoding the event", Mapper.to_stored_event)  # type: ignore[method-assign]
    BridgeLedger._cached_board = timed(  # type: ignore[method-assign]
        "the copy of the cached board", BridgeLedger._cached_board
    )


def play(store: str, pg_url: str | None, boards: int, paths: list[str]) -> int:
    """Plays `boards` deals once along each path, board by board in turn, each board
    followed by as many raw saves as it had cards; returns the plays of one path."""
    services = open_services(stores.settings_for(store, pg_url))
    raw = run.RawBaseline(stores.settings_for(store, pg_url))
    in_save = services.app._in_transaction
    actor = Actor("bench", Role.ADMIN)
    plays = 0
    try:
        for number in range(boards):
            for each in paths:
                path[0] = each
                services.app._in_transaction = in_save if each == IN_SAVE else []
                played = play_board(services, actor, number)
                cpu = time.thread_time()
                before = raw.seconds
                raw.save_events(played)
                spent[each][RAW][0] += raw.seconds - before
                spent[each][RAW][1] += time.thread_time() - cpu
                plays += played
    finally:
        raw.close()
        services.close()
    return plays // len(paths)


def play_board(services: Services, actor: Actor, number: int) -> int:
    """Bids deal `number` to 3NT and plays it out, timing each card; returns the cards."""
    board = services.app.create_board(actor, CreateBoard(seed=number, seats={}))
    view = run._view(board, actor)
    for call in run.AUCTION:
        board = services.app.execute(
            actor, MakeCall(board_id=str(board.id), seat=view["next"], call=call)
        )
        view = run._view(board, actor)
    rng = random.Random(number)
    trick: list[str] = []
    plays = 0
    while view["phase"] == "play":
        seat, card = run._next_card(view, trick, rng)
        timing[0] = True
        wall, cpu = time.perf_counter(), time.thread_time()
        board = services.app.execute(actor, PlayCard(board_id=str(board.id), seat=seat, card=card))
        view = run._view(board, actor)
        spent[path[0]][WHOLE][0] += time.perf_counter() - wall
        spent[path[0]][WHOLE][1] += time.thread_time() - cpu
        timing[0] = False
        plays += 1
    return plays


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=10)
    parser.add_argument("--stores", default="sqlite,postgresql")
    parser.add_argument(
        "--paths",
        default="in-save",
        help="in-save, after-commit, or both (in-save,after-commit): board by board in "
        "turn, in one process on one store, each board's plays with their raw saves",
    )
    args = parser.parse_args()
    stores = args.stores.split(",")
    names = {"in-save": IN_SAVE, "after-commit": AFTER_COMMIT}
    paths = [names[name] for name in args.paths.split(",")]
    install_timers()
    with stores.postgres_url() if "postgresql" in stores else stores._none() as pg_url:
        for store in stores:
            spent.clear()
            plays = play(store, pg_url, args.boards, paths)
            load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
            print(f"\n{store}: {plays} plays a path, load {load}; ms a play, wall and CPU")
            for each in paths:
                parts = spent[each]
                print(f" {each}")
                for part, (wall, cpu) in sorted(parts.items(), key=lambda item: -item[1][1]):
                    print(f"  {part:<44}{wall / plays * 1000:8.3f}{cpu / plays * 1000:8.3f}")
                (raw_wall, raw_cpu), (whole_wall, whole_cpu) = parts[RAW], parts[WHOLE]
                print(
                    f"  ratio (raw save / play):  wall {raw_wall / whole_wall:.2f}"
                    f"  CPU {raw_cpu / whole_cpu:.2f}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
