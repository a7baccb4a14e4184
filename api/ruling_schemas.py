"""Request and response bodies (pydantic) of irregularities in the play, rulings and
directors (docs/design.md 5): revokes, cards withdrawn or accepted, cards exposed in the
play, a director's ruling and the board's director."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from api.schemas import AlternativePublic, Command, StrictInt
from domain.board.revokes.commands import (
    AcceptCardPlayed,
    CorrectRevoke,
    DrawAttentionToRevoke,
    WithdrawCard,
)
from domain.board.revokes.exposed_in_play import ExposeCardsInPlay
from domain.board.rulings import MakeRuling, NameDirector
from domain.limits import MAX_EVENTS, MAX_EXPLANATION
from domain.rules.revokes import RevokeStatus
from domain.rules.side import Side, SideName

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


class SessionPlacePublic(BaseModel):
    id: str = Field(description="The session.")
    board_number: int = Field(description="0 for a procedural penalty: the session as a whole.")
    ns: str | None = Field(
        description="The North-South pair (null on an EW pair's score alone); the penalised "
        "pair on a procedural penalty."
    )
    ew: str | None = Field(description="The East-West pair (null on an NS pair's score alone).")


class AuditedRulingPublic(RulingPublic):
    """A ruling as GET /rulings lists it: a board's, or a session director's correction,
    adjusted score or pair's score alone (kind session_correction, session_adjusted_score
    or session_pair_score, Law 15B3; a procedural penalty, session_penalty, Law 90: NS the
    percent of a top or the IMPs taken off, EW the penalty's number), which alone has
    `session`."""

    session: SessionPlacePublic | None = Field(
        default=None,
        description="Only on a session ruling: where it was made. NS and EW are then the "
        "adjusted score's percents, or the score assigned to each side.",
    )


class DirectorName(Command):
    director: str | None = Field(max_length=64, description="A user name, or null for none.")

    def command(self, board_id: str) -> NameDirector:
        return self._build(NameDirector, board_id)


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
