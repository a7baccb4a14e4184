"""Leads out of turn (Laws 53-56) and declarer's lead restriction after a penalty card
(Law 50D2) or a call withdrawn in the auction and not replaced by a comparable one (Law
26B): commands of the Board aggregate. Events are nested in `Board`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from domain.actors import Actor
from domain.board_actions import action_dict
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.law57_premature_play import is_premature, option_duty
from domain.rules.leads import LeadChoice, LeadDecision, check_decision, who_decides
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board import Board


def is_lead_out_of_turn(board: Board, seat: Seat) -> bool:
    """A lead (no trick in progress) by a hand whose turn it is not, under a policy that
    lets irregularities happen."""
    return (
        board.revoke_policy != "prevent"
        and board.phase is Phase.PLAY
        and not board.state.open_trick()
        and seat is not board.state.next_seat
    )


def lead_out_of_turn(board: Board, actor: Actor, seat: Seat, card: Card) -> None:
    declarer = board.state.declarer
    assert declarer is not None
    decides, opening = who_decides(seat, declarer), board.state.cards_played == 0
    _record_irregular_card(board, board.LeadOutOfTurn, actor, seat, card, decides, opening=opening)


def restriction_pending(board: Board) -> Seat | None:
    """The defender about to lead whose partner holds a major penalty card, while
    declarer has not yet chosen for this lead (Law 50D2)."""
    leader = board.state.next_seat
    if board.phase is not Phase.PLAY or leader is None or board.state.open_trick():
        return None
    if board.pending_lead is not None or leader.side == board.state.contract_side:
        return None
    if board.lead_choice_at == board.state.cards_played:
        return None
    holder = leader.partner
    if any(p.seat is holder and p.is_major for p in board.penalty_cards):
        return leader
    if holder in board.lead_penalty:
        return leader  # Law 26B: his partner's call was withdrawn, not comparable
    return None


def restriction_law(board: Board, leader: Seat) -> str:
    """Which Law gives declarer his choice at `leader`'s lead: a major penalty card
    (50D2) before a withdrawn call (26B)."""
    holder = leader.partner
    if any(p.seat is holder and p.is_major for p in board.penalty_cards):
        return "50D2"
    return "26B"


def decide_lead(board: Board, actor: Actor, decision: str) -> None:
    pending = board.pending_lead
    if pending is None:
        raise Conflict("No lead out of turn is waiting for a decision.")
    if not (board.is_director(actor) or board.holds(actor, board.player_of(pending.decides))):
        raise NotAllowed(f"{pending.decides.value} decides on this lead out of turn.")
    if decision not in {d.value for d in LeadDecision}:
        raise RuleViolation("decision must be accept, accept_and_dummy or refuse.")
    chosen = LeadDecision(decision)
    declarer = board.state.declarer
    assert declarer is not None
    check_decision(chosen, pending, declarer)
    if chosen is LeadDecision.REFUSE:
        defender = pending.seat.side != declarer.side
        board.trigger_event(
            board.LeadDecided,
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
        board.LeadDecided,
        decision=chosen.value,
        actor=actor.name,
        played=played,
        declarer=new_declarer.value if new_declarer else None,
        penalty_card=None,
    )


def restrict_lead(board: Board, actor: Actor, choice: str, suit: str | None = None) -> None:
    leader = restriction_pending(board)
    if leader is None:
        raise Conflict("No lead restriction is waiting for declarer's choice.")
    declarer = board.state.declarer
    assert declarer is not None
    law = restriction_law(board, leader)
    if not (board.is_director(actor) or board.holds(actor, declarer)):
        raise NotAllowed(f"Declarer ({declarer.value}) makes this choice (Law {law}).")
    if law == "26B":
        _prohibit_lead(board, actor, leader, choice, suit)
        return
    if choice not in {c.value for c in LeadChoice}:
        raise RuleViolation("choice must be require, forbid or none.")
    card = next(p.card for p in board.penalty_cards if p.seat is leader.partner and p.is_major)
    board.trigger_event(
        board.LeadRestricted,
        choice=choice,
        seat=leader.value,
        suit=card.suit.value,
        actor=actor.name,
    )


def _prohibit_lead(board: Board, actor: Actor, leader: Seat, choice: str, suit: str | None) -> None:
    """Law 26B: "declarer may, at the offender's partner's first turn to lead (including
    the opening lead), prohibit offender's partner from leading any one suit"; the
    prohibition lasts while he keeps the lead."""
    if choice not in (LeadChoice.FORBID.value, LeadChoice.NONE.value):
        raise RuleViolation(
            "Under Law 26B declarer may only forbid one suit (choice forbid, with suit) "
            "or leave the lead free (choice none)."
        )
    forbidden: Suit | None = None
    if choice == LeadChoice.FORBID.value:
        if suit is None or suit not in {s.value for s in Suit}:
            raise RuleViolation("Name the suit to forbid: suit is S, H, D or C.")
        forbidden = Suit(suit)
    board.trigger_event(
        board.LeadProhibited,
        seat=leader.value,
        suit=forbidden.value if forbidden else None,
        actor=actor.name,
    )


# ---- Law 57: a defender's premature lead or play ------------------------------------
def premature_play(board: Board, actor: Actor, seat: Seat, card: Card) -> bool:
    """Records `card` as played before `seat`'s partner (57A) when it is: it becomes a
    penalty card and declarer chooses an option for the partner. False otherwise."""
    declarer = board.state.declarer
    if board.revoke_policy == "prevent" or declarer is None:
        return False
    if not is_premature(seat, board.state.next_seat, board.state.open_trick(), declarer):
        return False
    _record_irregular_card(board, board.PrematurePlayMade, actor, seat, card, declarer)
    return True


def decide_premature_play(board: Board, actor: Actor, choice: str, suit: str | None) -> None:
    pending = board.premature
    if pending is None:
        raise Conflict("No premature lead or play waits for declarer's option.")
    if not (board.is_director(actor) or board.holds(actor, pending.decides)):
        raise NotAllowed(f"Declarer ({pending.decides.value}) chooses (Law 57A).")
    trick = board.state.open_trick()
    assert trick
    duty = option_duty(pending.seat.partner, choice, suit, trick[0].card.suit)
    board.trigger_event(
        board.PrematurePlayRuled,
        seat=duty.seat.value,
        choice=duty.option.value,
        suit=duty.suit.value if duty.suit else None,
        actor=actor.name,
    )


def _record_irregular_card(
    board: Board,
    event: type[Any],
    actor: Actor,
    seat: Seat,
    card: Card,
    decides: Seat,
    **facts: object,
) -> None:
    """`seat`'s `card` played irregularly, recorded as the fact it is (`event`: a lead out of
    turn, a premature play), waiting for the choice of `decides`."""
    if card not in board.state.hand(seat):
        raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
    board.trigger_event(
        event, seat=seat.value, card=str(card), actor=actor.name, decides=decides.value, **facts
    )
