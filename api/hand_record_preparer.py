"""Solves a session's deals double dummy in the background as soon as the session knows
them, so that its published results are ready when first read (docs/contract.md "Published
results ready at once").

Before, the first reader of a session's published results waited while every hand record
was solved (18 deals: about 11 s on a loaded 2-core machine) and the page said "being
prepared". Now a session's deals are solved on one thread of the server right after the
save that names them (its board set, or a result given by a ledger board), one deal at a
time so that a claim check or a robot waiting for DDS waits for one deal at most. What is
solved is kept in projections/deal_analyses.py, which outlives a restart and `rebuild`:
a deal is never solved twice. A deal the thread has not reached when someone reads the
published results is solved for that reader, as before.

Nothing is shown by solving: the analyses are kept by deal, and every endpoint that
shows one asks first whether the requester may see that deal."""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Sequence
from typing import Any
from uuid import UUID

from eventsourcing.persistence import Recording

from api.double_dummy import analyses, kept_analyses
from domain.application import BridgeLedger
from domain.board import Board
from domain.session import Session
from projections.database import Database

log = logging.getLogger("bridge_ledger.hand_records")


class HandRecordPreparer:
    """A queue of ledger boards whose deals a session names, and the thread solving them."""

    def __init__(self, app: BridgeLedger, database: Database) -> None:
        self._app = app
        self._database = database
        self._waiting: queue.Queue[tuple[str, ...] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._quiet = threading.Condition()
        self._unfinished = 0  # saves whose boards are queued or being solved
        self.solved = 0  # deals this process solved (a deal kept already is not solved again)

    def start(self) -> None:
        """From now on a save naming deals has them solved (`serve` starts it; a one-off
        command of the command line does not, it would exit half way)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="hand-records", daemon=True)
            self._thread.start()

    def close(self) -> None:
        if self._thread is not None:
            self._waiting.put(None)

    def recorded(self, recordings: Sequence[Recording[Any]]) -> None:
        """After each save of the scoring log (in the saving thread): the ledger boards
        its events name, queued; nothing is done here."""
        if self._thread is None:
            return
        board_ids: list[str] = []
        for recording in recordings:
            event = recording.domain_event
            if isinstance(event, Session.BoardSetChosen):
                board_ids += [str(each["board_id"]) for each in event.boards]
            elif isinstance(event, Session.ResultRecorded) and event.board_id:
                board_ids.append(str(event.board_id))
        if board_ids:
            with self._quiet:
                self._unfinished += 1
            self._waiting.put(tuple(dict.fromkeys(board_ids)))

    def wait_until_idle(self, timeout: float) -> bool:
        """Whether every deal queued so far is solved (or failed) within `timeout` seconds."""
        with self._quiet:
            return self._quiet.wait_for(lambda: self._unfinished == 0, timeout)

    def _run(self) -> None:
        while (board_ids := self._waiting.get()) is not None:
            try:
                for board_id in board_ids:
                    self._prepare(board_id)
            finally:
                with self._quiet:
                    self._unfinished -= 1
                    self._quiet.notify_all()

    def _prepare(self, board_id: str) -> None:
        try:
            board: Board = self._app.repository.get(UUID(board_id))
            if kept_analyses(self._database, [board.setup]) == [None]:
                analyses(self._database, [board.setup])
                self.solved += 1
        except Exception:  # a deal left unsolved is solved by its first reader, as before
            log.exception("Board %s's deal could not be solved in the background", board_id)
