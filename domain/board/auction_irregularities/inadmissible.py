"""Inadmissible calls (Laws 35-39; their rules in domain/rules/law35_39_inadmissible_call.py):
a double or redouble the Laws do not permit, a call by a player required to pass, a bid
above seven, a call after the final pass: recorded and cancelled, with what follows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.auction_irregularities.events import InadmissibleCallMade
from domain.board.auction_irregularities.insufficient_bid import judge_substitute
from domain.board.auction_irregularities.rotation import record_pass
from domain.board.auction_irregularities.state import auction_waits
from domain.errors import Conflict
from domain.rules import law35_39_inadmissible_call as law35_39
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Seat
from domain.rules.law35_39_inadmissible_call import Inadmissible, above_seven, after_final_pass
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


def inadmissible_call(
    board: Board, actor: Actor, seat: Seat, call: str, found: Inadmissible
) -> None:
    """Records `call` as the inadmissible call it is, cancelled, with what follows."""
    board.trigger_event(
        InadmissibleCallMade,
        seat=seat.value,
        call=call,
        number=len(board.rulings) + 1,
        law=found.law,
        explanation=_inadmissible_sentence(seat, call, found),
        silenced=[s.value for s in found.silenced],
        lead_penalty=found.lead_penalty,
        actor=actor.name,
    )
    if found.pass_substituted:
        record_pass(board, actor, seat)


def bid_above_seven(board: Board, actor: Actor, seat: Seat, bid: str) -> None:
    board.require_phase(Phase.AUCTION, doing="a call")
    if auction_waits(board) is not None or board.auction.out_of_rotation is not None:
        raise Conflict("An irregularity of the auction waits for a decision; calls wait.")
    substituting = board.auction.insufficient_bid
    if substituting is not None and substituting.seat is not seat:
        raise Conflict(f"{substituting.seat.value} must first replace the insufficient bid.")
    in_turn = board.state.auction.turn is seat
    inadmissible_call(board, actor, seat, bid, above_seven(seat, in_turn))
    if substituting is not None:
        judge_substitute(board, actor, seat, Call(CallKind.PASS))  # the pass replaces it


def call_after_final_pass(board: Board, actor: Actor, seat: Seat, call: Call) -> bool:
    """Law 39: a call after the auction ended, before the opening lead, is recorded
    and cancelled. False when the board is not in that moment."""
    declarer = board.state.declarer
    if board.phase is not Phase.PLAY or board.state.cards_played or declarer is None:
        return False
    if board.leads.pending is not None:
        return False
    found = after_final_pass(seat, call, declarer)
    inadmissible_call(board, actor, seat, str(call), found)
    return True


def call_by_player_obliged_to_pass(board: Board, actor: Actor, seat: Seat, call: Call) -> bool:
    """Law 37: a bid, double or redouble at `seat`'s turn while the Laws require him to
    pass (at this turn or whenever it is his turn) is recorded and cancelled, a pass
    substituted, and both members of his side pass for the rest of the auction. False
    when it is not such a call."""
    if board.phase is not Phase.AUCTION:
        return False  # the passes the Laws required ended the auction (passed out)
    auction = board.auction
    bound = seat in auction.silenced or seat in auction.must_pass_next
    if not bound or call.kind is CallKind.PASS or board.state.auction.turn is not seat:
        return False
    inadmissible_call(board, actor, seat, str(call), law35_39.violates_obligation_to_pass(seat))
    return True


def inadmissible_double(board: Board, actor: Actor, seat: Seat, call: Call) -> None:
    inadmissible_call(board, actor, seat, str(call), law35_39.inadmissible_double(seat))


def _inadmissible_sentence(seat: Seat, call: str, found: Inadmissible) -> str:
    what = {
        "36B": f"{seat.value}'s {call} is a double or redouble the Laws do not permit",
        "37": f"{seat.value}'s {call} was made by a player required to pass",
        "38": f"{seat.value}'s {call} is a bid of more than seven",
        "39": f"{seat.value}'s {call} came after the final pass",
    }[found.law]
    if found.silenced:
        then = (
            f"{' and '.join(s.value for s in found.silenced)} must pass whenever it is their turn"
        )
    else:
        then = "no further rectification"
    if found.pass_substituted:
        then = f"a pass is substituted; {then}"
    return f"{what}: cancelled; {then} (Law {found.law})."
