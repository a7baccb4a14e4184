"""Decisions on leads: a lead out of turn (Laws 53-56) and declarer's lead restriction
after a penalty card (Law 50D2)."""



from api.auth import CurrentActor, ServicesDep
from api.replies import BoardView, board_command
from api.request_checks import resource_router
from api.schemas import LeadOutOfTurnDecision, LeadRestrictionChoice

router = resource_router(prefix="/boards/{board_id}", tags=["leads"])


@router.post("/lead-out-of-turn")
async def decide_lead(
    board_id: str, body: LeadOutOfTurnDecision, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(
        services,
        actor,
        lambda: services.app.decide_lead(actor, board_id, body.decision, body.expected_version),
    )


@router.post("/lead-restriction")
async def restrict_lead(
    board_id: str, body: LeadRestrictionChoice, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(
        services,
        actor,
        lambda: services.app.restrict_lead(actor, board_id, body.choice, body.expected_version),
    )
