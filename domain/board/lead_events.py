"""The events of leads out of turn (Laws 53-56), an opening lead by the declaring side
(Law 54E) and a defender's card before declarer leads from the correct hand (Law 60B);
and the trick a lead goes to, which they fold with (Law 63A1)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from domain.board.actions import SEATS, ActionRecord
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.rules.cards import Card, Seat
from domain.rules.leads import (
    LeadDecision,
    PendingLead,
)
from domain.rules.penalty_cards import PenaltyCard

if TYPE_CHECKING:
    from domain.board.aggregate import Board
    from domain.board.revokes.state import RevokeState


class IrregularCardPlayed(BoardEvent):
    """A card played irregularly, waiting for the choice of `decides` (never recorded as
    such: the events below are). `trick`: the trick it was led or played to (Law 63A1),
    which establishes its side's earlier revokes; None in an event stored before it was
    recorded (version 1)."""

    class_version = 2

    seat: str
    card: str
    actor: str
    decides: str
    trick: int | None

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        """Version 1 did not record the trick: `None`, read as version 1 read it."""
        state["trick"] = None

    def pending(self, opening: bool) -> PendingLead:
        return PendingLead(SEATS[self.seat], Card.parse(self.card), SEATS[self.decides], opening)

    def establishing(self, board: Board, version_1: Callable[[Board], int]) -> RevokeState:
        """The board's revokes with this card among the plays that establish them (Law
        63A1), at the trick the event recorded. An event of version 1 did not record it:
        `version_1` reads it from the board as version 1 did (the board as the command
        saw it), for those events only."""
        trick = version_1(board) if self.trick is None else self.trick
        return board.revokes.with_irregular_play(SEATS[self.seat], trick)


class LeadOutOfTurn(IrregularCardPlayed):
    """A card led by a hand whose turn it was not (Laws 53-56), `opening` the opening lead."""

    opening: bool

    def apply(self, board: Board) -> None:
        board.leads = replace(board.leads, pending=self.pending(self.opening))
        board.revokes = self.establishing(board, next_trick)


class OpeningLeadByDeclaringSide(BoardEvent):
    """Law 54E: "If a player of the declaring side attempts to make an opening lead Law
    24 applies." Declarer's or dummy's `card` was faced, not played: it goes back to the
    hand (a card of the declaring side is never a penalty card) and the defender on
    declarer's left still leads. Law 24B's pass binds the offender's partner at his next
    turn to call, on another deal: boards are not linked here, so nothing else follows."""

    seat: str
    card: str
    actor: str

    def apply(self, board: Board) -> None:
        # the table is as it was; the card was faced under Law 24 (Law 54C excepts it)
        board.auction = board.auction.with_law24_cards(SEATS[self.seat], (Card.parse(self.card),))


class LeadOptionExpressed(BoardEvent):
    """Law 55A: on declarer's lead out of turn the partner (`seat`) of the defender next in
    turn chose `decision`; it waits for the defender next in turn, whose option prevails
    ("If the defenders choose differently the option expressed by the player next in turn
    shall prevail")."""

    seat: str
    decision: str
    actor: str

    def apply(self, board: Board) -> None:
        pending = board.leads.pending
        assert pending is not None
        option = LeadDecision(self.decision)
        board.leads = replace(board.leads, pending=replace(pending, partner_option=option))


class LeadDecided(BoardEvent, ChangesThePlay):
    """The decision on a lead out of turn: accepted, the card is `played` (by a new
    `declarer` under accept_and_dummy); refused, it may become a `penalty_card`."""

    decision: str
    actor: str
    played: ActionRecord | None
    declarer: str | None
    penalty_card: str | None

    def apply(self, board: Board) -> None:
        pending = board.leads.pending
        assert pending is not None
        # the event says it: a refused lead that left no penalty card was the declaring
        # side's (Law 55: retracted, so a defender's card before the lead is 60B's)
        retracted = self.decision == LeadDecision.REFUSE.value and self.penalty_card is None
        board.leads = replace(board.leads, pending=None, declarer_retracted=retracted)
        if self.declarer is not None:
            board.declarer_override = Seat(self.declarer)
            board.state = board.state.with_declarer(Seat(self.declarer))
        board.follow(self.play_change())
        if self.penalty_card is not None:
            card = PenaltyCard(pending.seat, Card.parse(self.penalty_card), "major")
            board.penalty_cards = (*board.penalty_cards, card)

    def play_change(self) -> PlayChange | None:
        return PlayChange(added=(self.played,)) if self.played is not None else None


class PlayedBeforeDeclarersLead(BoardEvent):
    """Law 60B: "When a defender plays a card after declarer has been required to retract
    his lead out of turn from either hand, but before declarer has led from the correct
    hand, the defender's card becomes a major penalty card (Law 50)": defender `seat`'s
    `card`, not a lead out of turn declarer could accept. `trick`: the trick it was played
    to (Law 63A1); None in an event stored before it was recorded (version 1)."""

    class_version = 2

    seat: str
    card: str
    actor: str
    trick: int | None

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        """Version 1 did not record the trick: `None`, read as version 1 read it."""
        state["trick"] = None

    def apply(self, board: Board) -> None:
        seat = SEATS[self.seat]
        card = PenaltyCard(seat, Card.parse(self.card), "major")
        board.penalty_cards = (*board.penalty_cards, card)
        board.leads = replace(board.leads, before_declarers_lead=card)
        trick = next_trick(board) if self.trick is None else self.trick
        board.revokes = board.revokes.with_irregular_play(seat, trick)


def next_trick(board: Board) -> int:
    """The trick a lead, in turn or not, goes to when no trick is under way (Law 63A1: "any
    such play, legal or illegal, establishes the revoke")."""
    return board.state.completed_tricks + 1
