"""Decisions on leads: a lead out of turn (Laws 53-56) and declarer's lead restriction
after a penalty card (Law 50D2)."""

from api.auth import CurrentActor, ServicesDep
from api.board_schemas import BoardPublic
from api.replies import board_command
from api.request_checks import resource_router
from api.schemas import LeadOutOfTurnDecision, LeadRestrictionChoice
from domain.board_view import BoardView

router = resource_router(prefix="/boards/{board_id}", tags=["leads"])


@router.post("/lead-out-of-turn", response_model=BoardPublic)
async def decide_lead(
    board_id: str, body: LeadOutOfTurnDecision, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(services, actor, body.command(board_id))


@router.post("/lead-restriction", response_model=BoardPublic)
async def restrict_lead(
    board_id: str, body: LeadRestrictionChoice, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(services, actor, body.command(board_id))
