"""The process that enters a session's table boards' results (docs/contract.md "A session's
boards played at the table"): it follows the board log, and when a board linked to a
session's table (domain/session_table_boards.py `TableBoardLink`) is over, it runs
`ScoreTableBoard`, which records the board's final score as that table's result once (a
table with a result already records nothing). Its place in the log is kept beside the read
models' (in `process_positions`, as `table_board_results`), so a board finished while no
server ran is scored when one starts; seeing an event twice (a crash before the place was
kept, two servers on one store) enters nothing twice. Events record the facts; loading a
session or a board never judges anything again."""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import Recording

from domain.actors import Actor, Role
from domain.application import BridgeLedger
from domain.board import Board
from domain.board.event import BoardEvent
from domain.errors import Conflict, DomainError
from domain.rules.errors import RuleViolation
from domain.scoring_application import ScoringLedger
from domain.session_commands import ScoreTableBoard
from domain.session_table_boards import (
    TableBoardLink,
    finished_board_result,
    table_board_link_id,
)
from projections.database import Database

NAME = "table_board_results"
# Where processes keep their places in the log: beside the read models' own tracking table,
# not in it, so a rebuild of the read models neither moves nor resets them.
POSITIONS_TABLE = "process_positions"
BATCH_SIZE = 500
MAX_LINKS_KEPT = 20_000  # boards whose link (or its absence) is remembered
# Who runs `ScoreTableBoard`: the ledger itself; the event names who started the board.
LEDGER = Actor("bridge-ledger", Role.ADMIN)

log = logging.getLogger("bridge_ledger.table_boards")


class TableBoardResults:
    def __init__(self, app: BridgeLedger, scoring: ScoringLedger, database: Database) -> None:
        self.app = app
        self.scoring = scoring
        self.database = database
        self._lock = threading.Lock()
        # board id -> its link, None for a board no table plays
        self._links: OrderedDict[UUID, TableBoardLink | None] = OrderedDict()
        self._position = self._start_position()
        self._kept = self._position
        self._entered = False  # a result entered since the place was last kept

    # ---- where it is in the log ---------------------------------------------------------
    def _start_position(self) -> int:
        """The place kept; on a store it has never followed, the log's end: no board
        recorded before this process existed can be a session's table board."""
        with self.database.transaction() as cursor:
            cursor.execute(
                f"CREATE TABLE IF NOT EXISTS {POSITIONS_TABLE} "
                "(process TEXT PRIMARY KEY, position BIGINT NOT NULL)"
            )
            cursor.execute(
                f"INSERT INTO {POSITIONS_TABLE} (process, position) VALUES ($1, $2) "
                "ON CONFLICT (process) DO NOTHING",
                (NAME, self.app.recorder.max_notification_id() or 0),
            )
        rows = self.database.query(
            f"SELECT position FROM {POSITIONS_TABLE} WHERE process = $1", (NAME,)
        )
        return int(rows[0][0])

    def _keep_position(self) -> None:
        if self._position <= self._kept:
            return
        with self.database.transaction() as cursor:
            cursor.execute(
                f"UPDATE {POSITIONS_TABLE} SET position = $1 WHERE process = $2 AND position < $1",
                (self._position, NAME),
            )
        self._kept = self._position
        self._entered = False

    # ---- following the log ----------------------------------------------------------------
    def catch_up(self, *, keep: bool = True) -> None:
        """Every board event recorded since the place reached (by this process or another),
        then the place kept (without `keep`, only when a result was entered: a save's own
        catch-up writes nothing else). Never raises: what fails is tried again next time."""
        try:
            with self._lock:
                while True:
                    notifications = self.app.notification_log.select(
                        start=self._position + 1, limit=BATCH_SIZE
                    )
                    if not notifications:
                        break
                    events = [self.app.mapper.to_domain_event(n) for n in notifications]
                    if not self._settle(events):
                        break
                    self._position = notifications[-1].id
                    if len(notifications) < BATCH_SIZE:
                        break
                if keep or self._entered:
                    self._keep_position()
        except Exception:
            log.exception("The results of the tables' ledger boards could not be entered")

    def recorded(self, recordings: Sequence[Recording[Any]]) -> None:
        """After a save of this process: its events, when nothing else came between (a
        card costs no read of the log); else the log from the place reached."""
        if not recordings:
            return
        first, last = recordings[0].notification.id, recordings[-1].notification.id
        try:
            with self._lock:
                if first == self._position + 1:
                    if self._settle(r.domain_event for r in recordings):
                        self._position = last
                        if self._entered:  # kept now and then: a card writes no place
                            self._keep_position()
                    return
        except Exception:
            log.exception("The results of the tables' ledger boards could not be entered")
            return
        if last > self._position:
            self.catch_up(keep=False)

    def _settle(self, events: Iterable[object]) -> bool:
        """Enters the result of each table board the events leave over; False when one
        could not be entered now (another change of its session came first): the events
        are read again later."""
        touched: dict[UUID, None] = {}
        for event in events:
            if isinstance(event, TableBoardLink.Created):
                link = event.mutate(None)
                assert isinstance(link, TableBoardLink)
                self._remember(UUID(event.board_id), link)
            elif isinstance(event, BoardEvent):
                board_id = event.originator_id
                if isinstance(event, Board.Created) and board_id not in self._links:
                    self._remember(board_id, None)  # its link is saved before it
                touched[board_id] = None
        for board_id in touched:
            link = self._link(board_id)
            if link is not None and not self._enter(link):
                return False
        return True

    def _enter(self, link: TableBoardLink) -> bool:
        board: Board = self.app.repository.get(UUID(link.board_id))
        facts = finished_board_result(board)
        if facts is None:
            return True
        command = ScoreTableBoard(session_id=link.session_id, board_id=link.board_id, result=facts)
        try:
            self.scoring.execute(LEDGER, command)
            self._entered = True
        except Conflict:  # another change of the session came first: again later
            log.warning("Board %s's result waits for its session %s", link.board_id,
                        link.session_id)  # fmt: skip
            return False
        except (DomainError, RuleViolation):
            log.exception("Board %s's result cannot enter session %s", link.board_id,
                          link.session_id)  # fmt: skip
        return True

    # ---- which boards are a table's --------------------------------------------------------
    def _link(self, board_id: UUID) -> TableBoardLink | None:
        if board_id in self._links:
            self._links.move_to_end(board_id)
            return self._links[board_id]
        try:
            found: object = self.app.repository.get(table_board_link_id(board_id))
        except AggregateNotFoundError:
            found = None
        link = found if isinstance(found, TableBoardLink) else None
        self._remember(board_id, link)
        return link

    def _remember(self, board_id: UUID, link: TableBoardLink | None) -> None:
        self._links[board_id] = link
        self._links.move_to_end(board_id)
        while len(self._links) > MAX_LINKS_KEPT:
            self._links.popitem(last=False)
