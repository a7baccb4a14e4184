"""A session made from a file's score tables, beside the file's boards (docs/contract.md
"Interchange": `import --session`, `POST /boards/import?session=`); shared by the HTTP
endpoint and the command line."""

from __future__ import annotations

from collections.abc import Sequence

from api.services import Services
from domain.actors import Actor
from domain.session import CreateSession, Session, create_session
from interchange.importer import RefusedRecord
from interchange.records import GameRecord, RecordError
from interchange.session_rows import session_rows


def check_session(actor: Actor, command: CreateSession) -> None:
    """Refuses, before anything of the file is imported, a session the actor may not
    create or that could not be one (its name, its scoring)."""
    create_session(actor, command)  # made in memory only, to be judged


def import_session(
    services: Services,
    actor: Actor,
    command: CreateSession,
    records: Sequence[GameRecord | RecordError],
) -> tuple[Session, list[RefusedRecord]]:
    """The session, saved whole, and the rows it refused (with their lines)."""
    rows = session_rows(records)
    session, refused = services.scoring.import_session(
        actor, command, [(index, row.facts) for index, row in enumerate(rows.results)], rows.names
    )
    told = [RefusedRecord(number, error.line, error.detail) for number, error in rows.refused]
    for index, detail in refused:
        row = rows.results[index]
        told.append(RefusedRecord(row.record, row.line, detail))
    return session, sorted(told, key=lambda item: (item.record, item.line))
