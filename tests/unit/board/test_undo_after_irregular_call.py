"""Undo and redo after an irregular call (docs/contract.md "Irregularities of the
auction": "Undo is refused (409) once any irregular call was made at a board").

A rectification by the Laws binds the table (Law 27B: "the auction proceeds without
further rectification" or the offender's partner "must pass"; Law 39: "all calls after
the final pass are cancelled"); taking a call back with undo would unmake what the Law
settled, so whatever came of the irregular call, undo and redo answer a conflict.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.rewind import RedoLastUndone, UndoLastAction
from domain.errors import Conflict
from domain.rules.cards import Seat
from tests.unit.board.support import ALICE, CAROL, DAVE, HOLDERS, TD, TO_3NT, act, bid, new_board
from tests.unit.board.support import rebuild as load_again


def call(board: Board, seat: Seat, text: str) -> None:
    act(board, HOLDERS[seat], MakeCall, seat=seat, call=text)


def decide(board: Board, seat: Seat, decision: str) -> None:
    act(board, HOLDERS[seat], DecideAuctionIrregularity, decision=decision)


def substitute_for_insufficient_bid(board: Board) -> None:
    """27B1a: E's 1C over 1NT refused, E substitutes 2C, the lowest sufficient bid."""
    bid(board, "1NT")
    call(board, Seat.E, "1C")
    decide(board, Seat.S, "refuse")
    call(board, Seat.E, "2C")


def accepted_insufficient_bid(board: Board) -> None:
    """27A1: S accepts E's 1C over 1NT by saying so."""
    bid(board, "1NT")
    call(board, Seat.E, "1C")
    decide(board, Seat.S, "accept")


def repeated_bid(board: Board) -> None:
    """31A1: E bids 1H at N's turn; refused; N passes; E repeats 1H."""
    call(board, Seat.E, "1H")
    decide(board, Seat.S, "refuse")
    call(board, Seat.N, "Pass")
    call(board, Seat.E, "1H")


def unintended_call_corrected(board: Board) -> None:
    """25A: N's 1C was a slip; he says 1NT before anyone else calls; the director rules
    the first call unintended, and 1NT stands."""
    call(board, Seat.N, "1C")
    call(board, Seat.N, "1NT")
    act(board, TD, DecideAuctionIrregularity, decision="unintended")


def bid_after_the_final_pass(board: Board) -> None:
    """39: after 3NT by N, E (a defender) bids 4S before the opening lead: cancelled."""
    bid(board, TO_3NT)
    call(board, Seat.E, "4S")


def accepted_call_out_of_rotation(board: Board) -> None:
    """29A: E opens 1H at N's turn; S accepts it by calling."""
    call(board, Seat.E, "1H")
    call(board, Seat.S, "Pass")


IRREGULAR: dict[str, Callable[[Board], None]] = {
    "27B1a substitute": substitute_for_insufficient_bid,
    "27A accepted": accepted_insufficient_bid,
    "31A1 repeated": repeated_bid,
    "25A unintended": unintended_call_corrected,
    "39 after the final pass": bid_after_the_final_pass,
    "29A accepted": accepted_call_out_of_rotation,
}


@pytest.mark.parametrize("mode", ["practice", "tournament"])
@pytest.mark.parametrize("case", list(IRREGULAR))
def test_undo_is_refused_once_an_irregular_call_was_made(case: str, mode: str) -> None:
    board = new_board(revoke_policy="detect", mode=mode)
    IRREGULAR[case](board)
    before = list(board.state.auction.calls)
    phase = board.phase
    for actor in (ALICE, CAROL, DAVE, TD):
        # on a tournament board only the director may undo at all
        why = "irregular call" if mode == "practice" or actor is TD else "only its director"
        with pytest.raises(Conflict, match=why):
            act(board, actor, UndoLastAction, reason="slip")
        with pytest.raises(Conflict):
            act(board, actor, RedoLastUndone, reason="slip")
    assert list(board.state.auction.calls) == before
    assert board.phase is phase  # a finished auction stays finished (Law 39)
    assert load_again(board).auction == board.auction


def test_undo_is_refused_later_in_the_play_too() -> None:
    board = new_board(revoke_policy="detect")
    substitute_for_insufficient_bid(board)
    bid(board, "P 3NT P P P")
    with pytest.raises(Conflict, match="irregular call"):
        act(board, ALICE, UndoLastAction)


def test_a_board_without_an_irregular_call_may_still_undo_under_detect() -> None:
    board = new_board(revoke_policy="detect")
    bid(board, "1NT P")
    act(board, ALICE, UndoLastAction)
    assert [str(c) for c in board.state.auction.calls] == ["1NT"]
