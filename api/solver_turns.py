"""Whose turn it is at the double-dummy solver: one solve at a time (DDS keeps its search
tables per thread index, and endplay always uses index 0), a request's before the
background's.

Before 0.26.0 one plain lock served both. The hand-record preparer (api/hand_record_preparer.py)
solves every deal a session names, one after another, on its own thread; a robot choosing a
card took the lock between two of its deals, so each card waited for one of them. A board
that robots play to the end within one request (a person who is dummy: his last pass plays
the 52 cards) waited for one background deal a card: under a loaded machine's queue of a
few hundred deals, more than the 30 s an e2e client waits (the flaky
tests/e2e/test_hostile_client_table_boards.py test_a_finished_boards_result_is_not_entered_twice,
issue 34). Now a request's solve (`foreground`) waits at most for the background solve in
progress; the background (`background`) waits while a request's solve waits, runs, or ran
less than `QUIET` seconds ago, so the robots' next card, milliseconds later, finds the
solver free. A server busy with robots without pause leaves the background waiting: a deal
it has not solved is solved for its first reader, as before."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

QUIET = 1.0  # seconds after a request's solve before the background may solve again


class SolverTurns:
    def __init__(self, quiet: float = QUIET) -> None:
        self._quiet = quiet
        self._changed = threading.Condition()
        self._busy = False
        self._waiting = 0  # requests' solves waiting for the solver
        self._last_foreground = -float("inf")

    @contextmanager
    def foreground(self) -> Iterator[None]:
        """A request's solve: after the solve in progress, before any background one."""
        with self._changed:
            self._waiting += 1
            try:
                self._changed.wait_for(lambda: not self._busy)
            finally:
                self._waiting -= 1
            self._busy = True
        try:
            yield
        finally:
            with self._changed:
                self._busy = False
                self._last_foreground = time.monotonic()
                self._changed.notify_all()

    @contextmanager
    def background(self) -> Iterator[None]:
        """A background solve: once no request's solve waits, runs, or ran within `quiet`."""
        with self._changed:
            while True:
                if self._busy or self._waiting:
                    self._changed.wait()
                    continue
                left = self._last_foreground + self._quiet - time.monotonic()
                if left > 0:
                    self._changed.wait(left)
                    continue
                break
            self._busy = True
        try:
            yield
        finally:
            with self._changed:
                self._busy = False
                self._changed.notify_all()


SOLVER = SolverTurns()
