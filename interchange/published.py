"""A session's published results, as every format writes them (docs/contract.md "Published
results"): the ranking, each board's traveller and, where they may be published, the hand
records with their double-dummy tables and par. Plain data: api/published_results.py
gathers it from the session, the writers (PBN, USEBIO here; HTML, PDF, CSV in api/) only
lay it out."""

from __future__ import annotations

from dataclasses import dataclass

from domain.rules.board_numbers import Vulnerability, dealer_for, vulnerability_for
from domain.rules.cards import Seat
from domain.rules.hand_record import HandRecord
from domain.rules.session_scoring import RankingLine


@dataclass(frozen=True)
class TravellerRow:
    """A table's result on a board and what it scored against the other tables."""

    ns: str
    ew: str
    contract: str | None  # "4SX", "Pass"; None for an artificial score
    declarer: str | None
    tricks: int | None
    score_ns: int | None  # None for an artificial score
    adjusted: tuple[int, int] | None  # Law 12C2: (NS, EW) in percent
    mp_ns: float
    mp_ew: float
    percent_ns: float
    percent_ew: float
    imp_ns: float
    imp_ew: float
    table: int | None = None  # where the movement had it played, when known
    round: int | None = None
    lead: str | None = None  # the opening lead, e.g. "HK", when the table gave it


@dataclass(frozen=True)
class AloneRow:
    """A pair's artificial score alone on a board it could not play (Law 15B3): no
    opponents, no contract; its percent of the board's top, matchpoints and IMPs."""

    pair: str
    direction: str  # "NS" or "EW": where the movement sat it
    percent: int
    matchpoints: float
    imps: float

    def sides(self) -> tuple[str, str]:
        """Its NS and EW cells: the pair on its side, nobody on the other."""
        return (self.pair, "") if self.direction == "NS" else ("", self.pair)

    def points(self, imps: bool) -> list[str]:
        """Its cells under IMPs NS, IMPs EW, or MP NS, MP EW, % NS, % EW: its own side's."""
        north_south = self.direction == "NS"
        if imps:
            return [figure(self.imps), ""] if north_south else ["", figure(self.imps)]
        mp, percent = figure(self.matchpoints), figure(self.percent)
        return [mp, "", percent, ""] if north_south else ["", mp, "", percent]


@dataclass(frozen=True)
class PublishedBoard:
    number: int
    rows: tuple[TravellerRow, ...]
    top: float  # the matchpoint top of the board (2 per other table, Law 78A)
    record: HandRecord | None  # the deal, its double-dummy table and par, where published
    # Pairs' scores alone (Law 15B3): HTML, PDF and CSV list them after the rows
    alone: tuple[AloneRow, ...] = ()

    @property
    def dealer(self) -> Seat:
        return self.record.dealer if self.record else dealer_for(self.number)

    @property
    def vulnerability(self) -> Vulnerability:
        return self.record.vulnerability if self.record else vulnerability_for(self.number)


@dataclass(frozen=True)
class PublishedPenalty:
    """A procedural penalty in force (Law 90) on a ranked pair: what it took off the pair's
    total, in the ranking's units (matchpoints, or IMPs), and why."""

    pair: str
    law: str  # "90", "90B2", "91A"
    amount: float
    reason: str

    def note(self, scoring: str) -> str:
        """How the results print it: "Pair 5: procedural penalty (Law 90B2), 1 matchpoint
        off: Unduly slow play." """
        unit = "IMP" if scoring == "IMP" else "matchpoint"
        plural = "" if self.amount == 1 else "s"
        return (f"Pair {self.pair}: procedural penalty (Law {self.law}), "
                f"{figure(self.amount)} {unit}{plural} off: {self.reason}")  # fmt: skip


@dataclass(frozen=True)
class PublishedResults:
    session_id: str
    name: str
    scoring: str  # MP, IMP or BAM
    date: str  # the session's day, YYYY-MM-DD
    ranking: tuple[RankingLine, ...]
    boards: tuple[PublishedBoard, ...]
    hands_withheld: str | None = None  # why some hand records are left out, when they are
    results_withheld: str | None = None  # why the ranking or some travellers are left out
    # Law 90: the penalties of the ranked pairs, by pair and number; their totals are after them
    penalties: tuple[PublishedPenalty, ...] = ()

    def names(self, pair: str) -> str | None:
        return next((line.names for line in self.ranking if line.pair == pair), None)


def figure(value: float) -> str:
    """A total, matchpoints or a percentage as results print them: 62.5, 3, -1.33."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
