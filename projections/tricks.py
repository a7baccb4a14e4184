"""Trick history: each trick's leader (recorded when its first card is played),
its cards in the order played, and its winner."""

from __future__ import annotations

from typing import ClassVar, TypedDict

from domain.board.actions import CardRecord
from domain.board.event import BoardEvent
from projections.base import board_change, event_dispatch
from projections.database import Cursor, Database
from projections.rows import insert_rows, table_definition


class SeatCardRow(TypedDict):
    seat: str
    card: str


class TrickRow(TypedDict):
    number: int
    leader: str
    cards: list[SeatCardRow]
    winner: str | None


_TRICK_COLUMNS = (
    ("board_id", "TEXT NOT NULL"),
    ("number", "INTEGER NOT NULL"),
    ("leader", "TEXT NOT NULL"),
    ("winner", "TEXT"),
)
_CARD_COLUMNS = (
    ("board_id", "TEXT NOT NULL"),
    ("number", "INTEGER NOT NULL"),
    ("position", "INTEGER NOT NULL"),
    ("seat", "TEXT NOT NULL"),
    ("card", "TEXT NOT NULL"),
)


class TrickHistory:
    name: ClassVar[str] = "trick_history"
    tables: ClassVar[dict[str, str]] = {
        "tricks": table_definition(_TRICK_COLUMNS, "PRIMARY KEY (board_id, number)"),
        "trick_cards": table_definition(_CARD_COLUMNS, "PRIMARY KEY (board_id, number, position)"),
    }
    indexes: ClassVar[tuple[str, ...]] = ()
    # Each card adds a row, read back only by board: one b-tree each (runner.py `_layout`).
    clustered: ClassVar[tuple[str, ...]] = ("tricks", "trick_cards")

    def __init__(self) -> None:
        # Tricks and cards played in this transaction, not yet written: (board, trick) ->
        # [leader, winner], and the cards' rows in the order played.
        self._tricks: dict[tuple[str, int], list[str | None]] = {}
        self._cards: list[tuple[str, int, int, str, str]] = []

    @event_dispatch
    def process(self, event: object, cursor: Cursor) -> None:
        """Events of other aggregates play no card."""

    @process.register(BoardEvent)
    def _board_event(self, event: BoardEvent, cursor: Cursor) -> None:
        """The cards the event took back from the play, last first, then those it added."""
        change = board_change(event)
        withdrawn = change.cards(change.removed)
        if withdrawn:
            self.flush(cursor)  # the rows gathered so far must be there to be taken back
        for card in reversed(withdrawn):
            self._withdrawn(cursor, change.board_id, card)
        for card in change.cards(change.added):
            self._played(cursor, change.board_id, card)

    def flush(self, cursor: Cursor) -> None:
        insert_rows(
            cursor,
            "tricks",
            _TRICK_COLUMNS,
            [(board, number, *ends) for (board, number), ends in self._tricks.items()],
        )
        insert_rows(cursor, "trick_cards", _CARD_COLUMNS, self._cards)
        self.forget()

    def forget(self) -> None:
        self._tricks.clear()
        self._cards.clear()

    def _played(self, cursor: Cursor, board_id: str, card: CardRecord) -> None:
        key = (board_id, card["trick"])
        if card["position"] == 1:
            self._tricks[key] = [card["leader"], None]
        self._cards.append((board_id, card["trick"], card["position"], card["seat"], card["card"]))
        if card["winner"] is None:
            return
        gathered = self._tricks.get(key)
        if gathered is not None:
            gathered[1] = card["winner"]
        else:  # led in an earlier transaction
            cursor.execute(
                "UPDATE tricks SET winner = $1 WHERE board_id = $2 AND number = $3",
                (card["winner"], board_id, card["trick"]),
            )

    @staticmethod
    def _withdrawn(cursor: Cursor, board_id: str, card: CardRecord) -> None:
        cursor.execute(
            "DELETE FROM trick_cards WHERE board_id = $1 AND number = $2 AND position = $3",
            (board_id, card["trick"], card["position"]),
        )
        if card["position"] == 1:
            cursor.execute(
                "DELETE FROM tricks WHERE board_id = $1 AND number = $2", (board_id, card["trick"])
            )
        else:
            cursor.execute(
                "UPDATE tricks SET winner = NULL WHERE board_id = $1 AND number = $2",
                (board_id, card["trick"]),
            )

    @staticmethod
    def for_board(database: Database, board_id: str) -> list[TrickRow]:
        tricks = database.query(
            "SELECT number, leader, winner FROM tricks WHERE board_id = $1 ORDER BY number",
            (board_id,),
        )
        cards = database.query(
            "SELECT number, seat, card FROM trick_cards WHERE board_id = $1 "
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
