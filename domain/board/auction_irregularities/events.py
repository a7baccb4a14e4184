"""The events of the irregularities of the auction (docs/design.md 5.5): the
insufficient bid (Law 27), cards exposed in the auction (24), calls out of rotation
(28-32), inadmissible calls (35-39) and changes of call (25). `apply` only takes the
facts the event records; a rectification the Laws impose is also a ruling
(`record_rectification`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from domain.board.actions import SEATS, ActionRecord
from domain.board.auction_irregularities.state import (
    CallChange,
    ComparableCall,
    Correction,
    InsufficientBid,
    OutOfRotation,
    RepeatDuty,
)
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.rulings import add_ruling
from domain.rules.calls import Call, MadeCall
from domain.rules.cards import Card, Seat
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.rulings import RulingKind

if TYPE_CHECKING:
    from domain.board.aggregate import Board


# ---- the insufficient bid and cards exposed (insufficient_bid.py, exposed.py) -----
class IrregularCallMade(BoardEvent):
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
        pending = InsufficientBid(
            SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation
        )
        board.auction = replace(board.auction, insufficient_bid=pending).with_irregular_call()


class AnotherInsufficientBidMade(IrregularCallMade):
    """Law 27B4 (2017): in place of his refused insufficient bid, `seat` bid `call`,
    another insufficient bid; like the first it waits for his left-hand opponent, who may
    accept it (27A1). Refused, the first is due again (a SubstituteJudged, 27B4, follows)."""

    def apply(self, board: Board) -> None:
        refused = board.auction.insufficient_bid
        pending = InsufficientBid(
            SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation,
            replaces=refused,
        )  # fmt: skip
        board.auction = replace(board.auction, insufficient_bid=pending)


class AuctionIrregularityDecided(BoardEvent):
    """Law 27A: the insufficient bid accepted (a CallMade of it follows) or not; another
    insufficient bid offered in its place (27B4) refused, the refused one is due again."""

    decision: str
    actor: str

    def apply(self, board: Board) -> None:
        pending = board.auction.insufficient_bid
        if pending is not None and self.decision == "refuse":
            pending = pending.replaces or replace(pending, refused=True)
        else:
            pending = None
        board.auction = replace(board.auction, insufficient_bid=pending)


class SubstituteJudged(BoardEvent):
    """Law 27B on the offender's substitute `call`: `law` 27B1a (no more to it), 27B1b
    (the director rules), 27B2, 27B3 (a double or redouble, cancelled: another call is
    still due; since 0.11.0 only after the director ruled it not comparable) or 27B4
    (another insufficient bid, or a double Law 19 does not permit: cancelled, another
    call still due); `silenced`, the partner who must pass from now on;
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
        auction = board.auction
        pending = auction.insufficient_bid
        if self.law == "27B1b" and pending is not None:
            comparable = ComparableCall(SEATS[self.seat], Call.parse(self.call), pending.call)
            auction = replace(auction, comparable_call=comparable)
        if self.law not in ("27B3", "27B4"):  # cancelled: a substitute is still due
            auction = replace(auction, insufficient_bid=None)
        board.auction = auction.bound(
            silenced=frozenset({SEATS[self.silenced]}) if self.silenced else frozenset(),
            lead_penalty=frozenset({SEATS[self.seat]}) if self.lead_penalty else frozenset(),
        )


class SubstituteOffered(IrregularCallMade):
    """Law 27B1(b) (2017): the offender offers `call`, a double or redouble, in place of
    his insufficient bid; it is not in the auction while the director rules whether it is
    comparable (a ComparableCallRuled follows: not comparable, it is cancelled, 27B3)."""

    def apply(self, board: Board) -> None:
        pending = board.auction.insufficient_bid
        assert pending is not None
        offered = MadeCall(SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation)
        waiting = ComparableCall(offered.seat, offered.call, pending.call, offered=offered)
        board.auction = replace(board.auction, comparable_call=waiting)


class OfferedSubstituteStands(BoardEvent):
    """Law 27B1(b): the double or redouble offered was ruled comparable; it replaces the
    insufficient bid (a CallMade of it follows) and the auction proceeds without further
    rectification."""

    seat: str
    call: str
    actor: str

    def apply(self, board: Board) -> None:
        board.auction = replace(board.auction, insufficient_bid=None)


class ComparableCallRuled(BoardEvent):
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
        auction = replace(board.auction, comparable_call=None)
        if self.silenced is not None:
            silenced = SEATS[self.silenced]
            offender = frozenset({silenced.partner}) if self.lead_penalty else frozenset()
            auction = auction.bound(silenced=frozenset({silenced}), lead_penalty=offender)
        board.auction = auction


class CardsExposed(BoardEvent):
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
            board.auction = board.auction.bound(pass_next=frozenset({SEATS[self.must_pass]}))


class CardLedInAuction(BoardEvent):
    """Law 24B: `seat` prematurely led `card` during the auction: it lies face up until
    the auction ends, his partner (`must_pass`) passes at his next turn, and if he becomes
    a defender it is a major penalty card (Law 50B: exposed through deliberate play)."""

    seat: str
    card: str
    must_pass: str
    actor: str

    def apply(self, board: Board) -> None:
        seat, card = SEATS[self.seat], Card.parse(self.card)
        board.penalty_cards = (*board.penalty_cards, PenaltyCard(seat, card, "exposed"))
        auction = board.auction.bound(pass_next=frozenset({SEATS[self.must_pass]}))
        board.auction = replace(auction, led_cards=auction.led_cards | {(seat, card)})


class AuctionExposuresSettled(BoardEvent):
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
        board.auction = replace(board.auction, must_pass_next=frozenset())


# ---- calls out of rotation, inadmissible calls, changes of call (rotation.py, ...) --
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


class UnintendedCallReplaced(BoardEvent, ChangesThePlay):
    """Law 25A: the director finds `replaced[0]`, the offender's call at position `at`,
    unintended; the offender's second call, made after his left-hand opponent's call
    (`replaced[1:]`) but before his partner's, takes its place (`action`). The left-hand
    opponent's call over the unintended one is withdrawn, and he calls again, free
    (25A3); Law 26 does not apply."""

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

    def play_change(self) -> PlayChange:
        return PlayChange(tuple(self.replaced), (self.action,), self.at)


# ---- misinformation (misinformation.py) -------------------------------------------------
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
        correction = Correction(
            self.at, SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation
        )
        auction = board.auction
        board.auction = replace(auction, corrections=(*auction.corrections, correction))


class MisinformedCallChanged(BoardEvent, ChangesThePlay):
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

    def play_change(self) -> PlayChange:
        return PlayChange(tuple(self.replaced), (self.action,), self.at)


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
