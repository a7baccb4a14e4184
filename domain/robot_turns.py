"""The robots' turns on a board the ledger saves: the robots act after each command
(domain/robots.py), their table is saved with the board, and the reasons they recorded
follow a practice board's replayed steps and a redo (domain/practice.py). A mixin of the
application (domain/application.py); robots look their users up as the accounts do."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from eventsourcing.application import AggregateNotFoundError

from domain.board import Board
from domain.board.rewind import ActionRedone
from domain.board.robot_seats import robot_seats
from domain.history import EventHistory
from domain.practice import replayed_reasons
from domain.robots import RobotMind, RobotTable, robot_table_id, robots_act
from domain.user_accounts import UserAccounts


class RobotTurns(UserAccounts):
    """The robots' turns, for the application that sets `_history` and `robot_mind`."""

    _history: EventHistory
    robot_mind: RobotMind | None

    def _with_robots(
        self,
        board: Board,
        systems: Mapping[str, str] | None = None,
        table: RobotTable | None = None,
        *,
        partner_may_call: bool = False,
    ) -> tuple[Board, list[RobotTable]]:
        """The board after the robots' turns (domain/robots.py), and its robot table to
        save with it; `systems` for a new board (or its `table`, already seated). No robot
        seat: the board as it is. `partner_may_call`: a robot partner waiting under Law
        25A calls (domain/board/robot_partner_wait.py)."""
        if not robot_seats(board):
            return board, []
        if table is None and systems is None:
            table = self._stored_robot_table(board)
        if table is None:
            table = RobotTable.seat(board, systems or {})
        self._redone_reasons(board, table)
        if self.robot_mind is not None:
            board = robots_act(
                board,
                table,
                self.robot_mind,
                self.registered_name,
                partner_may_call=partner_may_call,
            )
        return board, [table]

    def _replayed_reasons(
        self, source: Board, step: int, replayed_steps: Mapping[int, int]
    ) -> dict[int, dict[str, Any]]:
        """The source board's robot reasons for the actions a practice board replays up to
        `step`, by the practice board's step (domain/practice.py `replayed_reasons`)."""
        found = self._stored_robot_table(source)
        if found is None or not found.reasons:
            return {}
        events = self._history.upto(self.events, source.id, step + 1)
        return replayed_reasons(found.reasons, _actions_after(events), replayed_steps)

    def _redone_reasons(self, board: Board, table: RobotTable) -> None:
        """A robot's call or card put back by a redo (`ActionRedone`, this command's) keeps
        the reasons the robot recorded when it made it, at the redo's step."""
        pending = board.pending_events
        redone = [e for e in pending if isinstance(e, ActionRedone)]
        if not redone or not table.reasons:
            return
        stored = board.version - len(pending)
        events = [*self._history.upto(self.events, board.id, stored), *pending]
        actions_after = _actions_after(events)
        for event in redone:
            step = event.originator_version - 1
            index = {len(actions_after[step - 1]): step}
            earlier = {at: why for at, why in table.reasons.items() if at < step}
            for at, why in replayed_reasons(earlier, actions_after[: step + 1], index).items():
                table.reasoned(at, why)

    def _stored_robot_table(self, board: Board) -> RobotTable | None:
        try:
            table: object = self.repository.get(robot_table_id(board.id))
        except AggregateNotFoundError:
            return None
        return table if isinstance(table, RobotTable) else None


def _actions_after(events: Sequence[Any]) -> list[tuple[Any, ...]]:
    """A board's effective play after each of `events` (its first ones, in order), folded
    once on a board of its own (never the cache's)."""
    found = []
    folded: Board | None = None
    for event in events:
        folded = event.mutate(folded)
        assert folded is not None
        found.append(folded.actions)
    return found
