"""The Board's state (docs/design.md 4, 5): what its events assigned, the questions every
command asks of it (who holds a seat, which phase it is in), and how the table state
follows the effective play.

`Board` (domain/board.py) is this state plus its events; the commands are functions over
it, one module per family (domain/board_play.py, board_claims.py, board_revokes.py, ...).
Every attribute holds an immutable value or one never changed in place: an event's
`apply` replaces it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from domain import policy
from domain.actors import Actor
from domain.board_actions import action_from
from domain.board_effects import PlayChange
from domain.errors import Conflict, NotAllowed, NotFound
from domain.rules.calls import Call, IrregularCall
from domain.rules.cards import Seat
from domain.rules.claims import Claim
from domain.rules.law57_premature_play import PlayDuty
from domain.rules.leads import LeadRestriction, PendingLead
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.revokes import ClaimMoment, RaisedRevoke
from domain.rules.rulings import Ruling
from domain.rules.table import Action, CallAction, CardAction, Phase, Setup, TableState


# ---- what waits in the auction, until dealt with ------------------------------------------
@dataclass(frozen=True)
class InsufficientBid(IrregularCall):
    """An insufficient bid not yet dealt with: waiting for the left-hand opponent's
    decision (`refused` False), or refused and waiting for the offender's substitute."""

    refused: bool = False


@dataclass(frozen=True)
class ComparableCall:
    """A substitute the director is to rule comparable or not (Law 27B1b)."""

    seat: Seat
    call: Call
    insufficient: Call


@dataclass(frozen=True)
class OutOfRotation(IrregularCall):
    """A call out of rotation waiting for the offender's left-hand opponent (Law 29)."""

    turn: Seat  # whose turn it was


@dataclass(frozen=True)
class CallChange(IrregularCall):
    """A second call by the player who called last, before anyone else called (Law 25),
    waiting for his left-hand opponent or the director."""


@dataclass(frozen=True)
class RepeatDuty:
    """A call out of rotation at the offender's right-hand opponent's turn, cancelled:
    what the offender must or may call at his turn depends on that opponent's call."""

    seat: Seat
    call: Call


class BoardState:
    setup: Setup
    seats: dict[Seat, str]  # the users at the table
    revoke_policy: str
    mode: str
    director: str | None
    created_by: str
    players: dict[Seat, str]  # the names of the players, who need not be users
    state: TableState
    actions: tuple[Action, ...]  # the effective play
    undone: tuple[Action, ...]  # what redo puts back, the last undone last
    claim: Claim | None
    claims: tuple[ClaimMoment, ...]
    revokes: tuple[RaisedRevoke, ...]
    penalty_cards: tuple[PenaltyCard, ...]
    rulings: tuple[Ruling, ...]
    closed: bool
    pending_lead: PendingLead | None
    lead_restriction: LeadRestriction | None
    lead_choice_at: int | None  # cards played when declarer last chose
    declarer_override: Seat | None  # Law 54A: declarer became dummy
    # Law 62C2: cards of the offending side sent back by a withdrawal; played again as
    # they were, or changed (then a defender's becomes a major penalty card)
    replayable: tuple[PenaltyCard, ...]
    insufficient_bid: InsufficientBid | None  # Law 27, until dealt with
    comparable_call: ComparableCall | None  # Law 27B1b, until ruled
    # the Laws' duties in the auction: to pass whenever it is his turn (27B2, 31B, ...),
    # at his next turn (24B, 30A, ...), not to double at his next turn (30B2)
    silenced: frozenset[Seat]
    must_pass_next: frozenset[Seat]
    no_double_next: Seat | None
    out_of_rotation: OutOfRotation | None  # Law 29, until decided
    call_change: CallChange | None  # Law 25, until decided
    premature: PendingLead | None  # Law 57: a defender's card, until ruled
    play_duty: PlayDuty | None  # Law 57A: declarer's option, until played
    repeat_duty: RepeatDuty | None  # Laws 31A, 32B, until the offender calls
    lead_penalty: frozenset[Seat]  # offenders whose partner Law 26 binds
    _pending_events: list[Any]

    def _start(self, setup: Setup) -> None:
        """The state of a board just dealt."""
        self.setup = setup
        self.state = TableState.start(setup)
        self.actions = ()
        self.undone = ()
        self.claim = None
        self.claims = ()
        self.revokes = ()
        self.penalty_cards = ()
        self.rulings = ()
        self.closed = False
        self.pending_lead = None
        self.lead_restriction = None
        self.lead_choice_at = None
        self.declarer_override = None
        self.replayable = ()
        self.insufficient_bid = None
        self.comparable_call = None
        self.silenced = frozenset()
        self.must_pass_next = frozenset()
        self.no_double_next = None
        self.out_of_rotation = None
        self.call_change = None
        self.premature = None
        self.play_duty = None
        self.repeat_duty = None
        self.lead_penalty = frozenset()

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """The repository copies cached boards for every command. Every attribute holds an
        immutable value or one that is never changed in place (`seats`, `players`), so
        the copy shares them all."""
        clone = object.__new__(type(self))
        clone.__dict__.update(self.__dict__)
        clone._pending_events = list(self._pending_events)
        return clone

    # ---- who may do what: decided in domain/policy.py, named here for the commands ------
    @property
    def phase(self) -> Phase:
        return self.state.phase

    def holds(self, actor: Actor, seat: Seat) -> bool:
        return policy.holds_seat(self, actor, seat)

    def is_member(self, actor: Actor) -> bool:
        return policy.plays_at(self, actor)

    def is_director(self, actor: Actor) -> bool:
        return policy.directs(self, actor)

    def may_see(self, actor: Actor) -> bool:
        return policy.may_see_board(self, actor)

    def player_of(self, seat: Seat) -> Seat:
        """The seat whose holder plays `seat`'s cards: declarer plays dummy's."""
        if seat is self.state.dummy and self.state.declarer is not None:
            return self.state.declarer
        return seat

    def require_seat(self, actor: Actor, seat: Seat) -> None:
        if not self.holds(actor, seat):
            raise NotAllowed(f"You do not hold the {seat.value} seat at this board.")

    def require_phase(self, *phases: Phase, doing: str) -> None:
        if self.phase in phases:
            return
        if self.phase.is_over:
            raise Conflict(f"The board is over ({self.phase.value}); {doing} is not possible.")
        raise Conflict(f"The board is in the {self.phase.value} phase; {doing} is not possible.")

    def revoke(self, number: int) -> RaisedRevoke:
        for raised in self.revokes:
            if raised.number == number:
                return raised
        raise NotFound(f"There is no revoke number {number} at this board.")

    # ---- the effective play: only the events' `apply` change it -------------------------
    def _follow(self, change: PlayChange | None) -> None:
        """The effective play and the table as an event's `change` describes them."""
        if change is None:
            return
        if change.appends:
            for recorded in change.added:
                self._append(action_from(recorded))
        else:
            at = len(self.actions) - len(change.removed) if change.at is None else change.at
            self._rewrite(at, tuple(action_from(a) for a in change.added))
        if change.declarer_tricks is not None and not self.state.phase.is_over:
            # a claim agreed or ruled ends the play here; a last card has ended it already
            self.state = self.state.finish(change.declarer_tricks)

    def _append(self, action: Action) -> None:
        self.actions = (*self.actions, action)
        self.state = self._with(self.state, action)
        if not isinstance(action, CardAction):
            return
        if self.play_duty is not None and self.play_duty.seat is action.seat:
            self.play_duty = None  # Law 57A: the option bound this one card
        if self.replayable:
            self.replayable = tuple(p for p in self.replayable if p.seat is not action.seat)
        if self.penalty_cards:
            self.penalty_cards = tuple(
                p for p in self.penalty_cards if (p.seat, p.card) != (action.seat, action.card)
            )
        restriction = self.lead_restriction
        if restriction is not None and (
            (action.position == 1 and restriction.rule == "must")
            or (action.winner is not None and action.winner is not restriction.seat)
        ):
            self.lead_restriction = None  # a forbidden suit stays so while he keeps the lead

    def _with(self, state: TableState, action: Action) -> TableState:
        state = state.with_action(action)
        if (
            self.declarer_override is not None
            and isinstance(action, CallAction)
            and action.contract not in (None, "Pass")
        ):
            state = state.with_declarer(self.declarer_override)
        return state

    def _rewrite(self, at: int, replacement: tuple[Action, ...]) -> None:
        """The effective play from position `at` on becomes `replacement`."""
        self.actions = (*self.actions[:at], *replacement)
        self.state = self.state_before(len(self.actions))

    def state_before(self, position: int) -> TableState:
        """The table as it was before the action at `position` of the effective play (the
        whole play for `len(actions)`): the one replay every rectification uses."""
        state = TableState.start(self.setup)
        for action in self.actions[:position]:
            state = self._with(state, action)
        return state
