"""A system as a PDF document, drawn with fpdf2.

Layout (A4 portrait): the title, the base system and conventions, the definitions, then
one section per base-system heading, convention and the user's rules, in the markdown
export's order, each a PDF bookmark. A rule is its sequence in a monospaced font,
indented by its depth so the tree shows, and its meaning beside it (or under it when the
sequence is long), wrapped; a rule never straddles two pages.

Fonts: the DejaVu TrueType fonts shipped with matplotlib (installed with endplay), so
every character a meaning may hold (suit symbols, accents) is drawn; without them the
PDF core fonts are used and characters outside Latin-1 print as ``?``.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos

from library.export_model import (
    BASE,
    CONVENTION,
    USER_CUSTOM,
    SystemExport,
    normalised_definitions,
    one_line,
    section_heading,
    sections,
)
from library.sequence import depth_of

__all__ = ["to_pdf"]

_MARGIN = 15.0
_INDENT = 3.5  # mm per call of our side beyond the first
_MAX_INDENT = 8
_GAP = 3.0
_MIN_MEANING = 70.0  # mm: a narrower meaning column goes under the sequence
_LINE = 4.6


def font_dir() -> Path | None:
    """The folder of the DejaVu fonts matplotlib ships, if they are all there."""
    spec = importlib.util.find_spec("matplotlib")
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent / "mpl-data" / "fonts" / "ttf"
    names = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf")
    return folder if all((folder / name).is_file() for name in names) else None


class _Document(FPDF):
    def __init__(self, title: str) -> None:
        super().__init__(orientation="P", unit="mm", format="A4")
        self.doc_title = title
        self.set_margins(_MARGIN, _MARGIN, _MARGIN)
        self.set_auto_page_break(auto=False)
        self.widths: dict[tuple[str, str, str], float] = {}
        fonts = font_dir()
        self.unicode = fonts is not None
        if fonts is not None:
            self.add_font("body", "", str(fonts / "DejaVuSans.ttf"))
            self.add_font("body", "B", str(fonts / "DejaVuSans-Bold.ttf"))
            self.add_font("mono", "", str(fonts / "DejaVuSansMono.ttf"))
            self.body, self.mono = "body", "mono"
        else:
            self.body, self.mono = "helvetica", "courier"

    def text_of(self, text: str) -> str:
        return text if self.unicode else text.encode("latin-1", "replace").decode("latin-1")

    def footer(self) -> None:
        self.set_y(-10)
        self.set_font(self.body, "", 8)
        self.set_text_color(110)
        label = f"{self.doc_title} · page {self.page_no()}"
        self.cell(0, 5, self.text_of(label), align="C")
        self.set_text_color(0)


def _width(pdf: _Document, text: str, family: str, style: str, size: float) -> float:
    """The width in mm of ``text``, from per-character widths cached at size 1."""
    total = 0.0
    cache = pdf.widths
    for char in text:
        key = (family, style, char)
        if key not in cache:
            pdf.set_font(family, style, 1)
            cache[key] = pdf.get_string_width(char)
        total += cache[key]
    return total * size


def _wrap(pdf: _Document, text: str, width: float, family: str, size: float) -> list[str]:
    """Greedy line breaking at spaces (fpdf2's own multi_cell is far slower); a word
    wider than a line is cut where it must be."""
    lines: list[str] = []
    current, current_width = "", 0.0
    space = _width(pdf, " ", family, "", size)
    for word in text.split(" "):
        word_width = _width(pdf, word, family, "", size)
        if current and current_width + space + word_width <= width:
            current, current_width = f"{current} {word}", current_width + space + word_width
            continue
        if current:
            lines.append(current)
        current, current_width = word, word_width
        while current_width > width and len(current) > 1:
            cut = len(current) - 1
            while cut > 1 and _width(pdf, current[:cut], family, "", size) > width:
                cut -= 1
            lines.append(current[:cut])
            current = current[cut:]
            current_width = _width(pdf, current, family, "", size)
    lines.append(current)
    return lines


def _write(pdf: _Document, x: float, text: str, family: str, style: str, size: float) -> None:
    """One line of text at ``x`` on the current line, moving down one line."""
    pdf.set_font(family, style, size)
    pdf.text(x, pdf.get_y() + _LINE * 0.75, text)
    pdf.set_y(pdf.get_y() + _LINE)


def _room(pdf: _Document, height: float) -> None:
    """A new page unless ``height`` mm still fit on this one."""
    if pdf.get_y() + height > pdf.h - _MARGIN:
        pdf.add_page()


def _heading(pdf: _Document, text: str, size: float, *, bookmark: bool = True) -> None:
    _room(pdf, size * 0.5 + 3 * _LINE)
    pdf.set_y(pdf.get_y() + 2)
    if bookmark:
        pdf.start_section(pdf.text_of(text))
    pdf.set_font(pdf.body, "B", size)
    for line in _wrap(pdf, pdf.text_of(text), pdf.epw, pdf.body, size):
        pdf.set_font(pdf.body, "B", size)
        pdf.text(pdf.l_margin, pdf.get_y() + size * 0.4, line)
        pdf.set_y(pdf.get_y() + size * 0.5)
    pdf.set_y(pdf.get_y() + 1)


def _rule(pdf: _Document, sequence: str, meaning: str) -> None:
    indent = min(max(depth_of(sequence) - 1, 0), _MAX_INDENT) * _INDENT
    full = pdf.epw - indent
    size = 9.0
    while _width(pdf, sequence, pdf.mono, "", size) > full and size > 5.0:
        size -= 0.5
    seq_width = _width(pdf, sequence, pdf.mono, "", size) + _GAP
    beside = full - seq_width >= _MIN_MEANING
    meaning_x = pdf.l_margin + indent + (seq_width if beside else 2 * _INDENT)
    lines = _wrap(pdf, pdf.text_of(meaning), pdf.l_margin + pdf.epw - meaning_x, pdf.body, 9)
    _room(pdf, (len(lines) + (0 if beside else 1)) * _LINE + 0.8)
    top = pdf.get_y()
    pdf.set_text_color(20, 60, 120)
    _write(pdf, pdf.l_margin + indent, sequence, pdf.mono, "", size)
    pdf.set_text_color(0)
    if beside:
        pdf.set_y(top)
    for line in lines:
        _write(pdf, meaning_x, line, pdf.body, "", 9)
    pdf.set_y(pdf.get_y() + 0.8)


_SECTION_TITLES = {
    BASE: "{title} ({module_id})",
    CONVENTION: "Convention: {module_id}",
    USER_CUSTOM: "Our own rules (user_custom)",
}


def to_pdf(system: SystemExport) -> bytes:
    """The system as a PDF file."""
    groups = sections(system)
    definitions = normalised_definitions(system)
    title = one_line(system.name) or "Bidding system"
    pdf = _Document(title)
    pdf.set_title(pdf.text_of(title))
    pdf.set_creator("bridge-ledger")
    pdf.add_page()
    pdf.set_font(pdf.body, "B", 18)
    pdf.multi_cell(0, 9, pdf.text_of(title), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font(pdf.body, "", 10)
    conventions = ", ".join(system.conventions) or "none"
    for line in (f"Base system: {system.base}", f"Conventions: {conventions}"):
        pdf.multi_cell(0, 5.5, pdf.text_of(line), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    if definitions:
        _heading(pdf, "Definitions", 13)
        for term, text in definitions.items():
            _definition(pdf, term, text)
    for section in groups:
        _heading(pdf, section_heading(section, _SECTION_TITLES), 13)
        for rule in section.rules:
            _rule(pdf, rule.sequence, rule.meaning)
    return bytes(pdf.output())


def _definition(pdf: _Document, term: str, text: str) -> None:
    x = pdf.l_margin + 2 * _INDENT
    lines = _wrap(pdf, pdf.text_of(text), pdf.epw - 2 * _INDENT, pdf.body, 9)
    _room(pdf, (len(lines) + 1) * _LINE + 0.8)
    _write(pdf, pdf.l_margin, term, pdf.body, "B", 9)
    for line in lines:
        _write(pdf, x, line, pdf.body, "", 9)
    pdf.set_y(pdf.get_y() + 0.8)
