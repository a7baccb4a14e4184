"""Read models rebuilt from the event log, and the runner that keeps them current."""

from projections.base import Projection
from projections.boards import BoardSummaries
from projections.rulings import RulingsLog
from projections.scores import DuplicateScores
from projections.tricks import TrickHistory
from projections.users import UserDirectory


def all_projections() -> list[Projection]:
    return [UserDirectory(), BoardSummaries(), TrickHistory(), DuplicateScores(), RulingsLog()]


__all__ = [
    "BoardSummaries",
    "DuplicateScores",
    "RulingsLog",
    "TrickHistory",
    "UserDirectory",
    "all_projections",
]
