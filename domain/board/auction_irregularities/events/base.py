"""What the auction irregularities' events share: the irregular call as recorded, and
the duties and ruling a rectification records."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from domain.board.actions import SEATS, ActionRecord
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.rulings import add_ruling
from domain.rules.cards import Seat
from domain.rules.rulings import RulingKind

if TYPE_CHECKING:
    from domain.board.aggregate import Board


class OneCallReplacesCalls(ChangesThePlay):
    """A ruling's event in which one call (`action`) takes the place of the calls from
    position `at` on (`replaced`): Laws 25A and 21B1. The event declares the fields."""

    at: int
    replaced: list[ActionRecord]
    action: ActionRecord

    def play_change(self) -> PlayChange:
        return PlayChange(tuple(self.replaced), (self.action,), self.at)


class IrregularCallMade(BoardEvent):
    """A call recorded as the irregularity it is, with its caller's alert and explanation
    (never made as such: the events below are)."""

    seat: str
    call: str
    alert: bool
    explanation: str | None
    actor: str


def record_rectification(
    board: Board,
    event: Any,
    offender: Seat,
    pass_next: Sequence[str],
    director: str | None = None,
) -> None:
    """The duties an auction rectification `event` recorded, and its ruling."""
    board.auction = board.auction.bound(
        pass_next=frozenset(SEATS[s] for s in pass_next),
        silenced=frozenset(SEATS[s] for s in event.silenced),
        lead_penalty=frozenset({offender}) if event.lead_penalty else frozenset(),
    )
    if event.number is not None:
        add_ruling(board, event, RulingKind.AUCTION_RECTIFICATION, director)
