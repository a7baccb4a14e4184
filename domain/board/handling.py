"""How a board command is run: each family registers a handler for each of its command
classes (`@handles`), and the application runs the one registered for a command's class
(`run`), on the board in memory; the application saves what it decided."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from domain.actors import Actor
from domain.board.family import settle
from domain.handlers import Handlers

if TYPE_CHECKING:
    from domain.board.aggregate import Board

RegisteredName = Callable[[str], "str | None"]
"""A user's name as registered, or None for no such user."""


@dataclass(frozen=True, kw_only=True)
class BoardCommand:
    """A command on one board, holding what the request said, nothing checked yet: its
    handler reads seats and cards only once it knows who may act and when, so a stranger
    learns nothing from the order of the errors. `expected_version`, when given, is the
    version the client saw: a stale one is refused as a conflict."""

    board_id: str
    expected_version: int | None = None
    # A robot partner waiting under Law 25A calls after this command (RobotsGoOn alone:
    # domain/board/robot_partner_wait.py); after any other, it keeps waiting.
    lets_robot_partner_call: ClassVar[bool] = False


Command = TypeVar("Command", bound=BoardCommand)
Handler = Callable[["Board", Actor, Command, RegisteredName], None]

BOARD_HANDLERS: Handlers[Handler[Any]] = Handlers("board")


def handles(command_class: type[Command]) -> Callable[[Handler[Command]], Handler[Command]]:
    return BOARD_HANDLERS.handles(command_class)


def handler_for(command: BoardCommand) -> Handler[Any]:
    return BOARD_HANDLERS.handler_for(command)


def run(board: Board, actor: Actor, command: BoardCommand, registered_name: RegisteredName) -> None:
    """Decides `command` on `board` in memory: the events it records are pending on it,
    followed by what the families settle after any command."""
    handler_for(command)(board, actor, command, registered_name)
    settle(board)


def command_classes() -> frozenset[type[BoardCommand]]:
    return BOARD_HANDLERS.command_classes
