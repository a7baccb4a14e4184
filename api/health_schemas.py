"""The body of `GET /health` (docs/contract.md "HTTP conventions (0.3.0)")."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


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
