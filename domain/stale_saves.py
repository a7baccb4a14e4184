"""A save that lost a race: another command on the same aggregate was saved first.

eventsourcing refuses the stale save with `IntegrityError` (its version is taken); the
user is told in a sentence, with 409, and nothing of the losing command is stored.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from eventsourcing.persistence import IntegrityError

from domain.errors import Conflict


@contextmanager
def conflict_if_stale(message: str) -> Iterator[None]:
    """Turns a stale save inside the block into `Conflict(message)`."""
    try:
        yield
    except IntegrityError:
        raise Conflict(message) from None
