"""What one edit of a bidding system changes, as events carry it (plain JSON values).

A change lists the rules, definitions and conventions it removes and adds, and the name
before and after a rename; `inverse` swaps the two sides, which is what an undo applies.
Rules are added whole (the log alone rebuilds the system); a removed rule is named by its
module and sequence only (`compact`, a `StoredChange`), since an earlier event carried its
content, and the aggregate keeps the full rows of each edit (a `Change`) for its undo.

Both are typed JSON records rather than frozen classes: the events and the system's
snapshots store them as they are. Nothing changes one once it is built.
"""

from __future__ import annotations

from typing import TypedDict

from domain.bidding.port import ModuleFacts, Rule

Definition = list[str]
"""[module id, term, text]"""


class RuleKey(TypedDict):
    """A rule as a removal names it."""

    module_id: str
    sequence: str


class Change(TypedDict):
    """An edit's change with the rules it removed in full, as the system keeps it."""

    rules_removed: list[Rule]
    rules_added: list[Rule]
    definitions_removed: list[Definition]
    definitions_added: list[Definition]
    conventions_removed: list[ModuleFacts]
    conventions_added: list[ModuleFacts]
    name: list[str] | None  # [before, after] for a rename


class StoredChange(TypedDict):
    """A change as its event carries it: the rules removed by key only."""

    rules_removed: list[RuleKey]
    rules_added: list[Rule]
    definitions_removed: list[Definition]
    definitions_added: list[Definition]
    conventions_removed: list[ModuleFacts]
    conventions_added: list[ModuleFacts]
    name: list[str] | None


def change_of(
    *,
    rules_removed: list[Rule] | None = None,
    rules_added: list[Rule] | None = None,
    definitions_removed: list[Definition] | None = None,
    definitions_added: list[Definition] | None = None,
    conventions_removed: list[ModuleFacts] | None = None,
    conventions_added: list[ModuleFacts] | None = None,
    name: list[str] | None = None,
) -> Change:
    """A change built whole, every side not named empty."""
    return Change(
        rules_removed=rules_removed or [],
        rules_added=rules_added or [],
        definitions_removed=definitions_removed or [],
        definitions_added=definitions_added or [],
        conventions_removed=conventions_removed or [],
        conventions_added=conventions_added or [],
        name=name,
    )


def inverse(change: Change) -> Change:
    name = change["name"]
    return Change(
        rules_removed=change["rules_added"],
        rules_added=change["rules_removed"],
        definitions_removed=change["definitions_added"],
        definitions_added=change["definitions_removed"],
        conventions_removed=change["conventions_added"],
        conventions_added=change["conventions_removed"],
        name=None if name is None else [name[1], name[0]],
    )


def compact(change: Change) -> StoredChange:
    """The change as an event carries it: removed rules by key only."""
    keys = [
        RuleKey(module_id=r["module_id"], sequence=r["sequence"]) for r in change["rules_removed"]
    ]
    stored: StoredChange = {**change, "rules_removed": keys}
    return stored
