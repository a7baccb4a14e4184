"""A session's published results as one static HTML page a club can put on its web site
(docs/contract.md "Published results"): the ranking, every traveller and the hand records
(each deal around a compass with suit symbols, its double-dummy table and par). No script
and nothing fetched from elsewhere: the style is inline, the symbols are text."""

from __future__ import annotations

from html import escape

from domain.rules.cards import Seat, Suit, sort_hand
from domain.rules.hand_record import STRAINS, HandRecord
from interchange.published import (
    AloneRow,
    PublishedBoard,
    PublishedResults,
    TravellerRow,
    figure,
)

SYMBOLS = {Suit.S: "♠", Suit.H: "♥", Suit.D: "♦", Suit.C: "♣"}
_STYLE = """
body{font-family:Helvetica,Arial,sans-serif;margin:1.5em;color:#111;max-width:60em}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em;border-top:1px solid #bbb;padding-top:.6em}
table{border-collapse:collapse;margin:.4em 0}
th,td{padding:.15em .6em;text-align:right;border-bottom:1px solid #ddd}
th{background:#eee}td.text,th.text{text-align:left}
.red{color:#c00}.board{display:flex;flex-wrap:wrap;gap:2em;align-items:flex-start}
.diagram td{border:none;text-align:left;vertical-align:top;padding:.2em .8em}
.hand{white-space:nowrap;line-height:1.35}.note{color:#555;font-style:italic}
"""


def published_html(results: PublishedResults) -> str:
    title = escape(results.name)
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{title}: results</title><style>{_STYLE}</style></head><body>",
        f"<h1>{title}</h1>",
        f"<p>{escape(results.date)} · {_scoring_name(results.scoring)} · "
        f"{len(results.boards)} board{'' if len(results.boards) == 1 else 's'}</p>",
        _ranking(results),
    ]
    if results.results_withheld:
        parts.append(f'<p class="note" data-testid="results-withheld">'
                     f"{escape(results.results_withheld)}</p>")  # fmt: skip
    if results.hands_withheld:
        parts.append(f'<p class="note" data-testid="hands-withheld">'
                     f"{escape(results.hands_withheld)}</p>")  # fmt: skip
    parts += [_board(results, board) for board in results.boards]
    parts.append("</body></html>")
    return "\n".join(parts)


def _scoring_name(scoring: str) -> str:
    return {"MP": "matchpoints", "IMP": "cross-IMPs", "BAM": "board-a-match"}[scoring]


def _ranking(results: PublishedResults) -> str:
    percent = results.scoring != "IMP"
    head = ["Rank", "Pair", "Names", "IMPs" if not percent else "Total",
            *(["%"] if percent else []), "Boards"]  # fmt: skip
    rows = [
        [str(line.rank), line.pair, line.names or "", figure(line.total),
         *([figure(line.percent or 0.0)] if percent else []), str(line.boards)]
        for line in results.ranking
    ]  # fmt: skip
    notes = "".join(
        f'<p class="note" data-testid="penalty-{escape(penalty.pair)}">'
        f"{escape(penalty.note(results.scoring))}</p>"
        for penalty in results.penalties
    )  # Law 90: under the ranking, whose totals are after them
    return '<h2 id="ranking">Ranking</h2>' + _table(head, rows, "ranking", text_columns={2}) + notes


def _board(results: PublishedResults, board: PublishedBoard) -> str:
    imps = results.scoring == "IMP"
    # A Lead column where a line of the board shows its opening lead (a card of the deal,
    # withheld as the hand record is: api/published_results.py).
    leads = any(row.lead for row in board.rows)
    head = ["NS", "EW", "Contract", "By", *(["Lead"] if leads else []), "Tricks", "NS score",
            "EW score",
            *(["IMPs NS", "IMPs EW"] if imps else ["MP NS", "MP EW", "% NS", "% EW"])]  # fmt: skip
    rows = [_line(row, imps, leads) for row in board.rows]
    rows += [_alone(row, imps, leads) for row in board.alone]
    heading = (
        f'<h2 id="board-{board.number}">Board {board.number}</h2><p>Dealer '
        f"{board.dealer.value} · Vulnerable {board.vulnerability.value}</p>"
    )
    marked = {2, 4} if leads else {2}  # the contract's and the lead's suit symbols
    traveller = _table(head, rows, f"traveller-{board.number}", {2}, marked)
    hands = _hand_record(board.record) if board.record else ""
    return f'{heading}<div class="board">{hands}<div>{traveller}</div></div>'


def _line(row: TravellerRow, imps: bool, leads: bool) -> list[str]:
    lead = [_card(row.lead or "")] if leads else []
    if row.adjusted is not None:
        played = [escape(f"Adjusted {row.adjusted[0]}%/{row.adjusted[1]}%"), "", *lead, "", "",
                  ""]  # fmt: skip
    else:
        score = row.score_ns or 0
        played = [_contract(row.contract or ""), row.declarer or "", *lead,
                  "" if row.tricks is None else str(row.tricks),
                  str(score) if score > 0 else "", str(-score) if score < 0 else ""]  # fmt: skip
    points = ([figure(row.imp_ns), figure(row.imp_ew)] if imps else
              [figure(row.mp_ns), figure(row.mp_ew), figure(row.percent_ns),
               figure(row.percent_ew)])  # fmt: skip
    return [row.ns, row.ew, *played, *points]


def _alone(row: AloneRow, imps: bool, leads: bool) -> list[str]:
    """A pair's score alone (Law 15B3): its side's cells, the other side's empty."""
    ns, ew = row.sides()
    empty = ["", "", "", "", *([""] if leads else [])]
    return [ns, ew, escape(f"{row.percent}% alone (Law 15B3)"), *empty, *row.points(imps)]


def _card(card: str) -> str:
    """An opening lead, HT as ♥10 (the suit's symbol red for hearts and diamonds; HTML)."""
    if len(card) != 2 or card[0] not in "SHDC":
        return escape(card)
    suit = Suit(card[0])
    red = ' class="red"' if suit in (Suit.H, Suit.D) else ""
    return f"<span{red}>{SYMBOLS[suit]}</span>{escape(card[1].replace('T', '10'))}"


def _contract(contract: str) -> str:
    """4SX as 4♠X, the strain's symbol red for hearts and diamonds (already HTML)."""
    for suit, symbol in SYMBOLS.items():
        if len(contract) > 1 and contract[1] == suit.value:
            red = ' class="red"' if suit in (Suit.H, Suit.D) else ""
            return f"{escape(contract[0])}<span{red}>{symbol}</span>{escape(contract[2:])}"
    return escape(contract)


def _hand_record(record: HandRecord) -> str:
    def hand(seat: Seat) -> str:
        cards = sort_hand(record.deal.hand(seat))
        lines = []
        for suit in (Suit.S, Suit.H, Suit.D, Suit.C):
            ranks = "".join(str(c)[1:] for c in cards if c.suit is suit).replace("T", "10")
            red = ' class="red"' if suit in (Suit.H, Suit.D) else ""
            lines.append(f"<span{red}>{SYMBOLS[suit]}</span> {ranks or '—'}")
        return (f'<div class="hand" data-testid="hand-{record.board_number}-{seat.value}">'
                f"<b>{seat.value}</b><br>{'<br>'.join(lines)}</div>")  # fmt: skip

    diagram = (
        f'<table class="diagram"><tr><td></td><td>{hand(Seat.N)}</td><td></td></tr>'
        f"<tr><td>{hand(Seat.W)}</td><td></td><td>{hand(Seat.E)}</td></tr>"
        f"<tr><td></td><td>{hand(Seat.S)}</td><td></td></tr></table>"
    )
    strains = [SYMBOLS[Suit(s)] if s != "NT" else "NT" for s in STRAINS]
    rows = [[seat.value, *(str(record.table.tricks[seat][s]) for s in STRAINS)]
            for seat in (Seat.N, Seat.S, Seat.E, Seat.W)]  # fmt: skip
    tricks = _table(["", *strains], rows, f"double-dummy-{record.board_number}")
    score = record.par.ns_score
    par = (f'<p data-testid="par-{record.board_number}">Par: NS {score:+d}' if score
           else f'<p data-testid="par-{record.board_number}">Par: 0')  # fmt: skip
    par += f" ({escape(', '.join(record.par.contracts))})</p>"
    return f"<div>{diagram}</div><div><b>Double dummy</b>{tricks}{par}</div>"


def _table(head: list[str], rows: list[list[str]], testid: str,
           text_columns: frozenset[int] | set[int] = frozenset(),
           marked_up: frozenset[int] | set[int] = frozenset()) -> str:  # fmt: skip
    """`marked_up`: the columns whose cells are HTML already (suit symbols)."""

    def cell(tag: str, index: int, value: str, raw: bool) -> str:
        klass = ' class="text"' if index in text_columns else ""
        return f"<{tag}{klass}>{value if raw else escape(value)}</{tag}>"

    header = "".join(cell("th", i, h, True) for i, h in enumerate(head))
    body = "".join(
        "<tr>" + "".join(cell("td", i, v, i in marked_up) for i, v in enumerate(row)) + "</tr>"
        for row in rows
    )  # fmt: skip
    head_row = f"<thead><tr>{header}</tr></thead>"
    return f'<table data-testid="{testid}">{head_row}<tbody>{body}</tbody></table>'
