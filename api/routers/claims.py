"""Claims and concessions on a board (docs/design.md 4.4, Laws 68-71)."""

from api.auth import CurrentActor, ServicesDep
from api.claim_schemas import ClaimAnswer, ClaimCheckPublic, ClaimCreate, ClaimRuling
from api.command_routes import command_route
from api.double_dummy import DdsSolver
from api.replies import in_worker
from api.request_checks import resource_router
from domain.actors import Actor
from domain.board import Board
from domain.errors import Conflict
from domain.policy import require_double_dummy_viewer
from domain.rules.claims import Claim
from domain.rules.double_dummy import check_claim

router = resource_router(prefix="/boards/{board_id}/claims", tags=["claims"])


command_route(router, "", ClaimCreate.command, name="make_claim", status_code=201)
command_route(router, "/agree", ClaimAnswer.agree, name="agree_to_claim")
command_route(router, "/dispute", ClaimAnswer.dispute, name="dispute_claim")
command_route(router, "/withdraw", ClaimAnswer.withdraw, name="withdraw_claim")
command_route(router, "/object", ClaimAnswer.object_to_concession, name="object_to_concession")
command_route(router, "/play-on", ClaimAnswer.play_on, name="agree_to_play_on")
command_route(router, "/ruling", ClaimRuling.command, name="rule_on_claim")


@router.get("/check")
async def check(board_id: str, actor: CurrentActor, services: ServicesDep) -> ClaimCheckPublic:
    """The double-dummy check of the pending or disputed claim (docs/design.md 4.4)."""

    def run() -> ClaimCheckPublic:
        board = services.app.board(actor, board_id)
        claim = _claim_to_check(board, actor)
        result = check_claim(board.state, claim.seat, claim.tricks, DdsSolver())
        return ClaimCheckPublic.model_validate(result, from_attributes=True)

    return await in_worker(run)


def _claim_to_check(board: Board, actor: Actor) -> Claim:
    # The check is computed from every hand, so it tells the players what they may not see.
    require_double_dummy_viewer(board, actor, "the double-dummy check of a claim")
    claim = board.claims.pending
    if claim is not None and claim.status in ("pending", "disputed"):
        return claim
    if board.phase.is_over:
        raise Conflict(f"The board is over ({board.phase.value}); there is no open claim to check.")
    raise Conflict("There is no pending or disputed claim at this board to check.")
