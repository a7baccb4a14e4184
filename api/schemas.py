"""Request and response bodies (pydantic) of boards, and the strict field types and base
bodies every request body shares. Other resources have their own module beside this one
(`api/<resource>_schemas.py`: revokes and rulings, users, claims, leads, health, the board
view, ...)."""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from domain.board.calls import MakeCall
from domain.board.handling import BoardCommand
from domain.board.new_board import CreateBoard
from domain.board.play import PlayCard
from domain.board.rewind import RedoLastUndone, UndoLastAction
from domain.board.rulings import CloseBoard
from domain.board.view import SideCounts
from domain.limits import (
    MAX_CALL_EXPLANATION,
    MAX_EVENTS,
    MAX_REASON,
)
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from projections.boards import BoardSummaryRow

# Every request body is read strictly: a number must be a JSON number (not "1", true or
# 1.0), text must be text, and every text field has a length limit (docs/design.md 8).
StrictInt = Annotated[int, Field(strict=True)]
StrictBool = Annotated[bool, Field(strict=True)]
Seat = Annotated[str, Field(min_length=1, max_length=8, description="N, E, S or W.")]
UserName = Annotated[str, Field(min_length=1, max_length=64)]
SystemId = Annotated[str, Field(min_length=1, max_length=40, description="A system's id.")]
Built = TypeVar("Built", bound=BoardCommand)


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Command(Body):
    expected_version: StrictInt | None = Field(
        default=None,
        ge=1,
        le=MAX_EVENTS,
        description="The board version the client saw; a stale one is 409.",
    )

    def close(self, board_id: str) -> CloseBoard:
        return CloseBoard(board_id=board_id, expected_version=self.expected_version)

    def _build(
        self,
        kind: type[Built],
        board_id: str,
        leave_out: frozenset[str] = frozenset(),
        **fields: object,
    ) -> Built:
        """The command `kind` on the board: each field of this body (but those left out)
        goes to the command's field of the same name; `fields` add to or replace them."""
        return kind(**{**self.model_dump(exclude=set(leave_out)), "board_id": board_id, **fields})


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
        default=None,
        max_length=4,
        description="A user name for each of N, E, S and W; 'robot' for a seat a robot plays.",
    )
    systems: dict[Seat, SystemId] | None = Field(
        default=None,
        max_length=4,
        description="A bidding system's id for a robot seat (default: the library's SAYC).",
    )

    def command(self) -> CreateBoard:
        return CreateBoard(
            **self.model_dump(exclude={"seats", "systems"}),
            seats=self.seats or {},
            systems=self.systems or {},
        )


class CallCreate(Command):
    seat: Seat
    call: str = Field(min_length=1, max_length=8, description="Pass, X, XX, 1C .. 7NT.")
    alert: StrictBool = Field(default=False, description="The caller's side alerts the call.")
    explanation: str | None = Field(
        default=None,
        max_length=MAX_CALL_EXPLANATION,
        description="What the call means, for the opponents (Laws 20F, 40B); the caller's "
        "partner sees it once the auction is over.",
    )

    def command(self, board_id: str) -> MakeCall:
        return self._build(MakeCall, board_id)


class PlayCreate(Command):
    seat: Seat
    card: str = Field(min_length=1, max_length=4, description="Suit and rank, e.g. HT or C2.")

    def command(self, board_id: str) -> PlayCard:
        return self._build(PlayCard, board_id)


class Rewind(Command):
    reason: str = Field(default="", max_length=MAX_REASON)

    def undo(self, board_id: str) -> UndoLastAction:
        return self._build(UndoLastAction, board_id)

    def redo(self, board_id: str) -> RedoLastUndone:
        return self._build(RedoLastUndone, board_id)


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


class LegalPublic(BaseModel):
    seat: str | None = Field(description="The seat whose turn it is, if the requester acts for it.")
    calls: list[str] = Field(description="The calls the rules allow that seat now.")
    cards: list[str] = Field(description="The cards the rules allow that seat now.")


class TransferPublic(BaseModel):
    revoke: int | None = Field(description="The revoke rectified; null for a director's.")
    law: str
    tricks: int
    to: str


class WeightedPartPublic(BaseModel):
    contract: str
    declarer: str | None
    tricks: int | None
    weight: int = Field(description="In whole percent.")
    NS: int
    EW: int


class WeightedScorePublic(BaseModel):
    NS: float = Field(description="The sum of the parts' scores, each times its weight.")
    EW: float
    parts: list[WeightedPartPublic]


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
    table: SideCounts | None = Field(
        default=None, description="The score of the tricks as played, before any ruling."
    )
    artificial: SideCounts | None = Field(
        default=None,
        description="Law 12C2: the percentages of the matchpoints each side was awarded "
        "(60 average plus, 50 average, 40 average minus); NS and EW are then 0.",
    )
    weighted: WeightedScorePublic | None = Field(
        default=None,
        description="Law 12C1(c): the weighted score exactly and its parts; NS and EW are "
        "then the weighted score to the nearest point, table the score as played.",
    )


class EventPublic(BaseModel):
    version: int
    type: str
    timestamp: str
    actor: str | None
    data: dict[str, Any]


class BoardResult(BaseModel):
    declarer_tricks: int | None = Field(description="null for a board passed out.")
    NS: int
    EW: int


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
    result: BoardResult | None = Field(
        description="The final result once the board is over, after transfers and "
        "adjusted scores; null before."
    )
    event: str | None = Field(
        default=None,
        description="The session (the event) the board was scored in; null for none.",
    )

    @classmethod
    def from_row(cls, row: BoardSummaryRow, event: str | None = None) -> BoardSummary:
        seats = {"N": row["seat_n"], "E": row["seat_e"], "S": row["seat_s"], "W": row["seat_w"]}
        scored = ("final_tricks", "score_ns", "score_ew")
        fields = {k: v for k, v in row.items() if k[:5] != "seat_" and k not in scored}
        result = None
        if row["score_ns"] is not None and row["score_ew"] is not None:
            result = BoardResult(
                declarer_tricks=row["final_tricks"], NS=row["score_ns"], EW=row["score_ew"]
            )
        del fields["board_id"]
        return cls.model_validate(
            {"id": row["board_id"], "seats": seats, "result": result, "event": event, **fields}
        )


class BoardPage(BaseModel):
    items: list[BoardSummary]
    next: str | None = Field(description="Pass as `cursor` for the next page; null at the end.")


# A revoke's alternatives (api/ruling_schemas.py `RevokeEquityPublic`): kept here, as its
# OpenAPI name (`api__schemas__AlternativePublic`, another module having one too) says.
class AlternativePublic(BaseModel):
    card: str
    declarer_tricks: int = Field(description="Declarer's tricks, double dummy, had it been played.")
