"""The library and bidding systems: edits, undo and redo, lookups, exports, sharing."""

from __future__ import annotations

from tests.contract.recording import ANY, Recorder
from tests.contract.table import Cast

HAND = "AKQ52.43.J92.AT3"


def library(rec: Recorder, cast: Cast) -> None:
    alice = cast.players["N"]
    rec.get("library: systems", alice, "/library/systems")
    rec.get("library: a system", alice, "/library/systems/sayc")
    rec.get("library: an unknown system", alice, "/library/systems/nonesuch", expect=404)
    rec.get("library: conventions", alice, "/library/conventions")
    rec.get("library: a convention", alice, "/library/conventions/stayman_1nt")
    rec.get("library: an unknown convention", alice, "/library/conventions/nonesuch", expect=404)
    rec.post(
        "library: recommend",
        alice,
        "/library/recommend",
        {
            "hand": HAND,
            "auction": ["1NT", "Pass"],
            "dealer": "N",
            "base": "sayc",
            "conventions": ["stayman_1nt", "jacoby_transfers_1nt"],
        },
        expect=200,
    )
    rec.post(
        "library: recommend without a rule",
        alice,
        "/library/recommend",
        {"hand": HAND, "sequence": "7n-(p)", "base": "sayc"},
        expect=ANY,
    )
    rec.post(
        "library: a bad hand",
        alice,
        "/library/recommend",
        {"hand": "AKQ", "base": "sayc"},
        expect=422,
    )


def systems(rec: Recorder, cast: Cast) -> None:
    alice, bob = cast.players["N"], cast.players["E"]
    made = rec.post(
        "systems: create",
        alice,
        "/systems",
        {
            "name": "Our 2/1",
            "base": "2_1_game_force",
            "conventions": ["stayman_1nt", "jacoby_transfers_1nt", "rkcb_1430"],
        },
    )
    sid = made.json()["id"]
    path = f"/systems/{sid}"
    rec.get("systems: the view", alice, path)
    rec.get(
        "systems: meaning of 2C", alice, f"{path}/meaning", params={"sequence": "1NT-(Pass)-2C"}
    )
    rec.get(
        "systems: no meaning",
        alice,
        f"{path}/meaning",
        params={"sequence": "7n-(p)-p-(p)"},
        expect=404,
    )
    rec.get(
        "systems: a bad sequence",
        alice,
        f"{path}/meaning",
        params={"sequence": "1n-2c"},
        expect=422,
    )
    rec.get("systems: continuations", alice, f"{path}/continuations", params={"sequence": "1n-(p)"})
    rec.get("systems: Stayman's rules", alice, f"{path}/rules", params={"module": "stayman_1nt"})
    rec.get("systems: Stayman's tree", alice, f"{path}/tree", params={"module": "stayman_1nt"})
    rec.get(
        "systems: no such module", alice, f"{path}/tree", params={"module": "nonesuch"}, expect=404
    )
    rec.post("systems: add Gerber", alice, f"{path}/conventions", {"add": "gerber"}, expect=200)
    rec.post("systems: a conflict", alice, f"{path}/conventions", {"add": "rkcb_0314"}, expect=409)
    rec.request("systems: remove Gerber", alice, "DELETE", f"{path}/conventions/gerber")
    rec.request(
        "systems: remove it again", alice, "DELETE", f"{path}/conventions/gerber", expect=404
    )
    rec.post(
        "systems: swap Stayman",
        alice,
        f"{path}/conventions/swap",
        {"remove": "stayman_1nt", "add": "puppet_stayman_1nt"},
        expect=200,
    )
    rec.post("systems: undo the swap", alice, f"{path}/undo", expect=200)
    override = {"sequence": "1n-(p)-2c", "meaning": "Garbage Stayman only, 0-7 HCP"}
    rec.put("systems: an override", alice, f"{path}/rules", override)
    rec.get(
        "systems: the override wins", alice, f"{path}/meaning", params={"sequence": "1n-(p)-2c"}
    )
    rec.put(
        "systems: the override edited",
        alice,
        f"{path}/rules",
        {**override, "meaning": "Garbage Stayman, 0-9 HCP"},
    )
    rec.put(
        "systems: a new rule",
        alice,
        f"{path}/rules",
        {"sequence": "1n-(p)-2c-(p)-2d-(p)-2s", "meaning": "Weak with both majors"},
    )
    rec.put(
        "systems: an orphan rule",
        alice,
        f"{path}/rules",
        {"sequence": "1n-(p)-5c-(p)-5d", "meaning": "Nonsense"},
        expect=422,
    )
    rec.request(
        "systems: delete a rule", alice, "DELETE", f"{path}/rules", params={"sequence": "1n-(p)-2d"}
    )
    rec.patch("systems: rename", alice, path, {"name": "Club system"})
    rec.put(
        "systems: a definition",
        alice,
        f"{path}/definitions",
        {"term": "our_2c", "definition": "2C over 1NT is Stayman, any strength"},
    )
    rec.get("systems: definitions", alice, f"{path}/definitions")
    rec.post("systems: undo", alice, f"{path}/undo", expect=200)
    rec.post("systems: undo again", alice, f"{path}/undo", expect=200)
    rec.post("systems: redo", alice, f"{path}/redo", expect=200)
    rec.post(
        "systems: stale version",
        alice,
        f"{path}/conventions",
        {"add": "gerber", "expected_version": 1},
        expect=409,
    )
    rec.get("systems: history", alice, f"{path}/history")
    rec.get("systems: the view after edits", alice, path)
    for fmt in ("md", "bml", "pdf"):
        rec.get(f"systems: export {fmt}", alice, f"{path}/export", params={"format": fmt})
    rec.post(
        "systems: recommend",
        alice,
        f"{path}/recommend",
        {"hand": HAND, "auction": ["1NT", "Pass"], "dealer": "N"},
        expect=200,
    )
    rec.post(
        "systems: recommend by sequence",
        alice,
        f"{path}/recommend",
        {"hand": HAND, "sequence": "1n-(p)"},
        expect=200,
    )
    rec.get("systems: hidden from bob", bob, path, expect=404)
    rec.post(
        "systems: share with bob",
        alice,
        f"{path}/shares",
        {"user": bob.name, "role": "viewer"},
        expect=201,
    )
    rec.get("systems: bob sees it", bob, path)
    rec.post("systems: bob may not edit", bob, f"{path}/conventions", {"add": "gerber"}, expect=403)
    rec.post(
        "systems: share with nobody",
        alice,
        f"{path}/shares",
        {"user": "nobody-at-all", "role": "viewer"},
        expect=ANY,
    )
    rec.request("systems: unshare", alice, "DELETE", f"{path}/shares/{bob.name}")
    rec.get("systems: bob's list", bob, "/systems")
    rec.get("systems: alice's list", alice, "/systems")
    rec.get("systems: the admin's list", cast.admin, "/systems")
    rec.get("systems: not an id", alice, "/systems/not-an-id", expect=404)
    rec.post(
        "systems: a name too long",
        alice,
        "/systems",
        {"name": "x" * 101, "base": "sayc"},
        expect=422,
    )
    rec.post(
        "systems: an unknown base",
        alice,
        "/systems",
        {"name": "x", "base": "nonesuch", "conventions": []},
        expect=422,
    )

    small = rec.post("systems: a plain SAYC", bob, "/systems", {"name": "Plain", "base": "sayc"})
    spath = f"/systems/{small.json()['id']}"
    rec.get("systems: all its rules", bob, f"{spath}/rules")
    rec.post("systems: nothing to redo", bob, f"{spath}/redo", expect=409)
    rec.post("systems: nothing to undo", bob, f"{spath}/undo", expect=409)
