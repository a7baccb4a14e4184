"""Where a call meets the auction's irregularities (docs/design.md 5.5), under the
policies that let them happen: an insufficient bid, a call out of rotation, a change of
call or an inadmissible call is recorded as the fact it is, and the table decides
(`DecideAuctionIrregularity`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.auction_irregularities.events import InsufficientBidMade
from domain.board.auction_irregularities.inadmissible import (
    call_after_final_pass,
    call_by_player_obliged_to_pass,
    inadmissible_double,
)
from domain.board.auction_irregularities.insufficient_bid import (
    attempt_substitute,
    decide_insufficient_bid,
)
from domain.board.auction_irregularities.intended import (
    accept_intended_change_by_calling,
    decide_intended_change,
    find_call_intended,
    keep_the_robots_option,
)
from domain.board.auction_irregularities.rotation import (
    call_out_of_rotation,
    call_while_out_of_rotation_waits,
    decide_call_change,
    decide_out_of_rotation,
    pass_by_law,
    record_irregular_call,
)
from domain.board.auction_irregularities.state import auction_waits
from domain.board.family import check_call
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.errors import Conflict
from domain.rules.calls import MadeCall
from domain.rules.cards import Seat
from domain.rules.law25_change_of_call import FINDINGS, ChangeDecision
from domain.rules.law27_insufficient_bid import is_insufficient
from domain.rules.law35_39_inadmissible_call import is_inadmissible_double

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class DecideAuctionIrregularity(BoardCommand):
    """The offender's left-hand opponent accepts an irregular call or not: an insufficient
    bid (Law 27A), a call out of rotation (29A), a change of call (25B); or the director
    finds a second call's first unintended or intended (25A)."""

    decision: str


def irregular_call(board: Board, actor: Actor, made: MadeCall) -> bool:
    """Records `made` if it is an irregularity of the auction the policy lets happen
    (an insufficient bid, Law 27; a call out of rotation, Laws 28-32; a double or
    redouble Law 19 does not permit, Law 36; a call by a player required to pass, Law
    37), or a substitute for an insufficient bid that Law 27B keeps out of the auction
    (27B4; a double offered, 27B1b); True when it did, and the call is not to be made
    as usual.
    A call that settles a call out of rotation (29A, 28B) is made as usual after it."""
    seat, call = made.seat, made.call
    if board.irregularity_policy.records_irregularities:
        call_while_out_of_rotation_waits(board, actor, seat)
        accept_intended_change_by_calling(board, actor, seat)
        accept_insufficient_bid_by_calling(board, actor, seat)
    waiting = auction_waits(board)
    if waiting is not None:
        raise Conflict(f"{waiting}; calls wait.")
    pending = board.auction.insufficient_bid
    if pending is not None and pending.seat is not seat:
        raise Conflict(
            f"{pending.seat.value} must first replace the insufficient bid (Law 27B); calls wait."
        )
    if board.irregularity_policy.records_irregularities and pending is None:
        pass_by_law(board, actor, seat)
        if call_after_final_pass(board, actor, seat, call):
            return True  # that pass ended the auction: Law 39
        if call_by_player_obliged_to_pass(board, actor, seat, call):
            return True  # Law 37: cancelled, a pass in its place
    check_call(board, seat, call)
    if pending is not None:
        return attempt_substitute(board, actor, made)  # Law 27B
    if not board.irregularity_policy.records_irregularities:
        return False
    auction = board.state.auction
    if is_inadmissible_double(auction, seat, call):
        inadmissible_double(board, actor, seat, call)
        return True
    if seat is not auction.turn:
        return call_out_of_rotation(board, actor, made)
    if not is_insufficient(auction, seat, call):
        return False
    record_irregular_call(board, InsufficientBidMade, actor, made)
    return True


def accept_insufficient_bid_by_calling(board: Board, actor: Actor, seat: Seat) -> None:
    """Law 27A1: "Any insufficient bid may be accepted (treated as legal) at the option of
    offender's LHO. It is accepted if that player calls." His call then follows it."""
    pending = board.auction.insufficient_bid
    if pending is not None and not pending.refused and seat is pending.decides:
        decide_insufficient_bid(board, actor, "accept")


@handles(DecideAuctionIrregularity)
def decide_auction_irregularity(
    board: Board, actor: Actor, command: DecideAuctionIrregularity, _: RegisteredName
) -> None:
    """The offender's left-hand opponent accepts the irregular call or not: an
    insufficient bid (Law 27A), a call out of rotation (Law 29), a change of call (25B);
    the director's findings on a second call (25A). The director never takes a robot's
    option for it (Law 10C2)."""
    decision = command.decision
    auction = board.auction
    waiting = auction.out_of_rotation or auction.call_change or auction.intended_change
    if waiting is not None and decision not in (d.value for d in FINDINGS):
        keep_the_robots_option(board, actor, waiting.decides)
    if auction.intended_change is not None:  # found already: the option alone is left
        decide_intended_change(board, actor, decision)
        return
    if decision == ChangeDecision.INTENDED.value:
        find_call_intended(board, actor)
        return
    if board.auction.out_of_rotation is not None:
        decide_out_of_rotation(board, actor, decision)
        return
    if board.auction.call_change is not None:
        decide_call_change(board, actor, decision)
        return
    decide_insufficient_bid(board, actor, decision)
