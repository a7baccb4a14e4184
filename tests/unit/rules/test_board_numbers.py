"""Dealer and vulnerability by board number (docs/design.md 4.1)."""

from __future__ import annotations

import pytest

from domain.rules.board_numbers import (
    Vulnerability,
    check_board_number,
    dealer_for,
    vulnerability_for,
)
from domain.rules.cards import Seat
from domain.rules.errors import RuleViolation

# docs/design.md 4.1, written out as the table says it.
VULNERABLE_BOARDS = {
    "None": (1, 8, 11, 14),
    "NS": (2, 5, 12, 15),
    "EW": (3, 6, 9, 16),
    "All": (4, 7, 10, 13),
}
EXPECTED_16 = {n: vul for vul, boards in VULNERABLE_BOARDS.items() for n in boards}

# Boards 1-32 in full, as printed on any hand record.
DEALERS_32 = "NESW" * 8
VULS_32 = [
    "None",
    "NS",
    "EW",
    "All",
    "NS",
    "EW",
    "All",
    "None",
    "EW",
    "All",
    "None",
    "NS",
    "All",
    "None",
    "NS",
    "EW",
] * 2


def test_design_table_covers_the_sixteen_boards_once():
    assert sorted(EXPECTED_16) == list(range(1, 17))


@pytest.mark.parametrize("board", range(1, 33))
def test_dealer_and_vulnerability_of_boards_1_to_32(board):
    assert dealer_for(board) is Seat(DEALERS_32[board - 1])
    assert vulnerability_for(board) is Vulnerability(VULS_32[board - 1])
    assert vulnerability_for(board).value == EXPECTED_16[(board - 1) % 16 + 1]


@pytest.mark.parametrize(
    ("remainder", "dealer"), [(1, Seat.N), (2, Seat.E), (3, Seat.S), (0, Seat.W)]
)
def test_dealer_rotates_by_board_number_mod_4(remainder, dealer):
    for board in range(1, 200):
        if board % 4 == remainder:
            assert dealer_for(board) is dealer


def test_vulnerability_repeats_every_16_boards():
    for board in range(1, 200):
        assert vulnerability_for(board) is vulnerability_for(board + 16)


@pytest.mark.parametrize("board", [0, -1, -4, -16, -17])
def test_bad_board_numbers_are_refused(board):
    with pytest.raises(RuleViolation, match="from 1 to 9999"):
        dealer_for(board)
    with pytest.raises(RuleViolation, match="from 1 to 9999"):
        vulnerability_for(board)
    with pytest.raises(RuleViolation):
        check_board_number(board)


@pytest.mark.parametrize(
    ("text", "vul"),
    [
        ("None", Vulnerability.NONE),
        ("none", Vulnerability.NONE),
        ("Love", Vulnerability.NONE),
        ("-", Vulnerability.NONE),
        ("NS", Vulnerability.NS),
        ("ns", Vulnerability.NS),
        ("EW", Vulnerability.EW),
        ("All", Vulnerability.ALL),
        ("Both", Vulnerability.ALL),
        ("both", Vulnerability.ALL),
    ],
)
def test_vulnerability_spellings(text, vul):
    assert Vulnerability.parse(text) is vul


@pytest.mark.parametrize("text", ["", "NE", "Neither", None, 3])
def test_unknown_vulnerability_is_refused(text):
    with pytest.raises(RuleViolation, match="is not a vulnerability"):
        Vulnerability.parse(text)


@pytest.mark.parametrize(
    ("vul", "vulnerable_seats"),
    [
        (Vulnerability.NONE, set()),
        (Vulnerability.NS, {Seat.N, Seat.S}),
        (Vulnerability.EW, {Seat.E, Seat.W}),
        (Vulnerability.ALL, {Seat.N, Seat.E, Seat.S, Seat.W}),
    ],
)
def test_who_is_vulnerable(vul, vulnerable_seats):
    assert {s for s in Seat if vul.is_vulnerable(s)} == vulnerable_seats
