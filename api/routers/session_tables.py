"""A club evening's tables: what a table plays in its current round, and the opponents'
confirmation of a result entered there (docs/contract.md "A club evening")."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path
from pydantic import BaseModel, Field

from api.auth import CurrentActor, ServicesDep
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body, StrictInt
from api.session_card import PairCard, pair_card
from api.session_schemas import Pair, SessionPublic, session_public
from api.session_views import session_in_sight
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.rules.movements import MAX_MITCHELL_TABLES
from domain.session_commands import ConfirmResult, ReleaseHandRecords
from domain.session_sight import board_progress
from domain.session_tables import TableView, table_view
from domain.session_values import SessionResult

router = resource_router(prefix="/sessions", tags=["sessions"])


class TableResultPublic(BaseModel):
    board: int
    ns: str
    ew: str
    contract: str | None
    declarer: str | None
    tricks: int | None
    score_ns: int | None = Field(description="null for an artificial adjusted score")


class ScoredResultPublic(TableResultPublic):
    lead: str | None = Field(
        default=None,
        description="The opening lead, on a result that has one, where it may show (the "
        "table's players, the director, everyone once the board is public).",
    )


class WrongBoardPublic(ScoredResultPublic):
    ruling: str = Field(description="What the director ruled, in a sentence.")


class PendingResultPublic(TableResultPublic):
    lead: str | None
    entered_by: str
    side: str = Field(description="NS or EW: the side of the player who entered it.")


class TablePublic(BaseModel):
    table: int
    round: int = Field(description="The first round with results still to enter.")
    rounds: int
    ns: str | None
    ew: str | None
    ns_users: list[str]
    ew_users: list[str]
    boards: list[int]
    to_enter: list[int] = Field(description="The round's boards not scored yet.")
    pending: list[PendingResultPublic] = Field(description="Waiting for the opponents.")
    scored: list[ScoredResultPublic]
    finished: bool = Field(description="Every round of the table is scored.")
    wrong_boards: list[WrongBoardPublic] | None = Field(
        default=None,
        description="Only when the table has one in its round: a board the movement does "
        "not give it that its pairs played, whose score the director let stand (Law 15B2).",
    )


class ConfirmCreate(Body):
    board: StrictInt = Field(ge=1, le=MAX_BOARD_NUMBER)
    ns: Pair
    ew: Pair


def table_public(view: TableView) -> TablePublic:
    seating = view.seating
    public = TablePublic(
        table=view.table,
        round=view.round,
        rounds=view.rounds,
        ns=seating.ns,
        ew=seating.ew,
        ns_users=list(view.ns_users),
        ew_users=list(view.ew_users),
        boards=list(seating.boards),
        to_enter=list(view.to_enter),
        pending=[
            PendingResultPublic(
                board=p.board_number,
                ns=p.ns,
                ew=p.ew,
                contract=p.contract,
                declarer=p.declarer,
                tricks=p.tricks,
                score_ns=p.score_ns,
                lead=p.lead,
                entered_by=p.entered_by,
                side=p.side,
            )
            for p in view.pending
        ],
        scored=[_scored(r) for r in view.scored],
        finished=view.finished,
    )
    if view.wrong_boards:  # set only then, so that other tables answer as before
        public.wrong_boards = [
            WrongBoardPublic(**_scored(r).model_dump(exclude_unset=True), ruling=WRONG_BOARD)
            for r in view.wrong_boards
        ]
    return public


# Law 15B2 (2017): "if none of the four players have previously played the board the
# Director shall require the auction and play to be completed. He allows the score to
# stand and may require both pairs to play the correct board against one another later."
WRONG_BOARD = (
    "Not this table's board: none of the four had played it, so the director let its "
    "score stand (Law 15B2). The table's own board is played later, or the director "
    "gives an artificial score (Law 15B3)."
)


def _scored(result: SessionResult) -> ScoredResultPublic:
    scored = ScoredResultPublic(
        board=result.board_number,
        ns=result.ns,
        ew=result.ew,
        contract=result.contract,
        declarer=result.declarer,
        tricks=result.tricks,
        score_ns=result.score_ns,
    )
    if result.lead is not None:  # set only then: a result without one answers as before
        scored.lead = result.lead
    return scored


@router.get("/{session_id}/tables/{table}", response_model_exclude_unset=True)
async def get_table(
    session_id: str,
    table: Annotated[int, Path(ge=1, le=MAX_MITCHELL_TABLES)],
    actor: CurrentActor,
    services: ServicesDep,
) -> TablePublic:
    """The table's current round (the first with results still to enter): its pairs and
    their users, its boards, what is still to enter and what waits for confirmation (the
    results the requester may see: docs/contract.md "Travellers of boards still in play")."""

    def read() -> TableView:
        session, sight = session_in_sight(services, session_id, actor)
        return table_view(session, table, actor, sight)

    return table_public(await in_worker(read))


class BoardProgressPublic(BaseModel):
    board_number: int
    results: int = Field(description="The tables' results counted so far.")
    due: int | None = Field(description="The tables the movement has play it; null without one.")
    traveller: bool = Field(description="Whether its traveller shows to the requester now.")


class ProgressPublic(BaseModel):
    over: bool = Field(description="Every board played by every table due, or released.")
    ranking: bool = Field(description="Whether the ranking shows to the requester now.")
    boards: list[BoardProgressPublic]


@router.get("/{session_id}/progress")
async def get_progress(
    session_id: str, actor: CurrentActor, services: ServicesDep
) -> ProgressPublic:
    """How far the session is, board by board, and what of it shows to the requester: a
    board's traveller once he has played it or no table has it still to play, the ranking
    once the session is over (its director and admins: always)."""

    def read() -> ProgressPublic:
        session, sight = session_in_sight(services, session_id, actor)
        return ProgressPublic(
            over=sight.over,
            ranking=sight.shows_ranking,
            boards=[
                BoardProgressPublic(
                    board_number=board.board_number,
                    results=board.results,
                    due=board.due,
                    traveller=sight.shows_board(board.board_number),
                )
                for board in board_progress(session)
            ],
        )

    return await in_worker(read)


@router.post("/{session_id}/results/confirm", response_model_exclude_unset=True)
async def confirm_result(
    session_id: str, body: ConfirmCreate, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    """The opponents of the player who entered a table's result (or the director) confirm
    it; from then on the traveller and the ranking count it."""
    command = ConfirmResult(session_id=session_id, board_number=body.board, ns=body.ns,
                            ew=body.ew)  # fmt: skip
    return session_public(await in_worker(lambda: services.scoring.execute(actor, command)))


@router.post("/{session_id}/hand-records/release", response_model_exclude_unset=True)
async def release_hand_records(
    session_id: str, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    """The session's director (or an admin) makes every board's hand record public in the
    published results, before every table due to play it has its result in."""
    command = ReleaseHandRecords(session_id=session_id)
    return session_public(await in_worker(lambda: services.scoring.execute(actor, command)))


class PairRoundPublic(BaseModel):
    round: int
    table: int
    direction: str = Field(description="NS or EW.")
    opponents: str | None = Field(description="null where the pair sits out.")
    boards: list[int]


class CardBoardPublic(BaseModel):
    board_number: int
    direction: str = Field(description="NS or EW: where the pair sat.")
    opponents: str | None = Field(
        description="null for an artificial score the pair got alone: it could not play the "
        "board, its opponents having played it already (Law 15B3)."
    )
    contract: str | None
    declarer: str | None
    tricks: int | None
    score: int | None = Field(description="The pair's own score; null for an artificial one.")
    matchpoints: float = Field(description="Law 78A units, Neuberg-factored where needed.")
    top: float
    percent: float
    imps: float = Field(description="Cross-IMPs against every other table, averaged.")


class PairCardPublic(BaseModel):
    pair: str
    names: str | None
    rounds: list[PairRoundPublic] = Field(description="Where the pair sits, round by round.")
    boards: list[CardBoardPublic] = Field(
        description="Its counted results the requester may see: a player sees his own at "
        "once, another pair's boards once he has played them or every table has."
    )
    total: float | None = Field(description="As the ranking has it, once it shows.")
    percent: float | None
    rank: int | None


@router.get("/{session_id}/cards/{pair}")
async def get_pair_card(
    session_id: str,
    pair: Annotated[str, Path(min_length=1, max_length=16)],
    actor: CurrentActor,
    services: ServicesDep,
) -> PairCardPublic:
    """The pair's card (any user): its table, direction, opponents and boards each round,
    and its results so far with their matchpoints where their travellers may show to the
    requester (docs/contract.md "Travellers of boards still in play"); 404 for a pair the
    session neither seats nor scores."""

    def read() -> PairCard:
        session, sight = session_in_sight(services, session_id, actor)
        return pair_card(services.database, session, pair, sight)

    card = await in_worker(read)
    return PairCardPublic.model_validate(card, from_attributes=True)
