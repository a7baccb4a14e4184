"""The first read of a club evening's published results: before and after the hand records
are solved in the background (docs/contract.md "Published results ready at once").

Run: `.venv/bin/python bench/published_first_read.py [--repeat 2] [--mode 'after a restart']`.

On a fresh SQLite store each time, in process (the FastAPI app over its test client, so
no network in the figures): an admin deals a board set of 18 boards and makes a 9-table
Mitchell of 3 rounds of 2 boards dealt from it, enters every table's result (27, as the
director), then reads `GET /sessions/{id}/published?format=html` twice. Printed for each way:
- `on read`: the background solver not started (what the server did before 0.18.0): the
  first reader waits while the 18 deals are solved;
- `at publication`: the solver started as `serve` starts it; the time from the session's
  creation until it has solved the session's deals (in the background, while the results
  are entered: the director's request that made the session returned at once), then the
  first read.
- `after a restart`: the session made and its results entered with the solver not started
  (a server stopped before it solved them, or a one-off command), the store closed and
  opened again, the solver started as `serve` starts it; the time until it has solved the
  deals the log names (0.19.0: before, a restart queued nothing and this was 0), then the
  first read.
The second read is the floor (every deal kept). Figures are seconds, the best of
`--repeat` runs; the load average is printed beside them (2 shared cores here).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fastapi.testclient import TestClient  # noqa: E402

from api.app import create_app  # noqa: E402
from api.cli import bootstrap_admin  # noqa: E402
from api.services import open_services  # noqa: E402
from api.settings import Settings  # noqa: E402

MOVEMENT = {"kind": "mitchell", "tables": 9, "rounds": 3, "boards_per_round": 2}
BOARDS = 18
MODES = ("on read", "at publication", "after a restart")


def one_run(mode: str) -> dict[str, float]:
    background = mode == "at publication"
    folder = Path(tempfile.mkdtemp(prefix="bridge-ledger-bench-published."))
    settings = Settings(folder, f"sqlite:///{folder / 'bench.sqlite'}")
    try:
        services = open_services(settings)
        try:
            token_file = bootstrap_admin(services)
            assert token_file is not None
            headers = {"Authorization": f"Bearer {token_file.read_text().strip()}"}
            if background:
                services.hand_records.start()
            client = TestClient(create_app(services), headers=headers)
            dealt = client.post("/board-sets", json={"seed": 2026, "count": BOARDS})
            assert dealt.status_code == 201, dealt.text
            ids = [board["id"] for board in dealt.json()["boards"]]
            started = time.perf_counter()
            made = client.post("/sessions", json={"name": "Bench pairs", "movement": MOVEMENT,
                                                  "board_set": ids})  # fmt: skip
            assert made.status_code == 201, made.text
            figures = {"create": time.perf_counter() - started}
            session_id = made.json()["id"]
            for each in made.json()["movement"]["rounds"]:  # the evening, every table's results
                for table in each["tables"]:
                    for board in table["boards"]:
                        body = {"board_number": board, "ns": table["ns"], "ew": table["ew"],
                                "table": table["table"], "round": each["round"],
                                "contract": "Pass"}  # fmt: skip
                        entered = client.post(f"/sessions/{session_id}/results", json=body)
                        assert entered.status_code == 201, entered.text
            figures["results in"] = time.perf_counter() - started
            if background:
                assert services.hand_records.wait_until_idle(600)
                figures["solved in background"] = time.perf_counter() - started
            if mode == "after a restart":
                services.close()
                services = open_services(settings)
                began = time.perf_counter()
                services.hand_records.start()
                assert services.hand_records.wait_until_idle(600)
                figures["solved after the restart"] = time.perf_counter() - began
                client = TestClient(create_app(services), headers=headers)
            path = f"/sessions/{session_id}/published?format=html"
            for name in ("first read", "second read"):
                began = time.perf_counter()
                read = client.get(path)
                figures[name] = time.perf_counter() - began
                assert read.status_code == 200 and read.text.count("double-dummy-") == BOARDS
            return figures
        finally:
            services.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--mode", action="append", choices=MODES, help="all three by default")
    args = parser.parse_args()
    for label in args.mode or MODES:
        runs = [one_run(label) for _ in range(args.repeat)]
        best = {name: min(run[name] for run in runs) for name in runs[0]}
        shown = ", ".join(f"{name} {seconds:.2f} s" for name, seconds in best.items())
        print(f"{label:>15}: {shown} (load {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
