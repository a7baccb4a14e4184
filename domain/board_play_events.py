"""The Board's events of the play's irregularities and of rulings (docs/design.md 5):
revokes (Laws 61-64), rulings (12C, 64), leads out of turn (53-56), lead restrictions
(26B, 50D2), premature plays (57), the director and the end of the round.

Each class is made an event of `Board` in domain/board.py (`RevokeRaised =
play_events.RevokeRaised`): the library redefines it there as `Board.RevokeRaised`, so
the topic it is stored under stays domain.board:Board.RevokeRaised. `apply` only takes
the facts the event records.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eventsourcing.domain import Aggregate

from domain.board_actions import SEATS, ActionRecord, action_from
from domain.board_effects import ChangesThePlay, PlayChange, ends_play
from domain.rules.cards import Card, Seat, Suit
from domain.rules.law57_premature_play import PlayDuty, PlayOption
from domain.rules.leads import LeadChoice, LeadRestriction, PendingLead, restriction_for
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.revokes import RaisedRevoke
from domain.rules.rulings import Ruling, RulingKind
from domain.rules.table import CardAction

if TYPE_CHECKING:
    from domain.board import Board


# ---- events: irregularities and rulings (docs/design.md 5) --------------------------------
class RevokeRaised(Aggregate.Event):
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
        board.revokes = (*board.revokes, raised)


class RevokeCorrected(Aggregate.Event, ChangesThePlay):
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
        board._follow(self.play_change())
        board.revokes = tuple(
            r.corrected(self.penalty_card is not None) if r.number == self.number else r
            for r in board.revokes
        )
        if self.penalty_card is not None:
            seat = board.revoke(self.number).seat
            card = PenaltyCard(seat, Card.parse(self.penalty_card), "major")
            board.penalty_cards = (*board.penalty_cards, card)

    def play_change(self) -> PlayChange:
        added = tuple(self.actions)
        return PlayChange(tuple(self.replaced), added, self.at, ends_play(added))


class RulingMade(Aggregate.Event):
    """A ruling: the director's, or an automatic Law 64 transfer (`director` None).
    `declarer_tricks`, `ns` and `ew` record the final result once it is in force."""

    number: int
    director: str | None
    law: str
    kind: str
    explanation: str
    concerns: list[int]
    amends: int | None
    tricks: int
    to: str | None
    assigned_ns: int | None
    assigned_ew: int | None
    revoke: int | None
    declarer_tricks: int
    ns: int
    ew: int

    def apply(self, board: Board) -> None:
        ruling = Ruling(
            number=self.number,
            director=self.director,
            law=self.law,
            kind=RulingKind(self.kind),
            explanation=self.explanation,
            concerns=tuple(self.concerns),
            amends=self.amends,
            at=self.timestamp.isoformat(),
            tricks=self.tricks,
            to=self.to,
            ns=self.assigned_ns,
            ew=self.assigned_ew,
            revoke=self.revoke,
        )
        board.rulings = (*board.rulings, ruling)


class ArtificialScoreAwarded(Aggregate.Event):
    """Law 12C2: the director's artificial adjusted score, `ns` and `ew` the percentages
    of the matchpoints each side gets (60 average plus, 50 average, 40 average minus)."""

    number: int
    director: str
    law: str
    explanation: str
    ns: int
    ew: int

    def apply(self, board: Board) -> None:
        add_ruling(board, self, RulingKind.ARTIFICIAL_SCORE, self.director, ns=self.ns, ew=self.ew)


class CardWithdrawn(Aggregate.Event, ChangesThePlay):
    """Law 62C: after revoke `number` was corrected, `seat` took back its card played
    after the revoke; the cards played after it (`replaced`, from position `at`) went
    back to their hands, to be played again."""

    number: int
    seat: str
    actor: str
    at: int
    replaced: list[ActionRecord]

    def apply(self, board: Board) -> None:
        removed = [action_from(a) for a in self.replaced]
        board._follow(self.play_change())
        offenders = board.revoke(self.number).seat.side
        board.replayable = (
            *board.replayable,
            *(
                PenaltyCard(a.seat, a.card, "major")
                for a in removed
                if isinstance(a, CardAction) and a.seat.side == offenders
            ),
        )

    def play_change(self) -> PlayChange:
        return PlayChange(removed=tuple(self.replaced), at=self.at)


class PenaltyCardFaced(Aggregate.Event):
    """A card that becomes a penalty card: the offender's partner changed the card it
    had played after a revoke (Law 62C2)."""

    seat: str
    card: str
    kind: str
    actor: str

    def apply(self, board: Board) -> None:
        card = PenaltyCard(Seat(self.seat), Card.parse(self.card), self.kind)
        board.penalty_cards = (*board.penalty_cards, card)


class Closed(Aggregate.Event):
    """The round is over for this board (Law 64B5 for revokes raised afterwards)."""

    actor: str

    def apply(self, board: Board) -> None:
        board.closed = True


class DirectorNamed(Aggregate.Event):
    director: str | None
    actor: str

    def apply(self, board: Board) -> None:
        board.director = self.director


class IrregularCardPlayed(Aggregate.Event):
    """A card played irregularly, waiting for the choice of `decides` (never recorded as
    such: the events below are)."""

    seat: str
    card: str
    actor: str
    decides: str

    def pending(self, opening: bool) -> PendingLead:
        return PendingLead(SEATS[self.seat], Card.parse(self.card), SEATS[self.decides], opening)


class LeadOutOfTurn(IrregularCardPlayed):
    """A card led by a hand whose turn it was not (Laws 53-56), `opening` the opening lead."""

    opening: bool

    def apply(self, board: Board) -> None:
        board.pending_lead = self.pending(self.opening)


class LeadDecided(Aggregate.Event, ChangesThePlay):
    """The decision on a lead out of turn: accepted, the card is `played` (by a new
    `declarer` under accept_and_dummy); refused, it may become a `penalty_card`."""

    decision: str
    actor: str
    played: ActionRecord | None
    declarer: str | None
    penalty_card: str | None

    def apply(self, board: Board) -> None:
        pending = board.pending_lead
        assert pending is not None
        board.pending_lead = None
        if self.declarer is not None:
            board.declarer_override = Seat(self.declarer)
            board.state = board.state.with_declarer(Seat(self.declarer))
        board._follow(self.play_change())
        if self.penalty_card is not None:
            card = PenaltyCard(pending.seat, Card.parse(self.penalty_card), "major")
            board.penalty_cards = (*board.penalty_cards, card)

    def play_change(self) -> PlayChange | None:
        return PlayChange(added=(self.played,)) if self.played is not None else None


class LeadRestricted(Aggregate.Event):
    """Declarer's choice when the partner of a defender with a major penalty card is to
    lead (Law 50D2): `require` or `forbid` `suit` (the penalty card is picked up), or
    `none`."""

    choice: str
    seat: str
    suit: str
    actor: str

    def apply(self, board: Board) -> None:
        leader, suit = Seat(self.seat), Suit(self.suit)
        board.lead_choice_at = board.state.cards_played
        board.lead_restriction = restriction_for(LeadChoice(self.choice), leader, suit)
        if self.choice != LeadChoice.NONE:
            holder = leader.partner
            board.penalty_cards = tuple(
                p for p in board.penalty_cards if not (p.seat is holder and p.card.suit is suit)
            )


class PrematurePlayMade(IrregularCardPlayed):
    """Law 57A: defender `seat` led or played `card` before his partner played to the
    trick: it is a major penalty card, and declarer (`decides`) chooses an option."""

    def apply(self, board: Board) -> None:
        played = self.pending(opening=False)
        board.premature = played
        board.penalty_cards = (*board.penalty_cards, PenaltyCard(played.seat, played.card, "major"))


class PrematurePlayRuled(Aggregate.Event):
    """Declarer's option for the offender's partner `seat` on this trick (Law 57A)."""

    seat: str
    choice: str
    suit: str | None
    actor: str

    def apply(self, board: Board) -> None:
        board.premature = None
        suit = Suit(self.suit) if self.suit else None
        board.play_duty = PlayDuty(SEATS[self.seat], PlayOption(self.choice), suit)


class LeadProhibited(Aggregate.Event):
    """Declarer's choice at the first lead of the partner of a player whose call was
    withdrawn (Law 26B): `suit` forbidden while he keeps the lead, or None."""

    seat: str
    suit: str | None
    actor: str

    def apply(self, board: Board) -> None:
        leader = SEATS[self.seat]
        board.lead_choice_at = board.state.cards_played
        board.lead_penalty = board.lead_penalty - {leader.partner}
        if self.suit is not None:
            board.lead_restriction = LeadRestriction(leader, Suit(self.suit), "must_not")


def add_ruling(
    board: Board, event: Any, kind: RulingKind, director: str | None, **facts: Any
) -> None:
    """The ruling `event` records (its `number`, `law`, `explanation` and time), one that
    concerns no event and amends none: an auction's, or an artificial score."""
    ruling = Ruling(
        number=event.number,
        director=director,
        law=event.law,
        kind=kind,
        explanation=event.explanation,
        concerns=(),
        amends=None,
        at=event.timestamp.isoformat(),
        **facts,
    )
    board.rulings = (*board.rulings, ruling)
