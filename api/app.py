"""The FastAPI application factory."""

from __future__ import annotations

from importlib.metadata import version

from fastapi import FastAPI
from fastapi_offline import FastAPIOffline

from api.errors import install_error_handlers
from api.openapi import document_errors
from api.routers import (
    board_sets,
    boards,
    claims,
    health,
    interchange,
    leads,
    library,
    live,
    published,
    recommend,
    revokes,
    robots,
    rubbers,
    rulings,
    scoring,
    session_fouled,
    session_match,
    session_pairs,
    session_penalties,
    session_ranking,
    session_results,
    session_system,
    session_table_boards,
    session_tables,
    session_travellers,
    sessions,
    system_outputs,
    systems,
    users,
)
from api.services import Services
from api.web import install_web_app


def create_app(services: Services) -> FastAPI:
    # The docs pages load Swagger UI and ReDoc from files shipped with fastapi-offline,
    # so /docs works without internet access.
    app = FastAPIOffline(
        title="Bridge Ledger",
        version=version("bridge-ledger"),  # pyproject.toml's, as installed
        description="Event-sourced recording, refereeing and replaying of contract bridge.",
    )
    app.state.services = services
    install_error_handlers(app)
    routers = (
        health,
        users,
        interchange,
        boards,
        live,
        board_sets,
        claims,
        revokes,
        leads,
        rulings,
        robots,
        scoring,
        rubbers,
        sessions,
        session_results,
        session_travellers,
        session_ranking,
        session_pairs,
        session_match,
        published,
        session_tables,
        session_table_boards,
        session_fouled,
        session_penalties,
        session_system,
        library,
        recommend,
        systems,
        system_outputs,
    )
    for router in (module.router for module in routers):
        app.include_router(router)
    install_web_app(app)
    document_errors(app)
    return app
