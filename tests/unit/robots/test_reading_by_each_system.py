"""A robot reads each seat's calls by that seat's own system where one is known
(library/robot_reading.py `shown_hands`, api/robot_mind.py): a strong club opener
playing Precision has shown 16 or more, not SAYC's 12-21 with clubs."""

from __future__ import annotations

from api.robot_mind import LIBRARY_BOOKS
from domain.rules.calls import Call
from domain.rules.cards import Seat
from library.robot_reading import shown_hands

AUCTION = [Call.parse(text) for text in ("1C", "1H", "Pass", "2H")]
SAYC = LIBRARY_BOOKS.book("sayc")
PRECISION = LIBRARY_BOOKS.book("precision")


def test_each_seat_is_read_by_its_own_system() -> None:
    by_sayc = shown_hands(SAYC, Seat.N, AUCTION)
    by_precision = shown_hands(PRECISION, Seat.N, AUCTION)
    assert by_sayc[Seat.N] != by_precision[Seat.N]  # the two systems' 1C differ
    assert by_precision[Seat.N].hcp == (16, 37)
    mixed = shown_hands(SAYC, Seat.N, AUCTION, {Seat.N: PRECISION, Seat.S: PRECISION})
    # North and South (a Precision pair) by Precision, East and West by SAYC
    for seat, reading in ((Seat.N, by_precision), (Seat.E, by_sayc), (Seat.W, by_sayc)):
        assert mixed.get(seat) == reading.get(seat), seat
    assert mixed.get(Seat.S) == by_precision.get(Seat.S)


def test_without_other_books_the_one_book_reads_every_seat() -> None:
    assert shown_hands(SAYC, Seat.N, AUCTION, {}) == shown_hands(SAYC, Seat.N, AUCTION)
