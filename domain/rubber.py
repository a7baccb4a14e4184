"""The Rubber aggregate: a rubber or a Chicago played by four people at one table, deal
after deal (docs/design.md 6). Its events record each deal's facts (contract, declarer, tricks,
the honours held); the score sheet is worked out from them by the pure rules of
domain/rules/rubber.py. "We" sit North-South.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from uuid import uuid4

from eventsourcing.domain import Aggregate

from domain.actors import Actor
from domain.errors import Conflict, NotAllowed
from domain.handlers import Handlers
from domain.limits import check_one_line
from domain.rubber_commands import EndRubber, ScoreDeal, StartRubber
from domain.rules.calls import Contract
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.rubber import SIDES, RubberDeal, ScoreSheet, score_sheet

KINDS = ("rubber", "chicago")
MAX_DEALS = 100  # far beyond any rubber; a Chicago is four


class Rubber(Aggregate):
    class Started(Aggregate.Created):
        kind: str
        we: list[str]
        they: list[str]
        created_by: str

    def __init__(self, kind: str, we: list[str], they: list[str], created_by: str, **_: Any):
        self.kind = kind
        self.we = tuple(we)
        self.they = tuple(they)
        self.created_by = created_by
        self.deals: tuple[RubberDeal, ...] = ()
        self.ended = False

    class DealScored(Aggregate.Event):
        contract: str | None  # None for a passed-out deal
        declarer: str | None
        tricks: int | None
        honours_side: str | None
        honours: int
        board_id: str | None  # the ledger board it was played on, if any
        actor: str

        def apply(self, rubber: Rubber) -> None:
            contract = (
                Contract.parse(self.contract, Seat(self.declarer))
                if self.contract is not None and self.declarer is not None
                else None
            )
            dealt = RubberDeal(contract, self.tricks, self.honours_side, self.honours)
            rubber.deals = (*rubber.deals, dealt)

    class Ended(Aggregate.Event):
        actor: str

        def apply(self, rubber: Rubber) -> None:
            rubber.ended = True

    @property
    def sheet(self) -> ScoreSheet:
        return score_sheet(self.kind, self.deals, self.ended)

    def may_see(self, actor: Actor) -> bool:
        return actor.is_admin or actor.name in (self.created_by, *self.we, *self.they)


def start_rubber(actor: Actor, command: StartRubber) -> Rubber:
    if command.kind not in KINDS:
        raise RuleViolation("kind is rubber or chicago.")
    names = [
        check_one_line(name, "a player's name", 64).strip() for name in (*command.we, *command.they)
    ]
    if not all(names) or len({name.casefold() for name in names}) != 4:
        raise RuleViolation("A rubber needs four different players: two for we, two for they.")
    rubber: Rubber = Rubber._create(
        Rubber.Started,
        id=uuid4(),
        kind=command.kind,
        we=names[:2],
        they=names[2:],
        created_by=actor.name,
    )
    return rubber


# ---- the handlers ScoringLedger.execute runs, one per command class -------------------------
RubberHandler = Callable[[Rubber, Actor, Any], None]
RUBBER_HANDLERS: Handlers[RubberHandler] = Handlers("rubber")


@RUBBER_HANDLERS.handles(ScoreDeal)
def score_deal(rubber: Rubber, actor: Actor, command: ScoreDeal) -> None:
    _require_may_score(rubber, actor)
    if rubber.sheet.over:
        raise Conflict(f"The {rubber.kind} is over; no deal can be added.")
    if len(rubber.deals) >= MAX_DEALS:
        raise Conflict(f"A {rubber.kind} holds at most {MAX_DEALS} deals.")
    if command.contract.strip().lower() in ("pass", "p"):
        rubber.trigger_event(
            Rubber.DealScored, contract=None, declarer=None, tricks=None, honours_side=None,
            honours=0, board_id=command.board_id, actor=actor.name,
        )  # fmt: skip
        return
    if command.declarer is None or command.tricks is None:
        raise RuleViolation("A deal needs its contract, declarer and declarer's tricks.")
    declarer = Seat.parse(command.declarer)
    contract = Contract.parse(command.contract, declarer)
    if command.honours and command.honours_side not in SIDES:
        raise RuleViolation("Honours go to we or they.")
    dealt = RubberDeal(contract, command.tricks, command.honours_side, command.honours)
    rubber.trigger_event(
        Rubber.DealScored, contract=contract.text, declarer=declarer.value, tricks=dealt.tricks,
        honours_side=dealt.honours_side if dealt.honours else None, honours=dealt.honours,
        board_id=command.board_id, actor=actor.name,
    )  # fmt: skip


@RUBBER_HANDLERS.handles(EndRubber)
def end_rubber(rubber: Rubber, actor: Actor, _command: EndRubber) -> None:
    _require_may_score(rubber, actor)
    if rubber.sheet.over:
        raise Conflict(f"The {rubber.kind} is already over.")
    rubber.trigger_event(Rubber.Ended, actor=actor.name)


def _require_may_score(rubber: Rubber, actor: Actor) -> None:
    if not (actor.is_admin or actor.name in (rubber.created_by, *rubber.we, *rubber.they)):
        raise NotAllowed("Only the rubber's players, its scorer or an admin keep its score.")
