"""Boards: create, call, play, undo and redo, and the read views (docs/contract.md "Boards")."""

from typing import Annotated, Literal

from fastapi import Query
from fastapi.responses import JSONResponse

from api.auth import CurrentActor, ServicesDep
from api.board_filters import BoardFilterDep
from api.command_routes import command_route
from api.event_views import event_public, timeline_entry
from api.pagination import (
    DEFAULT_PAGE,
    Cursor,
    Limit,
    decode_cursor,
    encode_cursor,
)
from api.replay_analysis import double_dummy_line
from api.replies import board_command, check_robot_systems, in_worker, view_for, viewer_rights
from api.request_checks import resource_router
from api.ruling_schemas import DirectorName
from api.schemas import (
    BoardCreate,
    BoardPage,
    BoardSummary,
    CallCreate,
    EventPublic,
    LegalPublic,
    PlayCreate,
    Rewind,
    ScorePublic,
    SeatCard,
    TrickPublic,
)
from api.table_reads import tricks_public
from domain.board.legal import LegalMoves, legal_moves
from domain.board.results import ScoreView, board_score
from domain.board.view import BoardAtStep, BoardPublic, board_view
from domain.policy import (
    hidden_explanations,
    hidden_from_seat,
    seen_from_seat,
    visible_hands,
)
from domain.rules.cards import Seat
from projections.boards import BoardSummaries
from projections.sessions import SessionResults

router = resource_router(prefix="/boards", tags=["boards"])


@router.post("", status_code=201, response_model=BoardPublic)
async def create_board(
    body: BoardCreate, actor: CurrentActor, services: ServicesDep
) -> BoardPublic:
    if body.systems:
        systems = list(body.systems.values())
        await in_worker(lambda: check_robot_systems(services, actor, systems))
    return await board_command(services, actor, body.command())


@router.get("")
async def list_boards(
    actor: CurrentActor,
    services: ServicesDep,
    filters: BoardFilterDep,
    limit: Limit = DEFAULT_PAGE,
    cursor: Cursor = None,
) -> BoardPage:
    """The boards the requester may see (admins: all), oldest first, a page at a time."""
    after = decode_cursor(cursor, 2)

    def read() -> BoardPage:
        rows, following = BoardSummaries.page(
            services.database,
            actor.name,
            actor.is_admin,
            filters,
            limit,
            (after[0], after[1]) if after else None,
        )
        events = SessionResults.events_of(services.database, [row["board_id"] for row in rows])
        return BoardPage(
            items=[BoardSummary.from_row(row, events.get(row["board_id"])) for row in rows],
            next=encode_cursor(following),
        )

    return await in_worker(read)


@router.get("/{board_id}", response_model=BoardPublic)
async def get_board(board_id: str, actor: CurrentActor, services: ServicesDep) -> BoardPublic:
    return await in_worker(lambda: view_for(services.app.board(actor, board_id), actor))


command_route(router, "/{board_id}/calls", CallCreate.command, name="make_call", status_code=201)
command_route(router, "/{board_id}/plays", PlayCreate.command, name="play_card", status_code=201)
command_route(router, "/{board_id}/undo", Rewind.undo, name="undo", body_optional=True)
command_route(router, "/{board_id}/redo", Rewind.redo, name="redo", body_optional=True)


@router.get("/{board_id}/tricks", response_model_exclude_defaults=True)
async def tricks(board_id: str, actor: CurrentActor, services: ServicesDep) -> list[TrickPublic]:
    return await in_worker(
        lambda: tricks_public(services.database, services.app.board(actor, board_id), actor)
    )


@router.get("/{board_id}/legal", response_model=LegalPublic)
async def legal(board_id: str, actor: CurrentActor, services: ServicesDep) -> LegalMoves:
    """The calls or cards the requester may make now, for the seat whose turn it is (a
    bidding box offers these and no others); empty when it is not his turn."""
    return await in_worker(lambda: legal_moves(services.app.board(actor, board_id), actor))


@router.get("/{board_id}/score", response_model=ScorePublic)
async def score(board_id: str, actor: CurrentActor, services: ServicesDep) -> ScoreView:
    """The table result, the transfers and rulings in force, and the final result."""
    return await in_worker(lambda: board_score(services.app.board(actor, board_id)))


command_route(
    router,
    "/{board_id}/director",
    DirectorName.command,
    name="name_director",
    method="PUT",
    doc="Name or change the board's director (an admin or the board's creator).",
)


@router.get("/{board_id}/replay", response_model=BoardAtStep)
async def replay(
    board_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    step: Annotated[int, Query(description="Events after the board's creation, 0 to version-1")],
    seat: Annotated[
        str | None, Query(max_length=8, description="Show the board as this seat saw it")
    ] = None,
    analysis: Annotated[
        Literal["dd"] | None,
        Query(
            description="dd adds `dd`: {declarer_tricks, cost: null | {card, seat, tricks}}, "
            "declarer's tricks with best play from this step and what the step's card cost "
            "its side (DDS); for whoever may see every hand. null before the auction ends."
        ),
    ] = None,
) -> BoardAtStep | JSONResponse:
    now, then = await in_worker(lambda: services.app.board_at(actor, board_id, step))
    visible = visible_hands(now, actor)
    unexplained = hidden_explanations(now, actor)
    if seat is not None:
        visible &= seen_from_seat(then, Seat.parse(seat))
        unexplained |= hidden_from_seat(then, Seat.parse(seat))
    shown = board_view(then, visible, unexplained, viewer=viewer_rights(now, then, actor))
    found = BoardAtStep.model_construct(**vars(shown), step=step)
    if analysis is None:
        return found
    line = await in_worker(lambda: double_dummy_line(services.app, actor, board_id, step))
    return JSONResponse({**found.model_dump(mode="json", by_alias=True), "dd": line})


@router.get("/{board_id}/replay/tricks", response_model_exclude_defaults=True)
async def replay_tricks(
    board_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    step: Annotated[int, Query(description="Events after the board's creation, 0 to version-1")],
) -> list[TrickPublic]:
    """The tricks played by that step of the replay, the one in progress last (its
    winner null): what a replay's trick list shows at the step."""
    _, then = await in_worker(lambda: services.app.board_at(actor, board_id, step))
    return [
        TrickPublic(
            number=trick.number,
            leader=trick.leader.value,
            cards=[SeatCard(seat=c.seat.value, card=str(c.card)) for c in trick.cards],
            winner=trick.winner.value if trick.winner else None,
        )
        for trick in then.state.tricks
    ]


@router.get("/{board_id}/events")
async def events(board_id: str, actor: CurrentActor, services: ServicesDep) -> list[EventPublic]:
    """The table (once the board is over) never learns from it which cards were revokes
    nobody raised: only the director and admins see every card's revoke flag."""

    def read() -> list[EventPublic]:
        found = services.app.board_events(actor, board_id)
        revokes = services.app.board(actor, board_id).is_director(actor)
        return [event_public(event, revokes=revokes) for event in found]

    return await in_worker(read)


@router.get("/{board_id}/timeline")
async def timeline(board_id: str, actor: CurrentActor, services: ServicesDep) -> list[EventPublic]:
    """Who did what and when, for everyone who may see the board; never the hidden deal."""

    def read() -> list[EventPublic]:
        board = services.app.board(actor, board_id)
        unexplained = hidden_explanations(board, actor)
        found = services.app.board_timeline(actor, board_id)
        return [timeline_entry(event, unexplained) for event in found]

    return await in_worker(read)
