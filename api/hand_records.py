"""Hand records as a PDF, as directors hand them out after a session: each board's deal
around a compass, its double-dummy table and par (fpdf2, the DejaVu fonts matplotlib
ships, so the suit symbols print; core fonts and letters otherwise)."""

from __future__ import annotations

from collections.abc import Sequence

from fpdf import FPDF

from domain.rules.cards import SEAT_ORDER, Seat, Suit, sort_hand
from domain.rules.hand_record import STRAINS, HandRecord
from library.export_pdf import font_dir

_PER_PAGE = 3
_SYMBOLS = {Suit.S: "♠", Suit.H: "♥", Suit.D: "♦", Suit.C: "♣"}
_RED = (200, 0, 0)


class Sheet(FPDF):
    def __init__(self, title: str) -> None:
        super().__init__(orientation="P", unit="mm", format="A4")
        self.sheet_title = title
        self.set_margins(14, 12, 14)
        self.set_auto_page_break(auto=False)
        fonts = font_dir()
        self.unicode = fonts is not None
        if fonts is not None:
            self.add_font("body", "", str(fonts / "DejaVuSans.ttf"))
            self.add_font("body", "B", str(fonts / "DejaVuSans-Bold.ttf"))
            self.body = "body"
        else:
            self.body = "helvetica"

    def footer(self) -> None:
        self.set_y(-10)
        self.set_font(self.body, "", 8)
        self.cell(0, 5, f"{self.sheet_title} · page {self.page_no()}", align="C")


def hand_records_pdf(records: Sequence[HandRecord], title: str) -> bytes:
    sheet = Sheet(title)
    add_hand_record_pages(sheet, records, title)
    return bytes(sheet.output())


def add_hand_record_pages(sheet: Sheet, records: Sequence[HandRecord], title: str) -> None:
    """Three boards a page, each page headed by `title`."""
    for index, record in enumerate(records):
        if index % _PER_PAGE == 0:
            sheet.add_page()
            sheet.set_font(sheet.body, "B", 13)
            sheet.cell(0, 7, title, new_x="LMARGIN", new_y="NEXT")
        _board(sheet, record, top=22 + (index % _PER_PAGE) * 88)


def _board(sheet: Sheet, record: HandRecord, top: float) -> None:
    left = sheet.l_margin
    sheet.set_draw_color(160)
    sheet.line(left, top - 2, sheet.w - sheet.r_margin, top - 2)
    sheet.set_xy(left, top)
    sheet.set_font(sheet.body, "B", 11)
    sheet.cell(60, 6, f"Board {record.board_number}")
    sheet.set_xy(left, top + 6)
    sheet.set_font(sheet.body, "", 9)
    sheet.cell(60, 5, f"Dealer {record.dealer.value} · Vul {record.vulnerability.value}")
    places = {Seat.N: (left + 38, top), Seat.W: (left, top + 28), Seat.E: (left + 76, top + 28),
              Seat.S: (left + 38, top + 56)}  # fmt: skip
    for seat in SEAT_ORDER:
        x, y = places[seat]
        _hand(sheet, record, seat, x, y + (10 if seat is Seat.N else 0))
    _table(sheet, record, left + 118, top + 4)


def _hand(sheet: Sheet, record: HandRecord, seat: Seat, x: float, y: float) -> None:
    cards = sort_hand(record.deal.hand(seat))
    sheet.set_xy(x, y)
    sheet.set_font(sheet.body, "B", 9)
    sheet.cell(34, 4.5, seat.value)
    for row, suit in enumerate((Suit.S, Suit.H, Suit.D, Suit.C)):
        ranks = "".join(str(card)[1:] for card in cards if card.suit is suit) or "—"
        sheet.set_xy(x, y + 4.5 * (row + 1))
        sheet.set_font(sheet.body, "", 9)
        if suit in (Suit.H, Suit.D):
            sheet.set_text_color(*_RED)
        sheet.cell(5, 4.5, _SYMBOLS[suit] if sheet.unicode else suit.value)
        sheet.set_text_color(0)
        sheet.cell(29, 4.5, ranks.replace("T", "10") if sheet.unicode else ranks)


def _table(sheet: Sheet, record: HandRecord, x: float, y: float) -> None:
    sheet.set_font(sheet.body, "B", 9)
    sheet.set_xy(x, y)
    sheet.cell(50, 5, "Double dummy (tricks)")
    headings = [_SYMBOLS[Suit(s)] if sheet.unicode and s != "NT" else s for s in STRAINS]
    sheet.set_xy(x, y + 6)
    sheet.cell(8, 5, "")
    for heading in headings:
        sheet.cell(9, 5, heading, align="C")
    sheet.set_font(sheet.body, "", 9)
    for row, seat in enumerate((Seat.N, Seat.S, Seat.E, Seat.W)):
        sheet.set_xy(x, y + 11 + 5 * row)
        sheet.cell(8, 5, seat.value)
        for strain in STRAINS:
            sheet.cell(9, 5, str(record.table.tricks[seat][strain]), align="C")
    sheet.set_xy(x, y + 34)
    sheet.set_font(sheet.body, "B", 9)
    sheet.cell(12, 5, "Par")
    sheet.set_font(sheet.body, "", 9)
    score = record.par.ns_score
    sheet.cell(50, 5, f"NS {score:+d}" if score else "0")
    sheet.set_xy(x, y + 39)
    sheet.multi_cell(62, 4.5, ", ".join(record.par.contracts))
