"""The recorded calls and cards of a board as events carry them (plain dicts), and back.

Events store an action as a dict: {"kind": "call", "seat": "N", "call": "1NT", "contract":
..., "declarer": ...} or {"kind": "card", "seat": "W", "card": "SA", "trick": 1,
"position": 1, "leader": "W", "winner": None, "declarer_tricks": None}, with the facts the
rules derived when it was made; the board works with the typed actions of
domain/rules/table.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NotRequired, TypedDict

from domain.rules.calls import Call
from domain.rules.cards import Card, Seat
from domain.rules.table import Action, CallAction, CardAction


class CallRecord(TypedDict):
    kind: Literal["call"]
    seat: str
    call: str
    contract: str | None
    declarer: str | None
    alert: NotRequired[bool]  # calls recorded before alerts existed have neither key
    explanation: NotRequired[str | None]


class CardRecord(TypedDict):
    kind: Literal["card"]
    seat: str
    card: str
    trick: int
    position: int
    leader: str
    winner: str | None
    declarer_tricks: int | None
    revoke: NotRequired[str | None]


ActionRecord = CallRecord | CardRecord
"""An action as events store it (plain JSON), with the facts the rules derived."""


def action_dict(action: Action) -> ActionRecord:
    if isinstance(action, CallAction):
        called: CallRecord = {
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
    found: CardRecord = {
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


SEATS = {seat.value: seat for seat in Seat}  # faster than Seat(text) in every replay


def action_from(recorded: ActionRecord) -> Action:
    seat = SEATS[recorded["seat"]]
    if recorded["kind"] == "call":
        declarer = recorded.get("declarer")
        return CallAction(
            seat,
            Call.parse(recorded["call"]),
            recorded.get("contract"),
            SEATS[declarer] if declarer else None,
            bool(recorded.get("alert", False)),
            recorded.get("explanation"),
        )
    winner = recorded.get("winner")
    return CardAction(
        seat,
        Card.parse(recorded["card"]),
        int(recorded["trick"]),
        int(recorded["position"]),
        SEATS[recorded["leader"]],
        SEATS[winner] if winner else None,
        recorded.get("declarer_tricks"),
        recorded.get("revoke"),
    )


def action_dicts(actions: Sequence[Action]) -> list[ActionRecord]:
    return [action_dict(action) for action in actions]
