"""The board: one deal bid and played at one table (docs/design.md 4, 5).

`Board` (aggregate.py) holds what every family shares; each family of commands is a
module or package here with its commands, the functions that decide them, its events and
its state: the auction and the play (calls.py, play.py), undo and redo (rewind.py),
claims, revokes, leads out of turn and lead restrictions (leads.py), premature plays,
the auction's irregularities, rulings. Importing this package registers every family's
events under their stored topics and every command's handler.
"""

from domain.board import (
    claims,
    leads,
    play,
    premature,
    rewind,
    rulings,
)
from domain.board.aggregate import Board
from domain.board.auction_irregularities import exposed, intake
from domain.board.revokes import commands as revoke_commands
from domain.board.revokes import exposed_in_play

FAMILIES = (
    claims,
    leads,
    play,
    premature,
    rewind,
    rulings,
    exposed,
    intake,
    revoke_commands,
    exposed_in_play,
)

__all__ = ["FAMILIES", "Board"]
