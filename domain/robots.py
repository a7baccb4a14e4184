"""Robots in the seats no user holds (docs/contract.md "Robots, practice and live tables").

A seat held by `robot` is played by the robot: whenever a command leaves the board at a
robot's turn (a call, a card, or an answer to a claim), the robot acts on the board in
memory before the board is saved, so the command and the robots' actions it led to are
saved in one transaction: a command that commits never answers an error because a robot
failed afterwards, and two commands racing still meet the store's version check (409).

What a robot decides comes from a `RobotMind` the application is given (api/robot_mind.py
answers from the bidding library and double dummy): the domain knows only the port. The
robot's reasons (its rule for a call; the samples and each candidate's tricks for a
card) are recorded as events of the board's `RobotTable`, keyed by the step of the
board at which the robot acted, so a replay can show why, and asking twice gives the
same answer. The table is an aggregate of its own, saved with the board, so the board's
steps stay those of the play.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Mapping
from copy import deepcopy
from dataclasses import dataclass
from typing import Any, Protocol
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate

from domain.actors import ROBOT
from domain.board.aggregate import Board
from domain.board.handling import BoardCommand, RegisteredName, run
from domain.board.robot_partner_wait import robot_partner_waits
from domain.board.robot_seats import robot_seats
from domain.errors import DomainError
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation

LOG = logging.getLogger(__name__)

# A robot acts at most this often after one command: a whole board is 4 answers to a
# claim, 52 cards and an auction of a few dozen calls.
MAX_ROBOT_ACTIONS = 160


def robot_table_id(board_id: UUID) -> UUID:
    return uuid5(NAMESPACE_URL, f"bridge-ledger:robots:{board_id}")


class RobotTable(Aggregate):
    """The robots of one board: each robot seat's bidding system (None: the library's
    SAYC) and, by the board's step, why a robot chose its call or card there."""

    class Seated(Aggregate.Created):
        board_id: str
        systems: dict[str, str | None]

    def __init__(self, board_id: str, systems: dict[str, str | None], **_: Any) -> None:
        self.board_id = board_id
        self.systems = dict(systems)
        self.reasons: dict[int, dict[str, Any]] = {}

    @classmethod
    def seat(cls, board: Board, systems: Mapping[str, str | None]) -> RobotTable:
        """`systems` by seat as the request named them, in any case (as `seats`): checked
        when the board was made (domain/board/new_board.py), so each names a robot seat once."""
        by_seat = {Seat.parse(text): system for text, system in systems.items()}
        return cls._create(
            cls.Seated,
            id=robot_table_id(board.id),
            board_id=str(board.id),
            systems={seat.value: by_seat.get(seat) for seat in robot_seats(board)},
        )

    class Reasoned(Aggregate.Event):
        step: int
        reasons: dict[str, Any]

        def apply(self, table: RobotTable) -> None:
            table.reasons = {**table.reasons, self.step: self.reasons}

    def reasoned(self, step: int, reasons: dict[str, Any]) -> None:
        self.trigger_event(self.Reasoned, step=step, reasons=reasons)

    def system_of(self, seat: Seat) -> str | None:
        return self.systems.get(seat.value)


@dataclass(frozen=True)
class RobotMove:
    """A robot's decision: the command it gives, and why (the reasons' record)."""

    command: BoardCommand
    reasons: dict[str, Any]

    @classmethod
    def unweighed(cls, command: BoardCommand, seat: Seat, action: str, basis: str) -> RobotMove:
        """A decision no deals were solved for (a claim's answer, play on, an auction
        option, the Law's first option): the reasons' record with no samples and no
        candidates."""
        reasons: dict[str, Any] = {"seat": seat.value, "action": action, "basis": basis}
        return cls(command, {**reasons, "samples": 0, "candidates": []})


class RobotMind(Protocol):
    """Decides for a robot seat, from what that seat may know (never the hidden hands,
    except to answer a claim, which a player does with the claimer's cards shown).
    `system` is the deciding robot's; `robot_systems` each robot seat's (None: the
    library's SAYC), so that the other robots' calls are read by their own systems.
    Returns None when the robot has nothing to do now."""

    def decide(
        self,
        board: Board,
        system: str | None,
        seed: int,
        robot_systems: Mapping[str, str | None] | None = None,
    ) -> RobotMove | None: ...


def seed_for(board_id: UUID, step: int) -> int:
    """The seed of a robot's sampling at a step: the same board and step, the same deals."""
    digest = hashlib.sha256(f"{board_id}:{step}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def robots_act(
    board: Board,
    table: RobotTable,
    mind: RobotMind,
    registered_name: RegisteredName,
    *,
    partner_may_call: bool = False,
) -> Board:
    """Lets the robots act until it is a person's turn (or nobody's): each action is run
    by its command's own handler, as the robot actor, on a copy of the board, so a robot
    that errs leaves the board as the last good action left it (and the person's command
    stands). Returns the board to save; the reasons are pending on `table`.

    A robot partner that waits for its person partner's Law 25A window stops them too
    (domain/board/robot_partner_wait.py), unless `partner_may_call` (the command was
    "robots, go on"): then it calls, once; its partner, a person, calls again before it
    could wait again."""
    for _ in range(MAX_ROBOT_ACTIONS):
        step = board.version  # the step of the event the robot's action records first
        if robot_partner_waits(board) is not None:
            if not partner_may_call:
                return board
            partner_may_call = False
        try:
            move = mind.decide(
                board, _system_to_use(board, table), seed_for(board.id, step), table.systems
            )
        except Exception:
            LOG.exception("A robot could not decide at board %s step %s", board.id, step)
            return board
        if move is None:
            return board
        attempt = deepcopy(board)
        try:
            run(attempt, ROBOT, move.command, registered_name)
        except (DomainError, RuleViolation) as error:
            LOG.warning(
                "A robot's action was refused at board %s step %s: %s", board.id, step, error
            )
            return board
        table.reasoned(step, move.reasons)
        board = attempt
    return board


def _system_to_use(board: Board, table: RobotTable) -> str | None:
    """The system of the robot whose turn it is: it calls by it and reads the auction by it
    (declarer's robot plays dummy's cards by declarer's)."""
    seat = board.state.next_seat
    return table.system_of(board.player_of(seat)) if seat is not None else None
