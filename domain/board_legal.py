"""What the requester may do now at a board (docs/contract.md "The web app"): the calls
or the cards the rules allow the seat he acts for, so that a client offers those and no
others. Each one is judged by the rule that judges the command itself (the auction's
check, the play's check, a lead restriction); the command still judges it again."""

from __future__ import annotations

from dataclasses import dataclass

from domain import board_auction_irregularities, board_irregular_calls, board_leads, board_revokes
from domain.actors import Actor
from domain.board import Board
from domain.policy import holds_seat
from domain.rules.auction import Auction
from domain.rules.calls import Call, CallKind, Strain
from domain.rules.cards import Seat, sort_hand
from domain.rules.errors import RuleViolation
from domain.rules.law57_premature_play import check_play_duty
from domain.rules.leads import check_restricted_lead
from domain.rules.table import Phase

EVERY_CALL = (
    Call(CallKind.PASS),
    Call(CallKind.DOUBLE),
    Call(CallKind.REDOUBLE),
    *(Call(CallKind.BID, level, strain) for level in range(1, 8) for strain in Strain),
)


@dataclass(frozen=True)
class LegalMoves:
    seat: str | None  # the seat whose turn it is, when the requester acts for it
    calls: tuple[str, ...]
    cards: tuple[str, ...]


def legal_moves(board: Board, actor: Actor) -> LegalMoves:
    state = board.state
    seat = state.next_seat
    waiting = board.claim is not None or board.pending_lead is not None
    waiting = waiting or board.premature is not None
    waiting = waiting or board_auction_irregularities.auction_waits(board) is not None
    if seat is None or waiting or board_leads.restriction_pending(board) is not None:
        return LegalMoves(None, (), ())
    if not holds_seat(board, actor, board.player_of(seat)):
        return LegalMoves(None, (), ())
    if board.phase is Phase.AUCTION:
        calls = tuple(
            str(call)
            for call in EVERY_CALL
            if _legal(state.auction, seat, call) and _allowed(board, seat, call)
        )
        return LegalMoves(seat.value, calls, ())
    if any(
        board_revokes.revoke_status(board, raised).value == "correctable"
        for raised in board.revokes
    ):
        return LegalMoves(None, (), ())
    detect = board.revoke_policy != "prevent"
    cards = []
    for card in sort_hand(state.hand(seat)):
        try:
            trick = state.open_trick()
            if not trick:
                check_restricted_lead(board.lead_restriction, seat, state.hand(seat), card)
            led = trick[0].card.suit if trick else None
            check_play_duty(board.play_duty, seat, state.hand(seat), led, card)
            state.check_card(seat, card, allow_revoke=detect)
        except RuleViolation:
            continue
        cards.append(str(card))
    return LegalMoves(seat.value, (), tuple(cards))


def _allowed(board: Board, seat: Seat, call: Call) -> bool:
    """What the Laws' duties after an irregularity leave `seat` (a pass, always)."""
    try:
        board_irregular_calls.check_call_duties(board, seat, call)
    except RuleViolation:
        return False
    return True


def _legal(auction: Auction, seat: Seat, call: Call) -> bool:
    try:
        auction.check(seat, call)
    except RuleViolation:
        return False
    return True
