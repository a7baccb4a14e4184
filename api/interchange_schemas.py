"""The bodies of the interchange endpoints (docs/contract.md "Interchange")."""

from __future__ import annotations

from pydantic import BaseModel, Field

from domain.rules.cards import SEAT_ORDER
from domain.rules.hand_record import HandRecord

MAX_IMPORT_BYTES = 16 * 1024 * 1024


class ImportedBoardPublic(BaseModel):
    id: str
    board_number: int
    record: int = Field(description="The record's place in the file, from 1.")


class RefusedRecordPublic(BaseModel):
    record: int
    line: int = Field(description="The line of the file the refusal is about.")
    detail: str


class ImportPublic(BaseModel):
    boards: list[ImportedBoardPublic]
    refused: list[RefusedRecordPublic] = Field(
        description="The first 100 refused records (or score table rows), in file order."
    )
    refused_count: int = Field(description="How many were refused in all.")
    session: str | None = Field(
        default=None, description="The session made from the file, when one was asked for."
    )
    session_pairs: str | None = Field(
        default=None,
        description="One sentence: where the session's pairs were taken from (its score "
        "tables, or each game's pair or team tags or players).",
    )
    notes: list[RefusedRecordPublic] = Field(
        default_factory=list,
        description="What imported records say that their boards do not (the first 100): "
        "a Declarer tag other than the auction's, a Score tag other than the record's "
        "contract and result score.",
    )


class StrainTricks(BaseModel):
    C: int
    D: int
    H: int
    S: int
    NT: int


class SeatTricks(BaseModel):
    N: StrainTricks
    E: StrainTricks
    S: StrainTricks
    W: StrainTricks


class ParPublic(BaseModel):
    NS: int = Field(description="The par score for North-South (negative when East-West's).")
    contracts: list[str] = Field(description='The par contracts, e.g. "4S by N", "5DX by E".')


class DoubleDummyPublic(BaseModel):
    tricks: SeatTricks = Field(
        description="The tricks each seat takes as declarer in each strain, double dummy."
    )
    par: ParPublic

    @classmethod
    def of(cls, record: HandRecord) -> DoubleDummyPublic:
        rows = {seat.value: StrainTricks(**record.table.tricks[seat]) for seat in SEAT_ORDER}
        return cls(
            tricks=SeatTricks(**rows),
            par=ParPublic(NS=record.par.ns_score, contracts=list(record.par.contracts)),
        )
