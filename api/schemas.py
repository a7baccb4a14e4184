"""Request and response bodies (pydantic), named after the resource and their use."""

from __future__ import annotations

from typing import Any

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


class TrickPublic(BaseModel):
    number: int
    leader: str
    cards: list[SeatCard]
    winner: str | None


class ScorePublic(BaseModel):
    contract: str
    declarer: str | None
    declarer_tricks: int | None
    NS: int
    EW: int


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
