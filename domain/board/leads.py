"""Leads out of turn (Laws 53-56) and declarer's lead restriction after a penalty card
(Law 50D2) or a call withdrawn in the auction and not replaced by a comparable one (Law
26B): a family of board commands."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from domain.actors import Actor
from domain.board.actions import SEATS, ActionRecord, action_dict
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.family import Quiet, Waiting, family
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.pending import LeadOutOfTurnPending, LeadRestrictionPending, card_pending
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Card, Seat, Suit
from domain.rules.errors import RuleViolation
from domain.rules.law26_lead_restriction import suits_declarer_may_forbid
from domain.rules.leads import (
    LeadChoice,
    LeadDecision,
    LeadRestriction,
    PendingLead,
    check_decision,
    check_restricted_lead,
    restriction_for,
    who_decides,
)
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.table import CardAction, Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board
    from domain.board.revokes.state import RevokeState


@dataclass(frozen=True)
class LeadState:
    """A lead out of turn waiting for a decision; the lead restriction in force; when
    declarer last chose one (cards played by then); whether declarer's lead out of turn
    was retracted and he has not led again yet (Law 60B)."""

    pending: PendingLead | None = None
    restriction: LeadRestriction | None = None
    choice_at: int | None = None
    declarer_retracted: bool = False

    def after_card(self, played: CardAction) -> LeadState:
        if self.declarer_retracted:  # the card is his lead from the correct hand
            return replace(self, declarer_retracted=False).after_card(played)
        restriction = self.restriction
        if restriction is None:
            return self
        if (played.position == 1 and restriction.rule == "must") or (
            played.winner is not None and played.winner is not restriction.seat
        ):
            # a forbidden suit stays so while he keeps the lead
            return replace(self, restriction=None)
        return self


@dataclass(frozen=True, kw_only=True)
class DecideLeadOutOfTurn(BoardCommand):
    """The decision on a lead out of turn: accept it, accept it and become dummy, or
    refuse it (Laws 53-56)."""

    decision: str


@dataclass(frozen=True, kw_only=True)
class RestrictLead(BoardCommand):
    """Declarer's choice when a defender with a major penalty card's partner is to lead:
    require or forbid the suit, or neither (Law 50D2); or when the partner of a player
    whose call was withdrawn is to lead: forbid one `suit`, or not (Law 26B)."""

    choice: str
    suit: str | None = None


# ---- events -----------------------------------------------------------------------------
class IrregularCardPlayed(BoardEvent):
    """A card played irregularly, waiting for the choice of `decides` (never recorded as
    such: the events below are). `trick`: the trick it was led or played to (Law 63A1),
    which establishes its side's earlier revokes; None in an event stored before it was
    recorded (version 1)."""

    class_version = 2

    seat: str
    card: str
    actor: str
    decides: str
    trick: int | None

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        """Version 1 did not record the trick: `None`, read as version 1 read it."""
        state["trick"] = None

    def pending(self, opening: bool) -> PendingLead:
        return PendingLead(SEATS[self.seat], Card.parse(self.card), SEATS[self.decides], opening)

    def establishing(self, board: Board, version_1: Callable[[Board], int]) -> RevokeState:
        """The board's revokes with this card among the plays that establish them (Law
        63A1), at the trick the event recorded. An event of version 1 did not record it:
        `version_1` reads it from the board as version 1 did (the board as the command
        saw it), for those events only."""
        trick = version_1(board) if self.trick is None else self.trick
        return board.revokes.with_irregular_play(SEATS[self.seat], trick)


class LeadOutOfTurn(IrregularCardPlayed):
    """A card led by a hand whose turn it was not (Laws 53-56), `opening` the opening lead."""

    opening: bool

    def apply(self, board: Board) -> None:
        board.leads = replace(board.leads, pending=self.pending(self.opening))
        board.revokes = self.establishing(board, next_trick)


class OpeningLeadByDeclaringSide(BoardEvent):
    """Law 54E: "If a player of the declaring side attempts to make an opening lead Law
    24 applies." Declarer's or dummy's `card` was faced, not played: it goes back to the
    hand (a card of the declaring side is never a penalty card) and the defender on
    declarer's left still leads. Law 24B's pass binds the offender's partner at his next
    turn to call, on another deal: boards are not linked here, so nothing else follows."""

    seat: str
    card: str
    actor: str

    def apply(self, board: Board) -> None:
        return None  # the fact is recorded; the table is as it was


class LeadDecided(BoardEvent, ChangesThePlay):
    """The decision on a lead out of turn: accepted, the card is `played` (by a new
    `declarer` under accept_and_dummy); refused, it may become a `penalty_card`."""

    decision: str
    actor: str
    played: ActionRecord | None
    declarer: str | None
    penalty_card: str | None

    def apply(self, board: Board) -> None:
        pending = board.leads.pending
        assert pending is not None
        # the event says it: a refused lead that left no penalty card was the declaring
        # side's (Law 55: retracted, so a defender's card before the lead is 60B's)
        retracted = self.decision == LeadDecision.REFUSE.value and self.penalty_card is None
        board.leads = replace(board.leads, pending=None, declarer_retracted=retracted)
        if self.declarer is not None:
            board.declarer_override = Seat(self.declarer)
            board.state = board.state.with_declarer(Seat(self.declarer))
        board.follow(self.play_change())
        if self.penalty_card is not None:
            card = PenaltyCard(pending.seat, Card.parse(self.penalty_card), "major")
            board.penalty_cards = (*board.penalty_cards, card)

    def play_change(self) -> PlayChange | None:
        return PlayChange(added=(self.played,)) if self.played is not None else None


class PlayedBeforeDeclarersLead(BoardEvent):
    """Law 60B: "When a defender plays a card after declarer has been required to retract
    his lead out of turn from either hand, but before declarer has led from the correct
    hand, the defender's card becomes a major penalty card (Law 50)": defender `seat`'s
    `card`, not a lead out of turn declarer could accept. `trick`: the trick it was played
    to (Law 63A1); None in an event stored before it was recorded (version 1)."""

    class_version = 2

    seat: str
    card: str
    actor: str
    trick: int | None

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        """Version 1 did not record the trick: `None`, read as version 1 read it."""
        state["trick"] = None

    def apply(self, board: Board) -> None:
        seat = SEATS[self.seat]
        card = PenaltyCard(seat, Card.parse(self.card), "major")
        board.penalty_cards = (*board.penalty_cards, card)
        trick = next_trick(board) if self.trick is None else self.trick
        board.revokes = board.revokes.with_irregular_play(seat, trick)


class LeadRestricted(BoardEvent):
    """Declarer's choice when the partner of a defender with a major penalty card is to
    lead (Law 50D2): `require` or `forbid` `suit` (the penalty card is picked up), or
    `none`."""

    choice: str
    seat: str
    suit: str
    actor: str

    def apply(self, board: Board) -> None:
        leader, suit = Seat(self.seat), Suit(self.suit)
        restriction = restriction_for(LeadChoice(self.choice), leader, suit)
        board.leads = LeadState(board.leads.pending, restriction, board.state.cards_played)
        if self.choice != LeadChoice.NONE:
            holder = leader.partner
            board.penalty_cards = tuple(
                p for p in board.penalty_cards if not (p.seat is holder and p.card.suit is suit)
            )


class LeadProhibited(BoardEvent):
    """Declarer's choice at the first lead of the partner of a player whose call was
    withdrawn (Law 26B): `suit` forbidden while he keeps the lead, or None."""

    seat: str
    suit: str | None
    actor: str

    def apply(self, board: Board) -> None:
        leader = SEATS[self.seat]
        restriction = board.leads.restriction
        if self.suit is not None:
            restriction = LeadRestriction(leader, Suit(self.suit), "must_not")
        board.leads = LeadState(board.leads.pending, restriction, board.state.cards_played)
        board.auction = board.auction.lead_penalty_served(leader.partner)


# ---- what the core asks of the family ---------------------------------------------------
class LeadsOutOfTurn(Quiet):
    def waiting(self, board: Board) -> Waiting | None:
        pending = board.leads.pending
        if pending is None:
            return None
        view = card_pending(LeadOutOfTurnPending, pending)
        return Waiting(view, f"A lead out of turn waits for {pending.decides.value}'s decision")


class LeadRestrictions(Quiet):
    def waiting(self, board: Board) -> Waiting | None:
        leader = restriction_pending(board)
        if leader is None:
            return None
        assert board.state.declarer is not None
        view = LeadRestrictionPending(
            kind="lead_restriction",
            law=restriction_law(board, leader),
            decides=board.state.declarer.value,
        )
        return Waiting(view, "Declarer's choice of a lead restriction comes first")

    def check_card(self, board: Board, seat: Seat, card: Card) -> None:
        if not board.state.open_trick():
            check_restricted_lead(board.leads.restriction, seat, board.state.hand(seat), card)


family(30, LeadsOutOfTurn())
family(50, LeadRestrictions())


# ---- deciding ---------------------------------------------------------------------------
def next_trick(board: Board) -> int:
    """The trick a lead, in turn or not, goes to when no trick is under way (Law 63A1: "any
    such play, legal or illegal, establishes the revoke")."""
    return board.state.completed_tricks + 1


def is_lead_out_of_turn(board: Board, seat: Seat) -> bool:
    """A lead (no trick in progress) by a hand whose turn it is not, under a policy that
    lets irregularities happen."""
    return (
        board.irregularity_policy.records_irregularities
        and board.phase is Phase.PLAY
        and not board.state.open_trick()
        and seat is not board.state.next_seat
    )


def lead_out_of_turn(board: Board, actor: Actor, seat: Seat, card: Card) -> None:
    declarer = board.state.declarer
    assert declarer is not None
    decides, opening = who_decides(seat, declarer), board.state.cards_played == 0
    if opening and seat.side == declarer.side:
        if card not in board.state.hand(seat):
            raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
        board.trigger_event(
            OpeningLeadByDeclaringSide, seat=seat.value, card=str(card), actor=actor.name
        )
        return
    if board.leads.declarer_retracted and seat.side != declarer.side:
        if card not in board.state.hand(seat):
            raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
        board.trigger_event(
            PlayedBeforeDeclarersLead,
            seat=seat.value,
            card=str(card),
            actor=actor.name,
            trick=next_trick(board),
        )
        return
    record_irregular_card(
        board, LeadOutOfTurn, actor, seat, card, decides, next_trick(board), opening=opening
    )


def restriction_pending(board: Board) -> Seat | None:
    """The defender about to lead whose partner holds a major penalty card, while
    declarer has not yet chosen for this lead (Law 50D2)."""
    leader = board.state.next_seat
    if board.phase is not Phase.PLAY or leader is None or board.state.open_trick():
        return None
    if board.leads.pending is not None or leader.side == board.state.contract_side:
        return None
    if board.leads.choice_at == board.state.cards_played:
        return None
    holder = leader.partner
    if any(p.seat is holder and p.is_major for p in board.penalty_cards):
        return leader
    if holder in board.auction.lead_penalty and suits_declarer_may_forbid(
        board.state.auction, holder
    ):
        return leader  # Law 26B: his partner's call was withdrawn, not comparable
    return None


def restriction_law(board: Board, leader: Seat) -> str:
    """Which Law gives declarer his choice at `leader`'s lead: a major penalty card
    (50D2) before a withdrawn call (26B)."""
    holder = leader.partner
    if any(p.seat is holder and p.is_major for p in board.penalty_cards):
        return "50D2"
    return "26B"


@handles(DecideLeadOutOfTurn)
def decide_lead(
    board: Board, actor: Actor, command: DecideLeadOutOfTurn, _: RegisteredName
) -> None:
    decision = command.decision
    pending = board.leads.pending
    if pending is None:
        raise Conflict("No lead out of turn is waiting for a decision.")
    if not (board.is_director(actor) or board.holds(actor, board.player_of(pending.decides))):
        raise NotAllowed(f"{pending.decides.value} decides on this lead out of turn.")
    if decision not in {d.value for d in LeadDecision}:
        raise RuleViolation("decision must be accept, accept_and_dummy or refuse.")
    chosen = LeadDecision(decision)
    declarer = board.state.declarer
    assert declarer is not None
    check_decision(chosen, pending, declarer, board.state.completed_tricks + 1)
    if chosen is LeadDecision.REFUSE:
        defender = pending.seat.side != declarer.side
        board.trigger_event(
            LeadDecided,
            decision=chosen.value,
            actor=actor.name,
            played=None,
            declarer=None,
            penalty_card=str(pending.card) if defender else None,
        )
        return
    played = action_dict(board.state.card_facts(pending.seat, pending.card))
    new_declarer = declarer.partner if chosen is LeadDecision.ACCEPT_AND_DUMMY else None
    board.trigger_event(
        LeadDecided,
        decision=chosen.value,
        actor=actor.name,
        played=played,
        declarer=new_declarer.value if new_declarer else None,
        penalty_card=None,
    )


@handles(RestrictLead)
def restrict_lead(board: Board, actor: Actor, command: RestrictLead, _: RegisteredName) -> None:
    choice, suit = command.choice, command.suit
    leader = restriction_pending(board)
    if leader is None:
        raise Conflict("No lead restriction is waiting for declarer's choice.")
    declarer = board.state.declarer
    assert declarer is not None
    law = restriction_law(board, leader)
    if not (board.is_director(actor) or board.holds(actor, declarer)):
        raise NotAllowed(f"Declarer ({declarer.value}) makes this choice (Law {law}).")
    if law == "26B":
        _prohibit_lead(board, actor, leader, choice, suit)
        return
    if choice not in {c.value for c in LeadChoice}:
        raise RuleViolation("choice must be require, forbid or none.")
    board.trigger_event(
        LeadRestricted,
        choice=choice,
        seat=leader.value,
        suit=_penalty_card_suit(board, leader.partner, choice, suit).value,
        actor=actor.name,
    )


def _penalty_card_suit(board: Board, holder: Seat, choice: str, named: str | None) -> Suit:
    """The suit declarer requires or forbids (Law 51B2: "declarer may require the
    defender's partner to lead a specified suit in which the defender has a penalty
    card", or prohibit one of such suits): the suit named, which must be one of the major
    penalty cards' suits; with penalty cards in one suit only, that suit by default."""
    suits = sorted(
        {p.card.suit for p in board.penalty_cards if p.seat is holder and p.is_major},
        key=lambda s: s.value,
    )
    if choice == LeadChoice.NONE.value:
        return suits[0]  # no suit is required or forbidden: the penalty cards stay
    if named is None:
        if len(suits) > 1:
            listed = ", ".join(s.value for s in suits)
            raise RuleViolation(
                f"{holder.value} has penalty cards in several suits ({listed}): name the suit "
                "to require or forbid (Law 51B2)."
            )
        return suits[0]
    if named not in {s.value for s in suits}:
        listed = ", ".join(s.value for s in suits)
        raise RuleViolation(
            f"Declarer requires or forbids a suit in which {holder.value} has a penalty card "
            f"({listed}) (Laws 50D2, 51B2)."
        )
    return Suit(named)


def _prohibit_lead(board: Board, actor: Actor, leader: Seat, choice: str, suit: str | None) -> None:
    """Law 26B (2017, as amended): "declarer may, at the offender's partner's first turn to
    lead (which may be the opening lead) prohibit offender's partner from leading any
    (one) suit which has not been specified in the legal auction by the offender"; the
    prohibition lasts while he keeps the lead."""
    if choice not in (LeadChoice.FORBID.value, LeadChoice.NONE.value):
        raise RuleViolation(
            "Under Law 26B declarer may only forbid one suit (choice forbid, with suit) "
            "or leave the lead free (choice none)."
        )
    forbidden: Suit | None = None
    if choice == LeadChoice.FORBID.value:
        if suit is None or suit not in {s.value for s in Suit}:
            raise RuleViolation("Name the suit to forbid: suit is S, H, D or C.")
        forbidden = Suit(suit)
        offender = leader.partner
        if forbidden not in suits_declarer_may_forbid(board.state.auction, offender):
            raise RuleViolation(
                f"{offender.value} specified {forbidden.value} in the legal auction: under "
                "Law 26B declarer may forbid only a suit the offender did not specify."
            )
    board.trigger_event(
        LeadProhibited,
        seat=leader.value,
        suit=forbidden.value if forbidden else None,
        actor=actor.name,
    )


def record_irregular_card(
    board: Board,
    event: type[Any],
    actor: Actor,
    seat: Seat,
    card: Card,
    decides: Seat,
    trick: int,
    **facts: object,
) -> None:
    """`seat`'s `card` played irregularly to `trick`, recorded as the fact it is (`event`: a
    lead out of turn, a premature play), waiting for the choice of `decides`."""
    if card not in board.state.hand(seat):
        raise RuleViolation(f"{card} is not in {seat.value}'s hand.")
    board.trigger_event(
        event,
        seat=seat.value,
        card=str(card),
        actor=actor.name,
        decides=decides.value,
        trick=trick,
        **facts,
    )
