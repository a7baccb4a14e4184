"""Request and response bodies (pydantic), named after the resource and their use."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from domain.limits import MAX_EVENTS, MAX_EXPLANATION, MAX_REASON, MAX_STATEMENT
from domain.rules.board_numbers import MAX_BOARD_NUMBER

# Every request body is read strictly: a number must be a JSON number (not "1", true or
# 1.0), text must be text, and every text field has a length limit (DESIGN 8).
StrictInt = Annotated[int, Field(strict=True)]
Seat = Annotated[str, Field(min_length=1, max_length=8, description="N, E, S or W.")]
UserName = Annotated[str, Field(min_length=1, max_length=64)]


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Command(Body):
    expected_version: StrictInt | None = Field(
        default=None,
        ge=1,
        le=MAX_EVENTS,
        description="The board version the client saw; a stale one is 409.",
    )


class UserCreate(Body):
    name: str = Field(min_length=1, max_length=64, description="Letters, digits, '.', '_', '-'.")
    role: Literal["player", "director", "admin"] = "player"


class UserPublic(BaseModel):
    name: str
    role: str


class UserCreated(UserPublic):
    token: str


class BoardCreate(Body):
    board_number: StrictInt = Field(default=1, ge=1, le=MAX_BOARD_NUMBER)
    deal: str | None = Field(
        default=None, max_length=80, description="A PBN deal: 'N:' then four hands."
    )
    dealer: Seat | None = None
    vulnerability: str | None = Field(
        default=None, max_length=8, description="None, NS, EW or All (or Love, -, Both)."
    )
    revoke_policy: Literal["prevent", "detect", "auto"] = "prevent"
    mode: Literal["practice", "tournament"] = "practice"
    seed: StrictInt | None = Field(default=None, ge=0, le=2**63 - 1)
    seats: dict[Seat, UserName] | None = Field(
        default=None, max_length=4, description="A user name for each of N, E, S and W."
    )


class CallCreate(Command):
    seat: Seat
    call: str = Field(min_length=1, max_length=8, description="Pass, X, XX, 1C .. 7NT.")


class PlayCreate(Command):
    seat: Seat
    card: str = Field(min_length=1, max_length=4, description="Suit and rank, e.g. HT or C2.")


class Rewind(Command):
    reason: str = Field(default="", max_length=MAX_REASON)


class ClaimCreate(Command):
    seat: Seat
    tricks: StrictInt | None = Field(
        default=None, ge=0, le=13, description="Tricks the claimer's side will take."
    )
    concede: StrictInt | None = Field(
        default=None, ge=0, le=13, description="Tricks the claimer's side concedes."
    )
    statement: str = Field(default="", max_length=MAX_STATEMENT)


class ClaimAnswer(Command):
    seat: Seat


class ClaimRuling(Command):
    tricks: StrictInt = Field(
        ge=0, le=13, description="Tricks the claimer's side takes of those left to play."
    )
    explanation: str = Field(min_length=1, max_length=MAX_EXPLANATION)


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


class ReadModelFailure(BaseModel):
    read_model: str
    position: int = Field(description="The notification id of the event it could not process.")
    error: str
    attempts: int


class Health(BaseModel):
    status: Literal["ok", "degraded"]
    store: Literal["sqlite", "postgresql"]
    failing: list[ReadModelFailure] = Field(
        default_factory=list, description="Read models stopped at an event, being retried."
    )


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


class BoardPage(BaseModel):
    items: list[BoardSummary]
    next: str | None = Field(description="Pass as `cursor` for the next page; null at the end.")


class ClaimCheckPublic(BaseModel):
    claimer: str = Field(description="The seat that claimed or conceded.")
    side: str = Field(description="The claimer's side, NS or EW.")
    tricks_left: int = Field(description="The tricks still to play, the one in progress included.")
    claimed: int = Field(description="Of the tricks left, those the claimer's side says it takes.")
    double_dummy_max: int = Field(
        description="Of the tricks left, the most the claimer's side can take against best defence."
    )
    reachable: bool = Field(description="Whether the claim is within the double-dummy maximum.")
