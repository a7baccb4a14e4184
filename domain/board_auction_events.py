"""The Board's events of the irregularities of the auction (docs/design.md 5.5): the
insufficient bid (Law 27), cards exposed in the auction (24), calls out of rotation
(28-32), inadmissible calls (35-39) and changes of call (25); their commands are in
domain/board_auction_irregularities.py and domain/board_irregular_calls.py.

Each class is made an event of `Board` in domain/board.py, which keeps the topic it is
stored under (domain.board:Board.<name>). `apply` only takes the facts the event
records; a rectification the Laws impose is also a ruling (`record_rectification`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from eventsourcing.domain import Aggregate

from domain.board_actions import SEATS, ActionRecord
from domain.board_effects import ChangesThePlay, PlayChange
from domain.board_play_events import add_ruling
from domain.board_state import (
    CallChange,
    ComparableCall,
    InsufficientBid,
    OutOfRotation,
    RepeatDuty,
)
from domain.rules.calls import Call
from domain.rules.cards import Card, Seat
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.rulings import RulingKind

if TYPE_CHECKING:
    from domain.board import Board


# ---- irregularities of the auction (domain/board_auction_irregularities.py) ---------
class IrregularCallMade(Aggregate.Event):
    """A call recorded as the irregularity it is, with its caller's alert and explanation
    (never made as such: the events below are)."""

    seat: str
    call: str
    alert: bool
    explanation: str | None
    actor: str


class InsufficientBidMade(IrregularCallMade):
    """Law 27: `seat` bid `call`, which does not outrank the last bid; the auction
    waits for the offender's left-hand opponent."""

    def apply(self, board: Board) -> None:
        board.insufficient_bid = InsufficientBid(
            SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation
        )


class AuctionIrregularityDecided(Aggregate.Event):
    """Law 27A: the insufficient bid accepted (a CallMade of it follows) or not."""

    decision: str
    actor: str

    def apply(self, board: Board) -> None:
        pending = board.insufficient_bid
        if pending is not None and self.decision == "refuse":
            board.insufficient_bid = replace(pending, refused=True)
        else:
            board.insufficient_bid = None


class SubstituteJudged(Aggregate.Event):
    """Law 27B on the offender's substitute `call`: `law` 27B1a (no more to it), 27B1b
    (the director rules), 27B2 or 27B3 (a double or redouble, cancelled: another
    call is still due); `silenced`, the partner who must pass from now on;
    `lead_penalty`, Law 26B may restrict that partner's first lead."""

    # Version 2 records whether Law 26B applies; version 1 was before Law 26 was.
    class_version = 2

    seat: str
    call: str
    law: str
    silenced: str | None
    actor: str
    lead_penalty: bool

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        state["lead_penalty"] = False

    def apply(self, board: Board) -> None:
        pending = board.insufficient_bid
        if self.law == "27B1b" and pending is not None:
            board.comparable_call = ComparableCall(
                SEATS[self.seat], Call.parse(self.call), pending.call
            )
        if self.law != "27B3":
            board.insufficient_bid = None
        if self.silenced is not None:
            board.silenced = board.silenced | {SEATS[self.silenced]}
        if self.lead_penalty:
            board.lead_penalty = board.lead_penalty | {SEATS[self.seat]}


class ComparableCallRuled(Aggregate.Event):
    """Law 27B1b: the director's ruling on the substitute; `silenced` and
    `lead_penalty` as above."""

    # Version 2 records whether Law 26B applies; version 1 was before Law 26 was.
    class_version = 2

    number: int
    director: str
    law: str
    comparable: bool
    explanation: str
    silenced: str | None
    lead_penalty: bool

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        state["lead_penalty"] = False

    def apply(self, board: Board) -> None:
        add_ruling(
            board, self, RulingKind.COMPARABLE_CALL, self.director, comparable=self.comparable
        )
        board.comparable_call = None
        if self.silenced is not None:
            board.silenced = board.silenced | {SEATS[self.silenced]}
            if self.lead_penalty:
                board.lead_penalty = board.lead_penalty | {SEATS[self.silenced].partner}


class CardsExposed(Aggregate.Event):
    """Law 24: `seat`'s `cards` were seen face up during the auction; they stay face up
    until it ends; `must_pass`, the partner who must pass at his next turn, if any."""

    seat: str
    cards: list[str]
    must_pass: str | None
    actor: str

    def apply(self, board: Board) -> None:
        seat = SEATS[self.seat]
        faced = tuple(PenaltyCard(seat, Card.parse(card), "exposed") for card in self.cards)
        board.penalty_cards = (*board.penalty_cards, *faced)
        if self.must_pass is not None:
            board.must_pass_next = board.must_pass_next | {SEATS[self.must_pass]}


class AuctionExposuresSettled(Aggregate.Event):
    """Law 24E: at the end of the auction the cards exposed in it become the listed
    penalty cards (a defender's) or go back to the hand (the others)."""

    penalty_cards: list[dict[str, str]]
    actor: str

    def apply(self, board: Board) -> None:
        kept = tuple(p for p in board.penalty_cards if p.kind != "exposed")
        settled = tuple(
            PenaltyCard(SEATS[p["seat"]], Card.parse(p["card"]), p["kind"])
            for p in self.penalty_cards
        )
        board.penalty_cards = (*kept, *settled)
        board.must_pass_next = frozenset()


# ---- calls out of rotation and inadmissible calls (domain/board_irregular_calls.py) --
class CallOutOfRotationMade(IrregularCallMade):
    """Laws 28-32: `seat` called `call` at `turn`'s turn; the auction waits for the
    offender's left-hand opponent (Law 29)."""

    turn: str

    def apply(self, board: Board) -> None:
        board.out_of_rotation = OutOfRotation(
            SEATS[self.seat],
            Call.parse(self.call),
            self.alert,
            self.explanation,
            SEATS[self.turn],
        )


class CallOutOfRotationSettled(Aggregate.Event):
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
        waiting = board.out_of_rotation
        assert waiting is not None
        board.out_of_rotation = None
        if self.repeat is not None:
            board.repeat_duty = RepeatDuty(waiting.seat, Call.parse(self.repeat))
        if self.no_double is not None:
            board.no_double_next = SEATS[self.no_double]
        record_rectification(board, self, waiting.seat, self.pass_next)


class CallDutyJudged(Aggregate.Event):
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
        board.repeat_duty = None
        record_rectification(board, self, SEATS[self.seat], self.pass_next)


class InadmissibleCallMade(Aggregate.Event):
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
        record_rectification(board, self, SEATS[self.seat], ())


class CallChangeAttempted(IrregularCallMade):
    """Law 25: `seat`, who called last, calls `call` before anyone else has called; it
    waits for his left-hand opponent (25B) or the director (25A)."""

    def apply(self, board: Board) -> None:
        board.call_change = CallChange(
            SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation
        )


class CallChangeDecided(Aggregate.Event, ChangesThePlay):
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
        change = board.call_change
        assert change is not None
        board.call_change = None
        board._follow(self.play_change())
        record_rectification(board, self, change.seat, (), self.director)

    def play_change(self) -> PlayChange | None:
        if self.action is None:
            return None  # the change cancelled: the first call stands (25B2)
        return PlayChange((self.replaced,), (self.action,), self.at)


def record_rectification(
    board: Board,
    event: Any,
    offender: Seat,
    pass_next: Sequence[str],
    director: str | None = None,
) -> None:
    """The duties an auction rectification `event` recorded, and its ruling."""
    board.must_pass_next = board.must_pass_next | {SEATS[s] for s in pass_next}
    board.silenced = board.silenced | {SEATS[s] for s in event.silenced}
    if event.lead_penalty:
        board.lead_penalty = board.lead_penalty | {offender}
    if event.number is not None:
        add_ruling(board, event, RulingKind.AUCTION_RECTIFICATION, director)
