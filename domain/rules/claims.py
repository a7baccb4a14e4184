"""Claims and concessions (Laws 68-71): who answers a claim and what it gives declarer."""

from __future__ import annotations

from dataclasses import dataclass, replace

from domain.rules.cards import Seat
from domain.rules.table import TableState


@dataclass(frozen=True)
class Claim:
    seat: Seat
    tricks: int  # of the tricks still to play, how many the claimer's side takes
    statement: str
    # Stated as tricks lost (Law 68B) rather than won (Law 68A). `tricks` means the same
    # either way, but the Laws do not: a conceded trick that could not have been lost by
    # any normal play is cancelled by the director (Law 71), a claimed one is not.
    concession: bool
    agreed_by: tuple[Seat, ...] = ()
    status: str = "pending"  # pending | disputed | agreed | ruled
    play_on: tuple[Seat, ...] = ()  # disputed: who agreed that play continue (Law 68D2b)

    def agreed(self, seat: Seat, ends_play: bool) -> Claim:
        status = "agreed" if ends_play else self.status
        return replace(self, agreed_by=(*self.agreed_by, seat), status=status)

    def with_status(self, status: str) -> Claim:
        return replace(self, status=status)

    def with_play_on(self, seat: Seat) -> Claim:
        return replace(self, play_on=(*self.play_on, seat))

    def responders(self, declarer: Seat) -> list[Seat]:
        """The claimer's opponents, who agree or dispute: both defenders when declarer's
        side claims, declarer when a defender does (dummy takes no part)."""
        if self.seat.side == declarer.side:
            return [declarer.next(), declarer.next(3)]
        return [declarer]

    def declarer_tricks(self, state: TableState, claimed: int) -> int:
        """Declarer's final tricks when the claimer's side takes `claimed` of those left."""
        assert state.declarer is not None
        side = state.declarer.side
        left = state.tricks_to_play
        return state.won[side] + (claimed if self.seat.side == side else left - claimed)
