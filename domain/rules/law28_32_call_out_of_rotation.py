"""Laws 28-32, calls out of rotation (docs/design.md 5.5), as this service applies them:

- 28A: a call at the turn of the caller's right-hand opponent, when that opponent must
  pass by law, is in rotation (his pass is recorded for him).
- 28B: a call by the player whose turn it was, an opponent of the offender, made before
  anything is decided, cancels the call out of rotation without rectification.
- 29A: the offender's left-hand opponent may accept the call (by calling, or by saying
  so); the auction then goes on from it, and the players passed over lose that turn.
- 29B: otherwise the call is cancelled, the auction reverts to the player whose turn it
  was, and the 2017 Laws 30-32 say what the offending side must do:
- 30A: a pass at the right-hand opponent's turn: "offender must pass when next it is his
  turn to call".
- 30B: a pass at partner's turn, or at the left-hand opponent's turn when the offender has
  not called: "offender may make any legal call at his proper turn"; when that call is
  comparable (Law 23A) no rectification, else his partner "must pass when next it is his
  turn to call" (Law 26 may apply).
- 30C: a pass out of rotation that is artificial (alerted), or a pass of partner's
  artificial (alerted) call, is treated as a bid: Law 31 "When a player has bid out of
  rotation, has passed artificially or has passed partner's artificial call (see Law 30C)
  and the call is cancelled, the option in Law 29A not having been exercised, the
  following provisions apply".
- 31A1 / 32A1: a bid, double or redouble at the right-hand opponent's turn: if that
  opponent passes, the offender must repeat it, without rectification.
- 31A2 / 32A2: if that opponent bids, doubles or redoubles, the offender may make any legal
  call; comparable, no rectification; else his partner passes at his next turn only.
- 31B / 32B: a bid, double or redouble at partner's turn, or at the left-hand opponent's
  turn when the offender has not called: any legal call at his proper turn; comparable, no
  rectification; else his partner passes at his next turn only (Law 26 may apply).
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
    repeat: Call | None = None  # to be repeated if the right-hand opponent passes (31A, 32A)
    lead_penalty: bool = False  # Law 26 may apply to the offender's partner's lead
    ruled: str | None = None  # the Law under which his next call is ruled comparable


def is_change_of_call(auction: Auction, offender: Seat) -> bool:
    """A call at the left-hand opponent's turn by the player who called last: Law 25."""
    return bool(auction.callers) and auction.callers[-1] is offender


def rectification(
    auction: Auction,
    offender: Seat,
    call: Call,
    *,
    artificial: bool = False,
    partners_artificial: bool = False,
) -> Rectification:
    """Laws 30-32 (2017) for `call`, made by `offender` out of rotation on `auction` and
    not accepted (29B). `auction` is as it stood when the call was made; `artificial`: the
    caller alerted it; `partners_artificial`: the last call of `auction` is his partner's,
    alerted. An artificial pass, or a pass of partner's artificial call, is treated as a
    bid (30C)."""
    turn = turn_of(offender, auction.turn)
    passes_artificially = artificial or (
        partners_artificial and bool(auction.callers) and auction.callers[-1] is offender.partner
    )
    as_bid = call.is_bid or (call.kind is CallKind.PASS and passes_artificially)
    if call.kind is CallKind.PASS and not as_bid:
        if turn is TurnOf.RHO:
            return Rectification("30A", pass_next=(offender,))
        return Rectification("30B", ruled="30B")
    if as_bid:
        if turn is TurnOf.RHO:
            return Rectification("30C" if not call.is_bid else "31A", repeat=call)
        return Rectification("30C" if not call.is_bid else "31B", ruled="31B")
    if turn is TurnOf.RHO:
        return Rectification("32A", repeat=call)
    return Rectification("32B", ruled="32B")


@dataclass(frozen=True)
class DutyOutcome:
    """What the offender's call at his turn, after a call out of rotation at his right-hand
    opponent's turn was cancelled, leads to (31A, 32A): no rectification, or a ruling on
    whether it is comparable (`ruled`, the Law). The other fields are those of boards
    recorded under the 2007 rectifications."""

    law: str
    pass_next: tuple[Seat, ...] = ()
    silenced: tuple[Seat, ...] = ()
    lead_penalty: bool = False
    ruled: str | None = None


def judge_repeat(auction: Auction, offender: Seat, cancelled: Call, call: Call) -> DutyOutcome:
    """The offender calls `call` at his turn on `auction` (his right-hand opponent's call
    last), after `cancelled`, his call out of rotation, was cancelled. Raises RuleViolation
    when the Laws require him to repeat it and he did not (31A1, 32A1). A call that could
    not be repeated legally binds him to nothing: he calls as if that opponent had acted."""
    try:
        auction.check(offender, cancelled, rotation=False)
        repeatable = True
    except RuleViolation:
        repeatable = False
    if repeatable and auction.calls[-1].kind is CallKind.PASS:
        if call != cancelled:
            law = "31A1" if cancelled.is_bid else "32A1"
            raise RuleViolation(
                f"{offender.value} must repeat {cancelled}, called out of rotation, since "
                f"{offender.next(3).value} passed (Law {law})."
            )
        return DutyOutcome("31A1" if cancelled.is_bid else "32A1")
    law = "31A2" if cancelled.is_bid or cancelled.kind is CallKind.PASS else "32A2"
    return DutyOutcome(law, ruled=law)


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
    if rectified.ruled is not None:
        duties.append(
            f"{offender.value} may make any legal call at his turn; unless the director rules "
            f"it comparable, {offender.partner.value} must pass at the next turn"
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
