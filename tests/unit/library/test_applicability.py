"""Per-section applicability: ``## Heading [system, ...]`` narrows a convention's applies_to.

The fixtures in ``fixtures/applicability`` are a tiny library with a natural-1C base system
``sayc``, a strong-1C ``precision``, an unrelated ``other`` and one convention,
``checkback``, whose 1C lines apply to ``sayc`` only. The broken files there are checked
against that library. The last tests look at the real library content.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from library import Library, check_library, load_library
from library.loader import check_paths
from library.model import display_path
from library.parser import SectionScope, parse_text

FIXTURES = Path(__file__).parent / "fixtures" / "applicability"
SMALL = FIXTURES / "library"
BROKEN = FIXTURES / "broken"

NATURAL_1C = ("2_1_game_force", "sayc")
# conventions whose lines after our natural 1C opening are restricted to SAYC and 2/1
CLUB_CONVENTIONS = [
    "new_minor_forcing", "xyz", "fourth_suit_forcing", "soloway_jump_shifts",
    "inverted_minors", "negative_doubles", "support_doubles", "splinters",
]  # fmt: skip


def _convention(body: str, applies_to: str = "[sayc, precision]") -> str:
    return (
        "# C\n\n## Info\ntype: convention\nid: c\nname: C\nversion: 1.0.0\n"
        f"applies_to: {applies_to}\n\n{body}"
    )


# --- the format -------------------------------------------------------------------------
def test_suffix_parses_into_section_and_systems() -> None:
    text = _convention(
        "## After a natural 1C opening [sayc, 2_1_game_force]\n"
        "1c-(p)-1h-(p)-1n = 12-14 HCP, balanced\n\n"
        "## After 1D\n1d-(p)-1h-(p)-1n = 12-14 HCP, balanced\n",
        "[2_1_game_force, sayc, precision]",
    )
    parsed = parse_text(text, Path("c.md"))
    assert parsed.issues == []
    first, second = parsed.rules
    assert (first.section, first.systems) == (
        "After a natural 1C opening",
        ("sayc", "2_1_game_force"),
    )
    assert (second.section, second.systems) == ("After 1D", ())
    assert parsed.scopes == [
        SectionScope("After a natural 1C opening", 10, ("sayc", "2_1_game_force"))
    ]
    # effective lists keep applies_to order; no list means all of applies_to
    assert parsed.effective_systems(first.systems) == ("2_1_game_force", "sayc")
    assert parsed.effective_systems(second.systems) == ("2_1_game_force", "sayc", "precision")


def test_headings_without_a_trailing_list_are_unchanged() -> None:
    text = _convention("## 1C-1D-1H-1S (natural)\n1c-(p)-1d-(p)-1h-(p)-1s = 4+ spades\n")
    parsed = parse_text(text, Path("c.md"))
    assert parsed.issues == [] and parsed.scopes == []
    assert parsed.rules[0].section == "1C-1D-1H-1S (natural)"
    assert parsed.rules[0].systems == ()


@pytest.mark.parametrize(
    ("heading", "phrase"),
    [
        ("## Natural 1C []", "list of base systems is empty"),
        ("## Natural 1C [sayc, Precision]", "'Precision' in the section's [..] list is not"),
        ("## Natural 1C [sayc, sayc]", "'sayc' is listed twice in the section's [..] list."),
        ("## [sayc]", "The section heading is empty."),
        ("## Notes [sayc]", "'## Notes' cannot be restricted to base systems"),
        ("## Definitions [sayc]", "'## Definitions' cannot be restricted to base systems"),
    ],
)
def test_malformed_lists_are_reported_at_the_heading(heading: str, phrase: str) -> None:
    parsed = parse_text(_convention(f"{heading}\n"), Path("c.md"))
    assert [(i.line, phrase in i.message) for i in parsed.issues] == [(10, True)], parsed.issues


# --- validation against a library -------------------------------------------------------
# file -> every expected (line, message)
EXPECTED: dict[str, list[tuple[int, str]]] = {
    "unknown_system.md": [
        (
            10,
            "Unknown base system 'no_such_system' in the section heading '## Natural 1C'; "
            "there is no no_such_system.md in library/systems.",
        )
    ],
    "outside_applies_to.md": [
        (
            13,
            "'other' in the section heading '## Natural 1C' is not in applies_to "
            "[sayc, precision]; a section can only narrow the module's applies_to.",
        )
    ],
    "not_a_base_system.md": [
        (10, "'checkback' in the section heading '## Natural 1C' is not a base system.")
    ],
    "scoped_base_system.md": [
        (
            9,
            "'## Opening Bids' names base systems, but a base system's sections always apply "
            "to the system itself; the [..] list is only for conventions.",
        )
    ],
    "parent_in_other_system.md": [
        (
            14,
            "1c-(p)-1h-(p)-1n-(p)-2d: its parent sequence 1c-(p)-1h-(p)-1n applies only to "
            "sayc, but this rule applies to precision; narrow the rule's section to systems "
            "its parent applies to.",
        ),
        (
            18,
            "1c-(p)-1d-(p)-1h-(p)-1s: its parent sequence 1c-(p)-1d-(p)-1h applies only to "
            "precision, but this rule applies to sayc; narrow the rule's section to systems "
            "its parent applies to.",
        ),
    ],
}


def test_every_broken_fixture_has_expectations() -> None:
    assert sorted(p.name for p in BROKEN.glob("*.md")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_fixture_reports_file_line_errors(name: str) -> None:
    path = BROKEN / name
    report = check_paths([path], context_root=SMALL)
    assert [(i.line, i.message) for i in report.issues] == EXPECTED[name]
    for issue in report.issues:
        assert issue.path == path
        assert str(issue) == f"{display_path(path)}:{issue.line}: {issue.message}"


def test_small_library_is_clean_and_rules_carry_their_systems() -> None:
    report = check_library(SMALL)
    assert report.issues == []
    library = load_library(SMALL)
    checkback = library.module("checkback")
    assert checkback.rule("1c-(p)-1h-(p)-1n").applies_to == ("sayc",)
    assert checkback.rule("1c-(p)-1h-(p)-1n").section == "Opener's 1NT Rebid"
    assert checkback.rule("1c-(p)-1h-(p)-1n-(p)-2d").section == "1C-1H-1NT"
    assert checkback.rule("1d-(p)-1h-(p)-1n").applies_to == ("sayc", "precision")
    assert checkback.rule("1c-(p)-1h-(p)-2h").applies_to == ("precision",)
    data = checkback.rule("1c-(p)-1h-(p)-1n-(p)-2d").to_dict()
    assert data["applies_to"] == ["sayc"]
    rules = checkback.to_dict()["rules"]
    assert isinstance(rules, list)
    assert rules[-1]["applies_to"] == ["precision"]


def test_rules_for_one_base_system() -> None:
    library = load_library(SMALL)
    checkback = library.module("checkback")
    assert [r.sequence for r in checkback.rules_for("sayc")] == [
        "1c-(p)-1h-(p)-1n",
        "1d-(p)-1h-(p)-1n",
        "1c-(p)-1h-(p)-1n-(p)-2d",
        "1c-(p)-1h-(p)-1n-(p)-2d-(p)-2h",
        "1d-(p)-1h-(p)-1n-(p)-2c",
    ]
    assert [r.sequence for r in checkback.rules_for("precision")] == [
        "1d-(p)-1h-(p)-1n",
        "1d-(p)-1h-(p)-1n-(p)-2c",
        "1c-(p)-1h-(p)-2h",
    ]
    assert checkback.rules_for("other") == ()
    sayc = library.module("sayc")
    assert sayc.rules_for("sayc") == sayc.rules
    assert sayc.rules_for("precision") == ()
    assert all(rule.applies_to == ("sayc",) for rule in sayc.rules)


# --- the real library -------------------------------------------------------------------
@cache
def _real() -> Library:
    return load_library()


def test_real_new_minor_forcing_rules_for_each_system() -> None:
    nmf = _real().module("new_minor_forcing")
    assert not [r.sequence for r in nmf.rules_for("precision") if r.sequence.startswith("1c")]
    assert [r.sequence for r in nmf.rules_for("precision") if r.sequence.startswith("1d")]
    for system_id in NATURAL_1C:
        sequences = {r.sequence for r in nmf.rules_for(system_id)}
        assert "1c-(p)-1h-(p)-1n-(p)-2d" in sequences
        assert "1d-(p)-1s-(p)-1n-(p)-2c" in sequences
    assert nmf.rule("1c-(p)-1h-(p)-1n-(p)-2d").applies_to == NATURAL_1C


@pytest.mark.parametrize("convention_id", CLUB_CONVENTIONS)
def test_real_natural_club_lines_stay_out_of_precision(convention_id: str) -> None:
    module = _real().module(convention_id)
    assert [r.sequence for r in module.rules_for("precision") if r.sequence.startswith("1c")] == []
    for system_id in NATURAL_1C:
        assert any(r.sequence.startswith("1c") for r in module.rules_for(system_id))
    assert module.rules_for("precision"), "the 1D/1H/1S lines still apply to Precision"


def test_real_every_rule_has_applies_to() -> None:
    for module in _real().modules():
        for rule in module.rules:
            assert rule.applies_to, f"{module.id}:{rule.line}"
            if module.type == "base_system":
                assert rule.applies_to == (module.id,)
            else:
                assert set(rule.applies_to) <= set(module.applies_to), f"{module.id}:{rule.line}"


def test_real_redundant_remarks_are_gone() -> None:
    left = [
        f"{module.id}:{rule.line}"
        for module in _real().modules()
        for rule in module.rules
        if "SAYC and 2/1 only" in rule.meaning
    ]
    assert left == []


def test_real_parents_exist_in_every_system_a_rule_applies_to() -> None:
    """Stricter than the validator: no narrowed parent is left with a wider follow-up."""
    library = _real()
    missing = []
    for module in library.conventions.values():
        for rule in module.rules:
            if rule.parent is None:
                continue
            for system_id in rule.applies_to:
                available = {r.sequence for r in module.rules_for(system_id)}
                available |= {r.sequence for r in library.module(system_id).rules}
                for required in module.requires:
                    available |= {r.sequence for r in library.module(required).rules_for(system_id)}
                if rule.parent not in available:
                    missing.append(f"{module.id}:{rule.line} {rule.sequence} in {system_id}")
    assert missing == []
