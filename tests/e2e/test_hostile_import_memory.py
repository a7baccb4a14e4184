"""A hostile file costs bounded memory and a brief answer (issue 32): a 16 MiB tag, a
board of two million calls, thousands of refusals, more records than an import takes."""

from __future__ import annotations

from pathlib import Path

import httpx

from tests.conftest import database_url_for
from tests.e2e.hostile import CHAMPIONSHIP, HEALTH_WITHIN, LIN_DEAL, dedicated, health_seconds


def _rss_kib(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1])
    raise AssertionError(f"no {field} for {pid}")


def test_hostile_imports_cost_bounded_memory_and_answer_briefly(tmp_path: Path) -> None:
    with dedicated(tmp_path, database_url_for("sqlite", tmp_path)) as served:
        headers = {"Authorization": f"Bearer {served.token}"}
        with httpx.Client(base_url=served.base, timeout=120, headers=headers) as client:
            assert client.post("/boards/import", content=CHAMPIONSHIP[:3000]).status_code == 201
            idle = _rss_kib(served.process.pid, "VmRSS")
            one_tag = b'[Event "' + b"x" * (16 * 1024 * 1024 - 16) + b'"]\n'
            reply = client.post("/boards/import", content=one_tag)
            assert reply.status_code == 201, reply.text
            assert reply.json()["refused"] == [
                {"record": 1, "line": 1, "detail": "The line is longer than 10,000 characters."}
            ]
            passes = ("qx|o1|" + LIN_DEAL + "mb|p|" * 2_000_000).encode()
            reply = client.post("/boards/import", params={"format": "lin"}, content=passes)
            assert reply.status_code == 201, reply.text
            [refusal] = reply.json()["refused"]
            assert refusal["detail"] == "The board has more than 2,000 values."
            many = b"".join(b'[Board "0"]\n[Deal "N:- - - -"]\n\n' for _ in range(4000))
            reply = client.post("/boards/import", content=many)
            assert reply.status_code == 201, reply.text
            answer = reply.json()
            assert (answer["refused_count"], len(answer["refused"])) == (4000, 100)
            assert len(reply.content) < 20_000
            too_many = b'[Event "x"]\n' * 200_000  # each repeated tag starts a game
            reply = client.post("/boards/import", content=too_many)
            assert reply.status_code == 422
            assert reply.json()["detail"] == (
                "The file holds more than 5,000 records: import it in parts."
            )
            peak = _rss_kib(served.process.pid, "VmHWM")
        assert (peak - idle) / 1024 < 300, (idle, peak)
        assert health_seconds(served.base) < HEALTH_WITHIN
