"""Revokes on a board: drawing attention, correcting, listing (docs/design.md 5, Laws 61-64)."""

from api.auth import CurrentActor, ServicesDep
from api.board_schemas import BoardPublic
from api.double_dummy import DdsSolver
from api.replies import board_command, in_worker
from api.request_checks import resource_router
from api.schemas import (
    CardTakenBack,
    RevokeAttention,
    RevokeCorrection,
    RevokeEquityPublic,
    RevokePublic,
)
from domain.board_results import (
    require_may_know_revokes,
    revoke_entries,
    revoke_entry,
    revoke_suggestion,
)
from domain.board_view import BoardView

router = resource_router(prefix="/boards/{board_id}/revokes", tags=["revokes"])


@router.post("", status_code=201)
async def raise_revoke(
    board_id: str, body: RevokeAttention, actor: CurrentActor, services: ServicesDep
) -> RevokePublic:
    """Draw attention to a suspected revoke; a false alarm is recorded as `no_revoke`."""

    def run() -> RevokePublic:
        board = services.app.execute(actor, body.command(board_id))
        return RevokePublic.model_validate(
            revoke_entry(board, board.revokes[-1].number), from_attributes=True
        )

    return await in_worker(run)


@router.post("/{number}/correct", response_model=BoardPublic)
async def correct(
    board_id: str, number: int, body: RevokeCorrection, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    return await board_command(services, actor, body.command(board_id, number))


@router.post("/{number}/withdraw", response_model=BoardPublic)
async def withdraw(
    board_id: str, number: int, body: CardTakenBack, actor: CurrentActor, services: ServicesDep
) -> BoardView:
    """Law 62C: after the correction, a non-offender takes back its card played after the
    revoke; the cards played after it go back to their hands, to be played again."""
    return await board_command(services, actor, body.command(board_id, number))


@router.get("/{number}/double-dummy")
async def double_dummy(
    board_id: str, number: int, actor: CurrentActor, services: ServicesDep
) -> RevokeEquityPublic:
    """For the director (Law 64C): the revoke card replaced by each legal card, solved."""

    def run() -> RevokeEquityPublic:
        board = services.app.board(actor, board_id)
        suggestion = revoke_suggestion(board, actor, number, DdsSolver())
        return RevokeEquityPublic.model_validate(suggestion, from_attributes=True)

    return await in_worker(run)


@router.get("")
async def list_revokes(
    board_id: str, actor: CurrentActor, services: ServicesDep
) -> list[RevokePublic]:
    def read() -> list[RevokePublic]:
        board = services.app.board(actor, board_id)
        require_may_know_revokes(board, actor)
        return [
            RevokePublic.model_validate(entry, from_attributes=True)
            for entry in revoke_entries(board)
        ]

    return await in_worker(read)
