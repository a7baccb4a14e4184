"""The README's tables and links point at things that exist, so they cannot go stale: every
path in backquotes in a table of README.md is a file or folder of the repository, every
Law module of domain/rules is named in the README's table of Laws, and every relative
link of the README and of docs/*.md leads to a file (and to a heading, when it names one)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
PATH_IN_BACKQUOTES = re.compile(r"`([\w.-]+(?:/[\w.-]*)+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def prose(markdown: str) -> str:
    """The text outside fenced code blocks (a `# comment` in a script is no heading)."""
    return FENCE.sub("", markdown)


def table_paths(markdown: str) -> list[str]:
    """Every path written in backquotes in a table row: `a/b.py`, `api/static/`."""
    rows = [line for line in prose(markdown).splitlines() if line.lstrip().startswith("|")]
    return [path for row in rows for path in PATH_IN_BACKQUOTES.findall(row)]


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as -."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(markdown: str) -> set[str]:
    return {
        slug(line.lstrip("#"))
        for line in prose(markdown).splitlines()
        if re.match(r"#{1,6} ", line)
    }


def heading_anchors(linked: Path, anchor: str) -> set[str]:
    """The anchors a link may name in the file it leads to (any, for no anchor or no .md)."""
    if not anchor or linked.suffix != ".md":
        return {anchor}
    return anchors(linked.read_text())


def broken_links(document: Path) -> list[str]:
    """The relative links of a markdown file that lead nowhere."""
    broken = []
    for target in LINK.findall(prose(document.read_text())):
        if re.match(r"[a-z]+:", target):
            continue  # http:, https:, mailto: lead outside the repository
        file_part, _, anchor = target.partition("#")
        linked = (document.parent / file_part).resolve() if file_part else document
        if not linked.exists() or anchor not in heading_anchors(linked, anchor):
            broken.append(target)
    return broken


def test_the_checks_find_what_is_missing() -> None:
    sample = (
        "| Law | rule |\n|---|---|\n| 64 | `domain/rules/law64.py`, `domain/rules/law99.py` |\n"
        "Prose `domain/nowhere.py` is no table.\n```\n| `in/a/fence.py` |\n```\n"
    )
    assert table_paths(sample) == ["domain/rules/law64.py", "domain/rules/law99.py"]
    assert slug("Hand records in and out: PBN and LIN") == "hand-records-in-and-out-pbn-and-lin"
    assert slug("Sessions, rubbers and Chicago") == "sessions-rubbers-and-chicago"


def test_every_path_in_the_readmes_tables_exists() -> None:
    paths = table_paths(README.read_text())
    assert len(paths) > 40, "the README's tables name too few paths: were they removed?"
    missing = [path for path in paths if not (ROOT / path).exists()]
    assert missing == [], f"README.md's tables name paths that do not exist: {missing}"


def test_the_law_table_names_every_law_module_and_where_law_64_and_matchpoints_live() -> None:
    named = set(table_paths(README.read_text()))
    laws = (ROOT / "domain/rules").glob("law*.py")
    modules = sorted(path.relative_to(ROOT).as_posix() for path in laws)
    assert modules, "domain/rules has no law*.py module"
    assert [m for m in modules if m not in named] == []
    rows = [line for line in README.read_text().splitlines() if line.startswith("| ")]
    assert any(row.startswith("| 64 |") and "`domain/rules/law64.py`" in row for row in rows)
    assert any("matchpoints" in row and "`domain/rules/matchpoints.py`" in row for row in rows)


@pytest.mark.parametrize(
    "document",
    [README, *sorted((ROOT / "docs").glob("*.md"))],
    ids=lambda path: path.relative_to(ROOT).as_posix(),
)
def test_every_relative_link_leads_somewhere(document: Path) -> None:
    assert broken_links(document) == []
