"""The PDF export: a PDF library reads it, and its text holds every sequence and meaning."""

from __future__ import annotations

import io
from functools import cache

import pytest
from pypdf import PdfReader

from library import load_library
from library.export import (
    BASE,
    CONVENTION,
    USER_CUSTOM,
    ExportError,
    ExportRule,
    SystemExport,
    system_export_from_modules,
    to_pdf,
)


def _squash(text: str) -> str:
    return " ".join(text.split())


@cache
def _system() -> SystemExport:
    library = load_library()
    names = ("stayman_1nt", "jacoby_transfers_1nt", "cappelletti", "rkcb_1430", "xyz")
    system = system_export_from_modules(
        library.module("sayc"), [library.module(n) for n in names], "Uma + PS: SAYC"
    )
    own = (
        ExportRule(USER_CUSTOM, USER_CUSTOM, "1n-(p)-2c", "Our Stayman ♠♥♦♣, garçon: 8+ HCP"),
        ExportRule(USER_CUSTOM, USER_CUSTOM, "1s-(p)-2n", "Jacoby 2NT " + "very long " * 40),
    )
    return SystemExport(system.name, system.base, system.conventions, system.rules + own,
                        system.definitions)  # fmt: skip


@cache
def _pdf() -> tuple[PdfReader, str]:
    data = to_pdf(_system())
    assert data.startswith(b"%PDF-")
    reader = PdfReader(io.BytesIO(data))
    text = "\n".join(page.extract_text() for page in reader.pages)
    return reader, text


def test_pdf_parses_and_holds_every_sequence_and_meaning() -> None:
    reader, text = _pdf()
    system = _system()
    assert len(reader.pages) > 20
    flat = _squash(text)
    missing = [
        (r.sequence, r.meaning)
        for r in system.rules
        if r.sequence not in flat or _squash(r.meaning) not in flat
    ]
    assert missing == []
    for term, definition in system.definitions:
        assert term in flat and _squash(definition) in flat
    assert "Base system: sayc" in flat
    assert "Conventions: stayman_1nt, jacoby_transfers_1nt, cappelletti, rkcb_1430, xyz" in flat
    assert reader.metadata is not None and reader.metadata.title == "Uma + PS: SAYC"


def test_pdf_bookmarks_are_the_sections_in_markdown_order() -> None:
    reader, _ = _pdf()
    titles = [item.title for item in reader.outline if not isinstance(item, list)]
    assert titles[0] == "Definitions"
    assert titles[1] == "Opening Bids (sayc)"
    conventions = [t for t in titles if t and t.startswith("Convention: ")]
    assert conventions == [
        "Convention: stayman_1nt",
        "Convention: jacoby_transfers_1nt",
        "Convention: cappelletti",
        "Convention: rkcb_1430",
        "Convention: xyz",
    ]
    assert titles[-1] == "Our own rules (user_custom)"


def test_every_page_has_its_number() -> None:
    reader, _ = _pdf()
    for number, page in enumerate(reader.pages, start=1):
        assert f"Uma + PS: SAYC · page {number}" in page.extract_text()


def test_a_tiny_system_and_bad_content() -> None:
    tiny = SystemExport(
        "", "sayc", ("x",), (ExportRule(BASE, "sayc", "1c", "3+ clubs"),
                             ExportRule(CONVENTION, "x", "1c-(p)-1d", "4+ diamonds")), ()
    )  # fmt: skip
    reader = PdfReader(io.BytesIO(to_pdf(tiny)))
    assert len(reader.pages) == 1
    text = _squash(reader.pages[0].extract_text())
    assert "Bidding system" in text and "1c-(p)-1d" in text and "4+ diamonds" in text
    with pytest.raises(ExportError, match="empty meaning"):
        to_pdf(SystemExport("S", "sayc", (), (ExportRule(BASE, "sayc", "1c", " "),), ()))
