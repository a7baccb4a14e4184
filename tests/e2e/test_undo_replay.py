"""Undo and redo as events, replay step by step, and the event log (docs/design.md 4.5)."""

from __future__ import annotations

from tests.e2e.table import DEAL, Server, Table


def test_practice_undo_and_redo(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    table.bid("1D", "1S")
    undone = table.players["S"].post(table.path("/undo"))
    assert undone.status_code == 200, undone.text
    view = undone.json()
    assert [c["call"] for c in view["auction"]] == ["1D"] and view["next"] == "E"
    assert view["version"] == 4  # undo is an event, not a deletion
    redone = table.players["N"].post(table.path("/redo")).json()
    assert [c["call"] for c in redone["auction"]] == ["1D", "1S"]
    # A new action clears the redo stack.
    table.players["S"].post(table.path("/undo"))
    assert table.call("E", "2S").status_code == 201
    assert table.players["N"].post(table.path("/redo")).status_code == 409
    events = server.admin.get(table.path("/events")).json()
    assert [e["type"] for e in events] == [
        "BoardCreated",
        "CallMade",
        "CallMade",
        "ActionUndone",
        "ActionRedone",
        "ActionUndone",
        "CallMade",
    ]


def test_undo_a_card_and_the_trick_history_follows(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    table.bid("Pass", "1S", "Pass", "2D", "Pass", "2S", "Pass", "3NT", "Pass", "Pass", "Pass")
    table.play_tricks(5)
    tricks = table.players["N"].get(table.path("/tricks")).json()
    assert len(tricks) == 2 and len(tricks[1]["cards"]) == 1
    table.players["W"].post(table.path("/undo"))
    after = table.players["N"].get(table.path("/tricks")).json()
    assert len(after) == 1 and after[0]["winner"] is not None
    table.players["W"].post(table.path("/undo"))
    assert table.players["N"].get(table.path("/tricks")).json()[0]["winner"] is None
    table.players["W"].post(table.path("/redo"))
    assert table.players["N"].get(table.path("/tricks")).json() == after


def test_undo_the_final_pass_reopens_the_auction(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    table.bid("1D", "Pass", "Pass", "Pass")
    view = table.players["W"].post(table.path("/undo")).json()
    assert (view["phase"], view["contract"], view["next"]) == ("auction", None, "W")
    summary = [b for b in table.players["W"].boards() if b["id"] == table.board_id]
    assert summary[0]["phase"] == "auction" and summary[0]["contract"] is None


def test_tournament_boards_undo_only_by_the_director_with_a_reason(server: Server) -> None:
    director = server.person("td", role="director")
    table = Table.sit_down(server, creator=director, deal=DEAL, mode="tournament")
    table.bid("1D")
    assert table.players["N"].post(table.path("/undo")).status_code == 409
    assert director.post(table.path("/undo"), {"reason": ""}).status_code == 422
    ok = director.post(table.path("/undo"), {"reason": "Mechanical error, Law 25A"})
    assert ok.status_code == 200 and ok.json()["auction"] == []
    events = director.get(table.path("/events")).json()
    assert events[-1]["data"]["reason"] == "Mechanical error, Law 25A"


def test_replay_every_step(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    final = table.bid("1D", "1S", "Pass")
    steps = [table.players["N"].get(table.path("/replay"), step=n).json() for n in range(4)]
    assert [len(s["auction"]) for s in steps] == [0, 1, 2, 3]
    assert steps[3]["auction"] == final["auction"]
    for step in steps:  # North sees only North, at every step
        assert [s for s, cards in step["hands"].items() if cards is not None] == ["N"]
    assert table.players["N"].get(table.path("/replay"), step=4).status_code == 422
    assert table.players["N"].get(table.path("/replay"), step=-1).status_code == 422
    assert table.players["N"].get(table.path("/replay")).status_code == 422


def test_expected_version_and_a_race_on_one_board(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    stale = table.call("N", "1D", expected_version=5)
    assert stale.status_code == 409 and "version 1" in stale.json()["detail"]
    first = table.call("N", "1D", expected_version=1)
    second = table.call("N", "1C", expected_version=1)
    assert (first.status_code, second.status_code) == (201, 409)
    assert table.event_count() == 2


def test_the_timeline_shows_who_did_what_but_never_the_deal(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    table.bid("1D", "1S")
    table.players["S"].post(table.path("/undo"))
    timeline = table.players["W"].get(table.path("/timeline")).json()
    assert [e["type"] for e in timeline] == ["BoardCreated", "CallMade", "CallMade", "ActionUndone"]
    assert "deal" not in timeline[0]["data"] and timeline[0]["data"]["dealer"] == "N"
    assert timeline[1]["actor"] == table.players["N"].name
    assert timeline[1]["data"]["call"] == "1D"
    assert DEAL.split()[1] not in str(timeline)
    assert server.person("nosy").get(table.path("/timeline")).status_code == 404


def test_replay_from_one_seats_point_of_view(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    table.bid("Pass", "1S", "Pass", "2D", "Pass", "2S", "Pass", "3NT", "Pass", "Pass", "Pass")
    table.play_tricks(1)  # the opening lead faces dummy (East)
    admin = server.admin
    before_lead = admin.get(table.path("/replay"), step=11, seat="S").json()
    assert [s for s, cards in before_lead["hands"].items() if cards is not None] == ["S"]
    after_lead = admin.get(table.path("/replay"), step=12, seat="S").json()
    assert {s for s, cards in after_lead["hands"].items() if cards is not None} == {"E", "S"}
    # A player never sees more than they may now, whichever seat they ask for.
    north_as_west = table.players["N"].get(table.path("/replay"), step=12, seat="W").json()
    assert {s for s, c in north_as_west["hands"].items() if c is not None} == {"E"}
    assert admin.get(table.path("/replay"), step=1, seat="Z").status_code == 422
