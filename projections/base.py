"""What every read model provides to the catch-up runner, and how board events read.

Read models dispatch on the event classes themselves (isinstance), never on their names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from domain.board import Board
from domain.board_actions import ActionRecord, CallRecord, CardRecord
from projections.database import Cursor


class Projection(Protocol):
    name: ClassVar[str]
    tables: ClassVar[dict[str, str]]  # table name -> column definitions (both dialects)
    indexes: ClassVar[tuple[str, ...]]

    def process(self, cursor: Cursor, event: Any) -> None:
        """Write what `event` changes; called inside the runner's transaction."""
        ...


@dataclass(frozen=True)
class BoardChange:
    """A board event as the read models need it: the effective play it rewrote (`removed`
    from the end of the play, in the order they were played, then `added`), and the table
    result when it ended the play."""

    board_id: str
    event: Any
    removed: list[ActionRecord] = field(default_factory=list)
    added: list[ActionRecord] = field(default_factory=list)
    declarer_tricks: int | None = None

    def calls(self, actions: list[ActionRecord]) -> list[CallRecord]:
        return [a for a in actions if a["kind"] == "call"]

    def cards(self, actions: list[ActionRecord]) -> list[CardRecord]:
        return [a for a in actions if a["kind"] == "card"]


def call_made(event: Board.CallMade) -> CallRecord:
    return {
        "kind": "call",
        "seat": event.seat,
        "call": event.call,
        "contract": event.contract,
        "declarer": event.declarer,
    }


def card_played(event: Board.CardPlayed) -> CardRecord:
    return {
        "kind": "card",
        "seat": event.seat,
        "card": event.card,
        "trick": event.trick,
        "position": event.position,
        "leader": event.leader,
        "winner": event.winner,
        "declarer_tricks": event.declarer_tricks,
    }


def _ends_play(added: list[ActionRecord]) -> int | None:
    return added[-1].get("declarer_tricks") if added and added[-1]["kind"] == "card" else None


# The runner hands each event to every read model in turn; the board's read models all
# read its change, so the last one worked out is kept (a pair, swapped whole, so that
# threads projecting at once never see half of it).
_last_change: tuple[object, BoardChange | None] = (None, None)


def board_change(event: Any) -> BoardChange | None:
    """None for events of other aggregates."""
    global _last_change
    seen, change = _last_change
    if seen is event:
        return change
    change = _board_change(event)
    _last_change = (event, change)
    return change


def _board_change(event: Any) -> BoardChange | None:
    if not isinstance(event, Board.Event):
        return None
    board_id = str(event.originator_id)
    added: list[ActionRecord]
    if isinstance(event, Board.CallMade):
        return BoardChange(board_id, event, added=[call_made(event)])
    if isinstance(event, Board.CardPlayed):
        added = [card_played(event)]
        return BoardChange(board_id, event, added=added, declarer_tricks=_ends_play(added))
    if isinstance(event, Board.ActionUndone):
        return BoardChange(board_id, event, removed=[event.action])
    if isinstance(event, Board.ActionRedone):
        added = [event.action]
        return BoardChange(board_id, event, added=added, declarer_tricks=_ends_play(added))
    if isinstance(event, Board.RevokeCorrected):
        added = list(event.actions)
        return BoardChange(
            board_id,
            event,
            removed=list(event.replaced),
            added=added,
            declarer_tricks=_ends_play(added),
        )
    if isinstance(event, Board.CallChangeDecided) and event.action is not None:
        return BoardChange(board_id, event, removed=[event.replaced], added=[event.action])
    if isinstance(event, Board.CardWithdrawn):
        return BoardChange(board_id, event, removed=list(event.replaced))
    if isinstance(event, Board.LeadDecided):  # an accepted lead out of turn is played
        return BoardChange(board_id, event, added=[event.played] if event.played else [])
    if isinstance(event, Board.ClaimAgreed | Board.ClaimRuled):
        return BoardChange(board_id, event, declarer_tricks=event.declarer_tricks)
    return BoardChange(board_id, event)
