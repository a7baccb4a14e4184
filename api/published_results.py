"""A session's published results gathered from its read model (docs/contract.md "Published
results"), and who may see its hand records.

The ranking and travellers show as domain/session_sight.py says (a board still in play
for the requester without its rows, the ranking once the session is over). A board's deal
comes from the ledger boards its results name (`board_id`); a board number whose results
name no ledger board is published without a hand record. A deal shows every hand, and the
session does not know yet which tables are still to play a board (no movement says so:
a board with one table's result in may be in play at the next table), so a board's hand
record is published to one who may already see that deal whole on one of those ledger
boards (domain/policy.py): their director and admins, whatever the time, and a player
once the board he played is over. The director publishes the page on the club's web site
once the evening is over. Ledger boards of one number with different deals (not one
board duplicated) get no hand record rather than a guess."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any
from uuid import UUID

from api.double_dummy import analyses
from api.services import Services
from api.session_views import (
    Where,
    current_results,
    expected_tables,
    one_sided_lines,
    session_in_sight,
    shown_ranking,
    table_result,
    traveller_of,
    where_played,
)
from domain.actors import Actor
from domain.board import Board
from domain.rules.hand_record import HandRecord
from domain.rules.session_scoring import RankingLine, TravellerLine
from domain.session import Session
from domain.session_sight import ResultsSight, shows_ledger_deal, tables_due_count
from domain.session_values import ProceduralPenalty, SessionResult
from interchange.published import (
    AloneRow,
    PublishedBoard,
    PublishedPenalty,
    PublishedResults,
    TravellerRow,
)

HANDS_LATER = "A board's hand record shows once you have played it, and to the boards' director."
RESULTS_LATER = (
    "A board's traveller shows once you have played it or every table due to play it has "
    "its result in, and the ranking once the session is over, or when the director "
    "releases the results."
)
HANDS_AFTER_EVERY_TABLE = (
    "A board's hand record shows once every table due to play it has its result in, or "
    "when the director releases the hand records."
)


def published_results(services: Services, actor: Actor, session_id: str) -> PublishedResults:
    session, sight = session_in_sight(services, session_id, actor)
    rows = current_results(services.database, session_id)
    ranking = shown_ranking(services.database, session, sight)
    numbers = sorted({row.board_number for row in rows} | {n for n, _ in session.pair_scores})
    if session.board_set:
        records, withheld = _set_hand_records(services, actor, session, numbers, sight)
        why = HANDS_AFTER_EVERY_TABLE
    else:
        records, withheld = _hand_records(services, actor, rows, session.hands_released, sight)
        why = HANDS_LATER
    due = tables_due_count(session)
    tables = expected_tables(rows, due)
    for number, _ in session.pair_scores:  # a board only pairs alone have a score on
        tables.setdefault(number, due.get(number, 1))
    where = where_played(session)
    boards = tuple(
        _board(
            number,
            # A board still in play for the requester is published without its rows.
            traveller_of(services.database, rows, number, session)
            if sight.shows_board(number)
            else [],
            tables[number],
            records.get(number),
            # A lead is a card of the deal: shown where the deal may be.
            where if number in records or sight.shows_leads(number) else _without_leads(where),
        )
        for number in numbers
    )
    boards = tuple(
        replace(board, alone=_alone(services, session, board.number))
        if sight.shows_board(board.number)
        else board
        for board in boards
    )
    return PublishedResults(
        session_id=str(session.id),
        name=session.name,
        scoring=session.scoring,
        date=session.created_on.date().isoformat(),
        ranking=tuple(ranking),
        boards=boards,
        hands_withheld=why if withheld else None,
        results_withheld=None
        if sight.shows_ranking and all(sight.shows_board(n) for n in numbers)
        else RESULTS_LATER,
        penalties=_penalties(session, ranking),
    )


def _penalties(session: Session, ranking: Sequence[RankingLine]) -> tuple[PublishedPenalty, ...]:
    """Each penalty in force on a pair the ranking shows, with what it took off the pair's
    total: the pair's `penalty` shared among its penalties as their percents of a top (or
    IMPs) are, since each is that share of the same average top."""
    taken = {line.pair: line.penalty for line in ranking if line.penalty}
    imposed: dict[str, list[tuple[ProceduralPenalty, float]]] = {}
    for _, penalty in sorted(session.penalties.items()):
        amount = penalty.imps if penalty.imps is not None else penalty.percent_of_top
        imposed.setdefault(penalty.pair, []).append((penalty, float(amount or 0)))
    published = []
    for line in ranking:
        if line.pair not in taken:
            continue
        on_pair = imposed.get(line.pair, [])
        whole = sum(given for _, given in on_pair)
        for penalty, given in on_pair:
            share = round(taken[line.pair] * given / whole, 2) if whole else 0.0
            published.append(PublishedPenalty(line.pair, penalty.law, share, penalty.reason))
    return tuple(published)


def _board(
    number: int,
    lines: Sequence[tuple[SessionResult, TravellerLine]],
    tables: int,
    record: HandRecord | None,
    where: dict[tuple[int, str, str], Where],
) -> PublishedBoard:
    top = 2.0 * (max(tables, len(lines)) - 1)  # as the traveller's matchpoints count it
    rows = tuple(
        TravellerRow(
            ns=row.ns,
            ew=row.ew,
            contract=row.contract,
            declarer=row.declarer,
            tricks=row.tricks,
            score_ns=row.score_ns,
            adjusted=table_result(row).adjusted,
            mp_ns=line.mp_ns,
            mp_ew=line.mp_ew,
            percent_ns=line.percent_ns,
            percent_ew=round(100 * line.mp_ew / top, 2) if top else 50.0,
            imp_ns=line.imp_ns,
            imp_ew=line.imp_ew,
            **_placed(where.get((number, row.ns, row.ew))),
        )
        for row, line in lines
    )
    return PublishedBoard(number, rows, top, record)


def _alone(services: Services, session: Session, number: int) -> tuple[AloneRow, ...]:
    """The board's scores given to one pair alone (Law 15B3), as its traveller has them."""
    return tuple(
        AloneRow(line.pair, line.direction, line.percent, line.matchpoints, line.imps)
        for line in one_sided_lines(services.database, session, number)
    )


def _placed(where: Where | None) -> dict[str, Any]:
    table, round_number, lead = where or (None, None, None)
    return {"table": table, "round": round_number, "lead": lead}


def _without_leads(where: dict[tuple[int, str, str], Where]) -> dict[tuple[int, str, str], Where]:
    return {key: (table, round_number, None) for key, (table, round_number, _) in where.items()}


def _hand_records(
    services: Services,
    actor: Actor,
    rows: Sequence[SessionResult],
    released: bool,
    sight: ResultsSight,
) -> tuple[dict[int, HandRecord], bool]:
    """Each board number's hand record the actor may see (every one, once the director
    has released them), and whether any was withheld."""
    named: dict[int, list[Board]] = {}
    for row in rows:
        if row.board_id is not None:
            named.setdefault(row.board_number, []).append(_ledger_board(services, row.board_id))
    shown: list[Board] = []
    withheld = False
    for boards in named.values():
        if len({b.setup.deal.to_pbn() for b in boards}) != 1:
            continue  # not one deal duplicated: no hand record rather than a guess
        if released or any(shows_ledger_deal(sight, board, actor) for board in boards):
            shown.append(boards[0])
        else:
            withheld = True
    records = analyses(services.database, [board.setup for board in shown]) if shown else []
    return {record.board_number: record for record in records}, withheld


def _set_hand_records(
    services: Services,
    actor: Actor,
    session: Session,
    numbers: Sequence[int],
    sight: ResultsSight,
) -> tuple[dict[int, HandRecord], bool]:
    """The hand records of a session dealt from a board set: a board's goes to everyone
    once no table has it still to play (domain/session_sight.py), and before that only
    to one who may see its ledger board whole (the set's director and admins)."""
    shown: list[Board] = []
    withheld = False
    for number in numbers:
        dealt = session.board_set.get(number)
        if dealt is None:
            continue
        board = _ledger_board(services, dealt.board_id)
        if number in sight.public_boards or shows_ledger_deal(sight, board, actor):
            shown.append(board)
        else:
            withheld = True
    records = analyses(services.database, [board.setup for board in shown]) if shown else []
    return {record.board_number: record for record in records}, withheld


def _ledger_board(services: Services, board_id: str) -> Board:
    """The board a result names, read whoever asks: the caller shows its deal only to one
    who may see it whole."""
    board: Board = services.app.repository.get(UUID(board_id))
    return board
