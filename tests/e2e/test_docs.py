"""The API docs work without internet access: their scripts come from the server."""

from __future__ import annotations

import re

from tests.e2e.table import Server


def test_docs_load_their_assets_from_the_server_itself(server: Server) -> None:
    for page in ("/docs", "/redoc"):
        html = server.client.get(page).text
        assets = re.findall(r'(?:src|href)="([^"]+\.(?:js|css))"', html)
        assert assets, html[:300]
        for asset in assets:
            assert asset.startswith("/"), f"{page} loads {asset} from elsewhere"
            reply = server.client.get(asset)
            assert reply.status_code == 200 and len(reply.content) > 1000, asset
        assert "cdn" not in html.lower()


def test_the_documented_errors_are_the_real_ones(server: Server) -> None:
    document = server.client.get("/openapi.json").json()
    assert "HTTPValidationError" not in document["components"]["schemas"]
    create = document["paths"]["/boards"]["post"]["responses"]
    for code in ("401", "403", "404", "409", "413", "422"):
        schema = create[code]["content"]["application/json"]["schema"]
        assert schema == {"$ref": "#/components/schemas/ErrorPublic"}
    assert set(document["paths"]["/health"]["get"]["responses"]) == {"200"}


def test_every_route_reads_its_body_strictly() -> None:
    """A router made without `resource_router` would skip the body checks and their order."""
    from fastapi.routing import APIRoute

    from api.app import create_app
    from api.request_checks import StrictRoute

    class NoServices:
        pass

    app = create_app(NoServices())  # type: ignore[arg-type]
    loose = [
        route.path
        for route in app.routes
        if isinstance(route, APIRoute) and not isinstance(route, StrictRoute)
    ]
    assert loose == [r for r in loose if r in ("/docs", "/redoc", "/docs/oauth2-redirect")]
