"""A game record as any format holds it: typed, frozen, independent of PBN and LIN.

A reader turns text into `GameRecord`s (each with the line it starts on); the importer
re-enacts one as board commands; a writer turns a board back into text. Calls and cards
are kept as the record wrote them (normalised notation), in the order they were made.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from domain.rules.cards import Seat


class RecordError(ValueError):
    """A record that cannot be understood: the line it is on, and a short sentence."""

    def __init__(self, line: int, detail: str) -> None:
        super().__init__(f"{line}: {detail}")
        self.line = line
        self.detail = detail


@dataclass(frozen=True)
class RecordedCall:
    call: str  # Pass, X, XX or a bid such as 1NT; "" for a place skipped (^S)
    alert: bool = False
    note: str | None = None  # the explanation the record gives (PBN note, LIN an|)
    # PBN §3.9: "I" an insufficient bid accepted; "S" skipped by a call out of rotation
    irregularity: str | None = None
    line: int | None = field(default=None, compare=False)  # where the file writes it


@dataclass(frozen=True)
class RecordedCard:
    seat: Seat
    card: str  # e.g. SA, H7
    irregularity: str | None = None  # PBN §3.9: "R" revoke, "L" lead out of turn
    line: int | None = field(default=None, compare=False)  # where the file writes it


@dataclass(frozen=True)
class TableRow:
    """A row of a PBN table section (ScoreTable, TotalScoreTable): its values by column
    name, `?` for unknown and `-` for irrelevant, as the file writes them."""

    line: int
    values: dict[str, str]


@dataclass(frozen=True)
class GameRecord:
    """One board as played at one table, or only its deal."""

    line: int  # where the record starts in its file
    board_number: int | None
    dealer: Seat | None
    vulnerability: str | None  # None, NS, EW, All
    deal: str | None  # PBN deal, e.g. N:AKQ.... (all four hands) or None
    players: dict[Seat, str] = field(default_factory=dict)
    event: str | None = None
    site: str | None = None
    date: str | None = None
    calls: tuple[RecordedCall, ...] = ()
    auction_complete: bool = False  # the auction is recorded to its end
    contract: str | None = None  # as the record states it, e.g. 4SX or Pass
    declarer: Seat | None = None
    plays: tuple[RecordedCard, ...] = ()  # in the order played
    result: int | None = None  # declarer's tricks, as the record states them
    claimed: bool = False  # play stopped before the 13th trick (a claim or concession)
    # PBN 3.4.15 `^`: the result the table agreed is not the tricks the play won
    result_as_agreed: bool = False
    score: str | None = None  # e.g. "NS 620"
    score_line: int | None = field(default=None, compare=False)  # where the file writes it
    double_dummy: str | None = None  # PBN DoubleDummyTricks, 20 hexadecimal digits
    optimum_score: str | None = None
    # a duplicate session's results for this board, and the pairs' totals (PBN 5.9, 5.10)
    score_table: tuple[TableRow, ...] = ()
    total_score_table: tuple[TableRow, ...] = ()
    # every tag the record gives (its inherited ones included), by name, as written; the
    # sections and tables (Auction, Play, ScoreTable...) and notes aside
    tags: dict[str, str] = field(default_factory=dict)


# Tags a board writes from what it holds itself (its deal, auction, play and score), and
# tags that would tell of a hand (a generator's seed, what is hidden, double-dummy
# results): an imported board keeps every other tag of its record.
_NOT_KEPT = {
    "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal", "Declarer",
    "Contract", "Result", "Score", "Auction", "Play", "Note", "DoubleDummyTricks",
    "OptimumScore", "OptimumContract", "OptimumResult", "Generator", "Hidden",
}  # fmt: skip


def kept_tags(record: GameRecord) -> dict[str, str]:
    """The tags of `record` its board keeps, to write them back on export."""
    return {name: value for name, value in record.tags.items() if name not in _NOT_KEPT}
