"""Law 51A (2017), two or more penalty cards: "If it is a defender's turn to play and that
defender has two or more penalty cards that can legally be played, declarer designates
which is to be played at that turn." A family of board commands: the table waits for
declarer's designation, then the defender plays the card designated. Another of his
penalty cards is refused then, as a lead that breaks a restriction is; a card that is not
a penalty card is recorded as failing to play one (Law 52), as before."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.actions import SEATS
from domain.board.event import BoardEvent
from domain.board.family import Family, Quiet, Waiting, families, family
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.pending import PenaltyCardDesignationPending
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.play import is_revoke
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class DesignatePenaltyCard(BoardCommand):
    """Declarer designates which of a defender's penalty cards he plays at this turn."""

    card: str


class PenaltyCardDesignated(BoardEvent):
    """Law 51A: declarer (or the director for him) designated defender `seat`'s penalty
    `card` to be played at his turn."""

    seat: str
    card: str
    actor: str

    def apply(self, board: Board) -> None:
        designated = PenaltyCard(SEATS[self.seat], Card.parse(self.card), "major")
        board.revokes = board.revokes.with_designated(designated)


def playable_penalty_cards(board: Board, seat: Seat) -> list[Card]:
    """`seat`'s penalty cards that can legally be played now: they follow the suit led
    when he can, and no other duty of the table (a lead restriction, Law 57's option, a
    card held for this turn) forbids them."""
    hand = board.state.hand(seat)
    trick = board.state.open_trick()
    found = []
    for penalty in board.penalty_cards:
        if penalty.seat is not seat or penalty.card not in hand:
            continue
        if trick and is_revoke(hand, trick, penalty.card):
            continue
        if _others_allow(board, seat, penalty.card):
            found.append(penalty.card)
    return sorted(found, key=str)


def _others_allow(board: Board, seat: Seat, card: Card) -> bool:
    for member in families():
        if isinstance(member, PenaltyCardDesignations):
            continue
        try:
            member.check_card(board, seat, card)
        except RuleViolation:
            return False
    return True


def designation_due(board: Board) -> tuple[Seat, list[Card]] | None:
    """The defender to play and his penalty cards, when two or more can legally be played
    and declarer has not designated one for this turn (Law 51A)."""
    if len(board.penalty_cards) < 2:
        return None  # asked at every call and card, and every view: mostly none faced
    seat, declarer = board.state.next_seat, board.state.declarer
    if board.phase is not Phase.PLAY or seat is None or declarer is None:
        return None
    if seat in (declarer, declarer.partner):
        return None
    designated = board.revokes.designated
    if designated is not None and designated.seat is seat:
        return None
    if sum(1 for p in board.penalty_cards if p.seat is seat) < 2:
        return None
    cards = playable_penalty_cards(board, seat)
    return (seat, cards) if len(cards) >= 2 else None


class PenaltyCardDesignations(Quiet):
    def waiting(self, board: Board) -> Waiting | None:
        due = designation_due(board)
        if due is None:
            return None
        seat, cards = due
        assert board.state.declarer is not None
        view = PenaltyCardDesignationPending(
            kind="penalty_card_designation",
            seat=seat.value,
            cards=[str(card) for card in cards],
            decides=board.state.declarer.value,
        )
        reason = f"{seat.value} has two or more penalty cards: declarer's designation (Law 51A)"
        return Waiting(view, reason + " comes first")

    def check_card(self, board: Board, seat: Seat, card: Card) -> None:
        designated = board.revokes.designated
        if designated is None or designated.seat is not seat or card == designated.card:
            return
        if any(p.seat is seat and p.card == card for p in board.penalty_cards):
            raise RuleViolation(
                f"Declarer designated {designated.card}: {seat.value} plays it at this turn "
                "(Law 51A)."
            )


DESIGNATIONS: Family = PenaltyCardDesignations()
family(45, DESIGNATIONS)


@handles(DesignatePenaltyCard)
def designate_penalty_card(
    board: Board, actor: Actor, command: DesignatePenaltyCard, _: RegisteredName
) -> None:
    due = designation_due(board)
    if due is None:
        raise Conflict("No defender to play has two or more penalty cards to choose from.")
    seat, cards = due
    declarer = board.state.declarer
    assert declarer is not None
    if not (board.is_director(actor) or board.holds(actor, declarer)):
        raise NotAllowed(f"Declarer ({declarer.value}) designates the penalty card (Law 51A).")
    card = Card.parse(command.card)
    if card not in cards:
        listed = ", ".join(map(str, cards))
        raise RuleViolation(
            f"Declarer designates one of {seat.value}'s penalty cards that can legally be "
            f"played now: {listed} (Law 51A)."
        )
    board.trigger_event(PenaltyCardDesignated, seat=seat.value, card=str(card), actor=actor.name)
