"""What a board's page draws beside the board itself, as the requester may see it: the
moves he may make now (GET /boards/{id}/legal) and the tricks so far (GET
/boards/{id}/tricks). One place for both routes and for the live stream's `table` event
(docs/contract.md "Live tables"), so that a push carries exactly what the routes answer.
"""

from __future__ import annotations

from typing import Any

from api.schemas import LegalPublic, SeatCard, TrickMark, TrickPublic
from domain.actors import Actor
from domain.board.aggregate import Board
from domain.board.legal import legal_moves
from domain.board.results import trick_marks
from projections.database import Database
from projections.tricks import TrickHistory


def tricks_public(database: Database, board: Board, actor: Actor) -> list[TrickPublic]:
    """The tricks played, with the irregularities the requester may know of."""
    marks = trick_marks(board, actor)
    return [
        TrickPublic(
            number=trick["number"],
            leader=trick["leader"],
            cards=[SeatCard(seat=c["seat"], card=c["card"]) for c in trick["cards"]],
            winner=trick["winner"],
            irregularities=[
                TrickMark.model_validate(mark, from_attributes=True)
                for mark in marks.get(trick["number"], [])
            ],
        )
        for trick in TrickHistory.for_board(database, str(board.id))
    ]


def table_event(database: Database, board: Board, actor: Actor) -> dict[str, Any]:
    """The stream's `table` event: the board's version, and the answers of GET .../legal
    and GET .../tricks to the requester (as JSON values, the tricks without their empty
    defaults, as the route leaves them out)."""
    legal = LegalPublic.model_validate(legal_moves(board, actor), from_attributes=True)
    return {
        "version": board.version,
        "legal": legal.model_dump(mode="json"),
        "tricks": [
            trick.model_dump(mode="json", exclude_defaults=True)
            for trick in tricks_public(database, board, actor)
        ],
    }
