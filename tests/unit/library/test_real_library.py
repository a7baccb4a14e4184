"""The real library content (library/systems, library/conventions).

These tests pass once the content is complete: every module parses and validates,
conflicts are symmetric, counts and constraint coverage meet the targets.
"""

from __future__ import annotations

from functools import cache

import pytest

from library import check_library, library_root, load_library
from library.loader import CheckReport
from library.sequence import check_auction, parse_sequence

SYSTEMS = ["2_1_game_force", "sayc", "precision"]
CONVENTIONS = [
    "stayman_1nt", "puppet_stayman_1nt", "jacoby_transfers_1nt", "texas_transfers_1nt",
    "minor_transfers_1nt", "smolen", "gerber", "jacoby_2nt", "splinters", "bergen_raises",
    "reverse_drury", "rkcb_0314", "rkcb_1430", "exclusion_rkcb", "negative_doubles",
    "responsive_doubles", "support_doubles", "cappelletti", "dont", "lebensohl", "michaels",
    "unusual_nt", "new_minor_forcing", "xyz", "fourth_suit_forcing", "two_way_game_tries",
    "soloway_jump_shifts", "inverted_minors",
]  # fmt: skip


@cache
def _report() -> CheckReport:
    return check_library()


def test_library_root_holds_the_format_and_folders() -> None:
    root = library_root()
    assert (root / "FORMAT.md").is_file()
    assert (root / "systems").is_dir() and (root / "conventions").is_dir()


def test_every_module_exists() -> None:
    root = library_root()
    missing = [f"systems/{s}.md" for s in SYSTEMS if not (root / "systems" / f"{s}.md").exists()]
    missing += [
        f"conventions/{c}.md"
        for c in CONVENTIONS
        if not (root / "conventions" / f"{c}.md").exists()
    ]
    assert missing == []


def test_library_has_no_issues() -> None:
    issues = [str(issue) for issue in _report().issues]
    assert issues == [], "\n".join(issues)


def test_load_library_succeeds() -> None:
    library = load_library()
    assert sorted(library.systems) == sorted(SYSTEMS)
    assert set(CONVENTIONS) <= set(library.conventions)
    for module in library.modules():
        assert module.path.stem == module.id


def test_conflicts_are_symmetric() -> None:
    modules = {m.id: m for m in _report().modules}
    one_sided = [
        f"{a.id} -> {b}"
        for a in modules.values()
        for b in a.conflicts_with
        if b in modules and a.id not in modules[b].conflicts_with
    ]
    assert one_sided == []
    assert all(m.id not in m.conflicts_with for m in modules.values())


@pytest.mark.parametrize(
    "pair",
    [
        ("stayman_1nt", "puppet_stayman_1nt"),
        ("rkcb_0314", "rkcb_1430"),
        ("cappelletti", "dont"),
        ("xyz", "fourth_suit_forcing"),
        ("xyz", "new_minor_forcing"),
        ("bergen_raises", "soloway_jump_shifts"),
        ("puppet_stayman_1nt", "smolen"),
    ],
)
def test_known_conflicts_are_declared(pair: tuple[str, str]) -> None:
    modules = {m.id: m for m in _report().modules}
    a, b = pair
    assert a in modules and b in modules
    assert b in modules[a].conflicts_with


def test_every_sequence_is_a_legal_auction() -> None:
    illegal = []
    for module in _report().modules:
        for rule in module.rules:
            try:
                check_auction(parse_sequence(rule.sequence))
            except ValueError as exc:
                illegal.append(f"{module.id}:{rule.line}: {rule.sequence}: {exc}")
    assert illegal == []


def test_conventions_apply_to_real_systems() -> None:
    for module in _report().modules:
        if module.type == "convention":
            assert module.applies_to, module.id
            assert set(module.applies_to) <= set(SYSTEMS), module.id


def test_counts() -> None:
    report = _report()
    small = [
        f"{m.id}: {len(m.rules)}"
        for m in report.modules
        if len(m.rules) < (150 if m.type == "base_system" else 15)
    ]
    assert small == []
    assert report.total_rules >= 1500


def test_coverage_at_least_90_percent_per_module() -> None:
    low = [f"{c.module_id}: {c.percent}%" for c in _report().coverage if c.percent < 90.0]
    assert low == []


def test_overlapping_conventions_either_conflict_or_agree() -> None:
    """Every pair of conventions defining a sequence for a common base system, with
    different meanings, is declared in conflicts_with (recomputed here from the rules)."""
    conventions = [m for m in _report().modules if m.type == "convention"]
    undeclared = set()
    for a in conventions:
        for b in conventions:
            if a.id >= b.id:
                continue
            for system in SYSTEMS:
                mine = {r.sequence: r.meaning for r in a.rules_for(system)}
                for rule in b.rules_for(system):
                    differs = mine.get(rule.sequence, rule.meaning) != rule.meaning
                    if differs and b.id not in a.conflicts_with:
                        undeclared.add((a.id, b.id))
    assert undeclared == set()


def test_puppet_stayman_replaces_stayman_on_its_roots() -> None:
    """Swapping stayman_1nt for puppet_stayman_1nt keeps 1NT-2C and 2NT-3C defined."""
    library = load_library()
    stayman = library.module("stayman_1nt")
    puppet = library.module("puppet_stayman_1nt")
    for system in SYSTEMS:
        puppet_rules = {r.sequence: r.meaning for r in puppet.rules_for(system)}
        for sequence in ("1n-(p)-2c", "2n-(p)-3c"):
            assert sequence in {r.sequence for r in stayman.rules_for(system)}
            assert puppet_rules[sequence].startswith("Puppet Stayman:")
        assert "1n-(p)-3c" not in puppet_rules  # the base system's natural 3C stays
    assert "puppet_stayman_1nt" in stayman.variants
    assert "stayman_1nt" in puppet.variants
