"""Read models rebuilt from the event logs, and the runner that keeps them current."""

from projections.base import Projection
from projections.board_sets import BoardSets
from projections.boards import BoardSummaries
from projections.pid import PriorityIndexedDatabase
from projections.rulings import RulingsLog
from projections.scores import DuplicateScores
from projections.session_rulings import SessionRulings
from projections.sessions import SessionResults
from projections.tricks import TrickHistory
from projections.users import UserDirectory


def all_projections() -> list[Projection]:
    return [
        UserDirectory(),
        BoardSummaries(),
        TrickHistory(),
        DuplicateScores(),
        RulingsLog(),
        BoardSets(),
    ]


def scoring_projections() -> list[Projection]:
    """The read models of the scoring log (domain/scoring_application.py)."""
    return [SessionResults(), SessionRulings()]


def system_projections() -> list[Projection]:
    """The read models of the bidding systems' own log (domain/systems_application.py)."""
    return [PriorityIndexedDatabase()]


__all__ = [
    "BoardSets",
    "BoardSummaries",
    "DuplicateScores",
    "PriorityIndexedDatabase",
    "RulingsLog",
    "SessionResults",
    "SessionRulings",
    "TrickHistory",
    "UserDirectory",
    "all_projections",
    "scoring_projections",
    "system_projections",
]
