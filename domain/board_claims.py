"""The claim commands of the Board aggregate (docs/design.md 4.4, Laws 68-71).

They live apart from domain/board.py to keep that file readable, but the events they
trigger stay nested in `Board` there: stored events name their class by topic
(`domain.board:Board.ClaimMade`), so moving an event class would orphan every one stored.
"""

from __future__ import annotations

from domain.actors import Actor
from domain.board_protocol import BoardLike
from domain.errors import Conflict, NotAllowed
from domain.rules.cards import Seat
from domain.rules.claims import Claim
from domain.rules.errors import RuleViolation
from domain.rules.table import Phase


class BoardClaims:
    """Claims and concessions: made by a player, answered by the claimer's opponents,
    withdrawn by the claimer, or ruled on by the director when disputed."""

    def responders(self: BoardLike) -> list[Seat]:
        """The seats that agree to or dispute the pending claim."""
        assert self.claim is not None and self.state.declarer is not None
        return self.claim.responders(self.state.declarer)

    def make_claim(
        self: BoardLike,
        actor: Actor,
        seat: Seat,
        tricks: int | None,
        statement: str,
        concede: int | None = None,
    ) -> None:
        """A claim of `tricks` of those left, or a concession of `concede` of them."""
        self._require_seat(actor, seat)
        self._require_phase(Phase.PLAY, doing="a claim")
        if self.claim is not None:
            raise Conflict("A claim is already pending at this board.")
        self._require_nothing_pending("a claim")
        if seat is self.state.dummy:
            raise RuleViolation("Dummy cannot claim; declarer claims for that side.")
        left = self.state.tricks_to_play
        if (tricks is None) == (concede is None):
            raise RuleViolation("Give either 'tricks' (a claim) or 'concede' (a concession).")
        if concede is not None:
            if not 0 <= concede <= left:
                raise RuleViolation(f"A concession is of 0 to {left} tricks: {left} are left.")
            tricks = left - concede
        assert tricks is not None
        if not 0 <= tricks <= left:
            raise RuleViolation(f"A claim is for 0 to {left} tricks: {left} are still to play.")
        self.trigger_event(
            self.ClaimMade,
            seat=seat.value,
            tricks=tricks,
            statement=statement,
            actor=actor.name,
            concession=concede is not None,
        )

    def _require_claim(self: BoardLike, *statuses: str) -> Claim:
        if self.phase.is_over:
            raise Conflict(f"The board is over ({self.phase.value}).")
        if self.claim is None:
            raise Conflict("There is no claim at this board.")
        if self.claim.status not in statuses:
            raise Conflict(f"The claim is {self.claim.status}.")
        return self.claim

    def respond_to_claim(self: BoardLike, actor: Actor, seat: Seat, agree: bool) -> None:
        self._require_seat(actor, seat)
        claim = self._require_claim("pending")
        if seat not in self.responders():
            names = " and ".join(s.value for s in self.responders())
            raise RuleViolation(f"Only the claimer's opponents ({names}) answer this claim.")
        if seat in claim.agreed_by:
            raise Conflict(f"{seat.value} has already agreed to the claim.")
        if not agree:
            self.trigger_event(self.ClaimDisputed, seat=seat.value, actor=actor.name)
            return
        last = len(claim.agreed_by) + 1 == len(self.responders())
        self.trigger_event(
            self.ClaimAgreed,
            seat=seat.value,
            actor=actor.name,
            declarer_tricks=claim.declarer_tricks(self.state, claim.tricks) if last else None,
        )
        if last:
            self._end_of_play(actor)

    def withdraw_claim(self: BoardLike, actor: Actor, seat: Seat) -> None:
        self._require_seat(actor, seat)
        claim = self._require_claim("pending", "disputed")
        if seat is not claim.seat:
            raise RuleViolation(f"Only the claimer ({claim.seat.value}) can withdraw the claim.")
        self.trigger_event(self.ClaimWithdrawn, seat=seat.value, actor=actor.name)

    def rule_on_claim(self: BoardLike, actor: Actor, tricks: int, explanation: str) -> None:
        if not self.is_director(actor):
            raise NotAllowed(
                "Only the director of this board or an admin rules on a disputed claim."
            )
        claim = self._require_claim("disputed")
        left = self.state.tricks_to_play
        if not 0 <= tricks <= left:
            raise RuleViolation(f"The ruling gives the claimer's side 0 to {left} tricks.")
        if not explanation.strip():
            raise RuleViolation("A ruling needs an explanation for the players and the record.")
        self.trigger_event(
            self.ClaimRuled,
            director=actor.name,
            tricks=tricks,
            law="70",
            explanation=explanation,
            declarer_tricks=claim.declarer_tricks(self.state, tricks),
        )
        self._end_of_play(actor)
