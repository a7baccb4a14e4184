"""A defender's cards exposed during the play other than by playing them (Laws 49, 50B):
dropped, seen as two cards were played together, or faced deliberately. They become
penalty cards, minor or major as Law 50B says; Laws 50C and 50D then apply to them.
Whatever made a defender's second penalty card (a lead out of turn refused, a revoke
corrected, a premature play), Law 50B then makes every one of his major."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.event import BoardEvent
from domain.board.family import Quiet, family
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.revokes.state import SERVICE
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.penalty_cards import PenaltyCard, exposure_kind, minors_made_major
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class ExposeCardsInPlay(BoardCommand):
    """Defender `seat`'s `cards` faced during the play (Law 49); `inadvertent` when dropped
    or exposed by accident, not deliberately (Law 50B)."""

    seat: str
    cards: tuple[str, ...]
    inadvertent: bool


class CardsExposedInPlay(BoardEvent):
    """Law 49: defender `seat`'s `cards` became penalty cards of `kind`; with two or more
    penalty cards, every one of his became major (`all_major`, Law 50B)."""

    seat: str
    cards: list[str]
    kind: str
    all_major: bool
    actor: str

    def apply(self, board: Board) -> None:
        seat = Seat(self.seat)
        kept = board.penalty_cards
        if self.all_major:
            kept = tuple(
                PenaltyCard(p.seat, p.card, "major") if p.seat is seat else p for p in kept
            )
        added = tuple(PenaltyCard(seat, Card.parse(card), self.kind) for card in self.cards)
        board.penalty_cards = (*kept, *added)


class PenaltyCardsMadeMajor(BoardEvent):
    """Law 50B: "when one defender has two or more penalty cards, all such cards become
    major penalty cards": defender `seat`'s minor penalty `cards` became major."""

    seat: str
    cards: list[str]
    actor: str

    def apply(self, board: Board) -> None:
        seat, cards = Seat(self.seat), {Card.parse(card) for card in self.cards}
        board.penalty_cards = tuple(
            PenaltyCard(p.seat, p.card, "major") if p.seat is seat and p.card in cards else p
            for p in board.penalty_cards
        )


class TwoPenaltyCardsAreMajor(Quiet):
    def settle(self, board: Board) -> None:
        for seat, cards in minors_made_major(board.penalty_cards).items():
            board.trigger_event(
                PenaltyCardsMadeMajor,
                seat=seat.value,
                cards=[str(card) for card in cards],
                actor=SERVICE,
            )


family(46, TwoPenaltyCardsAreMajor())


@handles(ExposeCardsInPlay)
def expose_in_play(
    board: Board, actor: Actor, command: ExposeCardsInPlay, _: RegisteredName
) -> None:
    seat = Seat.parse(command.seat)
    if not (board.holds(actor, seat) or board.is_director(actor)):
        raise NotAllowed(f"Only {seat.value}'s holder or the director tells of its cards.")
    board.require_phase(Phase.PLAY, doing="exposing a card in play")
    if not board.irregularity_policy.records_irregularities:
        raise RuleViolation(
            "Under the revoke policy prevent the table's irregularities are not recorded; "
            "use detect or auto."
        )
    if seat in (board.state.declarer, board.state.dummy):
        raise Conflict(
            f"{seat.value} is declarer or dummy: only a defender's cards become penalty "
            "cards (Laws 48A, 49)."
        )
    cards = [Card.parse(card) for card in command.cards]
    if not 1 <= len(cards) <= 13 or len(set(cards)) != len(cards):
        raise RuleViolation("cards lists 1 to 13 different cards.")
    faced = [p.card for p in board.penalty_cards if p.seat is seat]
    for card in cards:
        if card not in board.state.hand(seat):
            raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
        if card in faced:
            raise Conflict(f"{card} is already face up on the table.")
    board.trigger_event(
        CardsExposedInPlay,
        seat=seat.value,
        cards=[str(card) for card in cards],
        kind=exposure_kind(cards, command.inadvertent, len(faced)),
        all_major=len(faced) + len(cards) >= 2,
        actor=actor.name,
    )
