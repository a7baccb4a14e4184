"""Questions to the PID: who may read a system, meanings, continuations, trees, exports.

A base-system rule is *superseded* when a convention redefines a sequence it continues
(minor-suit transfers make 1NT-2NT a transfer, so the base's 1NT-2NT-3NT "accepts the
invitation" no longer belongs to the system): lookups and continuations leave such rules
out. The rows stay in the PID, and come back when the convention goes.
"""

from __future__ import annotations

from typing import TypedDict

from domain.bidding.port import BASE_SYSTEM, CONVENTION
from projections.database import Database, Params, Row, marks
from projections.pid import RULE_FIELDS

_RULE_FIELDS = RULE_FIELDS
_SELECT_RULES = f"SELECT {', '.join(_RULE_FIELDS)} FROM bidding_rules"
_BEST_FIRST = " ORDER BY priority DESC, module_id"


class RuleRow(TypedDict):
    """A rule of the PID as the queries answer it (the columns of `RULE_FIELDS`)."""

    module_type: str
    module_id: str
    sequence: str
    call: str
    parent: str | None
    prefix: str | None
    depth: int
    priority: int
    meaning: str
    section: str
    overrides: str | None


class RuleNode(RuleRow):
    children: list[RuleNode]


class SystemRow(TypedDict):
    id: str
    name: str
    owner: str
    base: str
    conventions: list[str]
    version: int


def _rule(row: Row) -> RuleRow:
    (module_type, module_id, sequence, call, parent, prefix, depth, priority, meaning, section,
     overrides) = row  # fmt: skip
    return RuleRow(
        module_type=module_type,
        module_id=module_id,
        sequence=sequence,
        call=call,
        parent=parent,
        prefix=prefix,
        depth=depth,
        priority=priority,
        meaning=meaning,
        section=section,
        overrides=overrides,
    )


def strict_ancestors(sequence: str) -> list[str]:
    """Every sequence a rule for `sequence` continues: its proper prefixes."""
    calls = sequence.split("-")
    return ["-".join(calls[:end]) for end in range(1, len(calls))]


class PidQueries:
    """Reads the PID tables; every method takes the database and plain values."""

    @staticmethod
    def may_read(database: Database, system_id: str, user: str, is_admin: bool) -> bool:
        if is_admin:
            rows = database.query("SELECT 1 FROM systems WHERE system_id = $1", (system_id,))
        else:
            rows = database.query(
                "SELECT 1 FROM system_members WHERE system_id = $1 AND user_name = $2",
                (system_id, user),
            )
        return bool(rows)

    @staticmethod
    def systems_for(database: Database, user: str, is_admin: bool) -> list[SystemRow]:
        mine = (
            ""
            if is_admin
            else (" JOIN system_members m ON m.system_id = s.system_id WHERE m.user_name = $1")
        )
        params = () if is_admin else (user,)
        rows = database.query(
            "SELECT s.system_id, s.name, s.owner, s.base, s.version FROM systems s"
            f"{mine} ORDER BY s.created_at, s.system_id",
            params,
        )
        conventions: dict[str, list[str]] = {str(row[0]): [] for row in rows}
        members = (
            ""
            if is_admin
            else (" JOIN system_members m ON m.system_id = c.system_id WHERE m.user_name = $1")
        )
        for system_id, convention_id in database.query(
            f"SELECT c.system_id, c.convention_id FROM system_conventions c{members}"
            " ORDER BY c.convention_id",
            params,
        ):
            if system_id in conventions:
                conventions[system_id].append(str(convention_id))
        return [
            SystemRow(
                id=row[0],
                name=row[1],
                owner=row[2],
                base=row[3],
                conventions=conventions[str(row[0])],
                version=row[4],
            )
            for row in rows
        ]

    @staticmethod
    def _redefined(database: Database, system_id: str, sequences: list[str]) -> set[str]:
        """Those of `sequences` that a convention defines in this system."""
        if not sequences:
            return set()
        rows = database.query(
            f"SELECT DISTINCT sequence FROM bidding_rules WHERE system_id = $1 "
            f"AND module_type = $2 AND sequence IN ({marks(len(sequences), 3)})",
            (system_id, CONVENTION, *sequences),
        )
        return {str(row[0]) for row in rows}

    @staticmethod
    def meaning(database: Database, system_id: str, sequence: str) -> list[RuleRow]:
        """The rules for `sequence`, the winner first, then those it overrides; empty
        when the system has none (or only superseded base rules)."""
        rules = [
            _rule(row)
            for row in database.query(
                f"{_SELECT_RULES} WHERE system_id = $1 AND sequence = $2{_BEST_FIRST}",
                (system_id, sequence),
            )
        ]
        if any(rule["module_type"] == BASE_SYSTEM for rule in rules) and (
            PidQueries._redefined(database, system_id, strict_ancestors(sequence))
        ):
            rules = [rule for rule in rules if rule["module_type"] != BASE_SYSTEM]
        return rules

    @staticmethod
    def meaning_for(
        database: Database, system_id: str, sequence: str, user: str, is_admin: bool
    ) -> list[RuleRow] | None:
        """`meaning`, asked with the requester's right to read in the same round trip;
        None when the requester may not read the system."""
        ancestors = strict_ancestors(sequence) or [""]  # a root continues nothing
        params = Params()
        system = params(system_id)
        member = (
            "1"
            if is_admin
            else f"(SELECT COUNT(*) FROM system_members WHERE system_id = {system} "
            f"AND user_name = {params(user)})"
        )
        redefined = (
            f"(SELECT COUNT(*) FROM bidding_rules c WHERE c.system_id = {system} "
            f"AND c.module_type = {params(CONVENTION)} "
            f"AND c.sequence IN ({', '.join(params(ancestor) for ancestor in ancestors)}))"
        )
        rows = database.query(
            f"SELECT {', '.join(_RULE_FIELDS)}, {member}, {redefined} FROM bidding_rules "
            f"WHERE system_id = {system} AND sequence = {params(sequence)}{_BEST_FIRST}",
            params,
        )
        if not rows:
            return [] if PidQueries.may_read(database, system_id, user, is_admin) else None
        if not rows[0][-2]:
            return None
        rules = [_rule(row[:-2]) for row in rows]
        if rows[0][-1]:
            rules = [rule for rule in rules if rule["module_type"] != BASE_SYSTEM]
        return rules

    @staticmethod
    def continuations(database: Database, system_id: str, sequence: str) -> list[RuleRow]:
        """The winning rule of every sequence one call after `sequence`. After our own
        call (`1n`) that is every reply of ours whatever the opponents did in between
        (the rules whose parent is `1n`); after theirs (`1n-(p)`) the calls that follow
        exactly that."""
        calls = sequence.split("-")
        column = "prefix" if calls[-1].startswith("(") else "parent"
        rows = database.query(
            f"{_SELECT_RULES} WHERE system_id = $1 AND {column} = $2"
            " ORDER BY sequence, priority DESC, module_id",
            (system_id, sequence),
        )
        hide_base = bool(
            PidQueries._redefined(database, system_id, [*strict_ancestors(sequence), sequence])
        )
        winners: dict[str, RuleRow] = {}
        for rule in map(_rule, rows):
            if hide_base and rule["module_type"] == BASE_SYSTEM:
                continue
            winners.setdefault(rule["sequence"], rule)
        return list(winners.values())

    @staticmethod
    def rules(database: Database, system_id: str, module: str | None) -> list[RuleRow]:
        if module is None:
            rows = database.query(
                f"{_SELECT_RULES} WHERE system_id = $1 ORDER BY sequence, priority DESC, module_id",
                (system_id,),
            )
        else:
            rows = database.query(
                f"{_SELECT_RULES} WHERE system_id = $1 AND module_id = $2 ORDER BY sequence",
                (system_id, module),
            )
        return [_rule(row) for row in rows]

    @staticmethod
    def tree(database: Database, system_id: str, module: str) -> list[RuleNode]:
        """A module's rules as a forest: each rule with its `children`, roots being the
        rules whose parent the module does not define itself."""
        rules = PidQueries.rules(database, system_id, module)
        nodes = {rule["sequence"]: RuleNode(**rule, children=[]) for rule in rules}
        roots: list[RuleNode] = []
        for node in nodes.values():
            parent = nodes.get(node["parent"]) if node["parent"] else None
            (parent["children"] if parent is not None else roots).append(node)
        return roots

    @staticmethod
    def winning_rules(database: Database, system_id: str) -> list[RuleRow]:
        """One rule a sequence, the winner, in sequence order, without superseded base
        rules: what the system says, as an export shows it."""
        winners: dict[str, RuleRow] = {}
        redefined: set[str] = set()
        for rule in PidQueries.rules(database, system_id, None):
            winners.setdefault(rule["sequence"], rule)
            if rule["module_type"] == CONVENTION:
                redefined.add(rule["sequence"])
        return [
            rule
            for rule in winners.values()
            if rule["module_type"] != BASE_SYSTEM
            or not redefined.intersection(strict_ancestors(rule["sequence"]))
        ]

    @staticmethod
    def definitions(database: Database, system_id: str) -> list[dict[str, str]]:
        rows = database.query(
            "SELECT module_id, term, definition FROM definitions WHERE system_id = $1 "
            "ORDER BY module_id, term",
            (system_id,),
        )
        return [{"module_id": row[0], "term": row[1], "definition": row[2]} for row in rows]

    @staticmethod
    def row_sets(database: Database, system_id: str) -> tuple[set[Row], set[Row]]:
        """Every rule row and definition row of a system, without its id (to compare two
        systems, or a system before and after)."""
        rules = database.query(
            f"SELECT {', '.join(_RULE_FIELDS)} FROM bidding_rules WHERE system_id = $1",
            (system_id,),
        )
        definitions = database.query(
            "SELECT module_id, term, definition FROM definitions WHERE system_id = $1",
            (system_id,),
        )
        return set(rules), set(definitions)
