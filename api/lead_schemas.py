"""Request bodies of the table's decisions on an irregularity: a lead out of turn
(Laws 53-56), declarer's lead restriction (Laws 50D2, 26B), an irregular call (Laws 27A, 29) and
cards exposed during the auction (Law 24)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StrictInt

from api.schemas import Command, Seat
from domain.board.auction_irregularities.exposed import ExposeCardsInAuction
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.auction_irregularities.misinformation import (
    ChangeMisinformedCall,
    CorrectExplanation,
)
from domain.board.designation import ChangeDesignation
from domain.board.lead_restrictions import RestrictLead
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.misinformed_play import RetractCardAfterCorrection, RetractMisinformedCard
from domain.board.opening_lead import RecordCardsFacedAfterOpeningLead
from domain.board.premature import DecidePrematurePlay
from domain.board.revokes.penalty_card_designation import DesignatePenaltyCard
from domain.board.simultaneous import RuleSimultaneousLead


class LeadOutOfTurnDecision(Command):
    decision: Literal["accept", "accept_and_dummy", "refuse"]

    def command(self, board_id: str) -> DecideLeadOutOfTurn:
        return self._build(DecideLeadOutOfTurn, board_id)


class AuctionIrregularityDecision(Command):
    decision: Literal["accept", "refuse", "unintended", "intended"] = Field(
        description="unintended, intended: the director's findings on a second call (Law "
        "25A); after intended, the left-hand opponent accepts (25B1) or refuses (25B2)."
    )

    def command(self, board_id: str) -> DecideAuctionIrregularity:
        return self._build(DecideAuctionIrregularity, board_id)


class ExposedCards(Command):
    seat: Seat
    cards: list[Annotated[str, Field(min_length=2, max_length=3)]] = Field(
        min_length=1, max_length=13, description='The cards seen face up, e.g. ["SK"].'
    )
    led: bool = Field(default=False, description="The one card was prematurely led (Law 24B).")

    def command(self, board_id: str) -> ExposeCardsInAuction:
        return self._build(ExposeCardsInAuction, board_id, cards=tuple(self.cards))


class LeadRestrictionChoice(Command):
    choice: Literal["require", "forbid", "none"]
    suit: Literal["S", "H", "D", "C"] | None = Field(
        default=None,
        description="Law 26B: the suit declarer forbids (Law 50D2 takes the penalty card's).",
    )
    suits: list[Literal["S", "H", "D", "C"]] = Field(
        default_factory=list,
        max_length=4,
        description="Law 51B2(b): with penalty cards in more than one suit, the suits "
        "declarer forbids (one or more, with choice forbid).",
    )

    def command(self, board_id: str) -> RestrictLead:
        return self._build(RestrictLead, board_id, suits=tuple(self.suits))


class PrematurePlayChoice(Command):
    choice: Literal["highest", "lowest", "play_suit", "forbid_suit"]
    suit: Literal["S", "H", "D", "C"] | None = Field(
        default=None, description="For play_suit and forbid_suit: a suit other than the suit led."
    )

    def command(self, board_id: str) -> DecidePrematurePlay:
        return self._build(DecidePrematurePlay, board_id)


class ExplanationCorrection(Command):
    seat: Seat = Field(description="Who corrects: the caller (Law 20F4) or his partner (20F5).")
    at: StrictInt = Field(
        ge=0, le=400, description="The call's position in the auction, 0 the first."
    )
    alert: bool = Field(description="Whether the call should have been alerted.")
    explanation: str | None = Field(
        default=None,
        max_length=500,
        description="What the call means, as it should have been told.",
    )

    def command(self, board_id: str) -> CorrectExplanation:
        return self._build(CorrectExplanation, board_id)


class MisinformedCallChange(Command):
    seat: Seat = Field(description="The player misinformed by an opponent (Law 21B1).")
    call: str = Field(min_length=1, max_length=8, description="His call in place of his last one.")
    reason: str = Field(
        min_length=1, max_length=2000, description="The director's ruling, in words."
    )
    alert: bool = False
    explanation: str | None = Field(default=None, max_length=500)

    def command(self, board_id: str) -> ChangeMisinformedCall:
        return self._build(ChangeMisinformedCall, board_id)


class PenaltyCardDesignation(Command):
    card: str = Field(
        min_length=2,
        max_length=3,
        description="Law 51A: which of the defender's penalty cards he plays at this turn.",
    )

    def command(self, board_id: str) -> DesignatePenaltyCard:
        return self._build(DesignatePenaltyCard, board_id)


class DesignationChange(Command):
    seat: Seat = Field(description="Whose card was designated by mistake (dummy's: declarer's).")
    card: str = Field(min_length=2, max_length=3, description="The card played by mistake.")
    replacement: str = Field(
        min_length=2, max_length=3, description="The card intended, played in its place."
    )
    explanation: str = Field(
        default="",
        max_length=2000,
        description="The director's ruling, in words: needed once an opponent has played since.",
    )

    def command(self, board_id: str) -> ChangeDesignation:
        return self._build(ChangeDesignation, board_id)


class CardsFacedAfterOpeningLead(Command):
    seat: Seat = Field(description="Declarer (54A) or the presumed dummy (54C).")
    cards: list[Annotated[str, Field(min_length=2, max_length=3)]] = Field(
        min_length=1,
        max_length=13,
        description="The cards faced at the table after the faced opening lead out of turn.",
    )

    def command(self, board_id: str) -> RecordCardsFacedAfterOpeningLead:
        return self._build(RecordCardsFacedAfterOpeningLead, board_id, cards=tuple(self.cards))


class MisinformedCardRetraction(Command):
    seat: Seat = Field(description="Who led or played out of turn (dummy's card: dummy).")
    card: str = Field(min_length=2, max_length=3, description="The card retracted.")
    explanation: str = Field(
        max_length=2000,
        description="The director's finding: which opponent told the player it was his turn.",
    )

    def command(self, board_id: str) -> RetractMisinformedCard:
        return self._build(RetractMisinformedCard, board_id)


class CardRetractionAfterCorrection(Command):
    seat: Seat = Field(description="Whose card is taken back (dummy's: declarer takes it).")
    card: str = Field(min_length=2, max_length=3, description="His last card played.")

    def command(self, board_id: str) -> RetractCardAfterCorrection:
        return self._build(RetractCardAfterCorrection, board_id)


class SimultaneousLead(Command):
    lead: str = Field(
        min_length=2,
        max_length=3,
        description="The proper leader's card, led at the same moment as the lead out of turn.",
    )

    def command(self, board_id: str) -> RuleSimultaneousLead:
        return self._build(RuleSimultaneousLead, board_id)
