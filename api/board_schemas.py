"""The board view's response models (docs/contract.md "Board view"): `BoardPublic` names
every field of domain/board_view.py's `BoardView`, so OpenAPI documents them all."""

from __future__ import annotations

from typing import Annotated, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

Value = TypeVar("Value")


class View(BaseModel):
    model_config = ConfigDict(from_attributes=True)


class PerSeat(View, Generic[Value]):
    N: Value
    E: Value
    S: Value
    W: Value


class SideCounts(View):
    NS: int
    EW: int


class CallPublic(View):
    seat: str
    call: str
    alert: bool = Field(description="The caller's side alerted it (hidden from the partner).")
    explanation: str | None


class ClaimPublic(View):
    seat: str
    tricks: int = Field(description="Of the tricks left, those the claimer's side takes.")
    statement: str
    concession: bool
    status: Literal["pending", "agreed", "disputed", "ruled"]
    agreed_by: list[str]


class PenaltyCardPublic(View):
    card: str
    kind: Literal["major", "minor", "exposed"] = Field(
        description="exposed: face up during the auction (Law 24), until it ends."
    )


class LeadRestrictionPublic(View):
    seat: str = Field(description="The defender whose lead is restricted.")
    suit: str
    rule: Literal["must", "must_not"]


class LeadOutOfTurnPending(View):
    kind: Literal["lead_out_of_turn"]
    seat: str
    card: str
    decides: str


class RevokeCorrectionPending(View):
    kind: Literal["revoke_correction"]
    number: int
    seat: str
    trick: int
    decides: str


class LeadRestrictionPending(View):
    kind: Literal["lead_restriction"]
    decides: str
    law: str = Field(
        description="50D2: require or forbid the penalty card's suit; 26B: forbid any one suit."
    )


class InsufficientBidPending(View):
    kind: Literal["insufficient_bid"]
    seat: str
    call: str
    decides: str = Field(description="The offender's left-hand opponent (Law 27A).")


class SubstitutePending(View):
    kind: Literal["substitute"]
    seat: str
    call: str = Field(description="The insufficient bid not accepted, which the seat replaces.")
    decides: str


class ComparableCallPending(View):
    kind: Literal["comparable_call"]
    seat: str
    call: str = Field(description="The substitute the director rules on (Law 27B1b).")
    insufficient: str
    decides: Literal["director"]


class CallOutOfRotationPending(View):
    kind: Literal["call_out_of_rotation"]
    seat: str
    call: str
    turn: str = Field(description="Whose turn it was (Laws 28-32).")
    decides: str = Field(description="The offender's left-hand opponent (Law 29A).")


class ChangeOfCallPending(View):
    kind: Literal["change_of_call"]
    seat: str
    call: str = Field(description="The second call (Law 25).")
    replaces: str = Field(description="The call it would replace.")
    decides: str = Field(
        description="The left-hand opponent (25B); the director may find "
        "the first call unintended (25A)."
    )


class PrematurePlayPending(View):
    kind: Literal["premature_play"]
    seat: str
    card: str = Field(description="Played before partner: now a major penalty card (Law 57A).")
    decides: str = Field(description="Declarer, who chooses an option for the partner.")


Pending = Annotated[
    LeadOutOfTurnPending
    | RevokeCorrectionPending
    | LeadRestrictionPending
    | InsufficientBidPending
    | SubstitutePending
    | ComparableCallPending
    | CallOutOfRotationPending
    | ChangeOfCallPending
    | PrematurePlayPending,
    Field(discriminator="kind"),
]


class PlayedCardPublic(View):
    seat: str
    card: str


class TrickNowPublic(View):
    number: int
    leader: str
    cards: list[PlayedCardPublic]
    winner: str | None


class BoardPublic(View):
    id: str
    board_number: int
    dealer: str
    vulnerability: str
    revoke_policy: Literal["prevent", "detect", "auto"]
    mode: Literal["practice", "tournament"]
    phase: Literal["auction", "play", "complete", "passed_out"]
    seats: PerSeat[str | None]
    players: PerSeat[str | None] = Field(
        description="The players' names a hand record gives (an imported board); they need "
        "not be users. Null for each seat of a board played here."
    )
    director: str | None
    auction: list[CallPublic]
    contract: str | None
    declarer: str | None
    dummy: str | None
    next: str | None = Field(description="The seat to call or play; null once it is over.")
    hands: PerSeat[list[str] | None] = Field(
        description="The cards each seat still holds; null for a hand the requester may not see."
    )
    tricks_won: SideCounts
    declarer_tricks: int | None
    claim: ClaimPublic | None
    penalty_cards: PerSeat[list[PenaltyCardPublic]]
    pending: Pending | None = Field(description="What the table waits for, if anything.")
    lead_restriction: LeadRestrictionPublic | None
    version: int
    cards_left: PerSeat[int] = Field(description="How many cards each hand holds, shown or not.")
    trick: TrickNowPublic | None = Field(
        description="The latest trick: the one in progress, or the last one won until the "
        "next lead; null before the opening lead."
    )


class BoardAtStep(BoardPublic):
    step: int = Field(description="Events after the board's creation shown by this replay.")
