"""The PID: the Priority-Indexed Database of every user system's rules (docs/design.md 7.3).

Rows are keyed by (system, module, sequence), so a user's override and the library rule
it overrides are both kept and a lookup picks the highest priority. Each rule stores its
parent sequence (FORMAT.md), its prefix (the sequence without its last call) and depth,
so continuations are an indexed equality query, never a LIKE.

Every system event carries the rows it removes and adds, so this projection never needs
the aggregate or the library: it deletes and inserts what the event says.
"""

from __future__ import annotations

from typing import ClassVar

from domain.bidding.change import StoredChange
from domain.bidding.port import ModuleFacts, Rule
from domain.bidding.priority import priority_of
from domain.bidding.system import BiddingSystem
from projections.base import WritesAsItGoes, event_dispatch
from projections.database import Cursor
from projections.rows import delete_rows, insert_rows, table_definition

RULE_COLUMNS = (
    ("system_id", "TEXT NOT NULL"),
    ("module_type", "TEXT NOT NULL"),
    ("module_id", "TEXT NOT NULL"),
    ("sequence", "TEXT NOT NULL"),
    ("call", "TEXT NOT NULL"),
    ("parent", "TEXT"),
    ("prefix", "TEXT"),
    ("depth", "INTEGER NOT NULL"),
    ("priority", "INTEGER NOT NULL"),
    ("meaning", "TEXT NOT NULL"),
    ("section", "TEXT NOT NULL"),
    ("overrides", "TEXT"),
)
RULE_FIELDS = tuple(name for name, _ in RULE_COLUMNS[1:])  # a rule as queries answer it


class PriorityIndexedDatabase(WritesAsItGoes):
    name: ClassVar[str] = "pid"
    tables: ClassVar[dict[str, str]] = {
        "systems": "system_id TEXT PRIMARY KEY, name TEXT NOT NULL, owner TEXT NOT NULL, "
        "base TEXT NOT NULL, base_version TEXT NOT NULL, created_at TEXT NOT NULL, "
        "version INTEGER NOT NULL",
        "system_conventions": "system_id TEXT NOT NULL, convention_id TEXT NOT NULL, "
        "version TEXT NOT NULL, PRIMARY KEY (system_id, convention_id)",
        "system_members": "system_id TEXT NOT NULL, user_name TEXT NOT NULL, "
        "role TEXT NOT NULL, PRIMARY KEY (system_id, user_name)",
        "bidding_rules": table_definition(
            RULE_COLUMNS, "PRIMARY KEY (system_id, module_id, sequence)"
        ),
        "definitions": "system_id TEXT NOT NULL, module_id TEXT NOT NULL, term TEXT NOT NULL, "
        "definition TEXT NOT NULL, PRIMARY KEY (system_id, module_id, term)",
    }
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = (
        "CREATE INDEX IF NOT EXISTS bidding_rules_sequence "
        "ON bidding_rules (system_id, sequence, priority)",
        "CREATE INDEX IF NOT EXISTS bidding_rules_parent ON bidding_rules (system_id, parent)",
        "CREATE INDEX IF NOT EXISTS bidding_rules_prefix ON bidding_rules (system_id, prefix)",
        "CREATE INDEX IF NOT EXISTS system_members_user ON system_members (user_name)",
    )

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Events of other aggregates change no system."""

    @process.register(BiddingSystem.Created)
    def _created(self, event: BiddingSystem.Created, cursor: Cursor) -> None:
        system_id = str(event.originator_id)
        cursor.execute(
            "INSERT INTO systems (system_id, name, owner, base, base_version, created_at, "
            "version) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            (
                system_id,
                event.name,
                event.owner,
                event.base["id"],
                event.base["version"],
                event.timestamp.isoformat(),
                event.originator_version,
            ),
        )
        self._insert_conventions(cursor, system_id, event.conventions)
        cursor.execute(
            "INSERT INTO system_members (system_id, user_name, role) VALUES ($1, $2, 'owner')",
            (system_id, event.owner),
        )
        self._insert_rules(cursor, system_id, event.rules)
        self._insert_definitions(cursor, system_id, event.definitions)

    @process.register(BiddingSystem.SystemEdited)  # each kind of edit
    @process.register(BiddingSystem.EditStepped)  # an edit undone or redone
    def _changed(
        self, event: BiddingSystem.SystemEdited | BiddingSystem.EditStepped, cursor: Cursor
    ) -> None:
        self._apply_change(cursor, str(event.originator_id), event.change)
        _new_version(cursor, event)

    @process.register(BiddingSystem.SystemShared)
    def _shared(self, event: BiddingSystem.SystemShared, cursor: Cursor) -> None:
        cursor.execute(
            "INSERT INTO system_members (system_id, user_name, role) VALUES ($1, $2, $3) "
            "ON CONFLICT (system_id, user_name) DO UPDATE SET role = excluded.role",
            (str(event.originator_id), event.user, event.role),
        )
        _new_version(cursor, event)

    @process.register(BiddingSystem.ShareRevoked)
    def _share_revoked(self, event: BiddingSystem.ShareRevoked, cursor: Cursor) -> None:
        cursor.execute(
            "DELETE FROM system_members WHERE system_id = $1 AND user_name = $2",
            (str(event.originator_id), event.user),
        )
        _new_version(cursor, event)

    @process.register(BiddingSystem.Event)
    def _system_event(self, event: BiddingSystem.Event, cursor: Cursor) -> None:
        """Any other system event moves the system's version on, and nothing else."""
        _new_version(cursor, event)

    def _apply_change(self, cursor: Cursor, system_id: str, change: StoredChange) -> None:
        delete_rows(
            cursor,
            "bidding_rules",
            RULE_COLUMNS[2:4],  # module_id, sequence
            [(rule["module_id"], rule["sequence"]) for rule in change["rules_removed"]],
            scope=("system_id", system_id),
        )
        cursor.executemany(
            "DELETE FROM definitions WHERE system_id = $1 AND module_id = $2 AND term = $3",
            [(system_id, module_id, term) for module_id, term, _ in change["definitions_removed"]],
        )
        self._insert_rules(cursor, system_id, change["rules_added"])
        self._insert_definitions(cursor, system_id, change["definitions_added"])
        # Writes only: a read here would wait for the batched writes before it.
        cursor.executemany(
            "DELETE FROM system_conventions WHERE system_id = $1 AND convention_id = $2",
            [(system_id, facts["id"]) for facts in change["conventions_removed"]],
        )
        self._insert_conventions(cursor, system_id, change["conventions_added"])
        if change["name"] is not None:
            cursor.execute(
                "UPDATE systems SET name = $1 WHERE system_id = $2", (change["name"][1], system_id)
            )

    @staticmethod
    def _insert_rules(cursor: Cursor, system_id: str, rules: list[Rule]) -> None:
        insert_rows(
            cursor,
            "bidding_rules",
            RULE_COLUMNS,
            [
                (
                    system_id,
                    rule["module_type"],
                    rule["module_id"],
                    rule["sequence"],
                    rule["call"],
                    rule["parent"],
                    rule["prefix"],
                    rule["depth"],
                    priority_of(rule["module_type"], rule["sequence"]),
                    rule["meaning"],
                    rule["section"],
                    rule["overrides"],
                )
                for rule in rules
            ],
        )

    @staticmethod
    def _insert_conventions(cursor: Cursor, system_id: str, conventions: list[ModuleFacts]) -> None:
        cursor.executemany(
            "INSERT INTO system_conventions (system_id, convention_id, version) "
            "VALUES ($1, $2, $3)",
            [(system_id, facts["id"], facts["version"]) for facts in conventions],
        )

    @staticmethod
    def _insert_definitions(cursor: Cursor, system_id: str, definitions: list[list[str]]) -> None:
        cursor.executemany(
            "INSERT INTO definitions (system_id, module_id, term, definition) "
            "VALUES ($1, $2, $3, $4)",
            [(system_id, module_id, term, text) for module_id, term, text in definitions],
        )


def _new_version(cursor: Cursor, event: BiddingSystem.Event) -> None:
    """Every event after a system's creation moves its version on."""
    cursor.execute(
        "UPDATE systems SET version = $1 WHERE system_id = $2",
        (event.originator_version, str(event.originator_id)),
    )
