"""The claim commands of the Board aggregate (docs/design.md 4.4, Laws 68-71).

They live apart from domain/board.py to keep that file readable, but the events they
trigger stay nested in `Board` there: stored events name their class by topic
(`domain.board:Board.ClaimMade`), so moving an event class would orphan every one stored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain import board_revokes
from domain.actors import Actor
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.claims import Claim
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board import Board

# Claims and concessions: made by a player, answered by the claimer's opponents,
# withdrawn by the claimer, or ruled on by the director when disputed.


def responders(board: Board) -> list[Seat]:
    """The seats that agree to or dispute the pending claim."""
    assert board.claim is not None and board.state.declarer is not None
    return board.claim.responders(board.state.declarer)


def make_claim(
    board: Board,
    actor: Actor,
    seat: Seat,
    tricks: int | None,
    statement: str,
    concede: int | None = None,
) -> None:
    """A claim of `tricks` of those left, or a concession of `concede` of them."""
    board.require_seat(actor, seat)
    board.require_phase(Phase.PLAY, doing="a claim")
    if board.claim is not None:
        raise Conflict("A claim is already pending at this board.")
    board_revokes.require_nothing_pending(board, "a claim")
    if seat is board.state.dummy:
        raise RuleViolation("Dummy cannot claim; declarer claims for that side.")
    left = board.state.tricks_to_play
    if (tricks is None) == (concede is None):
        raise RuleViolation("Give either 'tricks' (a claim) or 'concede' (a concession).")
    if concede is not None:
        if not 0 <= concede <= left:
            raise RuleViolation(f"A concession is of 0 to {left} tricks: {left} are left.")
        tricks = left - concede
    assert tricks is not None
    if not 0 <= tricks <= left:
        raise RuleViolation(f"A claim is for 0 to {left} tricks: {left} are still to play.")
    board.trigger_event(
        board.ClaimMade,
        seat=seat.value,
        tricks=tricks,
        statement=statement,
        actor=actor.name,
        concession=concede is not None,
    )


def _require_claim(board: Board, *statuses: str) -> Claim:
    if board.phase.is_over:
        raise Conflict(f"The board is over ({board.phase.value}).")
    if board.claim is None:
        raise Conflict("There is no claim at this board.")
    if board.claim.status not in statuses:
        raise Conflict(f"The claim is {board.claim.status}.")
    return board.claim


def respond_to_claim(board: Board, actor: Actor, seat: Seat, agree: bool) -> None:
    board.require_seat(actor, seat)
    claim = _require_claim(board, "pending")
    if seat not in responders(board):
        names = " and ".join(s.value for s in responders(board))
        raise RuleViolation(f"Only the claimer's opponents ({names}) answer this claim.")
    if seat in claim.agreed_by:
        raise Conflict(f"{seat.value} has already agreed to the claim.")
    if not agree:
        board.trigger_event(board.ClaimDisputed, seat=seat.value, actor=actor.name)
        return
    last = len(claim.agreed_by) + 1 == len(responders(board))
    board.trigger_event(
        board.ClaimAgreed,
        seat=seat.value,
        actor=actor.name,
        declarer_tricks=claim.declarer_tricks(board.state, claim.tricks) if last else None,
    )
    if last:
        board_revokes.end_of_play(board, actor)


def withdraw_claim(board: Board, actor: Actor, seat: Seat) -> None:
    board.require_seat(actor, seat)
    claim = _require_claim(board, "pending", "disputed")
    if seat is not claim.seat:
        raise RuleViolation(f"Only the claimer ({claim.seat.value}) can withdraw the claim.")
    board.trigger_event(board.ClaimWithdrawn, seat=seat.value, actor=actor.name)


def rule_on_claim(board: Board, actor: Actor, tricks: int, explanation: str) -> None:
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin rules on a disputed claim.")
    claim = _require_claim(board, "disputed")
    left = board.state.tricks_to_play
    if not 0 <= tricks <= left:
        raise RuleViolation(f"The ruling gives the claimer's side 0 to {left} tricks.")
    if not explanation.strip():
        raise RuleViolation("A ruling needs an explanation for the players and the record.")
    board.trigger_event(
        board.ClaimRuled,
        director=actor.name,
        tricks=tricks,
        law="70",
        explanation=explanation,
        declarer_tricks=claim.declarer_tricks(board.state, tricks),
    )
    board_revokes.end_of_play(board, actor)
