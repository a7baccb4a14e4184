"""A defender's premature lead or play (Law 57): a family of board commands. The card
becomes a major penalty card and declarer chooses an option for the offender's partner,
which binds the partner's next card."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.actions import SEATS
from domain.board.event import BoardEvent
from domain.board.family import Quiet, Waiting, family
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.lead_events import IrregularCardPlayed
from domain.board.leads import record_irregular_card
from domain.board.pending import PrematurePlayPending, card_pending
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.law57_premature_play import (
    PlayDuty,
    PlayOption,
    check_play_duty,
    is_premature,
    option_duty,
)
from domain.rules.leads import PendingLead
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.play import PlayedCard, is_revoke
from domain.rules.table import CardAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True)
class PrematureState:
    """A premature card waiting for declarer's option; the option's duty, until played."""

    pending: PendingLead | None = None
    duty: PlayDuty | None = None
    # Law 57D: a defender's card attempted at his right-hand opponent's turn, to be played
    # at his proper turn
    held_for_turn: PenaltyCard | None = None
    # Laws 57C3, 54B2: declarer's card played before its hand's turn, a played card the
    # service plays at that turn (domain/board/declarers_premature.py)
    declarers_card: PlayedCard | None = None

    def after_card(self, played: CardAction) -> PrematureState:
        state = self
        if self.declarers_card is not None and self.declarers_card.seat is played.seat:
            state = replace(state, declarers_card=None)
        if self.duty is not None and self.duty.seat is played.seat:
            state = replace(state, duty=None)  # Law 57A: the option bound this one card
        if self.held_for_turn is not None and self.held_for_turn.seat is played.seat:
            state = replace(state, held_for_turn=None)
        return state


@dataclass(frozen=True, kw_only=True)
class DecidePrematurePlay(BoardCommand):
    """Declarer's option after a defender played before his partner (Law 57A): the
    partner's highest or lowest card of the suit led, a card of `suit`, or not of `suit`."""

    choice: str
    suit: str | None = None


# ---- events -----------------------------------------------------------------------------
class PrematurePlayMade(IrregularCardPlayed):
    """Law 57A: defender `seat` led or played `card` before his partner played to the
    trick: it is a major penalty card, and declarer (`decides`) chooses an option."""

    def apply(self, board: Board) -> None:
        played = self.pending(opening=False)
        board.premature = PrematureState(
            played, board.premature.duty, declarers_card=board.premature.declarers_card
        )
        board.revokes = self.establishing(board, lambda b: premature_trick(b, played.seat))
        board.penalty_cards = (*board.penalty_cards, PenaltyCard(played.seat, played.card, "major"))


class PrematurePlayRuled(BoardEvent):
    """Declarer's option for the offender's partner `seat` on this trick (Law 57A)."""

    seat: str
    choice: str
    suit: str | None
    actor: str

    def apply(self, board: Board) -> None:
        suit = Suit(self.suit) if self.suit else None
        board.premature = PrematureState(
            None,
            PlayDuty(SEATS[self.seat], PlayOption(self.choice), suit),
            declarers_card=board.premature.declarers_card,
        )


class PlayedAtRightHandOpponentsTurn(BoardEvent):
    """Law 57D: defender `seat` attempted to play `card` to the trick at his right-hand
    opponent's turn. `legal`: it could be legally played to the trick, so it must be
    played at his proper turn; otherwise it became a major penalty card."""

    seat: str
    card: str
    legal: bool
    actor: str

    def apply(self, board: Board) -> None:
        card = PenaltyCard(SEATS[self.seat], Card.parse(self.card), "major")
        if self.legal:
            board.premature = replace(board.premature, held_for_turn=card)
        else:
            board.penalty_cards = (*board.penalty_cards, card)


# ---- what the core asks of the family ---------------------------------------------------
class PrematurePlays(Quiet):
    def waiting(self, board: Board) -> Waiting | None:
        pending = board.premature.pending
        if pending is None:
            return None
        view = card_pending(PrematurePlayPending, pending)
        reason = (
            f"{pending.seat.value} played before partner: declarer's option (Law 57A) comes first"
        )
        return Waiting(view, reason)

    def blocks_rewind(self, board: Board, doing: str) -> str | None:
        held = board.premature.held_for_turn
        if held is not None:
            return (
                f"{held.seat.value}'s card attempted out of turn waits for his turn; {doing} waits."
            )
        return super().blocks_rewind(board, doing)

    def check_card(self, board: Board, seat: Seat, card: Card) -> None:
        held = board.premature.held_for_turn
        if held is not None and held.seat is seat and held.card != card:
            raise RuleViolation(
                f"{seat.value} attempted to play {held.card} at his right-hand opponent's "
                "turn: it must be played now, at his proper turn (Law 57D)."
            )
        trick = board.state.open_trick()
        led = trick[0].card.suit if trick else None
        check_play_duty(board.premature.duty, seat, board.state.hand(seat), led, card)


family(20, PrematurePlays())


# ---- deciding ---------------------------------------------------------------------------
def premature_play(board: Board, actor: Actor, seat: Seat, card: Card) -> bool:
    """Records `card` as played before `seat`'s partner (57A) when it is: it becomes a
    penalty card and declarer chooses an option for the partner. False otherwise."""
    declarer = board.state.declarer
    if not board.irregularity_policy.records_irregularities or declarer is None:
        return False
    played = board.state.open_trick()
    early = board.premature.declarers_card
    if early is not None:  # 57C1: a card declarer played early counts as played
        played = (*played, early)
    if not is_premature(seat, board.state.next_seat, played, declarer):
        return False
    trick = premature_trick(board, seat)
    record_irregular_card(board, PrematurePlayMade, actor, seat, card, declarer, trick)
    return True


def premature_trick(board: Board, seat: Seat) -> int:
    """The trick `seat`'s premature card goes to (Law 63A1): the trick under way, or the
    next one when he has played to this one already (a lead, "legal or illegal")."""
    led_next = any(played.seat is seat for played in board.state.open_trick())
    return board.state.completed_tricks + (2 if led_next else 1)


def played_at_right_hand_opponents_turn(board: Board, actor: Actor, seat: Seat, card: Card) -> bool:
    """Law 57D (2017): "When a defender attempts to play (not lead) to a trick at his RHO's
    turn [...] If his card can be legally played to the trick, it must be played at his
    proper turn: otherwise, it becomes a major penalty card." Recorded when it is such an
    attempt (under a policy that lets irregularities happen); False otherwise."""
    declarer, next_seat = board.state.declarer, board.state.next_seat
    trick = board.state.open_trick()
    if not board.irregularity_policy.records_irregularities or declarer is None:
        return False
    if not trick or next_seat is None or seat in (declarer, declarer.partner):
        return False
    if next_seat is not seat.next(3):  # the seat to play is not his right-hand opponent
        return False
    if any(played.seat is seat for played in trick):
        return False  # he has played to this trick: no proper turn of his is still to come
    hand = board.state.hand(seat)
    if card not in hand:
        raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
    if board.premature.held_for_turn is not None:
        raise Conflict(f"{board.premature.held_for_turn.seat.value}'s card waits for his turn.")
    board.trigger_event(
        PlayedAtRightHandOpponentsTurn,
        seat=seat.value,
        card=str(card),
        legal=not is_revoke(hand, trick, card),
        actor=actor.name,
    )
    return True


@handles(DecidePrematurePlay)
def decide_premature_play(
    board: Board, actor: Actor, command: DecidePrematurePlay, _: RegisteredName
) -> None:
    choice, suit = command.choice, command.suit
    pending = board.premature.pending
    if pending is None:
        raise Conflict("No premature lead or play waits for declarer's option.")
    if not (board.is_director(actor) or board.holds(actor, pending.decides)):
        raise NotAllowed(f"Declarer ({pending.decides.value}) chooses (Law 57A).")
    trick = board.state.open_trick()
    assert trick
    duty = option_duty(pending.seat.partner, choice, suit, trick[0].card.suit)
    board.trigger_event(
        PrematurePlayRuled,
        seat=duty.seat.value,
        choice=duty.option.value,
        suit=duty.suit.value if duty.suit else None,
        actor=actor.name,
    )
