"""The double-dummy solver behind the claim check: DDS, as the endplay package ships it.

It blocks for up to a second or so on a full deal, so endpoints call it on a worker thread.
endplay is imported on the first check rather than with the app: importing it loads
matplotlib and numpy (about a second), which `serve` should not wait for when nobody
may ever ask for a check.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from domain.rules.cards import SEAT_ORDER, Seat, Suit
from domain.rules.deal import hand_to_pbn
from domain.rules.double_dummy import DoubleDummyPosition

if TYPE_CHECKING:
    from endplay.types import Deal

# DDS keeps its search tables per thread index, and endplay's `solve_board` always uses
# index 0: two solves running at once on the server's worker threads would share those
# tables. One at a time, then.
_solving = threading.Lock()


class DdsSolver:
    """`DoubleDummySolver` by the DDS library."""

    def max_tricks(self, position: DoubleDummyPosition, side: str) -> int:
        from endplay.dds import solve_board
        from endplay.dds.solve import SolveMode

        deal = solver_deal(position)
        with _solving:
            solved = list(solve_board(deal, SolveMode.OptimalOne))
        # DDS scores the side whose card comes next, counting the trick in progress.
        best_for_mover = max(int(tricks) for _, tricks in solved)
        if position.to_play.side == side:
            return best_for_mover
        return position.tricks_left - best_for_mover


def solver_deal(position: DoubleDummyPosition) -> Deal:
    """The position as endplay's `Deal`: set up at the start of the trick in progress, with
    the cards already played to it then played again, so DDS knows the trick's leader, the
    suit led and the cards it must beat."""
    from endplay.types import Deal, Denom, Player

    players = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south, Seat.W: Player.west}
    denoms = {
        Suit.S: Denom.spades,
        Suit.H: Denom.hearts,
        Suit.D: Denom.diamonds,
        Suit.C: Denom.clubs,
        None: Denom.nt,
    }
    deal = Deal(first=players[position.leader], trump=denoms[position.trump])
    for seat in SEAT_ORDER:
        held = set(position.hands[seat])
        held |= {played.card for played in position.trick if played.seat is seat}
        deal[players[seat]] = hand_to_pbn(frozenset(held))
    for played in position.trick:
        deal.play(str(played.card))
    return deal
