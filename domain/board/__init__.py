"""The board: one deal bid and played at one table (docs/design.md 4, 5).

`Board` (aggregate.py) holds what every family shares; each family of commands is a
module or package here with its commands, the functions that decide them, its events and
its state: the auction and the play (calls.py, play.py), undo and redo (rewind.py),
claims, revokes, leads out of turn (leads.py), lead restrictions (lead_restrictions.py),
premature plays, the auction's irregularities, rulings. Importing this package imports
every module in it, which registers every family's events under their stored topics and
every command's handler: a new module of a family needs no line here.
"""

import importlib
import pkgutil
from types import ModuleType

from domain.board.aggregate import Board

FAMILIES: tuple[ModuleType, ...] = tuple(
    importlib.import_module(found.name)
    for found in pkgutil.walk_packages(__path__, prefix=f"{__name__}.")
)

__all__ = ["FAMILIES", "Board"]
