"""Claims and concessions (docs/design.md 4.4, Laws 68-71): a family of board commands.

Made by a player, answered by the claimer's opponents, withdrawn by the claimer, or
ruled on by the director when disputed. A claim or agreement by a member of a side
establishes that side's revokes (Law 63A3): the moments are kept for the revokes family.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domain.actors import Actor
from domain.board.effects import ChangesThePlay, PlayChange
from domain.board.event import BoardEvent
from domain.board.family import Quiet, family, require_nothing_waiting
from domain.board.handling import BoardCommand, RegisteredName, handles
from domain.board.revokes.end_of_play import end_of_play
from domain.board.rulings import add_ruling
from domain.errors import Conflict, NotAllowed
from domain.limits import MAX_EXPLANATION, MAX_STATEMENT, check_text
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.claims import Claim
from domain.rules.errors import RuleViolation
from domain.rules.revokes import ClaimMoment
from domain.rules.rulings import RulingKind
from domain.rules.table import Phase

if TYPE_CHECKING:
    from domain.board.aggregate import Board


@dataclass(frozen=True)
class ClaimState:
    """The claim in play, if any, and every moment a side claimed or agreed (Law 63A3)."""

    pending: Claim | None = None
    moments: tuple[ClaimMoment, ...] = ()

    def with_moment(self, claim: Claim | None, seat: Seat, cards_played: int) -> ClaimState:
        return ClaimState(claim, (*self.moments, ClaimMoment(seat.side, cards_played)))


# ---- commands ---------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class MakeClaim(BoardCommand):
    """`tricks`: those the claimer's side takes; `concede`: those it gives up; one of the two."""

    seat: str
    tricks: int | None = None
    concede: int | None = None
    statement: str = ""


@dataclass(frozen=True, kw_only=True)
class AgreeToClaim(BoardCommand):
    """A defender (or declarer, for a defender's claim) accepts the claim (Law 69)."""

    seat: str


@dataclass(frozen=True, kw_only=True)
class DisputeClaim(BoardCommand):
    """Any player but the claimer, dummy included, doubts the claim: the director rules
    (Laws 68D2, 70)."""

    seat: str


@dataclass(frozen=True, kw_only=True)
class WithdrawClaim(BoardCommand):
    """The claimer takes the claim back before it is agreed or ruled on."""

    seat: str


@dataclass(frozen=True, kw_only=True)
class AgreeToPlayOn(BoardCommand):
    """Law 68D2(b): after a claim is doubted, play may continue at the non-claimers'
    request provided all four players agree: a non-claimer asks first, then each of the
    four agrees; with the fourth, the claim is void and play continues."""

    seat: str


@dataclass(frozen=True, kw_only=True)
class ObjectToConcession(BoardCommand):
    """The partner of a defender who conceded tricks objects at once: no concession and no
    claim has occurred, and play continues (Law 68B2)."""

    seat: str


@dataclass(frozen=True, kw_only=True)
class RuleOnClaim(BoardCommand):
    """The director's ruling on a disputed claim: the tricks the claimer's side takes of
    those left (Law 70)."""

    tricks: int
    explanation: str


# ---- events -----------------------------------------------------------------------------
class ClaimMade(BoardEvent):
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
        claim = Claim(seat, self.tricks, self.statement, self.concession)
        board.claims = board.claims.with_moment(claim, seat, board.state.cards_played)


class ClaimAgreed(BoardEvent, ChangesThePlay):
    seat: str
    actor: str
    declarer_tricks: int | None  # set by the agreement that ends the play

    def apply(self, board: Board) -> None:
        claim = board.claims.pending
        assert claim is not None
        seat = Seat(self.seat)
        agreed = claim.agreed(seat, self.declarer_tricks is not None)
        board.claims = board.claims.with_moment(agreed, seat, board.state.cards_played)
        board.follow(self.play_change())

    def play_change(self) -> PlayChange:
        return PlayChange(declarer_tricks=self.declarer_tricks)


class ClaimDisputed(BoardEvent):
    seat: str
    actor: str

    def apply(self, board: Board) -> None:
        claim = board.claims.pending
        assert claim is not None
        board.claims = replace(board.claims, pending=claim.with_status("disputed"))


class ClaimWithdrawn(BoardEvent):
    seat: str
    actor: str

    def apply(self, board: Board) -> None:
        board.claims = replace(board.claims, pending=None)


class PlayOnAgreed(BoardEvent):
    """A player agreed that play continue after a disputed claim (Law 68D2b); with
    `voids_claim` he was the fourth, the claim is void and play continues."""

    seat: str
    actor: str
    voids_claim: bool

    def apply(self, board: Board) -> None:
        claim = board.claims.pending
        assert claim is not None
        pending = None if self.voids_claim else claim.with_play_on(Seat(self.seat))
        board.claims = replace(board.claims, pending=pending)


class ConcessionObjected(BoardEvent):
    """Law 68B2: the conceding defender's partner objected; the claim made is void, and
    the moment it recorded is no claim of that side (Law 63A3)."""

    seat: str
    actor: str

    def apply(self, board: Board) -> None:
        board.claims = ClaimState(None, board.claims.moments[:-1])


class ClaimRuled(BoardEvent, ChangesThePlay):
    """The director's ruling on a disputed claim (Law 70), as stored before rulings on
    claims were numbered among the board's rulings: it stays out of them, as it was."""

    director: str
    tricks: int
    law: str
    explanation: str
    declarer_tricks: int

    def apply(self, board: Board) -> None:
        claim = board.claims.pending
        assert claim is not None
        board.claims = replace(board.claims, pending=claim.with_status("ruled"))
        self.record_ruling(board)
        board.follow(self.play_change())

    def record_ruling(self, board: Board) -> None:
        """An old ruling on a claim is not among the board's rulings."""

    def play_change(self) -> PlayChange:
        return PlayChange(declarer_tricks=self.declarer_tricks)


class ClaimRulingMade(ClaimRuled):
    """The director's ruling on a disputed claim (Law 70), numbered among the board's
    rulings so that the audit of rulings shows it: `tricks` of those left go to the
    claimer's side, `to`."""

    number: int
    to: str

    def record_ruling(self, board: Board) -> None:
        add_ruling(board, self, RulingKind.CLAIM, self.director, tricks=self.tricks, to=self.to)


# ---- what the core asks of the family ---------------------------------------------------
class Claims(Quiet):
    def blocks_rewind(self, board: Board, doing: str) -> str | None:
        claim = board.claims.pending
        if claim is None:
            return None
        # Said to whoever asked: only the claimer may withdraw (and only before a dispute),
        # so the sentence says who answers the claim rather than "withdraw it".
        seat = claim.seat.value
        if claim.status == "disputed":
            return (
                f"{seat}'s claim is disputed: the director rules on it (Law 70), or play "
                f"continues if all four agree (Law 68D2b); {doing} waits."
            )
        return (
            f"{seat}'s claim waits for its answer (the others agree or dispute; {seat} "
            f"may withdraw it); {doing} waits."
        )


family(0, Claims())


# ---- deciding ---------------------------------------------------------------------------
def responders(board: Board) -> list[Seat]:
    """The seats that agree to or dispute the pending claim."""
    claim = board.claims.pending
    assert claim is not None and board.state.declarer is not None
    return claim.responders(board.state.declarer)


@handles(MakeClaim)
def make_claim(board: Board, actor: Actor, command: MakeClaim, _: RegisteredName) -> None:
    """A claim of `tricks` of those left, or a concession of `concede` of them."""
    statement = check_text(command.statement, "statement", MAX_STATEMENT)
    seat = Seat.parse(command.seat)
    board.require_seat(actor, seat)
    board.require_phase(Phase.PLAY, doing="a claim")
    if board.claims.pending is not None:
        raise Conflict("A claim is already pending at this board.")
    require_nothing_waiting(board, "a claim")
    if seat is board.state.dummy:
        raise RuleViolation("Dummy cannot claim; declarer claims for that side.")
    left = board.state.tricks_to_play
    tricks, concede = command.tricks, command.concede
    if (tricks is None) == (concede is None):
        raise RuleViolation("Give either 'tricks' (a claim) or 'concede' (a concession).")
    if concede is not None:
        if not 0 <= concede <= left:
            raise RuleViolation(f"A concession is of 0 to {left} tricks: {left} are left.")
        tricks = left - concede
    assert tricks is not None
    if not 0 <= tricks <= left:
        raise RuleViolation(f"A claim is for 0 to {left} tricks: {left} are still to play.")
    board.trigger_event(
        ClaimMade,
        seat=seat.value,
        tricks=tricks,
        statement=statement,
        actor=actor.name,
        concession=concede is not None,
    )


def _require_claim(board: Board, *statuses: str) -> Claim:
    if board.phase.is_over:
        raise Conflict(f"The board is over ({board.phase.value}).")
    claim = board.claims.pending
    if claim is None:
        raise Conflict("There is no claim at this board.")
    if claim.status not in statuses:
        raise Conflict(f"The claim is {claim.status}.")
    return claim


@handles(AgreeToClaim)
def agree_to_claim(board: Board, actor: Actor, command: AgreeToClaim, _: RegisteredName) -> None:
    _respond(board, actor, Seat.parse(command.seat), agree=True)


@handles(DisputeClaim)
def dispute_claim(board: Board, actor: Actor, command: DisputeClaim, _: RegisteredName) -> None:
    _respond(board, actor, Seat.parse(command.seat), agree=False)


def _respond(board: Board, actor: Actor, seat: Seat, *, agree: bool) -> None:
    """Law 68D2: a claim "doubted by any player (dummy included)" goes to the director:
    any player but the claimer disputes it; only the claimer's opponents agree to it."""
    board.require_seat(actor, seat)
    claim = _require_claim(board, "pending")
    if not agree:
        if seat is claim.seat:
            raise RuleViolation("The claimer does not dispute his own claim.")
        board.trigger_event(ClaimDisputed, seat=seat.value, actor=actor.name)
        return
    if seat not in responders(board):
        names = " and ".join(s.value for s in responders(board))
        raise RuleViolation(f"Only the claimer's opponents ({names}) agree to this claim.")
    if seat in claim.agreed_by:
        raise Conflict(f"{seat.value} has already agreed to the claim.")
    last = len(claim.agreed_by) + 1 == len(responders(board))
    board.trigger_event(
        ClaimAgreed,
        seat=seat.value,
        actor=actor.name,
        declarer_tricks=claim.declarer_tricks(board.state, claim.tricks) if last else None,
    )
    if last:
        end_of_play(board, actor)


@handles(ObjectToConcession)
def object_to_concession(
    board: Board, actor: Actor, command: ObjectToConcession, _: RegisteredName
) -> None:
    """Law 68B2: "if a defender attempts to concede one or more tricks and his partner
    immediately objects; neither a concession nor a claim has occurred": at once means
    before anyone answered the claim."""
    seat = Seat.parse(command.seat)
    board.require_seat(actor, seat)
    claim = _require_claim(board, "pending")
    assert board.state.declarer is not None
    if claim.seat.side == board.state.declarer.side:
        raise RuleViolation("Only a defender's concession is void when his partner objects.")
    if seat is not claim.seat.partner:
        raise RuleViolation(f"Only the conceder's partner ({claim.seat.partner.value}) objects.")
    if claim.tricks == board.state.tricks_to_play:
        raise RuleViolation("This claim concedes no trick; doubt it instead (Law 68D2).")
    board.trigger_event(ConcessionObjected, seat=seat.value, actor=actor.name)


@handles(AgreeToPlayOn)
def agree_to_play_on(board: Board, actor: Actor, command: AgreeToPlayOn, _: RegisteredName) -> None:
    """Law 68D2(b): "play may continue at the request of the non-claimers, provided all
    four players agree"."""
    seat = Seat.parse(command.seat)
    board.require_seat(actor, seat)
    claim = _require_claim(board, "disputed")
    if seat in claim.play_on:
        raise Conflict(f"{seat.value} has already agreed that play continue.")
    if not claim.play_on and seat.side == claim.seat.side:
        raise RuleViolation(
            "Play continues after a doubted claim at the non-claimers' request (Law 68D2b): "
            "one of them asks first."
        )
    last = len(claim.play_on) + 1 == len(SEAT_ORDER)
    board.trigger_event(PlayOnAgreed, seat=seat.value, actor=actor.name, voids_claim=last)


@handles(WithdrawClaim)
def withdraw_claim(board: Board, actor: Actor, command: WithdrawClaim, _: RegisteredName) -> None:
    """Before agreement (DESIGN 4.4: "the claim can be withdrawn before agreement"; both
    opponents' assent is the agreement, and it ends the play); a doubted claim is ruled
    by the director (Law 70), or play continues when the non-claimers ask and all four
    agree (Law 68D2b)."""
    seat = Seat.parse(command.seat)
    board.require_seat(actor, seat)
    claim = _require_claim(board, "pending", "disputed")
    if seat is not claim.seat:
        raise RuleViolation(f"Only the claimer ({claim.seat.value}) can withdraw the claim.")
    if claim.status == "disputed":
        raise RuleViolation(
            "The claim is doubted: the director rules on it (Law 70), or play continues "
            "if the non-claimers ask and all four agree (Law 68D2b)."
        )
    board.trigger_event(ClaimWithdrawn, seat=seat.value, actor=actor.name)


@handles(RuleOnClaim)
def rule_on_claim(board: Board, actor: Actor, command: RuleOnClaim, _: RegisteredName) -> None:
    explanation = check_text(command.explanation, "explanation", MAX_EXPLANATION)
    if not board.is_director(actor):
        raise NotAllowed("Only the director of this board or an admin rules on a disputed claim.")
    claim = _require_claim(board, "disputed")
    left = board.state.tricks_to_play
    if not 0 <= command.tricks <= left:
        raise RuleViolation(f"The ruling gives the claimer's side 0 to {left} tricks.")
    if not explanation.strip():
        raise RuleViolation("A ruling needs an explanation for the players and the record.")
    board.trigger_event(
        ClaimRulingMade,
        director=actor.name,
        tricks=command.tricks,
        law="70",
        explanation=explanation,
        declarer_tricks=claim.declarer_tricks(board.state, command.tricks),
        number=len(board.rulings) + 1,
        to=claim.seat.side.value,
    )
    end_of_play(board, actor)
