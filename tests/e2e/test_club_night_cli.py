"""A club night from the command line beside a running server, on both stores: the
director makes a 9-pair Howell of 5 tables and 9 rounds of 3 boards (27 boards; pair 10
does not come, so the pair facing its seat sits out) for himself, so that he directs it
over HTTP too; enters travellers by table and round with their leads, a wrong board's
score (Law 15B2: "if none of the four players have previously played the board the
Director shall require the auction and play to be completed. He allows the score to
stand"), releases the results and prints the ranking. Before 0.15.0 `sessions create` made
no movement and named the operator its director, so the director's own token got 403."""

from __future__ import annotations

import csv
import io
import subprocess
from contextlib import redirect_stderr, redirect_stdout

from api.cli import main
from tests.e2e.conftest import bridge_ledger
from tests.e2e.table import Server


def cli(server: Server, *args: str, fails: bool = False) -> str:
    """A command through the command line's entry point, `main`, in the test's own process
    (still another process than the server's), as `bridge-ledger` runs it: what it prints,
    or with `fails` the one line it says on standard error when it answers 2. A command
    started as a process of its own costs a second of CPU before it does anything (Python
    and the project's modules): `cli_process` starts one where that is the point."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main([*args, "--database-url", server.database_url])
    if fails:
        assert status == 2 and err.getvalue().count("\n") == 1, (status, err.getvalue())
        return err.getvalue()
    assert status == 0, err.getvalue()
    return out.getvalue()


def cli_process(server: Server, *args: str, fails: bool = False) -> str:
    """The same command as `bridge-ledger`, a process of its own: its exit status and
    standard streams as a shell sees them."""
    done = subprocess.run(
        [bridge_ledger(), *args, "--database-url", server.database_url],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    if fails:
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
        return done.stderr
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_director_runs_a_howell_from_the_command_line(server: Server) -> None:
    director = server.person("td", "director")
    # The director's first two commands are processes of their own, as from a shell.
    refused = cli_process(server, "sessions", "create", "Tuesday", "--movement", "howell",
                          fails=True)  # fmt: skip
    assert "--tables and --rounds" in refused
    made = cli_process(server, "sessions", "create", "Tuesday", "--movement", "howell",
                       "--tables", "5", "--rounds", "9", "--boards-per-round", "3", "--pairs",
                       "9", "--director", director.name)  # fmt: skip
    session_id = made.strip()
    session = director.get(f"/sessions/{session_id}").json()
    assert session["created_by"] == director.name
    rounds = session["movement"]["rounds"]
    boards = {b for r in rounds for t in r["tables"] for b in t["boards"]}
    assert boards == set(range(1, 28))
    # The first round's travellers, entered where they were played, with their leads.
    first = [t for t in rounds[0]["tables"] if None not in (t["ns"], t["ew"])]
    assert len(first) == 4  # one table has a pair sitting out
    for table, board in ((t, b) for t in first for b in t["boards"]):
        entered = cli(
            server, "sessions", "add", session_id, "--board", str(board),
            "--ns", table["ns"], "--ew", table["ew"], "--contract", "3NT",
            "--declarer", "S", "--tricks", str(8 + board % 3),
            "--table", str(table["table"]), "--round", "1", "--lead", "SA")  # fmt: skip
        assert entered == f"Board {board}: {table['ns']} against {table['ew']} recorded.\n"
    line = director.get(f"/sessions/{session_id}/boards/{first[0]['boards'][0]}").json()
    # (a 5-table Howell has two tables share a set in a round)
    assert {r["ns"] for r in line} >= {first[0]["ns"]} and line[0]["contract"] == "3NT"
    # The director himself corrects one over HTTP: the session is his.
    fixed = {"board_number": first[0]["boards"][0], "ns": first[0]["ns"], "ew": first[0]["ew"],
             "contract": "4S", "declarer": "N", "tricks": 10}  # fmt: skip
    assert director.put(f"/sessions/{session_id}/results", fixed).status_code == 200
    # A wrong board: round 2's first table plays a board neither pair has played yet (one
    # of a later round's sets).
    second = next(t for t in rounds[1]["tables"] if None not in (t["ns"], t["ew"]))
    met = {b for r in rounds[:2] for t in r["tables"] if {t["ns"], t["ew"]} & {second["ns"],
           second["ew"]} for b in t["boards"]}  # fmt: skip
    stray = min(boards - met)
    args = ("sessions", "add", session_id, "--board", str(stray), "--ns", second["ns"],
            "--ew", second["ew"], "--contract", "2H", "--declarer", "E", "--tricks", "8",
            "--table", str(second["table"]), "--round", "2")  # fmt: skip
    assert "is not played at table" in cli(server, *args, fails=True)
    cli(server, *args, "--wrong-board")
    stood = director.get(f"/sessions/{session_id}/boards/{stray}").json()
    assert [(r["ns"], r["ew"], r["contract"]) for r in stood] == [
        (second["ns"], second["ew"], "2H")
    ]
    traveller = cli(server, "sessions", "traveller", session_id, str(stray))
    assert "2H" in traveller
    # A ruling from the command line, cited for the audit. Law 12C2(a): "When owing to an
    # irregularity no result can be obtained [...] the Director awards an artificial
    # adjusted score according to responsibility for the irregularity".
    fouled = first[0]["boards"][0]
    ruled = ("sessions", "add", session_id, "--board", str(fouled), "--ns", first[0]["ns"],
             "--ew", first[0]["ew"], "--adjusted", "60/40", "--correct")  # fmt: skip
    refused = cli(server, *ruled, "--law", "95", "--explanation", "No such Law.", fails=True)
    assert "95" in refused
    cli(server, *ruled, "--law", "12C2(a)", "--explanation", "The cards were mixed at the table.")
    audit = director.get("/rulings", law="12C2(a)").json()
    assert [(r["law"], r["session"]["board_number"]) for r in audit] == [("12C2(a)", fouled)]
    # The evening ends early: the director releases the results; everyone sees them.
    player = server.person("kibitzer")
    assert player.get(f"/sessions/{session_id}/ranking").json() == []
    assert "Released" in cli(server, "sessions", "release", session_id)
    ranking = player.get(f"/sessions/{session_id}/ranking").json()
    printed = list(csv.DictReader(io.StringIO(cli(server, "sessions", "ranking", session_id))))
    assert [(r["pair"], float(r["total"])) for r in printed] == [
        (line["pair"], line["total"]) for line in ranking
    ]
    scored = {p for t in first for p in (t["ns"], t["ew"])} | {second["ns"], second["ew"]}
    assert {line["pair"] for line in ranking} == scored
