"""Claims and concessions on a board (DESIGN 4.4, Laws 68-71)."""

from typing import Any

from fastapi import APIRouter

from api.auth import CurrentActor, ServicesDep
from api.schemas import ClaimAnswer, ClaimCreate, ClaimRuling
from domain.board_view import board_view
from domain.visibility import visible_hands

router = APIRouter(prefix="/boards/{board_id}/claims", tags=["claims"])
BoardView = dict[str, Any]


@router.post("", status_code=201)
def make_claim(
    board_id: str, body: ClaimCreate, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    board = services.app.make_claim(
        actor,
        board_id,
        body.seat,
        body.tricks,
        body.concede,
        body.statement,
        body.expected_version,
    )
    services.runner.catch_up()
    return board_view(board, visible_hands(board, actor))


@router.post("/agree")
def agree(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    board = services.app.respond_to_claim(actor, board_id, body.seat, True, body.expected_version)
    services.runner.catch_up()
    return board_view(board, visible_hands(board, actor))


@router.post("/dispute")
def dispute(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    board = services.app.respond_to_claim(actor, board_id, body.seat, False, body.expected_version)
    services.runner.catch_up()
    return board_view(board, visible_hands(board, actor))


@router.post("/withdraw")
def withdraw(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    board = services.app.withdraw_claim(actor, board_id, body.seat, body.expected_version)
    services.runner.catch_up()
    return board_view(board, visible_hands(board, actor))


@router.post("/ruling")
def rule(board_id: str, body: ClaimRuling, actor: CurrentActor, services: ServicesDep) -> BoardView:
    board = services.app.rule_on_claim(
        actor, board_id, body.tricks, body.explanation, body.expected_version
    )
    services.runner.catch_up()
    return board_view(board, visible_hands(board, actor))
