"""Hand records in over HTTP and from the command line (docs/contract.md "Interchange")."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.e2e.conftest import bridge_ledger
from tests.e2e.table import Server

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SAMPLE = (FIXTURES / "pbn" / "endplay-sample.pbn").read_bytes()


def test_a_pbn_file_becomes_boards_to_replay_and_score(server: Server) -> None:
    alice = server.person("alice")
    reply = server.client.post(
        "/boards/import", params={"format": "pbn"}, content=SAMPLE, headers=alice.headers
    )
    assert reply.status_code == 201, reply.text
    answer = reply.json()
    assert answer["refused"] == [] and answer["session"] is None
    assert [(b["board_number"], b["record"]) for b in answer["boards"]] == [(17, 1), (11, 2)]
    first = answer["boards"][0]["id"]
    view = alice.get(f"/boards/{first}").json()
    assert view["players"]["W"] == "ARTHUR SOMEBODY" and view["director"] == alice.name
    assert (view["contract"], view["declarer"], view["declarer_tricks"]) == ("5SX", "W", 8)
    assert view["auction"][5] == {
        "seat": "E", "call": "2H", "alert": True, "explanation": "Spades & minor",
    }  # fmt: skip
    score = alice.get(f"/boards/{first}/score").json()
    assert (score["NS"], score["EW"]) == (500, -500)  # the record's Score "NS 500"
    replay = alice.get(f"/boards/{first}/replay", step=20).json()
    assert replay["step"] == 20 and replay["phase"] == "play"
    # another user sees none of it
    bob = server.person("bob")
    assert bob.get(f"/boards/{first}").status_code == 404


def test_a_bad_record_is_refused_with_its_line_and_the_rest_imported(server: Server) -> None:
    alice = server.person("alice")
    bad = b'[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n1S 9Z\n\n'
    reply = server.client.post("/boards/import", content=bad + SAMPLE, headers=alice.headers)
    assert reply.status_code == 201, reply.text
    answer = reply.json()
    assert answer["refused"] == [{"record": 1, "line": 4, "detail": "'9Z' is not a call."}]
    assert [b["record"] for b in answer["boards"]] == [2, 3]


def test_the_import_endpoint_refuses_what_is_not_a_file_it_can_read(server: Server) -> None:
    alice = server.person("alice")
    assert server.client.post("/boards/import", content=SAMPLE).status_code == 401
    empty = server.client.post("/boards/import", content=b"", headers=alice.headers)
    assert empty.status_code == 422 and "empty" in empty.json()["detail"]
    not_lin = server.client.post(
        "/boards/import", params={"format": "lin"}, content=SAMPLE, headers=alice.headers
    )
    assert not_lin.status_code == 422
    assert not_lin.json()["detail"] == "The file holds no LIN hand record."
    unknown = server.client.post(
        "/boards/import", params={"format": "xml"}, content=SAMPLE, headers=alice.headers
    )
    assert unknown.status_code == 422
    huge = server.client.post(
        "/boards/import", content=b"%" * (16 * 1024 * 1024 + 1), headers=alice.headers
    )
    assert huge.status_code == 413


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([bridge_ledger(), *args], capture_output=True, text=True, timeout=300)


def test_the_import_command_tells_each_refusal_and_sums_up(tmp_path: Path) -> None:
    options = ("--data-dir", str(tmp_path))
    assert run("users", "add", "carol", *options).returncode == 0
    verifier = FIXTURES / "pbn-verifier" / "pbn-verifier-errors-21.pbn"
    sample = FIXTURES / "pbn" / "endplay-sample.pbn"
    result = run("import", str(sample), str(verifier), "--owner", "carol", *options)
    assert result.returncode == 1, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "imported 2 boards, refused 2 records"
    assert f"{verifier}:7: OptimumScore '100' is not a score such as 'NS 620'." in result.stderr
    assert f"{verifier}:11: " in result.stderr
    skipped = run("import", str(verifier), "--skip-bad", "--owner", "carol", *options)
    assert skipped.returncode == 0 and "refused 2 records" in skipped.stdout
    lin = run("import", str(FIXTURES / "lin" / "bbo-club-table.lin"), "--owner", "carol", *options)
    assert lin.returncode == 0, lin.stderr
    assert lin.stdout.strip().splitlines()[-1] == "imported 1 boards, refused 0 records"
    empty = tmp_path / "empty.lin"
    empty.write_text("nothing here\n")
    nothing = run("import", str(empty), "--owner", "carol", *options)
    assert nothing.returncode == 1
    assert (
        f"{empty}: the file holds no LIN hand record; it was read as LIN from its name "
        "(--format pbn|lin chooses)." in nothing.stderr
    )


def test_a_lin_file_becomes_boards_with_their_explanations(server: Server) -> None:
    alice = server.person("alice")
    data = (FIXTURES / "lin" / "endplay-example1.lin").read_bytes()
    reply = server.client.post(
        "/boards/import", params={"format": "lin"}, content=data, headers=alice.headers
    )
    assert reply.status_code == 201, reply.text
    boards = reply.json()["boards"]
    assert [b["board_number"] for b in boards] == list(range(1, 9))
    view = alice.get(f"/boards/{boards[2]['id']}").json()  # board 3: 1NT, a transfer, a claim
    assert view["players"] == {"N": "~~M2509087", "E": "~~M25116nn", "S": "domtp",
                               "W": "~~M25054gn"}  # fmt: skip
    assert view["auction"][2]["call"] == "2D" and view["auction"][2]["alert"]
    assert view["auction"][2]["explanation"] == "Jacoby transfer -- 5+ !H"
    assert (view["contract"], view["declarer"], view["declarer_tricks"]) == ("2H", "S", 9)
    assert view["claim"]["status"] == "agreed"


FFB = FIXTURES / "pbn-sessions" / "ffb-2022-national-finale-board28.pbn"


def test_a_file_with_score_tables_becomes_a_session(server: Server) -> None:
    director = server.person("dora", "director")
    reply = server.client.post(
        "/boards/import",
        params={"format": "pbn", "session": "DN1 final", "scoring": "MP"},
        content=FFB.read_bytes(),
        headers=director.headers,
    )
    assert reply.status_code == 201, reply.text
    session_id = reply.json()["session"]
    assert session_id is not None and reply.json()["refused"] == []
    traveller = director.get(f"/sessions/{session_id}/boards/28").json()
    assert len(traveller) == 22
    top = next(line for line in traveller if line["ns"] == "4")
    assert (top["contract"], top["score_ns"], top["mp_ns"], top["percent_ns"]) == (
        "2HX",
        670,
        42.0,
        100.0,
    )
    named = director.put(f"/sessions/{session_id}/pairs/4", {"names": "Ann & Bo"})
    assert named.status_code == 200, named.text
    ranking = director.get(f"/sessions/{session_id}/ranking").json()
    assert next(line for line in ranking if line["pair"] == "4")["names"] == "Ann & Bo"
    player = server.person("pat")
    refused = server.client.post(
        "/boards/import",
        params={"session": "mine"},
        content=FFB.read_bytes(),
        headers=player.headers,
    )
    assert refused.status_code == 403
    assert player.boards() == []  # nothing of the file was imported
    assert player.put(f"/sessions/{session_id}/pairs/4", {"names": "X"}).status_code == 403


def test_the_import_command_makes_a_session(tmp_path: Path) -> None:
    options = ("--data-dir", str(tmp_path))
    assert run("users", "add", "dora", "--role", "director", *options).returncode == 0
    made = run("import", str(FFB), "--owner", "dora", "--session", "DN1", *options)
    assert made.returncode == 0, made.stderr
    lines = made.stdout.strip().splitlines()
    assert lines[-3].startswith('session "DN1" (') and lines[-3].endswith("): 22 results")
    assert lines[-2] == (
        "session pairs: 22 results from the ScoreTable rows; pairs from PairId_NS/PairId_EW."
    )
    assert lines[-1] == "imported 1 boards, refused 0 records"
    player = run("users", "add", "pat", *options)
    assert player.returncode == 0
    refused = run("import", str(FFB), "--owner", "pat", "--session", "mine", *options)
    assert refused.returncode == 2 and "A director or an admin creates sessions." in refused.stderr
