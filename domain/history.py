"""A bounded in-memory cache of each board's history, for fast replay.

Stored events never change, so a cached prefix stays valid and only newer events are
read. Every SNAPSHOT_EVERY events the folded board is kept, so replaying any step folds
at most a few events from the nearest snapshot before it, forwards or backwards.
"""

from __future__ import annotations

import copy
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

SNAPSHOT_EVERY = 8


@dataclass
class _Board:
    events: list[Any] = field(default_factory=list)
    snapshots: dict[int, Any] = field(default_factory=dict)  # events folded -> aggregate


class EventHistory:
    def __init__(self, max_boards: int = 500) -> None:
        self._boards: OrderedDict[UUID, _Board] = OrderedDict()
        self._lock = threading.Lock()
        self._max_boards = max_boards

    def _entry(self, aggregate_id: UUID) -> _Board:
        with self._lock:
            entry = self._boards.pop(aggregate_id, None) or _Board()
            self._boards[aggregate_id] = entry
            while len(self._boards) > self._max_boards:
                self._boards.popitem(last=False)
            return entry

    def upto(self, store: Any, aggregate_id: UUID, version: int) -> list[Any]:
        """The aggregate's first `version` events, reading from `store` what is missing."""
        entry = self._entry(aggregate_id)
        known = entry.events
        if len(known) < version:
            known = known + list(store.get(aggregate_id, gt=len(known), lte=version))
            entry.events = known
        return known[:version]

    def state_after(self, store: Any, aggregate_id: UUID, count: int) -> Any:
        """The aggregate as it was after its first `count` events (a private copy)."""
        events = self.upto(store, aggregate_id, count)
        entry = self._entry(aggregate_id)
        start = max((n for n in entry.snapshots if n <= count), default=0)
        state = copy.deepcopy(entry.snapshots[start]) if start else None
        for folded in range(start, count):
            state = events[folded].mutate(state)
            if (folded + 1) % SNAPSHOT_EVERY == 0 and folded + 1 not in entry.snapshots:
                entry.snapshots[folded + 1] = copy.deepcopy(state)
        return state
