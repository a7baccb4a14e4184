"""The double-dummy table and par of each deal, kept once computed (docs/contract.md
"Interchange": `GET /boards/{id}/double-dummy`).

Not rebuilt from the log like the other read models: an analysis depends on nothing but
the deal, its dealer and its vulnerability, and costs DDS a quarter of a second, so the
table outlives `rebuild` and an analysis is never computed twice. Two requests that
compute the same deal at once both store it; the first one wins (ON CONFLICT DO NOTHING).
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.deal import Deal
from domain.rules.hand_record import DoubleDummyTable, HandRecord, Par
from projections.database import Database

TABLE = "deal_analyses"
_COLUMNS = (
    "deal TEXT NOT NULL, dealer TEXT NOT NULL, vulnerability TEXT NOT NULL, "
    "tricks TEXT NOT NULL, par_ns INTEGER NOT NULL, par_contracts TEXT NOT NULL, "
    "PRIMARY KEY (deal, dealer, vulnerability)"
)

Key = tuple[str, str, str]  # the deal from North, the dealer, the vulnerability


def key_of(deal: Deal, dealer: Seat, vulnerability: Vulnerability) -> Key:
    return deal.to_pbn(Seat.N), dealer.value, vulnerability.value


def create_table(database: Database) -> None:
    with database.transaction() as cursor:
        cursor.execute(f"CREATE TABLE IF NOT EXISTS {TABLE} ({_COLUMNS})")


def find(database: Database, keys: Sequence[Key]) -> dict[Key, HandRecord]:
    """The analyses kept of these deals (board numbers are not kept: each is 0)."""
    found: dict[Key, HandRecord] = {}
    for key in dict.fromkeys(keys):
        rows = database.query(
            f"SELECT tricks, par_ns, par_contracts FROM {TABLE} "
            "WHERE deal = $1 AND dealer = $2 AND vulnerability = $3",
            key,
        )
        if rows:
            tricks, par_ns, contracts = rows[0]
            found[key] = HandRecord(
                0,
                Seat(key[1]),
                Vulnerability(key[2]),
                Deal.parse_pbn(key[0]),
                DoubleDummyTable({Seat(seat): row for seat, row in json.loads(tricks).items()}),
                Par(int(par_ns), tuple(json.loads(contracts))),
            )
    return found


def keep(database: Database, records: Sequence[HandRecord]) -> None:
    with database.transaction() as cursor:
        for record in records:
            tricks = {seat.value: record.table.tricks[seat] for seat in SEAT_ORDER}
            cursor.execute(
                f"INSERT INTO {TABLE} (deal, dealer, vulnerability, tricks, par_ns, "
                "par_contracts) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
                (
                    *key_of(record.deal, record.dealer, record.vulnerability),
                    json.dumps(tricks),
                    record.par.ns_score,
                    json.dumps(list(record.par.contracts)),
                ),
            )
