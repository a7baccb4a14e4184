"""A change of play based on misinformation (Law 47E, 2017; the rule in
domain/rules/misinformation.py): a family of board commands.

47E2(a): a player may retract the card he played before an opponent's explanation was
corrected (the caller corrects his own at any time, Law 20F4), only while no card was
played after it; the opening lead never, dummy having faced his hand with it (Law 41D).
He, or declarer for dummy's card, retracts it (the Law gives the player the right), or
the director; the card goes back to the hand, no penalty card, and he plays again.

47E1: a lead out of turn, or a card played out of turn, after an opponent mistakenly told
the player it was his turn, is retracted without further rectification. The director
establishes what was said (the service hears nothing at the table) and retracts the card
while it waits: a lead out of turn before anyone decides on it (nobody may accept it now),
a premature play before declarer's option (57A), a card attempted at the right-hand
opponent's turn before it is played (57D), a defender's card before declarer's lead from
the correct hand (60B's penalty card) until another card is played, and declarer's card
played early from either hand (57C3, or dummy's second card to an accepted opening lead
out of turn, 54B2) until its turn comes: 57C3 makes it "a played card" that "may not be
withdrawn", and 47E is one of the exceptions Law 47 itself makes ("Except as this Law
specifies, a card once played may not be withdrawn", 47F2). The card goes back to the
hand: no penalty card, no lead restriction, no option for declarer, and it establishes
no revoke (Law 63A1 does not apply).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.actions import SEATS, ActionRecord, action_dict, action_from
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.family import require_may_rewind, require_nothing_waiting
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.lead_events import next_trick
from domain.board.play_findings import PlayFinding, next_ruling
from domain.board.premature import premature_trick
from domain.errors import Conflict, NotAllowed
from domain.limits import MAX_EXPLANATION, check_text
from domain.rules.cards import Card, Seat
from domain.rules.errors import RuleViolation
from domain.rules.misinformation import (
    MisinformedCard,
    check_retraction_after_correction,
)
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.table import CardAction, Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True, kw_only=True)
class RetractMisinformedCard(BoardCommand):
    """`seat`'s `card`, led or played out of turn after an opponent told him it was his
    turn (Law 47E1), is retracted; `explanation`: what the director established."""

    seat: str
    card: str
    explanation: str


class MisinformedCardRetracted(BoardEvent, PlayFinding):
    """Law 47E1: `seat`'s `card` (`kind`: a lead out of turn, a premature play, a card
    attempted at his right-hand opponent's turn, declarer's card played early) went back
    to his hand without further rectification, as the director (`actor`) ruled with his
    `explanation`. `trick`: the trick it was led or played to, which it no longer
    establishes a revoke at (63A1 does not apply); None for a card attempted at the
    right-hand opponent's turn or played early by declarer, which never counted as played
    to a trick. `number`: the director's ruling among the board's (None when stored by
    0.18.0)."""

    seat: str
    card: str
    kind: str
    trick: int | None
    law: str
    actor: str
    explanation: str
    number: int | None = None

    def ruled_by(self) -> str | None:
        return self.actor

    def finding(self) -> str:
        return self.explanation

    def apply(self, board: Board) -> None:
        self.record_finding(board)
        seat, card = SEATS[self.seat], Card.parse(self.card)
        kind = MisinformedCard(self.kind)
        if kind is MisinformedCard.LEAD_OUT_OF_TURN:
            # no further rectification: the table is as it was before the lead (nobody
            # required declarer to retract it, so Law 60B does not follow either)
            board.leads = replace(board.leads, pending=None)
        elif kind is MisinformedCard.PREMATURE_PLAY:
            board.premature = replace(board.premature, pending=None)
            board.penalty_cards = _without(board, seat, card)
        elif kind is MisinformedCard.BEFORE_DECLARERS_LEAD:
            board.leads = replace(board.leads, before_declarers_lead=None)
            board.penalty_cards = _without(board, seat, card)
        elif kind is MisinformedCard.DECLARERS_EARLY_PLAY:
            board.premature = replace(board.premature, declarers_card=None)
        else:
            board.premature = replace(board.premature, held_for_turn=None)
        if self.trick is not None:
            board.revokes = board.revokes.without_irregular_play(seat, self.trick)


def _without(board: Board, seat: Seat, card: Card) -> tuple[PenaltyCard, ...]:
    """The penalty cards on the table less `seat`'s major `card` (the last so faced)."""
    faced = list(board.penalty_cards)
    for index in range(len(faced) - 1, -1, -1):
        if (faced[index].seat, faced[index].card) == (seat, card):
            del faced[index]
            break
    return tuple(faced)


def _waiting_card(board: Board, seat: Seat, card: Card) -> tuple[MisinformedCard, int | None]:
    """Which of the irregular cards the table holds `seat`'s `card` is, and its trick."""
    lead = board.leads.pending
    if lead is not None and (lead.seat, lead.card) == (seat, card):
        return MisinformedCard.LEAD_OUT_OF_TURN, next_trick(board)
    premature = board.premature.pending
    if premature is not None and (premature.seat, premature.card) == (seat, card):
        return MisinformedCard.PREMATURE_PLAY, premature_trick(board, seat)
    held = board.premature.held_for_turn
    if held is not None and (held.seat, held.card) == (seat, card):
        return MisinformedCard.AT_RHOS_TURN, None
    faced = board.leads.before_declarers_lead
    if faced is not None and (faced.seat, faced.card) == (seat, card):
        return MisinformedCard.BEFORE_DECLARERS_LEAD, next_trick(board)
    early = board.premature.declarers_card
    if early is not None and (early.seat, early.card) == (seat, card):
        return MisinformedCard.DECLARERS_EARLY_PLAY, None
    raise Conflict(
        f"{card} is not {seat.value}'s lead out of turn or card played out of turn waiting "
        "at the table: only such a card is retracted (Law 47E1)."
    )


@handles(RetractMisinformedCard)
def retract_misinformed_card(
    board: Board, actor: Actor, command: RetractMisinformedCard, _: RegisteredName
) -> None:
    if not board.is_director(actor):
        raise NotAllowed(
            "The director establishes that an opponent told the player it was his turn "
            "(Law 47E1) and retracts the card."
        )
    explanation = check_text(command.explanation, "explanation", MAX_EXPLANATION).strip()
    board.require_phase(Phase.PLAY, doing="retracting a card")
    if board.claims.pending is not None:
        raise Conflict("A claim is pending; play resumes only if it is withdrawn.")
    seat, card = Seat.parse(command.seat), Card.parse(command.card)
    kind, trick = _waiting_card(board, seat, card)
    if not explanation:
        raise RuleViolation("The director explains his ruling: give explanation.")
    board.trigger_event(
        MisinformedCardRetracted,
        seat=seat.value,
        card=str(card),
        kind=kind.value,
        trick=trick,
        law="47E1",
        actor=actor.name,
        explanation=explanation,
        number=next_ruling(board),
    )


# ---- 47E2(a): a card played before a corrected explanation ------------------------------
@dataclass(frozen=True, kw_only=True)
class RetractCardAfterCorrection(BoardCommand):
    """`seat`'s `card`, played before an opponent's explanation was corrected, is taken
    back (Law 47E2(a)); the player then plays again, any card."""

    seat: str
    card: str


class CardRetractedAfterCorrection(BoardEvent, ChangesThePlay, PlayFinding):
    """Law 47E2(a): `seat`'s `card` (`withdrawn`, as the play recorded it) went back to the
    hand without further rectification, taken back by `actor` (the player, declarer for
    dummy's card, or the director) after the explanation of `callers`' calls was corrected
    and before any card was played after it. `number`: the ruling among the board's when
    the director took it back (None when the player did, or stored before 0.19.0)."""

    seat: str
    card: str
    callers: list[str]
    law: str
    actor: str
    withdrawn: list[ActionRecord]
    number: int | None = None

    def ruled_by(self) -> str | None:
        return self.actor

    def finding(self) -> str:
        callers = " and ".join(self.callers)
        return (
            f"{self.seat}'s {self.card}, played before the explanation of {callers}'s calls "
            "was corrected, goes back to the hand without penalty; he plays again."
        )

    def apply(self, board: Board) -> None:
        self.record_finding(board)
        retracted = action_from(self.withdrawn[0])
        assert isinstance(retracted, CardAction)
        board.follow(self.play_change())
        board.auction = board.auction.with_corrections_spent(retracted)

    def play_change(self) -> PlayChange:
        return PlayChange(removed=tuple(self.withdrawn))


def _last_card_of(board: Board, seat: Seat, card: Card) -> tuple[CardAction, int]:
    """`seat`'s `card` in the play and how many cards were played after it."""
    cards = [a for a in board.actions if isinstance(a, CardAction)]
    for index in range(len(cards) - 1, -1, -1):
        if cards[index].seat is seat:
            if cards[index].card != card:
                break
            return cards[index], len(cards) - 1 - index
    raise Conflict(f"{card} is not the last card {seat.value} played.")


@handles(RetractCardAfterCorrection)
def retract_card_after_correction(
    board: Board, actor: Actor, command: RetractCardAfterCorrection, _: RegisteredName
) -> None:
    seat = Seat.parse(command.seat)
    if not (board.is_director(actor) or board.holds(actor, board.player_of(seat))):
        raise NotAllowed(f"Only the player of {seat.value}'s cards or the director retracts one.")
    board.require_phase(Phase.PLAY, doing="retracting a card")
    if board.claims.pending is not None:
        raise Conflict("A claim is pending; play resumes only if it is withdrawn.")
    require_nothing_waiting(board, "retracting a card")
    card = Card.parse(command.card)
    played, since = _last_card_of(board, seat, card)
    callers = board.auction.callers_corrected_after(played) if not since else frozenset()
    check_retraction_after_correction(seat, played.trick, played.position, since, callers)
    require_may_rewind(board, "retracting a card")
    # the director's ruling, when he takes it back rather than the player (his right)
    ruled = board.is_director(actor) and not board.holds(actor, board.player_of(seat))
    board.trigger_event(
        CardRetractedAfterCorrection,
        seat=seat.value,
        card=str(card),
        callers=sorted(caller.value for caller in callers),
        law="47E2(a)",
        actor=actor.name,
        withdrawn=[action_dict(played)],
        number=next_ruling(board) if ruled else None,
    )
