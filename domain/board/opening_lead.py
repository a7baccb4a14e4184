"""The declaring side's cards faced after a faced opening lead out of turn (Laws 54A, 54C,
2017; the rule in domain/rules/leads.py): a family of board commands.

The service faces dummy's hand itself once the opening lead stands (Law 41D), never while
a lead out of turn waits for declarer's decision; what the players faced at the table
meanwhile is a fact the board's director establishes and records: declarer who began to
spread his hand has become dummy (54A), dummy's cards declarer could have seen make him
accept the lead and stay declarer (54C). Only the director records it: he sees every hand,
so naming a card a hand does not hold tells nobody anything (a player's request would).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.event import BoardEvent
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.leads import record_decision
from domain.board.play_findings import PlayFinding, next_ruling
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.leads import cards_faced
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class RecordCardsFacedAfterOpeningLead(BoardCommand):
    """`seat`'s `cards` (declarer's or the presumed dummy's) were faced at the table after a
    defender's faced opening lead out of turn, as the director established."""

    seat: str
    cards: tuple[str, ...]


class DeclaringSideCardsFaced(BoardEvent, PlayFinding):
    """Law 54A or 54C (`law`): after the faced opening lead out of turn, `seat`'s `cards`
    were faced, as the director (`actor`) established; the `LeadDecided` that follows
    records what they settled (accepted with declarer spreading his hand, 54A, or accepted
    with the presumed declarer declaring, 54C). `number`: the director's ruling among the
    board's (None when stored before 0.19.0)."""

    seat: str
    cards: list[str]
    law: str
    actor: str
    number: int | None = None

    def ruled_by(self) -> str | None:
        return self.actor

    def finding(self) -> str:
        cards = " ".join(self.cards)
        if self.law == "54A":
            return (
                f"Declarer ({self.seat}) faced {cards} after the opening lead out of turn: "
                "he began to spread his hand, the lead is accepted and he becomes dummy."
            )
        return (
            f"Dummy ({self.seat}) faced {cards} after the opening lead out of turn: declarer "
            "could have seen them, so he accepts the lead and stays declarer."
        )

    def apply(self, board: Board) -> None:
        # the fact is recorded; the decision it settles is the next event
        self.record_finding(board)


@handles(RecordCardsFacedAfterOpeningLead)
def record_cards_faced(
    board: Board, actor: Actor, command: RecordCardsFacedAfterOpeningLead, _: RegisteredName
) -> None:
    if not board.is_director(actor):
        raise NotAllowed(
            "The director establishes which cards the declaring side faced after the "
            "opening lead out of turn (Law 54)."
        )
    board.require_phase(Phase.PLAY, doing="recording cards faced after the opening lead")
    pending = board.leads.pending
    if pending is None or not pending.opening:
        raise Conflict("No faced opening lead out of turn waits for declarer's decision.")
    declarer = board.state.declarer
    assert declarer is not None
    seat = Seat.parse(command.seat)
    cards = [Card.parse(card) for card in command.cards]
    if len(set(cards)) != len(cards) or len(cards) > 13:
        raise RuleViolation("cards lists 1 to 13 different cards.")
    for card in cards:
        if card not in board.state.hand(seat):
            raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
    law24 = [card for held, card in board.auction.law24_cards if held is seat]
    settled = cards_faced(seat, declarer, cards, law24)
    if settled.decision is None:
        raise RuleViolation(
            "Every card named was exposed by dummy during the auction and subject to Law 24: "
            "Law 54C excepts them, and declarer keeps his options."
        )
    board.trigger_event(
        DeclaringSideCardsFaced,
        seat=seat.value,
        cards=[str(card) for card in cards],
        law=settled.law,
        actor=actor.name,
        number=next_ruling(board),
    )
    record_decision(board, actor, settled.decision)
