"""Sentences that say what happened (issue 32): a limit or a choice the server or the
command line applies is told as it is. Nothing it checks depends on the store (a body refused
for its size, its format or its content type; commands that stop before opening one), so
it runs on SQLite's server alone: the stores' own refusals are tested on both elsewhere."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.hostile import FIXTURES, run_command
from tests.e2e.table import Server


@pytest.mark.parametrize("server", ["sqlite"], indirect=True)  # no store-dependent check
def test_limits_and_choices_are_told_as_they_are(server: Server, tmp_path: Path) -> None:
    person = server.person("edges")
    huge = person.post_raw("/boards/import", b"%" * (16 * 1024 * 1024 + 1))
    assert huge.status_code == 413
    assert huge.json()["detail"] == "The file is larger than 16 MiB."
    lin = (FIXTURES / "lin" / "bbo-club-table.lin").read_bytes()
    unread = person.post_raw("/boards/import", lin)
    assert unread.status_code == 422
    assert unread.json()["detail"] == (
        "The file holds no PBN hand record; it was read as PBN by default (?format=lin reads LIN)."
    )
    untyped = server.client.post("/boards", content=b'{"board_number": 1}', headers=person.headers)
    assert untyped.status_code == 422
    assert "Content-Type: application/json (no Content-Type was sent)" in untyped.json()["detail"]
    port = run_command("serve", "--port", "99999", "--data-dir", str(tmp_path))
    assert port.returncode == 2 and "Listening" not in port.stdout
    assert port.stderr.startswith("bridge-ledger: Invalid value for '--port'")
    assert "less than or equal to 65535" in port.stderr
    missing = tmp_path / "nowhere" / "records.pdf"
    records = run_command("hand-records", "--seed", "1", "--count", "1", "--output", str(missing))
    assert records.returncode == 2
    assert records.stderr.strip() == (
        f"bridge-ledger: Cannot write {missing}: the folder {missing.parent} does not exist."
    )
    vulnerable = run_command(
        "recommend", "--base", "sayc", "--hand", "AKQ52.43.J92.AT3", "--auction", "",
        "--vulnerability", "both",
    )  # fmt: skip
    assert vulnerable.returncode == 0 and "vulnerability All" in vulnerable.stdout
