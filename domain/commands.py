"""What a user asks of a board: one frozen command per use case (docs/design.md 4, 5).

A command holds what the request said, nothing checked yet: the handler of its class
(domain/board_handlers.py) reads seats and cards only once it knows who may act and when,
so a stranger learns nothing from the order of the errors. `BridgeLedger.execute` runs
every command; the HTTP routers, the command line and the importer build them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True, kw_only=True)
class BoardCommand:
    """A command on one board; `expected_version`, when given, is the version the client
    saw: a stale one is refused as a conflict (docs/contract.md "HTTP conventions")."""

    board_id: str
    expected_version: int | None = None


# ---- the auction and the play (docs/design.md 4) --------------------------------------
@dataclass(frozen=True, kw_only=True)
class MakeCall(BoardCommand):
    """A call at the auction by the seat whose turn it is, alerted and explained by
    the caller's side if it wishes (Laws 20F, 40B)."""

    seat: str
    call: str
    alert: bool = False
    explanation: str | None = None


@dataclass(frozen=True, kw_only=True)
class PlayCard(BoardCommand):
    """A card from the seat to play; declarer plays dummy's (Law 45)."""

    seat: str
    card: str


@dataclass(frozen=True, kw_only=True)
class UndoLastAction(BoardCommand):
    """Takes back the last call or card; on a tournament board only the director may,
    with a reason (docs/design.md 4.5)."""

    reason: str = ""


@dataclass(frozen=True, kw_only=True)
class RedoLastUndone(BoardCommand):
    """Puts back the last action undone, while nothing else was done since."""

    reason: str = ""


# ---- claims and concessions (docs/design.md 4.4) ----------------------------------------
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
    """An opponent of the claimer disputes it: the director rules (Law 70)."""

    seat: str


@dataclass(frozen=True, kw_only=True)
class WithdrawClaim(BoardCommand):
    """The claimer takes the claim back before it is agreed or ruled on."""

    seat: str


@dataclass(frozen=True, kw_only=True)
class RuleOnClaim(BoardCommand):
    """The director's ruling on a disputed claim: the tricks the claimer's side takes
    of those left (Law 70)."""

    tricks: int
    explanation: str


# ---- irregularities, rulings and the director (docs/design.md 5) -----------------------
@dataclass(frozen=True, kw_only=True)
class DrawAttentionToRevoke(BoardCommand):
    """`by`: the caller's seat when the caller holds several."""

    seat: str
    trick: int
    by: str | None = None


@dataclass(frozen=True, kw_only=True)
class CorrectRevoke(BoardCommand):
    """Law 62: the revoke card taken back and `card` played instead, while the revoke
    is not established."""

    number: int
    card: str


@dataclass(frozen=True, kw_only=True)
class TakeBackCard(BoardCommand):
    """Law 62C: after revoke `number` was corrected, `seat` takes back its later card."""

    number: int
    seat: str


@dataclass(frozen=True, kw_only=True)
class CloseBoard(BoardCommand):
    """The round is over for this board: the director closes it (Law 64B5 then applies
    to revokes raised afterwards)."""


@dataclass(frozen=True, kw_only=True)
class MakeRuling(BoardCommand):
    """A director's ruling on the result: an adjusted score or a trick transfer (Law 12C),
    perhaps amending an earlier one; an artificial adjusted score when no result can be
    obtained (12C2); or, during the auction, whether a substitute for an insufficient bid
    is comparable (Law 27B1b)."""

    law: str
    kind: str
    explanation: str
    tricks: int | None = None
    to: str | None = None
    ns: int | None = None
    ew: int | None = None
    concerns: tuple[int, ...] = field(default=())
    amends: int | None = None
    comparable: bool | None = None  # kind comparable_call (Law 27B1b), during the auction
    grades: Mapping[str, str] | None = None  # kind artificial_score (Law 12C2): NS, EW


@dataclass(frozen=True, kw_only=True)
class DecidePrematurePlay(BoardCommand):
    """Declarer's option after a defender played before his partner (Law 57A): the
    partner's highest or lowest card of the suit led, a card of `suit`, or not of `suit`."""

    choice: str
    suit: str | None = None


@dataclass(frozen=True, kw_only=True)
class DecideLeadOutOfTurn(BoardCommand):
    """The decision on a lead out of turn: accept it, accept it and become dummy, or
    refuse it (Laws 53-56)."""

    decision: str


@dataclass(frozen=True, kw_only=True)
class DecideAuctionIrregularity(BoardCommand):
    """The offender's left-hand opponent accepts an insufficient bid or not (Law 27A)."""

    decision: str


@dataclass(frozen=True, kw_only=True)
class ExposeCardsInAuction(BoardCommand):
    """`seat`'s cards seen face up during the auction (Law 24)."""

    seat: str
    cards: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class RestrictLead(BoardCommand):
    """Declarer's choice when a defender with a major penalty card's partner is to lead:
    require or forbid the suit, or neither (Law 50D2); or when the partner of a player
    whose call was withdrawn is to lead: forbid one `suit`, or not (Law 26B)."""

    choice: str
    suit: str | None = None


@dataclass(frozen=True, kw_only=True)
class NameDirector(BoardCommand):
    """An admin or the board's creator names its director, or none."""

    director: str | None
