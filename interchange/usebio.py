"""A session's published results as USEBIO 1.2 XML, the EBU's results format that
Bridgewebs and the federations' master-point systems read (docs/contract.md "Published
results").

The USEBIO DTD is not shipped with any package here, so the document follows the element
structure USEBIO 1.2 files have (tests/unit/interchange/test_usebio.py quotes it):
`USEBIO Version="1.2"` > `EVENT EVENT_TYPE="PAIRS"` > the event's description, date
(DD/MM/YYYY), winner type (1: one ranking), board scoring method and boards played, then
`PARTICIPANTS` > `PAIR` (number, place, percentage, one `PLAYER` a player's name) and a
`BOARD` a board > `TRAVELLER_LINE` (the pairs, contract, declarer, the opening lead where
the table gave one, tricks, North-South's score and the matchpoints of each side; LEAD
sits between PLAYED_BY and TRICKS as the scoring programs' files have it). An artificial
score is written as its percentages, `A6040` (60% to NS, 40% to EW), in SCORE. No CLUB
element: the club is whoever uploads the file.

A pair's procedural penalties (Law 90) are in its PAIR's `ADJUSTMENT`, after its
PERCENTAGE or TOTAL_SCORE (which are after the penalty), as a USEBIO 1.2 converter writes
an adjusted pair (tests/unit/interchange/test_published_writers.py quotes it): what the
adjustment changed, here negative, in matchpoints or IMPs.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element, SubElement, indent, tostring

from interchange.published import PublishedResults, TravellerRow

PROGRAM = "Bridge Ledger"
_METHODS = {"MP": "MATCH_POINTS", "IMP": "CROSS_IMPS", "BAM": "BAM"}
DOCTYPE = '<!DOCTYPE USEBIO SYSTEM "usebio_v1_2.dtd">'


def usebio_xml(results: PublishedResults) -> bytes:
    root = Element("USEBIO", {"Version": "1.2"})
    event = SubElement(root, "EVENT", {"EVENT_TYPE": "PAIRS"})
    _text(event, "PROGRAM_NAME", PROGRAM)
    _text(event, "EVENT_IDENTIFIER", results.session_id)
    _text(event, "EVENT_DESCRIPTION", results.name)
    year, month, day = results.date.split("-")
    _text(event, "DATE", f"{day}/{month}/{year}")
    _text(event, "WINNER_TYPE", "1")
    _text(event, "BOARD_SCORING_METHOD", _METHODS[results.scoring])
    _text(event, "BOARDS_PLAYED", str(len(results.boards)))
    participants = SubElement(event, "PARTICIPANTS")
    for line in results.ranking:
        pair = SubElement(participants, "PAIR")
        _text(pair, "PAIR_NUMBER", line.pair)
        _text(pair, "PLACE", str(line.rank))
        if line.percent is not None:
            _text(pair, "PERCENTAGE", f"{line.percent:.2f}")
        else:
            _text(pair, "TOTAL_SCORE", f"{line.total:.2f}")
        if line.penalty:  # Law 90: the score above is after it
            _text(pair, "ADJUSTMENT", f"{-line.penalty:.2f}")
        for name in (line.names or "").split("&"):
            if name.strip():
                _text(SubElement(pair, "PLAYER"), "PLAYER_NAME", name.strip())
    for board in results.boards:
        element = SubElement(event, "BOARD")
        _text(element, "BOARD_NUMBER", str(board.number))
        for row in board.rows:
            _traveller_line(SubElement(element, "TRAVELLER_LINE"), row, results.scoring)
    indent(root)
    body = tostring(root, encoding="unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{DOCTYPE}\n{body}\n'.encode()


def _traveller_line(line: Element, row: TravellerRow, scoring: str) -> None:
    _text(line, "NS_PAIR_NUMBER", row.ns)
    _text(line, "EW_PAIR_NUMBER", row.ew)
    if row.adjusted is not None:
        _text(line, "SCORE", f"A{row.adjusted[0]}{row.adjusted[1]}")
    else:
        _text(line, "CONTRACT", row.contract or "")
        if row.contract != "Pass":
            _text(line, "PLAYED_BY", row.declarer or "")
            if row.lead is not None:
                _text(line, "LEAD", row.lead)
            _text(line, "TRICKS", "" if row.tricks is None else str(row.tricks))
        _text(line, "SCORE", str(row.score_ns or 0))
    if scoring == "IMP":
        _text(line, "NS_CROSS_IMPS", f"{row.imp_ns:.2f}")
        _text(line, "EW_CROSS_IMPS", f"{row.imp_ew:.2f}")
    else:
        _text(line, "NS_MATCH_POINTS", f"{row.mp_ns:.2f}")
        _text(line, "EW_MATCH_POINTS", f"{row.mp_ew:.2f}")


def _text(parent: Element, tag: str, value: str) -> None:
    SubElement(parent, tag).text = value
