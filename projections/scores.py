"""Duplicate scores of finished boards (Law 77): the final result, after transfers and
adjusted scores (each ruling records the final result it gives)."""

from __future__ import annotations

from typing import Any, ClassVar, TypedDict

from domain.board import Board
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Contract
from domain.rules.cards import Seat
from domain.rules.scoring import side_scores
from projections.base import WritesAsItGoes, board_change
from projections.database import Cursor, Database


class ScoreRow(TypedDict):
    contract: str
    declarer: str | None
    declarer_tricks: int | None
    NS: int
    EW: int


class DuplicateScores(WritesAsItGoes):
    name: ClassVar[str] = "duplicate_scores"
    tables: ClassVar[dict[str, str]] = {
        "board_scores": "board_id TEXT PRIMARY KEY, contract TEXT NOT NULL, declarer TEXT, "
        "declarer_tricks INTEGER, ns INTEGER NOT NULL, ew INTEGER NOT NULL",
        # What scoring needs to know of a board still in play.
        "board_scoring_facts": "board_id TEXT PRIMARY KEY, vulnerability TEXT NOT NULL, "
        "contract TEXT, declarer TEXT",
    }
    indexes: ClassVar[tuple[str, ...]] = ()

    def process(self, cursor: Cursor, event: Any) -> None:
        change = board_change(event)
        if change is None:
            return
        board_id = change.board_id
        if isinstance(event, Board.Created):
            cursor.execute(
                "INSERT INTO board_scoring_facts (board_id, vulnerability) VALUES ($1, $2)",
                (board_id, event.vulnerability),
            )
            return
        if isinstance(event, Board.RulingMade):
            cursor.execute(
                "UPDATE board_scores SET declarer_tricks = $1, ns = $2, ew = $3 "
                "WHERE board_id = $4",
                (event.declarer_tricks, event.ns, event.ew, board_id),
            )
            return
        if isinstance(event, Board.LeadDecided) and event.declarer is not None:
            cursor.execute(
                "UPDATE board_scoring_facts SET declarer = $1 WHERE board_id = $2",
                (event.declarer, board_id),
            )
        for call in change.calls(change.removed):
            if call["contract"] is not None:  # the auction is open again
                self._contract_reached(cursor, board_id, None, None)
        for call in change.calls(change.added):
            if call["contract"] is not None:  # the call that ended the auction
                self._contract_reached(cursor, board_id, call["contract"], call["declarer"])
        if any(card["declarer_tricks"] is not None for card in change.cards(change.removed)):
            cursor.execute("DELETE FROM board_scores WHERE board_id = $1", (board_id,))
        if change.declarer_tricks is not None:
            self._finished(cursor, board_id, change.declarer_tricks)

    @staticmethod
    def _contract_reached(
        cursor: Cursor, board_id: str, contract: str | None, declarer: str | None
    ) -> None:
        cursor.execute(
            "UPDATE board_scoring_facts SET contract = $1, declarer = $2 WHERE board_id = $3",
            (contract, declarer, board_id),
        )
        if contract == "Pass":
            cursor.execute(
                "INSERT INTO board_scores (board_id, contract, declarer, declarer_tricks, ns, ew) "
                "VALUES ($1, 'Pass', NULL, NULL, 0, 0)",
                (board_id,),
            )
        elif contract is None:
            cursor.execute("DELETE FROM board_scores WHERE board_id = $1", (board_id,))

    @staticmethod
    def _finished(cursor: Cursor, board_id: str, declarer_tricks: int) -> None:
        cursor.execute(
            "SELECT vulnerability, contract, declarer FROM board_scoring_facts WHERE board_id = $1",
            (board_id,),
        )
        row = cursor.fetchone()
        assert row is not None and row[1] is not None
        vulnerability, contract_text, declarer = row
        contract = Contract.parse(contract_text, Seat(declarer))
        vulnerable = Vulnerability(vulnerability).is_vulnerable(contract.declarer)
        scores = side_scores(contract, declarer_tricks, vulnerable)
        cursor.execute("DELETE FROM board_scores WHERE board_id = $1", (board_id,))
        cursor.execute(
            "INSERT INTO board_scores (board_id, contract, declarer, declarer_tricks, ns, ew) "
            "VALUES ($1, $2, $3, $4, $5, $6)",
            (board_id, contract_text, declarer, declarer_tricks, scores["NS"], scores["EW"]),
        )

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
            "NS": ns,
            "EW": ew,
        }
