"""Revokes on a board: drawing attention, correcting, listing (docs/design.md 5, Laws 61-64)."""

from api.auth import CurrentActor, ServicesDep
from api.double_dummy import DdsSolver
from api.replies import board_command, command_answer, in_worker
from api.request_checks import resource_router
from api.ruling_schemas import (
    CardAcceptance,
    CardWithdrawal,
    RevokeAttention,
    RevokeCorrection,
    RevokeEquityPublic,
    RevokePublic,
)
from domain.board.results import (
    RevokeEquityView,
    RevokeView,
    latest_revoke_entry,
    revoke_suggestion,
    revokes_known_to,
)
from domain.board.view import BoardPublic

router = resource_router(prefix="/boards/{board_id}/revokes", tags=["revokes"])


@router.post("", status_code=201, response_model=RevokePublic)
async def raise_revoke(
    board_id: str, body: RevokeAttention, actor: CurrentActor, services: ServicesDep
) -> RevokeView:
    """Draw attention to a suspected revoke; a false alarm is recorded as `no_revoke`."""
    return await command_answer(services, actor, body.command(board_id), latest_revoke_entry)


@router.post("/{number}/correct", response_model=BoardPublic)
async def correct(
    board_id: str, number: int, body: RevokeCorrection, actor: CurrentActor, services: ServicesDep
) -> BoardPublic:
    return await board_command(services, actor, body.command(board_id, number))


@router.post("/{number}/accept", response_model=BoardPublic)
async def accept(
    board_id: str, number: int, body: CardAcceptance, actor: CurrentActor, services: ServicesDep
) -> BoardPublic:
    """Law 52B1: declarer accepts a card a defender played instead of a penalty card."""
    return await board_command(services, actor, body.command(board_id, number))


@router.post("/{number}/withdraw", response_model=BoardPublic)
async def withdraw(
    board_id: str, number: int, body: CardWithdrawal, actor: CurrentActor, services: ServicesDep
) -> BoardPublic:
    """Law 62C: after the correction, a non-offender takes back its card played after the
    revoke; the cards played after it go back to their hands, to be played again."""
    return await board_command(services, actor, body.command(board_id, number))


@router.get("/{number}/double-dummy", response_model=RevokeEquityPublic)
async def double_dummy(
    board_id: str, number: int, actor: CurrentActor, services: ServicesDep
) -> RevokeEquityView:
    """For the director (Law 64C): the revoke card replaced by each legal card, solved."""

    def run() -> RevokeEquityView:
        board = services.app.board(actor, board_id)
        return revoke_suggestion(board, actor, number, DdsSolver())

    return await in_worker(run)


@router.get("", response_model=list[RevokePublic])
async def list_revokes(
    board_id: str, actor: CurrentActor, services: ServicesDep
) -> list[RevokeView]:
    return await in_worker(lambda: revokes_known_to(services.app.board(actor, board_id), actor))
