"""The markdown export (seed 5.3 layout) parses back to the same rules and definitions."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from library import load_library
from library.export import (
    BASE,
    CONVENTION,
    USER_CUSTOM,
    ExportError,
    ExportRule,
    SystemExport,
    system_export_from_modules,
    to_markdown,
)
from library.system_parser import ParsedSystem, parse_system_text

SYSTEMS = ("2_1_game_force", "sayc", "precision")


def _normal(text: str) -> str:
    """What the export promises a meaning reads back as: line breaks become spaces,
    the ends are stripped (written here independently of library.export_model)."""
    out = text
    for brk in ("\r\n", "\n", "\r", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"):
        out = out.replace(brk, " ")
    return out.strip()


def _as_rows(system: SystemExport) -> set[tuple[str, str, str, str]]:
    rows = set()
    for rule in system.rules:
        module_id = {BASE: system.base, USER_CUSTOM: USER_CUSTOM}.get(
            rule.module_type, rule.module_id
        )
        rows.add((rule.module_type, module_id, rule.sequence, _normal(rule.meaning)))
    return rows


def _parsed_rows(parsed: ParsedSystem) -> set[tuple[str, str, str, str]]:
    return {(r.module_type, r.module_id, r.sequence, r.meaning) for r in parsed.rules}


def _round_trip(system: SystemExport) -> ParsedSystem:
    parsed = parse_system_text(to_markdown(system))
    assert [str(i) for i in parsed.issues] == []
    assert _parsed_rows(parsed) == _as_rows(system)
    assert len(parsed.rules) == len(system.rules)
    assert parsed.definitions == {t: _normal(d) for t, d in system.definitions}
    assert parsed.base == system.base
    assert parsed.conventions == system.conventions
    return parsed


@cache
def _every_convention_on(system_id: str) -> SystemExport:
    library = load_library()
    conventions = [c for c in library.conventions.values() if system_id in c.applies_to]
    return system_export_from_modules(library.module(system_id), conventions)


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_every_base_with_every_convention_that_applies_round_trips(system_id: str) -> None:
    system = _every_convention_on(system_id)
    library = load_library()
    applicable = [c for c in library.conventions.values() if system_id in c.applies_to]
    assert len(system.conventions) == len(applicable) >= 28
    base_rules = [r for r in system.rules if r.module_type == BASE]
    assert len(base_rules) == len(library.module(system_id).rules)
    parsed = _round_trip(system)
    assert parsed.title == library.module(system_id).name


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_each_convention_alone_round_trips(system_id: str) -> None:
    library = load_library()
    for convention in library.conventions.values():
        if system_id not in convention.applies_to:
            continue
        system = system_export_from_modules(library.module(system_id), [convention])
        system = SystemExport(system.name, system.base, system.conventions,
                              tuple(r for r in system.rules if r.module_type == CONVENTION),
                              system.definitions)  # fmt: skip
        _round_trip(system)


def test_layout_is_the_seed_5_3_layout() -> None:
    system = SystemExport(
        name="Uma + PS 2/1",
        base="2_1_game_force",
        conventions=("stayman_1nt",),
        rules=(
            ExportRule(USER_CUSTOM, USER_CUSTOM, "1n-(p)-2c-(p)-2d-(p)-2h", "MODIFIED: Weak, 5-4"),
            ExportRule(CONVENTION, "stayman_1nt", "1n-(p)-2c-(p)-2d", "No 4-card major"),
            ExportRule(CONVENTION, "stayman_1nt", "1n-(p)-2c", "Stayman, asks for 4-card major"),
            ExportRule(BASE, "2_1_game_force", "1n-(p)-3n", "To play"),
            ExportRule(BASE, "2_1_game_force", "1d", "3+ diamonds, 11-21 HCP"),
            ExportRule(BASE, "2_1_game_force", "1c", "3+ clubs, 11-21 HCP"),
            ExportRule(BASE, "2_1_game_force", "(1h)-x", "Takeout"),
        ),
        definitions=(("limit_raise", "10-12 support points, 3+ card support"),),
    )
    assert to_markdown(system) == (
        "# Uma + PS 2/1\n\n## Info\nbase: 2_1_game_force\nconventions:\n  - stayman_1nt\n\n"
        "---\n\n## Definitions\nlimit_raise = 10-12 support points, 3+ card support\n\n"
        "---\n\n## Opening Bids\n1c = 3+ clubs, 11-21 HCP\n1d = 3+ diamonds, 11-21 HCP\n\n"
        "---\n\n## After 1NT\n1n-(p)-3n = To play\n\n"
        "---\n\n## After the Opponents' 1H\n(1h)-x = Takeout\n\n"
        "---\n\n## [stayman_1nt]\n1n-(p)-2c = Stayman, asks for 4-card major\n"
        "1n-(p)-2c-(p)-2d = No 4-card major\n\n"
        "---\n\n## [user_custom]\n1n-(p)-2c-(p)-2d-(p)-2h = MODIFIED: Weak, 5-4\n"
    )
    _round_trip(system)


def test_an_override_and_the_rule_it_overrides_both_read_back() -> None:
    system = SystemExport(
        "S",
        "sayc",
        ("stayman_1nt",),
        (
            ExportRule(BASE, "sayc", "1n", "15-17 HCP"),
            ExportRule(CONVENTION, "stayman_1nt", "1n-(p)-2c", "Stayman"),
            ExportRule(USER_CUSTOM, USER_CUSTOM, "1n-(p)-2c", "Our Stayman"),
            ExportRule(USER_CUSTOM, USER_CUSTOM, "1n", "14-16 HCP"),
        ),
        (),
    )
    parsed = _round_trip(system)
    assert parsed.conventions == ("stayman_1nt",)
    assert "conventions:\n  - stayman_1nt" in to_markdown(system)


def test_no_conventions_is_an_empty_list() -> None:
    system = SystemExport("", "sayc", (), (ExportRule(BASE, "sayc", "1c", "3+ clubs"),), ())
    text = to_markdown(system)
    assert text.startswith("# Bidding system\n\n## Info\nbase: sayc\nconventions: []\n")
    assert _round_trip(system).conventions == ()


@pytest.mark.parametrize(
    ("rule", "phrase"),
    [
        (ExportRule(BASE, "sayc", "1n", "  \n "), "empty meaning"),
        (ExportRule(BASE, "sayc", "1N", "x"), "not in the library notation"),
        (ExportRule(BASE, "sayc", " 1n", "x"), "not written canonically"),
        (ExportRule("custom", "sayc", "1n", "x"), "module type 'custom'"),
        (ExportRule(CONVENTION, "Stay man", "1n", "x"), "not a convention id"),
        (ExportRule(CONVENTION, USER_CUSTOM, "1n", "x"), "not a convention id"),
    ],
)
def test_content_no_format_can_hold_is_refused(rule: ExportRule, phrase: str) -> None:
    with pytest.raises(ExportError, match=phrase):
        to_markdown(SystemExport("S", "sayc", (), (rule,), ()))


def test_a_sequence_twice_in_one_module_is_refused() -> None:
    rule = ExportRule(BASE, "sayc", "1n", "x")
    with pytest.raises(ExportError, match="appears twice"):
        to_markdown(SystemExport("S", "sayc", (), (rule, rule), ()))


def test_bad_terms_are_refused_and_a_repeated_term_keeps_the_last() -> None:
    with pytest.raises(ExportError, match="not lowercase"):
        to_markdown(SystemExport("S", "sayc", (), (), (("Bad Term", "x"),)))
    parsed = parse_system_text(
        to_markdown(SystemExport("S", "sayc", (), (), (("t", "first"), ("t", "second"))))
    )
    assert parsed.definitions == {"t": "second"}


# --- property test: generated systems with awkward meanings ----------------------------
SEQUENCES = [
    "1c", "1n", "p-(p)-1s", "(1h)-x", "(1h)-x-(p)-2s", "1n-(p)-2c", "1n-(p)-2c-(p)-2d",
    "1n-(x)-xx", "1n-(p)-2c-(x)-p-(p)-xx", "1h-(p)-2h-(p)-p", "p-(p)-p-(p)", "(1n)-2c",
    "2c-(p)-2d-(p)-2n-(p)-3c", "1s-(2h)-x-(p)-2s-(p)-p-(p)",
]  # fmt: skip
TRICKY = st.sampled_from(
    [
        "=",
        " = ",
        "#",
        "## x",
        "|",
        "`",
        "```",
        "---",
        "[x]",
        " ",
        "\n",
        "\r\n",
        "\u2028",
        "♠",
        "é",
        "x = y",
        "(p)",
        "\t",
        "\x85",
        "1n-(p)-2c = z",
        "💡",
        "# title",
    ]
)
MEANINGS = (
    st.lists(st.one_of(TRICKY, st.text(max_size=12)), min_size=1, max_size=6)
    .map("".join)
    .filter(lambda m: _normal(m) != "")
)
MODULES = st.sampled_from(
    [(BASE, "sayc"), (CONVENTION, "stayman_1nt"), (CONVENTION, "x_1"), (USER_CUSTOM, "mine")]
)


@st.composite
def systems(draw: st.DrawFn) -> SystemExport:
    keys = draw(st.lists(st.tuples(MODULES, st.sampled_from(SEQUENCES)), unique=True, max_size=25))
    rules = tuple(ExportRule(t, m, seq, draw(MEANINGS)) for (t, m), seq in keys)
    conventions = tuple(sorted({r.module_id for r in rules if r.module_type == CONVENTION}))
    terms = draw(
        st.lists(st.from_regex(r"[a-z0-9_]{1,10}", fullmatch=True), unique=True, max_size=5)
    )
    definitions = tuple((t, draw(MEANINGS)) for t in terms)
    return SystemExport(draw(st.text(max_size=20)), "sayc", conventions, rules, definitions)


@settings(max_examples=150, deadline=None)
@given(systems())
def test_generated_systems_round_trip(system: SystemExport) -> None:
    parsed = _round_trip(system)
    assert parsed.title == (_normal(system.name) or "Bidding system")


def test_awkward_meanings_read_back_exactly() -> None:
    meanings = ["= leading equals", "a # b | c `d` ```e", "  padded  ", "two\nlines", "♠ é 💡"]
    rules = tuple(
        ExportRule(USER_CUSTOM, USER_CUSTOM, s, m)
        for s, m in zip(SEQUENCES[:5], meanings, strict=True)
    )
    parsed = parse_system_text(to_markdown(SystemExport("S", "sayc", (), rules, ())))
    assert {r.sequence: r.meaning for r in parsed.rules} == {
        "1c": "= leading equals",
        "1n": "a # b | c `d` ```e",
        "p-(p)-1s": "padded",
        "(1h)-x": "two lines",
        "(1h)-x-(p)-2s": "♠ é 💡",
    }
