"""The handlers of one family of commands (boards, sessions, rubbers, bidding systems): one
per command class, registered beside the functions that decide, and looked up by the
application's `execute`.

A handler runs a command on an aggregate that already exists; a command that creates one
is run by `execute` itself, as the boards' `CreateBoard` is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

Handler = TypeVar("Handler", bound=Callable[..., None])


class Handlers(Generic[Handler]):
    def __init__(self, family: str) -> None:
        self.family = family
        self._by_class: dict[type[Any], Handler] = {}

    def handles(self, command_class: type[Any]) -> Callable[[Handler], Handler]:
        """Registers the decorated function as the handler of `command_class`."""

        def register(handler: Handler) -> Handler:
            if command_class in self._by_class:
                raise TypeError(f"{command_class.__name__} has a {self.family} handler already")
            self._by_class[command_class] = handler
            return handler

        return register

    def handler_for(self, command: object) -> Handler:
        try:
            return self._by_class[type(command)]
        except KeyError:
            raise TypeError(f"no {self.family} handler for {type(command).__name__}") from None

    @property
    def command_classes(self) -> frozenset[type[Any]]:
        return frozenset(self._by_class)
