"""Revokes, rulings and directors over HTTP, on both stores (docs/design.md 5).

The deal, 4S by North, dummy South, East leads:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server, Table

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"
# W ruffs trick 2 with S3 while holding D3, and wins it.
W_RUFFS = ("DK", "D6", "D2", "DA", "D9", "D4", "DT", "S3")


def spades(server: Server, policy: str = "detect", creator: Person | None = None) -> Table:
    table = Table.sit_down(server, creator, deal=DEAL, revoke_policy=policy)
    table.bid("1S", "Pass", "4S", "Pass", "Pass", "Pass")
    return table


def play(table: Table, *cards: str) -> dict[str, Any]:
    view: dict[str, Any] = {}
    for card in cards:
        seat = table.view()["next"]
        reply = table.play(seat, card)
        assert reply.status_code == 201, reply.text
        view = reply.json()
    return view


def claim_the_rest(table: Table) -> None:
    left = 13 - sum(table.view()["tricks_won"].values())
    reply = table.players["N"].post(table.path("/claims"), {"seat": "N", "tricks": left})
    assert reply.status_code == 201, reply.text
    for seat in ("E", "W"):
        reply = table.players[seat].post(table.path("/claims/agree"), {"seat": seat})
        assert reply.status_code == 200, reply.text


def score(table: Table, seat: str = "N") -> tuple[Any, ...]:
    found = table.players[seat].get(table.path("/score")).json()
    return found["table_tricks"], found["declarer_tricks"], found["NS"], found["EW"]


def test_a_defender_ruffs_wins_and_the_claim_ends_play_one_trick(server: Server) -> None:
    table = spades(server)
    play(table, *W_RUFFS, "H3")  # W leads to trick 3: established
    timeline = table.players["E"].get(table.path("/timeline")).json()
    assert all("revoke" not in entry["data"] for entry in timeline)  # hidden from the table
    assert "irregularities" not in table.players["E"].get(table.path("/tricks")).json()[1]
    marked = server.admin.get(table.path("/tricks")).json()[1]["irregularities"]
    assert marked == [{"kind": "revoke", "seat": "W", "card": "S3"}]  # the director knows
    claim_the_rest(table)
    raised = table.players["N"].post(table.path("/revokes"), {"seat": "W", "trick": 2})
    assert raised.status_code == 201, raised.text
    assert raised.json() == {
        "number": 1,
        "seat": "W",
        "trick": 2,
        "card": "S3",
        "status": "established",
        "law": "64A1",
        "transfer": 1,
        "to": "NS",
    }
    assert score(table) == (12, 13, 510, -510)
    transfers = table.players["E"].get(table.path("/score")).json()["transfers"]
    assert transfers == [{"revoke": 1, "law": "64A1", "tricks": 1, "to": "NS"}]
    rulings = table.players["E"].get(table.path("/rulings")).json()
    assert [(r["number"], r["director"], r["law"], r["tricks"]) for r in rulings] == [
        (1, None, "64A1", 1)
    ]


def test_a_defenders_correction_makes_a_major_penalty_card(server: Server) -> None:
    table = spades(server)
    play(table, *W_RUFFS)
    assert table.players["N"].get(table.path("/revokes")).status_code == 403  # during play
    raised = table.players["N"].post(table.path("/revokes"), {"seat": "W", "trick": 2})
    assert raised.json()["status"] == "correctable"
    assert table.play("W", "H3").status_code == 409  # the revoke must be corrected first
    version = table.event_count()
    bad = table.players["W"].post(table.path("/revokes/1/correct"), {"card": "H3"})
    assert bad.status_code == 422 and "follow suit" in bad.json()["detail"]
    not_yours = table.players["N"].post(table.path("/revokes/1/correct"), {"card": "D3"})
    assert not_yours.status_code == 403
    assert table.event_count() == version
    done = table.players["W"].post(table.path("/revokes/1/correct"), {"card": "D3"})
    assert done.status_code == 200, done.text
    view = table.view("E")
    assert view["penalty_cards"] == {
        "N": [],
        "E": [],
        "S": [],
        "W": [{"card": "S3", "kind": "major"}],
    }
    assert view["pending"] is None and view["lead_restriction"] is None
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert tricks[1] == {
        "number": 2,
        "leader": "N",
        "cards": [
            {"seat": "N", "card": "D9"},
            {"seat": "E", "card": "D4"},
            {"seat": "S", "card": "DT"},
            {"seat": "W", "card": "D3"},
        ],
        "winner": "S",
        "irregularities": [{"kind": "correction", "seat": "W", "card": "S3", "penalty_card": True}],
    }
    listed = server.admin.get(table.path("/revokes")).json()
    assert [(r["number"], r["status"]) for r in listed] == [(1, "corrected")]
    again = table.players["W"].post(table.path("/revokes/1/correct"), {"card": "D3"})
    assert again.status_code == 409


def test_a_revoke_nobody_raised_detect_and_auto(server: Server) -> None:
    results = {}
    for policy in ("detect", "auto"):
        table = spades(server, policy)
        play(table, *W_RUFFS, "H3")
        claim_the_rest(table)
        results[policy] = score(table)
    assert results == {"detect": (12, 12, 480, -480), "auto": (12, 13, 510, -510)}


def test_attention_after_close_and_director_rulings_with_audit(server: Server) -> None:
    director = server.person("td", "director")
    table = spades(server, creator=director)
    play(table, *W_RUFFS, "H3")
    claim_the_rest(table)
    assert table.players["N"].post(table.path("/close")).status_code == 403
    assert director.post(table.path("/close")).status_code == 200
    raised = table.players["N"].post(table.path("/revokes"), {"seat": "W", "trick": 2}).json()
    assert (raised["law"], raised["transfer"]) == ("64B5", 0)
    assert score(table) == (12, 12, 480, -480)
    version = table.event_count()
    body = {"law": "64C", "kind": "adjusted_score", "NS": 510, "explanation": "equity"}
    assert table.players["N"].post(table.path("/rulings"), body).status_code == 403
    assert table.event_count() == version
    first = director.post(table.path("/rulings"), {**body, "concerns": [version]})
    assert first.status_code == 201, first.text
    assert first.json()["number"] == 2 and first.json()["NS"] == 510 and first.json()["EW"] == -510
    assert score(table) == (12, 12, 510, -510)
    amended = director.post(
        table.path("/rulings"), {**body, "NS": 490, "explanation": "amended", "amends": 2}
    )
    assert amended.status_code == 201, amended.text
    assert score(table) == (12, 12, 490, -490)
    audit = director.get("/rulings", director=director.name).json()
    assert [(r["number"], r["law"], r["NS"], r["amends"], r["amended_by"]) for r in audit] == [
        (2, "64C", 510, None, 3),
        (3, "64C", 490, 2, None),
    ]
    by_board = server.admin.get("/rulings", board=table.board_id, law="64B5").json()
    assert [(r["number"], r["director"]) for r in by_board] == [(1, None)]
    outsider = server.person("x")
    assert outsider.get("/rulings", board=table.board_id).json() == []
    assert table.players["E"].get("/rulings", board=table.board_id).status_code == 200
    assert len(table.players["E"].get("/rulings", board=table.board_id).json()) == 3
    # The audit comes a page at a time; the Link header names the next page.
    pages, path = [], "/rulings"
    params: dict[str, Any] = {"board": table.board_id, "limit": 2}
    while True:
        reply = table.players["E"].get(path, **params)
        pages.append([r["number"] for r in reply.json()])
        link = reply.headers.get("link")
        if link is None:
            break
        path, params = link[1 : link.index(">")], {}
    assert pages == [[1, 2], [3]]
    assert server.admin.get("/rulings", cursor="bm90LWEtY3Vyc29y").status_code == 422


def test_naming_a_director_and_an_admin_ruling_a_claim(server: Server) -> None:
    players = {seat: server.person(seat.lower()) for seat in ("N", "E", "S", "W")}
    player = players["S"]  # the creator sits South: a player's board has no director
    seats = {seat: p.name for seat, p in players.items()}
    created = player.post("/boards", {"deal": DEAL, "seats": seats})
    assert created.status_code == 201, created.text
    table = Table(server, players, created.json()["id"])
    assert table.view()["director"] is None
    td = server.person("td", "director")
    path = table.path("/director")
    client = server.client
    unknown = client.put(
        "/boards/00000000-0000-0000-0000-000000000000/director",
        headers=player.headers,
        json={"director": td.name},
    )
    assert unknown.status_code == 404
    assert (
        client.put(path, headers=table.players["N"].headers, json={"director": td.name}).status_code
        == 403
    )
    nobody = client.put(path, headers=player.headers, json={"director": "no-such-user"})
    assert nobody.status_code == 422
    named = client.put(path, headers=player.headers, json={"director": td.name})
    assert named.status_code == 200 and named.json()["director"] == td.name
    listed = td.boards()
    assert [b["director"] for b in listed if b["id"] == table.board_id] == [td.name]
    assert (
        client.put(path, headers=server.admin.headers, json={"director": None}).status_code == 200
    )
    assert table.view()["director"] is None
    # a disputed claim at a board without a director: an admin rules it
    table.bid("1S", "Pass", "4S", "Pass", "Pass", "Pass")
    play(table, "DK", "D6", "D2", "DA")
    assert (
        table.players["N"].post(table.path("/claims"), {"seat": "N", "tricks": 12}).status_code
        == 201
    )
    assert table.players["E"].post(table.path("/claims/dispute"), {"seat": "E"}).status_code == 200
    ruled = server.admin.post(table.path("/claims/ruling"), {"tricks": 10, "explanation": "x"})
    assert ruled.status_code == 200, ruled.text
    assert ruled.json()["declarer_tricks"] == 11


TO_TRICK_12 = (
    "D4 DT D2 DA C5 C8 CQ CJ D6 D3 D5 DK D8 DJ CK D9 H4 HT HA HJ C7 CT C3 C6 H2 H7 H3 H6 "
    "S2 S6 ST S5 H9 H5 H8 HQ S4 S8 SQ SJ HK SA S7 SK"
)


def test_a_trick_12_revoke_its_double_dummy_suggestion_and_correction(server: Server) -> None:
    table = spades(server)
    play(table, *TO_TRICK_12.split(), "CA", "S3", "C2", "D7", "C9", "C4", "DQ", "S9")
    raised = table.players["E"].post(table.path("/revokes"), {"seat": "W", "trick": 12}).json()
    assert (raised["status"], raised["law"], raised["transfer"]) == ("established", "64B6", 0)
    path = table.path("/revokes/1/double-dummy")
    assert table.players["N"].get(path).status_code == 403  # it shows every hand
    suggestion = server.admin.get(path)
    assert suggestion.status_code == 200, suggestion.text
    assert suggestion.json() == {
        "revoke": 1,
        "table_tricks": 8,
        "declarer_tricks": 8,
        "alternatives": [{"card": "C9", "declarer_tricks": 9}],
        "without_revoke": 9,
    }
    corrected = table.players["W"].post(table.path("/revokes/1/correct"), {"card": "C9"})
    assert corrected.status_code == 200, corrected.text
    assert score(table) == (9, 9, -50, 50)
    tricks = table.players["N"].get(table.path("/tricks")).json()
    assert [(t["leader"], [c["card"] for c in t["cards"]], t["winner"]) for t in tricks[11:]] == [
        ("S", ["CA", "C9", "C2", "D7"], "S"),
        ("S", ["S9", "S3", "C4", "DQ"], "S"),
    ]


def test_non_offenders_take_back_a_card_after_a_correction(server: Server) -> None:
    table = spades(server)
    play(table, "DK", "D6", "D2", "DA", "H6", "C8", "H4", "HT")  # E discards holding hearts
    table.players["W"].post(table.path("/revokes"), {"seat": "E", "trick": 2})
    version = table.event_count()
    early = table.players["N"].post(table.path("/revokes/1/withdraw"), {"seat": "S"})
    assert early.status_code == 409  # not corrected yet
    assert table.event_count() == version
    corrected = table.players["E"].post(table.path("/revokes/1/correct"), {"card": "H2"})
    assert corrected.status_code == 200, corrected.text
    version = table.event_count()
    wrong = table.players["W"].post(table.path("/revokes/1/withdraw"), {"seat": "W"})
    assert wrong.status_code == 422  # the offending side does not start
    not_yours = table.players["E"].post(table.path("/revokes/1/withdraw"), {"seat": "S"})
    assert not_yours.status_code == 403
    assert table.event_count() == version
    back = table.players["N"].post(table.path("/revokes/1/withdraw"), {"seat": "S"})
    assert back.status_code == 200, back.text
    assert back.json()["next"] == "S"
    play(table, "H7", "HQ")  # West changes his card: HT becomes a major penalty card
    view = table.view("N")
    assert view["penalty_cards"]["E"] == [{"card": "C8", "kind": "major"}]
    assert view["penalty_cards"]["W"] == [{"card": "HT", "kind": "major"}]
    tricks = table.players["N"].get(table.path("/tricks")).json()
    assert [c["card"] for c in tricks[1]["cards"]] == ["H6", "H2", "H7", "HQ"]
    assert tricks[1]["winner"] == "W"


def test_a_claim_by_the_offending_side_establishes_the_revoke(server: Server) -> None:
    """Law 63A3: West revokes, wins the trick, and before anyone plays to the next trick
    concedes the rest; the revoke is established by that concession, not by a card."""
    table = spades(server)
    play(table, *W_RUFFS)  # W wins trick 2 with the revoke card and is on lead
    conceded = table.players["W"].post(table.path("/claims"), {"seat": "W", "concede": 11})
    assert conceded.status_code == 201, conceded.text
    raised = table.players["N"].post(table.path("/revokes"), {"seat": "W", "trick": 2})
    assert raised.status_code == 201, raised.text
    assert raised.json()["status"] == "established"
    correct = table.players["W"].post(table.path("/revokes/1/correct"), {"card": "D3"})
    assert correct.status_code == 409
    agreed = table.players["N"].post(table.path("/claims/agree"), {"seat": "N"})
    assert agreed.status_code == 200, agreed.text
    assert agreed.json()["phase"] == "complete"
    revokes = table.players["N"].get(table.path("/revokes")).json()
    assert [(r["status"], r["law"], r["transfer"], r["to"]) for r in revokes] == [
        ("established", "64A1", 1, "NS")
    ]
    assert score(table) == (12, 13, 510, -510)


def test_the_event_log_never_tells_the_table_of_a_revoke(server: Server) -> None:
    """Once the board is over the table reads its event log, but which card was a revoke
    nobody raised stays the director's knowledge (they could raise it before /close)."""
    table = spades(server)
    play(table, *W_RUFFS, "H3")
    claim_the_rest(table)

    def revoke_flags(person: Person) -> list[Any]:
        reply = person.get(table.path("/events"))
        assert reply.status_code == 200, reply.text
        return [e["data"].get("revoke") for e in reply.json() if e["type"] == "CardPlayed"]

    assert any(revoke_flags(server.admin))  # the director's view marks the ruff
    assert revoke_flags(table.players["E"]) == [None] * 9


def test_a_seat_holder_cannot_be_named_director(server: Server) -> None:
    table = spades(server)
    north = table.players["N"]
    reply = server.client.put(
        table.path("/director"), headers=server.admin.headers, json={"director": north.name}
    )
    assert reply.status_code == 422
    assert "holds a seat" in reply.json()["detail"]
