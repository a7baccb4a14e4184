"""The auction and the play, undo and redo: commands of the Board aggregate (docs/design.md 4).

Events are nested in `Board` (domain/board.py), where their stored topics point.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain import board_auction_irregularities, board_irregular_calls, board_leads, board_revokes
from domain.actors import Actor
from domain.board_actions import action_dict
from domain.errors import Conflict, NotAllowed
from domain.limits import MAX_CALL_EXPLANATION, check_text
from domain.rules.auction import Auction
from domain.rules.calls import Call, MadeCall
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.law35_39_inadmissible_call import bid_above_seven
from domain.rules.law57_premature_play import check_play_duty
from domain.rules.leads import check_restricted_lead
from domain.rules.revokes import RevokeKind, revoke_kind
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board import Board


def make_call(
    board: Board,
    actor: Actor,
    seat: Seat,
    call: Call | str,
    alert: bool = False,
    explanation: str | None = None,
) -> None:
    """`call` may be notation text: it is read only after who and when are checked.
    `alert` and `explanation` are the caller's side's disclosure (Laws 20F, 40B)."""
    board.require_seat(actor, seat)
    detect = board.revoke_policy != "prevent"
    above_seven = bid_above_seven(call) if detect else None
    if above_seven is not None:
        board_irregular_calls.bid_above_seven(board, actor, seat, above_seven)  # Law 38
        return
    if detect and board.phase is Phase.PLAY:
        late = call if isinstance(call, Call) else Call.parse(call)
        if board_irregular_calls.call_after_final_pass(board, actor, seat, late):  # Law 39
            return
    board.require_phase(Phase.AUCTION, doing="a call")
    if explanation is not None:
        explanation = check_text(explanation, "explanation", MAX_CALL_EXPLANATION).strip()
        explanation = explanation or None
    call = call if isinstance(call, Call) else Call.parse(call)
    made = MadeCall(seat, call, alert, explanation)
    if board_auction_irregularities.irregular_call(board, actor, made):
        return  # recorded as the irregularity it is (Law 27): the table decides
    after = board.state.auction.add(seat, call)
    record_call(board, actor, made, after)
    board_auction_irregularities.judge_substitute(board, actor, seat, call)
    board_irregular_calls.judge_repeat_duty(board, actor, seat, call)
    board_auction_irregularities.settle_exposures(board, actor)


def record_call(board: Board, actor: Actor, made: MadeCall, after: Auction) -> None:
    """`made` recorded, `after` being the auction with it: when it ends the auction, the
    contract and declarer the rules derive are recorded with it."""
    contract = after.contract()
    board.trigger_event(
        board.CallMade,
        seat=made.seat.value,
        call=str(made.call),
        actor=actor.name,
        contract="Pass" if after.is_passed_out else (contract.text if contract else None),
        declarer=contract.declarer.value if contract else None,
        alert=made.alert,
        explanation=made.explanation,
    )


def play_card(board: Board, actor: Actor, seat: Seat, card: Card | str) -> None:
    """`card` may be notation text: it is read only after who and when are checked.
    Under `detect` and `auto` a revoke is accepted and recorded as one (docs/design.md 5)."""
    if seat is board.state.dummy:
        if not board.holds(actor, board.player_of(seat)):
            raise NotAllowed(f"{seat.value} is dummy; only declarer plays dummy's cards.")
    else:
        board.require_seat(actor, seat)
    board.require_phase(Phase.PLAY, doing="playing a card")
    if board.claim is not None:
        raise Conflict("A claim is pending; play resumes only if it is withdrawn.")
    board_revokes.require_nothing_pending(board, "playing a card")
    card = card if isinstance(card, Card) else Card.parse(card)
    if board_leads.is_lead_out_of_turn(board, seat):
        board_leads.lead_out_of_turn(board, actor, seat, card)
        return
    if board_leads.premature_play(board, actor, seat, card):
        return  # Law 57: a penalty card, and declarer's option comes first
    trick = board.state.open_trick()
    if not trick:
        check_restricted_lead(board.lead_restriction, seat, board.state.hand(seat), card)
    led = trick[0].card.suit if trick else None
    check_play_duty(board.play_duty, seat, board.state.hand(seat), led, card)
    detect = board.revoke_policy != "prevent"
    outcome = board.state.preview_card(seat, card, allow_revoke=detect)
    kind: RevokeKind | None = None
    if detect:
        majors = [p.card for p in board.penalty_cards if p.seat is seat and p.is_major]
        kind = revoke_kind(board.state.hand(seat), board.state.open_trick(), card, majors)
    changed = [p for p in board.replayable if p.seat is seat and p.card != card]
    board.trigger_event(
        board.CardPlayed,
        seat=seat.value,
        card=str(card),
        actor=actor.name,
        trick=outcome.trick,
        position=outcome.position,
        leader=outcome.leader.value,
        winner=outcome.winner.value if outcome.winner else None,
        declarer_tricks=outcome.declarer_tricks,
        revoke=kind.value if kind else None,
    )
    for before in changed:
        if before.seat not in (board.state.declarer, board.state.dummy):
            board.trigger_event(
                board.PenaltyCardFaced,
                seat=seat.value,
                card=str(before.card),
                kind="major",
                actor=actor.name,
            )
    if outcome.declarer_tricks is not None:
        board_revokes.end_of_play(board, actor)


# ---- undo and redo (docs/design.md 4.5) ----------------------------------------------------
def _check_may_rewind(board: Board, actor: Actor, reason: str, doing: str) -> None:
    if board.mode == "tournament":
        if not board.is_director(actor):
            raise Conflict(
                f"This is a tournament board; only its director may {doing}, with a reason."
            )
        if not reason.strip():
            raise RuleViolation(
                f"On a tournament board the director must give a reason to {doing}."
            )
    elif not (board.is_member(actor) or board.is_director(actor)):
        raise NotAllowed(f"Only the players at this board or its director may {doing}.")
    board.require_phase(Phase.AUCTION, Phase.PLAY, doing=doing)
    if board.claim is not None:
        raise Conflict(f"A claim is pending; withdraw it before you {doing}.")
    if (
        board.insufficient_bid
        or board.comparable_call
        or board.silenced
        or board.out_of_rotation
        or board.call_change
        or board.repeat_duty
        or board.lead_penalty
    ):
        raise Conflict(
            f"An irregular call was made at this board; its rectification cannot be "
            f"taken back, so you cannot {doing} now."
        )
    board_revokes.require_nothing_pending(board, doing)
    if board.revokes or board.penalty_cards or board.declarer_override:
        raise Conflict(
            f"A revoke was raised at this board; its rectification cannot be taken back by {doing}."
        )


def undo(board: Board, actor: Actor, reason: str = "") -> None:
    _check_may_rewind(board, actor, reason, "undo")
    if not board.actions:
        raise Conflict("There is nothing to undo.")
    board.trigger_event(
        board.ActionUndone,
        actor=actor.name,
        reason=reason,
        action=action_dict(board.actions[-1]),
    )


def redo(board: Board, actor: Actor, reason: str = "") -> None:
    _check_may_rewind(board, actor, reason, "redo")
    if not board.undone:
        raise Conflict("There is nothing to redo.")
    board.trigger_event(board.ActionRedone, actor=actor.name, action=action_dict(board.undone[-1]))
