"""What every read model provides to the catch-up runner."""

from __future__ import annotations

from typing import Any, ClassVar, Protocol

from projections.database import Cursor


class Projection(Protocol):
    name: ClassVar[str]
    tables: ClassVar[dict[str, str]]  # table name -> column definitions (both dialects)
    indexes: ClassVar[tuple[str, ...]]

    def process(self, cursor: Cursor, event: Any) -> None:
        """Write what `event` changes; called inside the runner's transaction."""
        ...


def event_type(event: Any) -> str:
    """`Board.CardPlayed` -> "CardPlayed"; `User.Registered` -> "Registered"."""
    return type(event).__name__


def aggregate_type(event: Any) -> str:
    """The aggregate class an event belongs to: "Board" or "User"."""
    return type(event).__qualname__.split(".")[0]
