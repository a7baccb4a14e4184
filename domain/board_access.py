"""Who may do what at a board: a mixin of the Board aggregate (docs/design.md 4.6, 8)."""

from __future__ import annotations

from domain import policy
from domain.actors import Actor
from domain.board_protocol import BoardLike
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.table import Phase


def stale_version(expected: int, actual: int) -> Conflict:
    return Conflict(f"The board is at version {actual}, not {expected}; reload it and try again.")


class BoardAccess:
    @property
    def phase(self: BoardLike) -> Phase:
        return self.state.phase

    # who may do what is decided in domain/policy.py; these name it for the commands
    def holds(self: BoardLike, actor: Actor, seat: Seat) -> bool:
        return policy.holds_seat(self, actor, seat)

    def is_member(self: BoardLike, actor: Actor) -> bool:
        return policy.plays_at(self, actor)

    def is_director(self: BoardLike, actor: Actor) -> bool:
        return policy.directs(self, actor)

    def may_see(self: BoardLike, actor: Actor) -> bool:
        return policy.may_see_board(self, actor)

    def player_of(self: BoardLike, seat: Seat) -> Seat:
        """The seat whose holder plays `seat`'s cards: declarer plays dummy's."""
        if seat is self.state.dummy and self.state.declarer is not None:
            return self.state.declarer
        return seat

    def _require_seat(self: BoardLike, actor: Actor, seat: Seat) -> None:
        if not self.holds(actor, seat):
            raise NotAllowed(f"You do not hold the {seat.value} seat at this board.")

    def _require_phase(self: BoardLike, *phases: Phase, doing: str) -> None:
        if self.phase in phases:
            return
        if self.phase.is_over:
            raise Conflict(f"The board is over ({self.phase.value}); {doing} is not possible.")
        raise Conflict(f"The board is in the {self.phase.value} phase; {doing} is not possible.")

    def check_version(self: BoardLike, expected_version: int | None) -> None:
        if expected_version is not None and expected_version != self.version:
            raise stale_version(expected_version, self.version)
