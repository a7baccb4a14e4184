"""What a board event did to the effective play, described once (docs/design.md 4, 5).

An event that changes the play (a call, a card, undo and redo, a revoke corrected, cards
withdrawn, an accepted lead out of turn, a change of call, a claim agreed or ruled) is a
`ChangesThePlay` and says how with `play_change()`. The Board's `apply` follows that
description (domain/board/aggregate.py `follow`), and the read models take their rows from
the same one (projections/base.py `board_change`): neither works it out from the event
again, and they cannot disagree.
"""

from __future__ import annotations

from typing import NamedTuple

from domain.board.actions import ActionRecord


class PlayChange(NamedTuple):
    """The effective play lost `removed`, its last actions in the order they were played,
    then gained `added`. `at` is where the rewrite began, when the event recorded it (it
    is then len(play) - len(removed)); an event with no `at` and nothing removed appends.
    `declarer_tricks` is the table result when the event ended the play."""

    removed: tuple[ActionRecord, ...] = ()
    added: tuple[ActionRecord, ...] = ()
    at: int | None = None
    declarer_tricks: int | None = None

    @property
    def appends(self) -> bool:
        return self.at is None and not self.removed


def ends_play(added: tuple[ActionRecord, ...]) -> int | None:
    """The declarer's tricks recorded by the card that ended the play, if one was added."""
    last = added[-1] if added else None
    return last.get("declarer_tricks") if last is not None and last["kind"] == "card" else None


class ChangesThePlay:
    """A board event that may change the effective play."""

    def play_change(self) -> PlayChange | None:
        raise NotImplementedError
