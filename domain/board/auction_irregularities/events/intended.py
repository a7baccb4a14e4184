"""Law 25 after the director's finding that the first call was intended (25A2): the
finding, and the left-hand opponent's option under 25B. `apply` only assigns what the
command decided."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from domain.board.actions import ActionRecord
from domain.board.auction_irregularities.events.base import record_rectification
from domain.board.auction_irregularities.state import IntendedChange
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.rulings import add_ruling
from domain.rules.calls import Call
from domain.rules.rulings import RulingKind

if TYPE_CHECKING:
    from domain.board.aggregate import Board


class CallFoundIntended(BoardEvent):
    """Law 25A2: the director finds the first call, `replaces` (at position `at` of the
    play), intended: the second call waiting (a change of call, or a call at the
    offender's partner's turn) is a substitution Law 25A does not permit, and waits for
    the offender's left-hand opponent (25B). Ruling `number`."""

    number: int
    law: str
    explanation: str
    director: str
    at: int
    replaces: str
    actor: str

    def apply(self, board: Board) -> None:
        auction = board.auction
        waiting = auction.out_of_rotation or auction.call_change
        assert waiting is not None
        intended = IntendedChange(
            waiting.seat,
            waiting.call,
            waiting.alert,
            waiting.explanation,
            replaces=Call.parse(self.replaces),
            at=self.at,
        )
        board.auction = replace(
            auction, out_of_rotation=None, call_change=None, intended_change=intended
        )
        add_ruling(board, self, RulingKind.AUCTION_RECTIFICATION, self.director)


class IntendedChangeDecided(BoardEvent, ChangesThePlay):
    """Law 25B after the finding: `accept`ed (25B1: `action`, the second call, takes the
    place of `replaced`, the first call and any call over it, from position `at`), or
    `refuse`d (25B2: cancelled, the first call stands, nothing in the play changes). Law
    26 may apply to the offender's partner either way (`lead_penalty`)."""

    decision: str
    number: int
    law: str
    explanation: str
    director: str | None
    at: int
    replaced: list[ActionRecord]
    action: ActionRecord | None
    silenced: list[str]
    lead_penalty: bool
    actor: str

    def apply(self, board: Board) -> None:
        intended = board.auction.intended_change
        assert intended is not None
        board.auction = replace(board.auction, intended_change=None)
        board.follow(self.play_change())
        record_rectification(board, self, intended.seat, (), self.director)

    def play_change(self) -> PlayChange | None:
        if self.action is None:
            return None  # 25B2: the change cancelled, the first call stands
        return PlayChange(tuple(self.replaced), (self.action,), self.at)
