"""What every board command answers: the board as the requester may see it, after the
read models have caught up with the command (read-your-writes)."""

from __future__ import annotations

from typing import Any

from api.services import Services
from domain.actors import Actor
from domain.board import Board
from domain.board_view import board_view
from domain.visibility import visible_hands

BoardView = dict[str, Any]


def after_command(services: Services, actor: Actor, board: Board) -> BoardView:
    services.runner.catch_up()
    return board_view(board, visible_hands(board, actor))
