"""The recorded calls and cards of a board as events carry them (plain dicts), and back.

Events store an action as a dict: {"kind": "call", "seat": "N", "call": "1NT", "contract":
..., "declarer": ...} or {"kind": "card", "seat": "W", "card": "SA", "trick": 1,
"position": 1, "leader": "W", "winner": None, "declarer_tricks": None}, with the facts the
rules derived when it was made; the board works with the typed actions of
domain/rules/table.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.rules.calls import Call
from domain.rules.cards import Card, Seat
from domain.rules.table import Action, CallAction, CardAction

ActionDict = dict[str, Any]


def action_dict(action: Action) -> ActionDict:
    if isinstance(action, CallAction):
        called: ActionDict = {
            "kind": "call",
            "seat": action.seat.value,
            "call": str(action.call),
            "contract": action.contract,
            "declarer": action.declarer.value if action.declarer else None,
        }
        if action.alert or action.explanation is not None:  # older dicts have neither key
            called["alert"] = action.alert
            called["explanation"] = action.explanation
        return called
    found: ActionDict = {
        "kind": "card",
        "seat": action.seat.value,
        "card": str(action.card),
        "trick": action.trick,
        "position": action.position,
        "leader": action.leader.value,
        "winner": action.winner.value if action.winner else None,
        "declarer_tricks": action.declarer_tricks,
    }
    if action.revoke is not None:
        found["revoke"] = action.revoke
    return found


def action_from(recorded: ActionDict) -> Action:
    seat = Seat(recorded["seat"])
    if recorded["kind"] == "call":
        declarer = recorded.get("declarer")
        return CallAction(
            seat,
            Call.parse(recorded["call"]),
            recorded.get("contract"),
            Seat(declarer) if declarer else None,
            bool(recorded.get("alert", False)),
            recorded.get("explanation"),
        )
    winner = recorded.get("winner")
    return CardAction(
        seat,
        Card.parse(recorded["card"]),
        int(recorded["trick"]),
        int(recorded["position"]),
        Seat(recorded["leader"]),
        Seat(winner) if winner else None,
        recorded.get("declarer_tricks"),
        recorded.get("revoke"),
    )


def action_dicts(actions: Sequence[Action]) -> list[ActionDict]:
    return [action_dict(action) for action in actions]
