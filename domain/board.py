"""The Board aggregate: one deal bid and played at one table (DESIGN 4)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from eventsourcing.domain import Aggregate

from domain.actors import Actor
from domain.board_claims import BoardClaims
from domain.errors import Conflict, NotAllowed
from domain.rules.board_numbers import Vulnerability
from domain.rules.calls import Call
from domain.rules.cards import Card, Seat
from domain.rules.claims import Claim
from domain.rules.deal import Deal
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase, Setup, TableState

# An effective action as recorded: {"kind": "call", "seat": "N", "call": "1NT", ...} or
# {"kind": "card", "seat": "W", "card": "SA", "trick": 1, ...}, with the facts the rules
# derived when it was first made, so an undo or redo event carries them for the read models.
Action = dict[str, Any]


def stale_version(expected: int, actual: int) -> Conflict:
    return Conflict(f"The board is at version {actual}, not {expected}; reload it and try again.")


class Board(BoardClaims, Aggregate):
    """The claim commands come from `BoardClaims` (domain/board_claims.py); every event,
    theirs included, is defined here, where its stored topic points."""

    class Created(Aggregate.Created):
        board_number: int
        dealer: str
        vulnerability: str
        deal: str
        seats: dict[str, str]
        revoke_policy: str
        mode: str
        director: str | None
        created_by: str

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
        self.state = TableState.start(self.setup)
        self.actions: list[Action] = []
        self.undone: list[Action] = []
        self.claim: Claim | None = None

    # ---- events --------------------------------------------------------------------
    class CallMade(Aggregate.Event):
        seat: str
        call: str
        actor: str
        contract: str | None  # set by the call that ends the auction; "Pass" if passed out
        declarer: str | None

        def as_action(self) -> Action:
            return {
                "kind": "call",
                "seat": self.seat,
                "call": self.call,
                "contract": self.contract,
                "declarer": self.declarer,
            }

        def apply(self, board: Board) -> None:
            board._do(self.as_action())
            board.undone.clear()

    class CardPlayed(Aggregate.Event):
        seat: str
        card: str
        actor: str
        trick: int
        position: int
        leader: str
        winner: str | None
        declarer_tricks: int | None

        def as_action(self) -> Action:
            return {
                "kind": "card",
                "seat": self.seat,
                "card": self.card,
                "trick": self.trick,
                "position": self.position,
                "leader": self.leader,
                "winner": self.winner,
                "declarer_tricks": self.declarer_tricks,
            }

        def apply(self, board: Board) -> None:
            board._do(self.as_action())
            board.undone.clear()

    class ActionUndone(Aggregate.Event):
        actor: str
        reason: str
        action: dict[str, Any]

        def apply(self, board: Board) -> None:
            board.undone.append(board.actions.pop())
            board._replay_actions()

    class ActionRedone(Aggregate.Event):
        actor: str
        action: dict[str, Any]

        def apply(self, board: Board) -> None:
            board._do(board.undone.pop())

    class ClaimMade(Aggregate.Event):
        # Version 2 records whether the claim was a concession; version 1 did not.
        class_version = 2

        seat: str
        tricks: int  # of those left, the claimer's side takes this many, claim or concession
        statement: str
        actor: str
        concession: bool

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            """Version 1 stored a concession as the claim of the tricks it left the claimer's
            side and kept nothing that tells the two apart, so an old event reads as a claim."""
            state["concession"] = False

        def apply(self, board: Board) -> None:
            board.claim = Claim(Seat(self.seat), self.tricks, self.statement, self.concession)

    class ClaimAgreed(Aggregate.Event):
        seat: str
        actor: str
        declarer_tricks: int | None  # set by the agreement that ends the play

        def apply(self, board: Board) -> None:
            assert board.claim is not None
            board.claim.agreed_by.append(Seat(self.seat))
            if self.declarer_tricks is not None:
                board.claim.status = "agreed"
                board.state.finish(self.declarer_tricks)

    class ClaimDisputed(Aggregate.Event):
        seat: str
        actor: str

        def apply(self, board: Board) -> None:
            assert board.claim is not None
            board.claim.status = "disputed"

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
            board.claim.status = "ruled"
            board.state.finish(self.declarer_tricks)

    def __deepcopy__(self, memo: dict[int, Any]) -> Board:
        """The repository copies cached boards for every command; copy only what changes."""
        clone = object.__new__(Board)
        clone.__dict__.update(self.__dict__)
        clone._pending_events = list(self._pending_events)
        clone.seats = dict(self.seats)
        clone.state = self.state.copy()
        clone.actions = list(self.actions)  # the action dicts themselves are never changed
        clone.undone = list(self.undone)
        if self.claim is not None:
            clone.claim = replace(self.claim, agreed_by=list(self.claim.agreed_by))
        return clone

    # ---- state helpers -------------------------------------------------------------
    def _do(self, action: Action) -> None:
        seat = Seat(action["seat"])
        if action["kind"] == "call":
            self.state.make_call(seat, Call.parse(action["call"]))
        else:
            self.state.play_card(seat, Card.parse(action["card"]))
        self.actions.append(action)

    def _replay_actions(self) -> None:
        actions, self.actions = self.actions, []
        self.state = TableState.start(self.setup)
        for action in actions:
            self._do(action)

    # ---- who may do what -----------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return self.state.phase

    def holds(self, actor: Actor, seat: Seat) -> bool:
        return self.seats.get(seat) == actor.name

    def is_member(self, actor: Actor) -> bool:
        return actor.name in self.seats.values()

    def is_director(self, actor: Actor) -> bool:
        return self.director is not None and actor.name == self.director

    def may_see(self, actor: Actor) -> bool:
        return actor.is_admin or self.is_director(actor) or self.is_member(actor)

    def player_of(self, seat: Seat) -> Seat:
        """The seat whose holder plays `seat`'s cards: declarer plays dummy's."""
        if seat is self.state.dummy and self.state.declarer is not None:
            return self.state.declarer
        return seat

    def _require_seat(self, actor: Actor, seat: Seat) -> None:
        if not self.holds(actor, seat):
            raise NotAllowed(f"You do not hold the {seat.value} seat at this board.")

    def _require_phase(self, *phases: Phase, doing: str) -> None:
        if self.phase in phases:
            return
        if self.phase.is_over:
            raise Conflict(f"The board is over ({self.phase.value}); {doing} is not possible.")
        raise Conflict(f"The board is in the {self.phase.value} phase; {doing} is not possible.")

    def check_version(self, expected_version: int | None) -> None:
        if expected_version is not None and expected_version != self.version:
            raise stale_version(expected_version, self.version)

    # ---- commands: the auction and the play ------------------------------------------
    def make_call(self, actor: Actor, seat: Seat, call: Call | str) -> None:
        """`call` may be notation text: it is read only after who and when are checked."""
        self._require_seat(actor, seat)
        self._require_phase(Phase.AUCTION, doing="a call")
        call = call if isinstance(call, Call) else Call.parse(call)
        after = self.state.auction.add(seat, call)
        contract = after.contract()
        self.trigger_event(
            self.CallMade,
            seat=seat.value,
            call=str(call),
            actor=actor.name,
            contract="Pass" if after.is_passed_out else (contract.text if contract else None),
            declarer=contract.declarer.value if contract else None,
        )

    def play_card(self, actor: Actor, seat: Seat, card: Card | str) -> None:
        """`card` may be notation text: it is read only after who and when are checked."""
        if seat is self.state.dummy:
            if not self.holds(actor, self.player_of(seat)):
                raise NotAllowed(f"{seat.value} is dummy; only declarer plays dummy's cards.")
        else:
            self._require_seat(actor, seat)
        self._require_phase(Phase.PLAY, doing="playing a card")
        if self.claim is not None:
            raise Conflict("A claim is pending; play resumes only if it is withdrawn.")
        card = card if isinstance(card, Card) else Card.parse(card)
        outcome = self.state.preview_card(seat, card)
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
        )

    # ---- commands: undo and redo (DESIGN 4.5) ----------------------------------------
    def _check_may_rewind(self, actor: Actor, reason: str, doing: str) -> None:
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

    def undo(self, actor: Actor, reason: str = "") -> None:
        self._check_may_rewind(actor, reason, "undo")
        if not self.actions:
            raise Conflict("There is nothing to undo.")
        self.trigger_event(
            self.ActionUndone, actor=actor.name, reason=reason, action=self.actions[-1]
        )

    def redo(self, actor: Actor, reason: str = "") -> None:
        self._check_may_rewind(actor, reason, "redo")
        if not self.undone:
            raise Conflict("There is nothing to redo.")
        self.trigger_event(self.ActionRedone, actor=actor.name, action=self.undone[-1])
