"""What a user asks of a board: one frozen command per use case (docs/design.md 4, 5).

A command holds what the request said, nothing checked yet: the handler of its class
(domain/board_handlers.py) reads seats and cards only once it knows who may act and when,
so a stranger learns nothing from the order of the errors. `BridgeLedger.execute` runs
every command; the HTTP routers, the command line and the importer build them.
"""

from __future__ import annotations

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
    seat: str
    call: str
    alert: bool = False
    explanation: str | None = None


@dataclass(frozen=True, kw_only=True)
class PlayCard(BoardCommand):
    seat: str
    card: str


@dataclass(frozen=True, kw_only=True)
class UndoLastAction(BoardCommand):
    reason: str = ""


@dataclass(frozen=True, kw_only=True)
class RedoLastUndone(BoardCommand):
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
    seat: str


@dataclass(frozen=True, kw_only=True)
class DisputeClaim(BoardCommand):
    seat: str


@dataclass(frozen=True, kw_only=True)
class WithdrawClaim(BoardCommand):
    seat: str


@dataclass(frozen=True, kw_only=True)
class RuleOnClaim(BoardCommand):
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
    number: int
    card: str


@dataclass(frozen=True, kw_only=True)
class TakeBackCard(BoardCommand):
    """Law 62C: after revoke `number` was corrected, `seat` takes back its later card."""

    number: int
    seat: str


@dataclass(frozen=True, kw_only=True)
class CloseBoard(BoardCommand):
    pass


@dataclass(frozen=True, kw_only=True)
class MakeRuling(BoardCommand):
    law: str
    kind: str
    explanation: str
    tricks: int | None = None
    to: str | None = None
    ns: int | None = None
    ew: int | None = None
    concerns: tuple[int, ...] = field(default=())
    amends: int | None = None


@dataclass(frozen=True, kw_only=True)
class DecideLeadOutOfTurn(BoardCommand):
    decision: str


@dataclass(frozen=True, kw_only=True)
class RestrictLead(BoardCommand):
    choice: str


@dataclass(frozen=True, kw_only=True)
class NameDirector(BoardCommand):
    director: str | None
