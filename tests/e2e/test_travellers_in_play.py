"""Travellers of boards still in play, over HTTP on both stores (docs/contract.md "Travellers
of boards still in play"). Law 16C1 (2017) has a player who receives information "about a
board he is playing or has yet to play, as by ... overhearing calls, results or remarks"
tell the Director: the ledger never hands it to him. In a three-table Mitchell, board 3 is
played at table 2 in the first round: no endpoint, export or page shows its contract or
score to pair 1 (which plays it later) until pair 1 has played it, or every table due to
play it has its result counted. The same probe, run for the director (who sees every
traveller at any time), finds board 3 on every endpoint: it is a probe that can fail."""

from __future__ import annotations

import csv
import io
import re
import xml.etree.ElementTree as ET
from typing import Any

import pypdf

from tests.e2e.table import Person, Server

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}
TARGET = 3  # West makes 6C vulnerable on it at every table: North-South score -1370
MARKER = "1370"
FORMATS = ("html", "pdf", "csv", "pbn", "usebio")


class Evening:
    def __init__(self, server: Server) -> None:
        self.director = server.person("td", "director")
        made = self.director.post("/sessions", {"name": "In play", "movement": MOVEMENT})
        assert made.status_code == 201, made.text
        self.session = made.json()
        self.id = self.session["id"]
        self.base = f"/sessions/{self.id}"
        self.players = {str(pair): server.person(f"pair{pair}") for pair in range(1, 7)}
        for pair, person in self.players.items():
            named = self.director.put(f"{self.base}/pairs/{pair}", {"users": [person.name]})
            assert named.status_code == 200, named.text
        for team, pairs in (("Odd", ["1", "3", "5"]), ("Even", ["2", "4", "6"])):
            assert (
                self.director.put(f"{self.base}/teams/{team}", {"pairs": pairs}).status_code == 200
            )

    def seating(self, round_number: int, table: int) -> dict[str, Any]:
        each = self.session["movement"]["rounds"][round_number - 1]
        found: dict[str, Any] = next(t for t in each["tables"] if t["table"] == table)
        return found

    def where(self, pair: str, board: int) -> tuple[int, int]:
        """The round and table where `pair` plays `board`."""
        for each in self.session["movement"]["rounds"]:
            for table in each["tables"]:
                if board in table["boards"] and pair in (table["ns"], table["ew"]):
                    return each["round"], table["table"]
        raise AssertionError(f"pair {pair} does not play board {board}")

    def enter(self, round_number: int, table: int, *, confirm: bool = True) -> None:
        seating = self.seating(round_number, table)
        for board in seating["boards"]:
            body: dict[str, Any] = {"board_number": board, "ns": seating["ns"],
                                    "ew": seating["ew"], "table": table,
                                    "round": round_number}  # fmt: skip
            if board == TARGET:
                body |= {"contract": "6C", "declarer": "W", "tricks": 12, "lead": "SA"}
            else:
                body |= {"contract": "Pass"}
            entered = self.players[seating["ns"]].post(f"{self.base}/results", body)
            assert entered.status_code == 201, entered.text
            if confirm:
                ok = self.players[seating["ew"]].post(
                    f"{self.base}/results/confirm",
                    {"board": board, "ns": seating["ns"], "ew": seating["ew"]},
                )
                assert ok.status_code == 200, ok.text


def shown(evening: Evening, person: Person, own: str | None = None) -> list[str]:
    """Every endpoint and export that shows `person` a result of the target board (its
    own pair's row aside, where `own` names the pair); empty when none does."""
    base = evening.base
    found = []
    if person.get(f"{base}/boards/{TARGET}").json():
        found.append("traveller")
    if person.get(f"{base}/ranking").json():
        found.append("ranking")
    match = person.get(f"{base}/match", home="Odd", away="Even").json()
    if TARGET in match["unfinished"] or any(b["board_number"] == TARGET for b in match["boards"]):
        found.append("match")
    for table in (1, 2, 3):
        page = person.get(f"{base}/tables/{table}").json()
        rows = [*page["scored"], *page["pending"]]
        if any(r["board"] == TARGET and own not in (r["ns"], r["ew"]) for r in rows):
            found.append(f"table {table}")
    progress = person.get(f"{base}/progress").json()
    if next(b for b in progress["boards"] if b["board_number"] == TARGET)["traveller"]:
        found.append("progress")
    for kind in FORMATS:
        if _published_rows(person.get(f"{base}/published", format=kind), kind, evening.id):
            found.append(kind)
    return found


def _published_rows(reply: Any, kind: str, session_id: str) -> bool:
    """Whether a published file shows a result of the target board."""
    assert reply.status_code == 200, reply.text
    if kind == "pdf":
        reader = pypdf.PdfReader(io.BytesIO(reply.content))
        return MARKER in "\n".join(page.extract_text() for page in reader.pages)
    text = reply.text.replace(session_id, "")
    if kind == "csv":
        rows = csv.DictReader(io.StringIO(text))
        return any(r["section"] == "traveller" and r["board"] == str(TARGET) for r in rows)
    if kind == "usebio":
        root = ET.fromstring(reply.content)
        return any(
            board.findtext("BOARD_NUMBER") == str(TARGET) and board.findall("TRAVELLER_LINE")
            for board in root.iter("BOARD")
        )
    if kind == "pbn":
        game = re.search(rf'\[Board "{TARGET}"\](.*?)(?:\r\n\r\n|\Z)', text, re.S)
        assert game is not None
        table = re.search(r'\[ScoreTable "[^"]*"\]\r\n(.*)', game.group(1), re.S)
        return table is not None and bool(table.group(1).split("[")[0].strip())
    return MARKER in text


def test_no_endpoint_shows_a_board_to_a_pair_that_has_still_to_play_it(server: Server) -> None:
    evening = Evening(server)
    director, pair1 = evening.director, evening.players["1"]
    # Board 3: table 2 in round 1, pair 1's table 1 in round 2, the last table in round 3.
    assert evening.where("1", TARGET) == (2, 1)
    last = evening.seating(
        3, next(t for t in (1, 2, 3) if TARGET in evening.seating(3, t)["boards"])
    )
    late = evening.players[last["ns"]]
    every = {"traveller", "ranking", "match", "progress", *FORMATS}
    for table in (1, 2, 3):
        evening.enter(1, table)
    # The director sees every traveller at once, and the ranking live.
    assert set(shown(evening, director)) == every
    # Pair 1 plays board 3 later: nothing of it, anywhere.
    assert shown(evening, pair1, own="1") == []
    assert shown(evening, late, own=last["ns"]) == []
    # Pair 2 played it: its traveller (the ranking waits for the session's end).
    played = evening.seating(1, 2)
    assert set(shown(evening, evening.players[played["ns"]], own=played["ns"])) == every - {
        "ranking"
    }

    # Round 2: pair 1 plays board 3 at table 1; its result waits for the opponents.
    evening.enter(2, 1, confirm=False)
    evening.enter(2, 2)
    evening.enter(2, 3)
    assert "table 1" in shown(evening, director)  # the waiting row, on table 1's page
    assert shown(evening, pair1, own="1") == []  # its own waiting row aside: not counted yet
    assert shown(evening, late, own=last["ns"]) == []
    opponents = evening.seating(2, 1)["ew"]
    for board in evening.seating(2, 1)["boards"]:
        ok = evening.players[opponents].post(
            f"{evening.base}/results/confirm", {"board": board, "ns": "1", "ew": opponents}
        )
        assert ok.status_code == 200, ok.text
    assert set(shown(evening, pair1, own="1")) == every - {"ranking"}
    assert shown(evening, late, own=last["ns"]) == []

    # Once the last table due has its result counted, everyone sees it; the ranking
    # shows to everyone once the whole movement is in.
    for table in (1, 2, 3):
        evening.enter(3, table)
    stranger = server.person("onlooker")
    last_table = f"table {evening.where(last['ns'], TARGET)[1]}"  # its page: the last round
    assert set(shown(evening, stranger)) == every | {last_table}
    progress = stranger.get(f"{evening.base}/progress").json()
    assert progress["over"] and progress["ranking"]
    assert [(b["board_number"], b["results"], b["due"], b["traveller"])
            for b in progress["boards"]] == [(n, 3, 3, True) for n in range(1, 7)]  # fmt: skip
    ranking = stranger.get(f"{evening.base}/ranking").json()
    assert ranking and ranking == director.get(f"{evening.base}/ranking").json()


def test_what_a_stranger_sees_of_a_session_in_play(server: Server) -> None:
    """Progress shows what the traveller route would: counts, never rows."""
    evening = Evening(server)
    evening.enter(1, 2)
    stranger = server.person("onlooker")
    progress = stranger.get(f"{evening.base}/progress").json()
    assert not progress["over"] and not progress["ranking"]
    counts = {b["board_number"]: (b["results"], b["traveller"]) for b in progress["boards"]}
    assert counts == {1: (0, False), 2: (0, False), 3: (1, False), 4: (1, False),
                      5: (0, False), 6: (0, False)}  # fmt: skip
    assert "results-withheld" in stranger.get(f"{evening.base}/published").text
    match = stranger.get(f"{evening.base}/match", home="Odd", away="Even").json()
    assert match["boards"] == [] and match["unfinished"] == []
    released = evening.director.post(f"{evening.base}/hand-records/release")
    assert released.status_code == 200, released.text
    assert set(shown(evening, stranger)) == {"traveller", "ranking", "match", "progress", *FORMATS}
