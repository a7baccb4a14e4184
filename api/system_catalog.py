"""The library behind the bidding systems' port (domain/bidding/port.py)."""

from __future__ import annotations

from functools import cache, lru_cache

from domain.bidding.port import (
    BASE_SYSTEM,
    CONVENTION,
    SequenceFacts,
    SystemModule,
    rule_record,
)
from domain.rules.errors import RuleViolation
from library import (
    Library,
    LibraryModule,
    SequenceError,
    check_auction,
    depth_of,
    last_call,
    load_library,
    normalise_sequence,
    parent_of,
    parse_sequence,
)

MAX_SEQUENCE = 200


@cache
def facts_of(sequence: str) -> SequenceFacts:
    """Where a canonical, legal sequence sits in the tree."""
    prefix = sequence.rsplit("-", 1)[0] if "-" in sequence else None
    return SequenceFacts(
        sequence=sequence,
        parent=parent_of(sequence),
        prefix=prefix,
        depth=depth_of(sequence),
        call=last_call(sequence),
    )


@lru_cache(maxsize=4096)
def canonical_sequence(text: str) -> str:
    """The canonical form of a sequence a person wrote; RuleViolation when it is not a
    well-written legal auction."""
    if len(text) > MAX_SEQUENCE:
        raise RuleViolation(f"A sequence is at most {MAX_SEQUENCE} characters.")
    try:
        sequence = normalise_sequence(text)
        check_auction(parse_sequence(sequence))
    except SequenceError as error:
        raise RuleViolation(str(error)) from None
    return sequence


class LibraryCatalog:
    """Answers the port's questions from the parsed library; modules are converted once."""

    def __init__(self, library: Library) -> None:
        self.library = library
        self._converted: dict[tuple[str, str], SystemModule] = {}

    def base_system(self, system_id: str) -> SystemModule | None:
        module = self.library.systems.get(system_id)
        return None if module is None else self._convert(module, system_id)

    def convention(self, convention_id: str, base: str) -> SystemModule | None:
        module = self.library.conventions.get(convention_id)
        return None if module is None else self._convert(module, base)

    def sequence_facts(self, text: str) -> SequenceFacts:
        return facts_of(canonical_sequence(text))

    def _convert(self, module: LibraryModule, base: str) -> SystemModule:
        key = (module.id, base)
        found = self._converted.get(key)
        if found is None:
            module_type = BASE_SYSTEM if module.type == "base_system" else CONVENTION
            rules = tuple(
                rule_record(
                    module_type, module.id, facts_of(rule.sequence), rule.meaning, rule.section
                )
                for rule in module.rules_for(base)
            )
            found = SystemModule(
                id=module.id,
                name=module.name,
                type=module_type,
                version=module.version,
                applies_to=module.applies_to,
                conflicts_with=module.conflicts_with,
                requires=module.requires,
                rules=rules,
                definitions=tuple(sorted(module.definitions.items())),
            )
            self._converted[key] = found
        return found


@cache
def the_library() -> Library:
    """The library's files parsed and validated once per process; they are read-only."""
    return load_library()


@cache
def library_catalog() -> LibraryCatalog:
    return LibraryCatalog(the_library())


class LazyLibraryCatalog:
    """The catalog, parsing the library only when a system command first needs it (a
    process that never touches a system, e.g. `bridge-ledger users add`, never does)."""

    def base_system(self, system_id: str) -> SystemModule | None:
        return library_catalog().base_system(system_id)

    def convention(self, convention_id: str, base: str) -> SystemModule | None:
        return library_catalog().convention(convention_id, base)

    def sequence_facts(self, text: str) -> SequenceFacts:
        return facts_of(canonical_sequence(text))
