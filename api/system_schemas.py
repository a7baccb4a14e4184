"""Request and response bodies of the bidding systems (docs/contract.md "Bidding systems")."""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from domain.bidding import commands
from domain.bidding.rules import DEFINITION_MAX, MEANING_MAX, NAME_MAX, SECTION_MAX
from domain.bidding.system import SystemSummary

if TYPE_CHECKING:
    from projections.pid_queries import RuleRow

_ID = Field(min_length=1, max_length=64)


# The body of a command on a system: its method (`command`, `undo`, `redo`) builds the
# command (domain/bidding/commands.py) the SystemsLedger executes; api/routers/systems.py
# gives each such method a route. (A docstring would describe the body in OpenAPI.)
class SystemCommand(BaseModel):
    model_config = ConfigDict(extra="forbid")
    expected_version: int | None = Field(
        default=None, ge=1, description="The system version the client saw; a stale one is 409."
    )

    def undo(self, system_id: str) -> commands.UndoEdit:
        return commands.UndoEdit(system_id=system_id, expected_version=self.expected_version)

    def redo(self, system_id: str) -> commands.RedoEdit:
        return commands.RedoEdit(system_id=system_id, expected_version=self.expected_version)


class SystemCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=NAME_MAX)
    base: str = _ID
    conventions: list[str] = Field(default_factory=list, max_length=64)

    def command(self) -> commands.CreateSystem:
        return commands.CreateSystem(
            name=self.name, base=self.base, conventions=tuple(self.conventions)
        )


class SystemRename(SystemCommand):
    name: str = Field(min_length=1, max_length=NAME_MAX)

    def command(self, system_id: str) -> commands.RenameSystem:
        expected = self.expected_version
        return commands.RenameSystem(system_id=system_id, expected_version=expected, name=self.name)


class ConventionAdd(SystemCommand):
    add: str = _ID

    def command(self, system_id: str) -> commands.AddConvention:
        return commands.AddConvention(
            system_id=system_id, expected_version=self.expected_version, convention=self.add
        )


class ConventionSwap(SystemCommand):
    remove: str = _ID
    add: str = _ID

    def command(self, system_id: str) -> commands.SwapConvention:
        return commands.SwapConvention(
            system_id=system_id,
            expected_version=self.expected_version,
            remove=self.remove,
            add=self.add,
        )


class RulePut(SystemCommand):
    sequence: str = Field(min_length=1, max_length=200)
    meaning: str = Field(min_length=1, max_length=MEANING_MAX)
    section: str = Field(default="", max_length=SECTION_MAX)

    def command(self, system_id: str) -> commands.PutRule:
        return commands.PutRule(
            system_id=system_id,
            expected_version=self.expected_version,
            sequence=self.sequence,
            meaning=self.meaning,
            section=self.section,
        )


class DefinitionPut(SystemCommand):
    term: str = Field(min_length=1, max_length=40)
    definition: str = Field(min_length=1, max_length=DEFINITION_MAX)

    def command(self, system_id: str) -> commands.DefineTerm:
        return commands.DefineTerm(
            system_id=system_id,
            expected_version=self.expected_version,
            term=self.term,
            definition=self.definition,
        )


class ShareCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    user: str = Field(min_length=1, max_length=64)
    role: Literal["viewer", "editor"]

    def command(self, system_id: str) -> commands.ShareSystem:
        return commands.ShareSystem(system_id=system_id, user=self.user, role=self.role)


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


def rule_views(rows: list[RuleRow]) -> list[RuleView]:
    return [RuleView(**row) for row in rows]
