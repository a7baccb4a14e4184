"""The export's input: one winning rule a sequence, read from the PID."""

from __future__ import annotations

from api.services import Services
from api.system_export import system_export
from domain.actors import Actor, Role
from domain.bidding.commands import CreateSystem, DefineTerm, PutRule, RemoveConvention
from library.export import ExportRule, SystemExport
from projections.pid_queries import PidQueries

ALICE = Actor("alice", Role.PLAYER)


def two_over_one(name: str) -> CreateSystem:
    return CreateSystem(name=name, base="2_1_game_force", conventions=("minor_transfers_1nt",))


def test_the_export_holds_the_winning_rules(services: Services) -> None:
    systems = services.systems
    created = systems.execute(ALICE, two_over_one("Ours"))
    sid = str(created.id)
    systems.execute(ALICE, PutRule(system_id=sid, sequence="1n-(p)-2n", meaning="Our own 2NT"))
    systems.execute(ALICE, DefineTerm(system_id=sid, term="our_term", definition="What we mean"))
    export = system_export(services.database, systems.system(ALICE, sid), SystemExport, ExportRule)
    assert export.name == "Ours" and export.base == "2_1_game_force"
    assert export.conventions == ("minor_transfers_1nt",)
    by_sequence = {rule.sequence: rule for rule in export.rules}
    assert len(by_sequence) == len(export.rules)
    assert by_sequence["1n-(p)-2n"] == ExportRule("user_custom", "user", "1n-(p)-2n", "Our own 2NT")
    assert by_sequence["1n-(p)-2n-(p)-3d"].module_id == "minor_transfers_1nt"
    # The base's "accepts the invitation" belongs to a 2NT the convention redefined.
    assert "1n-(p)-2n-(p)-3n" not in by_sequence
    assert by_sequence["1n"].module_id == "2_1_game_force"
    assert ("our_term", "What we mean") in export.definitions
    all_sequences = {rule["sequence"] for rule in PidQueries.rules(services.database, sid, None)}
    assert "1n-(p)-2n-(p)-3n" in all_sequences  # kept in the PID, only hidden
    assert len(export.rules) < len(all_sequences)


def test_lookups_leave_out_base_rules_a_convention_superseded(services: Services) -> None:
    systems = services.systems
    created = systems.execute(ALICE, two_over_one("T"))
    sid = str(created.id)
    database = services.database
    hidden = "1n-(p)-2n-(p)-3n"
    assert PidQueries.meaning(database, sid, hidden) == []
    assert PidQueries.meaning_for(database, sid, hidden, "alice", False) == []
    assert PidQueries.meaning_for(database, sid, hidden, "mallory", False) is None
    assert PidQueries.meaning_for(database, sid, "1n", "mallory", False) is None
    transfer = PidQueries.meaning_for(database, sid, "1n-(p)-2n", "alice", False)
    assert transfer is not None
    assert [r["module_id"] for r in transfer] == ["minor_transfers_1nt", "2_1_game_force"]
    assert transfer == PidQueries.meaning(database, sid, "1n-(p)-2n")
    assert PidQueries.meaning_for(database, sid, "1n", "root", True) == PidQueries.meaning(
        database, sid, "1n"
    )
    after = {r["sequence"] for r in PidQueries.continuations(database, sid, "1n-(p)-2n-(p)")}
    assert hidden not in after and "1n-(p)-2n-(p)-3d" in after
    systems.execute(ALICE, RemoveConvention(system_id=sid, convention="minor_transfers_1nt"))
    assert [r["module_id"] for r in PidQueries.meaning(database, sid, hidden)] == ["2_1_game_force"]
