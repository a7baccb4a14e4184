"""What the requester may do now at a board (docs/contract.md "The web app"): the calls
or the cards the rules allow the seat he acts for, so that a client offers those and no
others. Each one is judged by the rule that judges the command itself (the auction's
check, the play's check, a lead restriction); the command still judges it again."""

from __future__ import annotations

from dataclasses import dataclass

from domain.actors import Actor
from domain.board.aggregate import Board
from domain.board.family import check_call, check_card, waiting
from domain.policy import holds_seat
from domain.rules.auction import Auction
from domain.rules.calls import Call, CallKind, Strain
from domain.rules.cards import Seat, sort_hand
from domain.rules.errors import RuleViolation
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
    found = waiting(board)
    # a refused insufficient bid waits for its offender's substitute: his call to make
    blocked = found is not None and found.view.kind != "substitute"
    if seat is None or board.claims.pending is not None or blocked:
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
    detect = board.irregularity_policy.records_irregularities
    cards = []
    for card in sort_hand(state.hand(seat)):
        try:
            check_card(board, seat, card)
            state.check_card(seat, card, allow_revoke=detect)
        except RuleViolation:
            continue
        cards.append(str(card))
    return LegalMoves(seat.value, (), tuple(cards))


def _allowed(board: Board, seat: Seat, call: Call) -> bool:
    """What the Laws' duties after an irregularity leave `seat` (a pass, always)."""
    try:
        check_call(board, seat, call)
    except RuleViolation:
        return False
    return True


def _legal(auction: Auction, seat: Seat, call: Call) -> bool:
    try:
        auction.check(seat, call)
    except RuleViolation:
        return False
    return True
