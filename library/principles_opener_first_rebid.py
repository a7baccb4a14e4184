"""What opener's rebid principles read first (issue 33): the opened suit and partner's
response at opener's first rebid, the order of the suits, and the teachers' maximum.

The strength classes are the teachers' (a guide to minor-suit openings and rebids:
"Opener places her hand in one of 3 strength categories: a. Minimum: 13-16 points, or b.
Medium: 17.18 points. or c. Maximum: 19-21 points"; sayc.md writes the booklet's 12-15,
16-18 and 19-21): a maximum goes to game by itself. The principles that read these are
listed in library/principles_opener_rebids.py.
"""

from __future__ import annotations

from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_reading import Table, suit_of
from library.principles_uncontested_rebids import first_rebid

__all__ = ["OPENER_MAXIMUM", "opened_and_answered", "rank_low"]

OPENER_MAXIMUM = (19, 21)  # Grant's maximum: game


def opened_and_answered(t: Table) -> tuple[Suit, Suit | None] | None:
    """The opened suit and partner's response suit (None for 1NT) at opener's first
    rebid after a one-level opening and a response, the opponents passing throughout."""
    found = first_rebid(t)
    if found is None:
        return None
    opened, response = found
    if str(response) == "1NT":
        return opened, None
    answered = suit_of(response)
    if answered is None or answered is opened:
        return None
    return opened, answered


def rank_low(suit: Suit) -> int:
    """Higher for a lower-ranking suit (clubs highest)."""
    return SUIT_ORDER.index(suit)
