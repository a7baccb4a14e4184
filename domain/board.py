"""The Board aggregate: one deal bid and played at one table (docs/design.md 4, 5).

Every event is defined here, where its stored topic points; the commands live in mixins
(domain/board_play.py, board_claims.py, board_revokes.py). An event's `apply` only takes
the facts it records: loading a board never judges the past again, so a recorded revoke
always loads. The effective play is a sequence of typed actions (`actions`); a new call or
card appends to it, and undo, redo and every rectification rewrite it from a position,
each event naming what it replaced. The table state is immutable and follows the sequence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from eventsourcing.domain import Aggregate

from domain.board_access import BoardAccess
from domain.board_actions import ActionRecord, action_from
from domain.board_auction_irregularities import (
    BoardAuctionIrregularities,
    ComparableCall,
    InsufficientBid,
)
from domain.board_claims import BoardClaims
from domain.board_irregular_calls import (
    BoardIrregularCalls,
    CallChange,
    OutOfRotation,
    RepeatDuty,
)
from domain.board_leads import BoardLeads
from domain.board_play import BoardPlay
from domain.board_replay import BoardReplay
from domain.board_revokes import BoardRevokes
from domain.board_rulings import BoardRulings
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call
from domain.rules.cards import Card, Seat, Suit
from domain.rules.claims import Claim
from domain.rules.deal import Deal
from domain.rules.law57_premature_play import PlayDuty, PlayOption
from domain.rules.leads import LeadChoice, LeadRestriction, PendingLead, restriction_for
from domain.rules.penalty_cards import PenaltyCard
from domain.rules.revokes import ClaimMoment, RaisedRevoke
from domain.rules.rulings import Ruling, RulingKind
from domain.rules.table import Action, CallAction, CardAction, Setup, TableState

SEATS = {seat.value: seat for seat in Seat}  # faster than Seat(text) in every replay


class Board(
    BoardAccess,
    BoardAuctionIrregularities,
    BoardIrregularCalls,
    BoardReplay,
    BoardPlay,
    BoardClaims,
    BoardRevokes,
    BoardRulings,
    BoardLeads,
    Aggregate,
):
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
        self.setup = Setup(
            board_number=board_number,
            dealer=Seat(dealer),
            vulnerability=Vulnerability(vulnerability),
            deal=Deal.parse_pbn(deal),
        )
        self.seats = {Seat(seat): name for seat, name in seats.items()}
        self.revoke_policy = revoke_policy
        self.mode = mode
        self.director = director
        self.created_by = created_by
        self.players = {SEATS[seat]: name for seat, name in players.items()}
        self.state = TableState.start(self.setup)
        self.actions: tuple[Action, ...] = ()  # the effective play
        self.undone: tuple[Action, ...] = ()  # what redo puts back, the last undone last
        self.claim: Claim | None = None
        self.claims: tuple[ClaimMoment, ...] = ()
        self.revokes: tuple[RaisedRevoke, ...] = ()
        self.penalty_cards: tuple[PenaltyCard, ...] = ()
        self.rulings: tuple[Ruling, ...] = ()
        self.closed = False
        self.pending_lead: PendingLead | None = None
        self.lead_restriction: LeadRestriction | None = None
        self.lead_choice_at: int | None = None  # cards played when declarer last chose
        self.declarer_override: Seat | None = None  # Law 54A: declarer became dummy
        # Law 62C2: cards of the offending side sent back by a withdrawal; played again as
        # they were, or changed (then a defender's becomes a major penalty card)
        self.replayable: tuple[PenaltyCard, ...] = ()
        self.insufficient_bid: InsufficientBid | None = None  # Law 27, until dealt with
        self.comparable_call: ComparableCall | None = None  # Law 27B1b, until ruled
        # the Laws' duties in the auction: to pass whenever it is his turn (27B2, 31B, ...),
        # at his next turn (24B, 30A, ...), not to double at his next turn (30B2)
        self.silenced: frozenset[Seat] = frozenset()
        self.must_pass_next: frozenset[Seat] = frozenset()
        self.no_double_next: Seat | None = None
        self.out_of_rotation: OutOfRotation | None = None  # Law 29, until decided
        self.call_change: CallChange | None = None  # Law 25, until decided
        self.premature: PendingLead | None = None  # Law 57: a defender's card, until ruled
        self.play_duty: PlayDuty | None = None  # Law 57A: declarer's option, until played
        self.repeat_duty: RepeatDuty | None = None  # Laws 31A, 32B, until the offender calls
        self.lead_penalty: frozenset[Seat] = frozenset()  # offenders whose partner Law 26 binds

    # ---- events: the auction, the play, undo and redo ---------------------------------
    class CallMade(Aggregate.Event):
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
            declarer = Seat(self.declarer) if self.declarer else None
            call = CallAction(
                Seat(self.seat),
                Call.parse(self.call),
                self.contract,
                declarer,
                self.alert,
                self.explanation,
            )
            board._append(call)
            board.undone = ()

    class CardPlayed(Aggregate.Event):
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
            winner = SEATS[self.winner] if self.winner else None
            card = CardAction(
                SEATS[self.seat],
                Card.parse(self.card),
                self.trick,
                self.position,
                SEATS[self.leader],
                winner,
                self.declarer_tricks,
                self.revoke,
            )
            board._append(card)
            board.undone = ()

    class ActionUndone(Aggregate.Event):
        actor: str
        reason: str
        action: ActionRecord  # the action taken back: the last of the effective play

        def apply(self, board: Board) -> None:
            board.undone = (*board.undone, board.actions[-1])
            board._rewrite(len(board.actions) - 1, ())

    class ActionRedone(Aggregate.Event):
        actor: str
        action: ActionRecord  # the action put back: the last one undone

        def apply(self, board: Board) -> None:
            board.undone = board.undone[:-1]
            board._append(action_from(self.action))

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

    class ClaimAgreed(Aggregate.Event):
        seat: str
        actor: str
        declarer_tricks: int | None  # set by the agreement that ends the play

        def apply(self, board: Board) -> None:
            assert board.claim is not None
            seat = Seat(self.seat)
            board.claim = board.claim.agreed(seat, self.declarer_tricks is not None)
            board.claims = (*board.claims, ClaimMoment(seat.side, board.state.cards_played))
            if self.declarer_tricks is not None:
                board.state = board.state.finish(self.declarer_tricks)

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

    class ClaimRuled(Aggregate.Event):
        director: str
        tricks: int
        law: str
        explanation: str
        declarer_tricks: int

        def apply(self, board: Board) -> None:
            assert board.claim is not None
            board.claim = board.claim.with_status("ruled")
            board.state = board.state.finish(self.declarer_tricks)

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

    class RevokeCorrected(Aggregate.Event):
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
            board._rewrite(self.at, tuple(action_from(a) for a in self.actions))
            board.revokes = tuple(
                r.corrected(self.penalty_card is not None) if r.number == self.number else r
                for r in board.revokes
            )
            if self.penalty_card is not None:
                seat = board.revoke(self.number).seat
                card = PenaltyCard(seat, Card.parse(self.penalty_card), "major")
                board.penalty_cards = (*board.penalty_cards, card)

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
            ruling = Ruling(
                number=self.number,
                director=self.director,
                law=self.law,
                kind=RulingKind.ARTIFICIAL_SCORE,
                explanation=self.explanation,
                concerns=(),
                amends=None,
                at=self.timestamp.isoformat(),
                ns=self.ns,
                ew=self.ew,
            )
            board.rulings = (*board.rulings, ruling)

    class CardWithdrawn(Aggregate.Event):
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
            board._rewrite(self.at, ())
            offenders = board.revoke(self.number).seat.side
            board.replayable = (
                *board.replayable,
                *(
                    PenaltyCard(a.seat, a.card, "major")
                    for a in removed
                    if isinstance(a, CardAction) and a.seat.side == offenders
                ),
            )

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

    class LeadOutOfTurn(Aggregate.Event):
        """A card led by a hand whose turn it was not; it waits for `decides` (Laws 53-56)."""

        seat: str
        card: str
        actor: str
        decides: str
        opening: bool

        def apply(self, board: Board) -> None:
            seat, decides = Seat(self.seat), Seat(self.decides)
            board.pending_lead = PendingLead(seat, Card.parse(self.card), decides, self.opening)

    class LeadDecided(Aggregate.Event):
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
            if self.played is not None:
                board._append(action_from(self.played))
            if self.penalty_card is not None:
                card = PenaltyCard(pending.seat, Card.parse(self.penalty_card), "major")
                board.penalty_cards = (*board.penalty_cards, card)

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

    class PrematurePlayMade(Aggregate.Event):
        """Law 57A: defender `seat` led or played `card` before his partner played to the
        trick: it is a major penalty card, and declarer (`decides`) chooses an option."""

        seat: str
        card: str
        decides: str
        actor: str

        def apply(self, board: Board) -> None:
            seat, card = SEATS[self.seat], Card.parse(self.card)
            board.premature = PendingLead(seat, card, SEATS[self.decides], False)
            board.penalty_cards = (*board.penalty_cards, PenaltyCard(seat, card, "major"))

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

    # ---- irregularities of the auction (domain/board_auction_irregularities.py) ---------
    class InsufficientBidMade(Aggregate.Event):
        """Law 27: `seat` bid `call`, which does not outrank the last bid; the auction
        waits for the offender's left-hand opponent."""

        seat: str
        call: str
        alert: bool
        explanation: str | None
        actor: str

        def apply(self, board: Board) -> None:
            board.insufficient_bid = InsufficientBid(
                SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation
            )

    class AuctionIrregularityDecided(Aggregate.Event):
        """Law 27A: the insufficient bid accepted (a CallMade of it follows) or not."""

        decision: str
        actor: str

        def apply(self, board: Board) -> None:
            pending = board.insufficient_bid
            if pending is not None and self.decision == "refuse":
                board.insufficient_bid = replace(pending, refused=True)
            else:
                board.insufficient_bid = None

    class SubstituteJudged(Aggregate.Event):
        """Law 27B on the offender's substitute `call`: `law` 27B1a (no more to it), 27B1b
        (the director rules), 27B2 or 27B3 (a double or redouble, cancelled: another
        call is still due); `silenced`, the partner who must pass from now on;
        `lead_penalty`, Law 26B may restrict that partner's first lead."""

        # Version 2 records whether Law 26B applies; version 1 was before Law 26 was.
        class_version = 2

        seat: str
        call: str
        law: str
        silenced: str | None
        actor: str
        lead_penalty: bool

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            state["lead_penalty"] = False

        def apply(self, board: Board) -> None:
            pending = board.insufficient_bid
            if self.law == "27B1b" and pending is not None:
                board.comparable_call = ComparableCall(
                    SEATS[self.seat], Call.parse(self.call), pending.call
                )
            if self.law != "27B3":
                board.insufficient_bid = None
            if self.silenced is not None:
                board.silenced = board.silenced | {SEATS[self.silenced]}
            if self.lead_penalty:
                board.lead_penalty = board.lead_penalty | {SEATS[self.seat]}

    class ComparableCallRuled(Aggregate.Event):
        """Law 27B1b: the director's ruling on the substitute; `silenced` and
        `lead_penalty` as above."""

        # Version 2 records whether Law 26B applies; version 1 was before Law 26 was.
        class_version = 2

        number: int
        director: str
        law: str
        comparable: bool
        explanation: str
        silenced: str | None
        lead_penalty: bool

        @staticmethod
        def upcast_v1_v2(state: dict[str, object]) -> None:
            state["lead_penalty"] = False

        def apply(self, board: Board) -> None:
            ruling = Ruling(
                number=self.number,
                director=self.director,
                law=self.law,
                kind=RulingKind.COMPARABLE_CALL,
                explanation=self.explanation,
                concerns=(),
                amends=None,
                at=self.timestamp.isoformat(),
                comparable=self.comparable,
            )
            board.rulings = (*board.rulings, ruling)
            board.comparable_call = None
            if self.silenced is not None:
                board.silenced = board.silenced | {SEATS[self.silenced]}
                if self.lead_penalty:
                    board.lead_penalty = board.lead_penalty | {SEATS[self.silenced].partner}

    class CardsExposed(Aggregate.Event):
        """Law 24: `seat`'s `cards` were seen face up during the auction; they stay face up
        until it ends; `must_pass`, the partner who must pass at his next turn, if any."""

        seat: str
        cards: list[str]
        must_pass: str | None
        actor: str

        def apply(self, board: Board) -> None:
            seat = SEATS[self.seat]
            faced = tuple(PenaltyCard(seat, Card.parse(card), "exposed") for card in self.cards)
            board.penalty_cards = (*board.penalty_cards, *faced)
            if self.must_pass is not None:
                board.must_pass_next = board.must_pass_next | {SEATS[self.must_pass]}

    class AuctionExposuresSettled(Aggregate.Event):
        """Law 24E: at the end of the auction the cards exposed in it become the listed
        penalty cards (a defender's) or go back to the hand (the others)."""

        penalty_cards: list[dict[str, str]]
        actor: str

        def apply(self, board: Board) -> None:
            kept = tuple(p for p in board.penalty_cards if p.kind != "exposed")
            settled = tuple(
                PenaltyCard(SEATS[p["seat"]], Card.parse(p["card"]), p["kind"])
                for p in self.penalty_cards
            )
            board.penalty_cards = (*kept, *settled)
            board.must_pass_next = frozenset()

    # ---- calls out of rotation and inadmissible calls (domain/board_irregular_calls.py) --
    class CallOutOfRotationMade(Aggregate.Event):
        """Laws 28-32: `seat` called `call` at `turn`'s turn; the auction waits for the
        offender's left-hand opponent (Law 29)."""

        seat: str
        call: str
        alert: bool
        explanation: str | None
        turn: str
        actor: str

        def apply(self, board: Board) -> None:
            board.out_of_rotation = OutOfRotation(
                SEATS[self.seat],
                Call.parse(self.call),
                self.alert,
                self.explanation,
                SEATS[self.turn],
            )

    class CallOutOfRotationSettled(Aggregate.Event):
        """The call out of rotation `accept`ed (29A: a CallMade of it follows), `refuse`d
        (29B, with the rectification of Laws 30-32 as ruling `number`) or `cancelled` by
        the call of the player whose turn it was (28B)."""

        decision: str
        number: int | None
        law: str
        explanation: str | None
        pass_next: list[str]
        silenced: list[str]
        no_double: str | None
        repeat: str | None  # the call the offender must repeat if his RHO passes
        lead_penalty: bool
        actor: str

        def apply(self, board: Board) -> None:
            waiting = board.out_of_rotation
            assert waiting is not None
            board.out_of_rotation = None
            if self.repeat is not None:
                board.repeat_duty = RepeatDuty(waiting.seat, Call.parse(self.repeat))
            if self.no_double is not None:
                board.no_double_next = SEATS[self.no_double]
            board._rectified(self, waiting.seat, self.pass_next)

    class CallDutyJudged(Aggregate.Event):
        """Laws 31A, 32B: the offender's `call` at his turn after his call out of rotation
        at his right-hand opponent's turn was cancelled, and what it leads to."""

        seat: str
        call: str
        number: int | None
        law: str
        explanation: str
        pass_next: list[str]
        silenced: list[str]
        lead_penalty: bool
        actor: str

        def apply(self, board: Board) -> None:
            board.repeat_duty = None
            board._rectified(self, SEATS[self.seat], self.pass_next)

    class InadmissibleCallMade(Aggregate.Event):
        """Laws 35-39: `seat`'s `call` (a double the Laws do not permit, a bid above seven,
        a call after the final pass) is cancelled, with the rectification as ruling
        `number`; a pass substituted for it (38) follows as a CallMade."""

        seat: str
        call: str
        number: int
        law: str
        explanation: str
        silenced: list[str]
        lead_penalty: bool
        actor: str

        def apply(self, board: Board) -> None:
            board._rectified(self, SEATS[self.seat], ())

    class CallChangeAttempted(Aggregate.Event):
        """Law 25: `seat`, who called last, calls `call` before anyone else has called; it
        waits for his left-hand opponent (25B) or the director (25A)."""

        seat: str
        call: str
        alert: bool
        explanation: str | None
        actor: str

        def apply(self, board: Board) -> None:
            board.call_change = CallChange(
                SEATS[self.seat], Call.parse(self.call), self.alert, self.explanation
            )

    class CallChangeDecided(Aggregate.Event):
        """Law 25 decided: `action` (the second call, at position `at`) replaces `replaced`
        (25A, 25B1), or the change is cancelled and the first call stands (25B2)."""

        decision: str
        number: int
        law: str
        explanation: str
        director: str | None
        at: int
        replaced: ActionRecord
        action: ActionRecord | None
        silenced: list[str]
        lead_penalty: bool
        actor: str

        def apply(self, board: Board) -> None:
            change = board.call_change
            assert change is not None
            board.call_change = None
            if self.action is not None:
                board._rewrite(self.at, (action_from(self.action),))
            board._rectified(self, change.seat, (), self.director)

    def _rectified(
        self, event: Any, offender: Seat, pass_next: Sequence[str], director: str | None = None
    ) -> None:
        """The duties an auction rectification `event` recorded, and its ruling."""
        self.must_pass_next = self.must_pass_next | {SEATS[s] for s in pass_next}
        self.silenced = self.silenced | {SEATS[s] for s in event.silenced}
        if event.lead_penalty:
            self.lead_penalty = self.lead_penalty | {offender}
        if event.number is not None:
            ruling = Ruling(
                number=event.number,
                director=director,
                law=event.law,
                kind=RulingKind.AUCTION_RECTIFICATION,
                explanation=event.explanation,
                concerns=(),
                amends=None,
                at=event.timestamp.isoformat(),
            )
            self.rulings = (*self.rulings, ruling)
