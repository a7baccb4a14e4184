"""The insufficient bid (Law 27) and cards exposed during the auction (Law 24)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from domain.board.actions import SEATS
from domain.board.auction_irregularities.events.base import IrregularCallMade
from domain.board.auction_irregularities.state import (
    ComparableCall,
    InsufficientBid,
)
from domain.board.event import BoardEvent
from domain.board.rulings import add_ruling
from domain.rules.calls import Call, MadeCall
from domain.rules.cards import Card
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.rulings import RulingKind

if TYPE_CHECKING:
    from domain.board.aggregate import Board


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
        board.auction = board.auction.with_law24_cards(seat, (p.card for p in faced))
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
        auction = replace(auction, led_cards=auction.led_cards | {(seat, card)})
        board.auction = auction.with_law24_cards(seat, (card,))


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
