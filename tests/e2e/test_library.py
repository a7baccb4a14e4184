"""The library over HTTP: systems, conventions, one parsed convention."""

from __future__ import annotations

from tests.e2e.table import Server

CONVENTIONS = {
    "stayman_1nt", "puppet_stayman_1nt", "jacoby_transfers_1nt", "texas_transfers_1nt",
    "minor_transfers_1nt", "smolen", "gerber", "jacoby_2nt", "splinters", "bergen_raises",
    "reverse_drury", "rkcb_0314", "rkcb_1430", "exclusion_rkcb", "negative_doubles",
    "responsive_doubles", "support_doubles", "cappelletti", "dont", "lebensohl", "michaels",
    "unusual_nt", "new_minor_forcing", "xyz", "fourth_suit_forcing", "two_way_game_tries",
    "soloway_jump_shifts", "inverted_minors",
}


def test_library_listings(server: Server) -> None:
    systems = server.admin.get("/library/systems").json()
    assert {s["id"] for s in systems} == {"2_1_game_force", "sayc", "precision"}
    assert all({"id", "name", "version"} <= set(s) for s in systems)
    conventions = server.admin.get("/library/conventions").json()
    assert {c["id"] for c in conventions} == CONVENTIONS
    assert server.client.get("/library/conventions").status_code == 401


def test_one_convention_parsed(server: Server) -> None:
    stayman = server.admin.get("/library/conventions/stayman_1nt").json()
    assert stayman["id"] == "stayman_1nt" and "puppet_stayman_1nt" in stayman["conflicts_with"]
    by_sequence = {rule["sequence"]: rule for rule in stayman["rules"]}
    ask = by_sequence["1n-(p)-2c"]
    assert "Stayman" in ask["meaning"] and ask["parent"] == "1n"
    assert "1n-(p)-2c-(p)-2d" in by_sequence
    assert server.admin.get("/library/conventions/nonesuch").status_code == 404
    assert server.admin.get("/library/systems/sayc").json()["rule_count"] >= 150
