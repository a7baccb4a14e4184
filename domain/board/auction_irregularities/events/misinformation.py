"""Misinformation: explanations corrected (Laws 20F4, 20F5) and a call changed on
misinformation (21B1)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from domain.board.actions import SEATS, ActionRecord
from domain.board.auction_irregularities.events.base import (
    OneCallReplacesCalls,
    record_rectification,
)
from domain.board.auction_irregularities.state import (
    Correction,
)
from domain.board.event import BoardEvent
from domain.rules.calls import Call
from domain.rules.table import CardAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board


class ExplanationCorrected(BoardEvent):
    """Laws 20F4, 20F5: `by` (the caller, 20F4, or his partner, 20F5) corrected the
    explanation of `seat`'s `call`, the `at`-th of the auction, to `alert` and
    `explanation`, at `moment` (auction, after_final_pass, play, end_of_play)."""

    seat: str
    at: int
    call: str
    alert: bool
    explanation: str | None
    by: str
    law: str
    moment: str
    actor: str

    def apply(self, board: Board) -> None:
        last = board.actions[-1] if board.actions else None
        correction = Correction(
            self.at,
            SEATS[self.seat],
            Call.parse(self.call),
            self.alert,
            self.explanation,
            last if isinstance(last, CardAction) and not board.phase.is_over else None,
        )
        auction = board.auction
        board.auction = replace(auction, corrections=(*auction.corrections, correction))


class MisinformedCallChanged(BoardEvent, OneCallReplacesCalls):
    """Law 21B1: the director allowed `replaced[0]`, a call made on misinformation from an
    opponent at position `at`, to be changed to `action`; the calls after it
    (`replaced[1:]`, the left-hand opponent's) are withdrawn and he calls again (21B2).
    A ruling (`auction_rectification`) of the director's, with no rectification for the
    side; Law 16C governs the withdrawn calls' information."""

    number: int
    law: str
    explanation: str
    director: str
    at: int
    replaced: list[ActionRecord]
    action: ActionRecord
    silenced: list[str]
    lead_penalty: bool
    actor: str

    def apply(self, board: Board) -> None:
        board.auction = board.auction.with_irregular_call()
        board.follow(self.play_change())
        record_rectification(board, self, SEATS[self.action["seat"]], (), self.director)
