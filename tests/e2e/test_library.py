"""The library over HTTP: systems, conventions, one parsed convention."""

from __future__ import annotations

from tests.e2e.table import Server
from tests.unit.library.test_real_library import CONVENTIONS, SYSTEMS


def test_library_listings(server: Server) -> None:
    systems = server.admin.get("/library/systems").json()
    assert {s["id"] for s in systems} == set(SYSTEMS)
    assert all({"id", "name", "version"} <= set(s) for s in systems)
    conventions = server.admin.get("/library/conventions").json()
    assert {c["id"] for c in conventions} == set(CONVENTIONS)
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
