"""Request and response bodies of claims and concessions (docs/design.md 4.4, Laws 68-71)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from api.schemas import Command, Seat, StrictInt
from domain.board.claims import (
    AgreeToClaim,
    AgreeToPlayOn,
    DisputeClaim,
    MakeClaim,
    ObjectToConcession,
    RuleOnClaim,
    WithdrawClaim,
)
from domain.limits import MAX_EXPLANATION, MAX_STATEMENT


class ClaimCreate(Command):
    seat: Seat
    tricks: StrictInt | None = Field(
        default=None, ge=0, le=13, description="Tricks the claimer's side will take."
    )
    concede: StrictInt | None = Field(
        default=None, ge=0, le=13, description="Tricks the claimer's side concedes."
    )
    statement: str = Field(default="", max_length=MAX_STATEMENT)

    def command(self, board_id: str) -> MakeClaim:
        return self._build(MakeClaim, board_id)


class ClaimAnswer(Command):
    seat: Seat

    def agree(self, board_id: str) -> AgreeToClaim:
        return self._build(AgreeToClaim, board_id)

    def dispute(self, board_id: str) -> DisputeClaim:
        return self._build(DisputeClaim, board_id)

    def withdraw(self, board_id: str) -> WithdrawClaim:
        return self._build(WithdrawClaim, board_id)

    def object_to_concession(self, board_id: str) -> ObjectToConcession:
        return self._build(ObjectToConcession, board_id)

    def play_on(self, board_id: str) -> AgreeToPlayOn:
        return self._build(AgreeToPlayOn, board_id)


class ClaimRuling(Command):
    tricks: StrictInt = Field(
        ge=0, le=13, description="Tricks the claimer's side takes of those left to play."
    )
    explanation: str = Field(min_length=1, max_length=MAX_EXPLANATION)

    def command(self, board_id: str) -> RuleOnClaim:
        return self._build(RuleOnClaim, board_id)


class ClaimCheckPublic(BaseModel):
    claimer: str = Field(description="The seat that claimed or conceded.")
    side: str = Field(description="The claimer's side, NS or EW.")
    tricks_left: int = Field(description="The tricks still to play, the one in progress included.")
    claimed: int = Field(description="Of the tricks left, those the claimer's side says it takes.")
    double_dummy_max: int = Field(
        description="Of the tricks left, the most the claimer's side can take against best defence."
    )
    reachable: bool = Field(description="Whether the claim is within the double-dummy maximum.")
