"""What a bidding system asks of the library, through a port the domain defines.

The domain never imports the library (docs/design.md 1): `api/` wires an adapter that answers
these questions from the parsed markdown files. Rules cross the port as plain dicts
(the shape events carry, see `rule_record`), so an event holds everything needed to
rebuild the system without the library.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, TypedDict

BASE_SYSTEM = "base_system"
CONVENTION = "convention"
USER_CUSTOM = "user_custom"
USER_MODULE = "user"  # the module id of a system's own rules and definitions


class Rule(TypedDict):
    """One rule as events and the PID hold it."""

    module_type: str  # BASE_SYSTEM | CONVENTION | USER_CUSTOM
    module_id: str
    sequence: str
    meaning: str
    section: str
    parent: str | None
    prefix: str | None
    depth: int
    call: str
    overrides: str | None  # the module a user rule replaced


class ModuleFacts(TypedDict):
    """What a system remembers of a module it holds."""

    id: str
    name: str
    version: str
    conflicts_with: list[str]
    requires: list[str]


@dataclass(frozen=True)
class SequenceFacts:
    """A canonical sequence and where it sits in the tree (library/FORMAT.md)."""

    sequence: str
    parent: str | None  # None for a root sequence
    prefix: str | None  # the sequence without its last call; None for a single call
    depth: int  # calls by our own side
    call: str  # the last call, without parentheses


@dataclass(frozen=True)
class SystemModule:
    """A base system or a convention as a system uses it: for a convention, only the
    rules that apply to the chosen base system."""

    id: str
    name: str
    type: str  # BASE_SYSTEM | CONVENTION
    version: str
    applies_to: tuple[str, ...]
    conflicts_with: tuple[str, ...]
    requires: tuple[str, ...]
    rules: tuple[Rule, ...]
    definitions: tuple[tuple[str, str], ...]

    def facts(self) -> ModuleFacts:
        """What a system remembers of a module it holds (JSON-able, for events)."""
        return {
            "id": self.id,
            "name": self.name,
            "version": self.version,
            "conflicts_with": list(self.conflicts_with),
            "requires": list(self.requires),
        }


class ModuleCatalog(Protocol):
    """The library as the bidding-system commands see it."""

    def base_system(self, system_id: str) -> SystemModule | None:
        """The base system, or None when the library has none by that id."""
        ...

    def convention(self, convention_id: str, base: str) -> SystemModule | None:
        """The convention with its rules for `base`, or None when unknown."""
        ...

    def sequence_facts(self, text: str) -> SequenceFacts:
        """The canonical form of a sequence a person wrote; RuleViolation when it is not
        a well-written legal auction."""
        ...


def rule_record(
    module_type: str,
    module_id: str,
    facts: SequenceFacts,
    meaning: str,
    section: str,
    overrides: str | None = None,
) -> Rule:
    return {
        "module_type": module_type,
        "module_id": module_id,
        "sequence": facts.sequence,
        "meaning": meaning,
        "section": section,
        "parent": facts.parent,
        "prefix": facts.prefix,
        "depth": facts.depth,
        "call": facts.call,
        "overrides": overrides,
    }
