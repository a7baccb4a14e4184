"""What every board event is: an event of the Board aggregate, stored under the topic
`domain.board:Board.<its name>` wherever its family defines it (docs/design.md 2).

The topics are explicit (the library's `TOPIC`), so that an event lives with the commands
and rules of its family and the stores written before the board became a package load as
they are. A test pins every topic."""

from __future__ import annotations

from typing import Any

from eventsourcing.domain import Aggregate
from eventsourcing.utils import register_topic

TOPIC_PREFIX = "domain.board:Board"


class BoardEvent(Aggregate.Event):
    """The base of every board event; a subclass is registered under its topic."""

    TOPIC = f"{TOPIC_PREFIX}.Event"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.TOPIC = f"{TOPIC_PREFIX}.{cls.__name__}"
        register_topic(cls.TOPIC, cls)
