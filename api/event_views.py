"""Stored events as the events endpoint shows them."""

from __future__ import annotations

from typing import Any

from api.schemas import EventPublic
from domain.rules.cards import Seat

_ENVELOPE = {"originator_id", "originator_version", "timestamp", "originator_topic"}


def event_public(event: Any, *, revokes: bool = True) -> EventPublic:
    """`revokes=False` for those who may not know which cards were revokes: everyone but
    the board's director and admins (the revokes raised are told by /revokes)."""
    data = {k: v for k, v in vars(event).items() if k not in _ENVELOPE}
    if data.get("record_tags") == {}:  # shown for a board imported with its record's tags
        del data["record_tags"]
    if "trick" in data and data["trick"] is None:  # an irregular card's, recorded since v2
        del data["trick"]
    if not revokes:
        data = {k: _without_revoke(v) for k, v in data.items() if k != "revoke"}
    actor = data.get("actor") or data.get("director") or data.get("created_by")
    kind = type(event).__name__
    return EventPublic(
        version=event.originator_version,
        type="BoardCreated" if kind == "Created" else kind,
        timestamp=event.timestamp.isoformat(),
        actor=actor,
        data=data,
    )


def timeline_entry(event: Any, unexplained: frozenset[Seat] = frozenset()) -> EventPublic:
    """An event as the whole table may see it: the creation shows no cards, no card says
    whether it was a revoke (nobody but the director knows until attention is drawn), and
    the calls of the `unexplained` seats show no alert or explanation (the requester is
    the caller's partner and the auction is not over)."""
    entry = event_public(event, revokes=False)
    if entry.type == "BoardCreated":
        entry.data = {k: v for k, v in entry.data.items() if k != "deal"}
    hidden = {seat.value for seat in unexplained}
    if hidden:
        entry.data = _unexplained(entry.data, hidden)
    return entry


def _unexplained(data: dict[str, Any], hidden: set[str]) -> dict[str, Any]:
    """A call's alert and explanation removed, in a CallMade and in the actions an undo, a
    redo or a change of call carries."""
    if data.get("seat") in hidden and "explanation" in data:
        data = {**data, "alert": False, "explanation": None}
    for key in ("action", "replaced"):
        action = data.get(key)
        if isinstance(action, dict) and action.get("kind") == "call":
            data = {**data, key: _unexplained(action, hidden)}
        if isinstance(action, list):  # the calls a Law 25A or 21B1 change replaced
            data = {**data, key: [_unexplained(a, hidden) for a in action]}
    return data


def _without_revoke(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_revoke(v) for k, v in value.items() if k != "revoke"}
    if isinstance(value, list):
        return [_without_revoke(v) for v in value]
    return value
