"""Decisions the table makes on an irregularity: a lead out of turn (Laws 53-56),
declarer's lead restriction (Laws 50D2, 26B), the acceptance of an irregular call (Laws
25, 27A, 29), cards exposed during the auction (Law 24), and declarer's option after a
defender's premature lead or play (Law 57A), the penalty card declarer designates
(Law 51A), an unintended designation changed (Law 45C4(b)), the declaring side's cards
faced after an opening lead out of turn (Laws 54A, 54C) and a card led or played out of
turn after an opponent said it was the player's turn (Law 47E1), or played before an
opponent's explanation was corrected (Law 47E2(a)), and two leads ruled simultaneous
(Law 58A)."""

from api.command_routes import command_route
from api.lead_schemas import (
    AuctionIrregularityDecision,
    CardRetractionAfterCorrection,
    CardsFacedAfterOpeningLead,
    DesignationChange,
    ExplanationCorrection,
    ExposedCards,
    LeadOutOfTurnDecision,
    LeadRestrictionChoice,
    MisinformedCallChange,
    MisinformedCardRetraction,
    PenaltyCardDesignation,
    PrematurePlayChoice,
    SimultaneousLead,
)
from api.request_checks import resource_router
from api.ruling_schemas import CardsExposedInPlayBody

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
command_route(router, "/premature-play", PrematurePlayChoice.command, name="decide_premature_play")
command_route(
    router,
    "/cards-exposed-in-play",
    CardsExposedInPlayBody.command,
    name="expose_cards_in_play",
    status_code=201,
)
command_route(
    router,
    "/explanation-corrections",
    ExplanationCorrection.command,
    name="correct_explanation",
    status_code=201,
)
command_route(
    router,
    "/misinformed-call",
    MisinformedCallChange.command,
    name="change_misinformed_call",
    status_code=201,
)
command_route(
    router,
    "/penalty-card-designation",
    PenaltyCardDesignation.command,
    name="designate_penalty_card",
)
command_route(
    router,
    "/designation-change",
    DesignationChange.command,
    name="change_designation",
    status_code=201,
)
command_route(
    router,
    "/cards-faced-after-opening-lead",
    CardsFacedAfterOpeningLead.command,
    name="record_cards_faced_after_opening_lead",
    status_code=201,
)
command_route(
    router,
    "/misinformed-card-retraction",
    MisinformedCardRetraction.command,
    name="retract_misinformed_card",
    status_code=201,
)
command_route(
    router,
    "/card-retraction-after-correction",
    CardRetractionAfterCorrection.command,
    name="retract_card_after_correction",
    status_code=201,
)
command_route(
    router,
    "/simultaneous-lead",
    SimultaneousLead.command,
    name="rule_simultaneous_lead",
    status_code=201,
)
