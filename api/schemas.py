"""Request and response bodies (pydantic), named after the resource and their use."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field


class Command(BaseModel):
    expected_version: int | None = Field(
        default=None, description="The board version the client saw; a stale one is 409."
    )


class UserCreate(BaseModel):
    name: str
    role: str = "player"


class UserPublic(BaseModel):
    name: str
    role: str


class UserCreated(UserPublic):
    token: str


class BoardCreate(BaseModel):
    board_number: int = 1
    deal: str | None = None
    dealer: str | None = None
    vulnerability: str | None = None
    revoke_policy: str = "prevent"
    mode: str = "practice"
    seed: int | None = None
    seats: dict[str, str] | None = None


class CallCreate(Command):
    seat: str
    call: str


class PlayCreate(Command):
    seat: str
    card: str


class Rewind(Command):
    reason: str = ""


class ClaimCreate(Command):
    seat: str
    tricks: int | None = Field(default=None, description="Tricks the claimer's side will take.")
    concede: int | None = Field(default=None, description="Tricks the claimer's side concedes.")
    statement: str = ""


class ClaimAnswer(Command):
    seat: str


class ClaimRuling(Command):
    tricks: int = Field(description="Tricks the claimer's side takes of those left to play.")
    explanation: str


class SeatCard(BaseModel):
    seat: str
    card: str


class TrickMark(BaseModel):
    kind: Literal["revoke", "correction"]
    seat: str
    card: str = Field(description="The revoke card, or the card a correction withdrew.")
    penalty_card: bool | None = Field(
        default=None, description="correction: whether the withdrawn card is a penalty card"
    )


class TrickPublic(BaseModel):
    number: int
    leader: str
    cards: list[SeatCard]
    winner: str | None
    irregularities: list[TrickMark] = Field(
        default_factory=list,
        description="Revokes (to those allowed to know) and corrections; left out if none.",
    )


class TransferPublic(BaseModel):
    revoke: int | None = Field(description="The revoke rectified; null for a director's.")
    law: str
    tricks: int
    to: str


class ScorePublic(BaseModel):
    contract: str
    declarer: str | None
    declarer_tricks: int | None = Field(description="Declarer's tricks after any transfer.")
    NS: int
    EW: int
    table_tricks: int | None = Field(
        default=None, description="Declarer's tricks as played, agreed or ruled on a claim."
    )
    transfers: list[TransferPublic] = Field(default_factory=list)
    table: dict[str, int] | None = Field(
        default=None, description="The score of the tricks as played, before any ruling."
    )


class EventPublic(BaseModel):
    version: int
    type: str
    timestamp: str
    actor: str | None
    data: dict[str, Any]


class Health(BaseModel):
    status: str
    store: str


class BoardSummary(BaseModel):
    id: str
    board_number: int
    dealer: str
    vulnerability: str
    mode: str
    phase: str
    contract: str | None
    declarer: str | None
    seats: dict[str, str]
    director: str | None
    created_by: str
    created_at: str
    updated_at: str
    version: int

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> BoardSummary:
        seats = {seat: row[f"seat_{seat.lower()}"] for seat in ("N", "E", "S", "W")}
        fields = {k: v for k, v in row.items() if not k.startswith("seat_") and k != "board_id"}
        return cls(id=row["board_id"], seats=seats, **fields)


class ClaimCheckPublic(BaseModel):
    claimer: str = Field(description="The seat that claimed or conceded.")
    side: str = Field(description="The claimer's side, NS or EW.")
    tricks_left: int = Field(description="The tricks still to play, the one in progress included.")
    claimed: int = Field(description="Of the tricks left, those the claimer's side says it takes.")
    double_dummy_max: int = Field(
        description="Of the tricks left, the most the claimer's side can take against best defence."
    )
    reachable: bool = Field(description="Whether the claim is within the double-dummy maximum.")


# ---- irregularities, rulings and directors (DESIGN 5) ---------------------------------
SeatText = Field(min_length=1, max_length=5, description="N, E, S or W")


class RevokeAttention(Command):
    seat: str = SeatText
    trick: int = Field(ge=1, le=13)
    by: str | None = Field(
        default=None, max_length=5, description="The caller's seat, when the caller holds several."
    )


class RevokeCorrection(Command):
    card: str = Field(min_length=2, max_length=3, description="The legal card played instead.")


class RevokePublic(BaseModel):
    number: int
    seat: str
    trick: int
    card: str
    status: Literal["correctable", "established", "corrected", "no_revoke"]
    law: str | None = Field(default=None, description="The Law 64 outcome, once play is over.")
    transfer: int | None = Field(default=None, description="Tricks it transferred.")
    to: str | None = None


class RulingCreate(Command):
    law: str = Field(min_length=1, max_length=12, description='e.g. "64C" or "12C1c"')
    kind: Literal["adjusted_score", "trick_transfer"]
    explanation: str = Field(min_length=1, max_length=2000)
    tricks: int | None = Field(default=None, ge=1, le=13)
    to: Literal["NS", "EW"] | None = None
    NS: int | None = Field(default=None, ge=-7600, le=7600)
    EW: int | None = Field(default=None, ge=-7600, le=7600)
    concerns: list[int] = Field(default_factory=list, max_length=100)
    amends: int | None = Field(default=None, ge=1)


class RulingPublic(BaseModel):
    number: int
    board: str
    director: str | None = Field(description="null for an automatic Law 64 transfer")
    law: str
    kind: str
    explanation: str
    at: str
    concerns: list[int]
    amends: int | None
    amended_by: int | None
    tricks: int
    to: str | None
    NS: int | None
    EW: int | None
    revoke: int | None


class DirectorName(Command):
    director: str | None = Field(max_length=64, description="A user name, or null for none.")


class LeadOutOfTurnDecision(Command):
    decision: Literal["accept", "accept_and_dummy", "refuse"]


class LeadRestrictionChoice(Command):
    choice: Literal["require", "forbid", "none"]


class AlternativePublic(BaseModel):
    card: str
    declarer_tricks: int = Field(description="Declarer's tricks, double dummy, had it been played.")


class RevokeEquityPublic(BaseModel):
    revoke: int
    table_tricks: int | None
    declarer_tricks: int | None = Field(description="After the transfers in force, once over.")
    alternatives: list[AlternativePublic]
    without_revoke: int | None = Field(
        description="The likely result without the revoke: the offending side's best."
    )


class CardTakenBack(Command):
    seat: str = Field(min_length=1, max_length=5, description="The seat taking back its card.")
