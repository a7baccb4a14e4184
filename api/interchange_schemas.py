"""The bodies of the interchange endpoints (docs/contract.md "Interchange")."""

from __future__ import annotations

from pydantic import BaseModel, Field

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
    refused: list[RefusedRecordPublic]
    session: str | None = Field(
        default=None, description="The session made from the file, when one was asked for."
    )
