"""A set of boards from one seed and its printable hand records, over HTTP on both stores."""

from __future__ import annotations

import io

import pypdf

from interchange.pbn_reader import read_pbn
from interchange.records import GameRecord
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
        {"seed": 2026, "mode": "tournament"},  # a seed a player could find by trying
        {"seed": 2**48 - 1, "mode": "tournament"},
    ):
        reply = director.post("/board-sets", body)
        assert reply.status_code == 422, (body, reply.text)
        assert len(reply.json()["detail"]) <= 300
    assert len(director.boards()) == before
    assert director.get("/hand-records").status_code == 422


def test_a_set_without_a_seed_is_dealt_from_one_nobody_can_guess(server: Server) -> None:
    """Issue 31: the service draws the seed (63 random bits) and gives it back; a
    tournament set's own seed is at least 2**48; the same drawn seed deals the same set."""
    director = server.person("td", "director")
    drawn = [director.post("/board-sets", {"count": 2}).json() for _ in range(3)]
    seeds = [made["seed"] for made in drawn]
    assert len(set(seeds)) == 3 and all(0 <= seed < 2**63 for seed in seeds)
    # three seeds below 2**48 out of three draws would happen once in 2**45 runs
    assert any(seed >= 2**48 for seed in seeds)
    again = director.post("/board-sets", {"seed": seeds[0], "count": 2}).json()["boards"]
    for first, second in zip(drawn[0]["boards"], again, strict=True):
        assert (
            director.get(f"/boards/{first['id']}").json()["hands"]
            == director.get(f"/boards/{second['id']}").json()["hands"]
        )
    tournament = director.post("/board-sets", {"count": 1, "mode": "tournament"})
    assert tournament.status_code == 201 and tournament.json()["seed"] >= 0
    chosen = director.post("/board-sets", {"seed": 2**48, "count": 1, "mode": "tournament"})
    assert chosen.status_code == 201, chosen.text


def test_the_deals_of_a_set_as_pbn_for_a_dealing_machine(server: Server) -> None:
    director = server.person("td", "director")
    players = {seat: server.person(seat.lower()) for seat in SEATS}
    body = {"count": 4, "first": 5, "seats": {s: p.name for s, p in players.items()}}
    boards = director.post("/board-sets", body).json()["boards"]
    ids = [b["id"] for b in boards]
    reply = director.get("/hand-records/pbn", board=ids)
    assert reply.status_code == 200, reply.text
    assert reply.headers["content-type"].startswith("application/x-pbn")
    records = [r for r in read_pbn(reply.text) if isinstance(r, GameRecord)]
    assert [r.board_number for r in records] == [5, 6, 7, 8]
    for record, board in zip(records, boards, strict=True):
        view = director.get(f"/boards/{board['id']}").json()
        assert record.dealer is not None and record.dealer.value == board["dealer"]
        assert record.vulnerability == board["vulnerability"]
        assert record.deal is not None
        first = "NESW".index(record.deal[0])
        seats = [("NESW" * 2)[first + i] for i in range(4)]
        for seat, hand in zip(seats, record.deal[2:].split(), strict=True):
            cards = {suit + rank for suit, ranks in zip("SHDC", hand.split("."), strict=True)
                     for rank in ranks}  # fmt: skip
            assert cards == set(view["hands"][seat])
        assert record.calls == () and record.plays == ()
    # the file shows every hand: not to the players of boards in play, nor to strangers
    assert players["N"].get("/hand-records/pbn", board=ids[:1]).status_code == 403
    assert server.person("stranger").get("/hand-records/pbn", board=ids[:1]).status_code == 404
