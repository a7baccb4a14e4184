"""A session's published results as a PDF (docs/contract.md "Published results"): the
ranking, each board's traveller, then the hand records as api/hand_records.py draws them
(fpdf2, DejaVu fonts where matplotlib ships them)."""

from __future__ import annotations

from api.hand_records import Sheet, add_hand_record_pages
from interchange.published import PublishedResults, TravellerRow, figure

_ROW = 5.0
_BOTTOM = 16.0  # room kept for the footer


def published_pdf(results: PublishedResults) -> bytes:
    sheet = Sheet(results.name)
    sheet.add_page()
    sheet.set_font(sheet.body, "B", 14)
    sheet.cell(0, 8, results.name, new_x="LMARGIN", new_y="NEXT")
    sheet.set_font(sheet.body, "", 9)
    sheet.cell(0, 5, f"{results.date} · {results.scoring} · {len(results.boards)} boards",
               new_x="LMARGIN", new_y="NEXT")  # fmt: skip
    _heading(sheet, "Ranking")
    percent = results.scoring != "IMP"
    head = ["Rank", "Pair", "Names", "Total", *(["%"] if percent else []), "Boards"]
    widths = [14.0, 16.0, 80.0, 22.0, *([20.0] if percent else []), 16.0]
    _row(sheet, head, widths, bold=True)
    for line in results.ranking:
        cells = [str(line.rank), line.pair, line.names or "", figure(line.total),
                 *([figure(line.percent or 0.0)] if percent else []), str(line.boards)]  # fmt: skip
        _row(sheet, cells, widths)
    for penalty in results.penalties:  # Law 90: under the ranking, whose totals are after them
        _room(sheet, _ROW)
        sheet.set_font(sheet.body, "", 9)
        sheet.multi_cell(0, _ROW, penalty.note(results.scoring), new_x="LMARGIN", new_y="NEXT")
    imps = results.scoring == "IMP"
    for board in results.boards:
        # A Lead column where a line shows its opening lead (as the HTML page has it).
        leads = any(row.lead for row in board.rows)
        points = ["IMPs NS", "IMPs EW"] if imps else ["MP NS", "MP EW", "% NS", "% EW"]
        head = ["NS", "EW", "Contract", "By", *(["Lead"] if leads else []), "Tricks",
                "NS score", "EW score", *points]  # fmt: skip
        widths = [12.0, 12.0, 30.0 - (10.0 if leads else 0.0), 10.0, *([10.0] if leads else []),
                  14.0, 20.0, 20.0, *([22.0] * (2 if imps else 4))]  # fmt: skip
        _room(sheet, 4 * _ROW)
        _heading(sheet, f"Board {board.number} · Dealer {board.dealer.value} · "
                        f"Vulnerable {board.vulnerability.value}")  # fmt: skip
        _row(sheet, head, widths, bold=True)
        for row in board.rows:
            _row(sheet, _cells(row, imps, leads), widths)
        for alone in board.alone:  # a pair's score alone (Law 15B3)
            ns, ew = alone.sides()
            empty = ["", "", "", "", *([""] if leads else [])]
            _row(sheet, [ns, ew, f"{alone.percent}% alone", *empty, *alone.points(imps)], widths)
    for withheld in (results.results_withheld, results.hands_withheld):
        if withheld:
            _heading(sheet, withheld)
    records = [board.record for board in results.boards if board.record is not None]
    if records:
        add_hand_record_pages(sheet, records, f"{results.name}: hand records")
    return bytes(sheet.output())


def _cells(row: TravellerRow, imps: bool, leads: bool) -> list[str]:
    lead = [row.lead or ""] if leads else []
    if row.adjusted is not None:
        played = [f"Adj {row.adjusted[0]}/{row.adjusted[1]}", "", *lead, "", "", ""]
    else:
        score = row.score_ns or 0
        played = [row.contract or "", row.declarer or "", *lead,
                  "" if row.tricks is None else str(row.tricks),
                  str(score) if score > 0 else "", str(-score) if score < 0 else ""]  # fmt: skip
    points = ([figure(row.imp_ns), figure(row.imp_ew)] if imps else
              [figure(row.mp_ns), figure(row.mp_ew), figure(row.percent_ns),
               figure(row.percent_ew)])  # fmt: skip
    return [row.ns, row.ew, *played, *points]


def _room(sheet: Sheet, height: float) -> None:
    if sheet.get_y() + height > sheet.h - _BOTTOM:
        sheet.add_page()


def _heading(sheet: Sheet, text: str) -> None:
    _room(sheet, 3 * _ROW)
    sheet.ln(3)
    sheet.set_font(sheet.body, "B", 11)
    sheet.cell(0, 7, text, new_x="LMARGIN", new_y="NEXT")


def _row(sheet: Sheet, cells: list[str], widths: list[float], bold: bool = False) -> None:
    _room(sheet, _ROW)
    sheet.set_font(sheet.body, "B" if bold else "", 9)
    for index, (value, width) in enumerate(zip(cells, widths, strict=True)):
        align = "L" if index == 2 else "R"
        sheet.cell(width, _ROW, value, align=align)
    sheet.ln(_ROW)
