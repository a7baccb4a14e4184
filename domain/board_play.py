"""The auction and the play, undo and redo: commands of the Board aggregate (docs/design.md 4).

Events are nested in `Board` (domain/board.py), where their stored topics point.
"""

from __future__ import annotations

from domain.actors import Actor
from domain.board_actions import action_dict
from domain.board_protocol import BoardLike
from domain.errors import Conflict, NotAllowed
from domain.limits import MAX_CALL_EXPLANATION, check_text
from domain.rules.auction import Auction
from domain.rules.calls import Call, MadeCall
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.law35_39_inadmissible_call import bid_above_seven
from domain.rules.law57_premature_play import check_play_duty
from domain.rules.leads import check_restricted_lead
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.revokes import RevokeKind, revoke_kind
from domain.rules.table import Phase


class BoardPlay:
    def make_call(
        self: BoardLike,
        actor: Actor,
        seat: Seat,
        call: Call | str,
        alert: bool = False,
        explanation: str | None = None,
    ) -> None:
        """`call` may be notation text: it is read only after who and when are checked.
        `alert` and `explanation` are the caller's side's disclosure (Laws 20F, 40B)."""
        self._require_seat(actor, seat)
        detect = self.revoke_policy != "prevent"
        above_seven = bid_above_seven(call) if detect else None
        if above_seven is not None:
            self.bid_above_seven(actor, seat, above_seven)  # Law 38
            return
        if detect and self.phase is Phase.PLAY:
            late = call if isinstance(call, Call) else Call.parse(call)
            if self.call_after_final_pass(actor, seat, late):  # Law 39
                return
        self._require_phase(Phase.AUCTION, doing="a call")
        if explanation is not None:
            explanation = check_text(explanation, "explanation", MAX_CALL_EXPLANATION).strip()
            explanation = explanation or None
        call = call if isinstance(call, Call) else Call.parse(call)
        made = MadeCall(seat, call, alert, explanation)
        if self.irregular_call(actor, made):
            return  # recorded as the irregularity it is (Law 27): the table decides
        after = self.state.auction.add(seat, call)
        self.record_call(actor, made, after)
        self.judge_substitute(actor, seat, call)
        self.judge_repeat_duty(actor, seat, call)
        self.settle_exposures(actor)

    def record_call(self: BoardLike, actor: Actor, made: MadeCall, after: Auction) -> None:
        """`made` recorded, `after` being the auction with it: when it ends the auction, the
        contract and declarer the rules derive are recorded with it."""
        contract = after.contract()
        self.trigger_event(
            self.CallMade,
            seat=made.seat.value,
            call=str(made.call),
            actor=actor.name,
            contract="Pass" if after.is_passed_out else (contract.text if contract else None),
            declarer=contract.declarer.value if contract else None,
            alert=made.alert,
            explanation=made.explanation,
        )

    def play_card(self: BoardLike, actor: Actor, seat: Seat, card: Card | str) -> None:
        """`card` may be notation text: it is read only after who and when are checked.
        Under `detect` and `auto` a revoke is accepted and recorded as one (docs/design.md 5)."""
        if seat is self.state.dummy:
            if not self.holds(actor, self.player_of(seat)):
                raise NotAllowed(f"{seat.value} is dummy; only declarer plays dummy's cards.")
        else:
            self._require_seat(actor, seat)
        self._require_phase(Phase.PLAY, doing="playing a card")
        if self.claim is not None:
            raise Conflict("A claim is pending; play resumes only if it is withdrawn.")
        self._require_nothing_pending("playing a card")
        card = card if isinstance(card, Card) else Card.parse(card)
        if self.is_lead_out_of_turn(seat):
            self.lead_out_of_turn(actor, seat, card)
            return
        if self.premature_play(actor, seat, card):
            return  # Law 57: a penalty card, and declarer's option comes first
        trick = self.state.open_trick()
        if not trick:
            check_restricted_lead(self.lead_restriction, seat, self.state.hand(seat), card)
        led = trick[0].card.suit if trick else None
        check_play_duty(self.play_duty, seat, self.state.hand(seat), led, card)
        detect = self.revoke_policy != "prevent"
        outcome = self.state.preview_card(seat, card, allow_revoke=detect)
        kind: RevokeKind | None = None
        if detect:
            majors = [p.card for p in self.penalty_cards if p.seat is seat and p.is_major]
            kind = revoke_kind(self.state.hand(seat), self.state.open_trick(), card, majors)
        changed = [p for p in self.replayable if p.seat is seat and p.card != card]
        self.trigger_event(
            self.CardPlayed,
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
            if before.seat not in (self.state.declarer, self.state.dummy):
                self.trigger_event(
                    self.PenaltyCardFaced,
                    seat=seat.value,
                    card=str(before.card),
                    kind="major",
                    actor=actor.name,
                )
        if outcome.declarer_tricks is not None:
            self._end_of_play(actor)

    # ---- undo and redo (docs/design.md 4.5) ----------------------------------------------------
    def _check_may_rewind(self: BoardLike, actor: Actor, reason: str, doing: str) -> None:
        if self.mode == "tournament":
            if not self.is_director(actor):
                raise Conflict(
                    f"This is a tournament board; only its director may {doing}, with a reason."
                )
            if not reason.strip():
                raise RuleViolation(
                    f"On a tournament board the director must give a reason to {doing}."
                )
        elif not (self.is_member(actor) or self.is_director(actor)):
            raise NotAllowed(f"Only the players at this board or its director may {doing}.")
        self._require_phase(Phase.AUCTION, Phase.PLAY, doing=doing)
        if self.claim is not None:
            raise Conflict(f"A claim is pending; withdraw it before you {doing}.")
        if (
            self.insufficient_bid
            or self.comparable_call
            or self.silenced
            or self.out_of_rotation
            or self.call_change
            or self.repeat_duty
            or self.lead_penalty
        ):
            raise Conflict(
                f"An irregular call was made at this board; its rectification cannot be "
                f"taken back, so you cannot {doing} now."
            )
        self._require_nothing_pending(doing)
        if self.revokes or self.penalty_cards or self.declarer_override:
            raise Conflict(
                f"A revoke was raised at this board; its rectification cannot be taken back "
                f"by {doing}."
            )

    def undo(self: BoardLike, actor: Actor, reason: str = "") -> None:
        BoardPlay._check_may_rewind(self, actor, reason, "undo")
        if not self.actions:
            raise Conflict("There is nothing to undo.")
        self.trigger_event(
            self.ActionUndone,
            actor=actor.name,
            reason=reason,
            action=action_dict(self.actions[-1]),
        )

    def redo(self: BoardLike, actor: Actor, reason: str = "") -> None:
        BoardPlay._check_may_rewind(self, actor, reason, "redo")
        if not self.undone:
            raise Conflict("There is nothing to redo.")
        self.trigger_event(self.ActionRedone, actor=actor.name, action=action_dict(self.undone[-1]))


__all__ = ["BoardPlay", "PenaltyCard"]
