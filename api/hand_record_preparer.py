"""Solves a session's deals double dummy in the background as soon as the session knows
them, so that its published results are ready when first read (docs/contract.md "Published
results ready at once").

Before, the first reader of a session's published results waited while every hand record
was solved (18 deals: about 11 s on a loaded 2-core machine) and the page said "being
prepared". Now a session's deals are solved on one thread of the server right after the
save that names them (its board set, or a result given by a ledger board), one deal at a
time, and only while no request is solving (api/solver_turns.py): a claim check or a robot
waiting for DDS waits for one deal at most, and a robot's next card for none. What is
solved is kept in projections/deal_analyses.py, which outlives a restart and `rebuild`:
a deal is never solved twice. A deal the thread has not reached when someone reads the
published results is solved for that reader, as before.

A server stopped before its thread solved every deal queued leaves them to the next one:
when the thread starts it reads the scoring log from the place it kept (in
`process_positions`, as `hand_records`, beside the tables' results process) for every
event that names deals (a session's board set, a result given by a ledger board), and
queues those not solved yet, newest first and behind the saves of the running server;
once it has been through them it keeps the log's place it read up to. So a deal named
before the stop is found from the stores, not from what the stopped process remembered,
and each start reads only the log written since the last sweep finished.

Nothing is shown by solving: the analyses are kept by deal, and every endpoint that
shows one asks first whether the requester may see that deal."""

from __future__ import annotations

import itertools
import logging
import queue
import threading
from collections.abc import Iterator, Sequence
from typing import Any
from uuid import UUID

from eventsourcing.persistence import Recording
from eventsourcing.utils import get_topic

from api.double_dummy import analyses, kept_analyses
from api.table_board_results import POSITIONS_TABLE
from domain.application import BridgeLedger
from domain.board import Board
from domain.scoring_application import ScoringLedger
from domain.session import Session
from projections.database import Database

log = logging.getLogger("bridge_ledger.hand_records")

NAME = "hand_records"  # its place in the scoring log, in POSITIONS_TABLE
BATCH_SIZE = 500
_SAVE, _SWEEP, _STOP = 1, 2, 0  # priorities: a stop first, a save's deals before the sweep's
_SWEEP_JOB = ("sweep",)


def _subclasses(cls: type[Session.ResultRecorded]) -> Iterator[type[Session.ResultRecorded]]:
    yield cls
    sub: type[Session.ResultRecorded]
    for sub in cls.__subclasses__():
        yield from _subclasses(sub)


# The stored events that name a ledger board whose deal a session publishes.
NAMING_TOPICS = (
    get_topic(Session.BoardSetChosen),
    *(get_topic(cls) for cls in _subclasses(Session.ResultRecorded)),
)


def named_boards(event: object) -> list[str]:
    """The ledger boards whose deals a session's event names (its board set's, or the
    board a result was given by)."""
    if isinstance(event, Session.BoardSetChosen):
        return [str(each["board_id"]) for each in event.boards if each.get("board_id")]
    if isinstance(event, Session.ResultRecorded) and event.board_id:
        return [str(event.board_id)]
    return []


class HandRecordPreparer:
    """A queue of ledger boards whose deals a session names, and the thread solving them."""

    def __init__(self, app: BridgeLedger, scoring: ScoringLedger, database: Database) -> None:
        self._app = app
        self._scoring = scoring
        self._database = database
        # (priority, order, job): a job is the board ids of a save, the sweep, or None
        self._waiting: queue.PriorityQueue[tuple[int, int, tuple[str, ...] | None]] = (
            queue.PriorityQueue()
        )
        self._order = itertools.count()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        self._quiet = threading.Condition()
        self._unfinished = 0  # saves whose boards are queued or being solved
        self.solved = 0  # deals this process solved (a deal kept already is not solved again)

    def start(self) -> None:
        """From now on a save naming deals has them solved (`serve` starts it; a one-off
        command of the command line does not, it would exit half way); and first, behind
        any save's, the deals named before that are not solved yet (the sweep)."""
        if self._thread is None:
            self._put(_SWEEP, _SWEEP_JOB)
            self._thread = threading.Thread(target=self._run, name="hand-records", daemon=True)
            self._thread.start()

    def close(self) -> None:
        if self._thread is not None:
            self._stopping.set()
            self._waiting.put((_STOP, next(self._order), None))

    def _put(self, priority: int, job: tuple[str, ...]) -> None:
        with self._quiet:
            self._unfinished += 1
        self._waiting.put((priority, next(self._order), job))

    def recorded(self, recordings: Sequence[Recording[Any]]) -> None:
        """After each save of the scoring log (in the saving thread): the ledger boards
        its events name, queued; nothing is done here."""
        if self._thread is None:
            return
        board_ids = [b for recording in recordings for b in named_boards(recording.domain_event)]
        if board_ids:
            self._put(_SAVE, tuple(dict.fromkeys(board_ids)))

    def wait_until_idle(self, timeout: float) -> bool:
        """Whether every deal queued so far is solved (or failed) within `timeout` seconds."""
        with self._quiet:
            return self._quiet.wait_for(lambda: self._unfinished == 0, timeout)

    def _run(self) -> None:
        while (job := self._waiting.get()[2]) is not None:
            try:
                if job == _SWEEP_JOB:
                    self._sweep()
                else:
                    for board_id in job:
                        if self._stopping.is_set():
                            break
                        self._prepare(board_id)
            finally:
                with self._quiet:
                    self._unfinished -= 1
                    self._quiet.notify_all()

    def _sweep(self) -> None:
        """The deals named in the scoring log since the place kept, solved where they are
        not (the newest session's first), then the place kept; a save's deals queued
        meanwhile are solved between two of these. A stop half way keeps no place: the
        next start reads the same part of the log again (a deal solved is found kept)."""
        try:
            start = self._start_position()
            stop = self._scoring.recorder.max_notification_id() or 0
            named: dict[str, None] = {}
            while start <= stop:
                notifications = self._scoring.notification_log.select(
                    start=start, limit=BATCH_SIZE, stop=stop, topics=NAMING_TOPICS
                )
                for notification in notifications:
                    event = self._scoring.mapper.to_domain_event(notification)
                    named.update(dict.fromkeys(named_boards(event)))
                if len(notifications) < BATCH_SIZE:
                    break
                start = notifications[-1].id + 1
            for board_id in reversed(named):
                while not self._stopping.is_set() and self._save_waiting():
                    self._run_one_save()
                if self._stopping.is_set():
                    return
                self._prepare(board_id)
            self._keep_position(stop)
        except Exception:  # the next start sweeps again
            log.exception("The deals named before this start could not be swept")

    def _save_waiting(self) -> bool:
        with self._waiting.mutex:
            return bool(self._waiting.queue) and self._waiting.queue[0][0] == _SAVE

    def _run_one_save(self) -> None:
        """A save's deals, taken ahead of the sweep it interrupts."""
        taken = self._waiting.get()
        job = taken[2]
        if job is None:  # a stop came first: left for the thread's loop
            self._waiting.put(taken)
            return
        try:
            for board_id in job:
                self._prepare(board_id)
        finally:
            with self._quiet:
                self._unfinished -= 1
                self._quiet.notify_all()

    def _start_position(self) -> int:
        """The first notification of the scoring log not swept yet: 1 on a store never
        swept (sessions made before the sweep existed are swept once)."""
        with self._database.transaction() as cursor:
            cursor.execute(
                f"CREATE TABLE IF NOT EXISTS {POSITIONS_TABLE} "
                "(process TEXT PRIMARY KEY, position BIGINT NOT NULL)"
            )
            cursor.execute(
                f"INSERT INTO {POSITIONS_TABLE} (process, position) VALUES ($1, 0) "
                "ON CONFLICT (process) DO NOTHING",
                (NAME,),
            )
        rows = self._database.query(
            f"SELECT position FROM {POSITIONS_TABLE} WHERE process = $1", (NAME,)
        )
        return int(rows[0][0]) + 1

    def _keep_position(self, position: int) -> None:
        with self._database.transaction() as cursor:
            cursor.execute(
                f"UPDATE {POSITIONS_TABLE} SET position = $1 WHERE process = $2 AND position < $1",
                (position, NAME),
            )

    def _prepare(self, board_id: str) -> None:
        try:
            board: Board = self._app.repository.get(UUID(board_id))
            if kept_analyses(self._database, [board.setup]) == [None]:
                analyses(self._database, [board.setup], background=True)
                self.solved += 1
        except Exception:  # a deal left unsolved is solved by its first reader, as before
            log.exception("Board %s's deal could not be solved in the background", board_id)
