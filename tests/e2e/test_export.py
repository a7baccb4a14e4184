"""Hand records out over HTTP and from the command line, showing only what the requester
may see; the double-dummy table of a deal (docs/contract.md "Interchange")."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from tests.e2e.conftest import bridge_ledger
from tests.e2e.table import Server, Table

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SAMPLE = (FIXTURES / "pbn" / "endplay-sample.pbn").read_bytes()


def tag(text: str, name: str) -> str:
    found = re.search(rf'^\[{name} "(.*)"\]\r?$', text, re.MULTILINE)
    assert found is not None, name
    return found.group(1)


def test_a_player_exports_only_what_he_may_see(server: Server) -> None:
    table = Table.sit_down(server, seed=11)
    table.bid("1NT")
    table.call(table.view()["next"], "2C", alert=True, explanation="Stayman")
    north = table.players["N"]
    during = north.get(table.path("/export"), format="pbn")
    assert during.status_code == 200, during.text
    assert during.headers["content-type"].startswith("application/x-pbn")
    assert 'filename="board-' in during.headers["content-disposition"]
    hands = tag(during.text, "Deal").split(":")[1].split()
    assert sum(hand == "-" for hand in hands) == 3  # North's own hand only
    full = server.admin.get(table.path("/export"), format="pbn").text
    assert "-" not in tag(full, "Deal").split(":")[1].split()
    # the 2C bidder's partner does not learn its explanation before the auction ends
    bidder = table.view()["auction"][-1]["seat"]
    partner = {"N": "S", "S": "N", "E": "W", "W": "E"}[bidder]
    assert "Stayman" not in table.players[partner].get(table.path("/export")).text
    assert (
        "Stayman"
        in table.players[{"N": "E", "E": "S", "S": "W", "W": "N"}[bidder]]
        .get(table.path("/export"))
        .text
    )
    lin = north.get(table.path("/export"), format="lin")
    assert lin.status_code == 200 and lin.text.startswith("pn|")
    md = re.search(r"md\|(\d)([^|]*)\|", lin.text)
    assert md is not None and sum(hand == "" for hand in md.group(2).split(",")) == 3
    stranger = server.person("zed")
    assert stranger.get(table.path("/export")).status_code == 404
    assert north.get(table.path("/export"), format="xml").status_code == 422


def test_a_finished_board_goes_out_and_comes_back_the_same(server: Server) -> None:
    table = Table.sit_down(server, seed=5)
    table.bid("1S", "Pass", "4S", "Pass", "Pass", "Pass")
    table.play_tricks(52)
    north = table.players["N"]
    for format in ("pbn", "lin"):
        text = north.get(table.path("/export"), format=format).content
        reply = north.post_raw("/boards/import", text, format=format)
        assert reply.status_code == 201, reply.text
        [copy] = reply.json()["boards"]
        mine, theirs = table.view(), north.get(f"/boards/{copy['id']}").json()
        for field in ("contract", "declarer", "declarer_tricks", "dealer", "vulnerability"):
            assert mine[field] == theirs[field]
        assert [c["call"] for c in mine["auction"]] == [c["call"] for c in theirs["auction"]]
        assert north.get(f"/boards/{copy['id']}/export", format=format).content == text
    assert (
        north.get(f"/boards/{table.board_id}/tricks").json()
        == north.get(f"/boards/{copy['id']}/tricks").json()
    )


def test_every_board_one_may_see_in_one_file_with_the_board_filters(server: Server) -> None:
    alice = server.person("alice")
    imported = alice.post_raw("/boards/import", SAMPLE, format="pbn").json()["boards"]
    assert len(imported) == 2
    everything = alice.get("/boards/export", format="pbn")
    assert everything.status_code == 200
    assert everything.text.count("[Board ") == 2 and everything.text.startswith("% PBN 2.1")
    only_17 = alice.get("/boards/export", format="lin", board_number=17).text
    assert only_17.count("\n") == 1 and "ah|Board 17|" in only_17
    assert server.person("bob").get("/boards/export").text.count("[Board ") == 0
    assert alice.get("/boards/export", phase="nonsense").status_code == 422


def test_the_double_dummy_table_of_a_deal(server: Server) -> None:
    alice = server.person("alice")
    [first, _] = alice.post_raw("/boards/import", SAMPLE, format="pbn").json()["boards"]
    reply = alice.get(f"/boards/{first['id']}/double-dummy")
    assert reply.status_code == 200, reply.text
    answer = reply.json()
    # the file's own DoubleDummyTricks "746b5..." for North: NT 7, S 4, H 6, D 11, C 5
    assert answer["tricks"]["N"] == {"NT": 7, "S": 4, "H": 6, "D": 11, "C": 5}
    assert answer["par"]["NS"] == 400  # the file's OptimumScore "NS +400"
    assert alice.get(f"/boards/{first['id']}/double-dummy").json() == answer
    exported = alice.get(f"/boards/{first['id']}/export").text
    assert tag(exported, "DoubleDummyTricks") == "746b5747b55862758627"
    assert tag(exported, "OptimumScore") == "NS 400"
    table = Table.sit_down(server, seed=3)
    refused = table.players["N"].get(table.path("/double-dummy"))
    assert refused.status_code == 403 and "every hand" in refused.json()["detail"]
    assert server.person("eve").get(f"/boards/{first['id']}/double-dummy").status_code == 404


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([bridge_ledger(), *args], capture_output=True, text=True, timeout=300)


def test_the_export_command_writes_every_board_whole(tmp_path: Path) -> None:
    options = ("--data-dir", str(tmp_path))
    assert run("users", "add", "carol", *options).returncode == 0
    sample = FIXTURES / "pbn" / "endplay-sample.pbn"
    assert run("import", str(sample), "--owner", "carol", *options).returncode == 0
    out = tmp_path / "out.pbn"
    written = run("export", "--format", "pbn", "--output", str(out), *options)
    assert written.returncode == 0, written.stderr
    assert out.read_bytes().count(b"[Board ") == 2
    lin = run("export", "--format", "lin", "--board-number", "11", *options)
    assert lin.returncode == 0 and lin.stdout.count("\n") == 1 and "ah|Board 11|" in lin.stdout
    again = run("import", str(out), "--owner", "carol", *options)
    assert again.stdout.strip().endswith("imported 2 boards, refused 0 records")
    bad = run("export", "--format", "xml", *options)
    assert bad.returncode == 2
