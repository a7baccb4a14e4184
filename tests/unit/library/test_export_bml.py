"""The BML export: read back with a small reader that follows Kungsgeten/bml's bml.py and
bml2bss.py (elements split by blank lines, rows nested by indentation, root lines ending
in dashes, implied opponents' passes in uncontested tables), every rule is there."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from library import load_library
from library.export import (
    BASE,
    CONVENTION,
    USER_CUSTOM,
    ExportRule,
    SystemExport,
    system_export_from_modules,
    to_bml,
)

# --- a BML reader, after bml.py / bml2bss.py ----------------------------------------------


@dataclass
class Node:
    bid: str
    desc: str
    indentation: int
    parent: Node | None = None
    children: list[Node] = field(default_factory=list)

    @property
    def bidrepr(self) -> str:
        bid = re.sub(r"[-;]", "", self.bid).replace("NT", "N")
        bids = re.findall(r"\d[A-Za-z]+", bid)
        return "P".join(bids) if bids and "(" not in bid else bid

    def path(self) -> list[str]:
        if self.parent is None or self.parent.bid == "root":
            return [self.bidrepr]
        return [*self.parent.path(), self.bidrepr]


def _bidtree(text: str) -> Node:
    text = re.sub(r"^\s*#\s*BIDTABLE\s*\n", "", text)
    root = Node("root", "root", -1)
    last = root
    for row in text.split("\n"):
        if not row.strip():
            continue
        indentation = len(row) - len(row.lstrip())
        bid, _, rest = row.strip().partition(" ")
        desc = re.sub(r"^=\s*", "", rest.strip())
        while indentation < last.indentation:
            assert last.parent is not None
            last = last.parent
        parent = last if indentation > last.indentation else last.parent
        assert parent is not None
        node = Node(bid, desc, indentation, parent)
        parent.children.append(node)
        last = node
    return root


def _bss(
    children: list[Node], found: list[tuple[bool, str, str, str]], heading: str, root: list[str]
) -> None:
    """bml2bss's systemdata_bidtable; ``root`` holds its global ``rootsequence``."""
    for node in children:
        plain = re.sub(r"[-;]", "", node.bid)
        sequence = node.path()
        if len(plain) < len(node.bid):
            root[0] = ""
        if root[0]:
            sequence = [root[0], *sequence]
        contested = "(" in "".join(sequence)
        text = ("".join(sequence) if contested else "P".join(sequence)).replace("(", "")
        text = text.replace(")", "")
        if node.desc:
            found.append((sequence[0][0] != "(", text, node.desc, heading))
        if len(plain) < len(node.bid):
            root[0] = node.bidrepr
        _bss(node.children, found, heading, root)


def read_bml(text: str) -> tuple[dict[str, str], list[tuple[bool, str, str, str]]]:
    """(metadata, [(we open, Full Disclosure sequence, description, heading)])."""
    text = re.sub(r"//.*", "", text)
    meta: dict[str, str] = {}
    found: list[tuple[bool, str, str, str]] = []
    heading = ""
    for element in re.split(r"(?:[ ]*\n){2,}", text):
        if not element.strip():
            continue
        if element.startswith("*"):
            heading = element.lstrip("*").strip()
        elif element.startswith("#+"):
            key, _, value = element[2:].partition(":")
            meta[key] = value.strip()
        elif element.startswith("-"):
            continue
        else:
            assert re.match(r"^\s*(\(?\d[A-Za-z]+|#)", element), element[:60]
            _bss(_bidtree(element).children, found, heading, [""])
    return meta, found


def _library_sequence(we_open: bool, bss: str) -> str:
    """A Full Disclosure sequence back in the library notation."""
    tokens = re.findall(r"\d[CDHSN]|P|D|R", bss)
    assert "".join(tokens) == bss
    names = {"P": "p", "D": "x", "R": "xx"}
    out = []
    for index, token in enumerate(tokens):
        call = names.get(token, token.lower())
        theirs = (index % 2 == 1) if we_open else (index % 2 == 0)
        out.append(f"({call})" if theirs else call)
    return "-".join(out)


def _expected_text(meaning: str) -> str:
    one = " ".join(meaning.splitlines()).strip()
    while "//" in one:
        one = one.replace("//", "/ /")
    return one


def _check(system: SystemExport) -> list[tuple[bool, str, str, str]]:
    _, found = read_bml(to_bml(system))
    got = Counter((_library_sequence(w, s), d) for w, s, d, _ in found)
    want = Counter((r.sequence, _expected_text(r.meaning)) for r in system.rules)
    assert got == want
    return found


# --- tests ----------------------------------------------------------------------------
@pytest.mark.parametrize("system_id", ["2_1_game_force", "sayc", "precision"])
def test_every_rule_of_a_full_system_is_in_the_bml(system_id: str) -> None:
    library = load_library()
    conventions = [c for c in library.conventions.values() if system_id in c.applies_to]
    system = system_export_from_modules(library.module(system_id), conventions, "Full")
    found = _check(system)
    assert len(found) == len(system.rules) > 3000


def test_a_small_system_in_bml() -> None:
    system = SystemExport(
        name="Our 2/1",
        base="sayc",
        conventions=("stayman_1nt",),
        rules=(
            ExportRule(BASE, "sayc", "1n", "15-17 HCP, balanced"),
            ExportRule(BASE, "sayc", "p-(p)-1s", "Third seat, 5+ spades"),
            ExportRule(CONVENTION, "stayman_1nt", "1n-(p)-2c", "Stayman"),
            ExportRule(CONVENTION, "stayman_1nt", "1n-(p)-2c-(p)-2d", "No major"),
            ExportRule(CONVENTION, "stayman_1nt", "1n-(p)-2c-(x)-xx", "Clubs, to play"),
            ExportRule(CONVENTION, "stayman_1nt", "1n-(p)-2c-(x)-p", "No stopper"),
            ExportRule(CONVENTION, "stayman_1nt", "1n-(p)-2c-(x)-p-(p)-2n", "Invitational"),
            ExportRule(USER_CUSTOM, USER_CUSTOM, "1n", "14-16 HCP // weak"),
        ),
        definitions=(("garbage", "2C then pass"),),
    )
    assert to_bml(system) == (
        "#+TITLE: Our 2/1\n\n"
        "#+DESCRIPTION: Base system sayc; conventions: stayman_1nt\n\n"
        "* Definitions\n\n- garbage :: 2C then pass\n\n"
        "* Own rules (user_custom)\n\n1N = 14-16 HCP / / weak\n\n"
        "* Convention stayman_1nt\n\n"
        "1N-(P)-2C-(D)---\nP = No stopper\n  (P)\n    2N = Invitational\nR = Clubs, to play\n\n"
        "1N---\n2C = Stayman\n  2D = No major\n\n"
        "* sayc: Opening Bids\n\n#BIDTABLE\nP-(P)---\n1S = Third seat, 5+ spades\n\n"
        "1N = 15-17 HCP, balanced\n"
    )
    meta, found = read_bml(to_bml(system))
    assert meta == {
        "TITLE": "Our 2/1",
        "DESCRIPTION": "Base system sayc; conventions: stayman_1nt",
    }
    # BML keeps the first definition of a sequence: the user's 1NT comes first
    assert next(d for _, s, d, _ in found if s == "1N") == "14-16 HCP / / weak"
    assert ("1NP2CDPP2N", "Invitational") in [(s, d) for _, s, d, _ in found]
    _check(system)


SEQUENCES = [
    "1c", "1n", "p-(p)-1s", "(1h)-x", "(1h)-x-(p)-2s", "1n-(p)-2c", "1n-(p)-2c-(p)-2d",
    "1n-(x)-xx", "1n-(p)-2c-(x)-p-(p)-xx", "1h-(p)-2h-(p)-p", "(1n)-2c", "(1n)-2c-(p)-2d",
    "2c-(p)-2d-(p)-2n-(p)-3c", "1s-(2h)-x-(p)-2s-(p)-p-(p)", "(p)-1c", "1n-(p)-2c-(p)",
    "p-(1h)-x", "(1h)",
]  # fmt: skip
MEANINGS = st.lists(
    st.one_of(st.sampled_from(["//", "/", "=", " ", "\n", "(P)", "#HIDE", "* x", "♠"]),
              st.text(max_size=8)),
    min_size=1, max_size=5,
).map("".join).filter(lambda m: _expected_text(m) != "")  # fmt: skip
MODULES = st.sampled_from([(BASE, "sayc"), (CONVENTION, "a"), (USER_CUSTOM, "mine")])


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.tuples(MODULES, st.sampled_from(SEQUENCES)), unique=True, max_size=20), st.data()
)
def test_generated_rule_sets_are_all_in_the_bml(
    keys: list[tuple[tuple[str, str], str]], data: st.DataObject
) -> None:
    rules = tuple(ExportRule(t, m, s, data.draw(MEANINGS)) for (t, m), s in keys)
    _check(SystemExport("S", "sayc", ("a",), rules, ()))
