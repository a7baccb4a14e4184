"""An independent reading of Law 64 for the property tests: written from the Law's text,
trick by trick, without the code under test."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.rules.cards import Seat, Suit
from domain.rules.law64 import EstablishedRevoke

NS = {Seat.N, Seat.S}


def side_of(seat: Seat) -> frozenset[Seat]:
    return frozenset(NS if seat in NS else {Seat.E, Seat.W})


def reference_law64(
    revokes: Sequence[EstablishedRevoke],
    winners: Mapping[int, Seat],
    claimed: Mapping[str, int],
    claimed_from: int,
) -> list[tuple[int, str, int]]:
    """(revoke number, law, tricks transferred) for each revoke, in order."""
    answer: list[tuple[int, str, int]] = []
    offending_sides = {side_of(r.seat) for r in revokes}
    for r in revokes:
        team = side_of(r.seat)
        name = "NS" if Seat.N in team else "EW"
        # the tricks of the offending side from the revoke trick on, the revoke trick apart
        after = [t for t in range(r.trick + 1, 14) if t in winners and winners[t] in team]
        claim_tricks = claimed.get(name, 0) if r.trick <= claimed_from else 0
        won_after = len(after) + claim_tricks
        revoke_trick_winner = winners.get(r.trick)
        earlier = [
            o for o in revokes if o.seat == r.seat and o.suit == r.suit and o.trick < r.trick
        ]
        if len(offending_sides) == 2:
            answer.append((r.number, "64B7", 0))
        elif r.after_close:
            answer.append((r.number, "64B5", 0))
        elif r.trick == 12:
            answer.append((r.number, "64B6", 0))
        elif r.faced:
            answer.append((r.number, "64B3", 0))
        elif earlier:
            answer.append((r.number, "64B2", 0))
        elif revoke_trick_winner == r.seat:
            answer.append((r.number, "64A1", 2 if won_after > 0 else 1))
        elif revoke_trick_winner in team or won_after > 0:
            answer.append((r.number, "64A2", 1))
        else:
            answer.append((r.number, "64B1", 0))
    return answer


__all__ = ["Suit", "reference_law64"]
