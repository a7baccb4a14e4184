"""The director's findings in the play in the audit of rulings, over HTTP on both stores
(0.19.0): GET /rulings and the board's GET /boards/{id}/rulings list each, numbered among
the board's rulings, with its Law, the kind `play_rectification`, its director and its
explanation; a player of another board reads none of them, the board's own players once
it is over.

Law 47E1 (2017): "A lead out of turn (or play of a card) is retracted without further
rectification if the player was mistakenly informed by an opponent that it was his turn
to lead or play". Law 45C4(b): "A player may, without penalty, change an unintended
designation if he does so without pause for thought." Law 58A: "A lead or play made
simultaneously with another player's proper lead or play is deemed to be subsequent to
it." Law 47E2(a): "A player may retract the card he has played because of a mistaken
explanation of an opponent's call or play and before a corrected explanation". Law 54C:
"If declarer could have seen any of dummy's cards ... he must accept the lead and the
presumed declarer then becomes declarer."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server, Table
from tests.e2e.test_revokes import claim_the_rest, play, spades

SAID = "North told West it was his lead"
IN_ONE_BREATH = "declarer said 'six, no, jack' in one breath"


def posted(person: Person, table: Table, suffix: str, body: dict[str, Any]) -> None:
    reply = person.post(table.path(suffix), body)
    assert reply.status_code in (200, 201), reply.text


def every_finding_in_the_play(table: Table, director: Person) -> None:
    """47E1 (ruling 1), 45C4(b) after West played (2), 58A (3), 47E2(a) by the director (4)."""
    assert table.play("W", "H3").status_code == 201  # at East's turn to lead
    posted(director, table, "/misinformed-card-retraction",
           {"seat": "W", "card": "H3", "explanation": SAID})  # fmt: skip
    play(table, "DK", "D6", "D2")
    change = {"seat": "S", "card": "D6", "replacement": "DJ", "explanation": IN_ONE_BREATH}
    posted(director, table, "/designation-change", change)
    play(table, "D3", "DA")  # North wins and leads
    assert table.play("E", "C8").status_code == 201  # at the same moment as North's C2
    posted(director, table, "/simultaneous-lead", {"lead": "C2"})
    play(table, "C3", "C6")
    correction = {"seat": "N", "at": 0, "alert": True, "explanation": "may be four spades"}
    posted(table.players["N"], table, "/explanation-corrections", correction)
    posted(director, table, "/card-retraction-after-correction", {"seat": "W", "card": "C6"})


def test_each_finding_in_the_play_is_in_the_audit(server: Server) -> None:
    director = server.person("td", role="director")
    table = spades(server, creator=director)
    every_finding_in_the_play(table, director)
    board_id = table.board_id
    listed = director.get("/rulings", board=board_id).json()
    assert [(r["number"], r["law"], r["kind"], r["director"]) for r in listed] == [
        (1, "47E1", "play_rectification", director.name),
        (2, "45C4(b)", "play_rectification", director.name),
        (3, "58A", "play_rectification", director.name),
        (4, "47E2(a)", "play_rectification", director.name),
    ]
    assert [r["explanation"] for r in listed[:2]] == [SAID, IN_ONE_BREATH]
    assert "same moment" in listed[2]["explanation"]
    assert "W's C6" in listed[3]["explanation"]
    assert all(r["board"] == board_id and r["tricks"] == 0 for r in listed)
    # the board's view of its rulings says the same, and the filters find each
    assert director.get(table.path("/rulings")).json() == listed
    assert server.admin.get("/rulings", board=board_id).json() == listed
    assert director.get("/rulings", law="58A", director=director.name).json() == [listed[2]]

    # a player of another board reads none of them; the board's own once it is over
    other = spades(server)
    outsider = other.players["N"]
    assert outsider.get("/rulings", board=board_id).json() == []
    assert outsider.get(table.path("/rulings")).status_code in (403, 404)
    assert table.players["W"].get("/rulings", board=board_id).json() == []  # not over yet
    claim_the_rest(table)
    assert table.players["W"].get("/rulings", board=board_id).json() == listed
    assert outsider.get("/rulings", board=board_id).json() == []


def test_the_cards_faced_after_the_opening_lead_are_in_the_audit(server: Server) -> None:
    director = server.person("td", role="director")
    table = spades(server, creator=director)
    assert table.play("W", "H3").status_code == 201
    posted(director, table, "/cards-faced-after-opening-lead", {"seat": "S", "cards": ["SA"]})
    [listed] = director.get("/rulings", board=table.board_id).json()
    assert (listed["number"], listed["law"], listed["kind"], listed["director"]) == (
        1, "54C", "play_rectification", director.name)  # fmt: skip
    assert listed["explanation"].startswith("Dummy (S) faced SA")
    assert director.get(table.path("/rulings")).json() == [listed]
    outsider = spades(server).players["E"]
    assert outsider.get("/rulings", board=table.board_id).json() == []
    assert outsider.get(table.path("/rulings")).status_code in (403, 404)
