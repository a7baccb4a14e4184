"""Declarer's card played before its hand's turn (Laws 57C3, 54B2, 2017; the rule in
domain/rules/law57_premature_play.py): part of the play's commands.

57C3: "A premature play (not a lead) by declarer from either hand is a played card and if
legal may not be withdrawn." 54B2: declarer having accepted a defender's faced opening
lead out of turn, "If declarer plays the second card to the trick from dummy, dummy's card
may not be withdrawn except to correct a revoke": the same card, recorded under 54B2. (Before
he accepts, dummy is not faced, 41D, and declarer plays none of its cards: at the table a
dummy faced then is 54C's, `cards-faced-after-opening-lead`.)

A trick here is the cards in the order of their turns, so the card that stands is played
by the service at its hand's turn (domain/board/play.py `EarlyCardPlayed`): the defenders
play around it as at the table, and declarer may play no other card from that hand. One
that is a revoke is withdrawn, no penalty (declarer's cards are never penalty cards); the
fact is recorded.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.actions import SEATS
from domain.board.event import BoardEvent
from domain.board.family import Quiet, family
from domain.errors import Conflict
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.law57_premature_play import is_declarers_premature_play, stands
from domain.rules.play import PlayedCard

if TYPE_CHECKING:
    from domain.board.aggregate import Board


class DeclarersCardPlayedEarly(BoardEvent):
    """Law 57C3 or 54B2 (`law`): declarer (`actor`) played `seat`'s `card` before that
    hand's turn. `stands`: a legal card, played by the service at that turn (a
    `CardPlayed` then records it); otherwise it was a revoke, withdrawn."""

    seat: str
    card: str
    law: str
    stands: bool
    actor: str

    def apply(self, board: Board) -> None:
        if self.stands:
            early = PlayedCard(SEATS[self.seat], Card.parse(self.card))
            board.premature = replace(board.premature, declarers_card=early)


class DeclarersEarlyCards(Quiet):
    """The card declarer played early binds that hand's card to this trick, keeps undo from
    taking the trick back, and is played when its turn comes."""

    def blocks_rewind(self, board: Board, doing: str) -> str | None:
        early = board.premature.declarers_card
        if early is None:
            return None
        return (
            f"{early.seat.value}'s {early.card}, played early, waits for its turn; {doing} waits."
        )

    def check_card(self, board: Board, seat: Seat, card: Card) -> None:
        early = board.premature.declarers_card
        if early is not None and early.seat is seat and early.card != card:
            raise RuleViolation(
                f"{early.card} was played early from {seat.value}: it is a played card and "
                "may not be withdrawn (Law 57C3)."
            )


family(35, DeclarersEarlyCards())  # play.py plays the card at its turn (`settle`)


def declarers_premature_play(board: Board, actor: Actor, seat: Seat, card: Card) -> bool:
    """Law 57C3: `seat`'s `card`, declarer's or dummy's, to the trick under way before its
    turn, recorded (under a policy that lets irregularities happen); False otherwise."""
    declarer = board.state.declarer
    if not board.irregularity_policy.records_irregularities or declarer is None:
        return False
    trick = board.state.open_trick()
    if not is_declarers_premature_play(seat, board.state.next_seat, trick, declarer):
        return False
    _check_one(board, seat, card)
    legal = stands(board.state.hand(seat), trick, card)
    # 54B2: dummy's card, the second to an opening lead out of turn declarer accepted
    accepted = len(board.state.tricks) == 1 and trick[0].seat is not declarer.next()
    second_from_dummy = accepted and len(trick) == 1 and seat is declarer.partner
    board.trigger_event(
        DeclarersCardPlayedEarly,
        seat=seat.value,
        card=str(card),
        law="54B2" if second_from_dummy else "57C3",
        stands=legal,
        actor=actor.name,
    )
    return True


def _check_one(board: Board, seat: Seat, card: Card) -> None:
    if card not in board.state.hand(seat):
        raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
    early = board.premature.declarers_card
    if early is not None:
        raise Conflict(
            f"{early.seat.value}'s {early.card}, played early, waits for its turn (Law 57C3)."
        )
