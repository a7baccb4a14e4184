"""Every board command has one handler, registered by its family, and every handler a
command: the application runs any command through the same registry."""

from __future__ import annotations

import domain.board
from domain.board.handling import BoardCommand, command_classes


def subclasses(base: type) -> set[type]:
    found: set[type] = set()
    todo: list[type] = [base]
    sub: type
    while todo:
        for sub in todo.pop().__subclasses__():
            found.add(sub)
            todo.append(sub)
    return found


def test_every_board_command_has_its_handler_and_every_handler_its_command() -> None:
    assert domain.board.FAMILIES  # importing the package registers every family
    assert command_classes() == subclasses(BoardCommand)
    assert len(command_classes()) >= 21
