"""The FastAPI application factory."""

from __future__ import annotations

from fastapi import FastAPI

from api.errors import install_error_handlers
from api.routers import boards, claims, health, library, scoring, systems, users
from api.services import Services


def create_app(services: Services) -> FastAPI:
    app = FastAPI(
        title="Bridge Ledger",
        version="0.2.0",
        description="Event-sourced recording, refereeing and replaying of contract bridge.",
    )
    app.state.services = services
    install_error_handlers(app)
    routers = (health, users, boards, claims, scoring, library, systems)
    for router in (module.router for module in routers):
        app.include_router(router)
    return app
