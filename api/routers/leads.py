"""Decisions the table makes on an irregularity: a lead out of turn (Laws 53-56),
declarer's lead restriction after a penalty card (Law 50D2), the acceptance of an
insufficient bid (Law 27A), and cards exposed during the auction (Law 24)."""

from api.command_routes import command_route
from api.lead_schemas import (
    AuctionIrregularityDecision,
    ExposedCards,
    LeadOutOfTurnDecision,
    LeadRestrictionChoice,
)
from api.request_checks import resource_router

router = resource_router(prefix="/boards/{board_id}", tags=["leads"])

command_route(router, "/lead-out-of-turn", LeadOutOfTurnDecision.command, name="decide_lead")
command_route(router, "/lead-restriction", LeadRestrictionChoice.command, name="restrict_lead")
command_route(
    router,
    "/auction-irregularity",
    AuctionIrregularityDecision.command,
    name="decide_auction_irregularity",
)
command_route(router, "/exposed-cards", ExposedCards.command, name="expose_cards", status_code=201)
