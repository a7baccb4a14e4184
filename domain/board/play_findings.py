"""The director's findings in the play, numbered among the board's rulings for the audit
(docs/design.md 5): a card retracted after misinformation about whose turn it was (Law
47E1) or taken back by the director after a corrected explanation (47E2(a)), the
declaring side's cards faced after an opening lead out of turn (54A, 54C), two leads
found simultaneous (58A), an unintended designation changed after an opponent played
(45C4(b)). Each event carries its ruling's `number`, given when the command ran (None:
nobody ruled, or the event was stored before 0.19.0, and no ruling is added on load)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.board.rulings import add_ruling
from domain.rules.rulings import RulingKind

if TYPE_CHECKING:
    from domain.board.aggregate import Board


class PlayFinding:
    """A board event that may record a director's finding in the play: the event declares
    `number` (defaulting to None) and `law`, and says who ruled and what."""

    number: int | None
    law: str

    def ruled_by(self) -> str | None:
        """The director who made the finding."""
        raise NotImplementedError

    def finding(self) -> str:
        """The ruling's explanation: the director's own, or a sentence naming what he ruled
        where the command takes none."""
        raise NotImplementedError

    def record_finding(self, board: Board) -> None:
        """The ruling among the board's, if the event was numbered as one."""
        if self.number is not None:
            add_ruling(
                board,
                self,
                RulingKind.PLAY_RECTIFICATION,
                self.ruled_by(),
                explanation=self.finding(),
            )


def next_ruling(board: Board) -> int:
    """The number the board's next ruling takes, given when the command runs."""
    return len(board.rulings) + 1
