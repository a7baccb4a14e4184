"""The BridgeLedger application service: commands on users and boards, saved as events."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from copy import deepcopy
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application, project_aggregate
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from domain.actors import Actor
from domain.board import Board
from domain.board.aggregate import stale_version
from domain.board.event import BoardEvent
from domain.board.handling import BoardCommand, run
from domain.board.new_board import CreateBoard, create_board
from domain.board.robot_seats import robot_seats
from domain.board_set import BoardSet
from domain.errors import Conflict, DomainError, NotFound
from domain.history import EventHistory
from domain.ids import parse_id
from domain.policy import (
    require_every_hand_visible,
    require_log_reader,
)
from domain.practice import check_may_practise, practice_board
from domain.robot_turns import RobotTurns
from domain.robots import RobotMind, RobotTable
from domain.rules.board_sets import check_set_seed, deal_set, drawn_seed
from domain.rules.errors import RuleViolation
from domain.save_listeners import SaveListeners
from domain.stale_saves import conflict_if_stale
from domain.user_accounts import UserAccounts


class BridgeLedger(RobotTurns, UserAccounts, SaveListeners, Application[UUID]):
    name = "BridgeLedger"
    env = {"AGGREGATE_CACHE_MAXSIZE": "2000"}  # noqa: RUF012 - the library's own class attribute
    log_section_size = 1000  # read models pull the notification log in batches of this size

    def __init__(self, env: Mapping[str, str] | None = None) -> None:
        super().__init__(env)
        self._history = EventHistory()
        self._cache_lock = threading.Lock()
        # Decides for the robots (api/robot_mind.py); without one, robots never act.
        self.robot_mind: RobotMind | None = None

    def is_empty(self) -> bool:
        return self.recorder.max_notification_id() is None

    # ---- boards: reading -------------------------------------------------------------
    def board(self, actor: Actor, board_id: UUID | str) -> Board:
        """The board, for reading only, if `actor` may see it; an unknown board and a
        hidden one look alike. The object is shared with the cache and with other
        readers: never change it. Nothing else changes it either: the cache only
        ever swaps in a newer board (see `_remember`)."""
        board = self._board(actor, board_id, copy=False)
        self._remember(board)
        return board

    def _board(self, actor: Actor, board_id: UUID | str, *, copy: bool) -> Board:
        board_uuid = _parse_id(board_id)
        try:
            board: Board = self.repository.get(
                board_uuid, deepcopy_from_cache=copy, projector_func=_copy_on_write
            )
        except AggregateNotFoundError:
            raise NotFound("There is no board with that id.") from None
        return _visible(board, actor)

    def _cached_board(self, board_id: UUID | str) -> Board | None:
        """A copy of the board as this process last saw it, without asking the store for
        newer events (a command's save finds out: see `_command`); None when not cached."""
        cache = self.repository.cache
        if cache is None:
            return None
        try:
            board = cache.get(_parse_id(board_id))
        except KeyError:
            return None
        return deepcopy(board) if isinstance(board, Board) else None

    def _remember(self, board: Board) -> None:
        """Caches `board` unless the cache already holds it or a newer version."""
        cache = self.repository.cache
        if cache is None:
            return
        with self._cache_lock:
            try:
                cached_version = cache.get(board.id).version
            except KeyError:
                cached_version = 0
            if cached_version < board.version:
                cache.put(board.id, board)

    def board_at(self, actor: Actor, board_id: UUID | str, step: int) -> tuple[Board, Board]:
        """The board now and as it was after `step` events following its creation."""
        now = self.board(actor, board_id)
        return now, self._board_then(now, step)

    def _board_then(self, now: Board, step: int) -> Board:
        """The board `now` as it was after `step` events following its creation."""
        if not 0 <= step < now.version:
            raise RuleViolation(f"step must be between 0 and {now.version - 1} for this board.")
        then: Board = self._history.state_after(self.events, now.id, step + 1)
        return then

    def board_timeline(self, actor: Actor, board_id: UUID | str) -> list[Any]:
        """Every event of a board the requester may see; the caller hides the deal."""
        now = self.board(actor, board_id)
        return self._history.upto(self.events, now.id, now.version)

    def board_events(self, actor: Actor, board_id: UUID | str) -> list[Any]:
        board = self.board(actor, board_id)
        require_log_reader(board, actor, "The event log of a board is")
        return self._history.upto(self.events, board.id, board.version)

    # ---- boards: commands ------------------------------------------------------------
    def create_board(self, actor: Actor, command: CreateBoard) -> Board:
        board = create_board(actor, command, self.registered_name)
        board, tables = self._with_robots(board, command.systems)
        self.save(board, *tables)
        self._remember(board)
        return board

    def practice(
        self,
        actor: Actor,
        board_id: UUID | str,
        step: int,
        seat: str,
        expected_version: int | None = None,
    ) -> Board:
        """A new board from the deal of `board_id` with its effective play up to `step`
        replayed (domain/practice.py), the requester in `seat` and robots elsewhere;
        `expected_version`, when given, is the source board's version the client saw."""
        now = self.board(actor, board_id)
        check_may_practise(now, actor, expected_version)
        then = self._board_then(now, step)
        board, steps = practice_board(actor, now, then, seat, self.registered_name)
        table = None
        if robot_seats(board):
            table = RobotTable.seat(board, {})
            for at, why in self._replayed_reasons(now, step, dict(enumerate(steps))).items():
                table.reasoned(at, why)
        board, tables = self._with_robots(board, {}, table)
        self.save(board, *tables)
        self._remember(board)
        return board

    def start_table_board(
        self, creator: Actor, command: CreateBoard, link: Aggregate
    ) -> tuple[Board, bool]:
        """A session's board played at a table (domain/session_table_boards.py): created
        with its known id (`command.board_id`) by `creator` (the session's director), the
        robots' first turns and the `link` to the session saved with it; the board already
        there when it was started before (True: made now). Never two boards of one id:
        the store refuses the second save, which then answers the first's board."""
        assert command.board_id is not None
        try:
            found = self._board_as_stored(command.board_id)
        except AggregateNotFoundError:
            found = None
        if found is not None:
            return found, False
        board = create_board(creator, command, self.registered_name)
        board, tables = self._with_robots(board, command.systems)
        try:
            self.save(link, board, *tables)  # the link first: who follows the log knows it
        except IntegrityError:  # started at the same moment by another request
            return self._board_as_stored(command.board_id), False
        self._remember(board)
        return board, True

    def _board_as_stored(self, board_id: UUID) -> Board:
        board: object = self.repository.get(board_id)
        if not isinstance(board, Board):
            raise NotFound("There is no board with that id.")
        return board

    def robot_reasons(self, actor: Actor, board_id: UUID | str, step: int) -> dict[str, Any]:
        """Why the robot chose the call or card of `step` (for those who may see every hand)."""
        board = self.board(actor, board_id)
        require_every_hand_visible(board, actor, "A robot's reasons name its cards, so they show")
        table = self._stored_robot_table(board)
        found = table.reasons.get(step) if table is not None else None
        if found is None:
            raise NotFound("No robot acted at that step of this board.")
        return found

    def robot_reasons_by_step(self, actor: Actor, board_id: UUID | str) -> list[dict[str, Any]]:
        """Every step at which a robot acted, with its reasons, oldest first (for those who
        may see every hand): what a replay shows beside each robot's call, card or option."""
        board = self.board(actor, board_id)
        require_every_hand_visible(board, actor, "A robot's reasons name its cards, so they show")
        table = self._stored_robot_table(board)
        if table is None:
            return []
        return [{"step": step, **table.reasons[step]} for step in sorted(table.reasons)]

    def create_board_set(
        self, actor: Actor, seed: int | None, first: int, count: int, template: CreateBoard
    ) -> tuple[int, list[Board]]:
        """Boards `first`..`first + count - 1` dealt from one seed (domain/rules/board_sets.py),
        each with the dealer and vulnerability of its number and the `template`'s seats,
        policy and mode; saved in one transaction, all or none. Without a seed, one is drawn
        from the system's source of secure randomness; the seed is given back."""
        if seed is None:
            seed = drawn_seed(secrets.randbelow)
        check_set_seed(seed, template.mode)
        boards = [
            create_board(
                actor,
                replace(
                    template,
                    board_number=dealt.board_number,
                    deal=dealt.deal.to_pbn(),
                    dealer=None,
                    vulnerability=None,
                    seed=None,
                ),
                self.registered_name,
            )
            for dealt in deal_set(seed, first, count)
        ]
        with_robots = [self._with_robots(board, template.systems) for board in boards]
        boards = [board for board, _ in with_robots]
        record = BoardSet(
            seed=seed,
            first=first,
            count=count,
            mode=template.mode,
            boards=[str(board.id) for board in boards],
            director=boards[0].director,
            created_by=actor.name,
        )
        self.save(*boards, *(table for _, tables in with_robots for table in tables), record)
        for board in boards:
            self._remember(board)
        return seed, boards

    def reenact(
        self,
        actor: Actor,
        create: CreateBoard,
        commands: Callable[[Board], Iterable[BoardCommand]],
        registered_name: Callable[[str], str | None] | None = None,
    ) -> Board:
        """A board re-enacted from a hand record: created, then each command run by the
        handler of its class, as `execute` would, on the board in memory; nothing is saved
        (`save_boards` saves many at once). A command the rules refuse raises. `commands`
        is drawn one at a time, so a later command may read what the earlier ones did.
        `registered_name` looks users up in place of the store (an import of many boards
        looks its owner up once)."""
        lookup = registered_name or self.registered_name
        board = create_board(actor, create, lookup)
        for command in commands(board):
            run(board, actor, command, lookup)
        return board

    def save_boards(self, boards: Sequence[Board]) -> None:
        """New boards, saved in one transaction: all or none."""
        self.save(*boards)
        for board in boards:
            self._remember(board)

    def execute(self, actor: Actor, command: BoardCommand | CreateBoard) -> Board:
        """Runs a command with the handler its family registered for its class
        (domain/board/handling.py), and saves what it decided."""
        if isinstance(command, CreateBoard):
            return self.create_board(actor, command)
        return self._command(
            actor,
            command.board_id,
            command.expected_version,
            lambda board: run(board, actor, command, self.registered_name),
            partner_may_call=command.lets_robot_partner_call,
        )

    # ---- plumbing --------------------------------------------------------------------
    def _command(
        self,
        actor: Actor,
        board_id: str,
        expected_version: int | None,
        change: Callable[[Board], None],
        *,
        partner_may_call: bool = False,
    ) -> Board:
        """Judges `change` on the board as this process last saw it and saves what it
        decided. Asking the store for newer events before every command would cost a
        query each time; the save's own version check finds a board that changed
        elsewhere instead. If what changed it was recorded before this command began
        (by another server process), the cached board was merely behind: the command is
        judged again, once, on the board as stored. If it was recorded after, two
        commands raced: the later one gets a conflict. A command the rules refuse on
        the cached board is likewise judged again if the board turns out to be behind."""
        began = datetime.now(UTC)
        cached = self._cached_board(board_id)
        seen = 0 if cached is None else cached.version  # before the change moves it on
        try:
            if cached is not None and (expected_version or 0) <= seen:
                return self._decide(
                    _visible(cached, actor), expected_version, change, partner_may_call
                )
        except (DomainError, RuleViolation) as refused:
            stored = self._board(actor, board_id, copy=True)
            if stored.version == seen:
                raise
            if isinstance(refused, Conflict) and not self._changed_before(stored.id, seen, began):
                raise
            return self._decide(stored, expected_version, change, partner_may_call)
        return self._decide(
            self._board(actor, board_id, copy=True), expected_version, change, partner_may_call
        )

    def _decide(
        self,
        board: Board,
        expected_version: int | None,
        change: Callable[[Board], None],
        partner_may_call: bool = False,
    ) -> Board:
        version = board.version
        stale = expected_version is not None and expected_version != version
        try:
            change(board)
        except (Conflict, RuleViolation):
            # Who may act is checked first (docs/contract.md: 403 before 409); after that, a client
            # that acted on an old version learns that first: it lost a race.
            if stale:
                raise stale_version(expected_version or 0, version) from None
            raise
        if stale:
            raise stale_version(expected_version or 0, version)
        board, tables = self._with_robots(board, partner_may_call=partner_may_call)
        with conflict_if_stale("Another action reached this board first; reload it and try again."):
            self.save(board, *tables)
        self._remember(board)
        return board

    def _changed_before(self, board_id: UUID, seen: int, began: datetime) -> bool:
        """Whether every event of the board after version `seen` was recorded before the
        command that read that version `began`."""
        newer = self.events.get(board_id, gt=seen)
        return all(isinstance(e, BoardEvent) and e.timestamp < began for e in newer)


def _copy_on_write(board: Board | None, events: Iterable[Any]) -> Board | None:
    """Brings a board up to date without changing the object readers may hold: the
    library's own projector would apply newer events to the cached board in place."""
    new_events = list(events)
    if board is not None and new_events:
        board = deepcopy(board)
    return project_aggregate(board, new_events)


def _visible(board: Board, actor: Actor) -> Board:
    """`board` if `actor` may see it: an unknown board and a hidden one look alike."""
    if not isinstance(board, Board) or not board.may_see(actor):
        raise NotFound("There is no board with that id.")
    return board


def _parse_id(board_id: UUID | str) -> UUID:
    return parse_id(board_id, "There is no board with that id.")


__all__ = ["BridgeLedger", "CreateBoard", "RuleViolation"]
