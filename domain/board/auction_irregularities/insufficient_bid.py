"""The insufficient bid (Law 27; its rules in domain/rules/law27_insufficient_bid.py):
recorded as the fact it is, accepted or not by the offender's left-hand opponent, its
substitute judged by Law 27B, a comparable call ruled by the director (27B1b: a double or
redouble offered waits outside the auction for it), another insufficient bid offered in
its place put to the left-hand opponent like the first (27B4), and the offender's partner
silenced (27B2, 27B3, 27B4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.auction_irregularities.events import (
    AnotherInsufficientBidMade,
    AuctionIrregularityDecided,
    ComparableCallRuled,
    OfferedSubstituteStands,
    RotationCallRuled,
    SubstituteJudged,
    SubstituteOffered,
)
from domain.board.calls import record_call
from domain.board.rulings import MakeRuling, record_directors_ruling, ruling_kind, ruling_words
from domain.errors import Conflict, NotAllowed
from domain.rules import law27_insufficient_bid as law27
from domain.rules.calls import Call, CallKind, MadeCall
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.law27_insufficient_bid import Substitute
from domain.rules.rulings import RulingKind
from domain.rules.table import CallAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board


def attempt_substitute(board: Board, actor: Actor, made: MadeCall) -> bool:
    """The offender's attempt to replace his refused insufficient bid, before it is made
    as a call: True when Law 27B keeps it out of the auction. Another insufficient bid
    waits, like the first, for his left-hand opponent to accept it or not (27B4, 27A1);
    a double Law 19 does not permit is cancelled, and his partner must pass whenever it
    is his turn (27B3); a legal double or redouble waits for the director's ruling on
    whether it is comparable (27B1b, else 27B3)."""
    seat, call = made.seat, made.call
    if law27.is_insufficient(board.state.auction, seat, call):
        board.trigger_event(
            AnotherInsufficientBidMade,
            seat=seat.value,
            call=str(call),
            alert=made.alert,
            explanation=made.explanation,
            actor=actor.name,
        )  # 27B4: offered to the left-hand opponent as 27A allows
        return True
    if law27.is_not_permitted_substitute(board.state.auction, seat, call):
        board.trigger_event(
            SubstituteJudged,
            seat=seat.value,
            call=str(call),
            law=Substitute.NOT_PERMITTED.value,
            silenced=seat.partner.value,
            actor=actor.name,
            lead_penalty=True,
        )
        return True
    if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
        board.trigger_event(
            SubstituteOffered,
            seat=seat.value,
            call=str(call),
            alert=made.alert,
            explanation=made.explanation,
            actor=actor.name,
        )
        return True
    return False


def judge_substitute(board: Board, actor: Actor, seat: Seat, call: Call) -> None:
    """After the substitute was made as a call: what Law 27B makes of it."""
    pending = board.auction.insufficient_bid
    if pending is None or not pending.refused or pending.seat is not seat:
        return
    made = board.actions[-1]  # the substitute, just made
    alerted = isinstance(made, CallAction) and made.alert
    law = law27.judge_substitute(
        board.state.auction.before(len(board.state.auction.calls) - 1),
        pending.call,
        call,
        artificial=pending.alert or alerted,
    )
    board.trigger_event(
        SubstituteJudged,
        seat=seat.value,
        call=str(call),
        law=law.value,
        silenced=seat.partner.value if law is Substitute.PARTNER_SILENCED else None,
        actor=actor.name,
        lead_penalty=law is Substitute.PARTNER_SILENCED,
    )


def decide_insufficient_bid(board: Board, actor: Actor, decision: str) -> None:
    """Law 27A: the offender's left-hand opponent accepts the insufficient bid or not.
    Another insufficient bid offered in place of a refused one and refused too is ruled
    as 27B3 (27B4): cancelled, a legal call still due, the offender's partner silenced."""
    pending = board.auction.insufficient_bid
    if pending is None or pending.refused:
        raise Conflict("No irregularity of the auction waits for a decision.")
    if not (board.holds(actor, pending.decides) or board.is_director(actor)):
        raise NotAllowed(
            f"The decision is {pending.decides.value}'s, the offender's left-hand opponent "
            "(or the director's)."
        )
    if decision not in ("accept", "refuse"):
        raise RuleViolation("decision is accept or refuse.")
    board.trigger_event(
        AuctionIrregularityDecided,
        decision=decision,
        actor=actor.name,
    )
    if decision == "refuse" and pending.replaces is not None:
        # 27B4: "the Director rules as in B3": cancelled, the partner silenced
        seat = pending.seat
        board.trigger_event(
            SubstituteJudged,
            seat=seat.value,
            call=str(pending.call),
            law=Substitute.NOT_PERMITTED.value,
            silenced=seat.partner.value,
            actor=actor.name,
            lead_penalty=True,
        )
    if decision == "accept":
        auction = board.state.auction
        after = auction.recorded(pending.seat, pending.call)  # now legal (27A)
        record_call(board, actor, pending, after)


def rule_comparable_call(board: Board, actor: Actor, command: MakeRuling) -> None:
    """Law 27B1b: the director rules whether the substitute is comparable (Law 23A); if
    not, the offender's partner must pass whenever it is his turn to call (27B2), and a
    double or redouble offered is cancelled: the offender substitutes again (27B3)."""
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin rules.")
    waiting = board.auction.comparable_call
    if waiting is None:
        raise Conflict("No substitute call waits for a ruling on whether it is comparable.")
    law, explanation = ruling_words(command.law, command.explanation)
    comparable = command.comparable
    if comparable is None:
        raise RuleViolation("A comparable_call ruling says comparable: true or false.")
    if waiting.law != "27B1b":  # Laws 30-32 (2017): partner passes at his next turn only
        record_directors_ruling(
            board,
            RotationCallRuled,
            actor,
            law,
            explanation,
            comparable=comparable,
            pass_next=None if comparable else waiting.seat.partner.value,
            lead_penalty=not comparable,
        )
        return
    record_directors_ruling(
        board,
        ComparableCallRuled,
        actor,
        law,
        explanation,
        comparable=comparable,
        silenced=None if comparable else waiting.seat.partner.value,
        lead_penalty=not comparable,
    )
    offered = waiting.offered
    if offered is not None and comparable:
        board.trigger_event(
            OfferedSubstituteStands, seat=offered.seat.value, call=str(offered.call),
            actor=actor.name,
        )  # fmt: skip
        record_call(board, actor, offered, board.state.auction.add(offered.seat, offered.call))


ruling_kind(RulingKind.COMPARABLE_CALL.value, rule_comparable_call)
