"""The board as one requester sees it (CONTRACT: "Board view")."""

from __future__ import annotations

from typing import Any

from domain.board import Board
from domain.rules.cards import SEAT_ORDER, Seat, sort_hand
from domain.rules.table import CallAction


def board_view(
    board: Board, visible: set[Seat], unexplained: frozenset[Seat] = frozenset()
) -> dict[str, Any]:
    """`board` at any version, showing only the hands of the `visible` seats, and the
    alerts and explanations of every caller but the `unexplained` ones."""
    state = board.state
    calls = [a for a in board.actions if isinstance(a, CallAction)]
    claim = board.claim
    return {
        "id": str(board.id),
        "board_number": state.setup.board_number,
        "dealer": state.setup.dealer.value,
        "vulnerability": state.setup.vulnerability.value,
        "revoke_policy": board.revoke_policy,
        "mode": board.mode,
        "phase": state.phase.value,
        "seats": {seat.value: board.seats[seat] for seat in SEAT_ORDER},
        "director": board.director,
        "auction": [
            {
                "seat": made.seat.value,
                "call": str(made.call),
                "alert": made.alert and made.seat not in unexplained,
                "explanation": None if made.seat in unexplained else made.explanation,
            }
            for made in calls
        ],
        "contract": "Pass"
        if state.auction.is_passed_out
        else (state.contract.text if state.contract else None),
        "declarer": state.declarer.value if state.declarer else None,
        "dummy": state.dummy.value if state.dummy else None,
        "next": state.next_seat.value if state.next_seat else None,
        "hands": {
            seat.value: [str(c) for c in sort_hand(state.remaining[seat])]
            if seat in visible
            else None
            for seat in SEAT_ORDER
        },
        "tricks_won": dict(state.won),
        "declarer_tricks": state.declarer_tricks,
        "claim": None
        if claim is None
        else {
            "seat": claim.seat.value,
            "tricks": claim.tricks,
            "statement": claim.statement,
            "concession": claim.concession,
            "status": claim.status,
            "agreed_by": [seat.value for seat in claim.agreed_by],
        },
        "penalty_cards": {
            seat.value: [
                {"card": str(p.card), "kind": p.kind} for p in board.penalty_cards if p.seat is seat
            ]
            for seat in SEAT_ORDER
        },
        "pending": _pending(board),
        "lead_restriction": None
        if board.lead_restriction is None
        else {
            "seat": board.lead_restriction.seat.value,
            "suit": board.lead_restriction.suit.value,
            "rule": board.lead_restriction.rule,
        },
        "version": board.version,
    }


def _pending(board: Board) -> dict[str, Any] | None:
    """What the table waits for: a decision on a lead out of turn, the correction of a revoke
    attention was drawn to, or declarer's choice of a lead restriction (all of them public
    at the table)."""
    lead = board.pending_lead
    if lead is not None:
        return {
            "kind": "lead_out_of_turn",
            "seat": lead.seat.value,
            "card": str(lead.card),
            "decides": lead.decides.value,
        }
    for raised in board.revokes:
        if board.revoke_status(raised).value == "correctable":
            return {
                "kind": "revoke_correction",
                "number": raised.number,
                "seat": raised.seat.value,
                "trick": raised.trick,
                "decides": board.player_of(raised.seat).value,
            }
    if board.restriction_pending() is not None:
        assert board.state.declarer is not None
        return {"kind": "lead_restriction", "decides": board.state.declarer.value}
    return None
