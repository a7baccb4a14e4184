"""Duplicate scores of finished boards (Law 77): the final result, after transfers and
adjusted scores (each ruling records the final result it gives)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, TypedDict

from domain.board import Board
from domain.board.event import BoardEvent
from domain.board.lead_events import LeadDecided
from domain.board.rulings import RulingMade
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Contract
from domain.rules.cards import Seat
from domain.rules.scoring import side_scores
from domain.rules.side import Side
from projections.base import board_change, event_dispatch
from projections.database import Cursor, Database, marks
from projections.rows import GatheredRows, delete_rows, insert_rows, table_definition


class ScoreRow(TypedDict):
    contract: str
    declarer: str | None
    declarer_tricks: int | None
    NS: int
    EW: int


_SCORE_COLUMNS = (
    ("board_id", "TEXT PRIMARY KEY"),
    ("contract", "TEXT NOT NULL"),
    ("declarer", "TEXT"),
    ("declarer_tricks", "INTEGER"),
    ("ns", "INTEGER NOT NULL"),
    ("ew", "INTEGER NOT NULL"),
)
# What scoring needs to know of a board still in play.
_FACT_COLUMNS = (
    ("board_id", "TEXT PRIMARY KEY"),
    ("vulnerability", "TEXT NOT NULL"),
    ("contract", "TEXT"),
    ("declarer", "TEXT"),
)
Ruled = tuple[int | None, int, int]  # declarer_tricks, NS, EW as a ruling assigns them


@dataclass
class _Score:
    """A board's score as a batch leaves it, worked out when the batch is written: the
    scoring facts as they stood when its play ended (all of them, or the ones the batch
    changed of a board it did not create), and what a later ruling assigned."""

    facts: Mapping[str, object]
    declarer_tricks: int | None
    ruled: Ruled | None = None

    def needs_stored_facts(self) -> bool:
        """Only a batch that created the board knows its vulnerability."""
        return self.facts.get("contract") != "Pass" and "vulnerability" not in self.facts

    def row(self, board_id: str, stored: Mapping[str, object]) -> tuple[object, ...]:
        facts = {**stored, **self.facts}
        contract_text, declarer = facts["contract"], facts["declarer"]
        if contract_text == "Pass":
            row: tuple[object, ...] = (board_id, "Pass", None, None, 0, 0)
        else:
            assert isinstance(contract_text, str) and isinstance(self.declarer_tricks, int)
            contract = Contract.parse(contract_text, Seat(str(declarer)))
            vulnerable = Vulnerability(str(facts["vulnerability"])).is_vulnerable(contract.declarer)
            scores = side_scores(contract, self.declarer_tricks, vulnerable)
            ns, ew = scores[Side.NS], scores[Side.EW]
            row = (board_id, contract_text, declarer, self.declarer_tricks, ns, ew)
        return row if self.ruled is None else (*row[:3], *self.ruled)


class DuplicateScores:
    name: ClassVar[str] = "duplicate_scores"
    tables: ClassVar[dict[str, str]] = {
        "board_scores": table_definition(_SCORE_COLUMNS),
        "board_scoring_facts": table_definition(_FACT_COLUMNS),
    }
    clustered: ClassVar[tuple[str, ...]] = ()
    indexes: ClassVar[tuple[str, ...]] = ()

    def __init__(self) -> None:
        # A batch's changes, written once when it ends: the scoring facts; each board
        # whose score it sets (None: no score); the rulings on scores written before it.
        self._facts = GatheredRows("board_scoring_facts", _FACT_COLUMNS)
        self._scores: dict[str, _Score | None] = {}
        self._rulings: dict[str, Ruled] = {}

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Events of other aggregates score nothing."""

    @process.register(Board.Created)
    def _created(self, event: Board.Created, cursor: Cursor) -> None:
        self._facts.add({"board_id": str(event.originator_id),
                         "vulnerability": event.vulnerability,
                         "contract": None, "declarer": None})  # fmt: skip

    @process.register(RulingMade)
    def _ruling_made(self, event: RulingMade, cursor: Cursor) -> None:
        self._ruled(str(event.originator_id), (event.declarer_tricks, event.ns, event.ew))

    @process.register(LeadDecided)
    def _lead_decided(self, event: LeadDecided, cursor: Cursor) -> None:
        if event.declarer is not None:  # declarer became dummy (Law 54A)
            self._facts.change(str(event.originator_id), {"declarer": event.declarer})
        self._board_event(event, cursor)

    @process.register(BoardEvent)
    def _board_event(self, event: BoardEvent, cursor: Cursor) -> None:
        """What the event did to the auction and the play: the contract reached or taken
        back, the play's end (the board is scored) or its reopening (no score)."""
        change = board_change(event)
        board_id = change.board_id
        if change.auction_reopened:
            self._facts.change(board_id, {"contract": None, "declarer": None})
            self._scores[board_id] = None
        if (call := change.auction_ended_by) is not None:
            contract = {"contract": call["contract"], "declarer": call["declarer"]}
            self._facts.change(board_id, contract)
            if call["contract"] == "Pass":
                self._scores[board_id] = _Score(contract, None)
        if change.play_reopened:
            self._scores[board_id] = None
        if change.declarer_tricks is not None:
            self._scores[board_id] = _Score(self._facts.known(board_id), change.declarer_tricks)

    def _ruled(self, board_id: str, ruled: Ruled) -> None:
        if board_id not in self._scores:
            self._rulings[board_id] = ruled
        elif (score := self._scores[board_id]) is not None:
            score.ruled = ruled

    def flush(self, cursor: Cursor) -> None:
        if self._facts.empty() and not self._scores and not self._rulings:
            return  # most cards change no score
        # Before the facts are written: a score reads them as they were when it ended.
        stored = self._stored_facts(cursor)
        self._facts.write(cursor)
        for board_id, (tricks, ns, ew) in self._rulings.items():
            cursor.execute(
                "UPDATE board_scores SET declarer_tricks = $1, ns = $2, ew = $3 "
                "WHERE board_id = $4",
                (tricks, ns, ew, board_id),
            )
        delete_rows(cursor, "board_scores", _SCORE_COLUMNS[:1], [(b,) for b in self._scores])
        insert_rows(
            cursor,
            "board_scores",
            _SCORE_COLUMNS,
            [
                score.row(board_id, stored.get(board_id, {}))
                for board_id, score in self._scores.items()
                if score is not None
            ],
        )
        self.forget()

    def _stored_facts(self, cursor: Cursor) -> dict[str, dict[str, object]]:
        """The stored scoring facts of the boards whose score this batch works out from
        facts it does not all know (a board it did not create)."""
        boards = [
            board_id
            for board_id, score in self._scores.items()
            if score is not None and score.needs_stored_facts()
        ]
        if not boards:
            return {}
        names = [name for name, _ in _FACT_COLUMNS]
        cursor.execute(
            f"SELECT {', '.join(names)} FROM board_scoring_facts "
            f"WHERE board_id IN ({marks(len(boards))})",
            boards,
        )
        return {str(row[0]): dict(zip(names, row, strict=True)) for row in cursor.fetchall()}

    def forget(self) -> None:
        self._facts.clear()
        self._scores.clear()
        self._rulings.clear()

    @staticmethod
    def for_board(database: Database, board_id: str) -> ScoreRow | None:
        rows = database.query(
            "SELECT contract, declarer, declarer_tricks, ns, ew FROM board_scores "
            "WHERE board_id = $1",
            (board_id,),
        )
        if not rows:
            return None
        contract, declarer, tricks, ns, ew = rows[0]
        return {
            "contract": contract,
            "declarer": declarer,
            "declarer_tricks": tricks,
            Side.NS.value: ns,
            Side.EW.value: ew,
        }
