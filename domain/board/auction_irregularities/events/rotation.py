"""Calls out of rotation (Laws 28-32), inadmissible calls (35-39) and changes of call
(25)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from domain.board.actions import SEATS, ActionRecord
from domain.board.auction_irregularities.events.base import (
    IrregularCallMade,
    OneCallReplacesCalls,
    record_rectification,
)
from domain.board.auction_irregularities.state import (
    CallChange,
    ComparableCall,
    OutOfRotation,
    RepeatDuty,
)
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.rulings import add_ruling
from domain.rules.calls import Call
from domain.rules.rulings import RulingKind

if TYPE_CHECKING:
    from domain.board.aggregate import Board


class CallOutOfRotationMade(IrregularCallMade):
    """Laws 28-32: `seat` called `call` at `turn`'s turn; the auction waits for the
    offender's left-hand opponent (Law 29)."""

    turn: str

    def apply(self, board: Board) -> None:
        waiting = OutOfRotation(
            SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation, SEATS[self.turn]
        )
        board.auction = replace(board.auction, out_of_rotation=waiting).with_irregular_call()


class CallOutOfRotationSettled(BoardEvent):
    """The call out of rotation `accept`ed (29A: a CallMade of it follows), `refuse`d
    (29B, with the rectification of Laws 30-32 as ruling `number`) or `cancelled` by
    the call of the player whose turn it was (28B)."""

    decision: str
    number: int | None
    law: str
    explanation: str | None
    pass_next: list[str]
    silenced: list[str]
    no_double: str | None
    repeat: str | None  # the call the offender must repeat if his RHO passes
    lead_penalty: bool
    actor: str

    def apply(self, board: Board) -> None:
        auction = board.auction
        waiting = auction.out_of_rotation
        assert waiting is not None
        auction = replace(auction, out_of_rotation=None)
        if self.repeat is not None:
            auction = replace(
                auction, repeat_duty=RepeatDuty(waiting.seat, Call.parse(self.repeat))
            )
        if self.no_double is not None:
            auction = replace(auction, no_double_next=SEATS[self.no_double])
        board.auction = auction
        record_rectification(board, self, waiting.seat, self.pass_next)


class CallDutyJudged(BoardEvent):
    """Laws 31A, 32B: the offender's `call` at his turn after his call out of rotation
    at his right-hand opponent's turn was cancelled, and what it leads to."""

    seat: str
    call: str
    number: int | None
    law: str
    explanation: str
    pass_next: list[str]
    silenced: list[str]
    lead_penalty: bool
    actor: str

    def apply(self, board: Board) -> None:
        board.auction = replace(board.auction, repeat_duty=None)
        record_rectification(board, self, SEATS[self.seat], self.pass_next)


class ComparableCallDue(BoardEvent):
    """Laws 30B, 31B, 32B (2017), after a CallOutOfRotationSettled refusing `seat`'s
    `call`: his next call at his proper turn, whatever it is, will be ruled comparable or
    not under `law`."""

    seat: str
    call: str
    law: str
    actor: str

    def apply(self, board: Board) -> None:
        duty = RepeatDuty(SEATS[self.seat], Call.parse(self.call), self.law)
        board.auction = replace(board.auction, repeat_duty=duty)


class ComparableCallAwaited(BoardEvent):
    """Laws 30B, 31A2, 31B, 32A2, 32B (2017): the offender's `call` at his proper turn,
    after his call out of rotation `withdrawn` was cancelled, waits for the director's
    ruling on whether it is comparable (Law 23A) under `law`."""

    seat: str
    call: str
    withdrawn: str
    law: str
    actor: str

    def apply(self, board: Board) -> None:
        waiting = ComparableCall(
            SEATS[self.seat], Call.parse(self.call), Call.parse(self.withdrawn), self.law
        )
        board.auction = replace(board.auction, repeat_duty=None, comparable_call=waiting)


class RotationCallRuled(BoardEvent):
    """The director's ruling on a call awaited as above: comparable, no rectification;
    not, `pass_next` (the offender's partner) passes at his next turn only, and Law 26
    may restrict his lead (`lead_penalty`)."""

    number: int
    director: str
    law: str
    comparable: bool
    explanation: str
    pass_next: str | None
    lead_penalty: bool

    def apply(self, board: Board) -> None:
        add_ruling(
            board, self, RulingKind.COMPARABLE_CALL, self.director, comparable=self.comparable
        )
        auction = replace(board.auction, comparable_call=None)
        if self.pass_next is not None:
            partner = SEATS[self.pass_next]
            auction = auction.bound(
                pass_next=frozenset({partner}),
                lead_penalty=frozenset({partner.partner}) if self.lead_penalty else frozenset(),
            )
        board.auction = auction


class InadmissibleCallMade(BoardEvent):
    """Laws 35-39: `seat`'s `call` (a double the Laws do not permit, a bid above seven,
    a call after the final pass) is cancelled, with the rectification as ruling
    `number`; a pass substituted for it (38) follows as a CallMade."""

    seat: str
    call: str
    number: int
    law: str
    explanation: str
    silenced: list[str]
    lead_penalty: bool
    actor: str

    def apply(self, board: Board) -> None:
        board.auction = board.auction.with_irregular_call()
        record_rectification(board, self, SEATS[self.seat], ())


class CallChangeAttempted(IrregularCallMade):
    """Law 25: `seat`, who called last, calls `call` before anyone else has called; it
    waits for his left-hand opponent (25B) or the director (25A)."""

    def apply(self, board: Board) -> None:
        change = CallChange(SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation)
        board.auction = replace(board.auction, call_change=change).with_irregular_call()


class CallChangeDecided(BoardEvent, ChangesThePlay):
    """Law 25 decided: `action` (the second call, at position `at`) replaces `replaced`
    (25A, 25B1), or the change is cancelled and the first call stands (25B2)."""

    decision: str
    number: int
    law: str
    explanation: str
    director: str | None
    at: int
    replaced: ActionRecord
    action: ActionRecord | None
    silenced: list[str]
    lead_penalty: bool
    actor: str

    def apply(self, board: Board) -> None:
        change = board.auction.call_change
        assert change is not None
        board.auction = replace(board.auction, call_change=None)
        board.follow(self.play_change())
        record_rectification(board, self, change.seat, (), self.director)

    def play_change(self) -> PlayChange | None:
        if self.action is None:
            return None  # the change cancelled: the first call stands (25B2)
        return PlayChange((self.replaced,), (self.action,), self.at)


class UnintendedCallReplaced(BoardEvent, OneCallReplacesCalls):
    """Law 25A: the director finds `replaced[0]`, the offender's call at position `at`,
    unintended; the offender's second call, made after his left-hand opponent's call
    (`replaced[1:]`) but before his partner's, takes its place (`action`). The left-hand
    opponent's call over the unintended one is withdrawn, and he calls again, free
    (25A6); Law 26 does not apply."""

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
        waiting = board.auction.out_of_rotation
        assert waiting is not None
        board.auction = replace(board.auction, out_of_rotation=None)
        board.follow(self.play_change())
        record_rectification(board, self, waiting.seat, (), self.director)
