"""Playing boards through the application service, without HTTP."""

from __future__ import annotations

import random

from domain.actors import Actor, Role
from domain.application import BridgeLedger
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard
from domain.board.play import PlayCard
from domain.board.rewind import RedoLastUndone, UndoLastAction
from domain.rules.cards import SEAT_ORDER
from domain.rules.play import legal_cards
from domain.rules.table import CallAction, CardAction

ALICE = Actor("alice", Role.PLAYER)


def play_board(app: BridgeLedger, seed: int, actor: Actor = ALICE, *, finish: bool = True) -> Board:
    """A random legal board: a short auction, then random legal cards."""
    board = app.create_board(actor, CreateBoard(board_number=seed % 16 + 1, seed=seed))
    board_id = str(board.id)
    rng = random.Random(seed)
    calls = rng.choice([["1NT", "Pass", "3NT"], ["1S", "Pass", "4S"], ["2H", "X", "XX"]])
    for call in [*calls, "Pass", "Pass", "Pass"]:
        assert board.state.next_seat is not None
        board = app.execute(
            actor, MakeCall(board_id=board_id, seat=board.state.next_seat.value, call=call)
        )
    if rng.random() < 0.3:
        board = app.execute(actor, UndoLastAction(board_id=board_id, reason=""))
        board = app.execute(actor, RedoLastUndone(board_id=board_id, reason=""))
    target = 52 if finish else rng.randrange(1, 52)
    while board.state.cards_played < target:
        seat = board.state.next_seat
        assert seat is not None
        open_trick = board.state.tricks[-1].cards if board.state.tricks else []
        if len(open_trick) == 4:
            open_trick = []
        card = rng.choice(sorted(legal_cards(board.state.remaining[seat], open_trick)))
        board = app.execute(actor, PlayCard(board_id=board_id, seat=seat.value, card=str(card)))
        if board.state.cards_played < 52 and rng.random() < 0.05:
            board = app.execute(actor, UndoLastAction(board_id=board_id, reason=""))
    return board


def what_was_played(board: Board) -> tuple[object, ...]:
    """Everything a round trip keeps: the deal, the auction with its explanations, the
    play in order, the end of play and the result."""
    state, claim = board.state, board.claims.pending
    return (
        state.setup.board_number,
        state.setup.dealer,
        state.setup.vulnerability,
        {seat: state.setup.deal.hand(seat) for seat in SEAT_ORDER},
        [(a.seat, str(a.call), a.alert, a.explanation) for a in board.actions
         if isinstance(a, CallAction)],
        [(a.seat, str(a.card), a.revoke) for a in board.actions if isinstance(a, CardAction)],
        board.phase,
        state.contract,
        state.declarer_tricks,
        None if claim is None else (claim.seat, claim.tricks, claim.status),
    )  # fmt: skip
