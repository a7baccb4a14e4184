"""Law 15B3, a contestant deprived of the opportunity to earn a valid score: a pair the
movement gives a board it cannot play, because its opponents have played that board
already (at a wrong table, Law 15B2, or earlier in the evening), gets an artificial
adjusted score alone (Law 12C2(a)); the opponents keep the score they made. The handler
ScoringLedger.execute runs for AdjustPairScore registers here."""

from __future__ import annotations

from domain.actors import Actor
from domain.board.rulings import ruling_words
from domain.errors import Conflict, NotAllowed
from domain.rules.board_numbers import check_board_number
from domain.rules.errors import RuleViolation
from domain.rules.matchpoints import ARTIFICIAL_PERCENTS
from domain.rules.pair_card import pair_rounds
from domain.rules.pair_names import check_pair
from domain.session import Session
from domain.session_commands import AdjustPairScore, WithdrawPairScore
from domain.session_handlers import SESSION_HANDLERS


def adjust_pair_score(session: Session, actor: Actor, command: AdjustPairScore) -> None:
    if not session.is_directed_by(actor):
        raise NotAllowed("Only the session's director awards an artificial score (Law 12C2).")
    number = check_board_number(command.board_number)
    check_pair(command.pair)
    pair = command.pair
    if command.percent not in ARTIFICIAL_PERCENTS:
        raise RuleViolation("An artificial score is 60, 50 or 40 percent (Law 12C2(a)).")
    if session.movement is None:
        raise RuleViolation(
            "Without a movement a pair has no board of its own: give the table an adjusted "
            "score with both pairs."
        )
    direction = next(
        (each.direction for each in pair_rounds(session.movement, pair) if number in each.boards),
        None,
    )
    if direction is None:
        raise RuleViolation(
            f"The movement does not give pair {pair} board {number}: it was deprived of nothing."
        )
    tables = [(r.board_number, r.ns, r.ew) for r in session.results]
    tables += list(session.pending)
    if any(board == number and pair in (ns, ew) for board, ns, ew in tables):
        raise Conflict(
            f"Pair {pair} has a result on board {number}: correct that instead (Law 15B3 "
            "is for a pair that could not play the board)."
        )
    law, explanation = _ruling(command)
    existing = session.pair_scores.get((number, pair))
    if existing is not None and (existing.percent, existing.law, existing.explanation) == (
        command.percent,
        law,
        explanation,
    ):
        return  # already so
    session.trigger_event(
        Session.PairScoreAdjusted, board_number=number, pair=pair, direction=direction,
        percent=command.percent, law=law, explanation=explanation, actor=actor.name,
    )  # fmt: skip


def withdraw_pair_score(session: Session, actor: Actor, command: WithdrawPairScore) -> None:
    """Takes back a pair's score alone, given by mistake; nothing to take back is a 409."""
    if not session.is_directed_by(actor):
        raise NotAllowed("Only the session's director takes back an artificial score.")
    number = check_board_number(command.board_number)
    check_pair(command.pair)
    if (number, command.pair) not in session.pair_scores:
        raise Conflict(f"Pair {command.pair} has no score alone on board {number}.")
    session.trigger_event(
        Session.PairScoreWithdrawn, board_number=number, pair=command.pair, actor=actor.name
    )


def _ruling(command: AdjustPairScore) -> tuple[str | None, str | None]:
    if command.law is None and command.explanation is None:
        return None, None
    if command.law is None or command.explanation is None:
        raise RuleViolation(
            "A ruling names its Law and explains itself: give law and explanation both."
        )
    return ruling_words(command.law, command.explanation)


@SESSION_HANDLERS.handles(AdjustPairScore)
def _adjust_pair_score(session: Session, actor: Actor, command: AdjustPairScore) -> None:
    adjust_pair_score(session, actor, command)


@SESSION_HANDLERS.handles(WithdrawPairScore)
def _withdraw_pair_score(session: Session, actor: Actor, command: WithdrawPairScore) -> None:
    withdraw_pair_score(session, actor, command)
