"""A session made from a file's results, beside the file's boards (docs/contract.md
"Interchange": `import --session`, `POST /boards/import?session=`); shared by the HTTP
endpoint and the command line. The pairs come from the file's score tables, or else from
each game record's pair or team tags or its players (interchange/session_games.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from api.services import Services
from domain.actors import Actor
from domain.board import Board
from domain.session import Session
from domain.session_commands import CreateSession, ImportSession, SessionDeal
from domain.session_results import create_session
from interchange.importer import RefusedRecord
from interchange.records import GameRecord, RecordError
from interchange.session_games import file_rows


@dataclass(frozen=True)
class FileSession:
    session: Session
    refused: list[RefusedRecord]  # the results it left out, with their lines
    source: str  # one sentence: what was taken for the pairs, and from where


def check_session(actor: Actor, command: CreateSession) -> None:
    """Refuses, before anything of the file is imported, a session the actor may not
    create or that could not be one (its name, its scoring)."""
    create_session(actor, command)  # made in memory only, to be judged


def import_session(
    services: Services,
    actor: Actor,
    command: CreateSession,
    records: Sequence[GameRecord | RecordError],
    boards: Sequence[Board] = (),
) -> tuple[Session, list[RefusedRecord]]:
    """The session, saved whole, and the rows it refused (with their lines)."""
    made = import_file_session(services, actor, command, records, boards)
    return made.session, made.refused


def import_file_session(
    services: Services,
    actor: Actor,
    command: CreateSession,
    records: Sequence[GameRecord | RecordError],
    boards: Sequence[Board] = (),
) -> FileSession:
    """The session, saved whole, the rows it refused and where its pairs came from; with
    the boards the file's records became, their deals too."""
    rows = file_rows(records)
    imported = services.scoring.execute(
        actor,
        ImportSession(
            session=command,
            results=tuple(row.facts for row in rows.results),
            pair_names=rows.names,
            teams=rows.teams,
            deals=file_deals(boards),
        ),
    )
    told = [RefusedRecord(number, error.line, error.detail) for number, error in rows.refused]
    for index, detail in imported.refused:
        row = rows.results[index]
        told.append(RefusedRecord(row.record, row.line, detail))
    refused = sorted(told, key=lambda item: (item.record, item.line))
    return FileSession(imported.session, refused, rows.source)


def file_deals(boards: Sequence[Board]) -> tuple[SessionDeal, ...]:
    """Each board number's deal, from the first board of that number; a number whose
    boards hold different deals (not one board duplicated) keeps none rather than a guess."""
    by_number: dict[int, list[Board]] = {}
    for board in boards:
        by_number.setdefault(board.setup.board_number, []).append(board)
    return tuple(
        SessionDeal(number, str(same[0].id), same[0].setup.deal.to_pbn())
        for number, same in sorted(by_number.items())
        if len({board.setup.deal.to_pbn() for board in same}) == 1
    )
