"""The one entry point every adapter uses: a request in plain values, a Recommendation out.

``recommend_request(book, hand=..., auction=[...], dealer="N")`` (or ``sequence="1n-(p)"``)
validates every input and raises ``RuleViolation`` with one sentence for bad input: a
hand that is not 13 different cards, an unknown call, an illegal auction, an auction
that is over, a seat whose turn it is not. ``SystemBooks`` composes a base system and
conventions from the library once and keeps the result, so a request costs only the
matching. A user's system (the PID) feeds ``RuleBook`` with its own records instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from domain.rules.board_numbers import Vulnerability
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation
from domain.rules.hand_evaluation import parse_hand
from library.model import BASE_SYSTEM, Library
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls, place_from_sequence
from library.recommend_book import RuleBook, system_book

__all__ = ["SystemBooks", "recommend_request"]


def recommend_request(
    book: RuleBook,
    *,
    hand: str | Sequence[str],
    auction: Sequence[str] | None = None,
    sequence: str | None = None,
    dealer: str | None = None,
    seat: str | None = None,
    vulnerability: str = "None",
) -> Recommendation:
    """The system's call for ``hand`` after ``auction`` from ``dealer`` (or a PID sequence)."""
    cards = parse_hand(list(hand) if not isinstance(hand, str) else hand)
    vulnerable = Vulnerability.parse(vulnerability)
    asking = Seat.parse(seat) if seat is not None else None
    if auction is not None and sequence is not None:
        raise RuleViolation("Give the auction or a sequence, not both.")
    if sequence is not None:
        if dealer is not None:
            raise RuleViolation("A sequence starts with its own first call; leave out the dealer.")
        place = place_from_sequence(sequence, asking)
    else:
        first = Seat.parse(dealer) if dealer is not None else Seat.N
        place = place_from_calls(first, list(auction or ()), asking)
    return recommend(book, place, cards, vulnerable.value)


class SystemBooks:
    """Rule books composed from the library, one per base system and list of conventions."""

    def __init__(self, library: Callable[[], Library], size: int = 64) -> None:
        self._library = library
        self._compose = lru_cache(maxsize=size)(self._build)

    def book(self, base: str, conventions: Sequence[str] = ()) -> RuleBook:
        """RuleViolation names an unknown module, a repeat, or conventions that cannot go
        together (not for this base, or conflicting)."""
        if len(set(conventions)) != len(conventions):
            raise RuleViolation("A convention is listed twice; name each one once.")
        return self._compose(base, tuple(conventions))

    def _build(self, base: str, conventions: tuple[str, ...]) -> RuleBook:
        library = self._library()
        system = library.systems.get(base)
        if system is None or system.type != BASE_SYSTEM:
            raise RuleViolation(f"There is no base system '{base[:40]}' in the library.")
        unknown = next((c for c in conventions if c not in library.conventions), None)
        if unknown is not None:
            raise RuleViolation(f"There is no convention '{unknown[:40]}' in the library.")
        try:
            return system_book(library, base, conventions)
        except ValueError as error:
            raise RuleViolation(str(error)) from error
