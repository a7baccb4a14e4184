"""The parsed library: modules, rules, their extracted constraints, and issues."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from library.sequence import depth_of, last_call, parent_of

BASE_SYSTEM = "base_system"
CONVENTION = "convention"


@dataclass(frozen=True, order=True)
class IntRange:
    """A closed range of counts; ``high`` None means no upper bound ("5+")."""

    low: int = 0
    high: int | None = None

    def __contains__(self, value: object) -> bool:
        if not isinstance(value, int):
            return False
        return self.low <= value and (self.high is None or value <= self.high)

    @property
    def width(self) -> int:
        """How many values the range admits (14 for an open range: more than any suit)."""
        return 14 if self.high is None else self.high - self.low + 1

    def __str__(self) -> str:
        """The library's text: ``5+``, ``4`` (exactly), ``3-5``."""
        if self.high is None:
            return f"{self.low}+"
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"

    @classmethod
    def parse(cls, text: str) -> IntRange:
        """The inverse of ``str``: ``"5+"``, ``"4"``, ``"3-5"``."""
        value = text.strip()
        if value.endswith("+"):
            return cls(int(value[:-1]), None)
        if "-" in value:
            low, high = value.split("-", 1)
            return cls(int(low), int(high))
        return cls(int(value), int(value))


@dataclass(frozen=True)
class Constraints:
    """Structured fields extracted from a rule's meaning, for the bidding engine.

    ``suit_length`` maps ``spades``/``hearts``/``diamonds``/``clubs`` (or ``major`` /
    ``minor`` for "some major/minor") to an ``IntRange`` (written ``"5+"``, ``"4"``,
    ``"3-5"`` in ``to_dict``).
    ``shape`` holds ``balanced`` / ``semi_balanced`` (bools), ``short`` / ``void`` /
    ``singleton`` (a suit name) or ``pattern`` (e.g. ``"4-4-4-1"``). ``stoppers`` names
    the suits the caller holds a notrump stopper in; ``unstopped`` those the meaning
    says are not stopped. ``aces`` and ``keycards`` list the counts an answer to an ace
    ask shows (``(1, 4)``), ``trump_queen`` whether it shows the trump queen, and
    ``features`` the suits where a weak two shows an ace or king.
    """

    hcp_min: int | None = None
    hcp_max: int | None = None
    total_points_min: int | None = None
    total_points_max: int | None = None
    suit_length: Mapping[str, IntRange] = field(default_factory=dict, hash=False)
    shape: Mapping[str, bool | str] = field(default_factory=dict, hash=False)
    forcing: str | None = None
    stoppers: tuple[str, ...] = ()
    unstopped: tuple[str, ...] = ()
    aces: tuple[int, ...] = ()
    keycards: tuple[int, ...] = ()
    trump_queen: bool | None = None
    features: tuple[str, ...] = ()

    @property
    def hcp(self) -> IntRange | None:
        """The HCP range, None when the meaning states none."""
        if self.hcp_min is None and self.hcp_max is None:
            return None
        return IntRange(self.hcp_min or 0, self.hcp_max)

    @property
    def total_points(self) -> IntRange | None:
        if self.total_points_min is None and self.total_points_max is None:
            return None
        return IntRange(self.total_points_min or 0, self.total_points_max)

    def is_empty(self) -> bool:
        return (
            self.hcp_min is None
            and self.hcp_max is None
            and self.total_points_min is None
            and self.total_points_max is None
            and not self.suit_length
            and not self.shape
            and self.forcing is None
            and not self.stoppers
            and not self.unstopped
            and not self.aces
            and not self.keycards
            and self.trump_queen is None
            and not self.features
        )

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Constraints:
        """The inverse of ``to_dict`` (a PID row can store the dict as JSON)."""
        queen = data.get("trump_queen")
        return cls(
            hcp_min=data.get("hcp_min"),
            hcp_max=data.get("hcp_max"),
            total_points_min=data.get("total_points_min"),
            total_points_max=data.get("total_points_max"),
            suit_length={
                k: IntRange.parse(v) for k, v in dict(data.get("suit_length") or {}).items()
            },
            shape=dict(data.get("shape") or {}),
            forcing=data.get("forcing"),
            stoppers=tuple(data.get("stoppers") or ()),
            unstopped=tuple(data.get("unstopped") or ()),
            aces=tuple(data.get("aces") or ()),
            keycards=tuple(data.get("keycards") or ()),
            trump_queen=None if queen is None else bool(queen),
            features=tuple(data.get("features") or ()),
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "hcp_min": self.hcp_min,
            "hcp_max": self.hcp_max,
            "total_points_min": self.total_points_min,
            "total_points_max": self.total_points_max,
            "suit_length": {suit: str(r) for suit, r in self.suit_length.items()},
            "shape": dict(self.shape),
            "forcing": self.forcing,
            "stoppers": list(self.stoppers),
            "unstopped": list(self.unstopped),
            "aces": list(self.aces),
            "keycards": list(self.keycards),
            "trump_queen": self.trump_queen,
            "features": list(self.features),
        }


@dataclass(frozen=True)
class LibraryRule:
    """One ``sequence = meaning`` line.

    ``applies_to`` is the effective list of base systems the rule is part of: a base
    system's own id for its rules; for a convention its ``applies_to``, narrowed to the
    section heading's ``[system, ...]`` list when the heading has one (FORMAT.md).
    """

    sequence: str
    meaning: str
    section: str
    line: int
    constraints: Constraints = field(default_factory=Constraints)
    applies_to: tuple[str, ...] = ()

    @property
    def parent(self) -> str | None:
        """The parent sequence (FORMAT.md), None for a root sequence."""
        return parent_of(self.sequence)

    @property
    def depth(self) -> int:
        return depth_of(self.sequence)

    @property
    def call(self) -> str:
        return last_call(self.sequence)

    def to_dict(self) -> dict[str, object]:
        return {
            "sequence": self.sequence,
            "meaning": self.meaning,
            "section": self.section,
            "line": self.line,
            "call": self.call,
            "parent": self.parent,
            "depth": self.depth,
            "applies_to": list(self.applies_to),
            "constraints": self.constraints.to_dict(),
        }


@dataclass(frozen=True)
class LibraryModule:
    id: str
    name: str
    type: str
    version: str
    applies_to: tuple[str, ...]
    variants: tuple[str, ...]
    conflicts_with: tuple[str, ...]
    requires: tuple[str, ...]
    definitions: Mapping[str, str] = field(hash=False)
    rules: tuple[LibraryRule, ...]
    notes: str
    path: Path
    title: str = ""
    valuation: str = "hcp"  # a base system's: hcp or judgement (domain/rules/hand_valuation.py)

    def summary(self) -> dict[str, object]:
        return {
            "id": self.id,
            "name": self.name,
            "version": self.version,
            "type": self.type,
            "applies_to": list(self.applies_to),
            "variants": list(self.variants),
            "conflicts_with": list(self.conflicts_with),
            "requires": list(self.requires),
            "rule_count": len(self.rules),
        }

    def to_dict(self) -> dict[str, object]:
        data = self.summary()
        data.update(
            {
                "title": self.title,
                "notes": self.notes,
                "definitions": dict(self.definitions),
                "rules": [rule.to_dict() for rule in self.rules],
            }
        )
        return data

    def rule(self, sequence: str) -> LibraryRule:
        """The rule for ``sequence`` (KeyError if the module has none)."""
        for rule in self.rules:
            if rule.sequence == sequence:
                return rule
        raise KeyError(sequence)

    def rules_for(self, system_id: str) -> tuple[LibraryRule, ...]:
        """The rules that apply when this module is part of base system ``system_id``.

        For a base system: all its rules for its own id, none for another id. For a
        convention: the rules whose (section-narrowed) ``applies_to`` names the system;
        none when the convention does not apply to it at all.
        """
        return tuple(rule for rule in self.rules if system_id in rule.applies_to)


def display_path(path: Path) -> str:
    """``path`` relative to the current directory when it lies below it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except (OSError, ValueError):
        return path.as_posix()


@dataclass(frozen=True, order=True)
class Issue:
    path: Path
    line: int
    message: str

    def __str__(self) -> str:
        return f"{display_path(self.path)}:{self.line}: {self.message}"


@dataclass(frozen=True)
class Library:
    systems: Mapping[str, LibraryModule] = field(hash=False)
    conventions: Mapping[str, LibraryModule] = field(hash=False)

    def module(self, module_id: str) -> LibraryModule:
        """The base system or convention with this id (KeyError if unknown)."""
        if module_id in self.systems:
            return self.systems[module_id]
        if module_id in self.conventions:
            return self.conventions[module_id]
        raise KeyError(module_id)

    def modules(self) -> Iterator[LibraryModule]:
        """Every module, base systems first, each group sorted by id."""
        for group in (self.systems, self.conventions):
            for module_id in sorted(group):
                yield group[module_id]

    def __contains__(self, module_id: object) -> bool:
        return module_id in self.systems or module_id in self.conventions


class LibraryError(Exception):
    """The library has content problems; ``issues`` lists every one of them."""

    def __init__(self, issues: list[Issue]) -> None:
        self.issues = list(issues)
        lines = "\n".join(str(issue) for issue in self.issues)
        super().__init__(f"The bidding library has {len(self.issues)} problem(s):\n{lines}")
