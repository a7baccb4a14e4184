"""What every read model provides to the catch-up runner, and how board events read.

A read model's `process` dispatches on the event's class (`event_dispatch`): one method a
class of event it reads, registered on the class itself (never on its name), following
the classes' bases as `functools.singledispatchmethod` does; other events change nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from domain.board.actions import ActionRecord, CallRecord, CardRecord
from domain.board.effects import ChangesThePlay
from domain.board.event import BoardEvent
from domain.rules.table import Phase
from projections.database import Cursor


class Projection(Protocol):
    """A read model."""

    name: ClassVar[str]
    tables: ClassVar[dict[str, str]]  # table name -> column definitions (both dialects)
    # the tables SQLite should keep in their primary key's order (runner.py `_layout`)
    clustered: ClassVar[tuple[str, ...]]
    indexes: ClassVar[tuple[str, ...]]

    def process(self, event: object, cursor: Cursor) -> None:
        """Write what `event` changes, or gather it for `flush`; called inside the
        runner's transaction, events in the order of the log."""
        ...

    def flush(self, cursor: Cursor) -> None:
        """Write what `process` gathered in this transaction; called before it commits."""
        ...

    def forget(self) -> None:
        """Drop what `process` gathered: the transaction ended, committed or not."""
        ...


Handler = Callable[[Any, Any, Cursor], None]  # (read model, event, cursor)

if TYPE_CHECKING:
    _SingleDispatchMethod = functools.singledispatchmethod[None]
else:
    _SingleDispatchMethod = functools.singledispatchmethod  # not subscriptable in 3.11


class event_dispatch(_SingleDispatchMethod):  # lower case: a decorator, as its base
    """`functools.singledispatchmethod` for a read model's `process(event, cursor)`: the
    method registered (in the class body) on the nearest class of the event's MRO handles
    it, the decorated one any other event.

    Bound once a read model, which finds each class's handler once: the stock descriptor
    builds a wrapper at every call and looks the class up in a weak dictionary (1.2 µs a
    call on Python 3.11, against 0.1 µs here), and a rebuild calls five read models an
    event."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._name = name

    def __get__(self, read_model: Any, owner: type | None = None) -> Callable[..., None]:
        if read_model is None:  # on the class: the dispatcher, with its `registry`
            return self.dispatcher
        handlers: dict[type, Handler] = {}  # event class -> its handler, once found
        find = self.dispatcher.dispatch

        def process(event: object, cursor: Cursor) -> None:
            event_class = event.__class__
            handler = handlers.get(event_class)
            if handler is None:
                handler = handlers[event_class] = find(event_class)
            handler(read_model, event, cursor)

        # Kept on the read model, where the attribute is found before this descriptor.
        read_model.__dict__[self._name] = process
        return process


class WritesAsItGoes:
    """A read model whose `process` writes each event's change at once: nothing to flush."""

    def flush(self, cursor: Cursor) -> None:
        """Nothing was gathered."""

    def forget(self) -> None:
        """Nothing was gathered."""


def write_batch(
    cursor: Cursor,
    projections: Sequence[Projection],
    events: Sequence[tuple[int, Any]],
    positions: Mapping[str, int] | None = None,
) -> None:
    """Each projection processes, in order, the events (notification id, event) beyond its
    position (all of them without `positions`), then writes what it gathered. A read
    model may gather a batch's rows and write each table once (a rebuild reads the log
    in batches of hundreds of events); read models never read each other's tables, so
    one read model after the other writes the same as event by event."""
    try:
        for projection in projections:
            since = 0 if positions is None else positions[projection.name]
            for notification_id, event in events:
                if notification_id > since:
                    projection.process(event, cursor)
            projection.flush(cursor)
    finally:
        for projection in projections:
            projection.forget()
        _changes_of_batch.clear()


class BoardChange:
    """A board event as the read models need it: the effective play it rewrote (`removed`
    from the end of the play, in the order they were played, then `added`), what that
    does to the auction and the play, and the table result when it ended the play."""

    __slots__ = ("added", "auction_ended_by", "auction_reopened", "board_id", "declarer_tricks",
                 "play_reopened", "removed")  # fmt: skip

    def __init__(
        self,
        board_id: str,
        removed: Sequence[ActionRecord] = (),
        added: Sequence[ActionRecord] = (),
        declarer_tricks: int | None = None,
    ) -> None:
        self.board_id = board_id
        self.removed = removed
        self.added = added
        self.declarer_tricks = declarer_tricks
        self.auction_reopened = False  # a call taken back had ended the auction
        self.play_reopened = False  # a card taken back had ended the play
        for action in removed:
            if action["kind"] == "call":
                self.auction_reopened |= action["contract"] is not None
            else:
                self.play_reopened |= action["declarer_tricks"] is not None
        self.auction_ended_by: CallRecord | None = None  # the call added that ended it
        for action in added:
            if action["kind"] == "call" and action["contract"] is not None:
                self.auction_ended_by = action

    @property
    def phase(self) -> Phase | None:
        """The phase the change leaves the board in, when it moves it (the board's own
        rules decided what the change did; this reads the phase off it)."""
        if self.declarer_tricks is not None:
            return Phase.COMPLETE
        if self.play_reopened:
            return Phase.PLAY
        call = self.auction_ended_by
        if call is not None:
            return Phase.PASSED_OUT if call["contract"] == "Pass" else Phase.PLAY
        return Phase.AUCTION if self.auction_reopened else None

    @staticmethod
    def calls(actions: Sequence[ActionRecord]) -> list[CallRecord]:
        return [a for a in actions if a["kind"] == "call"]

    @staticmethod
    def cards(actions: Sequence[ActionRecord]) -> list[CardRecord]:
        return [a for a in actions if a["kind"] == "card"]


# Every board read model reads each event's change, one read model after the other over a
# batch (`write_batch`), so the changes of the batch are kept until it is written: by the
# event's id, with the event itself, which keeps the id from being reused meanwhile.
# Runners in other threads share the dict: a lookup checks the event is the one kept, and
# a batch that ends clears it, which costs the others no more than working a change out
# again.
_changes_of_batch: dict[int, tuple[object, BoardChange]] = {}


def board_change(event: BoardEvent) -> BoardChange:
    kept = _changes_of_batch.get(id(event))
    if kept is not None and kept[0] is event:
        return kept[1]
    change = _board_change(event)
    _changes_of_batch[id(event)] = (event, change)
    return change


def _board_change(event: BoardEvent) -> BoardChange:
    board_id = str(event.originator_id)
    change = event.play_change() if isinstance(event, ChangesThePlay) else None
    if change is None:
        return BoardChange(board_id)
    return BoardChange(board_id, change.removed, change.added, change.declarer_tricks)
