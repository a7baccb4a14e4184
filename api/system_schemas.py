"""Request and response bodies of the bidding systems (docs/contract.md "Bidding systems")."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from domain.bidding.rules import DEFINITION_MAX, MEANING_MAX, NAME_MAX, SECTION_MAX
from domain.bidding.system import SystemSummary

_ID = Field(min_length=1, max_length=64)


class SystemCommand(BaseModel):
    model_config = ConfigDict(extra="forbid")
    expected_version: int | None = Field(
        default=None, ge=1, description="The system version the client saw; a stale one is 409."
    )


class SystemCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=NAME_MAX)
    base: str = _ID
    conventions: list[str] = Field(default_factory=list, max_length=64)


class SystemRename(SystemCommand):
    name: str = Field(min_length=1, max_length=NAME_MAX)


class ConventionAdd(SystemCommand):
    add: str = _ID


class ConventionSwap(SystemCommand):
    remove: str = _ID
    add: str = _ID


class RulePut(SystemCommand):
    sequence: str = Field(min_length=1, max_length=200)
    meaning: str = Field(min_length=1, max_length=MEANING_MAX)
    section: str = Field(default="", max_length=SECTION_MAX)


class DefinitionPut(SystemCommand):
    term: str = Field(min_length=1, max_length=40)
    definition: str = Field(min_length=1, max_length=DEFINITION_MAX)


class ShareCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    user: str = Field(min_length=1, max_length=64)
    role: Literal["viewer", "editor"]


class SystemView(BaseModel):
    id: str
    name: str
    owner: str
    base: str
    base_version: str
    conventions: list[str]
    convention_versions: dict[str, str]
    shares: dict[str, str]
    version: int
    undo_available: int = Field(description="Edits in effect that undo can take back.")
    redo_available: int = Field(description="Undone edits that redo can put back.")
    rule_count: int

    @classmethod
    def of(cls, system: SystemSummary) -> SystemView:
        return cls(**{**asdict(system), "conventions": list(system.conventions)})


class SystemListed(BaseModel):
    id: str
    name: str
    owner: str
    base: str
    conventions: list[str]
    version: int


class RuleView(BaseModel):
    sequence: str
    call: str
    meaning: str
    module_type: str
    module_id: str
    priority: int
    parent: str | None
    prefix: str | None
    depth: int
    section: str
    overrides: str | None = Field(description="For a user rule, the module it replaced.")


class MeaningView(RuleView):
    overridden: list[RuleView] = Field(description="The rules the winning rule overrides.")


class TreeNode(RuleView):
    children: list[TreeNode]


class DefinitionView(BaseModel):
    module_id: str
    term: str
    definition: str


class HistoryEntry(BaseModel):
    number: int
    type: str
    actor: str
    at: str
    summary: str
    state: Literal["created", "in_effect", "undone", "discarded"]
    undone: bool


def rule_views(rows: list[dict[str, Any]]) -> list[RuleView]:
    return [RuleView(**row) for row in rows]
