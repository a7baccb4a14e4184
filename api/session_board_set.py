"""A session's board set (docs/contract.md "Board sets for the evening"): the ledger boards a
director names when creating a session with a movement, read as the deals the session
keeps. Only one who may see each of those boards whole names it: the deals decide whose
lead is possible, and later what the published hand records show."""

from __future__ import annotations

from collections.abc import Sequence

from api.services import Services
from domain.actors import Actor
from domain.errors import Conflict
from domain.policy import require_every_hand_visible
from domain.session_commands import SessionDeal


def board_set_deals(
    services: Services, actor: Actor, board_ids: Sequence[str]
) -> tuple[SessionDeal, ...]:
    """Each named board's number and deal; 404 for a board the actor may not see, 403
    for one he may not see whole, 409 for one named twice."""
    if len(set(board_ids)) != len(board_ids):
        raise Conflict("The board set names a board twice.")
    deals: list[SessionDeal] = []
    for board_id in board_ids:
        board = services.app.board(actor, board_id)  # 404 for a board the actor may not see
        require_every_hand_visible(board, actor, "A session's board set shows")
        deals.append(
            SessionDeal(board.setup.board_number, str(board.id), board.setup.deal.to_pbn())
        )
    return tuple(deals)
