"""What a user asks of a bidding system: one frozen command per use case (docs/design.md 7).

A command holds what the request said, nothing checked yet: the handler of its class
(domain/bidding/edits.py) reads a sequence or looks a convention up only once the user
may edit, so a stranger learns nothing. `SystemsLedger.execute` runs every command; the
HTTP router and the benches build them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, kw_only=True)
class CreateSystem:
    """A new system: a base system of the library and conventions of it."""

    name: str
    base: str
    conventions: tuple[str, ...] = field(default=())


@dataclass(frozen=True, kw_only=True)
class SystemCommand:
    """A command on one system."""

    system_id: str


@dataclass(frozen=True, kw_only=True)
class SystemEdit(SystemCommand):
    """An edit, which its owner, an editor or an admin may make; `expected_version`, when
    given, is the version the client saw: a stale one is refused as a conflict."""

    expected_version: int | None = None


@dataclass(frozen=True, kw_only=True)
class RenameSystem(SystemEdit):
    name: str


@dataclass(frozen=True, kw_only=True)
class AddConvention(SystemEdit):
    """A convention of the library joins the system with its rules and definitions."""

    convention: str


@dataclass(frozen=True, kw_only=True)
class RemoveConvention(SystemEdit):
    """The convention leaves, and the user's overrides of its rules with it."""

    convention: str


@dataclass(frozen=True, kw_only=True)
class SwapConvention(SystemEdit):
    """One convention for another, in one edit."""

    remove: str
    add: str


@dataclass(frozen=True, kw_only=True)
class PutRule(SystemEdit):
    """The user's own rule for a sequence: new, an override, or an edit of theirs."""

    sequence: str
    meaning: str
    section: str = ""


@dataclass(frozen=True, kw_only=True)
class DeleteRule(SystemEdit):
    """The user's rule for a sequence, or when there is none the library's rules for it."""

    sequence: str


@dataclass(frozen=True, kw_only=True)
class DefineTerm(SystemEdit):
    term: str
    definition: str


@dataclass(frozen=True, kw_only=True)
class UndoEdit(SystemEdit):
    """Takes back the last edit in effect."""


@dataclass(frozen=True, kw_only=True)
class RedoEdit(SystemEdit):
    """Puts back the last edit undone."""


@dataclass(frozen=True, kw_only=True)
class ShareSystem(SystemCommand):
    """The owner or an admin lets a registered user read (`viewer`) or edit (`editor`)."""

    user: str
    role: str


@dataclass(frozen=True, kw_only=True)
class RevokeShare(SystemCommand):
    user: str
