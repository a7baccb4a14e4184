"""Request and response bodies (pydantic) of boards, revokes and rulings, and the strict
field types and base bodies every request body shares. Other resources have their own
module beside this one (`api/<resource>_schemas.py`: users, claims, leads, health, the
board view, ...)."""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from domain.board.calls import MakeCall
from domain.board.handling import BoardCommand
from domain.board.new_board import CreateBoard
from domain.board.play import PlayCard
from domain.board.revokes.commands import (
    AcceptCardPlayed,
    CorrectRevoke,
    DrawAttentionToRevoke,
    WithdrawCard,
)
from domain.board.revokes.exposed_in_play import ExposeCardsInPlay
from domain.board.rewind import RedoLastUndone, UndoLastAction
from domain.board.rulings import CloseBoard, MakeRuling, NameDirector
from domain.board.view import SideCounts
from domain.limits import (
    MAX_CALL_EXPLANATION,
    MAX_EVENTS,
    MAX_EXPLANATION,
    MAX_REASON,
)
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.rules.revokes import RevokeStatus
from domain.rules.side import Side, SideName
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


# ---- irregularities, rulings and directors (docs/design.md 5) ---------------------------------
SeatText = Field(min_length=1, max_length=5, description="N, E, S or W")


class RevokeAttention(Command):
    seat: str = SeatText
    trick: StrictInt = Field(ge=1, le=13)
    by: str | None = Field(
        default=None, max_length=5, description="The caller's seat, when the caller holds several."
    )

    def command(self, board_id: str) -> DrawAttentionToRevoke:
        return self._build(DrawAttentionToRevoke, board_id)


class RevokeCorrection(Command):
    card: str = Field(min_length=2, max_length=3, description="The legal card played instead.")

    def command(self, board_id: str, number: int) -> CorrectRevoke:
        return self._build(CorrectRevoke, board_id, number=number)


class RevokePublic(BaseModel):
    number: int
    seat: str
    trick: int
    card: str
    status: RevokeStatus
    law: str | None = Field(default=None, description="The Law 64 outcome, once play is over.")
    transfer: int | None = Field(default=None, description="Tricks it transferred.")
    to: str | None = None


class WeightedResult(BaseModel):
    """One potential result of a weighted score (Law 12C1(c))."""

    model_config = ConfigDict(extra="forbid")

    contract: str = Field(min_length=1, max_length=6, description='e.g. "4S", "3NTX" or "Pass"')
    declarer: Literal["N", "E", "S", "W"] | None = None
    tricks: StrictInt | None = Field(default=None, ge=0, le=13, description="Declarer's tricks.")
    weight: StrictInt = Field(
        ge=1, le=99, description="In whole percent: 30 for 30%; the weights add up to 100."
    )


class RulingCreate(Command):
    law: str = Field(min_length=1, max_length=12, description='e.g. "64C" or "12C1c"')
    kind: Literal[
        "adjusted_score", "trick_transfer", "comparable_call", "artificial_score", "weighted_score"
    ]
    explanation: str = Field(min_length=1, max_length=MAX_EXPLANATION)
    tricks: StrictInt | None = Field(default=None, ge=1, le=13)
    to: SideName | None = None
    NS: StrictInt | None = Field(default=None, ge=-7600, le=7600)
    EW: StrictInt | None = Field(default=None, ge=-7600, le=7600)
    concerns: list[Annotated[StrictInt, Field(ge=1, le=MAX_EVENTS)]] = Field(
        default_factory=list, max_length=100
    )
    amends: StrictInt | None = Field(default=None, ge=1, le=MAX_EVENTS)
    comparable: bool | None = Field(
        default=None, description="comparable_call (Law 27B1b): the substitute's finding."
    )
    grades: dict[SideName, Literal["average_plus", "average", "average_minus"]] | None = Field(
        default=None,
        description="artificial_score (Law 12C2): each side's grade, e.g. "
        f'{{"{Side.NS}": "average_plus", "{Side.EW}": "average_minus"}}.',
    )
    results: list[WeightedResult] | None = Field(
        default=None,
        max_length=6,
        description="weighted_score (Law 12C1(c)): 2 to 6 potential results with their "
        'weights in percent, e.g. [{"contract": "4S", "declarer": "N", "tricks": 10, '
        '"weight": 30}, {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 70}].',
    )

    def command(self, board_id: str) -> MakeRuling:
        results = None
        if self.results is not None:  # the domain reads each result as a mapping
            results = tuple(r.model_dump() if isinstance(r, BaseModel) else r for r in self.results)
        return self._build(
            MakeRuling,
            board_id,
            frozenset(Side),
            ns=self.NS,
            ew=self.EW,
            concerns=tuple(self.concerns),
            results=results,
        )


class RulingPublic(BaseModel):
    number: int
    board: str
    director: str | None = Field(description="null for an automatic Law 64 transfer")
    law: str
    kind: str
    explanation: str
    at: str
    concerns: list[int] = Field(description="The versions of the events it concerns.")
    amends: int | None
    amended_by: int | None = Field(description="The later ruling that amends it, if any.")
    tricks: int = Field(description="trick_transfer: how many tricks; 0 otherwise.")
    to: str | None = Field(description="trick_transfer: the side given the tricks.")
    NS: int | None = Field(
        description="adjusted_score: the score assigned to NS; artificial_score: NS's percent."
    )
    EW: int | None
    revoke: int | None = Field(description="The revoke an automatic Law 64 transfer rectifies.")
    comparable: bool | None = Field(
        default=None, description="comparable_call: whether the director found it comparable."
    )


class DirectorName(Command):
    director: str | None = Field(max_length=64, description="A user name, or null for none.")

    def command(self, board_id: str) -> NameDirector:
        return self._build(NameDirector, board_id)


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


class CardAcceptance(Command):
    def command(self, board_id: str, number: int) -> AcceptCardPlayed:
        return self._build(AcceptCardPlayed, board_id, number=number)


class CardWithdrawal(Command):
    seat: str = Field(min_length=1, max_length=5, description="The seat taking back its card.")

    def command(self, board_id: str, number: int) -> WithdrawCard:
        return self._build(WithdrawCard, board_id, number=number)


class CardsExposedInPlayBody(Command):
    seat: str = Field(min_length=1, max_length=5, description="The defender whose cards were seen.")
    cards: list[Annotated[str, Field(min_length=2, max_length=3)]] = Field(
        min_length=1, max_length=13, description='The cards seen face up, e.g. ["D4"].'
    )
    inadvertent: bool = Field(
        description="Dropped or exposed by accident (Law 50B); false when faced deliberately."
    )

    def command(self, board_id: str) -> ExposeCardsInPlay:
        return self._build(ExposeCardsInPlay, board_id, cards=tuple(self.cards))
