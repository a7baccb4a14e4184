"""A session's published results as one CSV file (docs/contract.md "Published results"):
the first column says which section a row belongs to. `ranking` rows are the ranking
(rank, pair, names, total, percent, boards, and in the last column the penalty, Law 90,
taken off the total where the pair has one); `traveller` rows are each board's table
results (board, NS, EW, contract, declarer, tricks, North-South's score, the artificial
percentages when the director gave them, matchpoints, percentages and IMPs of each
side, and in the last column the opening lead where it shows). One header line names
every column; a row leaves empty the columns of the other section."""

from __future__ import annotations

import csv
import io

from interchange.published import PublishedResults, figure

COLUMNS = (
    "section", "rank", "pair", "names", "total", "percent", "boards",
    "board", "ns", "ew", "contract", "declarer", "tricks", "score_ns",
    "adjusted_ns", "adjusted_ew", "mp_ns", "mp_ew", "percent_ns", "percent_ew",
    "imp_ns", "imp_ew", "penalty", "lead",
)  # fmt: skip
# Cells that carry text people typed (pair labels, names) or the contract and declarer;
# every other column is a figure, where a leading minus is a negative number.
TEXT_COLUMNS = frozenset({"pair", "names", "ns", "ew", "contract", "declarer"})
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def inert(cell: str) -> str:
    """The cell as a spreadsheet shows it rather than evaluates it."""
    return "'" + cell if cell.startswith(FORMULA_STARTS) else cell


def inert_row(cells: dict[str, object]) -> dict[str, object]:
    return {
        column: inert(value) if column in TEXT_COLUMNS and isinstance(value, str) else value
        for column, value in cells.items()
    }


def published_csv(results: PublishedResults) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for line in results.ranking:
        writer.writerow(inert_row({
            "section": "ranking", "rank": line.rank, "pair": line.pair,
            "names": line.names or "", "total": figure(line.total),
            "percent": "" if line.percent is None else figure(line.percent),
            "boards": line.boards, "penalty": figure(line.penalty) if line.penalty else "",
        }))  # fmt: skip
    for board in results.boards:
        for row in board.rows:
            adjusted = row.adjusted or ("", "")
            writer.writerow(inert_row({
                "section": "traveller", "board": board.number, "ns": row.ns, "ew": row.ew,
                "contract": row.contract or "", "declarer": row.declarer or "",
                "tricks": "" if row.tricks is None else row.tricks,
                "score_ns": "" if row.score_ns is None else row.score_ns,
                "adjusted_ns": adjusted[0], "adjusted_ew": adjusted[1],
                "mp_ns": figure(row.mp_ns), "mp_ew": figure(row.mp_ew),
                "percent_ns": figure(row.percent_ns), "percent_ew": figure(row.percent_ew),
                "imp_ns": figure(row.imp_ns), "imp_ew": figure(row.imp_ew),
                "lead": row.lead or "",
            }))  # fmt: skip
        for alone in board.alone:  # a pair's score alone (Law 15B3): no opponents
            ns, ew = alone.sides()
            side = "ns" if ns else "ew"
            writer.writerow(inert_row({
                "section": "traveller", "board": board.number, "ns": ns, "ew": ew,
                f"adjusted_{side}": alone.percent, f"mp_{side}": figure(alone.matchpoints),
                f"percent_{side}": figure(alone.percent), f"imp_{side}": figure(alone.imps),
            }))  # fmt: skip
    return out.getvalue()
