"""Law 64: the tricks an established revoke transfers at the end of play. Pure rules."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from domain.rules.cards import Seat, Suit
from domain.rules.side import Side


@dataclass(frozen=True)
class EstablishedRevoke:
    number: int
    seat: Seat  # the offending hand (dummy's seat when a card of dummy's revoked)
    trick: int
    suit: Suit  # the suit the offender failed to follow (or of the penalty card not played)
    faced: bool  # a card faced on the table was not played: dummy's or a penalty card
    after_close: bool  # attention was first drawn after the round ended (Law 64B5)


@dataclass(frozen=True)
class Transfer:
    revoke: int
    law: str
    tricks: int
    to: Side  # the non-offending side


def law64(
    revokes: Sequence[EstablishedRevoke],
    winners: Mapping[int, Seat],
    claimed: Mapping[Side, int],
    claimed_from: int,
) -> list[Transfer]:
    """The outcome of each established revoke, in the order given.

    `winners` maps each trick played out to the seat that won it; `claimed` gives each
    side's tricks from a claim or concession (or a ruling on one) that ended play, which
    count as tricks won from trick `claimed_from` on.
    """
    sides = {revoke.seat.side for revoke in revokes}
    outcomes: list[Transfer] = []
    for revoke in revokes:
        side = revoke.seat.side
        victims = side.other
        earlier_same_suit = any(
            other.seat is revoke.seat and other.suit is revoke.suit and other.trick < revoke.trick
            for other in revokes
        )
        later = sum(
            1 for number, seat in winners.items() if number > revoke.trick and seat.side == side
        )
        if claimed_from >= revoke.trick:
            later += claimed.get(side, 0)
        won_revoke_trick = winners.get(revoke.trick)
        if len(sides) > 1:
            law, tricks = "64B7", 0
        elif revoke.after_close:
            law, tricks = "64B5", 0
        elif revoke.trick == 12:
            law, tricks = "64B6", 0
        elif revoke.faced:
            law, tricks = "64B3", 0
        elif earlier_same_suit:
            law, tricks = "64B2", 0
        elif won_revoke_trick is revoke.seat:
            law, tricks = "64A1", 1 + (1 if later else 0)
        elif (won_revoke_trick is not None and won_revoke_trick.side == side) or later:
            law, tricks = "64A2", 1
        else:
            law, tricks = "64B1", 0
        outcomes.append(Transfer(revoke.number, law, tricks, victims))
    return outcomes


class TricksMoved(Protocol):
    """A transfer of tricks: Law 64's own, or a director's ruling."""

    @property
    def tricks(self) -> int: ...

    @property
    def to(self) -> str | None: ...


def final_declarer_tricks(
    table_tricks: int, declarer_side: str, transfers: Sequence[TricksMoved]
) -> int:
    """Declarer's tricks after the transfers (never below 0 nor above 13)."""
    tricks = table_tricks
    for transfer in transfers:
        tricks += transfer.tricks if transfer.to == declarer_side else -transfer.tricks
    return max(0, min(13, tricks))
