"""Calls at the table for the auction tests: a call by its seat's holder, the auction's
calls by seat, and a board that loads again from its events unchanged."""

from __future__ import annotations

from domain.board import Board
from domain.board.calls import MakeCall
from domain.rules.cards import Seat
from tests.unit.board.support import HOLDERS, act, full_view
from tests.unit.board.support import rebuild as load_again


def call(board: Board, seat: Seat, text: str) -> None:
    act(board, HOLDERS[seat], MakeCall, seat=seat, call=text)


def calls(board: Board) -> list[tuple[str, str]]:
    auction = board.state.auction
    return [(auction.seat_of(i).value, str(c)) for i, c in enumerate(auction.calls)]


def assert_rebuilds(board: Board) -> None:
    """Loading the board from its events gives the same board: nothing judged again."""
    again = load_again(board)
    assert full_view(again) == full_view(board)
    assert (again.auction, again.rulings) == (board.auction, board.rulings)
    assert calls(again) == calls(board)
