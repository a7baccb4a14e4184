"""Running the recommendation engine over a corpus of expected calls (bench and tests).

A corpus file has one case a line, ``#`` comments and blank lines aside::

    category | dealer | auction from the dealer (- for none) | hand | expected call | source

Files named ``common*`` hold cases both base systems agree on; ``sayc*`` and ``2_1*``
cases belong to one system. Each base system is composed with its usual conventions
(``DEFAULT_CONVENTIONS``). A miss is put down to one cause: ``library content`` (no
rule for the expected call, or the expected call's rule as written does not admit the
hand), ``extraction`` (the expected call's meaning has nothing the engine can check),
``engine`` (the expected rule fits but the engine ranked another call first) or
``principles`` (no written rule fit and the general principles chose another call).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from domain.rules.calls import Call
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.hand_evaluation import parse_hand
from library.model import Library
from library.recommend import Recommendation, candidates_for, recommend
from library.recommend_auction import pid_call, place_from_calls
from library.recommend_book import DEFAULT_CONVENTIONS, RuleBook, system_book

__all__ = [
    "DEFAULT_CONVENTIONS",
    "Case",
    "CorpusResult",
    "Outcome",
    "books_for",
    "load_cases",
    "run_corpus",
]

_FILE_SYSTEMS = {"common": ("sayc", "2_1_game_force"), "sayc": ("sayc",),
                 "2_1": ("2_1_game_force",)}  # fmt: skip


@dataclass(frozen=True)
class Case:
    system: str
    category: str
    dealer: str
    auction: tuple[str, ...]
    hand: str
    expected: str
    source: str
    where: str


@dataclass(frozen=True)
class Outcome:
    case: Case
    got: str | None
    cause: str | None  # None when the engine agrees
    method: str = "rule"  # how the engine chose: rule, last_resort or principle

    @property
    def agrees(self) -> bool:
        return self.cause is None


@dataclass
class CorpusResult:
    outcomes: list[Outcome] = field(default_factory=list)

    def rate(self, system: str | None = None, category: str | None = None) -> float:
        chosen = [
            o for o in self.outcomes
            if (system is None or o.case.system == system)
            and (category is None or o.case.category == category)
        ]  # fmt: skip
        return sum(o.agrees for o in chosen) / len(chosen) if chosen else 0.0

    def by_category(self, system: str) -> dict[str, tuple[int, int]]:
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for o in self.outcomes:
            if o.case.system == system:
                counts[o.case.category][0] += o.agrees
                counts[o.case.category][1] += 1
        return {k: (v[0], v[1]) for k, v in sorted(counts.items())}

    def misses_by_cause(self) -> Counter[str]:
        return Counter(o.cause for o in self.outcomes if o.cause is not None)


def load_cases(folder: Path) -> list[Case]:
    cases: list[Case] = []
    for path in sorted(folder.glob("*.txt")):
        prefix = next((p for p in _FILE_SYSTEMS if path.stem.startswith(p)), None)
        if prefix is None:
            raise ValueError(f"{path.name}: name a corpus file common*, sayc* or 2_1*.")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            parts = [p.strip() for p in text.split("|")]
            if len(parts) != 6:
                raise ValueError(f"{path.name}:{number}: expected 6 fields, found {len(parts)}.")
            category, dealer, auction, hand, expected, source = parts
            calls = () if auction == "-" else tuple(auction.split())
            for system in _FILE_SYSTEMS[prefix]:
                cases.append(
                    Case(system, category, dealer, calls, hand, expected, source,
                         f"{path.name}:{number}")
                )  # fmt: skip
    return cases


def books_for(library: Library, systems: Iterable[str]) -> dict[str, RuleBook]:
    return {s: system_book(library, s, DEFAULT_CONVENTIONS[s]) for s in systems}


def _cause(book: RuleBook, case: Case, result: Recommendation) -> str:
    expected = pid_call(Call.parse(case.expected))
    _, pool = candidates_for(book, result.place, result.hand)
    candidate = next((c for c in pool if c.rule.call == expected), None)
    if candidate is None:
        return "principles" if result.method == "principle" else "library content"
    if not candidate.structured:
        return "extraction"
    if not candidate.stands:
        return "principles" if result.method == "principle" else "library content"
    return "engine"


def run_case(books: dict[str, RuleBook], case: Case) -> Outcome:
    book = books[case.system]
    try:
        place = place_from_calls(Seat.parse(case.dealer), list(case.auction))
        hand = parse_hand(case.hand)
    except RuleViolation as error:
        raise ValueError(f"{case.where}: {error.message}") from error
    result = recommend(book, place, hand)
    expected = str(Call.parse(case.expected))
    if result.call == expected:
        return Outcome(case, result.call, None, result.method)
    return Outcome(case, result.call, _cause(book, case, result), result.method)


def run_corpus(library: Library, cases: list[Case]) -> CorpusResult:
    books = books_for(library, sorted({c.system for c in cases}))
    return CorpusResult([run_case(books, case) for case in cases])
