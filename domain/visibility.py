"""What a requester may see of a board (DESIGN 4.6): hidden information is the whole game."""

from __future__ import annotations

from domain.actors import Actor
from domain.board import Board
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.table import Phase


def visible_hands(board: Board, actor: Actor) -> set[Seat]:
    """The seats whose cards `actor` may see now."""
    if actor.is_admin or board.is_director(actor) or board.phase.is_over:
        return set(SEAT_ORDER) if board.may_see(actor) else set()
    seats = {seat for seat in SEAT_ORDER if board.holds(actor, seat)}
    dummy = board.state.dummy
    if dummy is not None and board.state.dummy_faced and board.is_member(actor):
        seats.add(dummy)
    return seats


def hidden_explanations(board: Board, actor: Actor) -> frozenset[Seat]:
    """The callers whose alerts and explanations `actor` may not see now. As at a table with
    screens (Laws 20F, 40B), a call's explanation goes to the opponents; the caller's
    partner, holding no other seat, learns it only once the auction is over."""
    if board.phase is not Phase.AUCTION or board.is_director(actor):
        return frozenset()
    seats = [seat for seat in SEAT_ORDER if board.holds(actor, seat)]
    return frozenset({seats[0].partner}) if len(seats) == 1 else frozenset()


def hidden_from_seat(board: Board, seat: Seat) -> frozenset[Seat]:
    """The explanations the player in `seat` had not seen at this point of the board."""
    return frozenset({seat.partner}) if board.phase is Phase.AUCTION else frozenset()


def may_read_events(board: Board, actor: Actor) -> bool:
    """Directors and admins always; the table once the board is over."""
    if actor.is_admin or board.is_director(actor):
        return True
    return board.is_member(actor) and board.phase.is_over


def seen_from_seat(board: Board, seat: Seat) -> set[Seat]:
    """What the player in `seat` saw at this point of the board: their own hand, dummy
    once the opening lead was faced, and everything once the board was over."""
    if board.phase.is_over:
        return set(SEAT_ORDER)
    seats = {seat}
    if board.state.dummy is not None and board.state.dummy_faced:
        seats.add(board.state.dummy)
    return seats
