"""A session made from a file's score tables, beside the file's boards (docs/contract.md
"Interchange": `import --session`, `POST /boards/import?session=`); shared by the HTTP
endpoint and the command line."""

from __future__ import annotations

from collections.abc import Sequence

from api.services import Services
from domain.actors import Actor
from domain.session import Session, create_session
from domain.session_commands import CreateSession, ImportSession
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
    imported = services.scoring.execute(
        actor,
        ImportSession(
            session=command,
            results=tuple(row.facts for row in rows.results),
            pair_names=rows.names,
        ),
    )
    told = [RefusedRecord(number, error.line, error.detail) for number, error in rows.refused]
    for index, detail in imported.refused:
        row = rows.results[index]
        told.append(RefusedRecord(row.record, row.line, detail))
    return imported.session, sorted(told, key=lambda item: (item.record, item.line))
