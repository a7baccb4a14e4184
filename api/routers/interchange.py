"""Hand records in: PBN and LIN files become boards (docs/contract.md "Interchange").

The body is the file itself (at most 16 MiB), not JSON, so this router reads it as bytes
with its own limit; every record is re-enacted through the board commands."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Query, Request

from api.auth import CurrentActor, ServicesDep
from api.interchange_schemas import (
    MAX_IMPORT_BYTES,
    ImportedBoardPublic,
    ImportPublic,
    RefusedRecordPublic,
)
from api.replies import in_worker
from interchange.formats import RecordFormat, read_records
from interchange.importer import import_records

router = APIRouter(tags=["interchange"])


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
) -> ImportPublic:
    """Each game record of the file becomes a board that re-enacts it, owned and directed
    by the importer; a record that cannot be re-enacted is refused whole, with its line."""
    data = await _file(request)
    report = await in_worker(
        lambda: import_records(services.app, actor, read_records(data, format))
    )
    if not report.boards and not report.refused:
        raise HTTPException(422, f"The file holds no {format.name} hand record.")
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
            for r in report.refused
        ],
    )


async def _file(request: Request) -> bytes:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_IMPORT_BYTES:
        raise HTTPException(413, "The file is larger than 16 MiB.")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_IMPORT_BYTES:
            raise HTTPException(413, "The file is larger than 16 MiB.")
        chunks.append(chunk)
    if not size:
        raise HTTPException(422, "The request body is empty: send the file itself.")
    return b"".join(chunks)
