"""What a test asks of a player the Laws require to pass, under `detect` and `auto`: since
issue 30 his bid, double or redouble is not refused but ruled as Law 37 (2017) says. It is
tried on a copy of the board, which the test then leaves, so the test goes on with the
pass the player owes."""

from __future__ import annotations

from domain.board import Board
from domain.board.calls import MakeCall
from domain.rules.cards import Seat
from domain.rules.table import CallAction
from tests.unit.board.support import HOLDERS, act, rebuild


def assert_obliged_to_pass(board: Board, seat: Seat, call: str) -> None:
    """Law 37 (2017): "A bid, double or redouble by a player required by law to pass is
    cancelled"; a pass is substituted and each member of the offending side must pass
    whenever it is his turn to call. On a copy of `board`, `seat`'s `call` ends as his
    pass, with the ruling, and both members of his side silenced."""
    trial = rebuild(board)
    made_before = len(trial.state.auction.calls)
    act(trial, HOLDERS[seat], MakeCall, seat=seat.value, call=call)
    assert len(trial.state.auction.calls) == made_before + 1
    last = trial.actions[-1]
    assert isinstance(last, CallAction) and (last.seat, str(last.call)) == (seat, "Pass")
    ruling = trial.rulings[-1]
    assert (ruling.law, ruling.kind.value, ruling.director) == ("37", "auction_rectification", None)
    assert {seat, seat.partner} <= trial.auction.silenced
    assert seat in trial.auction.lead_penalty
