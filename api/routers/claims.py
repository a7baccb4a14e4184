"""Claims and concessions on a board (DESIGN 4.4, Laws 68-71)."""

from fastapi import APIRouter

from api.auth import CurrentActor, ServicesDep
from api.replies import BoardView, after_command
from api.schemas import ClaimAnswer, ClaimCreate, ClaimRuling

router = APIRouter(prefix="/boards/{board_id}/claims", tags=["claims"])


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
    return after_command(services, actor, board)


@router.post("/agree")
def agree(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    board = services.app.respond_to_claim(actor, board_id, body.seat, True, body.expected_version)
    return after_command(services, actor, board)


@router.post("/dispute")
def dispute(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    board = services.app.respond_to_claim(actor, board_id, body.seat, False, body.expected_version)
    return after_command(services, actor, board)


@router.post("/withdraw")
def withdraw(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    board = services.app.withdraw_claim(actor, board_id, body.seat, body.expected_version)
    return after_command(services, actor, board)


@router.post("/ruling")
def rule(board_id: str, body: ClaimRuling, actor: CurrentActor, services: ServicesDep) -> BoardView:
    board = services.app.rule_on_claim(
        actor, board_id, body.tricks, body.explanation, body.expected_version
    )
    return after_command(services, actor, board)
