"""A session's results: a table's result entered, or corrected
(docs/contract.md "Sessions", docs/design.md 6)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body, Seat, StrictBool, StrictInt
from api.services import Services
from api.session_schemas import (
    Pair,
    SessionPublic,
    session_public,
)
from domain.actors import Actor
from domain.board.results import artificial_score, board_score
from domain.errors import Conflict
from domain.limits import MAX_EXPLANATION
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.rules.errors import RuleViolation
from domain.rules.movements import MAX_MITCHELL_TABLES
from domain.session import Session
from domain.session_commands import (
    CorrectResult,
    EnterResult,
    ResultFacts,
)

router = resource_router(prefix="/sessions", tags=["sessions"])


class AdjustedCreate(Body):
    NS: Literal[60, 50, 40]
    EW: Literal[60, 50, 40]


class ResultCreate(Body):
    board_number: StrictInt = Field(ge=1, le=MAX_BOARD_NUMBER)
    ns: Pair
    ew: Pair
    contract: str | None = Field(default=None, max_length=8, description="4SX, 3NT or Pass.")
    declarer: Seat | None = None
    tricks: StrictInt | None = Field(default=None, ge=0, le=13)
    board_id: str | None = Field(default=None, max_length=64, description="A ledger board.")
    adjusted: AdjustedCreate | None = Field(default=None, description="Law 12C2, in percent.")
    table: StrictInt | None = Field(
        default=None, ge=1, le=MAX_MITCHELL_TABLES, description="Entered at this table."
    )
    round: StrictInt | None = Field(default=None, ge=1, le=2 * MAX_MITCHELL_TABLES)
    lead: str | None = Field(default=None, max_length=3, description="The opening lead, e.g. HT.")
    wrong_board: StrictBool = Field(
        default=False,
        description="Law 15B2 (the director only): the pairs played a board the movement "
        "does not give them, none of the four had played it, and its score stands.",
    )
    law: str | None = Field(
        default=None,
        min_length=1,
        max_length=12,
        description="The director only, on a correction or an adjusted score: the Law of the "
        '2017 code applied, e.g. "12C1(d)" or "12C2"; with explanation. GET /rulings lists it.',
    )
    explanation: str | None = Field(
        default=None, min_length=1, max_length=MAX_EXPLANATION, description="Why; with law."
    )


@router.post("/{session_id}/results", status_code=201, response_model_exclude_unset=True)
async def enter_result(
    session_id: str, body: ResultCreate, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    """A table's result; a pair plays a board once (409: correct it with PUT instead)."""
    return await _result(services, actor, session_id, body, correct=False)


@router.put("/{session_id}/results", response_model_exclude_unset=True)
async def correct_result(
    session_id: str, body: ResultCreate, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    """Replaces the result of the same pairs on the board; every traveller and ranking it
    touches is worked out again, and the log keeps who changed what."""
    return await _result(services, actor, session_id, body, correct=True)


async def _result(
    services: Services, actor: Actor, session_id: str, body: ResultCreate, *, correct: bool
) -> SessionPublic:
    def run() -> Session:
        services.scoring.session(session_id)  # 404 before anything about the body
        facts = _facts(services, actor, body)
        if correct:
            return services.scoring.execute(
                actor, CorrectResult(session_id=session_id, result=facts)
            )
        return services.scoring.execute(actor, EnterResult(session_id=session_id, result=facts))

    return session_public(await in_worker(run))


def _facts(services: Services, actor: Actor, body: ResultCreate) -> ResultFacts:
    given = [body.contract is not None, body.board_id is not None, body.adjusted is not None]
    if sum(given) != 1:
        raise RuleViolation("Give the contract, declarer and tricks, a board_id, or adjusted.")
    base = ResultFacts(body.board_number, body.ns, body.ew, table=body.table, round=body.round,
                       lead=body.lead, wrong_board=body.wrong_board, law=body.law,
                       explanation=body.explanation)  # fmt: skip
    if body.adjusted is not None:
        return ResultFacts(**{**vars(base), "adjusted_ns": body.adjusted.NS,
                              "adjusted_ew": body.adjusted.EW})  # fmt: skip
    if body.board_id is None:
        return ResultFacts(**{**vars(base), "contract": body.contract,
                              "declarer": body.declarer, "tricks": body.tricks})  # fmt: skip
    board = services.app.board(actor, body.board_id)  # 404 for a board the user may not see
    if board.setup.board_number != body.board_number:
        raise RuleViolation(f"That board is number {board.setup.board_number}, not "
                            f"{body.board_number}.")  # fmt: skip
    artificial = artificial_score(board)
    if artificial is not None:  # Law 12C2: no result, a percentage for each side
        return ResultFacts(**{**vars(base), "adjusted_ns": artificial.NS,
                              "adjusted_ew": artificial.EW, "board_id": str(board.id)})  # fmt: skip
    if not board.phase.is_over:
        raise Conflict("The board is still being played; its result comes once it is over.")
    score = board_score(board)  # the final score, rulings included
    return ResultFacts(**{**vars(base), "contract": score.contract,
                          "declarer": score.declarer, "tricks": score.declarer_tricks,
                          "score_ns": score.NS, "board_id": str(board.id)})  # fmt: skip
