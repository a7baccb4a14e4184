"""The Board aggregate: one deal bid and played at one table (docs/design.md 4, 5).

Every event's stored topic points here (domain.board:Board.<name>): the events of the
auction, the play, undo and claims are defined here, those of irregularities and rulings
in domain/board_play_events.py and domain/board_auction_events.py and made Board's below.
Its state and the questions commands ask of it are in domain/board_state.py; the commands
are functions over the board, one module per family (domain/board_play.py,
board_claims.py, board_revokes.py, board_leads.py, board_rulings.py,
board_auction_irregularities.py, board_irregular_calls.py). An event's `apply` only takes
the facts it records: loading a board never judges the past again, so a recorded revoke
always loads. The effective play is a sequence of typed actions (`actions`); a call, a
card, a redo or an accepted lead out of turn appends to it, and undo and every
rectification rewrite it from a position, each event naming what it replaced (its
`play_change()`, domain/board_effects.py). The table state is immutable and follows it.
"""

from __future__ import annotations

from typing import Any

from eventsourcing.domain import Aggregate

from domain import board_auction_events as auction_events
from domain import board_play_events as play_events
from domain.board_actions import SEATS, ActionRecord, CallRecord, CardRecord
from domain.board_effects import ChangesThePlay, PlayChange, ends_play
from domain.board_state import BoardState
from domain.errors import Conflict
from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import Seat
from domain.rules.claims import Claim
from domain.rules.deal import Deal
from domain.rules.revokes import ClaimMoment
from domain.rules.table import Setup


def stale_version(expected: int, actual: int) -> Conflict:
    return Conflict(f"The board is at version {actual}, not {expected}; reload it and try again.")


class Board(BoardState, Aggregate):
    class Created(Aggregate.Created):
        # Version 2 records the names of the players at the table, who need not be users
        # (a board imported from a hand record).
        class_version = 2

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

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            """Version 1 boards were all played here, by their users."""
            state["players"] = {}

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
        **_: Any,
    ) -> None:
        self._start(
            Setup(
                board_number=board_number,
                dealer=Seat(dealer),
                vulnerability=Vulnerability(vulnerability),
                deal=Deal.parse_pbn(deal),
            )
        )
        self.seats = {Seat(seat): name for seat, name in seats.items()}
        self.revoke_policy = revoke_policy
        self.mode = mode
        self.director = director
        self.created_by = created_by
        self.players = {SEATS[seat]: name for seat, name in players.items()}

    def check_version(self, expected_version: int | None) -> None:
        if expected_version is not None and expected_version != self.version:
            raise stale_version(expected_version, self.version)

    # ---- events: the auction, the play, undo and redo ---------------------------------
    class CallMade(Aggregate.Event, ChangesThePlay):
        # Version 2 records the caller's alert and explanation (Laws 20F, 40B).
        class_version = 2

        seat: str
        call: str
        actor: str
        contract: str | None  # set by the call that ends the auction; "Pass" if passed out
        declarer: str | None
        alert: bool
        explanation: str | None

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            """Version 1 calls could not be alerted or explained."""
            state["alert"] = False
            state["explanation"] = None

        def apply(self, board: Board) -> None:
            caller = SEATS[self.seat]
            if caller in board.must_pass_next:
                board.must_pass_next = board.must_pass_next - {caller}  # his pass is behind him
            if board.no_double_next is caller:
                board.no_double_next = None
            board._follow(self.play_change())
            board.undone = ()

        def play_change(self) -> PlayChange:
            called: CallRecord = {
                "kind": "call",
                "seat": self.seat,
                "call": self.call,
                "contract": self.contract,
                "declarer": self.declarer,
            }
            if self.alert or self.explanation is not None:  # as action_dict records a call
                called["alert"] = self.alert
                called["explanation"] = self.explanation
            return PlayChange(added=(called,))

    class CardPlayed(Aggregate.Event, ChangesThePlay):
        # Version 2 records whether the card was a revoke (policies detect and auto).
        class_version = 2

        seat: str
        card: str
        actor: str
        trick: int
        position: int
        leader: str
        winner: str | None
        declarer_tricks: int | None
        revoke: str | None

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            """Version 1 was only ever recorded under `prevent`: never a revoke."""
            state["revoke"] = None

        def apply(self, board: Board) -> None:
            board._follow(self.play_change())
            board.undone = ()

        def play_change(self) -> PlayChange:
            played: CardRecord = {
                "kind": "card",
                "seat": self.seat,
                "card": self.card,
                "trick": self.trick,
                "position": self.position,
                "leader": self.leader,
                "winner": self.winner,
                "declarer_tricks": self.declarer_tricks,
            }
            if self.revoke is not None:
                played["revoke"] = self.revoke
            return PlayChange(added=(played,), declarer_tricks=self.declarer_tricks)

    class ActionUndone(Aggregate.Event, ChangesThePlay):
        actor: str
        reason: str
        action: ActionRecord  # the action taken back: the last of the effective play

        def apply(self, board: Board) -> None:
            board.undone = (*board.undone, board.actions[-1])
            board._follow(self.play_change())

        def play_change(self) -> PlayChange:
            return PlayChange(removed=(self.action,))

    class ActionRedone(Aggregate.Event, ChangesThePlay):
        actor: str
        action: ActionRecord  # the action put back: the last one undone

        def apply(self, board: Board) -> None:
            board.undone = board.undone[:-1]
            board._follow(self.play_change())

        def play_change(self) -> PlayChange:
            added = (self.action,)
            return PlayChange(added=added, declarer_tricks=ends_play(added))

    # ---- events: claims -------------------------------------------------------------
    class ClaimMade(Aggregate.Event):
        # Version 2 records whether the claim was a concession; version 1 did not.
        class_version = 2

        seat: str
        tricks: int  # of those left, the claimer's side takes this many, claim or concession
        statement: str
        actor: str
        concession: bool

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            """Version 1 stored a concession as the claim of the tricks it left the claimer's
            side and kept nothing that tells the two apart, so an old event reads as a claim."""
            state["concession"] = False

        def apply(self, board: Board) -> None:
            seat = Seat(self.seat)
            board.claim = Claim(seat, self.tricks, self.statement, self.concession)
            board.claims = (*board.claims, ClaimMoment(seat.side, board.state.cards_played))

    class ClaimAgreed(Aggregate.Event, ChangesThePlay):
        seat: str
        actor: str
        declarer_tricks: int | None  # set by the agreement that ends the play

        def apply(self, board: Board) -> None:
            assert board.claim is not None
            seat = Seat(self.seat)
            board.claim = board.claim.agreed(seat, self.declarer_tricks is not None)
            board.claims = (*board.claims, ClaimMoment(seat.side, board.state.cards_played))
            board._follow(self.play_change())

        def play_change(self) -> PlayChange:
            return PlayChange(declarer_tricks=self.declarer_tricks)

    class ClaimDisputed(Aggregate.Event):
        seat: str
        actor: str

        def apply(self, board: Board) -> None:
            assert board.claim is not None
            board.claim = board.claim.with_status("disputed")

    class ClaimWithdrawn(Aggregate.Event):
        seat: str
        actor: str

        def apply(self, board: Board) -> None:
            board.claim = None

    class ClaimRuled(Aggregate.Event, ChangesThePlay):
        director: str
        tricks: int
        law: str
        explanation: str
        declarer_tricks: int

        def apply(self, board: Board) -> None:
            assert board.claim is not None
            board.claim = board.claim.with_status("ruled")
            board._follow(self.play_change())

        def play_change(self) -> PlayChange:
            return PlayChange(declarer_tricks=self.declarer_tricks)

    # ---- events of irregularities and rulings (domain/board_play_events.py): defined there,
    # made Board's here, so that their stored topics stay domain.board:Board.<name>
    RevokeRaised = play_events.RevokeRaised
    RevokeCorrected = play_events.RevokeCorrected
    RulingMade = play_events.RulingMade
    ArtificialScoreAwarded = play_events.ArtificialScoreAwarded
    CardWithdrawn = play_events.CardWithdrawn
    PenaltyCardFaced = play_events.PenaltyCardFaced
    Closed = play_events.Closed
    DirectorNamed = play_events.DirectorNamed
    LeadOutOfTurn = play_events.LeadOutOfTurn
    LeadDecided = play_events.LeadDecided
    LeadRestricted = play_events.LeadRestricted
    PrematurePlayMade = play_events.PrematurePlayMade
    PrematurePlayRuled = play_events.PrematurePlayRuled
    LeadProhibited = play_events.LeadProhibited
    # ---- events of irregularities of the auction (domain/board_auction_events.py)
    InsufficientBidMade = auction_events.InsufficientBidMade
    AuctionIrregularityDecided = auction_events.AuctionIrregularityDecided
    SubstituteJudged = auction_events.SubstituteJudged
    ComparableCallRuled = auction_events.ComparableCallRuled
    CardsExposed = auction_events.CardsExposed
    AuctionExposuresSettled = auction_events.AuctionExposuresSettled
    CallOutOfRotationMade = auction_events.CallOutOfRotationMade
    CallOutOfRotationSettled = auction_events.CallOutOfRotationSettled
    CallDutyJudged = auction_events.CallDutyJudged
    InadmissibleCallMade = auction_events.InadmissibleCallMade
    CallChangeAttempted = auction_events.CallChangeAttempted
    CallChangeDecided = auction_events.CallChangeDecided
