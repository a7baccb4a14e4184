"""Claims and concessions on a board (docs/design.md 4.4, Laws 68-71)."""

from api.auth import CurrentActor, ServicesDep
from api.board_schemas import BoardPublic
from api.double_dummy import DdsSolver
from api.replies import board_command, in_worker
from api.request_checks import resource_router
from api.schemas import ClaimAnswer, ClaimCheckPublic, ClaimCreate, ClaimRuling
from domain.actors import Actor
from domain.board import Board
from domain.board_view import BoardView
from domain.errors import Conflict
from domain.policy import require_double_dummy_viewer
from domain.rules.claims import Claim
from domain.rules.double_dummy import check_claim

router = resource_router(prefix="/boards/{board_id}/claims", tags=["claims"])


@router.post("", status_code=201, response_model=BoardPublic)
async def make_claim(
    board_id: str, body: ClaimCreate, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(services, actor, body.command(board_id))


@router.post("/agree", response_model=BoardPublic)
async def agree(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(services, actor, body.agree(board_id))


@router.post("/dispute", response_model=BoardPublic)
async def dispute(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(services, actor, body.dispute(board_id))


@router.post("/withdraw", response_model=BoardPublic)
async def withdraw(
    board_id: str, body: ClaimAnswer, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(services, actor, body.withdraw(board_id))


@router.post("/ruling", response_model=BoardPublic)
async def rule(
    board_id: str, body: ClaimRuling, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(services, actor, body.command(board_id))


@router.get("/check")
async def check(board_id: str, actor: CurrentActor, services: ServicesDep) -> ClaimCheckPublic:
    """The double-dummy check of the pending or disputed claim (docs/design.md 4.4)."""

    def run() -> ClaimCheckPublic:
        board = services.app.board(actor, board_id)
        claim = _claim_to_check(board, actor)
        result = check_claim(board.state, claim.seat, claim.tricks, DdsSolver())
        return ClaimCheckPublic(
            claimer=result.claimer.value,
            side=result.side,
            tricks_left=result.tricks_left,
            claimed=result.claimed,
            double_dummy_max=result.double_dummy_max,
            reachable=result.reachable,
        )

    return await in_worker(run)


def _claim_to_check(board: Board, actor: Actor) -> Claim:
    # The check is computed from every hand, so it tells the players what they may not see.
    require_double_dummy_viewer(board, actor, "the double-dummy check of a claim")
    claim = board.claim
    if claim is not None and claim.status in ("pending", "disputed"):
        return claim
    if board.phase.is_over:
        raise Conflict(f"The board is over ({board.phase.value}); there is no open claim to check.")
    raise Conflict("There is no pending or disputed claim at this board to check.")
