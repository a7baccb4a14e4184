"""What every application of the ledger does after a save: hand what it recorded to its
listeners (the read-model runner, so a command's reader reads its own writes)."""

from __future__ import annotations

from collections.abc import Callable
from uuid import UUID

from eventsourcing.persistence import Recording

Listener = Callable[[list[Recording[UUID]]], None]


class SaveListeners:
    """Mixed in before eventsourcing's `Application`, whose `_notify` hook it fills."""

    _listeners: list[Listener]

    def after_save(self, listener: Listener) -> None:
        """Calls `listener` with what each save recorded, in the saving thread, once the
        events are committed and before the command returns."""
        if "_listeners" not in self.__dict__:
            self._listeners = []
        self._listeners.append(listener)

    def _notify(self, recordings: list[Recording[UUID]]) -> None:
        for listener in self.__dict__.get("_listeners", ()):
            listener(recordings)
