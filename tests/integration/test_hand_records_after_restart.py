"""A server that stops before its background thread has solved every deal a session names
leaves them to the next server: started again, it finds them in the stores (the scoring
log, from the place its last sweep kept) and solves them before anyone reads the published
results (docs/contract.md "Published results after a restart"). A real `serve` process,
stopped and started again, on both stores, with the real solver."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from api.double_dummy import DDS_CACHE_VARIABLE
from api.services import open_services
from api.settings import Settings
from tests.conftest import database_url_for, drop_schema
from tests.e2e.conftest import _free_port, _wait_until_healthy
from tests.integration.test_hand_records_prepared import MOVEMENT, kept

ROOT = Path(__file__).resolve().parents[2]


def _command(*args: str) -> list[str]:
    """This tree's command line (not an installed copy's)."""
    return [sys.executable, "-m", "api.cli", *args]


def _env() -> dict[str, str]:
    # Without the suite's folder of solved deals (tests/conftest.py): the first server must
    # stop before it has solved its deals, as DDS's quarter of a second a deal lets it.
    dropped = {"BRIDGE_LEDGER_DATABASE_URL", DDS_CACHE_VARIABLE}
    env = {k: v for k, v in os.environ.items() if k not in dropped}
    env["PYTHONPATH"] = str(ROOT)
    return env


@contextmanager
def serving(data_dir: Path, url: str, name: str) -> Iterator[httpx.Client]:
    port = _free_port()
    log_path = data_dir / f"serve-{name}.log"
    command = _command(
        "serve", "--port", str(port), "--data-dir", str(data_dir), "--database-url", url
    )
    with open(log_path, "w") as log:
        process = subprocess.Popen(
            command, stdout=log, stderr=subprocess.STDOUT, env=_env(), cwd=ROOT
        )
        try:
            base = f"http://127.0.0.1:{port}"
            _wait_until_healthy(base, process, log_path)
            with httpx.Client(base_url=base, timeout=60) as client:
                yield client
        finally:
            process.terminate()
            process.wait(timeout=60)


def _dealt(client: httpx.Client, seed: int) -> list[str]:
    dealt = client.post("/board-sets", json={"seed": seed, "count": 6})
    assert dealt.status_code == 201, dealt.text
    return [board["id"] for board in dealt.json()["boards"]]


def _round_one(client: httpx.Client, session_id: str) -> None:
    """Round 1's results: a board is published once it has one."""
    for board, (ns, ew) in enumerate([("1", "4")] * 2 + [("2", "5")] * 2 + [("3", "6")] * 2, 1):
        body = {"board_number": board, "ns": ns, "ew": ew, "contract": "Pass"}
        entered = client.post(f"/sessions/{session_id}/results", json=body)
        assert entered.status_code == 201, entered.text


def _kept(settings: Settings, ids: list[str]) -> list[bool]:
    services = open_services(settings)
    try:
        return kept(services, ids)
    finally:
        services.close()


def test_a_restarted_server_solves_the_deals_left_unsolved(store: str, tmp_path: Path) -> None:
    url = database_url_for(store, tmp_path)
    settings = Settings(tmp_path, url)
    try:
        with serving(tmp_path, url, "first") as client:
            token = (tmp_path / "admin.token").read_text().strip()
            client.headers["Authorization"] = f"Bearer {token}"
            early, late = _dealt(client, 21), _dealt(client, 22)
            body = {"name": "Stopped", "movement": MOVEMENT, "board_set": early}
            made = client.post("/sessions", json=body)
            assert made.status_code == 201, made.text
            stopped = made.json()["id"]
            # The server stops at once: its thread has not solved the six deals.
        assert _kept(settings, early).count(False) >= 4
        # A one-off command names six more while no server runs (it starts no thread).
        created = subprocess.run(
            _command("sessions", "create", "Between", "--movement", "mitchell", "--tables",
                     "3", "--rounds", "3", "--data-dir", str(tmp_path), "--database-url", url,
                     *[arg for board in late for arg in ("--board-set", board)]),
            env=_env(), cwd=ROOT, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert created.returncode == 0, created.stderr
        between = created.stdout.strip()
        assert _kept(settings, late) == [False] * 6

        with serving(tmp_path, url, "second") as client:
            client.headers["Authorization"] = f"Bearer {token}"
            # Nobody reads anything: the restarted server solves all twelve by itself.
            deadline = time.monotonic() + 300
            while _kept(settings, early + late) != [True] * 12:
                assert time.monotonic() < deadline, "the deals were not solved after a restart"
                time.sleep(1)
            for session_id in (stopped, between):
                _round_one(client, session_id)
                page = client.get(f"/sessions/{session_id}/published", params={"format": "pbn"})
                assert page.status_code == 200, page.text
                assert page.text.count("[DoubleDummyTricks ") == 6
    finally:
        drop_schema(url)
