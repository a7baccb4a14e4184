"""A bidding system of the library as a request names it for a session or a pair
(docs/contract.md "A session's bidding system"), read from the library by the rules of
domain/session_system.py."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from api.schemas import Body
from api.services import Services
from domain.session_system import MAX_CONVENTIONS, session_system
from domain.session_values import SessionSystem

ModuleId = Annotated[str, Field(min_length=1, max_length=40)]


class SystemChoice(Body):
    base: ModuleId = Field(description="A base system of the library, e.g. sayc.")
    conventions: list[ModuleId] = Field(
        default_factory=list,
        max_length=MAX_CONVENTIONS,
        description="Conventions of the library for that base, e.g. stayman.",
    )

    def system(self, services: Services) -> SessionSystem:
        """The system as the library has it now (422 with a sentence where it cannot be)."""
        return session_system(services.systems.catalog, self.base, self.conventions)
