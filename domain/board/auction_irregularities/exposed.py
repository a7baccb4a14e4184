"""A card exposed during the auction (Law 24; its rules in
domain/rules/law24_card_exposed.py): left face up, the partner passing at his next turn
for an honour or two cards, and penalty cards once the offender is a defender."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.auction_irregularities.events import (
    AuctionExposuresSettled,
    CardLedInAuction,
    CardsExposed,
)
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.law24_card_exposed import partner_must_pass, penalty_kind
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board

EXPOSED = "exposed"  # a penalty card's kind while the auction goes on (Law 24)


@dataclass(frozen=True, kw_only=True)
class ExposeCardsInAuction(BoardCommand):
    """`seat`'s cards seen face up during the auction (Law 24)."""

    seat: str
    cards: tuple[str, ...]
    led: bool = False  # the one card was prematurely led (Law 24B)


@handles(ExposeCardsInAuction)
def expose_in_auction(
    board: Board, actor: Actor, command: ExposeCardsInAuction, _: RegisteredName
) -> None:
    cards = [Card.parse(card) for card in command.cards]
    seat = Seat.parse(command.seat)
    """`seat`'s cards seen face up during the auction, told by their holder or the
    director: they stay face up until the auction ends (Law 24)."""
    if not (board.holds(actor, seat) or board.is_director(actor)):
        raise NotAllowed(f"Only {seat.value}'s holder or the director tells of its cards.")
    board.require_phase(Phase.AUCTION, doing="exposing a card")
    if not board.irregularity_policy.records_irregularities:
        raise RuleViolation(
            "Under the revoke policy prevent the table's irregularities are not recorded; "
            "use detect or auto."
        )
    faced = [p.card for p in board.penalty_cards if p.seat is seat]
    if not 1 <= len(cards) <= 13 or len(set(cards)) != len(cards):
        raise RuleViolation("cards lists 1 to 13 different cards.")
    for card in cards:
        if card not in board.state.hand(seat):
            raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
        if card in faced:
            raise Conflict(f"{card} is already face up on the table.")
    if command.led:
        if len(cards) != 1:
            raise RuleViolation("A card prematurely led is one card (Law 24B).")
        board.trigger_event(
            CardLedInAuction,
            seat=seat.value,
            card=str(cards[0]),
            must_pass=seat.partner.value,
            actor=actor.name,
        )
        return
    board.trigger_event(
        CardsExposed,
        seat=seat.value,
        cards=[str(card) for card in cards],
        must_pass=seat.partner.value if partner_must_pass([*faced, *cards]) else None,
        actor=actor.name,
    )


def settle_exposures(board: Board, actor: Actor) -> None:
    """At the end of the auction, the cards still face up: a defender's become penalty
    cards (Law 24E, 50B); declarer's and dummy's go back to the hand."""
    exposed = [p for p in board.penalty_cards if p.kind == EXPOSED]
    if not exposed or board.phase is Phase.AUCTION:
        return
    defenders: set[Seat] = set()
    if board.phase is Phase.PLAY and board.state.declarer is not None:
        defenders = {board.state.declarer.next(), board.state.declarer.next(3)}
    counts = {p.seat: sum(1 for q in exposed if q.seat is p.seat) for p in exposed}
    board.trigger_event(
        AuctionExposuresSettled,
        penalty_cards=[
            {
                "seat": p.seat.value,
                "card": str(p.card),
                "kind": "major"
                if (p.seat, p.card) in board.auction.led_cards
                else penalty_kind(p.card, counts[p.seat]),
            }
            for p in exposed
            if p.seat in defenders
        ],
        actor=actor.name,
    )
