"""Revokes (docs/design.md 5, Laws 61-63): drawing attention to a revoke, correcting it,
and the non-offenders withdrawing the cards they played after it. The end of play's Law 64
outcomes are in domain/board/revokes/end_of_play.py."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.actions import action_dicts
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.revokes.end_of_play import apply_law64
from domain.board.revokes.state import (
    CardPlayedAccepted,
    CardWithdrawn,
    RevokeCorrected,
    RevokeRaised,
    revoke_status,
)
from domain.errors import Conflict, NotAllowed
from domain.rules import revokes as revoke_rules
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.revokes import RevokeKind, RevokeStatus, card_index, is_established
from domain.rules.table import CardAction, Phase, TableState

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class DrawAttentionToRevoke(BoardCommand):
    """`by`: the caller's seat when the caller holds several."""

    seat: str
    trick: int
    by: str | None = None


@dataclass(frozen=True, kw_only=True)
class CorrectRevoke(BoardCommand):
    """Law 62: the revoke card taken back and `card` played instead, while the revoke
    is not established."""

    number: int
    card: str


@dataclass(frozen=True, kw_only=True)
class AcceptCardPlayed(BoardCommand):
    """Law 52B1(a): declarer accepts the card a defender played instead of a penalty card
    (revoke `number`), rather than have the penalty card substituted for it (52B2)."""

    number: int


@dataclass(frozen=True, kw_only=True)
class WithdrawCard(BoardCommand):
    """Law 62C: after revoke `number` was corrected, `seat` withdraws its later card."""

    number: int
    seat: str


@handles(DrawAttentionToRevoke)
def draw_attention(
    board: Board, actor: Actor, command: DrawAttentionToRevoke, _: RegisteredName
) -> None:
    by = Seat.parse(command.by) if command.by is not None else None
    seat, trick = Seat.parse(command.seat), command.trick
    if by is not None:
        board.require_seat(actor, by)
    elif not (board.is_director(actor) or board.is_member(actor)):
        raise NotAllowed("Only the players at this board or its director draw attention.")
    if not board.irregularity_policy.records_irregularities:
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
    for raised in board.revokes.raised:
        if (raised.seat, raised.trick, raised.found) == (seat, trick, True):
            raise Conflict(f"Attention was already drawn to {seat.value}'s trick {trick}.")
    if by is None and not board.is_director(actor):
        by = next(s for s in board.seats if board.holds(actor, s))
    dummy_in_play = by is not None and by is board.state.dummy and board.phase is Phase.PLAY
    if dummy_in_play and seat is not board.state.declarer:
        # Laws 42B3, 43A1(b); dummy may only ask declarer "having none?" (Law 42B1)
        raise NotAllowed(
            "Dummy may not draw attention to an irregularity during the play (Law 43A1b); "
            "he may only ask declarer whether he has a card of the suit led (Law 42B1)."
        )
    board.trigger_event(
        RevokeRaised,
        number=len(board.revokes.raised) + 1,
        seat=seat.value,
        trick=trick,
        card=str(played.card),
        found=played.revoke is not None,
        by=by.value if by else None,
        actor=actor.name,
        after_close=board.closed,
    )
    if played.revoke is not None and board.phase.is_over:
        apply_law64(board)


# ---- a card played instead of a penalty card (Law 52B) --------------------------------
@handles(AcceptCardPlayed)
def accept_card_played(
    board: Board, actor: Actor, command: AcceptCardPlayed, _: RegisteredName
) -> None:
    raised = board.revokes.numbered(command.number)
    declarer = board.state.declarer
    if declarer is None or not (board.is_director(actor) or board.holds(actor, declarer)):
        raise NotAllowed("Declarer (or the director) accepts a card played (Law 52B1).")
    index = card_index(board.actions, raised.trick, raised.seat)
    played = None if index is None else board.actions[index]
    if not isinstance(played, CardAction) or played.revoke != RevokeKind.PENALTY_CARD:
        raise Conflict(f"Revoke {command.number} is not a card played instead of a penalty card.")
    status = revoke_status(board, raised)
    if status is not RevokeStatus.CORRECTABLE:
        raise Conflict(f"There is nothing to accept: the revoke is {status.value}.")
    board.trigger_event(CardPlayedAccepted, number=command.number, actor=actor.name)


# ---- correction (Law 62) ------------------------------------------------------------
@handles(CorrectRevoke)
def correct_revoke(board: Board, actor: Actor, command: CorrectRevoke, _: RegisteredName) -> None:
    number = command.number
    raised = board.revokes.numbered(number)
    if not board.acts_for(actor, raised.seat):
        raise NotAllowed(f"Only {raised.seat.value}'s player or the director corrects it.")
    status = revoke_status(board, raised)
    trick_12 = raised.trick == 12
    both_sides = status is RevokeStatus.ESTABLISHED and _other_side_revoked_unestablished(
        board, raised.seat, raised.trick
    )
    if status is RevokeStatus.ESTABLISHED and not (trick_12 or both_sides):
        raise Conflict("The revoke is established; the trick stands as played (Law 63B).")
    if status is RevokeStatus.ESTABLISHED and board.closed and not both_sides:
        raise Conflict(  # Law 62D1
            "The board is closed: a revoke on trick 12 is corrected only before the hands "
            "are returned to the board (Law 62D1)."
        )
    if status in (RevokeStatus.NO_REVOKE, RevokeStatus.CORRECTED, RevokeStatus.ACCEPTED):
        raise Conflict(f"There is nothing to correct: the revoke is {status.value}.")
    card = Card.parse(command.card)
    index = card_index(board.actions, raised.trick, raised.seat)
    assert index is not None
    revoke = board.actions[index]
    assert isinstance(revoke, CardAction)
    before = board.state_before(index)
    trick = before.open_trick()
    hand = before.hand(raised.seat)
    if card not in hand or card == revoke.card:
        raise RuleViolation(f"{card} is not a card {raised.seat.value} can substitute.")
    penalty_cards = [
        p.card for p in board.penalty_cards if p.seat is raised.seat and p.kind != "exposed"
    ]
    if revoke.revoke == RevokeKind.PENALTY_CARD and card not in penalty_cards:
        raise RuleViolation(  # Law 52B2
            "Declarer did not accept the card played: the penalty card "
            f"({', '.join(map(str, penalty_cards))}) is substituted for it."
        )
    follows = (RevokeKind.SUIT, RevokeKind.SUIT_PENALTY_CARD)
    if trick and revoke.revoke in follows and card.suit is not trick[0].card.suit:
        led = trick[0].card.suit
        raise RuleViolation(f"The correction must follow suit: {led.name_plural} were led.")
    replaced = board.actions[index:]
    actions = revoke_rules.correct_revoke(board.actions, before, index, card)
    if board.phase.is_over and actions[-1].declarer_tricks is None:
        actions = _keep_the_claimed_tricks(board, before, actions)
    defender = raised.seat not in (board.state.declarer, board.state.dummy)
    correctable = status is RevokeStatus.CORRECTABLE or both_sides
    penalty = defender and correctable and not board.phase.is_over
    board.trigger_event(
        RevokeCorrected,
        number=number,
        card=str(card),
        actor=actor.name,
        at=index,
        replaced=action_dicts(replaced),
        actions=action_dicts(actions),
        penalty_card=str(revoke.card) if penalty else None,
    )
    if board.phase.is_over:
        apply_law64(board)


def _other_side_revoked_unestablished(board: Board, seat: Seat, trick: int) -> bool:
    """Law 62C3: "If both sides revoke on the same trick and only one side has played to
    the subsequent trick, then both revokes must be corrected": the other side also
    revoked on `trick` and its revoke is not established, so `seat`'s, established by
    its side's play to the next trick, is corrected too (and Law 64B8 then transfers
    nothing: a corrected revoke never reaches Law 64)."""
    for index, action in enumerate(board.actions):
        if not isinstance(action, CardAction) or action.trick != trick:
            continue
        if action.revoke is None or action.seat.side == seat.side:
            continue
        moments, irregular = board.claims.moments, board.revokes.irregular_plays
        if not is_established(board.actions, index, moments, irregular):
            return True
    return False


def _keep_the_claimed_tricks(
    board: Board, before: TableState, actions: list[CardAction]
) -> list[CardAction]:
    """A play a claim ended (Law 63A: a revoke raised after a claim the director ruled on
    is not established) keeps the tricks the claim gave for the tricks not played; the
    corrected tricks played count as they now fall. The last card records the result."""
    declarer, final = board.state.declarer, board.state.declarer_tricks
    assert declarer is not None and final is not None
    corrected = before
    for action in actions:
        corrected = corrected.with_action(action)
    side = declarer.side
    tricks = final - board.state.won[side] + corrected.won[side]
    return [*actions[:-1], replace(actions[-1], declarer_tricks=tricks)]


@handles(WithdrawCard)
def withdraw_card(board: Board, actor: Actor, command: WithdrawCard, _: RegisteredName) -> None:
    """Law 62C1: after the correction a non-offender takes back its card played after
    the revoke; every card played after that one goes back to its hand too, to be
    played again (the offender's partner may then change its card, 62C2)."""
    number, seat = command.number, Seat.parse(command.seat)
    raised = board.revokes.numbered(number)
    if not board.acts_for(actor, seat):
        raise NotAllowed(f"Only {seat.value}'s player or the director withdraws its card.")
    board.require_phase(Phase.PLAY, doing="withdrawing a card")
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
        CardWithdrawn,
        number=number,
        seat=seat.value,
        actor=actor.name,
        at=at,
        replaced=action_dicts(board.actions[at:]),
    )
