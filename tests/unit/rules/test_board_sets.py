"""A set of boards from one seed: each board's dealer and vulnerability by its number (the
standard cycle, written out here independently of domain/rules/board_numbers.py), its own
reproducible deal, and the bounds of a set."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.board_sets import MAX_SET, check_set_seed, deal_set, drawn_seed
from domain.rules.cards import SEAT_ORDER
from domain.rules.errors import RuleViolation

DEALERS = "NESW"
# Vulnerability of boards 1..16, as printed on every duplicate board
CYCLE = ["None", "NS", "EW", "All", "NS", "EW", "All", "None",
         "EW", "All", "None", "NS", "All", "None", "NS", "EW"]  # fmt: skip


@given(seed=st.integers(0, 2**63 - 1), first=st.integers(1, 60), count=st.integers(1, MAX_SET))
@settings(max_examples=40, deadline=None)
def test_every_board_has_the_dealer_and_vulnerability_of_its_number(seed, first, count):
    boards = deal_set(seed, first, count)
    assert [b.board_number for b in boards] == list(range(first, first + count))
    for board in boards:
        n = board.board_number
        assert board.dealer.value == DEALERS[(n - 1) % 4]
        assert board.vulnerability.value == CYCLE[(n - 1) % 16]
        hands = [board.deal.hand(seat) for seat in SEAT_ORDER]
        assert all(len(hand) == 13 for hand in hands)
        assert len(frozenset().union(*hands)) == 52


def test_the_same_seed_deals_the_same_set_and_a_longer_set_extends_it():
    thirty_two = deal_set(7, 1, 32)
    assert [b.deal for b in deal_set(7, 1, 32)] == [b.deal for b in thirty_two]
    assert [b.deal for b in deal_set(7, 1, 16)] == [b.deal for b in thirty_two[:16]]
    assert [b.deal for b in deal_set(7, 17, 16)] == [b.deal for b in thirty_two[16:]]
    assert len({b.deal.to_pbn() for b in thirty_two}) == 32
    assert [b.deal for b in deal_set(8, 1, 32)] != [b.deal for b in thirty_two]


@pytest.mark.parametrize(
    ("seed", "first", "count", "detail"),
    [
        (1, 1, 0, "A set holds 1 to 36 boards."),
        (1, 1, MAX_SET + 1, "A set holds 1 to 36 boards."),
        (1, 0, 4, "Board numbers run from 1 to 9999."),
        (1, 9998, 4, "Board numbers run from 1 to 9999."),
        (-1, 1, 4, "seed must be between 0 and 2**63 - 1."),
        (2**63, 1, 4, "seed must be between 0 and 2**63 - 1."),
    ],
)
def test_a_set_out_of_bounds_is_refused(seed, first, count, detail):
    with pytest.raises(RuleViolation) as refused:
        deal_set(seed, first, count)
    assert refused.value.message == detail


@given(st.integers(0, 2**63 - 2**48 - 1))
def test_a_drawn_seed_always_deals_a_tournament_set(drawn: int) -> None:
    """The service draws the seed of a set asked for without one: it must be one a
    tournament set may be dealt from (at least 2**48) and fit in 63 bits, whatever the draw.
    Before 0.26.0 one draw in 32,768 fell below 2**48 and the request was refused."""
    asked: list[int] = []

    def below(n: int) -> int:
        asked.append(n)
        return drawn

    seed = drawn_seed(below)
    check_set_seed(seed, "tournament")  # raises if refused
    assert 2**48 <= seed < 2**63 and asked == [2**63 - 2**48]
