"""Hand records in and out: boards imported per second, next to endplay's own PBN parser.

Run with `.venv/bin/python bench/import.py [--copies N] [--deals N]`. The file is the
real championship file of tests/fixtures/pbn (299 table records with auctions, play,
notes and claims) written out N times (7 by default: 2,093 records). In the same run, on
the same machine:

  (a) endplay's PBN parser reading the file (the floor: parsing alone, no rules);
  (b) our PBN reader alone (text to game records);
  (c) the whole import on each store: every record re-enacted through the board
      commands, every event stored and every read model projected, in one save (the
      re-enacting and the saving also timed apart, a board each);
  (d) the export of every imported board as PBN, and as LIN;
  (e) the double-dummy table and par of a deal: the first request solves it (DDS),
      the next reads the table that keeps it.

PostgreSQL as in bench/run.py: BRIDGE_LEDGER_BENCH_POSTGRES_URL, or a throwaway cluster.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from stores import postgres_url, settings_for  # noqa: E402

from api.double_dummy import analyses  # noqa: E402
from api.exports import every_record, written  # noqa: E402
from api.services import Services, open_services  # noqa: E402
from domain.actors import Actor, Role  # noqa: E402
from interchange.formats import RecordFormat  # noqa: E402
from interchange.importer import reenact_records, save_import  # noqa: E402
from interchange.pbn_reader import decode, read_pbn  # noqa: E402
from interchange.records import GameRecord  # noqa: E402
from projections.boards import BoardFilter, BoardSummaries  # noqa: E402

SOURCE = ROOT / "tests" / "fixtures" / "pbn" / "endplay-example2.pbn"
OWNER = Actor("bench", Role.PLAYER)


Result = TypeVar("Result")


def timed(work: Callable[[], Result]) -> tuple[Result, float]:
    start = time.perf_counter()
    result = work()
    return result, time.perf_counter() - start


def timed_with_cpu(work: Callable[[], Result]) -> tuple[Result, float, float]:
    """The result, the seconds it took and this process's CPU seconds: on a machine
    shared with other work the ratios of CPU time hold where wall times do not."""
    cpu = time.process_time()
    result, seconds = timed(work)
    return result, seconds, time.process_time() - cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=7, help="copies of the 299-record file")
    parser.add_argument("--deals", type=int, default=8, help="deals for the double-dummy timing")
    options = parser.parse_args()
    text = "\n".join([decode(SOURCE.read_bytes())] * options.copies)
    from endplay.parsers import pbn

    boards, endplay_seconds, endplay_cpu = timed_with_cpu(lambda: pbn.load(io.StringIO(text)))
    count = len(boards)
    print(f"file: {count} records ({len(text) / 1e6:.1f} MB), {options.copies} copies of "
          f"{SOURCE.name}")  # fmt: skip
    one, five, fifteen = os.getloadavg()
    print(f"load average: {one:.2f} {five:.2f} {fifteen:.2f} (1, 5, 15 min) on "
          f"{os.cpu_count()} CPUs")  # fmt: skip
    print(f"(a) endplay's PBN parser:          {count / endplay_seconds:8.0f} records/s")
    read, reader_seconds = timed(lambda: list(read_pbn(text)))
    print(f"(b) our PBN reader alone:          {count / reader_seconds:8.0f} records/s")
    records = [r for r in read if isinstance(r, GameRecord)]
    assert len(records) == count
    with postgres_url() as pg_url:
        for store in ("sqlite", "postgresql"):
            services = open_services(settings_for(store, pg_url))
            try:
                measure(services, store, records, (endplay_seconds, endplay_cpu))
                if store == "sqlite":
                    double_dummy(services, options.deals)
            finally:
                services.close()
    return 0


def measure(
    services: Services, store: str, records: list[GameRecord], endplay: tuple[float, float]
) -> None:
    """`endplay`: the wall and CPU seconds of endplay's parse of the same records."""
    services.app.register_user(OWNER.name, OWNER.role)
    # import_records in its two halves, timed apart: the rules, then the one save
    report, reenacting, reenacting_cpu = timed_with_cpu(
        lambda: reenact_records(services.app, OWNER, records)
    )
    _, saving, saving_cpu = timed_with_cpu(lambda: save_import(services.app, report))
    imported = len(report.boards)
    seconds = reenacting + saving
    print(f"(c) import, {store:<10}:          {imported / seconds:8.0f} boards/s "
          f"({seconds / endplay[0]:.1f}x endplay's parse; {imported} boards, every "
          "event stored and projected)")  # fmt: skip
    print(f"    re-enacting {1000 * reenacting / imported:.2f} ms a board, saving "
          f"{1000 * saving / imported:.2f} ms (endplay's parse: "
          f"{1000 * endplay[0] / imported:.2f} ms)")  # fmt: skip
    cpu = reenacting_cpu + saving_cpu
    print(f"    CPU of this process: {cpu / endplay[1]:.1f}x endplay's parse's (re-enacting "
          f"{1000 * reenacting_cpu / imported:.2f} ms a board, saving "
          f"{1000 * saving_cpu / imported:.2f} ms, parse {1000 * endplay[1] / imported:.2f} "
          "ms; PostgreSQL's server not counted)")  # fmt: skip
    for format in RecordFormat:

        def export(format: RecordFormat = format) -> str:
            return "".join(written(every_record(services, OWNER, BoardFilter()), format))

        out, seconds = timed(export)
        print(f"(d) export {format.value}, {store:<10}:      {imported / seconds:8.0f} boards/s "
              f"({len(out) / 1e6:.1f} MB)")  # fmt: skip


def double_dummy(services: Services, count: int) -> None:
    summaries, _ = BoardSummaries.page(services.database, OWNER.name, False, BoardFilter(), 200)
    boards = [services.app.board(OWNER, row["board_id"]) for row in summaries]
    deals = list({board.setup.deal.to_pbn(): board.setup for board in boards}.values())[:count]
    _, first = timed(lambda: analyses(services.database, deals))
    _, again = timed(lambda: analyses(services.database, deals))
    print(f"(e) double dummy, solved:          {1000 * first / len(deals):8.1f} ms a deal")
    print(f"    double dummy, kept:            {1000 * again / len(deals):8.2f} ms a deal")


if __name__ == "__main__":
    sys.exit(main())
