"""A pair's card in a duplicate session (docs/contract.md "A pair's card"): where the pair
sits each round, against whom and which boards, and its results so far with their
matchpoints, as a player looks up his own evening. Each board's line shows only where its
traveller may (domain/session_sight.py): a player sees his own boards at once, another
pair's boards once he has played them too or no table has them still to play."""

from __future__ import annotations

from dataclasses import dataclass

from api.session_views import (
    current_results,
    expected_tables,
    one_sided_lines,
    shown_ranking,
    traveller_of,
)
from domain.errors import NotFound
from domain.rules.pair_card import PairRound, pair_rounds
from domain.rules.pair_names import check_pair
from domain.rules.side import Side
from domain.session import Session
from domain.session_sight import ResultsSight, tables_due_count
from projections.database import Database
from projections.sessions import SessionResults


@dataclass(frozen=True)
class CardBoard:
    """One board the pair has a counted result on, from the pair's side: its own score
    (None for an artificial one), matchpoints, the board's top and its percentage."""

    board_number: int
    direction: str
    opponents: str | None  # None for an artificial score the pair got alone (Law 15B3)
    contract: str | None
    declarer: str | None
    tricks: int | None
    score: int | None
    matchpoints: float
    top: float
    percent: float
    imps: float


@dataclass(frozen=True)
class PairCard:
    pair: str
    names: str | None
    rounds: tuple[PairRound, ...]
    boards: tuple[CardBoard, ...]
    total: float | None  # as the ranking has it, when the ranking shows
    percent: float | None
    rank: int | None


def pair_card(database: Database, session: Session, pair: str, sight: ResultsSight) -> PairCard:
    check_pair(pair)  # a name no pair can have is told as such, never echoed
    rows = current_results(database, str(session.id))
    alone = {number for number, who in session.pair_scores if who == pair}
    mine = sorted({row.board_number for row in rows if pair in (row.ns, row.ew)} | alone)
    rounds = pair_rounds(session.movement, pair) if session.movement is not None else ()
    if not rounds and not mine:
        raise NotFound(f"The session has no pair {pair[:16]}.")
    due = tables_due_count(session)
    tables = expected_tables(rows, due)
    boards = []
    for number in mine:
        if not sight.shows_board(number):
            continue  # its line is scored against tables the requester may not see yet
        if number in alone:
            boards.extend(_alone(database, session, pair, number))
            continue
        top = 2.0 * (tables[number] - 1)
        for row, line in traveller_of(database, rows, number, session):
            if pair not in (row.ns, row.ew):
                continue
            north_south = row.ns == pair
            own = row.score_ns if north_south or row.score_ns is None else -row.score_ns
            points = line.mp_ns if north_south else line.mp_ew
            boards.append(
                CardBoard(
                    board_number=number,
                    direction=Side.NS.value if north_south else Side.EW.value,
                    opponents=row.ew if north_south else row.ns,
                    contract=row.contract,
                    declarer=row.declarer,
                    tricks=row.tricks,
                    score=own,
                    matchpoints=points,
                    top=top,
                    percent=round(100 * points / top, 2) if top else 50.0,
                    imps=line.imp_ns if north_south else line.imp_ew,
                )
            )
    ranked = next((line for line in shown_ranking(database, session, sight) if line.pair == pair),
                  None)  # fmt: skip
    return PairCard(
        pair=pair,
        names=SessionResults.pair_names(database, str(session.id)).get(pair),
        rounds=rounds,
        boards=tuple(boards),
        total=None if ranked is None else ranked.total,
        percent=None if ranked is None else ranked.percent,
        rank=None if ranked is None else ranked.rank,
    )


def _alone(database: Database, session: Session, pair: str, number: int) -> list[CardBoard]:
    """The pair's artificial score on a board it could not play (Law 15B3): no opponents."""
    return [
        CardBoard(
            board_number=number,
            direction=line.direction,
            opponents=None,
            contract=None,
            declarer=None,
            tricks=None,
            score=None,
            matchpoints=line.matchpoints,
            top=line.top,
            percent=float(line.percent),
            imps=line.imps,
        )
        for line in one_sided_lines(database, session, number)
        if line.pair == pair
    ]
