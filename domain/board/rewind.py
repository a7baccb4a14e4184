"""Undo and redo (docs/design.md 4.5): events, never deletions. Practice boards allow
them to the players, tournament boards only to the director, with a reason; no family's
rectification is ever taken back by them.

With robots at the table (docs/contract.md "Undo with robots"), a person's undo takes back
the last call or card a person made and the robots' calls and cards after it, one
`ActionUndone` each, so the turn comes back to a person: undoing only a robot's card would
hand the turn back to the robot, which plays again at once (domain/robots.py), and the
person could never take back his own. The robots then act again only after a person's
next call or card. A redo puts back the person's action and the robots' undone with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor, is_robot_holder
from domain.board.actions import ActionRecord, action_dict
from domain.board.effects import ChangesThePlay, PlayChange, ends_play
from domain.board.event import BoardEvent
from domain.board.family import require_may_rewind
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.errors import Conflict, NotAllowed
from domain.limits import MAX_REASON, check_text
from domain.rules.errors import RuleViolation
from domain.rules.table import Action, CardAction, Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class UndoLastAction(BoardCommand):
    """Takes back the last call or card; on a tournament board only the director may,
    with a reason (docs/design.md 4.5)."""

    reason: str = ""


@dataclass(frozen=True, kw_only=True)
class RedoLastUndone(BoardCommand):
    """Puts back the last action undone, while nothing else was done since."""

    reason: str = ""


class ActionUndone(BoardEvent, ChangesThePlay):
    actor: str
    reason: str
    action: ActionRecord  # the action taken back: the last of the effective play

    def apply(self, board: Board) -> None:
        board.undone = (*board.undone, board.actions[-1])
        board.follow(self.play_change())

    def play_change(self) -> PlayChange:
        return PlayChange(removed=(self.action,))


class ActionRedone(BoardEvent, ChangesThePlay):
    actor: str
    action: ActionRecord  # the action put back: the last one undone

    def apply(self, board: Board) -> None:
        board.undone = board.undone[:-1]
        board.follow(self.play_change())

    def play_change(self) -> PlayChange:
        added = (self.action,)
        return PlayChange(added=added, declarer_tricks=ends_play(added))


def _check_may_rewind(board: Board, actor: Actor, reason: str, doing: str) -> None:
    if board.mode == "tournament":
        if not board.is_director(actor):
            raise Conflict(
                f"This is a tournament board; only its director may {doing}, with a reason."
            )
        if not reason.strip():
            raise RuleViolation(
                f"On a tournament board the director must give a reason to {doing}."
            )
    elif not (board.is_member(actor) or board.is_director(actor)):
        raise NotAllowed(f"Only the players at this board or its director may {doing}.")
    board.require_phase(Phase.AUCTION, Phase.PLAY, doing=doing)
    require_may_rewind(board, doing)


def _a_robots(board: Board, action: Action) -> bool:
    """Whether a robot made `action`: a call, the holder of the seat that made it; a card,
    the holder of the seat that plays it (declarer's robot plays dummy's cards, and a
    person declaring plays his robot dummy's). A robot dummy's calls are its own, and a
    person's calls stay his when a robot declares with him as dummy."""
    seat = board.player_of(action.seat) if isinstance(action, CardAction) else action.seat
    return is_robot_holder(board.seats.get(seat))


def _back_to_a_person(board: Board) -> int:
    """How many of the last actions an undo takes back: through the last a person made."""
    for taken, action in enumerate(reversed(board.actions), start=1):
        if not _a_robots(board, action):
            return taken
    raise Conflict(
        "Only the robots' calls and cards are left to undo: a robot would make them again at once."
    )


@handles(UndoLastAction)
def undo(board: Board, actor: Actor, command: UndoLastAction, _: RegisteredName) -> None:
    reason = check_text(command.reason, "reason", MAX_REASON)
    _check_may_rewind(board, actor, reason, "undo")
    if not board.actions:
        raise Conflict("There is nothing to undo.")
    for _taken in range(_back_to_a_person(board) if not actor.is_robot else 1):
        board.trigger_event(
            ActionUndone,
            actor=actor.name,
            reason=reason,
            action=action_dict(board.actions[-1]),
        )


@handles(RedoLastUndone)
def redo(board: Board, actor: Actor, command: RedoLastUndone, _: RegisteredName) -> None:
    reason = check_text(command.reason, "reason", MAX_REASON)
    _check_may_rewind(board, actor, reason, "redo")
    if not board.undone:
        raise Conflict("There is nothing to redo.")
    board.trigger_event(ActionRedone, actor=actor.name, action=action_dict(board.undone[-1]))
    # the robots' actions an undo took back with the person's, put back after it
    while board.undone and _a_robots(board, board.undone[-1]):
        board.trigger_event(ActionRedone, actor=actor.name, action=action_dict(board.undone[-1]))
