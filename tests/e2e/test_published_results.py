"""A session's published results over HTTP on both stores: three tables play three boards
of a board set through the API, each result entered from its ledger board, one corrected
by the director to an artificial score; then every format is read back and compared with
the session's own ranking and travellers, and the PBN is imported again to make a session
with the same travellers and ranking. A board's deal shows to its director, and to a
player once he has played it; never to one who has not."""

from __future__ import annotations

import csv
import io
import random
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from html.parser import HTMLParser

import pypdf

from tests.e2e.table import SEATS, Person, Server
from tests.e2e.test_sessions import pbn_hand, play

TABLES, BOARDS = 3, 3


class _Tables(HTMLParser):
    """Each table's rows of cell texts, by the table's data-testid; and every testid."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self.testids: set[str] = set()
        self.scripts = 0
        self._table: str | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("data-testid"):
            self.testids.add(str(found["data-testid"]))
        if tag == "script" or (tag == "link" and found.get("rel") == "stylesheet"):
            self.scripts += 1
        if tag == "table":
            self._table = str(found.get("data-testid"))
            self.tables[self._table] = []
        elif tag == "tr" and self._table:
            self.tables[self._table].append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._table:
            self.tables[self._table][-1].append("".join(self._cell).strip())
            self._cell = None
        elif tag == "table":
            self._table = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def _figure(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@dataclass
class _Evening:
    director: Person
    people: list[Person]
    session: str
    deals: dict[int, dict[str, list[str]]]  # board number -> each seat's cards

    def play(self, server: Server, tables: range, boards: range) -> None:
        rng = random.Random(11)
        for table in tables:
            ns, ew = str(table + 1), str(TABLES + table + 1)
            seats = dict(zip(SEATS, self.people[4 * table : 4 * table + 4], strict=True))
            for number in boards:
                hands = self.deals[number]
                deal = "N:" + " ".join(pbn_hand(hands[seat]) for seat in SEATS)
                board_id = play(server, self.director, seats, number, deal, rng)
                body = {"board_number": number, "ns": ns, "ew": ew, "board_id": board_id}
                entered = self.director.post(f"/sessions/{self.session}/results", body)
                assert entered.status_code == 201, entered.text


def _evening(server: Server) -> _Evening:
    director = server.person("td", "director")
    people = [server.person(f"p{i}") for i in range(4 * TABLES)]
    session = director.post("/sessions", {"name": "Club evening", "scoring": "MP"}).json()["id"]
    dealt = director.post("/board-sets", {"seed": 4242, "count": BOARDS}).json()["boards"]
    deals = {b["board_number"]: director.get(f"/boards/{b['id']}").json()["hands"] for b in dealt}
    for pair in range(1, 2 * TABLES + 1):
        named = {"names": f"Player {pair}a & Player {pair}b"}
        assert director.put(f"/sessions/{session}/pairs/{pair}", named).status_code == 200
    return _Evening(director, people, session, deals)


def _testids(person: Person, path: str) -> set[str]:
    page = _Tables()
    page.feed(person.get(path, format="html").text)
    return page.testids


def test_published_results_in_every_format_read_back(server: Server) -> None:
    evening = _evening(server)
    director, session = evening.director, evening.session
    player, later, onlooker = evening.people[0], evening.people[4], server.person("onlooker")
    published = f"/sessions/{session}/published"
    evening.play(server, range(1), range(1, 2))

    # Mid-evening: board 1's deal to its director and the table that played it, not to a
    # table yet to play it, nor to one who plays no board.
    assert {"hand-1-N", "par-1"} <= _testids(director, published)
    assert {"hand-1-N", "par-1"} <= _testids(player, published)
    for hidden in (later, onlooker):
        seen = _testids(hidden, published)
        assert "hands-withheld" in seen
        assert not any(t.startswith(("hand-", "par-", "double-dummy-")) for t in seen)
        assert "DoubleDummyTricks" not in hidden.get(published, format="pbn").text
        assert '[Deal "?"]' in hidden.get(published, format="pbn").text
        # Nor the board's traveller (docs/contract.md "Travellers of boards still in play").
        assert hidden.get(f"/sessions/{session}/boards/1").json() == []
        assert "results-withheld" in seen
    assert len(player.get(f"/sessions/{session}/boards/1").json()) == 1

    evening.play(server, range(1, TABLES), range(1, 2))
    evening.play(server, range(TABLES), range(2, BOARDS + 1))
    fixed = {"board_number": 2, "ns": "2", "ew": "5", "adjusted": {"NS": 60, "EW": 40}}
    assert director.put(f"/sessions/{session}/results", fixed).status_code == 200
    assert "hands-withheld" in _testids(onlooker, published)
    # The session has no movement to say when it is over: the ranking waits for the
    # director's release (he sees it live).
    assert player.get(f"/sessions/{session}/ranking").json() == []
    assert director.get(f"/sessions/{session}/ranking").json() != []
    released = director.post(f"/sessions/{session}/hand-records/release")
    assert released.status_code == 200, released.text
    ranking = player.get(f"/sessions/{session}/ranking").json()
    assert len(ranking) == 2 * TABLES
    travellers = {n: player.get(f"/sessions/{session}/boards/{n}").json()
                  for n in range(1, BOARDS + 1)}  # fmt: skip

    # HTML: static (no script, no stylesheet fetched), the ranking, every traveller, the deals.
    html = player.get(published, format="html")
    assert html.headers["content-type"].startswith("text/html")
    page = _Tables()
    page.feed(html.text)
    assert page.scripts == 0 and "http" not in html.text
    assert page.tables["ranking"][1:] == [
        [str(e["rank"]), e["pair"], e["names"], _figure(e["total"]), _figure(e["percent"]),
         str(e["boards"])] for e in ranking
    ]  # fmt: skip
    for number, lines in travellers.items():
        rows = page.tables[f"traveller-{number}"][1:]
        assert [(r[0], r[1], r[7], r[8]) for r in rows] == [
            (t["ns"], t["ew"], _figure(t["mp_ns"]), _figure(t["mp_ew"])) for t in lines
        ]
        dd = page.tables[f"double-dummy-{number}"]
        assert len(dd) == 5 and all(0 <= int(x) <= 13 for row in dd[1:] for x in row[1:])
        assert {f"hand-{number}-{s}" for s in SEATS} | {f"par-{number}"} <= page.testids
    assert "hands-withheld" not in page.testids and "results-withheld" not in page.testids
    assert "♠" in html.text and "♥" in html.text

    # CSV: one section column; ranking rows and traveller rows.
    records = list(csv.DictReader(io.StringIO(player.get(published, format="csv").text)))
    assert [
        (r["pair"], r["total"], r["percent"]) for r in records if r["section"] == "ranking"
    ] == [(e["pair"], _figure(e["total"]), _figure(e["percent"])) for e in ranking]
    assert [(int(r["board"]), r["ns"], r["ew"], r["score_ns"], r["mp_ns"])
            for r in records if r["section"] == "traveller"] == [
        (n, t["ns"], t["ew"], "" if t["score_ns"] is None else str(t["score_ns"]),
         _figure(t["mp_ns"])) for n, lines in travellers.items() for t in lines
    ]  # fmt: skip
    adjusted = [r for r in records if r["section"] == "traveller" and r["adjusted_ns"]]
    assert [(r["ns"], r["adjusted_ns"], r["adjusted_ew"]) for r in adjusted] == [("2", "60", "40")]

    # PDF: its text holds the ranking's pairs and percentages and each board.
    pdf = player.get(published, format="pdf")
    assert pdf.headers["content-type"] == "application/pdf"
    text = "\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf.content)).pages)
    for entry in ranking:
        assert entry["names"] in text and _figure(entry["percent"]) in text
    assert all(f"Board {n}" in text for n in travellers) and "Double dummy" in text

    # USEBIO: the structure, the places and every traveller line.
    xml = player.get(published, format="usebio")
    root = ET.fromstring(xml.content)
    assert root.tag == "USEBIO" and root.get("Version") == "1.2"
    event = root.find("EVENT")
    assert event is not None and event.get("EVENT_TYPE") == "PAIRS"
    assert event.findtext("BOARD_SCORING_METHOD") == "MATCH_POINTS"
    pairs = event.findall("PARTICIPANTS/PAIR")
    assert [(p.findtext("PAIR_NUMBER"), int(p.findtext("PLACE") or 0),
             float(p.findtext("PERCENTAGE") or 0)) for p in pairs] == [
        (e["pair"], e["rank"], e["percent"]) for e in ranking
    ]  # fmt: skip
    for board in event.findall("BOARD"):
        lines = travellers[int(board.findtext("BOARD_NUMBER") or 0)]
        got = [
            (t.findtext("NS_PAIR_NUMBER"), t.findtext("SCORE"),
             float(t.findtext("NS_MATCH_POINTS") or 0))
            for t in board.findall("TRAVELLER_LINE")
        ]  # fmt: skip
        assert got == [
            (t["ns"], "A6040" if t["score_ns"] is None else str(t["score_ns"]), t["mp_ns"])
            for t in lines
        ]

    # PBN: read back through our own import, it makes the same session.
    pbn = player.get(published, format="pbn")
    assert pbn.text.count("[ScoreTable ") == BOARDS and pbn.text.count("[TotalScoreTable ") == 1
    assert pbn.text.count("[DoubleDummyTricks ") == BOARDS
    imported = director.post_raw("/boards/import", pbn.content, session="Club evening again")
    assert imported.status_code == 201, imported.text
    copy = imported.json()["session"]
    assert director.get(f"/sessions/{copy}/ranking").json() == ranking
    for number, lines in travellers.items():
        again = director.get(f"/sessions/{copy}/boards/{number}").json()
        assert again == lines


def test_what_the_published_results_refuse(server: Server) -> None:
    director = server.person("td", "director")
    session = director.post("/sessions", {"name": "Empty", "scoring": "IMP"}).json()["id"]
    assert director.get(f"/sessions/{session}/published", format="docx").status_code == 422
    assert director.get("/sessions/nope/published").status_code == 404
    assert server.client.get(f"/sessions/{session}/published").status_code == 401
    for format in ("html", "pdf", "csv", "pbn", "usebio"):
        reply = director.get(f"/sessions/{session}/published", format=format)
        assert reply.status_code == 200, (format, reply.text)
