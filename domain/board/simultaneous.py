"""Simultaneous leads (Law 58A, 2017): a family of board commands.

Law 58A: "A lead or play made simultaneously with another player's proper lead or play is
deemed to be subsequent to it." The service receives one request after the other, so a
card led at the same moment as the proper leader's may reach it first, and is then
recorded as a lead out of turn. The director, finding the two simultaneous, rules so while
that lead waits for its decision: it is no lead out of turn (nobody accepts or refuses it,
it establishes nothing as one), the proper lead is played, and the other card is then
played after it, as the play's rules take any card at that moment: in turn when its hand
is next, before his partner (57A), at his right-hand opponent's turn (57D), or declarer's
card played early (57C3).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domain.actors import Actor, holder_actor
from domain.board.actions import SEATS
from domain.board.event import BoardEvent
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.lead_events import next_trick
from domain.board.play import PlayCard, play_card
from domain.board.play_findings import PlayFinding, next_ruling
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board

LAW = "58A"


@dataclass(frozen=True, kw_only=True)
class RuleSimultaneousLead(BoardCommand):
    """The lead out of turn waiting was made at the same moment as the proper leader's
    `lead`: the director's ruling (Law 58A)."""

    lead: str


class SimultaneousLeadRuled(BoardEvent, PlayFinding):
    """Law 58A: `seat`'s `card`, recorded as a lead out of turn to `trick`, was made at the
    same moment as `leader`'s proper `lead`, as the director (`actor`) ruled: it is no
    lead out of turn. The proper lead follows (`CardPlayed`), then `seat`'s card as a
    card played after it. `number`: the director's ruling among the board's (None when
    stored before 0.19.0)."""

    seat: str
    card: str
    leader: str
    lead: str
    trick: int
    law: str
    actor: str
    number: int | None = None

    def ruled_by(self) -> str | None:
        return self.actor

    def finding(self) -> str:
        return (
            f"{self.seat}'s {self.card} was led at the same moment as {self.leader}'s proper "
            f"lead of {self.lead} to trick {self.trick}: it is no lead out of turn, and is "
            "deemed played after it."
        )

    def apply(self, board: Board) -> None:
        self.record_finding(board)
        board.leads = replace(board.leads, pending=None)
        # no longer a lead out of turn: what the card is now its next event records
        board.revokes = board.revokes.without_irregular_play(SEATS[self.seat], self.trick)


def _holder(board: Board, seat_name: str) -> Actor:
    """Who plays the seat's cards (declarer for dummy), as the table's player."""
    player = board.player_of(SEATS[seat_name])
    name = board.seats.get(player)
    if name is None:
        raise Conflict(f"Nobody plays {seat_name}'s cards at this board.")
    return holder_actor(name)


@handles(RuleSimultaneousLead)
def rule_simultaneous_lead(
    board: Board, actor: Actor, command: RuleSimultaneousLead, registered: RegisteredName
) -> None:
    if not board.is_director(actor):
        raise NotAllowed("The director rules that two leads were simultaneous (Law 58A).")
    board.require_phase(Phase.PLAY, doing="ruling on simultaneous leads")
    pending = board.leads.pending
    leader = board.state.next_seat
    if pending is None or leader is None:
        raise Conflict("No lead out of turn waits: there is nothing to rule simultaneous.")
    if pending.partner_option is not None:
        raise Conflict(
            f"{pending.decides.partner.value} has chosen on the lead out of turn (Law 55A): "
            "it was no lead made at the proper lead's moment."
        )
    lead = Card.parse(command.lead)
    if lead not in board.state.hand(leader):
        raise RuleViolation(f"{lead} is not in {leader.value}'s hand.")
    board.trigger_event(
        SimultaneousLeadRuled,
        seat=pending.seat.value,
        card=str(pending.card),
        leader=leader.value,
        lead=str(lead),
        trick=next_trick(board),
        law=LAW,
        actor=actor.name,
        number=next_ruling(board),
    )
    proper = PlayCard(board_id=command.board_id, seat=leader.value, card=str(lead))
    play_card(board, _holder(board, leader.value), proper, registered)
    later = PlayCard(board_id=command.board_id, seat=pending.seat.value, card=str(pending.card))
    play_card(board, _holder(board, pending.seat.value), later, registered)
