"""Law 87, a fouled board: the director says which tables played a changed form of a board
(a card displaced, or the dealer or vulnerability different between copies), and each
form's scores are compared only with each other (domain/rules/session_scoring.py). The
handler ScoringLedger.execute runs for DeclareFouled registers here."""

from __future__ import annotations

from domain.actors import Actor
from domain.errors import NotAllowed
from domain.rules.board_numbers import check_board_number
from domain.rules.errors import RuleViolation
from domain.rules.pair_names import check_pair
from domain.session import Session
from domain.session_commands import DeclareFouled
from domain.session_handlers import SESSION_HANDLERS

MAX_FORMS = 4  # changed forms of one board: more is a board to cancel, not to score


def declare_fouled(session: Session, actor: Actor, command: DeclareFouled) -> None:
    if not session.is_directed_by(actor):
        raise NotAllowed("Only the session's director finds a board fouled (Law 87).")
    number = check_board_number(command.board_number)
    if len(command.groups) > MAX_FORMS:
        raise RuleViolation(f"A fouled board has at most {MAX_FORMS} changed forms.")
    seen: set[tuple[str, str]] = set()
    for group in command.groups:
        if not group:
            raise RuleViolation("Each changed form names the tables that played it.")
        for ns, ew in group:
            check_pair(ns)
            check_pair(ew)
            if (ns, ew) in seen:
                raise RuleViolation(f"Pairs {ns} and {ew} played one form of the board.")
            seen.add((ns, ew))
            if session.movement is not None and session.movement.place(number, ns, ew) is None:
                played = any(
                    (r.board_number, r.ns, r.ew) == (number, ns, ew) for r in session.results
                )
                if not played:
                    raise RuleViolation(
                        f"Pair {ns} does not play board {number} against pair {ew}."
                    )
    groups = [[[ns, ew] for ns, ew in group] for group in command.groups]
    # The forms in their order (the nth is form n), each a set of tables.
    asked = [frozenset(group) for group in command.groups]
    if asked == list(session.fouled.get(number, ())):
        return  # already so (or not fouled, and not fouled before)
    session.trigger_event(Session.BoardFouled, board_number=number, groups=groups, actor=actor.name)


@SESSION_HANDLERS.handles(DeclareFouled)
def _declare_fouled(session: Session, actor: Actor, command: DeclareFouled) -> None:
    declare_fouled(session, actor, command)
