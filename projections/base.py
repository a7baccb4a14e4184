"""What every read model provides to the catch-up runner, and how board events read."""

from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True)
class BoardChange:
    """A board event as the read models need it: which call or card it put on the table
    (made or redone) or took back (undone), and whether it ended the play."""

    board_id: str
    kind: str
    event: Any
    action: dict[str, Any] | None = None
    withdrawn: bool = False
    declarer_tricks: int | None = None

    def is_call(self) -> bool:
        return self.action is not None and self.action["kind"] == "call"

    def is_card(self) -> bool:
        return self.action is not None and self.action["kind"] == "card"


def board_change(event: Any) -> BoardChange | None:
    """None for events of other aggregates."""
    if aggregate_type(event) != "Board":
        return None
    kind = event_type(event)
    board_id = str(event.originator_id)
    if kind in ("CallMade", "CardPlayed"):
        action = event.as_action()
    elif kind in ("ActionRedone", "ActionUndone"):
        action = event.action
    else:
        tricks = event.declarer_tricks if kind in ("ClaimAgreed", "ClaimRuled") else None
        return BoardChange(board_id, kind, event, declarer_tricks=tricks)
    withdrawn = kind == "ActionUndone"
    ends_play = None if withdrawn else action.get("declarer_tricks")
    return BoardChange(board_id, kind, event, action, withdrawn, ends_play)
