"""Hand records in and out: PBN and LIN files become boards, boards become PBN and LIN, and
a deal's double-dummy table (docs/contract.md "Interchange").

An import's body is the file itself (at most 16 MiB), not JSON, so this router reads it as
bytes with its own limit; every record is re-enacted through the board commands. An
export of many boards is streamed a page of boards at a time."""

from __future__ import annotations

import logging
from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Query, Request, Response
from fastapi.responses import StreamingResponse
from starlette.requests import ClientDisconnect

from api.auth import CurrentActor, ServicesDep
from api.board_filters import BoardFilterDep
from api.double_dummy import analyses
from api.exports import MEDIA_TYPES, board_records, every_record, written
from api.interchange_schemas import (
    MAX_IMPORT_BYTES,
    DoubleDummyPublic,
    ImportedBoardPublic,
    ImportPublic,
    RefusedRecordPublic,
)
from api.replies import in_worker
from api.session_import import FileSession, check_session, import_file_session
from domain.policy import require_every_hand_visible
from domain.rules.errors import RuleViolation
from domain.session import Scoring
from domain.session_commands import CreateSession
from interchange.formats import RecordFormat, no_record, read_records
from interchange.importer import ImportReport, reenact_records, save_import
from interchange.limits import MAX_LISTED_REFUSALS
from interchange.records import GameRecord, RecordError

router = APIRouter(tags=["interchange"])
log = logging.getLogger("bridge_ledger.import")
FormatQuery = Annotated[RecordFormat, Query(description="pbn or lin.")]


def _download(name: str, format: RecordFormat) -> dict[str, str]:
    return {"Content-Disposition": f'attachment; filename="{name}.{format.value}"'}


_EXPORT_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {
        "description": "The hand records, as PBN 2.1 export format or LIN.",
        "content": {media: {"schema": {"type": "string"}} for media in MEDIA_TYPES.values()},
    }
}


@router.get("/boards/export", response_class=StreamingResponse, responses=_EXPORT_RESPONSES)
async def export_boards(
    actor: CurrentActor,
    services: ServicesDep,
    filters: BoardFilterDep,
    format: FormatQuery = RecordFormat.PBN,
) -> StreamingResponse:
    """Every board the requester may see that passes the filters (those of `GET /boards`),
    oldest first, in one file; each shows only what the requester may see."""
    records = every_record(services, actor, filters)
    return StreamingResponse(
        written(records, format),
        media_type=MEDIA_TYPES[format],
        headers=_download("boards", format),
    )


@router.get("/boards/{board_id}/export", response_class=Response, responses=_EXPORT_RESPONSES)
async def export_board(
    board_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    format: FormatQuery = RecordFormat.PBN,
) -> Response:
    """The board as a hand record: what the requester may see of it (a hand he may not
    see is left out), with the deal's double-dummy table and par once they were computed."""

    def text() -> tuple[str, int]:
        board = services.app.board(actor, board_id)
        records = board_records(services, actor, [board])
        return "".join(written(records, format)), board.setup.board_number

    content, number = await in_worker(text)
    return Response(
        content, media_type=MEDIA_TYPES[format], headers=_download(f"board-{number}", format)
    )


@router.get("/boards/{board_id}/double-dummy")
async def double_dummy(
    board_id: str, actor: CurrentActor, services: ServicesDep
) -> DoubleDummyPublic:
    """The tricks each seat takes as declarer in each strain, double dummy, and par: for
    those who may see every hand. Computed once per deal and kept."""

    def analysed() -> DoubleDummyPublic:
        board = services.app.board(actor, board_id)
        require_every_hand_visible(board, actor, "The double-dummy table shows")
        [record] = analyses(services.database, [board.setup])
        return DoubleDummyPublic.of(record)

    return await in_worker(analysed)


@router.post(
    "/boards/import",
    status_code=201,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/octet-stream": {"schema": {"type": "string"}}},
            "description": "The hand record file (PBN or LIN), at most 16 MiB.",
        }
    },
)
async def import_boards(
    request: Request,
    actor: CurrentActor,
    services: ServicesDep,
    format: Annotated[RecordFormat, Query(description="The file's format.")] = RecordFormat.PBN,
    session: Annotated[
        str | None,
        Query(
            min_length=1,
            max_length=80,
            description="Make a session of this name from the file's score tables "
            "(a director or an admin).",
        ),
    ] = None,
    scoring: Annotated[Scoring, Query(description="The session's scoring.")] = "MP",
) -> ImportPublic:
    """Each game record of the file becomes a board that re-enacts it, owned and directed
    by the importer; a record that cannot be re-enacted is refused whole, with its line.
    The boards are saved in one transaction once every record is read: all or none.
    With `session`, the file's score table rows become that session's results."""
    data = await _file(request)
    # uvicorn stops reading a connection once 64 KiB of body wait unread, and a body's last
    # chunk may leave it stopped: asking now resumes reading, so a client that closes the
    # connection while its records are checked is seen before they are saved.
    await request.is_disconnected()
    made = None if session is None else CreateSession(name=session, scoring=scoring)
    chosen = "format" in request.query_params

    def read() -> tuple[ImportReport, list[GameRecord | RecordError]]:
        if made is not None:
            check_session(actor, made)
        records = list(read_records(data, format))
        if not records:
            assumed = None if chosen else "by default (?format=lin reads LIN)"
            raise RuleViolation(no_record(format, assumed))
        return reenact_records(services.app, actor, records), records

    report, records = await in_worker(read)
    if await request.is_disconnected():  # nobody waits for the answer: import nothing
        log.warning("An import's client left before it was saved: nothing of it was.")
        raise HTTPException(400, "The client left before the import was saved: nothing was.")

    def save() -> FileSession | None:
        save_import(services.app, report)
        if made is None:
            return None
        boards = [item.board for item in report.boards]
        return import_file_session(services, actor, made, records, boards)

    made_session = await in_worker(save)
    rows_refused = [] if made_session is None else made_session.refused
    refused = sorted([*report.refused, *rows_refused], key=lambda r: (r.record, r.line))
    return ImportPublic(
        boards=[
            ImportedBoardPublic(
                id=str(item.board.id),
                board_number=item.board.setup.board_number,
                record=item.record,
            )
            for item in report.boards
        ],
        refused=[
            RefusedRecordPublic(record=r.record, line=r.line, detail=r.detail)
            for r in refused[:MAX_LISTED_REFUSALS]
        ],
        refused_count=report.refused_count + len(rows_refused),
        session=None if made_session is None else str(made_session.session.id),
        session_pairs=None if made_session is None else made_session.source,
        notes=[
            RefusedRecordPublic(record=n.record, line=n.line, detail=n.detail) for n in report.notes
        ],
    )


async def _file(request: Request) -> bytes:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_IMPORT_BYTES:
        raise HTTPException(413, "The file is larger than 16 MiB.")
    chunks, size = [], 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > MAX_IMPORT_BYTES:
                raise HTTPException(413, "The file is larger than 16 MiB.")
            chunks.append(chunk)
    except ClientDisconnect:  # nobody is left to answer, and nothing was read to import
        raise HTTPException(400, "The client left before the file arrived.") from None
    if not size:
        raise HTTPException(422, "The request body is empty: send the file itself.")
    return b"".join(chunks)
