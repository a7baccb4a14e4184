"""Duplicate sessions: results, travellers and rankings
(docs/contract.md "Sessions", docs/design.md 6)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Annotated, Literal

from fastapi import Path, Query, Request, Response
from pydantic import BaseModel, Field

from api.auth import CurrentActor, ServicesDep
from api.pagination import LINKED_PAGES, Cursor, decode_cursor, encode_cursor
from api.replies import in_worker
from api.request_checks import resource_router
from api.schemas import Body, Seat, StrictBool, StrictInt, UserName
from api.services import Services
from api.session_board_set import board_set_deals
from api.session_schemas import (
    Pair,
    RankingLinePublic,
    SessionPublic,
    ranking_line_public,
    session_public,
)
from api.session_system_choice import SystemChoice
from api.session_views import (
    one_sided_lines,
    session_in_sight,
    shown_ranking,
    shown_traveller,
    where_played,
)
from domain.actors import Actor
from domain.board.results import artificial_score, board_score
from domain.errors import Conflict
from domain.limits import MAX_EXPLANATION
from domain.rules.board_numbers import MAX_BOARD_NUMBER
from domain.rules.errors import RuleViolation
from domain.rules.movements import MAX_BOARDS_PER_ROUND, MAX_MITCHELL_TABLES
from domain.session import Scoring, Session
from domain.session_commands import (
    CorrectResult,
    CreateSession,
    EnterResult,
    MovementSpec,
    NamePair,
    NamePairUsers,
    ResultFacts,
)
from domain.session_tables import MAX_PAIR_USERS, require_may_name_pairs
from projections.sessions import SessionResults

router = resource_router(prefix="/sessions", tags=["sessions"])

BoardNumber = Annotated[int, Path(ge=1, le=MAX_BOARD_NUMBER)]
# The most boards a movement plays: every table its own boards every round.
MAX_SET_BOARDS = 2 * MAX_MITCHELL_TABLES * MAX_BOARDS_PER_ROUND


class MovementCreate(Body):
    kind: Literal["mitchell", "howell", "teams"]
    tables: StrictInt = Field(ge=1, le=MAX_MITCHELL_TABLES)
    rounds: StrictInt = Field(ge=1, le=2 * MAX_MITCHELL_TABLES)
    boards_per_round: StrictInt = Field(ge=1, le=MAX_BOARDS_PER_ROUND)
    arrow_switch: list[StrictInt] = Field(
        default_factory=list,
        max_length=2 * MAX_MITCHELL_TABLES,
        description="Rounds of a Mitchell in which the pairs switch directions.",
    )
    pairs: StrictInt | None = Field(
        default=None,
        ge=2,
        le=2 * MAX_MITCHELL_TABLES,
        description="2T, or 2T-1 for a half table (a stationary pair does not come).",
    )


class SessionCreate(Body):
    name: str = Field(min_length=1, max_length=80)
    scoring: Scoring = "MP"
    movement: MovementCreate | None = Field(
        default=None, description="Who plays which boards against whom, table by table."
    )
    board_set: list[Annotated[str, Field(max_length=64)]] | None = Field(
        default=None,
        min_length=1,
        max_length=MAX_SET_BOARDS,
        description="Ledger boards (ids from POST /board-sets) dealing every board the "
        "movement plays, one each: leads are checked against their deals and the "
        "published results show their hand records.",
    )
    system: SystemChoice | None = Field(
        default=None,
        description="The bidding system the robots at its tables bid (a base system and "
        "conventions of the library); without one, the library's SAYC.",
    )


class AdjustedCreate(Body):
    NS: Literal[60, 50, 40]
    EW: Literal[60, 50, 40]


class ResultCreate(Body):
    board_number: StrictInt = Field(ge=1, le=MAX_BOARD_NUMBER)
    ns: Pair
    ew: Pair
    contract: str | None = Field(default=None, max_length=8, description="4SX, 3NT or Pass.")
    declarer: Seat | None = None
    tricks: StrictInt | None = Field(default=None, ge=0, le=13)
    board_id: str | None = Field(default=None, max_length=64, description="A ledger board.")
    adjusted: AdjustedCreate | None = Field(default=None, description="Law 12C2, in percent.")
    table: StrictInt | None = Field(
        default=None, ge=1, le=MAX_MITCHELL_TABLES, description="Entered at this table."
    )
    round: StrictInt | None = Field(default=None, ge=1, le=2 * MAX_MITCHELL_TABLES)
    lead: str | None = Field(default=None, max_length=3, description="The opening lead, e.g. HT.")
    wrong_board: StrictBool = Field(
        default=False,
        description="Law 15B2 (the director only): the pairs played a board the movement "
        "does not give them, none of the four had played it, and its score stands.",
    )
    law: str | None = Field(
        default=None,
        min_length=1,
        max_length=12,
        description="The director only, on a correction or an adjusted score: the Law of the "
        '2017 code applied, e.g. "12C1(d)" or "12C2"; with explanation. GET /rulings lists it.',
    )
    explanation: str | None = Field(
        default=None, min_length=1, max_length=MAX_EXPLANATION, description="Why; with law."
    )


class TravellerLinePublic(BaseModel):
    ns: str | None = Field(description="null only on a pair's one-sided artificial score.")
    ew: str | None = Field(description="null only on a pair's one-sided artificial score.")
    contract: str | None
    declarer: str | None
    tricks: int | None
    score_ns: int | None = Field(description="null for an artificial adjusted score")
    mp_ns: float | None = Field(description="Law 78A units: 2 per score beaten, 1 per tie.")
    mp_ew: float | None
    percent_ns: float | None
    imp_ns: float | None = Field(description="Cross-IMPs against every other table, averaged.")
    artificial_percent: int | None = Field(
        default=None,
        description="Only on a line of one pair alone (Law 15B3, 12C2(a)): the artificial "
        "score in percent of the board's top given to the pair that could not play the "
        "board (its opponents had played it); the other side's pair and numbers are null.",
    )
    lead: str | None = Field(
        default=None,
        description="The opening lead the table gave (e.g. HK), on a line that has one and "
        "only where it may show: to that table's players and the director, to everyone once "
        "no table has the board still to play (a card of the deal, as the hand record).",
    )
    form: int | None = Field(
        default=None,
        description="Only on a fouled board (Law 87): the form the table played, 0 the "
        "correct one, 1 and up the changed ones; each form is matchpointed on its own.",
    )


@router.post("", status_code=201, response_model_exclude_unset=True)
async def create_session(
    body: SessionCreate, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    movement = None
    if body.movement is not None:
        given = body.movement
        movement = MovementSpec(given.kind, given.tables, given.rounds, given.boards_per_round,
                                tuple(given.arrow_switch), given.pairs)  # fmt: skip
    board_ids = body.board_set or []

    def run() -> Session:
        deals = board_set_deals(services, actor, board_ids)
        system = body.system.system(services) if body.system is not None else None
        command = CreateSession(
            name=body.name, scoring=body.scoring, movement=movement, board_set=deals,
            system=system,
        )  # fmt: skip
        return services.scoring.execute(actor, command)

    return session_public(await in_worker(run))


@router.get("", response_model_exclude_unset=True, responses=LINKED_PAGES)
async def list_sessions(
    request: Request,
    response: Response,
    _: CurrentActor,
    services: ServicesDep,
    limit: Annotated[int, Query(ge=1, le=500)] = 500,
    cursor: Cursor = None,
) -> list[SessionPublic]:
    """Oldest first, a page at a time: the `Link` header names the next page."""
    after = decode_cursor(cursor, 2)

    def read() -> list[SessionPublic]:
        database = services.database
        rows = SessionResults.sessions(database, limit + 1, (after[0], after[1]) if after else None)
        if len(rows) > limit:
            rows = rows[:limit]
            following = encode_cursor((rows[-1].created_at, rows[-1].id))
            response.headers["Link"] = (
                f'<{request.url.include_query_params(cursor=following)}>; rel="next"'
            )
        teams = SessionResults.teams_of(database, [r.id for r in rows])
        return [
            SessionPublic(
                id=r.id,
                name=r.name,
                scoring=r.scoring,
                created_by=r.created_by,
                results=r.results,
                teams=_teams(teams[r.id]),
            )
            for r in rows
        ]

    return await in_worker(read)


def _teams(team_of: dict[str, str]) -> dict[str, list[str]]:
    teams: dict[str, list[str]] = {}
    for pair, team in sorted(team_of.items()):
        teams.setdefault(team, []).append(pair)
    return teams


@router.get("/{session_id}", response_model_exclude_unset=True)
async def get_session(session_id: str, _: CurrentActor, services: ServicesDep) -> SessionPublic:
    return session_public(await in_worker(lambda: services.scoring.session(session_id)))


@router.post("/{session_id}/results", status_code=201, response_model_exclude_unset=True)
async def enter_result(
    session_id: str, body: ResultCreate, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    """A table's result; a pair plays a board once (409: correct it with PUT instead)."""
    return await _result(services, actor, session_id, body, correct=False)


@router.put("/{session_id}/results", response_model_exclude_unset=True)
async def correct_result(
    session_id: str, body: ResultCreate, actor: CurrentActor, services: ServicesDep
) -> SessionPublic:
    """Replaces the result of the same pairs on the board; every traveller and ranking it
    touches is worked out again, and the log keeps who changed what."""
    return await _result(services, actor, session_id, body, correct=True)


@router.get("/{session_id}/boards/{board_number}", response_model_exclude_unset=True)
async def get_traveller(
    session_id: str, board_number: BoardNumber, actor: CurrentActor, services: ServicesDep
) -> list[TravellerLinePublic]:
    """Empty for a board the requester may not see yet: one he has still to play while
    other tables have (docs/contract.md "Travellers of boards still in play")."""

    def read() -> list[TravellerLinePublic]:
        session, sight = session_in_sight(services, session_id, actor, (board_number,))
        lines = shown_traveller(services.database, session, board_number, sight)
        fouled = board_number in session.fouled
        leads = where_played(session) if lines else {}
        # The line scores the row's pairs and score; the row adds how the result came about.
        found = []
        for row, line in lines:
            public = TravellerLinePublic(
                **asdict(line), contract=row.contract, declarer=row.declarer, tricks=row.tricks
            )
            lead = leads.get((board_number, row.ns, row.ew), (None, None, None))[2]
            if lead is not None and sight.shows_lead(board_number, row.ns, row.ew):
                public.lead = lead  # set only here: a line without one answers as before
            if fouled:  # set only here, so that other boards' lines answer as before
                public.form = session.form_of(board_number, row.ns, row.ew)
            found.append(public)
        if sight.shows_board(board_number):
            found.extend(_one_sided_lines(services, session, board_number))
        return found

    return await in_worker(read)


def _one_sided_lines(
    services: Services, session: Session, board_number: int
) -> list[TravellerLinePublic]:
    """The board's artificial scores given to one pair alone (Law 15B3), after its tables."""
    lines = []
    for alone in one_sided_lines(services.database, session, board_number):
        north_south = alone.direction == "NS"
        lines.append(
            TravellerLinePublic(
                ns=alone.pair if north_south else None,
                ew=None if north_south else alone.pair,
                contract=None,
                declarer=None,
                tricks=None,
                score_ns=None,
                mp_ns=alone.matchpoints if north_south else None,
                mp_ew=None if north_south else alone.matchpoints,
                percent_ns=float(alone.percent) if north_south else None,
                imp_ns=alone.imps if north_south else None,
                artificial_percent=alone.percent,
            )
        )
    return lines


@router.get("/{session_id}/ranking", response_model_exclude_unset=True)
async def get_ranking(
    session_id: str, actor: CurrentActor, services: ServicesDep
) -> list[RankingLinePublic]:
    """Empty while the session is played, but for its director and admins (it would tell
    the scores of boards still in play); everyone's once it is over or released."""

    def read() -> list[RankingLinePublic]:
        # () asks about no board: the ranking shows once the session is over or released
        session, sight = session_in_sight(services, session_id, actor, ())
        return [
            ranking_line_public(line) for line in shown_ranking(services.database, session, sight)
        ]

    return await in_worker(read)


class PairNames(Body):
    names: str | None = Field(
        default=None, min_length=1, max_length=80, description='e.g. "Smith & Jones".'
    )
    users: list[UserName] | None = Field(
        default=None,
        min_length=1,
        max_length=MAX_PAIR_USERS,
        description="The users who play as the pair: they enter its tables' results.",
    )


@router.put("/{session_id}/pairs/{pair}", response_model_exclude_unset=True)
async def name_pair(
    session_id: str,
    pair: Annotated[str, Path(min_length=1, max_length=16)],
    body: PairNames,
    actor: CurrentActor,
    services: ServicesDep,
) -> SessionPublic:
    """Who plays as `pair` (the session's director or an admin): the players' names (the
    ranking shows them) and the users who enter its tables' results."""

    def run() -> Session:
        session = services.scoring.session(session_id)
        require_may_name_pairs(session, actor)  # 403 before anything about the body
        if body.names is None and body.users is None:
            raise RuleViolation("Give the pair's names, its users, or both.")
        if body.names is not None and not body.names.strip():
            raise RuleViolation("A pair's names cannot be empty.")
        if body.users is None:
            named = NamePair(session_id=session_id, pair=pair, names=str(body.names))
            return services.scoring.execute(actor, named)
        users = tuple(_registered(services, user) for user in body.users)
        command = NamePairUsers(session_id=session_id, pair=pair, users=users, names=body.names)
        return services.scoring.execute(actor, command)

    return session_public(await in_worker(run))


def _registered(services: Services, user: str) -> str:
    name = services.app.registered_name(user)
    if name is None:
        raise RuleViolation(f"There is no user {user[:32]}.")
    return name


async def _result(
    services: Services, actor: Actor, session_id: str, body: ResultCreate, *, correct: bool
) -> SessionPublic:
    def run() -> Session:
        services.scoring.session(session_id)  # 404 before anything about the body
        facts = _facts(services, actor, body)
        if correct:
            return services.scoring.execute(
                actor, CorrectResult(session_id=session_id, result=facts)
            )
        return services.scoring.execute(actor, EnterResult(session_id=session_id, result=facts))

    return session_public(await in_worker(run))


def _facts(services: Services, actor: Actor, body: ResultCreate) -> ResultFacts:
    given = [body.contract is not None, body.board_id is not None, body.adjusted is not None]
    if sum(given) != 1:
        raise RuleViolation("Give the contract, declarer and tricks, a board_id, or adjusted.")
    base = ResultFacts(body.board_number, body.ns, body.ew, table=body.table, round=body.round,
                       lead=body.lead, wrong_board=body.wrong_board, law=body.law,
                       explanation=body.explanation)  # fmt: skip
    if body.adjusted is not None:
        return ResultFacts(**{**vars(base), "adjusted_ns": body.adjusted.NS,
                              "adjusted_ew": body.adjusted.EW})  # fmt: skip
    if body.board_id is None:
        return ResultFacts(**{**vars(base), "contract": body.contract,
                              "declarer": body.declarer, "tricks": body.tricks})  # fmt: skip
    board = services.app.board(actor, body.board_id)  # 404 for a board the user may not see
    if board.setup.board_number != body.board_number:
        raise RuleViolation(f"That board is number {board.setup.board_number}, not "
                            f"{body.board_number}.")  # fmt: skip
    artificial = artificial_score(board)
    if artificial is not None:  # Law 12C2: no result, a percentage for each side
        return ResultFacts(**{**vars(base), "adjusted_ns": artificial.NS,
                              "adjusted_ew": artificial.EW, "board_id": str(board.id)})  # fmt: skip
    if not board.phase.is_over:
        raise Conflict("The board is still being played; its result comes once it is over.")
    score = board_score(board)  # the final score, rulings included
    return ResultFacts(**{**vars(base), "contract": score.contract,
                          "declarer": score.declarer, "tricks": score.declarer_tricks,
                          "score_ns": score.NS, "board_id": str(board.id)})  # fmt: skip
