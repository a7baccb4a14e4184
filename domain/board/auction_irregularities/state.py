"""What the auction's irregularities leave waiting or binding (docs/design.md 5.5): one
frozen value on the board, and what the family tells the core (what waits, which calls
the Laws' duties forbid, why undo cannot take a rectified call back)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domain.board.family import Quiet, Waiting, family
from domain.board.pending import (
    CallOutOfRotationPending,
    ChangeOfCallPending,
    ComparableCallPending,
    InsufficientBidPending,
    IntendedChangePending,
    SubstitutePending,
)
from domain.rules.calls import Call, CallKind, IrregularCall, MadeCall
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.law28_32_call_out_of_rotation import judge_repeat
from domain.rules.table import CallAction, CardAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True)
class InsufficientBid(IrregularCall):
    """An insufficient bid not yet dealt with: waiting for the left-hand opponent's
    decision (`refused` False), or refused and waiting for the offender's substitute.
    `replaces`: the refused insufficient bid this one was offered in place of (Law 27B4),
    which is due again if this one is refused too."""

    refused: bool = False
    replaces: InsufficientBid | None = None


@dataclass(frozen=True)
class ComparableCall:
    """A substitute the director is to rule comparable or not (Law 27B1b)."""

    seat: Seat
    call: Call
    insufficient: Call  # the call withdrawn: the insufficient bid, or the call out of rotation
    law: str = "27B1b"  # the Law asking for the ruling (27B1b, 30B, 31A2, 31B, 32A2, 32B)
    # a double or redouble offered in place of an insufficient bid: not in the auction
    # until ruled comparable (27B1b); ruled not, it is cancelled (27B3)
    offered: MadeCall | None = None


@dataclass(frozen=True)
class OutOfRotation(IrregularCall):
    """A call out of rotation waiting for the offender's left-hand opponent (Law 29)."""

    turn: Seat  # whose turn it was


@dataclass(frozen=True)
class CallChange(IrregularCall):
    """A second call by the player who called last, before anyone else called (Law 25),
    waiting for his left-hand opponent or the director."""


@dataclass(frozen=True)
class IntendedChange(IrregularCall):
    """A second call the director found no substitution of an unintended call (Law 25A2:
    the first, `replaces`, was intended), waiting for the offender's left-hand opponent
    to accept it (25B1) or not (25B2). `at`: the first call's place in the play; a call
    the left-hand opponent made over it follows it there."""

    replaces: Call
    at: int


@dataclass(frozen=True)
class RepeatDuty:
    """A call out of rotation at the offender's right-hand opponent's turn, cancelled:
    what the offender must or may call at his turn depends on that opponent's call."""

    seat: Seat
    call: Call
    law: str | None = None  # 2017: his next call, whatever it is, is ruled comparable or not


@dataclass(frozen=True)
class Correction:
    """Laws 20F4, 20F5: the explanation of `seat`'s `call`, the `at`-th of the auction,
    corrected to `alert` and `explanation`."""

    at: int
    seat: Seat
    call: Call
    alert: bool
    explanation: str | None
    # the last card played when it was corrected, while a player may still retract it
    # because of the mistaken explanation (Law 47E2(a)); None once retracted, or if none
    after_card: CardAction | None = None


@dataclass(frozen=True)
class AuctionState:
    insufficient_bid: InsufficientBid | None = None  # Law 27, until dealt with
    comparable_call: ComparableCall | None = None  # Law 27B1b, until ruled
    out_of_rotation: OutOfRotation | None = None  # Law 29, until decided
    call_change: CallChange | None = None  # Law 25, until decided
    intended_change: IntendedChange | None = None  # Law 25B, after the director's finding
    repeat_duty: RepeatDuty | None = None  # Laws 31A, 32B, until the offender calls
    # the Laws' duties in the auction: to pass whenever it is his turn (27B2, 31B, ...),
    # at his next turn (24B, 30A, ...), not to double at his next turn (30B2)
    silenced: frozenset[Seat] = frozenset()
    must_pass_next: frozenset[Seat] = frozenset()
    no_double_next: Seat | None = None
    lead_penalty: frozenset[Seat] = frozenset()  # offenders whose partner Law 26 binds
    # an irregular call was made at this board: undo and redo never take a call back
    # across it (docs/contract.md: 409), whatever came of it
    irregular_call: bool = False
    led_cards: frozenset[tuple[Seat, Card]] = frozenset()  # prematurely led (Law 24B)
    # every card faced during the auction and subject to Law 24 (24A-24C, and 54E's
    # opening lead attempted by the declaring side), kept after the auction: Law 54C
    # excepts dummy's such cards from those declarer could have seen
    law24_cards: frozenset[tuple[Seat, Card]] = frozenset()
    corrections: tuple[Correction, ...] = ()  # explanations corrected (Laws 20F4, 20F5)

    def explained(self, at: int, made: CallAction) -> tuple[bool, str | None]:
        """The alert and explanation of `made`, the `at`-th call, as last corrected (a
        correction of a call since changed, Law 21B1, no longer applies)."""
        for correction in reversed(self.corrections):
            if (correction.at, correction.seat, correction.call) == (at, made.seat, made.call):
                return correction.alert, correction.explanation
        return made.alert, made.explanation

    def callers_corrected_after(self, card: CardAction) -> frozenset[Seat]:
        """The callers whose explanations were corrected after `card` was played and
        before any other card (Law 47E2(a))."""
        return frozenset(c.seat for c in self.corrections if c.after_card == card)

    def with_corrections_spent(self, card: CardAction) -> AuctionState:
        """`card` retracted under Law 47E2(a): the corrections after it let no more."""
        spent = tuple(
            replace(c, after_card=None) if c.after_card == card else c for c in self.corrections
        )
        return replace(self, corrections=spent)

    def with_law24_cards(self, seat: Seat, cards: Iterable[Card]) -> AuctionState:
        """`seat`'s `cards` faced during the auction under Law 24."""
        return replace(self, law24_cards=self.law24_cards | {(seat, card) for card in cards})

    def after_call(self, caller: Seat) -> AuctionState:
        """`caller` called: a duty of his next turn is behind him."""
        if caller not in self.must_pass_next and self.no_double_next is not caller:
            return self
        return replace(
            self,
            must_pass_next=self.must_pass_next - {caller},
            no_double_next=None if self.no_double_next is caller else self.no_double_next,
        )

    def bound(
        self,
        *,
        pass_next: frozenset[Seat] = frozenset(),
        silenced: frozenset[Seat] = frozenset(),
        lead_penalty: frozenset[Seat] = frozenset(),
    ) -> AuctionState:
        """With more duties: seats passing at their next turn, seats passing whenever it
        is their turn, offenders whose partner's lead Law 26 restricts."""
        return replace(
            self,
            must_pass_next=self.must_pass_next | pass_next,
            silenced=self.silenced | silenced,
            lead_penalty=self.lead_penalty | lead_penalty,
        )

    def with_irregular_call(self) -> AuctionState:
        return self if self.irregular_call else replace(self, irregular_call=True)

    def lead_penalty_served(self, offender: Seat) -> AuctionState:
        return replace(self, lead_penalty=self.lead_penalty - {offender})

    @property
    def rectified(self) -> bool:
        """An irregular call was made and its rectification is in force or pending."""
        return bool(
            self.insufficient_bid
            or self.comparable_call
            or self.silenced
            or self.out_of_rotation
            or self.call_change
            or self.intended_change
            or self.repeat_duty
            or self.lead_penalty
            or self.irregular_call
        )


def auction_waits(board: Board) -> str | None:
    """Why no call can be made now (a decision or a ruling is pending), or None."""
    found = AuctionIrregularities().waiting(board)
    return None if found is None or found.view.kind == "substitute" else found.reason


class AuctionIrregularities(Quiet):
    def waiting(self, board: Board) -> Waiting | None:
        auction = board.auction
        comparable = auction.comparable_call
        if comparable is not None:
            return Waiting(
                ComparableCallPending(
                    kind="comparable_call",
                    seat=comparable.seat.value,
                    call=str(comparable.call),
                    insufficient=str(comparable.insufficient),
                    withdrawn=str(comparable.insufficient),
                    law=comparable.law,
                    decides="director",
                ),
                f"A substitute call waits for the director's ruling (Law {comparable.law})",
            )
        pending = auction.insufficient_bid
        if pending is not None and pending.refused:
            seat = pending.seat.value
            view = SubstitutePending(
                kind="substitute", seat=seat, call=str(pending.call), decides=seat
            )
            return Waiting(view, f"{seat} must first replace the insufficient bid (Law 27B)")
        if pending is not None:
            decides = pending.decides.value
            return Waiting(
                InsufficientBidPending(
                    kind="insufficient_bid",
                    seat=pending.seat.value,
                    call=str(pending.call),
                    decides=decides,
                ),
                f"An insufficient bid waits for {decides}'s decision (Law 27A)",
            )
        waiting = auction.out_of_rotation
        if waiting is not None:
            decides = waiting.decides.value
            return Waiting(
                CallOutOfRotationPending(
                    kind="call_out_of_rotation",
                    seat=waiting.seat.value,
                    call=str(waiting.call),
                    turn=waiting.turn.value,
                    decides=decides,
                ),
                f"A call out of rotation waits for {decides}'s decision (Law 29)",
            )
        change = auction.call_change
        if change is not None:
            decides = change.decides.value
            return Waiting(
                ChangeOfCallPending(
                    kind="change_of_call",
                    seat=change.seat.value,
                    call=str(change.call),
                    replaces=str(board.state.auction.calls[-1]),
                    decides=decides,
                ),
                f"A change of call waits for {decides}'s decision (Law 25)",
            )
        intended = auction.intended_change
        if intended is not None:
            decides = intended.decides.value
            return Waiting(
                IntendedChangePending(
                    kind="intended_change",
                    seat=intended.seat.value,
                    call=str(intended.call),
                    replaces=str(intended.replaces),
                    decides=decides,
                ),
                f"A change of call found intended waits for {decides}'s decision (Law 25B)",
            )
        return None

    def blocks_rewind(self, board: Board, doing: str) -> str | None:
        if not board.auction.rectified:
            return None
        return (
            f"An irregular call was made at this board; its rectification cannot be "
            f"taken back, so you cannot {doing} now."
        )

    def check_call(self, board: Board, seat: Seat, call: Call) -> None:
        """Refuses a call the Laws forbid `seat` now (Laws 24, 27B, 30-32, 36, 38). Under
        `detect` and `auto` a call at his turn by a player required to pass was recorded
        before this as Law 37 says (intake); under `prevent`, and out of his turn, it is
        refused here."""
        auction = board.auction
        duty = auction.repeat_duty
        bound = seat in auction.silenced or seat in auction.must_pass_next  # Law 37 first
        due = duty is not None and duty.seat is seat and board.state.auction.turn is seat
        repeating = duty is not None and duty.law is None
        if duty is not None and due and repeating and not (bound and call.kind is CallKind.PASS):
            judge_repeat(board.state.auction, seat, duty.call, call)
        if call.kind is CallKind.PASS:
            return
        if seat in auction.must_pass_next:
            raise RuleViolation(
                f"{seat.value} must pass at this turn (the Laws require it after an "
                "irregularity by their side; see the board's rulings)."
            )
        if seat in auction.silenced:
            raise RuleViolation(
                f"{seat.value} must pass whenever it is their turn to call in this auction "
                "(a rectification of their side's irregularity; see the board's rulings)."
            )
        if seat is auction.no_double_next and call.kind is not CallKind.BID:
            raise RuleViolation(
                f"{seat.value} may bid or pass at this turn, but not double or redouble "
                "(Law 30B2: partner passed out of rotation)."
            )


family(10, AuctionIrregularities())
