"""Laws 28-32, calls out of rotation (docs/design.md 5.5), as this service applies them:

- 28A: a call at the turn of the caller's right-hand opponent, when that opponent must
  pass by law, is in rotation (his pass is recorded for him).
- 28B: a call by the player whose turn it was, an opponent of the offender, made before
  anything is decided, cancels the call out of rotation without rectification.
- 29A: the offender's left-hand opponent may accept the call (by calling, or by saying
  so); the auction then goes on from it, and the players passed over lose that turn.
- 29B: otherwise the call is cancelled, the auction reverts to the player whose turn it
  was, and Laws 30-32 say what the offending side must do:
- 30A: a pass before anyone has bid: the offender passes when next it is his turn.
- 30B1: a pass after a bid, at his right-hand opponent's turn: the same.
- 30B2: a pass after a bid, at his partner's turn: the offender must pass whenever it is
  his turn; his partner may bid or pass but may not double or redouble at that turn.
- 31A: a bid at his right-hand opponent's turn: if that opponent passes, the offender must
  repeat the bid (no rectification); if he bids, doubles or redoubles, the offender may
  make any legal call: repeating the denomination, his partner passes at his next turn;
  any other call, his partner must pass whenever it is his turn (Law 26 may apply).
- 31B: a bid at his partner's turn, or at his left-hand opponent's turn before he has
  called himself: his partner must pass whenever it is his turn (Law 26 may apply).
- 32A: a double or redouble at his partner's turn: his partner must pass whenever it is
  his turn (Law 26 may apply).
- 32B: a double or redouble at his right-hand opponent's turn: if that opponent passes,
  the offender must repeat it; otherwise any legal call, and his partner must pass
  whenever it is his turn (Law 26 may apply).
- Any other call at the left-hand opponent's turn, after the offender's own call, changes
  that call: Law 25 (domain/rules/law25_change_of_call.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from domain.rules.auction import Auction
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation


class TurnOf(StrEnum):
    """Whose turn it was when the offender called, seen from the offender."""

    RHO = "rho"
    PARTNER = "partner"
    LHO = "lho"


def turn_of(offender: Seat, turn: Seat) -> TurnOf:
    if turn is offender.next(3):
        return TurnOf.RHO
    if turn is offender.partner:
        return TurnOf.PARTNER
    return TurnOf.LHO


@dataclass(frozen=True)
class Rectification:
    """What a call out of rotation, not accepted, leaves the offending side to do."""

    law: str
    pass_next: tuple[Seat, ...] = ()  # must pass when next it is their turn
    silenced: tuple[Seat, ...] = ()  # must pass whenever it is their turn
    no_double: Seat | None = None  # may not double or redouble at that turn (30B2b)
    repeat: Call | None = None  # to be repeated if the right-hand opponent passes (31A, 32B)
    lead_penalty: bool = False  # Law 26 may apply to the offender's partner's lead


def is_change_of_call(auction: Auction, offender: Seat) -> bool:
    """A call at the left-hand opponent's turn by the player who called last: Law 25."""
    return bool(auction.callers) and auction.callers[-1] is offender


def rectification(auction: Auction, offender: Seat, call: Call) -> Rectification:
    """Laws 30-32 for `call`, made by `offender` out of rotation on `auction` and not
    accepted (29B). `auction` is as it stood when the call was made."""
    turn = turn_of(offender, auction.turn)
    partner = offender.partner
    if call.kind is CallKind.PASS:
        if auction.last_bid() is None:
            return Rectification("30A", pass_next=(offender,))
        if turn is TurnOf.RHO:
            return Rectification("30B1", pass_next=(offender,))
        return Rectification("30B2", silenced=(offender,), no_double=partner)
    if call.is_bid:
        if turn is TurnOf.RHO:
            return Rectification("31A", repeat=call)
        return Rectification("31B", silenced=(partner,), lead_penalty=True)
    if turn is TurnOf.RHO:
        return Rectification("32B", repeat=call)
    return Rectification("32A", silenced=(partner,), lead_penalty=True)


@dataclass(frozen=True)
class DutyOutcome:
    """What the offender's call at his turn, after a call out of rotation at his right-hand
    opponent's turn was cancelled, leads to (31A, 32B)."""

    law: str
    pass_next: tuple[Seat, ...] = ()
    silenced: tuple[Seat, ...] = ()
    lead_penalty: bool = False


def judge_repeat(auction: Auction, offender: Seat, cancelled: Call, call: Call) -> DutyOutcome:
    """The offender calls `call` at his turn on `auction` (his right-hand opponent's call
    last), after `cancelled`, his call out of rotation, was cancelled. Raises RuleViolation
    when the Laws require him to repeat it and he did not. A call that could not be
    repeated legally (it was insufficient, say) binds him to nothing: he calls as if that
    opponent had acted."""
    partner = offender.partner
    try:
        auction.check(offender, cancelled, rotation=False)
        repeatable = True
    except RuleViolation:
        repeatable = False
    if repeatable and auction.calls[-1].kind is CallKind.PASS:
        if call != cancelled:
            law = "31A1" if cancelled.is_bid else "32B1"
            raise RuleViolation(
                f"{offender.value} must repeat {cancelled}, called out of rotation, since "
                f"{offender.next(3).value} passed (Law {law})."
            )
        return DutyOutcome("31A1" if cancelled.is_bid else "32B1")
    if not cancelled.is_bid:
        return DutyOutcome("32B2", silenced=(partner,), lead_penalty=True)
    if call.is_bid and call.strain is cancelled.strain:
        return DutyOutcome("31A2a", pass_next=(partner,))
    return DutyOutcome("31A2b", silenced=(partner,), lead_penalty=True)


def explain(offender: Seat, call: Call, turn: Seat, rectified: Rectification) -> str:
    """The rectification in one sentence, for the rulings and the audit."""
    said = f"{offender.value}'s {call} at {turn.value}'s turn was not accepted"
    duties = (
        [f"{', '.join(s.value for s in rectified.silenced)} must pass whenever it is their turn"]
        if rectified.silenced
        else []
    )
    if rectified.pass_next:
        duties.append(
            f"{', '.join(s.value for s in rectified.pass_next)} must pass at the next turn"
        )
    if rectified.no_double is not None:
        duties.append(f"{rectified.no_double.value} may not double or redouble at this turn")
    if rectified.repeat is not None:
        duties.append(
            f"{offender.value} must repeat {rectified.repeat} if {offender.next(3).value} passes"
        )
    return f"{said}: {'; '.join(duties)} (Law {rectified.law})."


def explain_duty(offender: Seat, call: Call, outcome: DutyOutcome) -> str:
    if outcome.silenced:
        then = f"{offender.partner.value} must pass whenever it is their turn"
    elif outcome.pass_next:
        then = f"{offender.partner.value} must pass at the next turn"
    else:
        then = "no further rectification"
    return (
        f"{offender.value} called {call} after a call out of rotation: {then} (Law {outcome.law})."
    )
