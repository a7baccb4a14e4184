"""Sessions, rubbers and Chicago, board sets, hand-record files and the calculator."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.contract.recording import ANY, Recorder
from tests.contract.table import Cast, Table

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
SESSION_FILE = FIXTURES / "pbn-sessions" / "ffb-2022-national-finale-board28.pbn"
PBN_FILE = FIXTURES / "pbn" / "endplay-example1.pbn"
LIN_FILE = FIXTURES / "lin" / "bbo-club-table.lin"


def sessions(rec: Recorder, cast: Cast, played: Table) -> None:
    td = cast.td
    rec.post(
        "sessions: a player may not create one",
        cast.players["N"],
        "/sessions",
        {"name": "x"},
        expect=403,
    )
    rec.post("sessions: bad scoring", td, "/sessions", {"name": "x", "scoring": "XYZ"}, expect=422)
    mp = rec.post("sessions: MP pairs", td, "/sessions", {"name": "Monday pairs", "scoring": "MP"})
    path = f"/sessions/{mp.json()['id']}"
    results = f"{path}/results"
    for ns, ew, contract, declarer, tricks in (
        ("1", "4", "4S", "N", 10),
        ("2", "5", "4S", "N", 9),
        ("3", "6", "3NTX", "S", 9),
    ):
        rec.post(
            f"sessions: result {ns} v {ew}",
            td,
            results,
            {
                "board_number": 3,
                "ns": ns,
                "ew": ew,
                "contract": contract,
                "declarer": declarer,
                "tricks": tricks,
            },
        )
    rec.post(
        "sessions: the board played here",
        td,
        results,
        {"board_number": 3, "ns": "7", "ew": "8", "board_id": played.board_id},
    )
    rec.post(
        "sessions: an artificial score",
        td,
        results,
        {"board_number": 3, "ns": "9", "ew": "10", "adjusted": {"NS": 60, "EW": 40}},
    )
    rec.post(
        "sessions: a passed-out board",
        td,
        results,
        {"board_number": 4, "ns": "1", "ew": "4", "contract": "Pass"},
    )
    rec.post(
        "sessions: a pair plays a board once",
        td,
        results,
        {"board_number": 3, "ns": "1", "ew": "9", "contract": "Pass"},
        expect=409,
    )
    rec.put(
        "sessions: a correction",
        td,
        results,
        {"board_number": 3, "ns": "2", "ew": "5", "adjusted": {"NS": 50, "EW": 50}},
    )
    for bad in (
        {"board_number": 0, "ns": "7", "ew": "8", "contract": "Pass"},
        {"board_number": 2, "ns": "7", "ew": "8", "contract": "4S"},
        {"board_number": 2, "ns": "7", "ew": "8", "adjusted": {"NS": 70, "EW": 30}},
        {"board_number": 2, "ns": "x" * 17, "ew": "8", "contract": "Pass"},
    ):
        rec.post("sessions: a bad result", td, results, bad, expect=422)
    rec.post(
        "sessions: a player may not enter",
        cast.players["N"],
        results,
        {"board_number": 2, "ns": "1", "ew": "4", "contract": "Pass"},
        expect=403,
    )
    rec.put("sessions: names of pair 1", td, f"{path}/pairs/1", {"names": "Ann & Bo"})
    rec.get("sessions: the traveller", cast.players["N"], f"{path}/boards/3")
    rec.get("sessions: an empty traveller", td, f"{path}/boards/12", expect=ANY)
    rec.get("sessions: the ranking", td, f"{path}/ranking")
    rec.get("sessions: the session", td, path)
    rec.get("sessions: unknown", td, "/sessions/00000000-0000-0000-0000-000000000000", expect=404)

    imps = rec.post(
        "sessions: IMP teams", td, "/sessions", {"name": "Lions v Tigers", "scoring": "IMP"}
    )
    ipath = f"/sessions/{imps.json()['id']}"
    rec.put("sessions: team Lions", td, f"{ipath}/teams/Lions", {"pairs": ["1", "2"]})
    rec.put("sessions: team Tigers", td, f"{ipath}/teams/Tigers", {"pairs": ["3", "4"]})
    rec.put(
        "sessions: a pair in two teams",
        td,
        f"{ipath}/teams/Bears",
        {"pairs": ["2", "5"]},
        expect=409,
    )
    played_rooms: list[tuple[int, tuple[Any, ...], tuple[Any, ...]]] = [
        (1, ("4S", "N", 10), ("4S", "N", 9)),
        (2, ("3NT", "S", 8), ("2S", "E", 8)),
        (4, ("Pass", None, None), ("1NT", "W", 7)),
    ]
    for board, open_room, closed_room in played_rooms:
        for ns, ew, (contract, declarer, tricks) in (
            ("1", "3", open_room),
            ("4", "2", closed_room),
        ):
            body: dict[str, Any] = {"board_number": board, "ns": ns, "ew": ew, "contract": contract}
            if declarer is not None:
                body |= {"declarer": declarer, "tricks": tricks}
            rec.post(f"sessions: IMP board {board} {ns} v {ew}", td, f"{ipath}/results", body)
    rec.get("sessions: IMP traveller", td, f"{ipath}/boards/1")
    rec.get("sessions: IMP ranking", td, f"{ipath}/ranking")
    rec.get("sessions: the match", td, f"{ipath}/match")
    rec.get(
        "sessions: an unknown team",
        td,
        f"{ipath}/match",
        params={"home": "Lions", "away": "Bears"},
        expect=404,
    )

    bam = rec.post("sessions: BAM", td, "/sessions", {"name": "Board a match", "scoring": "BAM"})
    bpath = f"/sessions/{bam.json()['id']}"
    for ns, ew, tricks in (("1", "2", 10), ("3", "4", 9), ("5", "6", 10)):
        rec.post(
            f"sessions: BAM {ns} v {ew}",
            td,
            f"{bpath}/results",
            {
                "board_number": 1,
                "ns": ns,
                "ew": ew,
                "contract": "4H",
                "declarer": "S",
                "tricks": tricks,
            },
        )
    rec.get("sessions: BAM traveller", td, f"{bpath}/boards/1")
    rec.get("sessions: BAM ranking", td, f"{bpath}/ranking")

    rec.get("sessions: the director's list", td, "/sessions")
    rec.get("sessions: a player's list", cast.players["N"], "/sessions")


def rubbers(rec: Recorder, cast: Cast, played: Table) -> None:
    alice, bob, carol, dave = (cast.players[s] for s in ("N", "E", "S", "W"))
    names = {"we": [alice.name, carol.name], "they": [bob.name, dave.name]}
    rubber = rec.post("rubber: start", alice, "/rubbers", {"kind": "rubber", **names})
    path = f"/rubbers/{rubber.json()['id']}"
    for deal in (
        {
            "contract": "4S",
            "declarer": "N",
            "tricks": 10,
            "honours": {"side": "they", "points": 100},
        },
        {"contract": "3NT", "declarer": "E", "tricks": 9},
        {"contract": "2H", "declarer": "S", "tricks": 9},
        {"contract": "Pass"},
        {"contract": "2C", "declarer": "N", "tricks": 8},
    ):
        rec.post(f"rubber: deal {deal['contract']}", bob, f"{path}/deals", deal)
    rec.post(
        "rubber: over",
        alice,
        f"{path}/deals",
        {"contract": "1C", "declarer": "N", "tricks": 7},
        expect=409,
    )
    rec.get("rubber: the sheet", dave, path)
    rec.get("rubber: a stranger", cast.outsider, path, expect=404)
    rec.post(
        "rubber: bad players",
        alice,
        "/rubbers",
        {"we": [alice.name, alice.name], "they": ["a", "b"]},
        expect=422,
    )

    stopped = rec.post("rubber: another", alice, "/rubbers", {"kind": "rubber", **names})
    spath = f"/rubbers/{stopped.json()['id']}"
    rec.post("rubber: a board played here", alice, f"{spath}/deals", {"board_id": played.board_id})
    rec.post(
        "rubber: a partscore",
        alice,
        f"{spath}/deals",
        {"contract": "2D", "declarer": "W", "tricks": 8},
    )
    rec.post("rubber: stopped", alice, f"{spath}/end", expect=200)
    rec.post("rubber: stopped twice", alice, f"{spath}/end", expect=409)

    chicago = rec.post("chicago: start", carol, "/rubbers", {"kind": "chicago", **names})
    cpath = f"/rubbers/{chicago.json()['id']}"
    for deal in (
        {"contract": "1NT", "declarer": "N", "tricks": 7},
        {"contract": "4H", "declarer": "E", "tricks": 10},
        {"contract": "3NT", "declarer": "S", "tricks": 8},
        {"contract": "2S", "declarer": "W", "tricks": 9},
    ):
        rec.post(f"chicago: deal {deal['contract']}", carol, f"{cpath}/deals", deal)
    rec.get("chicago: the sheet", alice, cpath)


def board_sets_and_interchange(rec: Recorder, cast: Cast) -> None:
    td = cast.td
    seats = {seat: person.name for seat, person in cast.players.items()}
    made = rec.post(
        "board set: four boards",
        td,
        "/board-sets",
        {"seed": 2026, "first": 17, "count": 4, "seats": seats},
    )
    ids = [b["id"] for b in made.json()["boards"]]
    rec.get("board set: hand records", td, "/hand-records", params={"board": ids})
    rec.get(
        "board set: a player may not print them",
        cast.players["N"],
        "/hand-records",
        params={"board": ids[:1]},
        expect=403,
    )
    rec.get("board set: no board", td, "/hand-records", expect=422)
    rec.post("board set: too many", td, "/board-sets", {"seed": 1, "count": 1000}, expect=422)

    alice = cast.players["N"]
    for name, file, fmt in (("PBN", PBN_FILE, "pbn"), ("LIN", LIN_FILE, "lin")):
        rec.post(
            f"import: a {name} file",
            alice,
            "/boards/import",
            params={"format": fmt},
            content=file.read_bytes(),
        )
    rec.post(
        "import: a broken record",
        alice,
        "/boards/import",
        params={"format": "pbn"},
        content=b'[Board "1"]\n[Deal "N:AKQ"]\n',
        expect=ANY,
    )
    rec.post(
        "import: a session needs a director",
        alice,
        "/boards/import",
        params={"format": "pbn", "session": "mine"},
        content=SESSION_FILE.read_bytes(),
        expect=403,
    )
    imported = rec.post(
        "import: a session from a file",
        td,
        "/boards/import",
        params={"format": "pbn", "session": "DN1 final", "scoring": "MP"},
        content=SESSION_FILE.read_bytes(),
    )
    session = imported.json()["session"]
    rec.get("import: its traveller", td, f"/sessions/{session}/boards/28")
    rec.put("import: a pair named", td, f"/sessions/{session}/pairs/4", {"names": "Ann & Bo"})
    rec.get("import: its ranking", td, f"/sessions/{session}/ranking")
    board = imported.json()["boards"][0]["id"]
    rec.get("import: the imported board", td, f"/boards/{board}")
    rec.get("import: exported again", td, f"/boards/{board}/export", params={"format": "pbn"})

    for query in (
        {"contract": "4SX", "declarer": "S", "vulnerability": "NS", "tricks": 8},
        {"contract": "3NT", "declarer": "W", "vulnerability": "None", "tricks": 10},
        {"contract": "7NTXX", "declarer": "N", "vulnerability": "Both", "tricks": 13},
        {"contract": "4S", "declarer": "S", "vulnerability": "NS", "tricks": 14},
    ):
        rec.get(
            f"scoring: {query['contract']}", alice, "/scoring/duplicate", params=query, expect=ANY
        )
