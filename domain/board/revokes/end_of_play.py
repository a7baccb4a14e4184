"""The end of play for revokes (Law 64): under `auto` the service draws attention to
every revoke nobody raised, then every established revoke gets its Law 64 outcome as an
automatic ruling, amended when a later event changes it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.revokes.state import SERVICE, RevokeRaised, revoke_status
from domain.board.rulings import record_ruling
from domain.rules.law64 import EstablishedRevoke, Transfer, law64
from domain.rules.revokes import RaisedRevoke, RevokeKind, RevokeStatus, card_index
from domain.rules.rulings import Ruling, RulingKind
from domain.rules.side import Side
from domain.rules.table import CardAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board


def end_of_play(board: Board, actor: Actor) -> None:
    """Under `auto`, the service draws attention to every revoke nobody raised; then
    every established revoke gets its Law 64 outcome as an automatic ruling."""
    if board.irregularity_policy.raises_forgotten_revokes:
        raised = {(r.seat, r.trick) for r in board.revokes.raised if r.found}
        for action in board.actions:
            if not isinstance(action, CardAction) or action.revoke is None:
                continue
            if (action.seat, action.trick) in raised:
                continue
            board.trigger_event(
                RevokeRaised,
                number=len(board.revokes.raised) + 1,
                seat=action.seat.value,
                trick=action.trick,
                card=str(action.card),
                found=True,
                by=None,
                actor=SERVICE,
                after_close=False,
            )
    apply_law64(board)


def law64_outcomes(board: Board) -> list[Transfer]:
    established: list[EstablishedRevoke] = []
    for raised in board.revokes.raised:
        if revoke_status(board, raised) is not RevokeStatus.ESTABLISHED:
            continue
        index = card_index(board.actions, raised.trick, raised.seat)
        assert index is not None
        action = board.actions[index]
        assert isinstance(action, CardAction)
        trick = board.state.tricks[raised.trick - 1]
        suit = trick.cards[0].card.suit if trick.cards[0].seat is not raised.seat else None
        established.append(
            EstablishedRevoke(
                raised.number,
                raised.seat,
                raised.trick,
                suit or action.card.suit,
                raised.seat is board.state.dummy or _fails_a_faced_card(action.revoke),
                raised.after_close,
            )
        )
    winners = {t.number: t.winner for t in board.state.tricks if t.winner is not None}
    claimed: dict[Side, int] = {}
    claimed_from = 14
    claim = board.claims.pending
    if claim is not None and claim.status in ("agreed", "ruled"):
        assert board.state.declarer_tricks is not None and board.state.declarer is not None
        side = board.state.declarer.side
        other = side.other
        played = board.state.won
        claimed = {
            side: board.state.declarer_tricks - played[side],
            other: 13 - board.state.declarer_tricks - played[other],
        }
        claimed_from = board.state.completed_tricks + 1
    return law64(established, winners, claimed, claimed_from)


def apply_law64(board: Board) -> None:
    """Records each established revoke's Law 64 outcome, or amends its automatic ruling
    when the outcome changed. A revoke whose ruling the director amended keeps the
    director's ruling (Law 64C): a later event never brings the automatic one back."""
    current = _latest_ruling_per_revoke(board.rulings)
    for outcome in law64_outcomes(board):
        before = current.get(outcome.revoke)
        if before is not None and before.director is not None:
            continue
        if before is not None and (before.law, before.tricks) == (outcome.law, outcome.tricks):
            continue
        raised = board.revokes.numbered(outcome.revoke)
        record_ruling(
            board,
            director=None,
            law=outcome.law,
            kind=RulingKind.TRICK_TRANSFER,
            explanation=_explain(outcome, raised),
            concerns=[],
            amends=before.number if before else None,
            tricks=outcome.tricks,
            to=outcome.to,
            revoke=outcome.revoke,
        )


def _fails_a_faced_card(kind: str | None) -> bool:
    return kind is not None and RevokeKind(kind).fails_a_faced_card


def _latest_ruling_per_revoke(rulings: Sequence[Ruling]) -> dict[int, Ruling]:
    """For each revoke with an automatic ruling, the last ruling of its chain of
    amendments: the automatic one, or the ruling (the director's, say) amending it."""
    amended_by = {r.amends: r for r in rulings if r.amends is not None}
    latest: dict[int, Ruling] = {}
    for ruling in rulings:
        if ruling.revoke is None or ruling.director is not None:
            continue
        last = ruling
        while last.number in amended_by:
            last = amended_by[last.number]
        latest[ruling.revoke] = last
    return latest


def _explain(outcome: Transfer, raised: RaisedRevoke) -> str:
    where = f"{raised.seat.value}'s revoke at trick {raised.trick}"
    if outcome.tricks == 0:
        return f"Law {outcome.law}: {where} transfers no trick."
    plural = "trick" if outcome.tricks == 1 else "tricks"
    return f"Law {outcome.law}: {where} transfers {outcome.tricks} {plural} to {outcome.to}."
