"""Claims and concessions on a board (DESIGN 4.4, Laws 68-71)."""

from fastapi import APIRouter

from api.auth import CurrentActor, ServicesDep
from api.replies import BoardView, board_command
from api.schemas import ClaimAnswer, ClaimCreate, ClaimRuling

router = APIRouter(prefix="/boards/{board_id}/claims", tags=["claims"])


@router.post("", status_code=201)
async def make_claim(
    board_id: str, body: ClaimCreate, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(
        services,
        actor,
        lambda: services.app.make_claim(
            actor,
            board_id,
            body.seat,
            body.tricks,
            body.concede,
            body.statement,
            body.expected_version,
        ),
    )


@router.post("/agree")
async def agree(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(
        services,
        actor,
        lambda: services.app.respond_to_claim(
            actor, board_id, body.seat, True, body.expected_version
        ),
    )


@router.post("/dispute")
async def dispute(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(
        services,
        actor,
        lambda: services.app.respond_to_claim(
            actor, board_id, body.seat, False, body.expected_version
        ),
    )


@router.post("/withdraw")
async def withdraw(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(
        services,
        actor,
        lambda: services.app.withdraw_claim(actor, board_id, body.seat, body.expected_version),
    )


@router.post("/ruling")
async def rule(
    board_id: str, body: ClaimRuling, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(
        services,
        actor,
        lambda: services.app.rule_on_claim(
            actor, board_id, body.tricks, body.explanation, body.expected_version
        ),
    )
