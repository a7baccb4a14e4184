"""Irregularities and rulings: commands of the Board aggregate (docs/design.md 5, Laws 12, 61-64).

Events are nested in `Board` (domain/board.py), where their stored topics point; the rules
are pure (domain/rules/revokes.py, law64.py, rulings.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain import board_leads
from domain.actors import Actor
from domain.board_actions import action_dicts
from domain.board_rulings import record_ruling
from domain.errors import Conflict, NotAllowed
from domain.rules import revokes as revoke_rules
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.law64 import EstablishedRevoke, Transfer, law64
from domain.rules.revokes import (
    RaisedRevoke,
    RevokeKind,
    RevokeStatus,
    card_index,
    is_established,
)
from domain.rules.rulings import RulingKind, in_force
from domain.rules.table import CardAction, Phase

if TYPE_CHECKING:
    from domain.board import Board

SERVICE = "(service)"  # the actor of what the service itself does; no user name has brackets


# ---- reading --------------------------------------------------------------------


def revoke_status(board: Board, raised: RaisedRevoke) -> RevokeStatus:
    if not raised.found:
        return RevokeStatus.NO_REVOKE
    if raised.was_corrected:
        return RevokeStatus.CORRECTED
    index = card_index(board.actions, raised.trick, raised.seat)
    if index is None:
        return RevokeStatus.CORRECTED
    if is_established(board.actions, index, board.claims, board.phase.is_over):
        return RevokeStatus.ESTABLISHED
    return RevokeStatus.CORRECTABLE


def require_nothing_pending(board: Board, doing: str) -> None:
    if board.pending_lead is not None:
        decides = board.pending_lead.decides.value
        raise Conflict(f"A lead out of turn waits for {decides}'s decision; {doing} waits.")
    if board_leads.restriction_pending(board) is not None:
        raise Conflict(f"Declarer's choice of a lead restriction comes first; {doing} waits.")
    if board.premature is not None:
        raise Conflict(
            f"{board.premature.seat.value} played before partner: declarer's option (Law "
            f"57A) comes first; {doing} waits."
        )
    for raised in board.revokes:
        if revoke_status(board, raised) is RevokeStatus.CORRECTABLE:
            raise Conflict(
                f"{raised.seat.value}'s revoke at trick {raised.trick} must be corrected "
                f"first; {doing} waits."
            )


def _acts_for(board: Board, actor: Actor, seat: Seat) -> bool:
    return board.is_director(actor) or board.holds(actor, board.player_of(seat))


# ---- attention (Law 61B) ----------------------------------------------------------
def raise_revoke(board: Board, actor: Actor, seat: Seat, trick: int, by: Seat | None) -> None:
    if by is not None:
        board.require_seat(actor, by)
    elif not (board.is_director(actor) or board.is_member(actor)):
        raise NotAllowed("Only the players at this board or its director draw attention.")
    if board.revoke_policy == "prevent":
        raise Conflict("This board prevents revokes (policy 'prevent'); none can be raised.")
    if board.phase in (Phase.AUCTION, Phase.PASSED_OUT):
        raise Conflict(f"The board is in the {board.phase.value} phase; there was no play.")
    if not 1 <= trick <= 13:
        raise RuleViolation("trick must be between 1 and 13.")
    index = card_index(board.actions, trick, seat)
    if index is None:
        raise RuleViolation(f"{seat.value} has not played to trick {trick}.")
    played = board.actions[index]
    assert isinstance(played, CardAction)
    for raised in board.revokes:
        if (raised.seat, raised.trick, raised.found) == (seat, trick, True):
            raise Conflict(f"Attention was already drawn to {seat.value}'s trick {trick}.")
    if by is None and not board.is_director(actor):
        by = next(s for s in board.seats if board.holds(actor, s))
    board.trigger_event(
        board.RevokeRaised,
        number=len(board.revokes) + 1,
        seat=seat.value,
        trick=trick,
        card=str(played.card),
        found=played.revoke is not None,
        by=by.value if by else None,
        actor=actor.name,
        after_close=board.closed,
    )
    if played.revoke is not None and board.phase.is_over:
        _apply_law64(board)


# ---- correction (Law 62) ------------------------------------------------------------
def correct_revoke(board: Board, actor: Actor, number: int, card: Card | str) -> None:
    raised = board.revoke(number)
    if not _acts_for(board, actor, raised.seat):
        raise NotAllowed(f"Only {raised.seat.value}'s player or the director corrects it.")
    status = revoke_status(board, raised)
    trick_12 = raised.trick == 12
    if status is RevokeStatus.ESTABLISHED and not trick_12:
        raise Conflict("The revoke is established; the trick stands as played (Law 63B).")
    if status in (RevokeStatus.NO_REVOKE, RevokeStatus.CORRECTED):
        raise Conflict(f"There is nothing to correct: the revoke is {status.value}.")
    card = card if isinstance(card, Card) else Card.parse(card)
    index = card_index(board.actions, raised.trick, raised.seat)
    assert index is not None
    revoke = board.actions[index]
    assert isinstance(revoke, CardAction)
    before = board.state_before(index)
    trick = before.open_trick()
    hand = before.hand(raised.seat)
    if card not in hand or card == revoke.card:
        raise RuleViolation(f"{card} is not a card {raised.seat.value} can substitute.")
    if trick and revoke.revoke == RevokeKind.SUIT and card.suit is not trick[0].card.suit:
        led = trick[0].card.suit
        raise RuleViolation(f"The correction must follow suit: {led.name_plural} were led.")
    replaced = board.actions[index:]
    actions = revoke_rules.correct_revoke(board.actions, before, index, card)
    defender = raised.seat not in (board.state.declarer, board.state.dummy)
    penalty = defender and status is RevokeStatus.CORRECTABLE
    board.trigger_event(
        board.RevokeCorrected,
        number=number,
        card=str(card),
        actor=actor.name,
        at=index,
        replaced=action_dicts(replaced),
        actions=action_dicts(actions),
        penalty_card=str(revoke.card) if penalty else None,
    )
    if board.phase.is_over:
        _apply_law64(board)


def withdraw_card(board: Board, actor: Actor, number: int, seat: Seat) -> None:
    """Law 62C1: after the correction a non-offender takes back its card played after
    the revoke; every card played after that one goes back to its hand too, to be
    played again (the offender's partner may then change its card, 62C2)."""
    raised = board.revoke(number)
    if not _acts_for(board, actor, seat):
        raise NotAllowed(f"Only {seat.value}'s player or the director withdraws its card.")
    board.require_phase(Phase.PLAY, doing="taking back a card")
    if not raised.was_corrected:
        raise Conflict("Cards are taken back only after the revoke was corrected (Law 62C).")
    if seat.side == raised.seat.side:
        raise RuleViolation("Only the non-offending side takes back its cards (Law 62C1).")
    revoke_at = card_index(board.actions, raised.trick, raised.seat)
    assert revoke_at is not None
    at = next(
        (
            i
            for i, a in enumerate(board.actions)
            if i > revoke_at and isinstance(a, CardAction) and a.seat is seat
        ),
        None,
    )
    if at is None or board.actions[at].trick > raised.trick + 1:  # type: ignore[union-attr]
        raise RuleViolation(f"{seat.value} played no card after the revoke to take back.")
    board.trigger_event(
        board.CardWithdrawn,
        number=number,
        seat=seat.value,
        actor=actor.name,
        at=at,
        replaced=action_dicts(board.actions[at:]),
    )


# ---- the end of play (Law 64) -------------------------------------------------------
def end_of_play(board: Board, actor: Actor) -> None:
    """Under `auto`, the service draws attention to every revoke nobody raised; then
    every established revoke gets its Law 64 outcome as an automatic ruling."""
    if board.revoke_policy == "auto":
        raised = {(r.seat, r.trick) for r in board.revokes if r.found}
        for action in board.actions:
            if not isinstance(action, CardAction) or action.revoke is None:
                continue
            if (action.seat, action.trick) in raised:
                continue
            board.trigger_event(
                board.RevokeRaised,
                number=len(board.revokes) + 1,
                seat=action.seat.value,
                trick=action.trick,
                card=str(action.card),
                found=True,
                by=None,
                actor=SERVICE,
                after_close=False,
            )
    _apply_law64(board)


def law64_outcomes(board: Board) -> list[Transfer]:
    established: list[EstablishedRevoke] = []
    for raised in board.revokes:
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
                raised.seat is board.state.dummy or action.revoke == RevokeKind.PENALTY_CARD,
                raised.after_close,
            )
        )
    winners = {t.number: t.winner for t in board.state.tricks if t.winner is not None}
    claimed: dict[str, int] = {}
    claimed_from = 14
    claim = board.claim
    if claim is not None and claim.status in ("agreed", "ruled"):
        assert board.state.declarer_tricks is not None and board.state.declarer is not None
        side = board.state.declarer.side
        other = "EW" if side == "NS" else "NS"
        played = board.state.won
        claimed = {
            side: board.state.declarer_tricks - played[side],
            other: 13 - board.state.declarer_tricks - played[other],
        }
        claimed_from = board.state.completed_tricks + 1
    return law64(established, winners, claimed, claimed_from)


def _apply_law64(board: Board) -> None:
    current = {r.revoke: r for r in in_force(board.rulings) if r.revoke is not None}
    for outcome in law64_outcomes(board):
        before = current.get(outcome.revoke)
        if before is not None and (before.law, before.tricks) == (outcome.law, outcome.tricks):
            continue
        raised = board.revoke(outcome.revoke)
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


def _explain(outcome: Transfer, raised: RaisedRevoke) -> str:
    where = f"{raised.seat.value}'s revoke at trick {raised.trick}"
    if outcome.tricks == 0:
        return f"Law {outcome.law}: {where} transfers no trick."
    plural = "trick" if outcome.tricks == 1 else "tricks"
    return f"Law {outcome.law}: {where} transfers {outcome.tricks} {plural} to {outcome.to}."
