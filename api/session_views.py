"""A session's travellers and ranking from its read model, for the HTTP API and the CLI.

`board_traveller`, `session_ranking` and `session_match` answer the whole session (the
operator's command line); the HTTP API and the published results answer what the requester
may see, through `requester_sight` and the `shown_*` functions below, which ask the one rule
of domain/session_sight.py."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING
from uuid import UUID

from domain.actors import Actor
from domain.application import BridgeLedger
from domain.board import Board
from domain.errors import NotFound
from domain.policy import plays_at
from domain.rules.session_scoring import (
    OneSided,
    RankingLine,
    TableResult,
    TravellerLine,
    one_sided_points,
    pair_key,
    ranking,
    traveller,
)
from domain.rules.side import Side
from domain.rules.teams_match import MatchResult, teams_match
from domain.rules.weighted_score import rounded_score
from domain.session import Session
from domain.session_sight import ResultsSight, results_sight, tables_due_count
from domain.session_values import SessionResult
from projections.database import Database
from projections.rulings import RulingsLog
from projections.scores import DuplicateScores
from projections.sessions import SessionResults

if TYPE_CHECKING:
    from api.services import Services


def board_traveller(
    database: Database, session: Session, board_number: int
) -> list[tuple[SessionResult, TravellerLine]]:
    rows = current_results(database, str(session.id))
    return traveller_of(database, rows, board_number, session)


def traveller_of(
    database: Database, rows: list[SessionResult], board_number: int, session: Session
) -> list[tuple[SessionResult, TravellerLine]]:
    """The traveller of one board from the session's current results, in pair order: each
    board compared over the tables the session's movement has play it, a fouled board's
    forms each within itself (Law 87B)."""
    on_board = sorted(
        (row for row in rows if row.board_number == board_number),
        key=lambda row: (pair_key(row.ns), pair_key(row.ew)),
    )
    due = tables_due_count(session)
    expected = expected_tables(rows, due)[board_number] if on_board else 1
    lines = traveller(table_results(database, on_board, session), expected)
    return list(zip(on_board, lines, strict=True))


def session_ranking(database: Database, session: Session) -> list[RankingLine]:
    """The ranking, each pair with its players' names where the session knows them."""
    session_id = str(session.id)
    rows = current_results(database, session_id)
    boards: dict[int, list[TableResult]] = {}
    for row, result in zip(rows, table_results(database, rows, session), strict=True):
        boards.setdefault(row.board_number, []).append(result)
    names = SessionResults.pair_names(database, session_id)
    due = tables_due_count(session)
    expected = expected_tables(rows, due)
    one_sided: dict[int, list[OneSided]] = {}
    for (number, pair), score in session.pair_scores.items():
        one_sided.setdefault(number, []).append(OneSided(pair, score.percent))
        expected.setdefault(number, due.get(number, 1))
    return [
        replace(line, names=names.get(line.pair))
        for line in ranking(boards, session.scoring, expected, one_sided, penalty_totals(session))
    ]


def penalty_totals(session: Session) -> dict[str, float]:
    """Each penalised pair's procedural penalties added up (Law 90), in percent of a top
    at matchpoints and board-a-match, in IMPs at IMPs."""
    totals: dict[str, float] = {}
    for penalty in session.penalties.values():
        amount = penalty.imps if penalty.imps is not None else penalty.percent_of_top
        totals[penalty.pair] = totals.get(penalty.pair, 0.0) + float(amount or 0)
    return totals


@dataclass(frozen=True)
class OneSidedLine:
    """A pair's artificial score alone on a board (Law 15B3), as its traveller and the
    pair's card show it: its matchpoints on the board's top, and its IMPs (the grade)."""

    pair: str
    direction: str
    percent: int
    matchpoints: float
    top: float
    imps: float


def one_sided_lines(database: Database, session: Session, board_number: int) -> list[OneSidedLine]:
    """The board's artificial scores given to one pair alone, in pair order; the top is
    the board's, over the tables the movement has play it (or its results, if more)."""
    scores = session.pair_scores_on(board_number)
    if not scores:
        return []
    rows = [r for r in current_results(database, str(session.id)) if r.board_number == board_number]
    tables = max(tables_due_count(session).get(board_number, 1), len(rows))
    top = 2.0 * (tables - 1)
    lines = []
    for score in scores:
        points, imps = one_sided_points(score.percent, top)
        lines.append(
            OneSidedLine(score.pair, score.direction, score.percent, round(points, 2), top, imps)
        )
    return lines


def session_match(
    database: Database,
    session_id: str,
    home: str,
    away: str,
    shown: Callable[[int], bool] = lambda _: True,
) -> MatchResult:
    """The teams match between two of the session's teams, room against room, over the
    boards `shown` lets through (every one by default)."""
    team_of = SessionResults.teams(database, session_id)
    for team in (home, away):
        if team not in team_of.values():
            raise NotFound(f"The session has no team {team}.")
    boards: dict[int, list[TableResult]] = {}
    rows = [row for row in current_results(database, session_id) if shown(row.board_number)]
    for row, result in zip(rows, table_results(database, rows), strict=True):
        boards.setdefault(row.board_number, []).append(result)
    return teams_match(home, away, team_of, boards)


def requester_sight(
    app: BridgeLedger, session: Session, actor: Actor, boards: Collection[int] | None = None
) -> ResultsSight:
    """What `actor` may see of the session's results (domain/session_sight.py), a board he
    sat at as a ledger board (a result given by `board_id`) counting as played. Only the
    ledger boards of the `boards` asked about (every one by default) that he may not see
    already are read."""
    sight = results_sight(session, actor)
    unknown = {
        (result.board_number, result.board_id)
        for result in session.results
        if result.board_id is not None
        and (boards is None or result.board_number in boards)
        and not sight.shows_board(result.board_number)
    }
    played: set[int] = set()
    for number, board_id in sorted(unknown, key=str):
        if number in played:
            continue
        board: Board = app.repository.get(UUID(board_id))
        if plays_at(board, actor):
            played.add(number)
    return results_sight(session, actor, played) if played else sight


def session_in_sight(
    services: Services, session_id: str, actor: Actor, boards: Collection[int] | None = None
) -> tuple[Session, ResultsSight]:
    """The session (404 when unknown) and what `actor` may see of its results
    (requester_sight), as every endpoint that shows results reads them."""
    session = services.scoring.session(session_id)
    return session, requester_sight(services.app, session, actor, boards)


def shown_traveller(
    database: Database, session: Session, board_number: int, sight: ResultsSight
) -> list[tuple[SessionResult, TravellerLine]]:
    """The board's traveller if the requester may see it, else no row at all (its lines
    are scored against every table, so a part of them would tell the rest)."""
    if not sight.shows_board(board_number):
        return []
    return board_traveller(database, session, board_number)


def shown_ranking(database: Database, session: Session, sight: ResultsSight) -> list[RankingLine]:
    """The ranking if the requester may see it (the director during play, everyone once
    the session is over or released), else an empty one."""
    if not sight.shows_ranking:
        return []
    return session_ranking(database, session)


def shown_match(
    database: Database, session_id: str, home: str, away: str, sight: ResultsSight
) -> MatchResult:
    """The teams match over the boards whose travellers the requester may see."""
    return session_match(database, session_id, home, away, sight.shows_board)


def current_results(database: Database, session_id: str) -> list[SessionResult]:
    """The session's results, a ledger board's as its score stands now: a ruling made
    after the result was entered rescores the board's traveller and the ranking (the
    board's own log says who ruled what)."""
    rows = SessionResults.results(database, session_id)
    return [_as_it_stands(database, row) if row.board_id else row for row in rows]


def _as_it_stands(database: Database, row: SessionResult) -> SessionResult:
    artificial = RulingsLog.artificial(database, str(row.board_id))
    if artificial is not None:  # Law 12C2: the director found no result could be obtained
        return replace(row, score_ns=None, adjusted_ns=artificial[0], adjusted_ew=artificial[1])
    score = DuplicateScores.for_board(database, str(row.board_id))
    if score is None:
        return row
    return replace(
        row,
        contract=score["contract"],
        declarer=score["declarer"],
        tricks=score["declarer_tricks"],
        score_ns=score[Side.NS],
    )


def table_result(
    row: SessionResult, weighted: tuple[tuple[int, int], ...] | None = None, form: int = 0
) -> TableResult:
    adjusted = None
    if row.adjusted_ns is not None and row.adjusted_ew is not None:
        adjusted = (row.adjusted_ns, row.adjusted_ew)
        weighted = None
    score_ns = row.score_ns if weighted is None else rounded_score(weighted)
    return TableResult(row.ns, row.ew, score_ns, adjusted, weighted, form)


def table_results(
    database: Database, rows: list[SessionResult], session: Session | None = None
) -> list[TableResult]:
    """The rows as the scoring rules take them, a ledger board's weighted score (Law
    12C1(c)) with its parts: each is matchpointed or IMPed against the field; with the
    session, each with the form of a fouled board its table played (Law 87)."""
    return [
        table_result(
            row,
            RulingsLog.weighted(database, row.board_id) if row.board_id else None,
            session.form_of(row.board_number, row.ns, row.ew) if session is not None else 0,
        )
        for row in rows
    ]


def expected_tables(rows: list[SessionResult], due: Mapping[int, int]) -> dict[int, int]:
    """The tables that play each board with a result: as many as the movement has play
    it (`due`), so that a board played at fewer tables than another has its own top (Law
    78A) and a board missing a result is factored up to them; at least as many as it has
    results (a wrong board's score allowed to stand, Law 15B2). Without a movement the
    session does not know: the most results any board has."""
    counts: dict[int, int] = {}
    for row in rows:
        counts[row.board_number] = counts.get(row.board_number, 0) + 1
    most = max(counts.values(), default=1)
    return {
        number: max(due.get(number, count) if due else most, count)
        for number, count in counts.items()
    }


Where = tuple[int | None, int | None, str | None]  # a result's table, round and lead


def where_played(session: Session) -> dict[tuple[int, str, str], Where]:
    """Each result's table, round and lead, by (board, NS, EW): as entered at the table,
    or where the movement has those pairs play the board; a result of a session without
    a movement has none. The read model keeps no lead: the session has it."""
    where: dict[tuple[int, str, str], Where] = {}
    for result in session.results:
        table, round_number = result.table, result.round
        if table is None and session.movement is not None:
            placed = session.movement.place(result.board_number, result.ns, result.ew)
            if placed is not None:
                round_number, table = placed[0], placed[1].table
        where[(result.board_number, result.ns, result.ew)] = (table, round_number, result.lead)
    return where
