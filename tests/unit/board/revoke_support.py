"""What the revoke tests share: West's ruff in the second trick, and a board's result."""

from __future__ import annotations

from domain.board import Board
from tests.unit.board.queries import board_score
from tests.views import plain

# W ruffs trick 2 with S3 while holding D3, and wins it.
W_RUFFS = "DK D6 D2 DA D9 D4 DT S3"


def result(board: Board) -> tuple[int | None, int | None, int, int]:
    score = plain(board_score(board))
    return score["table_tricks"], score["declarer_tricks"], score["NS"], score["EW"]
