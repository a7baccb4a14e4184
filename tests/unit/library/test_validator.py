"""The validator over deliberately broken fixture files, and over a small good library.

The fixtures are checked against ``fixtures/mini`` (a tiny library with a base system
``sayc`` and three conventions), so these tests do not depend on the real content.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from library import LibraryError, check_library, load_library
from library.loader import check_paths
from library.model import Issue, display_path
from library.parser import parse_text

FIXTURES = Path(__file__).parent / "fixtures"
BROKEN = FIXTURES / "broken"
MINI = FIXTURES / "mini"

# file -> every expected (line, key phrase), in order
EXPECTED: dict[str, list[tuple[int, str]]] = {
    "malformed_line.md": [(12, "Malformed line; in a section of sequences")],
    "insufficient_bid.md": [
        (12, "1n-(p)-1s: 1S is insufficient after 1NT; a bid must be higher than the last bid.")
    ],
    "wrong_side.md": [(12, "1n-2d: 2D comes straight after our 1NT; the sides call in turn")],
    "double_own_side.md": [(11, "1n-(p)-x: Double would double our own side's 1NT")],
    "double_doubled.md": [(12, "(1h)-x-(p)-x: Double comes when 1H is already doubled")],
    "redouble_without_double.md": [(11, "1n-(p)-xx: Redouble comes without a double")],
    "call_after_end.md": [(11, "1n-(p)-p-(p)-2c: 2C comes after the auction has ended")],
    "duplicate_sequence.md": [
        (14, "1n-(p)-2c: duplicate sequence; it is already defined on line 11.")
    ],
    "orphan_follow_up.md": [
        (
            12,
            "1n-(p)-2c-(p)-2d-(p)-3h: its parent sequence 1n-(p)-2c-(p)-2d is not in this "
            "module, in a module it requires, or in any base system it applies to.",
        )
    ],
    "unknown_variant.md": [(9, "Unknown module id 'no_such_module' in variants")],
    "unknown_conflict.md": [(9, "Unknown module id 'no_such_module' in conflicts_with")],
    "asymmetric_conflict.md": [
        (9, "mini_stayman.md does not list 'asymmetric_conflict' in conflicts_with")
    ],
    "self_conflict.md": [(9, "a convention cannot conflict with itself")],
    "missing_id.md": [(3, "The Info section has no 'id'.")],
    "id_not_file_name.md": [(5, "The id 'not_the_file_name' is not the file name")],
    "bad_info.md": [
        (4, "Unknown type 'gadget'"),
        (7, "The version '1.0' is not MAJOR.MINOR.PATCH"),
        (8, "Info key 'version' appears twice (first on line 7)."),
        (9, "Unknown Info key 'colour'"),
        (10, "'applies_to' must be a list written [a, b, c]"),
        (11, "Malformed Info line 'Stayman over 1NT'"),
        (14, "its parent sequence 1n is not in this module"),
    ],
    "many_errors.md": [
        (12, "1n-(p)-1d: 1D is insufficient after 1NT"),
        (13, "(1h)-(p): The opponents' Pass comes straight after their own 1H"),
        (14, "its parent sequence 1n-(p)-2c-(p)-2d is not in this module"),
        (15, "Only '# Title' and '## Section' headings are allowed"),
        (16, "Malformed sequence: '1N' in '1N-(P)-2C' is not a call"),
        (17, "1n-(p)-2c: duplicate sequence; it is already defined on line 11."),
    ],
}


def test_every_broken_fixture_has_expectations() -> None:
    assert sorted(p.name for p in BROKEN.glob("*.md")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_fixture_reports_exactly_its_problems(name: str) -> None:
    path = BROKEN / name
    report = check_paths([path], context_root=MINI)
    got = [(issue.line, issue.message) for issue in report.issues]
    expected = EXPECTED[name]
    assert len(got) == len(expected), "\n".join(str(i) for i in report.issues)
    for (line, message), (want_line, phrase) in zip(got, expected, strict=True):
        assert line == want_line, message
        assert phrase in message
        assert message.endswith(".")
    for issue in report.issues:
        assert issue.path == path
        assert str(issue) == f"{display_path(path)}:{issue.line}: {issue.message}"


def test_issue_str_is_file_line_sentence() -> None:
    issue = Issue(Path.cwd() / "library" / "conventions" / "x.md", 12, "Something is wrong.")
    assert str(issue) == "library/conventions/x.md:12: Something is wrong."
    outside = Issue(Path("/elsewhere/x.md"), 3, "Bad.")
    assert str(outside) == "/elsewhere/x.md:3: Bad."


def test_mini_library_is_clean() -> None:
    report = check_library(MINI)
    assert report.issues == []
    assert report.total_rules == 23
    assert [c.module_id for c in report.coverage] == [
        "sayc", "mini_puppet", "mini_smolen", "mini_stayman",
    ]  # fmt: skip
    library = load_library(MINI)
    assert sorted(library.systems) == ["sayc"]
    assert sorted(library.conventions) == ["mini_puppet", "mini_smolen", "mini_stayman"]


def test_loaded_modules_carry_everything() -> None:
    library = load_library(MINI)
    stayman = library.module("mini_stayman")
    assert stayman.summary() == {
        "id": "mini_stayman",
        "name": "Mini Stayman",
        "version": "1.2.3",
        "type": "convention",
        "applies_to": ["sayc"],
        "variants": ["mini_puppet"],
        "conflicts_with": ["mini_puppet"],
        "requires": [],
        "rule_count": 6,
    }
    first = stayman.rules[0]
    assert (first.sequence, first.section, first.line) == ("1n-(p)-2c", "Sequences", 14)
    assert first.constraints.hcp_min == 8
    assert (first.parent, first.depth, first.call) == ("1n", 2, "2c")
    data = stayman.to_dict()
    assert data["rules"][0]["constraints"]["forcing"] == "forcing"  # type: ignore[index]
    sayc = library.module("sayc")
    assert sayc.definitions == {"limit_raise": "10-12 support points, 3+ card support"}
    assert "tiny base system" in sayc.notes
    assert [r.section for r in sayc.rules][:2] == ["Opening Bids", "Opening Bids"]
    assert sayc.rule("1h-(p)-3h").constraints.forcing == "invitational"
    smolen = library.module("mini_smolen")
    assert smolen.requires == ("mini_stayman",)
    with pytest.raises(KeyError):
        library.module("nope")
    assert "sayc" in library and "nope" not in library


def test_load_library_raises_with_every_issue(tmp_path: Path) -> None:
    (tmp_path / "systems").mkdir()
    (tmp_path / "conventions").mkdir()
    (tmp_path / "systems" / "base.md").write_text(
        "# Base\n\n## Info\ntype: base_system\nid: base\nname: Base\nversion: 1.0.0\n\n"
        "## Openings\n1n = 15-17 HCP, balanced\n1n-(p)-1c = nonsense\n1n-2c = wrong side\n"
    )
    (tmp_path / "conventions" / "conv.md").write_text(
        "# Conv\n\n## Info\ntype: convention\nid: conv\nname: Conv\nversion: 1.0.0\n"
        "applies_to: [base]\nconflicts_with: [base_two]\n\n## Sequences\n"
        "1n-(p)-2c = Stayman, 8+ HCP\n"
    )
    with pytest.raises(LibraryError) as info:
        load_library(tmp_path)
    lines = sorted((i.path.name, i.line) for i in info.value.issues)
    assert lines == [("base.md", 11), ("base.md", 12), ("conv.md", 9)]
    assert "3 problem(s)" in str(info.value)


def test_folder_and_type_must_agree(tmp_path: Path) -> None:
    (tmp_path / "systems").mkdir()
    (tmp_path / "systems" / "conv.md").write_text(
        "# Conv\n\n## Info\ntype: convention\nid: conv\nname: Conv\nversion: 1.0.0\n"
        "applies_to: []\n\n## Sequences\n1n = 15-17 HCP\n"
    )
    report = check_library(tmp_path)
    assert [i.message for i in report.issues] == [
        "A convention file is in systems/; move it to conventions/ or make its type base_system."
    ]


def test_parser_accepts_fences_rules_and_notes_anywhere() -> None:
    text = (
        "\n# Title\n\n---\n## Info\ntype: base_system\nid: x\nname: X\nversion: 1.0.0\n"
        "```\nanything = at all\n# even headings\n```\n## Notes\nfree text: anything\n"
        "1n = not a rule here\n\n## Openings\n---\n1n = 15-17 HCP, balanced\n"
    )
    parsed = parse_text(text, Path("x.md"))
    assert parsed.issues == []
    assert [r.sequence for r in parsed.rules] == ["1n"]
    assert parsed.notes == "free text: anything\n1n = not a rule here"


@pytest.mark.parametrize(
    ("text", "line", "phrase"),
    [
        ("## Info\n", 1, "must start with a '# Title'"),
        ("# A\n# B\n", 2, "A second title"),
        ("# A\nstray line\n", 2, "comes before any '## ' section"),
        ("# A\n## Info\n## Info\n", 3, "A second '## Info' section."),
        ("# A\n## Definitions\nBad Term = x\n", 3, "Malformed definition"),
        ("# A\n## Definitions\nterm = x\nterm = y\n", 4, "'term' is defined twice"),
        ("# A\n## S\n1n =\n", 3, "1n: the meaning is empty."),
        ("# A\n## S\n 1n = indented\n", 3, "Malformed line"),
        ("# A\n## S\n```\n1n = x\n", 4, "never closed"),
        ("# A\n## S\n", 1, "has no '## Info' section"),
    ],
)
def test_parser_problems(text: str, line: int, phrase: str) -> None:
    parsed = parse_text(text, Path("x.md"))
    assert any(i.line == line and phrase in i.message for i in parsed.issues), parsed.issues


def _module(kind: str, module_id: str, info: str = "", rules: str = "1n = 15-17 HCP\n") -> str:
    applies = "applies_to: [base]\n" if kind == "convention" else ""
    return (
        f"# {module_id}\n\n## Info\ntype: {kind}\nid: {module_id}\nname: {module_id}\n"
        f"version: 1.0.0\n{applies}{info}\n## Sequences\n{rules}"
    )


def test_cross_module_checks(tmp_path: Path) -> None:
    systems, conventions = tmp_path / "systems", tmp_path / "conventions"
    systems.mkdir()
    conventions.mkdir()
    (systems / "base.md").write_text(_module("base_system", "base"))
    (conventions / "a.md").write_text(
        _module("convention", "a", "requires: [base]\n", "1n-(p)-2c = Stayman, 8+ HCP\n")
    )
    (conventions / "b.md").write_text(
        _module("convention", "b", "conflicts_with: [c]\n", "1n-(p)-2d = 5+ hearts\n")
    )
    (conventions / "c.md").write_text(_module("convention", "c", "", "1n-(p)-2h = 5+ spades\n"))
    (conventions / "d.md").write_text(
        _module("convention", "d", "requires: [e]\n", "1n-(p)-2c-(p)-2d-(p)-3h = Smolen\n")
    )
    (conventions / "e.md").write_text(
        _module("convention", "e", "requires: [a]\n", "1n-(p)-2c-(p)-2d = No 4-card major\n")
    )
    (conventions / "f.md").write_text(
        "# f\n\n## Info\ntype: convention\nid: f\nname: f\nversion: 1.0.0\n"
        "applies_to: [a]\n\n## Sequences\n1n-(p)-3c = 6+ clubs\n"
    )
    messages = {(i.path.name, i.message) for i in check_library(tmp_path).issues}
    assert messages == {
        ("a.md", "'base' in requires is not a convention."),
        (
            "b.md",
            "'b' conflicts with 'c' but c.md does not list 'b' in conflicts_with; conflicts "
            "must be listed on both sides.",
        ),
        (
            "c.md",
            "b.md lists 'c' in conflicts_with but 'c' does not list 'b'; conflicts must be "
            "listed on both sides.",
        ),
        ("f.md", "'a' in applies_to is not a base system."),
    }


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    (tmp_path / "systems").mkdir()
    (tmp_path / "conventions").mkdir()
    (tmp_path / "systems" / "same.md").write_text(_module("base_system", "same"))
    (tmp_path / "conventions" / "same.md").write_text(
        _module("convention", "same", "", "1n-(p)-2c = Stayman, 8+ HCP\n").replace(
            "applies_to: [base]", "applies_to: []"
        )
    )
    issues = check_library(tmp_path).issues
    assert [(i.path.parent.name, i.line, i.message) for i in issues] == [
        (
            "conventions",
            5,
            "The id 'same' is also used by systems/same.md; ids must be unique across the library.",
        ),
        (
            "conventions",
            11,
            "1n-(p)-2c: its parent sequence 1n is not in this module, in a module it "
            "requires, or in any base system it applies to.",
        ),
    ]


def test_load_library_is_cached_until_a_file_changes(tmp_path: Path) -> None:
    (tmp_path / "systems").mkdir()
    path = tmp_path / "systems" / "base.md"
    path.write_text(_module("base_system", "base"))
    first = load_library(tmp_path)
    assert load_library(tmp_path) is first
    path.write_text(_module("base_system", "base", "", "1n = 15-17 HCP\n2n = 20-21 HCP\n"))
    second = load_library(tmp_path)
    assert second is not first
    assert len(second.module("base").rules) == 2
    with pytest.raises(TypeError):
        second.systems["x"] = second.module("base")  # type: ignore[index]


def _scoped(module_id: str, info: str, body: str) -> str:
    return (
        f"# {module_id}\n\n## Info\ntype: convention\nid: {module_id}\nname: {module_id}\n"
        f"version: 1.0.0\napplies_to: [base, other]\n{info}\n{body}"
    )


def test_overlapping_conventions_must_agree_or_conflict(tmp_path: Path) -> None:
    systems, conventions = tmp_path / "systems", tmp_path / "conventions"
    systems.mkdir()
    conventions.mkdir()
    (systems / "base.md").write_text(_module("base_system", "base"))
    (systems / "other.md").write_text(_module("base_system", "other"))
    (conventions / "a.md").write_text(
        _scoped("a", "", "## S\n1n-(p)-2c = Stayman, 8+ HCP\n1n-(p)-2d = Transfer, 5+ hearts\n")
    )
    # b: 2c differs from a (an error on both sides); 2d repeats a's meaning (layered)
    (conventions / "b.md").write_text(
        _scoped(
            "b", "", "## S\n1n-(p)-2c = Puppet Stayman, 8+ HCP\n1n-(p)-2d = Transfer, 5+ hearts\n"
        )
    )
    # c conflicts with d, so their different meanings of 2h are fine
    (conventions / "c.md").write_text(
        _scoped("c", "conflicts_with: [d]\n", "## S\n1n-(p)-2h = 5+ spades, transfer\n")
    )
    (conventions / "d.md").write_text(
        _scoped("d", "conflicts_with: [c]\n", "## S\n1n-(p)-2h = 5+ hearts, weak\n")
    )
    # e and f define 2s in sections narrowed to different base systems: no common system
    (conventions / "e.md").write_text(_scoped("e", "", "## S [base]\n1n-(p)-2s = Minor transfer\n"))
    (conventions / "f.md").write_text(
        _scoped("f", "", "## S [other]\n1n-(p)-2s = Weak, 6+ spades\n")
    )
    issues = [(i.path.name, i.line, i.message) for i in check_library(tmp_path).issues]
    assert issues == [
        (
            "a.md",
            11,
            "1n-(p)-2c: b also defines this sequence for base, other, with another meaning; "
            "conventions that can be in one system must give it the same meaning, or list "
            "each other in conflicts_with.",
        ),
        (
            "b.md",
            11,
            "1n-(p)-2c: a also defines this sequence for base, other, with another meaning; "
            "conventions that can be in one system must give it the same meaning, or list "
            "each other in conflicts_with.",
        ),
    ]
    # narrowing f to both systems makes its 2s collide with e's for base only
    (conventions / "f.md").write_text(
        _scoped("f", "", "## S [base, other]\n1n-(p)-2s = Weak, 6+ spades\n")
    )
    messages = [(i.path.name, i.message[:60]) for i in check_library(tmp_path).issues]
    assert ("e.md", "1n-(p)-2s: f also defines this sequence for base, with anoth") in messages
    assert ("f.md", "1n-(p)-2s: e also defines this sequence for base, with anoth") in messages
