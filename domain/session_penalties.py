"""Law 90, procedural penalties: "The Director, in addition to implementing the
rectifications in these Laws, may also assess procedural penalties for any offence that
unduly delays or obstructs the game, inconveniences other contestants, violates correct
procedure, or requires the award of an adjusted score at another table" (90A); 90B names
examples: late arrival, unduly slow play, discussion that may be overheard, comparing
scores, handling another player's cards, a card put in the wrong pocket of the board,
errors of procedure that require an adjusted score, not following the Director's
instructions. Law 91A lets him "assess disciplinary penalties in points" too.

A penalty is taken off the pair's session total, never off a board's score, so no other
pair's matchpoints change: at matchpoints and board-a-match as a percentage of a board's
top (clubs' regulations set a quarter or a tenth of a top), at IMPs in IMPs. The handlers
ScoringLedger.execute runs for ImposePenalty and WithdrawPenalty register here."""

from __future__ import annotations

from domain.actors import Actor
from domain.board.rulings import ruling_words
from domain.errors import Conflict, NotAllowed
from domain.rules.errors import RuleViolation
from domain.rules.laws2017 import law_number
from domain.rules.pair_names import check_pair
from domain.session import Session
from domain.session_commands import ImposePenalty, WithdrawPenalty
from domain.session_handlers import SESSION_HANDLERS

MAX_PENALTIES = 200  # in one session: far above any evening's, bounded all the same
MAX_PERCENT_OF_TOP = 100
MAX_PENALTY_IMPS = 30
PENALTY_LAWS = (90, 91)


def impose_penalty(session: Session, actor: Actor, command: ImposePenalty) -> None:
    if not session.is_directed_by(actor):
        raise NotAllowed("Only the session's director imposes a procedural penalty (Law 90).")
    check_pair(command.pair)
    if command.pair not in session_pairs(session):
        raise RuleViolation(f"The session has no pair {command.pair}.")
    percent, imps = _amount(session.scoring, command.percent_of_top, command.imps)
    if not command.reason.strip():
        raise RuleViolation("A procedural penalty says why: give its reason.")
    law, reason = ruling_words(command.law, command.reason)
    if law_number(law) not in PENALTY_LAWS:
        raise RuleViolation(
            "A procedural penalty cites Law 90 (or 91A, a disciplinary penalty in points)."
        )
    if len(session.penalties) >= MAX_PENALTIES:
        raise Conflict(f"A session holds at most {MAX_PENALTIES} penalties.")
    session.trigger_event(
        Session.PenaltyImposed, number=session.penalties_imposed + 1, pair=command.pair,
        percent_of_top=percent, imps=imps, law=law, reason=reason, actor=actor.name,
    )  # fmt: skip


def withdraw_penalty(session: Session, actor: Actor, command: WithdrawPenalty) -> None:
    """Takes back a penalty imposed by mistake; one the session does not hold is a 409."""
    if not session.is_directed_by(actor):
        raise NotAllowed("Only the session's director takes back a procedural penalty.")
    if command.number not in session.penalties:
        raise Conflict(f"The session has no penalty {command.number}.")
    session.trigger_event(Session.PenaltyWithdrawn, number=command.number, actor=actor.name)


def session_pairs(session: Session) -> set[str]:
    """The pairs a penalty may concern: those the movement seats, named or with a result."""
    pairs = set(session.movement.pairs) if session.movement is not None else set()
    pairs |= set(session.pair_names)
    for result in session.results:
        pairs |= {result.ns, result.ew}
    return pairs


def _amount(scoring: str, percent: int | None, imps: int | None) -> tuple[int | None, int | None]:
    if scoring == "IMP":
        if percent is not None or imps is None:
            raise RuleViolation("At IMPs a procedural penalty is given in imps.")
        if not 1 <= imps <= MAX_PENALTY_IMPS:
            raise RuleViolation(f"A penalty is 1 to {MAX_PENALTY_IMPS} IMPs.")
        return None, imps
    if imps is not None or percent is None:
        raise RuleViolation(
            "At matchpoints a procedural penalty is given in percent_of_top "
            "(a percentage of a board's top)."
        )
    if not 1 <= percent <= MAX_PERCENT_OF_TOP:
        raise RuleViolation(f"A penalty is 1 to {MAX_PERCENT_OF_TOP} percent of a board's top.")
    return percent, None


@SESSION_HANDLERS.handles(ImposePenalty)
def _impose_penalty(session: Session, actor: Actor, command: ImposePenalty) -> None:
    impose_penalty(session, actor, command)


@SESSION_HANDLERS.handles(WithdrawPenalty)
def _withdraw_penalty(session: Session, actor: Actor, command: WithdrawPenalty) -> None:
    withdraw_penalty(session, actor, command)
