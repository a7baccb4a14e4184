"""Trick history: each trick's leader (recorded when its first card is played),
its cards in the order played, and its winner."""

from __future__ import annotations

from typing import Any, ClassVar, TypedDict

from domain.board_actions import CardRecord
from projections.base import board_change
from projections.database import Cursor, Database


class SeatCardRow(TypedDict):
    seat: str
    card: str


class TrickRow(TypedDict):
    number: int
    leader: str
    cards: list[SeatCardRow]
    winner: str | None


class TrickHistory:
    name: ClassVar[str] = "trick_history"
    tables: ClassVar[dict[str, str]] = {
        "tricks": "board_id TEXT NOT NULL, number INTEGER NOT NULL, leader TEXT NOT NULL, "
        "winner TEXT, PRIMARY KEY (board_id, number)",
        "trick_cards": "board_id TEXT NOT NULL, number INTEGER NOT NULL, "
        "position INTEGER NOT NULL, seat TEXT NOT NULL, card TEXT NOT NULL, "
        "PRIMARY KEY (board_id, number, position)",
    }
    indexes: ClassVar[tuple[str, ...]] = ()

    def process(self, cursor: Cursor, event: Any) -> None:
        change = board_change(event)
        if change is None:
            return
        for card in reversed(change.cards(change.removed)):
            self._withdrawn(cursor, change.board_id, card)
        for card in change.cards(change.added):
            self._played(cursor, change.board_id, card)

    @staticmethod
    def _played(cursor: Cursor, board_id: str, card: CardRecord) -> None:
        if card["position"] == 1:
            cursor.execute(
                "INSERT INTO tricks (board_id, number, leader, winner) VALUES (?, ?, ?, NULL)",
                (board_id, card["trick"], card["leader"]),
            )
        cursor.execute(
            "INSERT INTO trick_cards (board_id, number, position, seat, card) "
            "VALUES (?, ?, ?, ?, ?)",
            (board_id, card["trick"], card["position"], card["seat"], card["card"]),
        )
        if card["winner"] is not None:
            cursor.execute(
                "UPDATE tricks SET winner = ? WHERE board_id = ? AND number = ?",
                (card["winner"], board_id, card["trick"]),
            )

    @staticmethod
    def _withdrawn(cursor: Cursor, board_id: str, card: CardRecord) -> None:
        cursor.execute(
            "DELETE FROM trick_cards WHERE board_id = ? AND number = ? AND position = ?",
            (board_id, card["trick"], card["position"]),
        )
        if card["position"] == 1:
            cursor.execute(
                "DELETE FROM tricks WHERE board_id = ? AND number = ?", (board_id, card["trick"])
            )
        else:
            cursor.execute(
                "UPDATE tricks SET winner = NULL WHERE board_id = ? AND number = ?",
                (board_id, card["trick"]),
            )

    @staticmethod
    def for_board(database: Database, board_id: str) -> list[TrickRow]:
        tricks = database.query(
            "SELECT number, leader, winner FROM tricks WHERE board_id = ? ORDER BY number",
            (board_id,),
        )
        cards = database.query(
            "SELECT number, seat, card FROM trick_cards WHERE board_id = ? "
            "ORDER BY number, position",
            (board_id,),
        )
        by_trick: dict[int, list[SeatCardRow]] = {}
        for number, seat, card in cards:
            by_trick.setdefault(int(number), []).append({"seat": seat, "card": card})
        return [
            {
                "number": number,
                "leader": leader,
                "cards": by_trick.get(int(number), []),
                "winner": winner,
            }
            for number, leader, winner in tricks
        ]
