"""A bounded in-memory cache of each board's decoded events, for fast replay.

Stored events never change, so a cached prefix stays valid; only newer events are read.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any
from uuid import UUID


class EventHistory:
    def __init__(self, max_boards: int = 500) -> None:
        self._events: OrderedDict[UUID, list[Any]] = OrderedDict()
        self._lock = threading.Lock()
        self._max_boards = max_boards

    def upto(self, store: Any, aggregate_id: UUID, version: int) -> list[Any]:
        """The aggregate's first `version` events, reading from `store` what is missing."""
        with self._lock:
            known = self._events.get(aggregate_id, [])
            self._events.pop(aggregate_id, None)
        if len(known) < version:
            known = known + list(store.get(aggregate_id, gt=len(known), lte=version))
        with self._lock:
            self._events[aggregate_id] = known
            while len(self._events) > self._max_boards:
                self._events.popitem(last=False)
        return known[:version]
