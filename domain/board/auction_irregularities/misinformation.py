"""Misinformation in the auction (Laws 20F4, 20F5, 21B; their rules in
domain/rules/misinformation.py): a side corrects its explanation of a call, the
correction an event the director and the opponents see; and the director lets a player
change a call made on an opponent's misinformation, the later call withdrawn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.actions import action_dict
from domain.board.auction_irregularities.events import (
    ExplanationCorrected,
    MisinformedCallChanged,
)
from domain.board.family import require_nothing_waiting
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.rulings import ruling_words
from domain.errors import NotAllowed
from domain.limits import MAX_CALL_EXPLANATION, check_text
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.misinformation import (
    Moment,
    changeable_call,
    correction_law,
)
from domain.rules.table import CallAction, Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class CorrectExplanation(BoardCommand):
    """`seat` corrects his side's explanation of the `at`-th call of the auction (0 the
    first): its alert and explanation as they should have been (Laws 20F4, 20F5)."""

    seat: str
    at: int
    alert: bool
    explanation: str | None = None


@dataclass(frozen=True, kw_only=True)
class ChangeMisinformedCall(BoardCommand):
    """The director lets `seat` change his last call, made on misinformation from an
    opponent, to `call` (with its side's alert and explanation); `reason`, the ruling's
    words (Law 21B1)."""

    seat: str
    call: str
    reason: str
    alert: bool = False
    explanation: str | None = None


def _moment(board: Board) -> Moment:
    if board.phase is Phase.AUCTION:
        return Moment.AUCTION
    if board.phase.is_over:
        return Moment.END_OF_PLAY
    return Moment.PLAY if board.state.cards_played else Moment.AFTER_FINAL_PASS


def _call_explanation(text: str | None) -> str | None:
    if text is None:
        return None
    return check_text(text, "explanation", MAX_CALL_EXPLANATION).strip() or None


@handles(CorrectExplanation)
def correct_explanation(
    board: Board, actor: Actor, command: CorrectExplanation, _: RegisteredName
) -> None:
    """Who corrects and when is Law 20F's; the director may record it for him."""
    corrector = Seat.parse(command.seat)
    if not (board.holds(actor, corrector) or board.is_director(actor)):
        raise NotAllowed(f"You do not hold the {corrector.value} seat at this board.")
    if board.closed:
        raise RuleViolation("The board is closed: explanations are no longer corrected.")
    calls = [a for a in board.actions if isinstance(a, CallAction)]
    if isinstance(command.at, bool) or not 0 <= command.at < len(calls):
        raise RuleViolation(f"at is the position of a call of the auction, 0 to {len(calls) - 1}.")
    made = calls[command.at]
    explanation = _call_explanation(command.explanation)
    moment = _moment(board)
    # Who may correct now is judged before the explanation is compared: the comparison's
    # answer would tell the caller's partner, during the auction, what he may not see.
    law = correction_law(made.seat, corrector, moment, board.state.declarer)
    if (command.alert, explanation) == board.auction.explained(command.at, made):
        raise RuleViolation("That is the explanation already given: nothing to correct.")
    board.trigger_event(
        ExplanationCorrected,
        seat=made.seat.value,
        at=command.at,
        call=str(made.call),
        alert=command.alert,
        explanation=explanation,
        by=corrector.value,
        law=law,
        moment=moment.value,
        actor=actor.name,
    )


@handles(ChangeMisinformedCall)
def change_misinformed_call(
    board: Board, actor: Actor, command: ChangeMisinformedCall, _: RegisteredName
) -> None:
    """Law 21B1: the director's judgement; the auction period (Law 17D) still running."""
    if not board.is_director(actor):
        raise NotAllowed("Only the director lets a call made on misinformation be changed.")
    seat = Seat.parse(command.seat)
    call = Call.parse(command.call)
    reason = ruling_words("21B1", command.reason)[1]
    if board.phase is not Phase.AUCTION and (board.phase.is_over or board.state.cards_played):
        raise RuleViolation(
            "The auction period is over (the opening lead was faced): a call can no longer be "
            "changed (Law 21B1); the director may adjust the score (21B3)."
        )
    require_nothing_waiting(board, "changing a call")
    calls = [a for a in board.actions if isinstance(a, CallAction)]
    changed = changeable_call([made.seat for made in calls], seat)
    first = calls[changed.at]
    if call == first.call:
        raise RuleViolation(f"{seat.value}'s call is {call} already.")
    if seat in board.auction.silenced and call.kind is not CallKind.PASS:
        raise RuleViolation(
            f"{seat.value} must pass whenever it is their turn to call in this auction."
        )
    try:
        after = board.state.auction.before(changed.at).add(seat, call)
    except RuleViolation as illegal:
        raise RuleViolation(f"{call} cannot stand there: {illegal}") from None
    contract = after.contract()
    action = CallAction(
        seat,
        call,
        "Pass" if after.is_passed_out else (contract.text if contract else None),
        contract.declarer if contract else None,
        command.alert,
        _call_explanation(command.explanation),
    )
    replaced = board.actions[changed.at :]
    board.trigger_event(
        MisinformedCallChanged,
        number=len(board.rulings) + 1,
        law="21B1",
        explanation=_ruling_sentence(seat, first.call, call, replaced[1:], reason),
        director=actor.name,
        at=changed.at,
        replaced=[action_dict(a) for a in replaced],
        action=action_dict(action),
        silenced=[],
        lead_penalty=False,
        actor=actor.name,
    )


def _ruling_sentence(
    seat: Seat, first: Call, call: Call, withdrawn: tuple[object, ...], reason: str
) -> str:
    lho = seat.next().value
    later = f"; {lho}'s call over it is withdrawn and {lho} calls again (21B2)" if withdrawn else ""
    offenders = "EW" if seat.side.value == "NS" else "NS"
    return (
        f"{seat.value}'s {first} was made on misinformation from an opponent: {call} replaces "
        f"it (Law 21B1){later}. Information from the withdrawn calls is authorized for "
        f"{seat.side.value} and unauthorized for {offenders} (Law 16C). {reason}"
    )
