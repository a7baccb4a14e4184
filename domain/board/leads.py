"""Leads out of turn (Laws 53-56), an opening lead by the declaring side (Law 54E) and a
defender's card before declarer leads from the correct hand (Law 60B): a family of board
commands. Their events are in lead_events.py; the board's lead state (also the lead
restriction in force, which lead_restrictions.py decides) in lead_state.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from domain.actors import Actor
from domain.board.actions import action_dict
from domain.board.family import Quiet, Waiting, family
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.lead_events import (
    LeadDecided,
    LeadOptionExpressed,
    LeadOutOfTurn,
    OpeningLeadByDeclaringSide,
    PlayedBeforeDeclarersLead,
    next_trick,
)
from domain.board.pending import LeadOutOfTurnPending, card_pending
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.leads import (
    LeadDecision,
    check_decision,
    defender_may_choose,
    who_decides,
)
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class DecideLeadOutOfTurn(BoardCommand):
    """The decision on a lead out of turn: accept it, accept it and become dummy, or
    refuse it (Laws 53-56)."""

    decision: str


# ---- what the core asks of the family ---------------------------------------------------
class LeadsOutOfTurn(Quiet):
    def waiting(self, board: Board) -> Waiting | None:
        pending = board.leads.pending
        if pending is None:
            return None
        view = card_pending(LeadOutOfTurnPending, pending)
        waits = f"A lead out of turn waits for {pending.decides.value}'s decision"
        if pending.partner_option is not None:
            partner = pending.decides.partner.value
            waits += f" ({partner} chose {pending.partner_option.value}; Law 55A)"
        return Waiting(view, waits)


family(30, LeadsOutOfTurn())


# ---- deciding ---------------------------------------------------------------------------
def is_lead_out_of_turn(board: Board, seat: Seat) -> bool:
    """A lead (no trick in progress) by a hand whose turn it is not, under a policy that
    lets irregularities happen."""
    return (
        board.irregularity_policy.records_irregularities
        and board.phase is Phase.PLAY
        and not board.state.open_trick()
        and seat is not board.state.next_seat
    )


def lead_out_of_turn(board: Board, actor: Actor, seat: Seat, card: Card) -> None:
    declarer = board.state.declarer
    assert declarer is not None
    decides, opening = who_decides(seat, declarer), board.state.cards_played == 0
    if opening and seat.side == declarer.side:
        if card not in board.state.hand(seat):
            raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
        board.trigger_event(
            OpeningLeadByDeclaringSide, seat=seat.value, card=str(card), actor=actor.name
        )
        return
    if board.leads.declarer_retracted and seat.side != declarer.side:
        if card not in board.state.hand(seat):
            raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
        board.trigger_event(
            PlayedBeforeDeclarersLead,
            seat=seat.value,
            card=str(card),
            actor=actor.name,
            trick=next_trick(board),
        )
        return
    record_irregular_card(
        board, LeadOutOfTurn, actor, seat, card, decides, next_trick(board), opening=opening
    )


def accepted_by_playing(board: Board, seat: Seat) -> bool:
    """Law 53A: a lead out of turn "becomes a correct lead if declarer or either defender,
    as the case may be, accepts it by making a statement to that effect, or if a play is
    made from the hand next in rotation to the irregular lead (but see B)". Law 53B: the
    proper leader, an opponent of the offender, "may make his proper lead to the trick of
    the infraction without his card being deemed played to the irregular lead", so his
    card accepts nothing; nor does any card at the thirteenth trick ("Prior to the
    thirteenth trick")."""
    pending = board.leads.pending
    return (
        pending is not None
        and seat is pending.seat.next()
        and seat is not board.state.next_seat
        and board.state.completed_tricks + 1 < 13
    )


def stands_by_wrong_defenders_play(board: Board, seat: Seat) -> bool:
    """Law 53C (2017): "If declarer leads out of turn from either his own hand or from
    dummy, and the defender to the right of the irregular lead plays a card (but see B), the
    lead stands and Law 57 applies": his card is then played before his partner (57A). Not
    the proper leader's card (53B: his own lead), nor at the thirteenth trick, where no lead
    out of turn stands (53A: "Prior to the thirteenth trick")."""
    pending = board.leads.pending
    declarer = board.state.declarer
    return (
        pending is not None
        and declarer is not None
        and pending.seat.side == declarer.side
        and seat is pending.seat.next(3)
        and seat is not board.state.next_seat
        and board.state.completed_tricks + 1 < 13
    )


def proper_lead_after_irregular(board: Board, seat: Seat) -> bool:
    """Law 53B (2017): "Subject to Law 53A, if it was properly the turn to lead of an
    opponent of the player who led out of turn, that opponent may make his proper lead to
    the trick of the infraction without his card being deemed played to the irregular
    lead." `seat` is that opponent, the lead out of turn still waiting (not accepted)."""
    pending = board.leads.pending
    return pending is not None and seat is board.state.next_seat and seat.side != pending.seat.side


def make_proper_lead(board: Board, actor: Actor, seat: Seat, card: Card) -> None:
    """Law 53B: "When this occurs, the proper lead stands and all cards played in error to
    this trick may be withdrawn": the irregular lead is recorded as not accepted (a
    defender's card a major penalty card, Law 50B, "exposed through deliberate play";
    declarer's goes back to his hand, Law 55B1), then `seat`'s card is played as the lead
    it is. A proper leader who said he accepts the lead (Law 55A's option) has accepted it
    by a statement (53A), and his card waits for the decision like any other."""
    pending = board.leads.pending
    declarer = board.state.declarer
    assert pending is not None and declarer is not None
    if pending.partner_option is LeadDecision.ACCEPT and seat is pending.decides.partner:
        raise Conflict(
            f"{seat.value} chose to accept the lead out of turn (Law 55A); "
            f"{pending.decides.value} decides."
        )
    if card not in board.state.hand(seat):
        raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
    defender = pending.seat.side != declarer.side
    board.trigger_event(
        LeadDecided,
        decision=LeadDecision.REFUSE.value,
        actor=actor.name,
        played=None,
        declarer=None,
        penalty_card=str(pending.card) if defender else None,
    )


def accept_by_playing(board: Board, actor: Actor, seat: Seat, card: Card) -> None:
    """The lead out of turn accepted by `seat`'s `card` (Law 53A), or standing by it (53C),
    the card then played to it as any card is (53C: before his partner, Law 57)."""
    pending = board.leads.pending
    assert pending is not None
    if card not in board.state.hand(seat):
        raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
    board.trigger_event(
        LeadDecided,
        decision=LeadDecision.ACCEPT.value,
        actor=actor.name,
        played=action_dict(board.state.card_facts(pending.seat, pending.card)),
        declarer=None,
        penalty_card=None,
    )


@handles(DecideLeadOutOfTurn)
def decide_lead(
    board: Board, actor: Actor, command: DecideLeadOutOfTurn, _: RegisteredName
) -> None:
    decision = command.decision
    pending = board.leads.pending
    if pending is None:
        raise Conflict("No lead out of turn is waiting for a decision.")
    declarer = board.state.declarer
    assert declarer is not None
    decider = board.is_director(actor) or board.holds(actor, board.player_of(pending.decides))
    partner = pending.decides.partner
    partner_chooses = (
        not decider
        and defender_may_choose(pending, declarer, partner)
        and board.holds(actor, partner)
    )
    if not (decider or partner_chooses):
        raise NotAllowed(f"{pending.decides.value} decides on this lead out of turn.")
    if decision not in {d.value for d in LeadDecision}:
        raise RuleViolation("decision must be accept, accept_and_dummy or refuse.")
    chosen = LeadDecision(decision)
    check_decision(chosen, pending, declarer, board.state.completed_tricks + 1)
    if partner_chooses:
        # Law 55A: his option waits for the defender next in turn, whose option prevails
        board.trigger_event(
            LeadOptionExpressed, seat=partner.value, decision=chosen.value, actor=actor.name
        )
        return
    record_decision(board, actor, chosen)


def record_decision(board: Board, actor: Actor, chosen: LeadDecision) -> None:
    """The lead out of turn waiting is `chosen`: refused (a defender's card a major
    penalty card, Law 54D; the declaring side's back in its hand, 55B), accepted (its card
    played, 53A), or accepted with declarer spreading his hand (54A: dummy declares)."""
    pending = board.leads.pending
    declarer = board.state.declarer
    assert pending is not None and declarer is not None
    if chosen is LeadDecision.REFUSE:
        defender = pending.seat.side != declarer.side
        board.trigger_event(
            LeadDecided,
            decision=chosen.value,
            actor=actor.name,
            played=None,
            declarer=None,
            penalty_card=str(pending.card) if defender else None,
        )
        return
    played = action_dict(board.state.card_facts(pending.seat, pending.card))
    new_declarer = declarer.partner if chosen is LeadDecision.ACCEPT_AND_DUMMY else None
    board.trigger_event(
        LeadDecided,
        decision=chosen.value,
        actor=actor.name,
        played=played,
        declarer=new_declarer.value if new_declarer else None,
        penalty_card=None,
    )


def record_irregular_card(
    board: Board,
    event: type[Any],
    actor: Actor,
    seat: Seat,
    card: Card,
    decides: Seat,
    trick: int,
    **facts: object,
) -> None:
    """`seat`'s `card` played irregularly to `trick`, recorded as the fact it is (`event`: a
    lead out of turn, a premature play), waiting for the choice of `decides`."""
    if card not in board.state.hand(seat):
        raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
    board.trigger_event(
        event,
        seat=seat.value,
        card=str(card),
        actor=actor.name,
        decides=decides.value,
        trick=trick,
        **facts,
    )
