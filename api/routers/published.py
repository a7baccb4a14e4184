"""A session's published results in the formats clubs and federations use (docs/contract.md
"Published results"): a static HTML page, a PDF, a CSV, PBN with ScoreTable and
TotalScoreTable, and USEBIO 1.2 XML."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Literal

from fastapi import Query, Response

from api.auth import CurrentActor, ServicesDep
from api.published_csv import published_csv
from api.published_html import published_html
from api.published_results import published_results
from api.replies import in_worker
from api.request_checks import resource_router
from interchange.published import PublishedResults
from interchange.published_pbn import published_pbn
from interchange.usebio import usebio_xml

router = resource_router(prefix="/sessions", tags=["sessions"])

PublishedFormat = Literal["html", "pdf", "csv", "pbn", "usebio"]


def published_pdf(results: PublishedResults) -> bytes:
    """api/published_pdf.py's, imported on the first PDF: fpdf2 (numpy and fontTools under
    it) is a third of the app's import, which every server and command would pay."""
    from api.published_pdf import published_pdf as draw

    return draw(results)


# Each format: its writer, its media type and the file name's extension.
_FORMATS: dict[str, tuple[Callable[[PublishedResults], bytes], str, str]] = {
    "html": (lambda r: published_html(r).encode(), "text/html; charset=utf-8", "html"),
    "pdf": (published_pdf, "application/pdf", "pdf"),
    "csv": (lambda r: published_csv(r).encode(), "text/csv; charset=utf-8", "csv"),
    "pbn": (lambda r: "".join(published_pbn(r)).encode(), "application/x-pbn", "pbn"),
    "usebio": (usebio_xml, "application/xml", "xml"),
}


@router.get(
    "/{session_id}/published",
    response_class=Response,
    responses={
        200: {
            "description": "The results in the format asked for.",
            "content": {media: {"schema": {"type": "string"}} for _, media, _ in _FORMATS.values()},
        }
    },
)
async def published(
    session_id: str,
    actor: CurrentActor,
    services: ServicesDep,
    format: Annotated[
        PublishedFormat, Query(description="html, pdf, csv, pbn or usebio (USEBIO 1.2 XML).")
    ] = "html",
) -> Response:
    """The ranking, every traveller and the hand records with double dummy and par, for
    whoever may read the ranking. A deal shows every hand: a board's hand record only to
    one who may see that deal whole on a ledger board of the session (its director and
    admins; a player once the board he played is over)."""
    write, media, extension = _FORMATS[format]

    def run() -> bytes:
        return write(published_results(services, actor, session_id))

    content = await in_worker(run)
    headers = {"Content-Disposition": f'attachment; filename="results.{extension}"'}
    if format == "html":
        # A page for a club's web site, opened here too: no script, nothing fetched.
        headers = {"Content-Disposition": 'inline; filename="results.html"', **_PAGE_POLICY}
    return Response(content, media_type=media, headers=headers)


_PAGE_POLICY = {
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "X-Content-Type-Options": "nosniff",
}
