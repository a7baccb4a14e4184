"""Request and response bodies of the bidding systems (docs/contract.md "Bidding systems")."""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from domain.bidding.rules import DEFINITION_MAX, MEANING_MAX, NAME_MAX, SECTION_MAX
from domain.bidding.system import SystemSummary

if TYPE_CHECKING:
    from api.services import Services
    from domain.actors import Actor
    from projections.pid_queries import RuleRow

_ID = Field(min_length=1, max_length=64)


# The body of an edit of a system: its method (`edit`, `undo`, `redo`) asks the
# SystemsLedger for the edit; api/routers/systems.py gives each such method a route.
# (A docstring would describe the body in OpenAPI.)
class SystemCommand(BaseModel):
    model_config = ConfigDict(extra="forbid")
    expected_version: int | None = Field(
        default=None, ge=1, description="The system version the client saw; a stale one is 409."
    )

    def undo(self, services: Services, actor: Actor, system_id: str) -> SystemSummary:
        return services.systems.undo(actor, system_id, self.expected_version)

    def redo(self, services: Services, actor: Actor, system_id: str) -> SystemSummary:
        return services.systems.redo(actor, system_id, self.expected_version)


class SystemCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=NAME_MAX)
    base: str = _ID
    conventions: list[str] = Field(default_factory=list, max_length=64)


class SystemRename(SystemCommand):
    name: str = Field(min_length=1, max_length=NAME_MAX)

    def edit(self, services: Services, actor: Actor, system_id: str) -> SystemSummary:
        return services.systems.rename(actor, system_id, self.name, self.expected_version)


class ConventionAdd(SystemCommand):
    add: str = _ID

    def edit(self, services: Services, actor: Actor, system_id: str) -> SystemSummary:
        return services.systems.add_convention(actor, system_id, self.add, self.expected_version)


class ConventionSwap(SystemCommand):
    remove: str = _ID
    add: str = _ID

    def edit(self, services: Services, actor: Actor, system_id: str) -> SystemSummary:
        expected = self.expected_version
        return services.systems.swap_convention(actor, system_id, self.remove, self.add, expected)


class RulePut(SystemCommand):
    sequence: str = Field(min_length=1, max_length=200)
    meaning: str = Field(min_length=1, max_length=MEANING_MAX)
    section: str = Field(default="", max_length=SECTION_MAX)

    def edit(self, services: Services, actor: Actor, system_id: str) -> SystemSummary:
        return services.systems.put_rule(
            actor, system_id, self.sequence, self.meaning, self.section, self.expected_version
        )


class DefinitionPut(SystemCommand):
    term: str = Field(min_length=1, max_length=40)
    definition: str = Field(min_length=1, max_length=DEFINITION_MAX)

    def edit(self, services: Services, actor: Actor, system_id: str) -> SystemSummary:
        return services.systems.edit_definition(
            actor, system_id, self.term, self.definition, self.expected_version
        )


class ShareCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    user: str = Field(min_length=1, max_length=64)
    role: Literal["viewer", "editor"]

    def edit(self, services: Services, actor: Actor, system_id: str) -> SystemSummary:
        registered_name = services.app.registered_name
        return services.systems.share(actor, system_id, self.user, self.role, registered_name)


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
