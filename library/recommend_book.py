"""The rules a recommendation reads: PID-like records, indexed by their parent sequence.

The engine takes any sequence of ``RuleRecord`` (sequence, meaning, module type and id,
priority, structured constraints), so a user's system read from the PID feeds it as
well as the library composer below. Priority follows docs/design.md 7.3: 100 for a base
system's rule, 500 for a convention's, 1000 for a user's own, plus 10 per call in the
sequence. Of several rules for one sequence the highest priority wins; at equal
priority the later one (a module added later) does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from domain.bidding.composition import check_set
from domain.bidding.port import CONVENTION, SystemModule
from domain.bidding.priority import BASE_PRIORITY, priority_of
from domain.errors import Conflict
from domain.rules.errors import RuleViolation
from domain.rules.hand_valuation import HCP_ONLY
from library.constraints import extract_constraints
from library.model import BASE_SYSTEM, Constraints, Library, LibraryRule

__all__ = [
    "BASE_PRIORITY",
    "DEFAULT_CONVENTIONS",
    "RuleBook",
    "RuleRecord",
    "compose",
    "priority_of",
    "records_from_rows",
    "system_book",
    "valuation_of",
]


# The conventions each base system's own texts include (see the systems' Notes). SAYC's
# 1NT-2S minor-suit puppet is not the library's minor-suit transfers: sayc.md writes it.
DEFAULT_CONVENTIONS: dict[str, tuple[str, ...]] = {
    "sayc": (
        "stayman_1nt", "jacoby_transfers_1nt", "gerber", "jacoby_2nt", "negative_doubles",
        "fourth_suit_forcing", "michaels", "unusual_nt",
    ),
    "2_1_game_force": (
        "stayman_1nt", "jacoby_transfers_1nt", "texas_transfers_1nt", "minor_transfers_1nt",
        "jacoby_2nt", "splinters", "inverted_minors", "negative_doubles", "new_minor_forcing",
        "fourth_suit_forcing", "michaels", "unusual_nt", "rkcb_1430",
    ),
}  # fmt: skip


@dataclass(frozen=True)
class RuleRecord:
    sequence: str
    meaning: str
    module_type: str
    module_id: str
    priority: int
    constraints: Constraints

    @property
    def call(self) -> str:
        return self.sequence.rsplit("-", 1)[-1]

    @property
    def parent_key(self) -> str:
        """The sequence before this rule's call ('' for an opening)."""
        return self.sequence.rsplit("-", 1)[0] if "-" in self.sequence else ""

    @classmethod
    def of(cls, sequence: str, meaning: str, module_type: str, module_id: str) -> RuleRecord:
        """A record whose priority and constraints are worked out from its text."""
        return cls(
            sequence,
            meaning,
            module_type,
            module_id,
            priority_of(module_type, sequence),
            extract_constraints(meaning, sequence),
        )


class RuleBook:
    """Rules by the sequence they continue; one winning rule per sequence."""

    def __init__(
        self,
        records: Iterable[RuleRecord],
        conventions: Iterable[str] = (),
        valuation: str = HCP_ONLY,
    ) -> None:
        """``conventions``: modules the partnership plays beyond those whose rules are
        in ``records`` (a book of a few rules that stands for a whole system).
        ``valuation``: the base system's (its ``valuation:`` line; ``valuation_of``):
        ``hcp`` reads its ranges as written, ``judgement`` lets the principles judge a
        hand at the edges of a range (domain/rules/hand_valuation.py)."""
        self.valuation = valuation
        self._by_parent: dict[str, dict[str, list[RuleRecord]]] = {}
        for record in records:
            calls = self._by_parent.setdefault(record.parent_key, {})
            calls.setdefault(record.sequence, []).append(record)
        self._winners: dict[str, list[RuleRecord]] = {}
        self._rules: dict[str, RuleRecord] = {}
        self._modules: set[str] = set(conventions)
        for parent, by_sequence in self._by_parent.items():
            winners = []
            for rules in by_sequence.values():
                best = rules[0]
                for rule in rules[1:]:
                    if rule.priority >= best.priority:  # a later module wins a tie
                        best = rule
                winners.append(best)
                self._rules[best.sequence] = best
                self._modules.add(best.module_id)
            self._winners[parent] = winners

    def continuations(self, sequence: str) -> list[RuleRecord]:
        """The winning rule of every sequence one call longer than ``sequence``."""
        return list(self._winners.get(sequence, ()))

    def plays(self, module_id: str) -> bool:
        """The system composed here includes the module (a convention the user chose)."""
        return module_id in self._modules

    def rule(self, sequence: str) -> RuleRecord | None:
        return self._rules.get(sequence)

    def rule_after_passes(self, sequence: str) -> RuleRecord | None:
        """The rule for ``sequence``, else for it with its leading passes dropped one at a
        time (``p-(p)-1h`` falls back to ``(p)-1h``, then ``1h``): a seat's rule written
        without the passes before the opening holds after them too."""
        rule = self._rules.get(sequence)
        while rule is None and sequence.startswith(("p-", "(p)-")):
            sequence = sequence.split("-", 1)[1]
            rule = self._rules.get(sequence)
        return rule

    def overridden(self, sequence: str) -> list[RuleRecord]:
        """The rules for ``sequence`` that the winning one overrides."""
        parent = sequence.rsplit("-", 1)[0] if "-" in sequence else ""
        rules = self._by_parent.get(parent, {}).get(sequence, [])
        winner = self._rules.get(sequence)
        return [rule for rule in rules if rule is not winner]

    def __len__(self) -> int:
        return len(self._rules)


def compose(library: Library, base: str, conventions: Sequence[str] = ()) -> list[RuleRecord]:
    """The records of a system built from a base system and conventions, in that order.

    KeyError names an unknown module; ValueError a convention that does not apply to
    the base or conflicts with another one chosen.
    """
    system = library.systems.get(base)
    if system is None or system.type != BASE_SYSTEM:
        raise KeyError(base)
    records = [
        RuleRecord(
            r.sequence, r.meaning, "base_system", base,
            priority_of("base_system", r.sequence), r.constraints,
        )
        for r in system.rules_for(base)
    ]  # fmt: skip
    _check_together(library, base, conventions)
    for convention_id in conventions:
        module = library.conventions[convention_id]
        records.extend(
            RuleRecord(
                r.sequence, r.meaning, "convention", convention_id,
                priority_of("convention", r.sequence), r.constraints,
            )
            for r in module.rules_for(base)
        )  # fmt: skip
    return records


def _check_together(library: Library, base: str, conventions: Sequence[str]) -> None:
    """The domain's composition rules (domain/bidding/composition.py) on the library's
    modules. KeyError names an unknown convention, ValueError one that cannot join."""
    modules = []
    for convention_id in conventions:
        module = library.conventions.get(convention_id)
        if module is None:
            raise KeyError(convention_id)
        modules.append(
            SystemModule(
                module.id, module.name, CONVENTION, module.version, tuple(module.applies_to),
                tuple(module.conflicts_with), tuple(module.requires), (), (),
            )
        )  # fmt: skip
    try:
        check_set(modules, base)
    except (Conflict, RuleViolation) as error:
        raise ValueError(error.message) from None


def records_from_rows(
    rows: Iterable[Mapping[str, object]], library: Library | None = None
) -> list[RuleRecord]:
    """Records from PID rows (``sequence``, ``meaning``, ``module_type``, ``module_id``,
    ``priority``, optionally ``constraints`` as ``Constraints.to_dict``).

    A row's constraints come from the row when it has them, else from the library rule
    of the same module, sequence and meaning (extracted once when the library loaded),
    else they are extracted from the meaning here (a user's own rule).
    """
    known: dict[tuple[str, str], LibraryRule] = {}
    if library is not None:
        for module in library.modules():
            for rule in module.rules:
                known[(module.id, rule.sequence)] = rule
    records = []
    for row in rows:
        sequence, meaning = str(row["sequence"]), str(row["meaning"])
        module_id = str(row["module_id"])
        stored = row.get("constraints")
        if isinstance(stored, Mapping):
            constraints = Constraints.from_dict(stored)
        else:
            found = known.get((module_id, sequence))
            if found is not None and found.meaning == meaning:
                constraints = found.constraints
            else:
                constraints = extract_constraints(meaning, sequence)
        module_type = str(row["module_type"])
        priority = row.get("priority")
        if not isinstance(priority, int):
            priority = priority_of(module_type, sequence)
        records.append(RuleRecord(sequence, meaning, module_type, module_id, priority, constraints))
    return records


def system_book(library: Library, base: str, conventions: Sequence[str] = ()) -> RuleBook:
    """The book of a base system and conventions (`compose`), read with the base system's
    valuation (its `valuation:` line). KeyError and ValueError as `compose`'s."""
    return RuleBook(compose(library, base, conventions), valuation=library.systems[base].valuation)


def valuation_of(library: Library, records: Iterable[RuleRecord]) -> str:
    """The valuation of the base system whose rules are among ``records`` (``hcp`` when
    none is, or the library does not hold it)."""
    for record in records:
        if record.module_type == BASE_SYSTEM:
            system = library.systems.get(record.module_id)
            return HCP_ONLY if system is None else system.valuation
    return HCP_ONLY
