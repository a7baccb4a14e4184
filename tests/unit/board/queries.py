"""What the board tests ask of a board without changing it: the domain's queries, imported
here once, so the tests do not depend on the module each lives in."""

from domain.board.claims import responders
from domain.board.lead_restrictions import restriction_pending
from domain.board.legal import legal_moves
from domain.board.results import board_score, revoke_entries
from domain.board.revokes.state import revoke_status

__all__ = [
    "board_score",
    "legal_moves",
    "responders",
    "restriction_pending",
    "revoke_entries",
    "revoke_status",
]
