"""The movement record: a movement as an event records it, and back, as it was recorded."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.rules.movements import Movement, Round, TableRound


def movement_record(movement: Movement) -> dict[str, Any]:
    """The movement as an event records it (and the API shows its rounds)."""
    return {
        "kind": movement.kind,
        "tables": movement.tables,
        "boards_per_round": movement.boards_per_round,
        "rounds": [
            {
                "round": each.number,
                "tables": [
                    {"table": t.table, "ns": t.ns, "ew": t.ew, "boards": list(t.boards)}
                    for t in each.tables
                ],
            }
            for each in movement.rounds
        ],
    }


def movement_from_record(
    kind: str, tables: int, boards_per_round: int, rounds: Sequence[Mapping[str, Any]]
) -> Movement:
    """The movement an event recorded, as it was recorded."""
    return Movement(
        kind,
        tables,
        boards_per_round,
        tuple(
            Round(
                int(each["round"]),
                tuple(
                    TableRound(int(t["table"]), t["ns"], t["ew"], tuple(t["boards"]))
                    for t in each["tables"]
                ),
            )
            for each in rounds
        ),
    )
