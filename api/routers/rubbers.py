"""Rubber bridge and Chicago score sheets
(docs/contract.md "Rubber and Chicago", docs/design.md 6)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body, Seat, StrictInt, UserName
from api.services import Services
from domain.actors import Actor
from domain.board.results import board_score
from domain.errors import Conflict
from domain.rubber import Rubber
from domain.rubber_commands import EndRubber, ScoreDeal, StartRubber
from domain.rules.calls import Contract
from domain.rules.cards import Seat as TableSeat
from domain.rules.errors import RuleViolation
from domain.rules.rubber import honours_in

router = resource_router(prefix="/rubbers", tags=["rubbers"])


class RubberCreate(Body):
    kind: Literal["rubber", "chicago"] = "rubber"
    we: list[UserName] = Field(min_length=2, max_length=2, description="North and South.")
    they: list[UserName] = Field(min_length=2, max_length=2, description="East and West.")


class HonoursCreate(Body):
    side: Literal["we", "they"]
    points: Literal[100, 150]


class DealCreate(Body):
    board_id: str | None = Field(
        default=None, max_length=64, description="A complete board of the ledger."
    )
    contract: str | None = Field(default=None, max_length=8, description="4S, 3NTX or Pass.")
    declarer: Seat | None = None
    tricks: StrictInt | None = Field(default=None, ge=0, le=13, description="Declarer's tricks.")
    honours: HonoursCreate | None = None


class SidesInt(BaseModel):
    we: int
    they: int


class SidesBool(BaseModel):
    we: bool
    they: bool


class SheetLinePublic(BaseModel):
    number: int
    contract: str
    declarer: str | None
    tricks: int | None
    vulnerable: SidesBool
    below: SidesInt = Field(description="Trick points for the tricks bid.")
    above: SidesInt = Field(description="Overtricks, undertricks, bonuses and honours.")


class ScoreSheetPublic(BaseModel):
    id: str
    kind: str
    we: list[str]
    they: list[str]
    deals: list[SheetLinePublic]
    games: SidesInt
    totals: SidesInt = Field(
        description="While not over, with what stopping now would add (300 for a game, 50 for "
        "a partscore in an unfinished game)."
    )
    over: bool


def sheet_public(rubber: Rubber) -> ScoreSheetPublic:
    sheet = rubber.sheet
    return ScoreSheetPublic(
        id=str(rubber.id),
        kind=rubber.kind,
        we=list(rubber.we),
        they=list(rubber.they),
        deals=[
            SheetLinePublic(
                number=line.number,
                contract=line.contract,
                declarer=line.declarer,
                tricks=line.tricks,
                vulnerable=SidesBool(**line.vulnerable),
                below=SidesInt(**line.below),
                above=SidesInt(**line.above),
            )
            for line in sheet.lines
        ],
        games=SidesInt(**sheet.games),
        totals=SidesInt(**sheet.totals),
        over=sheet.over,
    )


@router.post("", status_code=201)
async def start_rubber(
    body: RubberCreate, actor: CurrentActor, services: ServicesDep
) -> ScoreSheetPublic:
    command = StartRubber(
        kind=body.kind, we=(body.we[0], body.we[1]), they=(body.they[0], body.they[1])
    )
    return sheet_public(await in_worker(lambda: services.scoring.execute(actor, command)))


@router.get("/{rubber_id}")
async def get_rubber(
    rubber_id: str, actor: CurrentActor, services: ServicesDep
) -> ScoreSheetPublic:
    return sheet_public(await in_worker(lambda: services.scoring.rubber(actor, rubber_id)))


@router.post("/{rubber_id}/deals", status_code=201)
async def score_deal(
    rubber_id: str, body: DealCreate, actor: CurrentActor, services: ServicesDep
) -> ScoreSheetPublic:
    def run() -> Rubber:
        services.scoring.rubber(actor, rubber_id)  # 404 before anything about the body
        return services.scoring.execute(actor, deal_command(services, actor, rubber_id, body))

    return sheet_public(await in_worker(run))


@router.post("/{rubber_id}/end")
async def end_rubber(
    rubber_id: str, actor: CurrentActor, services: ServicesDep
) -> ScoreSheetPublic:
    command = EndRubber(rubber_id=rubber_id)
    return sheet_public(await in_worker(lambda: services.scoring.execute(actor, command)))


def deal_command(services: Services, actor: Actor, rubber_id: str, body: DealCreate) -> ScoreDeal:
    """The deal as given, or read from a complete board of the ledger: its contract, the
    declarer's tricks after any transfer, and the honours its deal holds."""
    if (body.board_id is None) == (body.contract is None):
        raise RuleViolation("Give a board_id, or the contract, declarer and tricks; not both.")
    if body.board_id is None:
        assert body.contract is not None
        honours = body.honours
        return ScoreDeal(
            rubber_id=rubber_id,
            contract=body.contract,
            declarer=body.declarer,
            tricks=body.tricks,
            honours_side=honours.side if honours else None,
            honours=honours.points if honours else 0,
        )
    board = services.app.board(actor, body.board_id)
    if not board.phase.is_over:
        raise Conflict("The board is still being played; score it once it is over.")
    score = board_score(board)
    if score.artificial is not None:
        raise RuleViolation("The board has an artificial score, which a rubber cannot use.")
    if score.table is not None:
        raise RuleViolation("The board's result is an adjusted score, which a rubber cannot use.")
    if score.contract == "Pass":
        return ScoreDeal(rubber_id=rubber_id, contract="Pass", board_id=str(board.id))
    contract = Contract.parse(score.contract, TableSeat(str(score.declarer)))
    held = honours_in(board.setup.deal, contract.strain)
    return ScoreDeal(
        rubber_id=rubber_id,
        contract=contract.text,
        declarer=contract.declarer.value,
        tricks=score.declarer_tricks or 0,
        honours_side=held[0] if held else None,
        honours=held[1] if held else 0,
        board_id=str(board.id),
    )
