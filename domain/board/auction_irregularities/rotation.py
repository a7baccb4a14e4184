"""Calls out of rotation (Laws 28-32) and changes of call (Law 25); their rules are in
domain/rules/law28_32_call_out_of_rotation.py and domain/rules/law25_change_of_call.py. A
rectification the Laws impose (a player made to pass, a call cancelled) is recorded as a
ruling of the kind `auction_rectification`, with no director."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from domain.actors import Actor
from domain.board.actions import action_dict
from domain.board.auction_irregularities.events import (
    CallChangeAttempted,
    CallChangeDecided,
    CallDutyJudged,
    CallOutOfRotationMade,
    CallOutOfRotationSettled,
    ComparableCallAwaited,
    ComparableCallDue,
    UnintendedCallReplaced,
)
from domain.board.auction_irregularities.exposed import settle_exposures
from domain.board.calls import record_call
from domain.errors import Conflict, NotAllowed
from domain.rules.calls import Call, CallKind, MadeCall
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.law25_change_of_call import OUTCOMES, ChangeDecision
from domain.rules.law28_32_call_out_of_rotation import (
    DutyOutcome,
    TurnOf,
    explain,
    explain_duty,
    judge_repeat,
    rectification,
    turn_of,
)
from domain.rules.table import CallAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board


def call_while_out_of_rotation_waits(board: Board, actor: Actor, seat: Seat) -> None:
    """A call made while a call out of rotation waits: by the offender's left-hand
    opponent, it accepts it (29A); by the player whose turn it was, an opponent of the
    offender, it cancels it (28B). Anyone else waits."""
    change = board.auction.call_change
    if change is not None and seat is change.decides:
        decide_call_change(board, actor, ChangeDecision.ACCEPT.value)
        return  # 25B1: "It is accepted if LHO calls intentionally over it"
    waiting = board.auction.out_of_rotation
    if waiting is None:
        return
    if seat is waiting.decides:
        settle_out_of_rotation(board, actor, "accept")
    elif seat is waiting.turn and seat.side != waiting.seat.side:
        settle_plainly(board, actor, "cancelled", "28B")
    else:
        raise Conflict(
            f"A call out of rotation waits for {waiting.decides.value}'s decision "
            "(Law 29); calls wait."
        )


def settle_plainly(board: Board, actor: Actor, decision: str, law: str) -> None:
    """A call out of rotation settled with no rectification: accepted (29A) or
    cancelled by the call of the player whose turn it was (28B)."""
    board.trigger_event(
        CallOutOfRotationSettled,
        decision=decision,
        number=None,
        law=law,
        explanation=None,
        pass_next=[],
        silenced=[],
        no_double=None,
        repeat=None,
        lead_penalty=False,
        actor=actor.name,
    )


def record_irregular_call(
    board: Board, event: type[Any], actor: Actor, made: MadeCall, **facts: object
) -> None:
    """An irregular call recorded as the fact it is (`event`: an insufficient bid, a
    call out of rotation, a change of call), with the caller's alert and explanation."""
    board.trigger_event(
        event,
        seat=made.seat.value,
        call=str(made.call),
        alert=made.alert,
        explanation=made.explanation,
        actor=actor.name,
        **facts,
    )


def pass_by_law(board: Board, actor: Actor, seat: Seat) -> None:
    """Law 28A: `seat` calls at his right-hand opponent's turn, who must pass by law:
    that pass is recorded for him, and `seat`'s call is in rotation."""
    turn = board.state.auction.turn
    if seat is not turn.next() or board.state.auction.is_over:
        return
    if turn in board.auction.silenced or turn in board.auction.must_pass_next:
        record_pass(board, actor, turn)


def record_pass(board: Board, actor: Actor, seat: Seat) -> None:
    """A pass the Laws make for `seat` (28A, 38), which may end the auction."""
    after = board.state.auction.recorded(seat, Call(CallKind.PASS))
    record_call(board, actor, MadeCall(seat, Call(CallKind.PASS), False, None), after)
    settle_exposures(board, actor)


def call_out_of_rotation(board: Board, actor: Actor, made: MadeCall) -> bool:
    """Records `made`, a call at another player's turn: a call out of rotation, or a
    change of call when its caller called last (Law 25)."""
    auction = board.state.auction
    turn = auction.turn
    record = record_irregular_call
    seat = made.seat
    if turn_of(seat, turn) is TurnOf.LHO and auction.callers and auction.callers[-1] is seat:
        record(board, CallChangeAttempted, actor, made)
    else:
        record(board, CallOutOfRotationMade, actor, made, turn=turn.value)
    return True


def settle_out_of_rotation(board: Board, actor: Actor, decision: str) -> None:
    """Law 29: the offender's left-hand opponent accepts the call (the auction goes on
    from it) or not (it is cancelled, and Laws 30-32 say what follows)."""
    waiting = board.auction.out_of_rotation
    assert waiting is not None
    if decision == "accept":
        try:
            board.state.auction.check(waiting.seat, waiting.call, rotation=False)
        except RuleViolation as illegal:
            raise RuleViolation(
                f"{waiting.call} cannot be accepted: {illegal}".rstrip(".") + "."
            ) from None
        after = board.state.auction.recorded(waiting.seat, waiting.call)
        settle_plainly(board, actor, "accept", "29A")
        record_call(board, actor, waiting, after)
        return
    last_call = next((a for a in reversed(board.actions) if isinstance(a, CallAction)), None)
    rectified = rectification(
        board.state.auction,
        waiting.seat,
        waiting.call,
        artificial=waiting.alert,
        partners_artificial=last_call is not None and last_call.alert,
    )
    board.trigger_event(
        CallOutOfRotationSettled,
        decision="refuse",
        number=len(board.rulings) + 1,
        law=rectified.law,
        explanation=explain(waiting.seat, waiting.call, waiting.turn, rectified),
        pass_next=[s.value for s in rectified.pass_next],
        silenced=[s.value for s in rectified.silenced],
        no_double=rectified.no_double.value if rectified.no_double else None,
        repeat=str(rectified.repeat) if rectified.repeat else None,
        lead_penalty=rectified.lead_penalty,
        actor=actor.name,
    )
    if rectified.ruled is not None:
        board.trigger_event(
            ComparableCallDue,
            seat=waiting.seat.value,
            call=str(waiting.call),
            law=rectified.ruled,
            actor=actor.name,
        )


def decide_out_of_rotation(board: Board, actor: Actor, decision: str) -> None:
    waiting = board.auction.out_of_rotation
    assert waiting is not None
    if decision == ChangeDecision.UNINTENDED.value:
        replace_unintended_call(board, actor)
        return
    if not (board.holds(actor, waiting.decides) or board.is_director(actor)):
        raise NotAllowed(
            f"The decision is {waiting.decides.value}'s, the offender's left-hand opponent "
            "(or the director's)."
        )
    if decision not in ("accept", "refuse"):
        raise RuleViolation(
            "decision is accept, refuse or (the director's) unintended or intended."
        )
    settle_out_of_rotation(board, actor, decision)


def may_replace_unintended_call(board: Board) -> bool:
    """Whether the call out of rotation waiting is a second call the director may find
    replaces an unintended first (Law 25A1: "until his partner makes a call"): its maker
    made the call before last, and it came at his partner's turn, before his partner
    called (25A4: "No substitution of call may be made when his partner has made a
    subsequent call")."""
    waiting = board.auction.out_of_rotation
    if waiting is None:
        return False
    auction = board.state.auction
    first = len(auction.calls) - 2
    offender = waiting.seat
    return first >= 0 and auction.seat_of(first) is offender and waiting.turn is offender.partner


def replace_unintended_call(board: Board, actor: Actor) -> None:
    """Law 25A1: a player "may, until his partner makes a call, substitute the call he
    intended for the unintended call"; the waiting call, made after his left-hand
    opponent called over his first, replaces that first call when the director finds it
    unintended, and the left-hand opponent's call is withdrawn (25A6: "the LHO may
    withdraw any call he made over the first call"; he calls again, without
    rectification)."""
    waiting = board.auction.out_of_rotation
    assert waiting is not None
    if not board.is_director(actor):
        raise NotAllowed("Only the director finds a call unintended (Law 25A).")
    auction = board.state.auction
    offender = waiting.seat
    first = len(auction.calls) - 2
    if not may_replace_unintended_call(board):
        raise RuleViolation(
            f"{offender.value}'s call is not a second call made before his partner called: "
            "Law 25A does not apply."
        )
    at = len(board.actions) - 2
    replaced = board.actions[at:]
    assert all(isinstance(a, CallAction) for a in replaced)
    try:
        after = auction.before(first).add(offender, waiting.call)
    except RuleViolation as illegal:
        raise RuleViolation(f"{waiting.call} cannot stand: {illegal}") from None
    contract = after.contract()
    action = CallAction(
        offender,
        waiting.call,
        "Pass" if after.is_passed_out else (contract.text if contract else None),
        contract.declarer if contract else None,
        waiting.alert,
        waiting.explanation,
    )
    withdrawn = auction.calls[first + 1]
    board.trigger_event(
        UnintendedCallReplaced,
        number=len(board.rulings) + 1,
        law="25A",
        explanation=(
            f"{offender.value}'s {auction.calls[first]} was unintended: {waiting.call} stands; "
            f"{offender.next().value}'s {withdrawn} over it is withdrawn and "
            f"{offender.next().value} calls again (Law 25A)."
        ),
        director=actor.name,
        at=at,
        replaced=[action_dict(a) for a in replaced],
        action=action_dict(action),
        silenced=[],
        lead_penalty=False,
        actor=actor.name,
    )


def decide_call_change(board: Board, actor: Actor, decision: str) -> None:
    """Law 25: the offender's left-hand opponent accepts the second call (25B1) or not
    (25B2); the director may find the first unintended (25A)."""
    change = board.auction.call_change
    assert change is not None
    if decision not in {d.value for d in ChangeDecision}:
        raise RuleViolation(
            "decision is accept, refuse or (the director's) unintended or intended."
        )
    chosen = ChangeDecision(decision)
    director = board.is_director(actor)
    if chosen is ChangeDecision.UNINTENDED and not director:
        raise NotAllowed("Only the director finds a call unintended (Law 25A).")
    if not (director or board.holds(actor, change.decides)):
        raise NotAllowed(
            f"The decision is {change.decides.value}'s, the left-hand opponent (or the director's)."
        )
    outcome = OUTCOMES[chosen]
    at = len(board.actions) - 1  # the first call, the last action of the board
    first = board.actions[at]
    assert isinstance(first, CallAction)
    auction = board.state.auction
    action = None
    if outcome.replaced:
        before = auction.before(len(auction.calls) - 1)
        try:
            after = before.add(change.seat, change.call)
        except RuleViolation as illegal:
            raise RuleViolation(f"{change.call} cannot stand: {illegal}") from None
        contract = after.contract()
        action = CallAction(
            change.seat,
            change.call,
            "Pass" if after.is_passed_out else (contract.text if contract else None),
            contract.declarer if contract else None,
            change.alert,
            change.explanation,
        )
    stands = change.call if outcome.replaced else first.call
    board.trigger_event(
        CallChangeDecided,
        decision=chosen.value,
        number=len(board.rulings) + 1,
        law=outcome.law,
        explanation=(
            f"{change.seat.value}'s change of call to {change.call}: {stands} stands"
            f"{'; Law 26B may apply' if outcome.lead_penalty else ''} (Law {outcome.law})."
        ),
        director=actor.name if chosen is ChangeDecision.UNINTENDED else None,
        at=at,
        replaced=action_dict(first),
        action=action_dict(action) if action else None,
        silenced=[],
        lead_penalty=outcome.lead_penalty,
        actor=actor.name,
    )


def judge_repeat_duty(board: Board, actor: Actor, seat: Seat, call: Call) -> None:
    """After the offender's call at his turn (31A, 32B): what it leads to."""
    duty = board.auction.repeat_duty
    if duty is None or duty.seat is not seat:
        return
    auction = board.state.auction  # his call is its last
    if duty.law is not None:  # 30B, 31B, 32B: any legal call, ruled comparable or not
        await_ruling(board, actor, seat, call, duty.call, duty.law)
        return
    try:
        outcome = judge_repeat(auction.before(len(auction.calls) - 1), seat, duty.call, call)
    except RuleViolation:  # he passed because he had to (Law 37): the duty lapses
        outcome = DutyOutcome("37")
    if outcome.ruled is not None:  # 31A2, 32A2: his right-hand opponent acted
        await_ruling(board, actor, seat, call, duty.call, outcome.ruled)
        return
    ruled = bool(outcome.silenced or outcome.pass_next)
    board.trigger_event(
        CallDutyJudged,
        seat=seat.value,
        call=str(call),
        number=len(board.rulings) + 1 if ruled else None,
        law=outcome.law,
        explanation=explain_duty(seat, call, outcome),
        pass_next=[s.value for s in outcome.pass_next],
        silenced=[s.value for s in outcome.silenced],
        lead_penalty=outcome.lead_penalty,
        actor=actor.name,
    )


def await_ruling(
    board: Board, actor: Actor, seat: Seat, call: Call, withdrawn: Call, law: str
) -> None:
    """The offender's call at his proper turn waits for the director's ruling on whether
    it is comparable to the call out of rotation withdrawn (Law 23A)."""
    board.trigger_event(
        ComparableCallAwaited,
        seat=seat.value,
        call=str(call),
        withdrawn=str(withdrawn),
        law=law,
        actor=actor.name,
    )
