"""Small refusals a hostile client's review found (issue 34; docs/contract.md "Small
refusals (0.15.0; issue 34)"), over HTTP on both stores: practice honours
`expected_version` as every command body does, a blank bidding sequence is 422 rather
than the opening position, an arrow-switch round named twice is 422, and a PBN Score tag
that is not what its record's contract and result score is imported with a note."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.table import DEAL, Server, Table

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SAMPLE = (FIXTURES / "pbn" / "endplay-sample.pbn").read_bytes()
HAND = "AKQ52.43.J92.AT3"


def test_practice_accepts_expected_version_and_a_stale_one_is_409(server: Server) -> None:
    """docs/contract.md: "Every command body accepts an optional "expected_version": int;
    a stale one is 409", told after authorization (403 first) and before the body's 422."""
    alice = server.person("alice")
    created = alice.post("/boards", {"deal": DEAL, "board_number": 1})
    assert created.status_code == 201, created.text
    board = created.json()
    path = f"/boards/{board['id']}"
    for call in ("1D", "Pass"):
        seat = alice.get(path).json()["next"]
        assert alice.post(f"{path}/calls", {"seat": seat, "call": call}).status_code == 201
    version = alice.get(path).json()["version"]
    before = len(alice.boards())

    fresh = alice.post(f"{path}/practice", {"step": 2, "seat": "S", "expected_version": version})
    assert fresh.status_code == 201, fresh.text
    assert [c["call"] for c in fresh.json()["auction"]][:2] == ["1D", "Pass"]

    stale = alice.post(f"{path}/practice", {"step": 2, "seat": "S", "expected_version": 1})
    assert stale.status_code == 409, stale.text
    assert stale.json()["detail"] == (
        f"The board is at version {version}, not 1; reload it and try again."
    )
    # 409 before the body's 422: a step the board does not have, with a stale version
    beyond = alice.post(f"{path}/practice", {"step": 99, "seat": "S", "expected_version": 1})
    assert beyond.status_code == 409, beyond.text
    assert len(alice.boards()) == before + 1  # only the fresh practice made a board
    as_text = alice.post(f"{path}/practice", {"step": 2, "seat": "S", "expected_version": "3"})
    assert as_text.status_code == 422

    # 403 before 409: a player who sees only his own hand may not practise the board
    table = Table.sit_down(server, deal=DEAL)
    north = table.players["N"]
    refused = north.post(table.path("/practice"), {"step": 0, "seat": "N", "expected_version": 9})
    assert refused.status_code == 403, refused.text


def test_a_blank_sequence_is_refused_not_read_as_the_opening(server: Server) -> None:
    """docs/contract.md names no sequence for the opening position (the auction `[]` asks
    for an opening): a sequence of spaces, or none at all, is 422 with one sentence."""
    admin = server.admin
    opening = admin.post("/library/recommend", {"base": "sayc", "hand": HAND, "auction": []})
    assert opening.status_code == 200 and opening.json()["call"] == "1S", opening.text
    for blank in ("   ", ""):
        reply = admin.post("/library/recommend", {"base": "sayc", "hand": HAND, "sequence": blank})
        assert reply.status_code == 422, reply.text
        assert reply.json()["detail"].startswith("The sequence is empty;")
    system = admin.post("/systems", {"name": "Ours", "base": "sayc"})
    assert system.status_code == 201, system.text
    system_path = f"/systems/{system.json()['id']}"
    own = admin.post(f"{system_path}/recommend", {"hand": HAND, "sequence": "   "})
    assert own.status_code == 422, own.text
    meaning = admin.get(f"{system_path}/meaning", sequence="   ")
    assert meaning.status_code == 422, meaning.text
    assert meaning.json()["detail"].startswith("The sequence is empty;")


def test_an_arrow_switch_round_named_twice_is_refused(server: Server) -> None:
    director = server.person("td", "director")
    movement = {"kind": "mitchell", "tables": 4, "rounds": 3, "boards_per_round": 2}
    before = director.get("/sessions").json()
    twice = director.post(
        "/sessions",
        {"name": "Club night", "scoring": "MP", "movement": {**movement, "arrow_switch": [3, 3]}},
    )
    assert twice.status_code == 422, twice.text
    assert twice.json()["detail"] == "Round 3 is named twice among the arrow-switch rounds."
    assert director.get("/sessions").json() == before
    once = director.post(
        "/sessions",
        {"name": "Club night", "scoring": "MP", "movement": {**movement, "arrow_switch": [3]}},
    )
    assert once.status_code == 201, once.text


def test_a_score_tag_that_disagrees_is_imported_with_a_note_at_its_line(server: Server) -> None:
    """PBN 4.2.1: "The score can deviate from the normal value due to irregularities":
    the record is imported, its board scores the contract and result (5SX by West, 8
    tricks, none vulnerable: NS 500), and the Score tag is told as a note at its line."""
    alice = server.person("alice")
    wrong = SAMPLE.replace(b'[Score "NS 500"]', b'[Score "NS 800"]', 1)
    assert wrong != SAMPLE
    reply = server.client.post("/boards/import", content=wrong, headers=alice.headers)
    assert reply.status_code == 201, reply.text
    answer = reply.json()
    assert answer["refused"] == [] and len(answer["boards"]) == 2
    assert answer["notes"] == [
        {
            "record": 1,
            "line": 16,
            "detail": "The Score tag 'NS 800' is not what 5SX by W taking 8, None vulnerable "
            "scores (NS 500): the board scores its contract and result.",
        }
    ]
    first = answer["boards"][0]["id"]
    score = alice.get(f"/boards/{first}/score").json()
    assert (score["NS"], score["EW"]) == (500, -500)
    agreeing = server.client.post("/boards/import", content=SAMPLE, headers=alice.headers)
    assert agreeing.status_code == 201 and agreeing.json()["notes"] == []
