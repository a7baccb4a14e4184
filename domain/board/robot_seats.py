"""Which seats of a board robots hold: the one rule, read by the robots' turns
(domain/robots.py) and by the board view's `robots` (domain/board/view.py), so that no
client decides it by a seat holder's name (0.26.0)."""

from __future__ import annotations

from domain.actors import is_robot_holder
from domain.board.aggregate import Board
from domain.rules.cards import SEAT_ORDER, Seat


def robot_seats(board: Board) -> tuple[Seat, ...]:
    """The seats the board was given to robots (a seat given as `robot` holds no user: a
    user may not take the name, domain/user.py), in the order N, E, S, W."""
    return tuple(seat for seat in SEAT_ORDER if is_robot_holder(board.seats.get(seat)))
