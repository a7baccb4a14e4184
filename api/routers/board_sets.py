"""A set of boards dealt from one seed, and their printable hand records (a PDF of each
deal with its double-dummy table and par), as a club director hands out after a session."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query, Response
from pydantic import BaseModel, Field

from api.auth import CurrentActor, ServicesDep
from api.double_dummy import analyses
from api.pagination import DEFAULT_PAGE, Cursor, Limit, decode_cursor, encode_cursor
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body, Seat, StrictInt, UserName
from domain.board.new_board import CreateBoard
from domain.policy import require_every_hand_visible
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.rules.board_sets import MAX_SET
from interchange.board_record import deal_record
from interchange.pbn_writer import write_pbn
from projections.board_sets import BoardSets

router = resource_router(tags=["boards"])


class BoardSetCreate(Body):
    seed: StrictInt | None = Field(
        default=None,
        ge=0,
        le=2**63 - 1,
        description="The same seed deals the same set. Left out, the service draws one at "
        "random (and gives it back); a tournament set's seed is at least 2**48.",
    )
    first: StrictInt = Field(default=1, ge=1, le=MAX_BOARD_NUMBER, description="First board.")
    count: StrictInt = Field(default=32, ge=1, le=MAX_SET, description="How many boards.")
    revoke_policy: str = Field(default="prevent", pattern="^(prevent|detect|auto)$")
    mode: str = Field(default="practice", pattern="^(practice|tournament)$")
    seats: dict[Seat, UserName] | None = Field(
        default=None, max_length=4, description="A user name for each of N, E, S and W."
    )


class SetBoardPublic(BaseModel):
    id: str
    board_number: int
    dealer: str = Field(description="From the board number (docs/design.md 4.1).")
    vulnerability: str = Field(description="From the board number (docs/design.md 4.1).")


class BoardSetPublic(BaseModel):
    seed: int
    boards: list[SetBoardPublic]


class DealtSetPublic(BaseModel):
    id: str
    seed: int = Field(description="The seed that dealt the set (it deals every hand).")
    first: int
    count: int
    mode: str
    boards: list[str] = Field(description="The ledger boards' ids, board `first` first.")
    created_by: str
    created_at: str


class BoardSetPage(BaseModel):
    items: list[DealtSetPublic]
    next: str | None = Field(description="Pass as `cursor` for the next page; null at the end.")


@router.get("/board-sets")
async def list_board_sets(
    actor: CurrentActor, services: ServicesDep, limit: Limit = DEFAULT_PAGE, cursor: Cursor = None
) -> BoardSetPage:
    """The sets dealt with `POST /board-sets` that the requester may see, oldest first, a
    page at a time: their seed deals every hand, so an admin sees all of them and anyone
    else those whose boards he directs."""
    after = decode_cursor(cursor, 2)

    def read() -> BoardSetPage:
        rows, following = BoardSets.page(
            services.database,
            actor.name,
            actor.is_admin,
            limit,
            (after[0], after[1]) if after else None,
        )
        return BoardSetPage(
            items=[
                DealtSetPublic(
                    id=row.id,
                    seed=row.seed,
                    first=row.first,
                    count=row.count,
                    mode=row.mode,
                    boards=list(row.boards),
                    created_by=row.created_by,
                    created_at=row.created_at,
                )
                for row in rows
            ],
            next=encode_cursor(following),
        )

    return await in_worker(read)


@router.post("/board-sets", status_code=201)
async def create_board_set(
    body: BoardSetCreate, actor: CurrentActor, services: ServicesDep
) -> BoardSetPublic:
    """Boards `first` to `first + count - 1`, each with its own deal from the seed and the
    dealer and vulnerability of its number; all created in one transaction. Without a
    seed the service draws one that no player can guess."""
    template = CreateBoard(revoke_policy=body.revoke_policy, mode=body.mode, seats=body.seats or {})
    seed, boards = await in_worker(
        lambda: services.app.create_board_set(actor, body.seed, body.first, body.count, template)
    )
    return BoardSetPublic(
        seed=seed,
        boards=[
            SetBoardPublic(
                id=str(board.id),
                board_number=board.setup.board_number,
                dealer=board.setup.dealer.value,
                vulnerability=board.setup.vulnerability.value,
            )
            for board in boards
        ],
    )


@router.get(
    "/hand-records",
    response_class=Response,
    responses={
        200: {"description": "The hand records as a PDF.", "content": {"application/pdf": {}}}
    },
)
async def print_hand_records(
    actor: CurrentActor,
    services: ServicesDep,
    board: Annotated[
        list[str], Query(min_length=1, max_length=MAX_SET, description="Board ids, in order.")
    ],
) -> Response:
    """Each board's deal, double-dummy table and par (each deal solved once, then kept).
    They show every hand: only to those who may see each board whole (its director,
    admins, the table once it is over)."""

    def run() -> bytes:
        # fpdf2 (with numpy and fontTools under it) is imported when a PDF is asked for, not
        # with the app: a third of every server's and command's start otherwise.
        from api.hand_records import hand_records_pdf

        boards = [services.app.board(actor, board_id) for board_id in board]  # 404 if hidden
        for found in boards:
            require_every_hand_visible(found, actor, "Hand records show")
        records = analyses(services.database, [found.setup for found in boards])
        numbers = sorted({found.setup.board_number for found in boards})
        title = f"Hand records, boards {numbers[0]}-{numbers[-1]}"
        return hand_records_pdf(records, title if len(numbers) > 1 else f"Board {numbers[0]}")

    content = await in_worker(run)
    return Response(
        content,
        media_type="application/pdf",
        headers={"Content-Disposition": 'attachment; filename="hand-records.pdf"'},
    )


@router.get(
    "/hand-records/pbn",
    response_class=Response,
    responses={
        200: {
            "description": "The deals as PBN 2.1, for a dealing machine.",
            "content": {"application/x-pbn": {"schema": {"type": "string"}}},
        }
    },
)
async def deals_for_dealing_machines(
    actor: CurrentActor,
    services: ServicesDep,
    board: Annotated[
        list[str], Query(min_length=1, max_length=MAX_SET, description="Board ids, in order.")
    ],
) -> Response:
    """The boards' deals as PBN (board number, dealer, vulnerability and deal; no auction
    nor play), the file a duplicating room's dealing machine reads; for the same people as
    the printed hand records."""

    def run() -> str:
        boards = [services.app.board(actor, board_id) for board_id in board]  # 404 if hidden
        for found in boards:
            require_every_hand_visible(found, actor, "A dealing machine's file shows")
        return "".join(write_pbn(deal_record(found.setup) for found in boards))

    content = await in_worker(run)
    return Response(
        content,
        media_type="application/x-pbn",
        headers={"Content-Disposition": 'attachment; filename="deals.pbn"'},
    )
