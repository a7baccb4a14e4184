"""Bidding systems over HTTP, on both stores (issue 10's "Done when")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx

from tests.conftest import database_url_for, drop_schema
from tests.e2e.conftest import serving
from tests.e2e.table import Person, Server

TEN_CONVENTIONS = [
    "stayman_1nt",
    "jacoby_transfers_1nt",
    "texas_transfers_1nt",
    "jacoby_2nt",
    "splinters",
    "rkcb_1430",
    "negative_doubles",
    "responsive_doubles",
    "support_doubles",
    "michaels",
    "unusual_nt",
    "inverted_minors",
]


def call(person: Person, method: str, path: str, body: Any = None, **params: Any) -> httpx.Response:
    return person.server.client.request(
        method, path, headers=person.headers, json=body, params=params or None
    )


def create(person: Person, conventions: list[str], name: str = "Our 2/1") -> dict[str, Any]:
    reply = person.post(
        "/systems", {"name": name, "base": "2_1_game_force", "conventions": conventions}
    )
    assert reply.status_code == 201, reply.text
    body: dict[str, Any] = reply.json()
    return body


def rows(person: Person, system_id: str) -> list[dict[str, Any]]:
    reply = person.get(f"/systems/{system_id}/rules")
    assert reply.status_code == 200, reply.text
    return sorted(reply.json(), key=lambda r: (r["module_id"], r["sequence"]))


def row_set(person: Person, system_id: str) -> list[tuple[Any, ...]]:
    return [tuple(sorted(r.items())) for r in rows(person, system_id)]


def test_a_2_1_system_with_twelve_conventions_answers_lookups(server: Server) -> None:
    alice = server.person("alice")
    system = create(alice, TEN_CONVENTIONS)
    assert system["conventions"] == TEN_CONVENTIONS
    assert system["base"] == "2_1_game_force" and system["version"] == 1
    assert system["owner"] == alice.name and system["undo_available"] == 0
    sid = system["id"]
    assert alice.get(f"/systems/{sid}").json() == system

    stayman = alice.get(f"/systems/{sid}/meaning", sequence="1NT-(Pass)-2C").json()
    assert stayman["module_id"] == "stayman_1nt" and stayman["module_type"] == "convention"
    assert stayman["sequence"] == "1n-(p)-2c" and stayman["priority"] == 530
    assert stayman["parent"] == "1n" and stayman["depth"] == 2 and stayman["overridden"] == []
    transfer = alice.get(f"/systems/{sid}/meaning", sequence="1n-(p)-2d").json()
    assert transfer["module_id"] == "jacoby_transfers_1nt"
    opening = alice.get(f"/systems/{sid}/meaning", sequence="1n").json()
    assert opening["module_id"] == "2_1_game_force" and opening["priority"] == 110
    missing = alice.get(f"/systems/{sid}/meaning", sequence="7n-(p)-p-(p)")
    assert missing.status_code == 404
    bad = alice.get(f"/systems/{sid}/meaning", sequence="1n-2c")
    assert bad.status_code == 422

    after_1nt = alice.get(f"/systems/{sid}/continuations", sequence="1n-(p)").json()
    by_call = {rule["call"]: rule for rule in after_1nt}
    assert by_call["2c"]["module_id"] == "stayman_1nt"
    assert by_call["2d"]["module_id"] == "jacoby_transfers_1nt"
    assert by_call["2h"]["module_id"] == "jacoby_transfers_1nt"
    assert by_call["4d"]["module_id"] == "texas_transfers_1nt"
    assert len(after_1nt) == len(by_call)  # one rule a call: the base rules they replace go
    assert all(rule["prefix"] == "1n-(p)" for rule in after_1nt)
    replies = alice.get(f"/systems/{sid}/continuations", sequence="1n-(p)-2c-(p)").json()
    assert {rule["call"] for rule in replies} >= {"2d", "2h", "2s"}
    assert all(rule["module_id"] == "stayman_1nt" for rule in replies)

    module_rules = alice.get(f"/systems/{sid}/rules", module="stayman_1nt").json()
    assert module_rules and all(r["module_id"] == "stayman_1nt" for r in module_rules)
    tree = alice.get(f"/systems/{sid}/tree", module="stayman_1nt").json()
    ask = next(node for node in tree if node["sequence"] == "1n-(p)-2c")
    assert {child["sequence"] for child in ask["children"]} >= {
        "1n-(p)-2c-(p)-2d",
        "1n-(p)-2c-(p)-2h",
        "1n-(p)-2c-(p)-2s",
    }
    assert alice.get(f"/systems/{sid}/tree", module="nonesuch").status_code == 404


def test_an_override_wins_and_undo_restores_what_it_overrode(server: Server) -> None:
    alice = server.person("alice")
    sid = create(alice, ["stayman_1nt", "jacoby_transfers_1nt"])["id"]
    before = row_set(alice, sid)
    reply = call(
        alice,
        "PUT",
        f"/systems/{sid}/rules",
        {"sequence": "1n-(p)-2c", "meaning": "Garbage Stayman only, 0-7 HCP"},
    )
    assert reply.status_code == 200, reply.text
    assert reply.json()["undo_available"] == 1
    meaning = alice.get(f"/systems/{sid}/meaning", sequence="1n-(p)-2c").json()
    assert meaning["module_type"] == "user_custom" and meaning["priority"] == 1030
    assert meaning["meaning"] == "Garbage Stayman only, 0-7 HCP"
    assert meaning["overrides"] == "stayman_1nt"
    assert [rule["module_id"] for rule in meaning["overridden"]] == ["stayman_1nt"]

    undone = alice.post(f"/systems/{sid}/undo")
    assert undone.status_code == 200 and undone.json()["redo_available"] == 1
    assert alice.get(f"/systems/{sid}/meaning", sequence="1n-(p)-2c").json()["module_id"] == (
        "stayman_1nt"
    )
    assert row_set(alice, sid) == before
    history = alice.get(f"/systems/{sid}/history").json()
    assert [(h["number"], h["type"], h["state"]) for h in history] == [
        (0, "SystemCreated", "created"),
        (1, "RuleAdded", "undone"),
    ]
    assert history[1]["actor"] == alice.name


def test_swap_is_one_event_and_equals_a_system_built_with_it(server: Server) -> None:
    alice = server.person("alice")
    swapped = create(alice, ["stayman_1nt", "jacoby_transfers_1nt", "rkcb_1430"])
    sid = swapped["id"]
    direct = create(alice, ["puppet_stayman_1nt", "jacoby_transfers_1nt", "rkcb_1430"])
    before = row_set(alice, sid)
    reply = alice.post(
        f"/systems/{sid}/conventions/swap",
        {"remove": "stayman_1nt", "add": "puppet_stayman_1nt"},
    )
    assert reply.status_code == 200, reply.text
    assert reply.json()["version"] == swapped["version"] + 1  # one event
    assert sorted(reply.json()["conventions"]) == sorted(direct["conventions"])
    after = row_set(alice, sid)
    assert after == row_set(alice, direct["id"])
    assert after != before

    assert alice.post(f"/systems/{sid}/undo").status_code == 200
    assert row_set(alice, sid) == before
    assert alice.post(f"/systems/{sid}/redo").status_code == 200
    assert row_set(alice, sid) == after
    assert alice.post(f"/systems/{sid}/redo").status_code == 409

    # A new edit clears what could be redone.
    assert alice.post(f"/systems/{sid}/undo").status_code == 200
    assert alice.post(f"/systems/{sid}/conventions", {"add": "gerber"}).status_code == 200
    nothing = alice.post(f"/systems/{sid}/redo")
    assert nothing.status_code == 409 and "redo" in nothing.json()["detail"]
    states = [h["state"] for h in alice.get(f"/systems/{sid}/history").json()]
    assert states == ["created", "discarded", "in_effect"]


def test_undo_of_a_swap_brings_back_the_overrides_it_took(server: Server) -> None:
    alice = server.person("alice")
    sid = create(alice, ["stayman_1nt"])["id"]
    override = {"sequence": "1n-(p)-2c-(p)-2d", "meaning": "No major; we play 2H as crawl"}
    assert call(alice, "PUT", f"/systems/{sid}/rules", override).status_code == 200
    with_override = row_set(alice, sid)
    swap = {"remove": "stayman_1nt", "add": "puppet_stayman_1nt"}
    assert alice.post(f"/systems/{sid}/conventions/swap", swap).status_code == 200
    assert all(r["module_id"] != "user" for r in rows(alice, sid))
    assert alice.post(f"/systems/{sid}/undo").status_code == 200
    assert row_set(alice, sid) == with_override


def test_a_conflicting_convention_is_refused_and_nothing_changes(server: Server) -> None:
    alice = server.person("alice")
    system = create(alice, ["rkcb_1430", "stayman_1nt"])
    sid = system["id"]
    before = row_set(alice, sid)
    reply = alice.post(f"/systems/{sid}/conventions", {"add": "rkcb_0314"})
    assert reply.status_code == 409
    assert "rkcb_0314" in reply.json()["detail"] and "rkcb_1430" in reply.json()["detail"]
    assert row_set(alice, sid) == before
    assert alice.get(f"/systems/{sid}").json()["version"] == system["version"]
    refused = alice.post(
        "/systems",
        {"name": "x", "base": "sayc", "conventions": ["stayman_1nt", "puppet_stayman_1nt"]},
    )
    assert refused.status_code == 409 and "puppet_stayman_1nt" in refused.json()["detail"]
    needs = alice.post("/systems", {"name": "x", "base": "sayc", "conventions": ["smolen"]})
    assert needs.status_code == 409 and "stayman_1nt" in needs.json()["detail"]
    unknown = alice.post("/systems", {"name": "x", "base": "nonesuch", "conventions": []})
    assert unknown.status_code == 422


def test_sharing_as_viewer_and_editor(server: Server) -> None:
    alice, bob, carol = server.person("alice"), server.person("bob"), server.person("carol")
    sid = create(alice, ["stayman_1nt"])["id"]
    for path in ("", "/rules", "/history"):
        assert bob.get(f"/systems/{sid}{path}").status_code == 404
    assert bob.get(f"/systems/{sid}/meaning", sequence="1n").status_code == 404
    assert bob.post(f"/systems/{sid}/conventions", {"add": "gerber"}).status_code == 404
    assert all(s["id"] != sid for s in bob.get("/systems").json())

    shared = alice.post(f"/systems/{sid}/shares", {"user": bob.name, "role": "viewer"})
    assert shared.status_code == 201 and shared.json()["shares"] == {bob.name: "viewer"}
    assert bob.get(f"/systems/{sid}/meaning", sequence="1n").status_code == 200
    assert [s["id"] for s in bob.get("/systems").json()] == [sid]
    refused = bob.post(f"/systems/{sid}/conventions", {"add": "gerber"})
    assert refused.status_code == 403
    assert bob.post(
        f"/systems/{sid}/shares", {"user": carol.name, "role": "viewer"}
    ).status_code == (403)

    alice.post(f"/systems/{sid}/shares", {"user": bob.name, "role": "editor"})
    assert bob.post(f"/systems/{sid}/conventions", {"add": "gerber"}).status_code == 200
    history = alice.get(f"/systems/{sid}/history").json()
    assert history[-1]["actor"] == bob.name and history[-1]["type"] == "ConventionAdded"
    assert alice.post(f"/systems/{sid}/undo").status_code == 200  # anyone with edit rights

    assert call(alice, "DELETE", f"/systems/{sid}/shares/{bob.name}").status_code == 200
    assert bob.get(f"/systems/{sid}").status_code == 404
    assert server.admin.get(f"/systems/{sid}").status_code == 200
    assert any(s["id"] == sid for s in server.admin.get("/systems").json())
    nobody = alice.post(f"/systems/{sid}/shares", {"user": "nobody-at-all", "role": "viewer"})
    assert nobody.status_code == 422
    bad_role = alice.post(f"/systems/{sid}/shares", {"user": bob.name, "role": "owner"})
    assert bad_role.status_code == 422


def test_rename_definitions_delete_and_bad_input(server: Server) -> None:
    alice = server.person("alice")
    sid = create(alice, ["stayman_1nt"])["id"]
    renamed = call(alice, "PATCH", f"/systems/{sid}", {"name": "Club system"})
    assert renamed.status_code == 200 and renamed.json()["name"] == "Club system"
    term = {"term": "our_2c", "definition": "2C over 1NT is Stayman, any strength"}
    assert call(alice, "PUT", f"/systems/{sid}/definitions", term).status_code == 200
    definitions = alice.get(f"/systems/{sid}/definitions").json()
    assert {"module_id": "user", "term": "our_2c", "definition": term["definition"]} in (
        definitions
    )
    deleted = call(alice, "DELETE", f"/systems/{sid}/rules", sequence="1n-(p)-2c")
    assert deleted.status_code == 200
    meaning = alice.get(f"/systems/{sid}/meaning", sequence="1n-(p)-2c")
    assert meaning.status_code == 404
    assert call(alice, "DELETE", f"/systems/{sid}/rules", sequence="1n-(p)-2c").status_code == 404
    orphan = {"sequence": "1n-(p)-5c-(p)-5d", "meaning": "Nonsense"}
    assert call(alice, "PUT", f"/systems/{sid}/rules", orphan).status_code == 422
    extra = call(alice, "PUT", f"/systems/{sid}/rules", {**orphan, "colour": "red"})
    assert extra.status_code == 422
    stale = alice.post(f"/systems/{sid}/conventions", {"add": "gerber", "expected_version": 1})
    assert stale.status_code == 409
    assert alice.get("/systems/not-an-id").status_code == 404
    too_long = alice.post("/systems", {"name": "x" * 101, "base": "sayc"})
    assert too_long.status_code == 422
    assert call(alice, "DELETE", f"/systems/{sid}/conventions/gerber").status_code == 404
    for _ in range(3):  # rename, definition, deletion
        assert alice.post(f"/systems/{sid}/undo").status_code == 200
    assert alice.post(f"/systems/{sid}/undo").status_code == 409
    assert alice.get(f"/systems/{sid}").json()["name"] == "Our 2/1"


def test_rebuild_leaves_the_pid_identical(store: str, tmp_path: Path) -> None:
    """Its own server: `rebuild` refuses while a server serves the store, so the server is
    stopped, the read models rebuilt, and a new server started on the same store."""
    url = database_url_for(store, tmp_path)
    try:
        with serving(tmp_path, url) as (client, token):
            server = Server(client, token, store, tmp_path, url)
            alice = server.person("alice")
            sid = create(alice, TEN_CONVENTIONS)["id"]
            alice.post(
                f"/systems/{sid}/conventions/swap", {"remove": "rkcb_1430", "add": "rkcb_0314"}
            )
            mine = {"sequence": "1n-(p)-2c", "meaning": "Mine"}
            call(alice, "PUT", f"/systems/{sid}/rules", mine)
            alice.post(f"/systems/{sid}/undo")
            before = row_set(alice, sid)
            definitions = alice.get(f"/systems/{sid}/definitions").json()
            listed = alice.get("/systems").json()
        result = subprocess.run(
            [
                str(Path(sys.executable).parent / "bridge-ledger"),
                "rebuild",
                "--data-dir",
                str(tmp_path),
                "--database-url",
                url,
            ],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert result.returncode == 0, result.stderr
        assert "read models" in result.stdout
        with serving(tmp_path, url) as (client, token):
            alice = Person(Server(client, token, store, tmp_path, url), alice.name, alice.token)
            assert row_set(alice, sid) == before
            assert alice.get(f"/systems/{sid}/definitions").json() == definitions
            assert alice.get("/systems").json() == listed
    finally:
        drop_schema(url)
