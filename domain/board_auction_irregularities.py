"""Irregularities of the auction (docs/design.md 5.5): commands of the Board aggregate,
under the revoke policies `detect` and `auto`. Law 27, the insufficient bid (its rules in
domain/rules/law27_insufficient_bid.py): recorded as the fact it is, accepted or not by
the offender's left-hand opponent, its substitute judged by Law 27B, a comparable call
ruled by the director (27B1b), and the offender's partner silenced (27B2, 27B3). Law 24,
a card exposed during the auction (domain/rules/law24_card_exposed.py): left face up, the
partner passing at his next turn for an honour or two cards, and penalty cards once the
offender is a defender.
Events are nested in `Board` (domain/board.py); they record what the rules decided, so
applying them only assigns state. Calls out of rotation and inadmissible calls are in
domain/board_irregular_calls.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain import board_irregular_calls, board_play
from domain.actors import Actor
from domain.board_rulings import record_directors_ruling, ruling_words
from domain.errors import Conflict, NotAllowed
from domain.rules import law27_insufficient_bid as law27
from domain.rules.calls import Call, CallKind, MadeCall
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.law24_card_exposed import partner_must_pass, penalty_kind
from domain.rules.law27_insufficient_bid import Substitute, is_insufficient
from domain.rules.law35_39_inadmissible_call import is_inadmissible_double
from domain.rules.table import CallAction, Phase

if TYPE_CHECKING:
    from domain.board import Board

EXPOSED = "exposed"  # a penalty card's kind while the auction goes on (Law 24)


def auction_waits(board: Board) -> str | None:
    """Why no call can be made now (a decision or a ruling is pending), or None."""
    pending = board.insufficient_bid
    if pending is not None and not pending.refused:
        return f"An insufficient bid waits for {pending.decides.value}'s decision (Law 27A)"
    if board.comparable_call is not None:
        return "A substitute call waits for the director's ruling (Law 27B1b)"
    waiting = board.out_of_rotation
    if waiting is not None:
        return f"A call out of rotation waits for {waiting.decides.value}'s decision (Law 29)"
    change = board.call_change
    if change is not None:
        return f"A change of call waits for {change.decides.value}'s decision (Law 25)"
    return None


def irregular_call(board: Board, actor: Actor, made: MadeCall) -> bool:
    """Records `made` if it is an irregularity of the auction the policy lets happen
    (an insufficient bid, Law 27; a call out of rotation, Laws 28-32; a double or
    redouble Law 19 does not permit, Law 36), or a substitute for an insufficient bid
    that Law 27B3 cancels; True when it did, and the call is not to be made as usual.
    A call that settles a call out of rotation (29A, 28B) is made as usual after it."""
    seat, call = made.seat, made.call
    if board.revoke_policy != "prevent":
        board_irregular_calls.call_while_out_of_rotation_waits(board, actor, seat)
    waiting = auction_waits(board)
    if waiting is not None:
        raise Conflict(f"{waiting}; calls wait.")
    pending = board.insufficient_bid
    if pending is not None and pending.seat is not seat:
        raise Conflict(
            f"{pending.seat.value} must first replace the insufficient bid (Law 27B); calls wait."
        )
    if board.revoke_policy != "prevent" and pending is None:
        board_irregular_calls.pass_by_law(board, actor, seat)
        if board_irregular_calls.call_after_final_pass(board, actor, seat, call):
            return True  # that pass ended the auction: Law 39
    board_irregular_calls.check_call_duties(board, seat, call)
    if pending is not None:
        if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
            board.trigger_event(
                board.SubstituteJudged,
                seat=seat.value,
                call=str(call),
                law=Substitute.CANCELLED.value,
                silenced=seat.partner.value,
                actor=actor.name,
                lead_penalty=True,
            )
            return True
        return False
    if board.revoke_policy == "prevent":
        return False
    auction = board.state.auction
    if is_inadmissible_double(auction, seat, call):
        board_irregular_calls.inadmissible_double(board, actor, seat, call)
        return True
    if seat is not auction.turn:
        return board_irregular_calls.call_out_of_rotation(board, actor, made)
    if not is_insufficient(auction, seat, call):
        return False
    board_irregular_calls.record_irregular_call(board, board.InsufficientBidMade, actor, made)
    return True


def judge_substitute(board: Board, actor: Actor, seat: Seat, call: Call) -> None:
    """After the substitute was made as a call: what Law 27B makes of it."""
    pending = board.insufficient_bid
    if pending is None or not pending.refused or pending.seat is not seat:
        return
    made = board.actions[-1]  # the substitute, just made
    alerted = isinstance(made, CallAction) and made.alert
    law = law27.judge_substitute(
        board.state.auction.before(len(board.state.auction.calls) - 1),
        pending.call,
        call,
        artificial=pending.alert or alerted,
    )
    board.trigger_event(
        board.SubstituteJudged,
        seat=seat.value,
        call=str(call),
        law=law.value,
        silenced=seat.partner.value if law is Substitute.PARTNER_SILENCED else None,
        actor=actor.name,
        lead_penalty=law is Substitute.PARTNER_SILENCED,
    )


def decide_auction_irregularity(board: Board, actor: Actor, decision: str) -> None:
    """The offender's left-hand opponent accepts the irregular call or not: an
    insufficient bid (Law 27A) or a call out of rotation (Law 29)."""
    if board.out_of_rotation is not None:
        board_irregular_calls.decide_out_of_rotation(board, actor, decision)
        return
    if board.call_change is not None:
        board_irregular_calls.decide_call_change(board, actor, decision)
        return
    pending = board.insufficient_bid
    if pending is None or pending.refused:
        raise Conflict("No irregularity of the auction waits for a decision.")
    if not (board.holds(actor, pending.decides) or board.is_director(actor)):
        raise NotAllowed(
            f"The decision is {pending.decides.value}'s, the offender's left-hand opponent "
            "(or the director's)."
        )
    if decision not in ("accept", "refuse"):
        raise RuleViolation("decision is accept or refuse.")
    board.trigger_event(
        board.AuctionIrregularityDecided,
        decision=decision,
        actor=actor.name,
    )
    if decision == "accept":
        auction = board.state.auction
        after = auction.recorded(pending.seat, pending.call)  # now legal (27A)
        board_play.record_call(board, actor, pending, after)


def rule_comparable_call(
    board: Board, actor: Actor, law: str, comparable: bool | None, explanation: str
) -> None:
    """Law 27B1b: the director rules whether the substitute has the same or a more
    precise meaning than the insufficient bid; if not, the offender's partner must
    pass whenever it is his turn to call (27B2)."""
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin rules.")
    waiting = board.comparable_call
    if waiting is None:
        raise Conflict("No substitute call waits for a ruling on whether it is comparable.")
    law, explanation = ruling_words(law, explanation)
    if comparable is None:
        raise RuleViolation("A comparable_call ruling says comparable: true or false.")
    record_directors_ruling(
        board,
        board.ComparableCallRuled,
        actor,
        law,
        explanation,
        comparable=comparable,
        silenced=None if comparable else waiting.seat.partner.value,
        lead_penalty=not comparable,
    )


# ---- Law 24: a card exposed during the auction --------------------------------------
def expose_in_auction(board: Board, actor: Actor, seat: Seat, cards: list[Card]) -> None:
    """`seat`'s cards seen face up during the auction, told by their holder or the
    director: they stay face up until the auction ends (Law 24)."""
    if not (board.holds(actor, seat) or board.is_director(actor)):
        raise NotAllowed(f"Only {seat.value}'s holder or the director tells of its cards.")
    board.require_phase(Phase.AUCTION, doing="exposing a card")
    if board.revoke_policy == "prevent":
        raise RuleViolation(
            "Under the revoke policy prevent the table's irregularities are not recorded; "
            "use detect or auto."
        )
    faced = [p.card for p in board.penalty_cards if p.seat is seat]
    if not 1 <= len(cards) <= 13 or len(set(cards)) != len(cards):
        raise RuleViolation("cards lists 1 to 13 different cards.")
    for card in cards:
        if card not in board.state.hand(seat):
            raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
        if card in faced:
            raise Conflict(f"{card} is already face up on the table.")
    board.trigger_event(
        board.CardsExposed,
        seat=seat.value,
        cards=[str(card) for card in cards],
        must_pass=seat.partner.value if partner_must_pass([*faced, *cards]) else None,
        actor=actor.name,
    )


def settle_exposures(board: Board, actor: Actor) -> None:
    """At the end of the auction, the cards still face up: a defender's become penalty
    cards (Law 24E, 50B); declarer's and dummy's go back to the hand."""
    exposed = [p for p in board.penalty_cards if p.kind == EXPOSED]
    if not exposed or board.phase is Phase.AUCTION:
        return
    defenders: set[Seat] = set()
    if board.phase is Phase.PLAY and board.state.declarer is not None:
        defenders = {board.state.declarer.next(), board.state.declarer.next(3)}
    counts = {p.seat: sum(1 for q in exposed if q.seat is p.seat) for p in exposed}
    board.trigger_event(
        board.AuctionExposuresSettled,
        penalty_cards=[
            {
                "seat": p.seat.value,
                "card": str(p.card),
                "kind": penalty_kind(p.card, counts[p.seat]),
            }
            for p in exposed
            if p.seat in defenders
        ],
        actor=actor.name,
    )
