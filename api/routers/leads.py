"""Decisions on leads: a lead out of turn (Laws 53-56) and declarer's lead restriction
after a penalty card (Law 50D2)."""

from api.command_routes import command_route
from api.request_checks import resource_router
from api.schemas import LeadOutOfTurnDecision, LeadRestrictionChoice

router = resource_router(prefix="/boards/{board_id}", tags=["leads"])

command_route(router, "/lead-out-of-turn", LeadOutOfTurnDecision.command, name="decide_lead")
command_route(router, "/lead-restriction", LeadRestrictionChoice.command, name="restrict_lead")
