"""The session handlers: the registry ScoringLedger.execute runs, one handler per command
class."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.actors import Actor
from domain.handlers import Handlers
from domain.session import Session

SessionHandler = Callable[[Session, Actor, Any], None]
SESSION_HANDLERS: Handlers[SessionHandler] = Handlers("session")
