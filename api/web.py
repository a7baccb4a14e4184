"""The web app's files (docs/contract.md "The web app"): `GET /` is the app's page and
`/static/...` its scripts and styles, served as they are from api/static. The page talks
only to this server's API; the Content-Security-Policy keeps every request on this origin
(no script, style, font or connection from anywhere else, no inline script). The headers
are set on these responses alone, so the API's own requests pay nothing for them."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Scope

STATIC = Path(__file__).resolve().parent / "static"
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
        "frame-ancestors 'none'; form-action 'self'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-cache",
}


class WebFiles(StaticFiles):
    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        response.headers.update(HEADERS)
        return response


def install_web_app(app: FastAPI) -> None:
    app.mount("/static", WebFiles(directory=STATIC), name="static")

    async def web_app(_: Request) -> FileResponse:
        return FileResponse(STATIC / "index.html", media_type="text/html", headers=HEADERS)

    # A plain route, not an API operation: the page takes no body and is not in OpenAPI.
    app.router.add_route("/", web_app, methods=["GET", "HEAD"], include_in_schema=False)
