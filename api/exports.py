"""Boards out as hand records (docs/contract.md "Interchange"): the records a requester may
see, a page of boards at a time, each with its deal's double-dummy analysis where one was
kept before (an export never waits for the solver)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from api.double_dummy import kept_analyses
from api.services import Services
from domain.actors import Actor
from domain.board import Board
from domain.policy import may_see_every_hand
from interchange.board_record import record_of
from interchange.formats import RecordFormat
from interchange.lin_writer import write_lin
from interchange.pbn_writer import write_pbn
from interchange.records import GameRecord
from projections.boards import BoardFilter, BoardSummaries

PAGE = 200
MEDIA_TYPES = {RecordFormat.PBN: "application/x-pbn", RecordFormat.LIN: "application/x-lin"}


def written(records: Iterator[GameRecord], format: RecordFormat) -> Iterator[str]:
    return write_lin(records) if format is RecordFormat.LIN else write_pbn(records)


def board_records(services: Services, actor: Actor, boards: list[Board]) -> Iterator[GameRecord]:
    whole = [board for board in boards if may_see_every_hand(board, actor)]
    analysed = kept_analyses(services.database, [board.setup for board in whole])
    kept = dict(zip((board.id for board in whole), analysed, strict=True))
    for board in boards:
        yield record_of(board, actor, kept.get(board.id))


def every_record(
    services: Services,
    actor: Actor,
    filters: BoardFilter,
    progress: Callable[[int], None] = lambda _: None,
) -> Iterator[GameRecord]:
    """The boards `actor` may see that pass `filters`, oldest first."""
    after: tuple[str, str] | None = None
    while True:
        rows, after = BoardSummaries.page(
            services.database, actor.name, actor.is_admin, filters, PAGE, after
        )
        boards = [services.app.board(actor, row["board_id"]) for row in rows]
        yield from board_records(services, actor, boards)
        progress(len(boards))
        if after is None:
            return
