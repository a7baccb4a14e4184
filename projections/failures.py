"""A read model stopped at an event it could not process, and when it is tried again.

The delay doubles with each failed attempt, up to a minute: a projection that fails on a
bad event must not spin, and one that failed on a passing fault (a locked database)
should follow the log again soon.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

FIRST_RETRY_SECONDS = 1.0
LONGEST_RETRY_SECONDS = 60.0

log = logging.getLogger("bridge_ledger.projections")


@dataclass
class ProjectionFailure:
    projection: str
    position: int  # the notification id of the event it could not process
    error: str
    attempts: int
    retry_at: float  # time.monotonic()


def failed(
    projection: str, position: int, error: Exception, earlier: ProjectionFailure | None
) -> ProjectionFailure:
    """The failure to record (and log) when `projection` raised `error` at `position`;
    `earlier` is its failure before this attempt, if it was already failing."""
    attempts = earlier.attempts + 1 if earlier else 1
    delay = min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), LONGEST_RETRY_SECONDS)
    log.error(
        "Read model %s failed at notification %d (attempt %d; retry in %.0f s)",
        projection,
        position,
        attempts,
        delay,
        exc_info=error,
    )
    return ProjectionFailure(
        projection,
        position,
        f"{type(error).__name__}: {error}"[:300],
        attempts,
        time.monotonic() + delay,
    )
