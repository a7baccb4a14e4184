"""Law 25A with a robot partner (docs/irregularities.md "0.27.0: Law 25A with a robot
partner"), in the 2017 Laws' words:

- 25A1: "If a player discovers that he has not made the call he intended to make, he may,
  until his partner makes a call, substitute the call he intended for the unintended
  call."
- 25A6: "If a substitution is allowed the LHO may withdraw any call he made over the
  first call."

A robot calls in the request that made it its turn, so a robot partner would close its
person partner's window the moment it opened. At a board with a director (who alone
finds a call unintended here, 0.22.0) the robot partner of a person does not call at its
turn after its partner's call until a request at the board lets it: the person's second
call (which waits for the director's finding, domain/board/auction_irregularities/
intended.py) or `RobotsGoOn` ("robots, go on"), which a seat holder's page sends after a
grace of a few seconds. The opponents' robots call as before (25A6 lets the left-hand
opponent's call be withdrawn if the substitution is allowed). The wait is read from the
board as it stands, never from a clock or an event: a replay of the events is the same
whatever time the requests came at. A board with no director has nobody to find a call
unintended, and a board under `prevent` refuses the second call (a call out of turn): at
both the window has no use, and the robots call at once, as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from domain.actors import ROBOT, Actor
from domain.board.family import waiting
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


def robot_partner_waits(board: Board) -> Seat | None:
    """The robot seat that waits at its turn for its person partner's Law 25A window to
    close, or None. It waits when: the board has a director and records irregularities
    (under `prevent` a call out of turn is refused, so no change of call could be made);
    the auction is open and nothing else waits (an irregularity's option, a ruling); it is
    a robot's turn; its partner is a person's seat; and that partner has called since the
    robot last called (his last call is then the one 25A could still let him replace).
    Usually that is so whenever he has called at all, but an accepted call out of
    rotation can skip his turn (29A), and then his window closed with the robot's call."""
    if board.director is None or board.phase is not Phase.AUCTION:
        return None
    if not board.irregularity_policy.records_irregularities:
        return None  # `prevent` refuses the second call: the window would have no use
    if waiting(board) is not None:
        return None
    auction = board.state.auction
    seat = auction.next_seat
    if seat is None or not board.holds(ROBOT, seat):
        return None
    partner = seat.partner
    if board.holds(ROBOT, partner) or not _called_since(auction.callers, partner, seat):
        return None
    return seat


def _called_since(callers: Sequence[Seat], partner: Seat, seat: Seat) -> bool:
    """Whether `partner` has called since `seat` last called (or at all, if `seat` has
    not): his window runs "until his partner makes a call" (25A1). In rotation it is so
    whenever it is `seat`'s turn and he has called; not when a call out of rotation that
    was accepted skipped his turn (29A), his last call then being older than `seat`'s."""
    order = list(reversed(callers))
    if partner not in order:
        return False
    return seat not in order or order.index(partner) < order.index(seat)


@dataclass(frozen=True, kw_only=True)
class RobotsGoOn(BoardCommand):
    """ "Robots, go on": the person's window under Law 25A closes and his robot partner
    calls (the robots then act until a person's turn, as after any command)."""

    lets_robot_partner_call: ClassVar[bool] = True


@handles(RobotsGoOn)
def robots_go_on(board: Board, actor: Actor, _: RobotsGoOn, __: RegisteredName) -> None:
    """Checks who asks and that a robot waits; records nothing: the robot's call that
    follows is the fact (domain/robots.py). Asked when no robot waits (the person changed
    his call, another request let it call first, or nothing ever waited), it is a
    conflict: the sender acted on a board that has moved on, and learns it the same way
    whether his request raced the other one or came just after it."""
    if not (board.is_member(actor) or board.is_director(actor)):
        raise NotAllowed(
            "Only a player at this board or its director may tell the robots to go on."
        )
    if robot_partner_waits(board) is None:
        raise Conflict(
            "No robot waits for its partner's Law 25A window at this board: the auction "
            "has moved on; reload the board."
        )
