"""A set of boards from one seed and its printable hand records, over HTTP on both stores."""

from __future__ import annotations

import io

import pypdf

from tests.e2e.table import SEATS, Server

DEALERS = "NESW"
CYCLE = ["None", "NS", "EW", "All", "NS", "EW", "All", "None",
         "EW", "All", "None", "NS", "All", "None", "NS", "EW"]  # fmt: skip


def test_a_set_of_32_boards_and_its_hand_records(server: Server) -> None:
    director = server.person("td", "director")
    players = {seat: server.person(seat.lower()) for seat in SEATS}
    body = {"seed": 2026, "count": 32, "seats": {s: p.name for s, p in players.items()}}
    reply = director.post("/board-sets", body)
    assert reply.status_code == 201, reply.text
    made = reply.json()
    assert made["seed"] == 2026
    boards = made["boards"]
    assert [b["board_number"] for b in boards] == list(range(1, 33))
    for board in boards:
        n = board["board_number"]
        assert (board["dealer"], board["vulnerability"]) == (
            DEALERS[(n - 1) % 4],
            CYCLE[(n - 1) % 16],
        )
    views = [director.get(f"/boards/{b['id']}").json() for b in boards[:3]]
    assert all(v["director"] == director.name and v["phase"] == "auction" for v in views)
    assert len({tuple(v["hands"]["N"]) for v in views}) == 3
    # The same seed deals the same boards again.
    again = director.post("/board-sets", {**body, "count": 2}).json()["boards"]
    for first, second in zip(boards, again, strict=False):
        assert (
            director.get(f"/boards/{first['id']}").json()["hands"]
            == director.get(f"/boards/{second['id']}").json()["hands"]
        )

    ids = [b["id"] for b in boards[:3]]
    printed = director.get("/hand-records", board=ids)
    assert printed.status_code == 200, printed.text
    assert printed.headers["content-type"] == "application/pdf"
    text = "".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(printed.content)).pages)
    for n in (1, 2, 3):
        assert f"Board {n}" in text
    assert "Par" in text
    # The players may not print the records of boards in play (they show every hand) ...
    refused = players["N"].get("/hand-records", board=ids[:1])
    assert refused.status_code == 403, refused.text
    # ... and a stranger does not learn that the boards exist.
    stranger = server.person("stranger")
    assert stranger.get("/hand-records", board=ids[:1]).status_code == 404


def test_a_bad_set_is_refused_and_creates_nothing(server: Server) -> None:
    director = server.person("td", "director")
    before = len(director.boards())
    for body in (
        {"seed": 1, "count": 37},
        {"seed": 1, "count": 0},
        {"seed": -1},
        {"seed": "1"},
        {"seed": 1, "first": 9990, "count": 32},
        {"seed": 1, "seats": {"N": "nobody-at-all", "E": "x", "S": "y", "W": "z"}},
        {},
    ):
        reply = director.post("/board-sets", body)
        assert reply.status_code == 422, (body, reply.text)
        assert len(reply.json()["detail"]) <= 300
    assert len(director.boards()) == before
    assert director.get("/hand-records").status_code == 422
