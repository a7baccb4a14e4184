"""IntRange: a typed range of counts (suit lengths, points), its text and its membership."""

from __future__ import annotations

import pytest

from library.constraints import extract_constraints
from library.model import IntRange


def test_suit_lengths_are_typed_ranges() -> None:
    c = extract_constraints("Limit raise, 3+ hearts, 10-12 support points", "1h-(p)-3h")
    assert c.suit_length == {"hearts": IntRange(3, None)}
    assert c.total_points == IntRange(10, 12)
    assert c.hcp is None
    assert extract_constraints("3-5 diamonds").suit_length == {"diamonds": IntRange(3, 5)}
    assert extract_constraints("exactly 3 spades").suit_length == {"spades": IntRange(3, 3)}


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [("5+", 5, None), ("4", 4, 4), ("3-5", 3, 5), ("0-1", 0, 1), ("0+", 0, None)],
)
def test_int_range_text_round_trip(text: str, low: int, high: int | None) -> None:
    parsed = IntRange.parse(text)
    assert parsed == IntRange(low, high)
    assert str(parsed) == text


def test_int_range_membership_and_width() -> None:
    assert 5 in IntRange(5, None)
    assert 13 in IntRange(5, None)
    assert 4 not in IntRange(5, None)
    assert 3 in IntRange(3, 5) and 5 in IntRange(3, 5) and 6 not in IntRange(3, 5)
    assert "4" not in IntRange(0, 9)
    assert IntRange(10, 12).width == 3
    assert IntRange(4, 4).width == 1
