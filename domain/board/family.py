"""What the core of a board asks of every family of commands (revokes, claims, leads,
premature plays, the auction's irregularities): what the table waits for, what keeps undo
and redo from taking a move back, which calls and cards the family forbids a seat now,
and what a Law makes follow from any command's events. Each family registers itself
(`family`); the core loops over them, so a new family adds no line here and no hand-kept
list anywhere."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from domain.board.pending import Pending
from domain.errors import Conflict
from domain.rules.calls import Call
from domain.rules.cards import Card, Seat

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True)
class Waiting:
    """What the table waits for: its view (the board view's `pending`) and a sentence
    that begins "X waits for Y" for the commands that must wait."""

    view: Pending
    reason: str


class Family(Protocol):
    def waiting(self, board: Board) -> Waiting | None:
        """What the table waits for from this family, or None."""
        ...

    def blocks_rewind(self, board: Board, doing: str) -> str | None:
        """Why `doing` (undo or redo) may not take a move back now: this family waits
        for something, or a rectification of its cannot be taken back. None if it may."""
        ...

    def check_call(self, board: Board, seat: Seat, call: Call) -> None:
        """Raises RuleViolation when this family forbids `seat` to make `call` now."""
        ...

    def check_card(self, board: Board, seat: Seat, card: Card) -> None:
        """Raises RuleViolation when this family forbids `seat` to play `card` now."""
        ...

    def settle(self, board: Board) -> None:
        """After any command: records what a Law of this family makes follow from the
        state the command left, whichever family's events led there."""
        ...


class Quiet:
    """A family's answers when it has nothing to say; families override what they need."""

    def waiting(self, board: Board) -> Waiting | None:
        return None

    def blocks_rewind(self, board: Board, doing: str) -> str | None:
        found = self.waiting(board)
        return None if found is None else f"{found.reason}; {doing} waits."

    def check_call(self, board: Board, seat: Seat, call: Call) -> None:
        return None

    def check_card(self, board: Board, seat: Seat, card: Card) -> None:
        return None

    def settle(self, board: Board) -> None:
        return None


# In the order the table deals with what waits: a claim, the auction's irregularities, a
# premature play, a lead out of turn or declarer's lead choice, a revoke to correct.
_FAMILIES: list[tuple[int, Family]] = []
# The members in that order, as every call and card asks for them (made at registration).
_IN_ORDER: tuple[Family, ...] = ()


def family(order: int, member: Family) -> None:
    """Registers `member`; `order` says which of two waiting things the table meets first."""
    global _IN_ORDER
    _FAMILIES.append((order, member))
    _FAMILIES.sort(key=lambda entry: entry[0])
    _IN_ORDER = tuple(member for _, member in _FAMILIES)


def families() -> tuple[Family, ...]:
    return _IN_ORDER


def waiting(board: Board) -> Waiting | None:
    for member in families():
        found = member.waiting(board)
        if found is not None:
            return found
    return None


def require_nothing_waiting(board: Board, doing: str) -> None:
    found = waiting(board)
    if found is not None:
        raise Conflict(f"{found.reason}; {doing} waits.")


def require_may_rewind(board: Board, doing: str) -> None:
    for member in families():
        reason = member.blocks_rewind(board, doing)
        if reason is not None:
            raise Conflict(reason)


def check_call(board: Board, seat: Seat, call: Call) -> None:
    for member in families():
        member.check_call(board, seat, call)


def check_card(board: Board, seat: Seat, card: Card) -> None:
    for member in families():
        member.check_card(board, seat, card)


def settle(board: Board) -> None:
    for member in families():
        member.settle(board)
