"""The Board aggregate: one deal bid and played at one table (docs/design.md 4, 5).

The board holds what is common to every family of commands (the setup, who sits where,
the effective play and the table it leads to, the cards faced on the table) and one frozen
value per family for what that family waits for or remembers (`claims`, `revokes`,
`leads`, `premature`, `auction`, `rulings`). Each family's module under domain/board/
holds its commands, the functions that decide them, its events and its state; an event's
`apply` only assigns what it records, so loading a board never judges the past again.

The effective play is a sequence of typed actions (`actions`): a call, a card, a redo or
an accepted lead out of turn appends to it, and undo and every rectification rewrite it
from a position, each event saying what it did with `play_change()`
(domain/board/effects.py); the table state is immutable and follows it.
"""

from __future__ import annotations

from typing import Any, Self

from eventsourcing.domain import Aggregate

from domain import policy
from domain.actors import Actor, is_robot_holder
from domain.board.actions import SEATS, action_from
from domain.board.auction_irregularities.state import AuctionState
from domain.board.claims import ClaimState
from domain.board.effects import PlayChange
from domain.board.event import TOPIC_PREFIX, BoardEvent
from domain.board.lead_state import LeadState
from domain.board.premature import PrematureState
from domain.board.revokes.state import RevokeState
from domain.errors import Conflict, NotAllowed
from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import Seat
from domain.rules.deal import Deal
from domain.rules.irregularity_policy import IrregularityPolicy
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.rulings import Ruling
from domain.rules.table import Action, CallAction, CardAction, Phase, Setup, TableState


def stale_version(expected: int, actual: int) -> Conflict:
    return Conflict(f"The board is at version {actual}, not {expected}; reload it and try again.")


class Board(Aggregate):
    TOPIC = TOPIC_PREFIX
    Event = BoardEvent

    class Created(BoardEvent, Aggregate.Created):
        # Version 2 records the names of the players at the table, who need not be users
        # (a board imported from a hand record); version 3 the other tags of that record
        # (its event, site, date, table, room, teams...), to be written back on export.
        class_version = 3

        board_number: int
        dealer: str
        vulnerability: str
        deal: str
        seats: dict[str, str]
        revoke_policy: str
        mode: str
        director: str | None
        created_by: str
        players: dict[str, str]
        record_tags: dict[str, str]

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            """Version 1 boards were all played here, by their users."""
            state["players"] = {}

        @staticmethod
        def upcast_v2_v3(state: dict[str, object]) -> None:
            """Version 2 kept no tag of an imported record but its players."""
            state["record_tags"] = {}

    # ---- the state, each attribute an immutable value or one never changed in place ----
    setup: Setup
    seats: dict[Seat, str]  # the users at the table
    irregularity_policy: IrregularityPolicy
    mode: str
    director: str | None
    created_by: str
    players: dict[Seat, str]  # the names of the players, who need not be users
    record_tags: dict[str, str]  # an imported record's other tags, by name (PBN)
    state: TableState
    actions: tuple[Action, ...]  # the effective play
    undone: tuple[Action, ...]  # what redo puts back, the last undone last
    penalty_cards: tuple[PenaltyCard, ...]  # faced on the table (Laws 24, 50)
    closed: bool  # the round is over for this board (Law 64B5)
    declarer_override: Seat | None  # Law 54A: declarer became dummy
    claims: ClaimState
    revokes: RevokeState
    leads: LeadState
    premature: PrematureState
    auction: AuctionState
    rulings: tuple[Ruling, ...]

    def __init__(
        self,
        board_number: int,
        dealer: str,
        vulnerability: str,
        deal: str,
        seats: dict[str, str],
        revoke_policy: str,
        mode: str,
        director: str | None,
        created_by: str,
        players: dict[str, str],
        record_tags: dict[str, str],
        **_: Any,
    ) -> None:
        self.setup = Setup(
            board_number=board_number,
            dealer=Seat(dealer),
            vulnerability=Vulnerability(vulnerability),
            deal=Deal.parse_pbn(deal),
        )
        self.state = TableState.start(self.setup)
        self.seats = {Seat(seat): name for seat, name in seats.items()}
        self.irregularity_policy = IrregularityPolicy(revoke_policy)
        self.mode = mode
        self.director = director
        self.created_by = created_by
        self.players = {SEATS[seat]: name for seat, name in players.items()}
        self.record_tags = record_tags
        self.actions = ()
        self.undone = ()
        self.penalty_cards = ()
        self.closed = False
        self.declarer_override = None
        self.claims = ClaimState()
        self.revokes = RevokeState()
        self.leads = LeadState()
        self.premature = PrematureState()
        self.auction = AuctionState()
        self.rulings = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """The repository copies cached boards for every command. Every attribute holds an
        immutable value or one that is never changed in place (`seats`, `players`,
        `record_tags`), so
        the copy shares them all."""
        clone = object.__new__(type(self))
        clone.__dict__.update(self.__dict__)
        clone._pending_events = list(self._pending_events)
        return clone

    def check_version(self, expected_version: int | None) -> None:
        if expected_version is not None and expected_version != self.version:
            raise stale_version(expected_version, self.version)

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

    def acts_for(self, actor: Actor, seat: Seat) -> bool:
        """The director, or whoever plays `seat`'s cards."""
        return self.is_director(actor) or self.holds(actor, self.player_of(seat))

    def player_of(self, seat: Seat) -> Seat:
        """The seat whose holder plays `seat`'s cards: declarer plays dummy's."""
        if seat is self.state.dummy and self.state.declarer is not None:
            return self.state.declarer
        return seat

    def require_seat(self, actor: Actor, seat: Seat) -> None:
        if self.holds(actor, seat):
            return
        if is_robot_holder(self.seats.get(seat)):
            # whatever the requester's name: a user named `robot` (a store from before
            # 0.26.0) holds no robot's seat (domain/actors.py `holds_as`)
            raise NotAllowed(f"A robot holds the {seat.value} seat: only the robot acts for it.")
        raise NotAllowed(f"You do not hold the {seat.value} seat at this board.")

    def require_phase(self, *phases: Phase, doing: str) -> None:
        if self.phase in phases:
            return
        if self.phase.is_over:
            raise Conflict(f"The board is over ({self.phase.value}); {doing} is not possible.")
        raise Conflict(f"The board is in the {self.phase.value} phase; {doing} is not possible.")

    @property
    def faced_hands(self) -> frozenset[Seat]:
        """Hands faced to the table out of the play's turn: a claimer's, while the claim
        is answered (Law 68C: "The player making the claim or concession faces his
        hand"). Once the claim is withdrawn or void the cards go back into the hand."""
        claim = self.claims.pending
        if claim is None or claim.status not in ("pending", "disputed"):
            return frozenset()
        return frozenset({claim.seat})

    @property
    def revoke_policy(self) -> str:
        """The policy's name, as the board was created with it (docs/contract.md)."""
        return self.irregularity_policy.value

    # ---- the effective play: only the events' `apply` change it -------------------------
    def follow(self, change: PlayChange | None) -> None:
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
        # A card played settles what waited for that hand's next card.
        self.premature = self.premature.after_card(action)
        self.revokes = self.revokes.after_card(action)
        self.leads = self.leads.after_card(action)
        if self.penalty_cards:
            self.penalty_cards = tuple(
                p for p in self.penalty_cards if (p.seat, p.card) != (action.seat, action.card)
            )

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
