"""What the revokes family keeps on the board and records (Laws 61-64): the revokes
attention was drawn to, their status, and the cards a withdrawal sent back (Law 62C)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domain.board.actions import ActionRecord, action_from
from domain.board.effects import ChangesThePlay, PlayChange, ends_play
from domain.board.event import BoardEvent
from domain.board.family import Quiet, Waiting, family
from domain.board.pending import RevokeCorrectionPending
from domain.errors import NotFound
from domain.rules.cards import Card, Seat
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.revokes import (
    IrregularPlay,
    RaisedRevoke,
    RevokeKind,
    RevokeStatus,
    card_index,
    is_established,
)
from domain.rules.table import CardAction

if TYPE_CHECKING:
    from domain.board.aggregate import Board

SERVICE = "(service)"  # the actor of what the service itself does; no user name has brackets


@dataclass(frozen=True)
class RevokeState:
    raised: tuple[RaisedRevoke, ...] = ()
    # Law 62C2: cards of the offending side sent back by a withdrawal; played again as
    # they were, or changed (then a defender's becomes a major penalty card)
    replayable: tuple[PenaltyCard, ...] = ()
    # Law 51A: the penalty card declarer designated for its holder's turn, until he plays
    designated: PenaltyCard | None = None
    # Law 63A1: leads and plays to a trick that are not among its cards (out of turn,
    # premature), which establish their side's earlier revokes all the same
    irregular_plays: tuple[IrregularPlay, ...] = ()

    def after_card(self, played: CardAction) -> RevokeState:
        state = self
        if self.replayable:
            kept = tuple(p for p in self.replayable if p.seat is not played.seat)
            state = replace(state, replayable=kept)
        if self.designated is not None and self.designated.seat is played.seat:
            state = replace(state, designated=None)
        return state

    def with_designated(self, designated: PenaltyCard) -> RevokeState:
        return replace(self, designated=designated)

    def with_irregular_play(self, seat: Seat, trick: int) -> RevokeState:
        played = IrregularPlay(seat.side, trick)
        return replace(self, irregular_plays=(*self.irregular_plays, played))

    def without_irregular_play(self, seat: Seat, trick: int) -> RevokeState:
        """Less the last irregular play of `seat`'s side to `trick`: a card retracted
        without rectification (Law 47E1: "Law 63A1 does not apply")."""
        plays = list(self.irregular_plays)
        gone = IrregularPlay(seat.side, trick)
        for index in range(len(plays) - 1, -1, -1):
            if plays[index] == gone:
                del plays[index]
                break
        return replace(self, irregular_plays=tuple(plays))

    def numbered(self, number: int) -> RaisedRevoke:
        for raised in self.raised:
            if raised.number == number:
                return raised
        raise NotFound(f"There is no revoke number {number} at this board.")


def revoke_status(board: Board, raised: RaisedRevoke) -> RevokeStatus:
    if not raised.found:
        return RevokeStatus.NO_REVOKE
    if raised.was_corrected:
        return RevokeStatus.CORRECTED
    index = card_index(board.actions, raised.trick, raised.seat)
    if index is None:
        return RevokeStatus.CORRECTED
    if raised.accepted or declarer_played_on(board, index):
        return RevokeStatus.ACCEPTED
    if is_established(board.actions, index, board.claims.moments, board.revokes.irregular_plays):
        return RevokeStatus.ESTABLISHED
    return RevokeStatus.CORRECTABLE


def declarer_played_on(board: Board, index: int) -> bool:
    """Law 52B1(b): "Declarer must accept such lead or play if he has thereafter played
    from his own hand or dummy" (a defender's card played instead of a penalty card)."""
    played = board.actions[index]
    assert isinstance(played, CardAction)
    if played.revoke != RevokeKind.PENALTY_CARD:
        return False
    declaring = (board.state.declarer, board.state.dummy)
    return any(
        isinstance(later, CardAction) and later.seat in declaring
        for later in board.actions[index + 1 :]
    )


class Revokes(Quiet):
    def waiting(self, board: Board) -> Waiting | None:
        for raised in board.revokes.raised:
            if revoke_status(board, raised) is RevokeStatus.CORRECTABLE:
                view = RevokeCorrectionPending(
                    kind="revoke_correction",
                    number=raised.number,
                    seat=raised.seat.value,
                    trick=raised.trick,
                    decides=board.player_of(raised.seat).value,
                )
                reason = f"{raised.seat.value}'s revoke at trick {raised.trick} must be corrected "
                return Waiting(view, reason + "first")
        return None

    def blocks_rewind(self, board: Board, doing: str) -> str | None:
        waiting = super().blocks_rewind(board, doing)
        if waiting is not None:
            return waiting
        if board.revokes.raised:
            return (
                "A revoke was raised at this board; its rectification cannot be taken back "
                f"by {doing}."
            )
        if board.penalty_cards:
            faced = board.penalty_cards[-1]
            return (
                f"{faced.seat.value}'s {faced.card} is a penalty card; the rectification that "
                f"made it cannot be taken back by {doing}."
            )
        if board.declarer_override is not None:
            return (
                f"{board.declarer_override.value} became declarer when the lead out of turn "
                f"was accepted (Law 54A); that cannot be taken back by {doing}."
            )
        return None


family(40, Revokes())


# ---- events -----------------------------------------------------------------------------
class RevokeRaised(BoardEvent):
    """Attention drawn to a suspected revoke; `found` False records a false alarm."""

    number: int
    seat: str
    trick: int
    card: str
    found: bool
    by: str | None  # the seat that drew attention; None for the director or the service
    actor: str
    after_close: bool

    def apply(self, board: Board) -> None:
        raised = RaisedRevoke(
            self.number,
            Seat(self.seat),
            self.trick,
            Card.parse(self.card),
            self.found,
            self.after_close,
        )
        board.revokes = replace(board.revokes, raised=(*board.revokes.raised, raised))


class RevokeCorrected(BoardEvent, ChangesThePlay):
    """Law 62B/62D: the revoke card taken back and `card` played instead; the play from
    `at` on was `replaced` and is now `actions`."""

    number: int
    card: str
    actor: str
    at: int
    replaced: list[ActionRecord]
    actions: list[ActionRecord]
    penalty_card: str | None  # a defender's withdrawn card, now a major penalty card

    def apply(self, board: Board) -> None:
        board.follow(self.play_change())
        played = {(a["seat"], a["card"]) for a in self.actions if a["kind"] == "card"}
        board.penalty_cards = tuple(  # a penalty card substituted is played (Law 52B2)
            p for p in board.penalty_cards if (p.seat.value, str(p.card)) not in played
        )
        made_penalty = self.penalty_card is not None
        raised = tuple(
            r.corrected(made_penalty) if r.number == self.number else r
            for r in board.revokes.raised
        )
        board.revokes = replace(board.revokes, raised=raised)
        if self.penalty_card is not None:
            seat = board.revokes.numbered(self.number).seat
            card = PenaltyCard(seat, Card.parse(self.penalty_card), "major")
            board.penalty_cards = (*board.penalty_cards, card)

    def play_change(self) -> PlayChange:
        added = tuple(self.actions)
        return PlayChange(tuple(self.replaced), added, self.at, ends_play(added))


class CardPlayedAccepted(BoardEvent):
    """Law 52B1(a): declarer accepted the card a defender played instead of a penalty card
    (revoke `number`); the penalty card stays a penalty card (52B1(c))."""

    number: int
    actor: str

    def apply(self, board: Board) -> None:
        raised = tuple(
            replace(r, accepted=True) if r.number == self.number else r
            for r in board.revokes.raised
        )
        board.revokes = replace(board.revokes, raised=raised)


class CardWithdrawn(BoardEvent, ChangesThePlay):
    """Law 62C: after revoke `number` was corrected, `seat` withdrew its card played
    after the revoke; the cards played after it (`replaced`, from position `at`) went
    back to their hands, to be played again."""

    number: int
    seat: str
    actor: str
    at: int
    replaced: list[ActionRecord]

    def apply(self, board: Board) -> None:
        removed = [action_from(a) for a in self.replaced]
        board.follow(self.play_change())
        offenders = board.revokes.numbered(self.number).seat.side
        sent_back = tuple(
            PenaltyCard(a.seat, a.card, "major")
            for a in removed
            if isinstance(a, CardAction) and a.seat.side == offenders
        )
        replayable = (*board.revokes.replayable, *sent_back)
        board.revokes = replace(board.revokes, replayable=replayable)

    def play_change(self) -> PlayChange:
        return PlayChange(removed=tuple(self.replaced), at=self.at)


class PenaltyCardFaced(BoardEvent):
    """A card that becomes a penalty card: the offender's partner changed the card it
    had played after a revoke (Law 62C2)."""

    seat: str
    card: str
    kind: str
    actor: str

    def apply(self, board: Board) -> None:
        card = PenaltyCard(Seat(self.seat), Card.parse(self.card), self.kind)
        board.penalty_cards = (*board.penalty_cards, card)
