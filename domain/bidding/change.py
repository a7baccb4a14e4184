"""What one edit of a bidding system changes, as events carry it (plain JSON values).

A change lists the rules, definitions and conventions it removes and adds, and the name
before and after a rename; `inverse` swaps the two sides, which is what an undo applies.
Rules are added whole (the log alone rebuilds the system); a removed rule is named by its
module and sequence only (`compact`), since an earlier event carried its content, and
the aggregate keeps the full rows of each edit for its undo.
"""

from __future__ import annotations

from typing import Any

Change = dict[str, Any]

_PAIRS = (
    ("rules_removed", "rules_added"),
    ("definitions_removed", "definitions_added"),
    ("conventions_removed", "conventions_added"),
)


def empty_change() -> Change:
    change: Change = {key: [] for pair in _PAIRS for key in pair}
    change["name"] = None
    return change


def inverse(change: Change) -> Change:
    undone: Change = {}
    for removed, added in _PAIRS:
        undone[removed] = change[added]
        undone[added] = change[removed]
    name = change["name"]
    undone["name"] = None if name is None else [name[1], name[0]]
    return undone


def is_empty(change: Change) -> bool:
    return change["name"] is None and not any(change[key] for pair in _PAIRS for key in pair)


def compact(change: Change) -> Change:
    """The change as an event carries it: removed rules by key only."""
    keys = [
        {"module_id": rule["module_id"], "sequence": rule["sequence"]}
        for rule in change["rules_removed"]
    ]
    return {**change, "rules_removed": keys}
