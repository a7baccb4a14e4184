"""The classes bench/robot_bidding_misses.py puts the robots' misses in (issue 34) say
what went wrong: a contract of ours that makes, where par is only the opponents' doubled
sacrifice, is not in the "wrong strain"; a game where par is a slam in another strain
is a missed slam there; a small slam where par is the grand is a missed slam, not a
partscore too low. Real deals of the development set, solved by DDS here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[3] / "bench"
sys.path.insert(0, str(BENCH))

from robot_bidding_misses import classify  # noqa: E402

from api.double_dummy import hand_records  # noqa: E402
from domain.rules.board_numbers import Vulnerability  # noqa: E402
from domain.rules.calls import Contract  # noqa: E402
from domain.rules.cards import Seat  # noqa: E402
from domain.rules.deal import Deal  # noqa: E402
from domain.rules.table import Setup  # noqa: E402


class _Dealt:
    def __init__(self, setup: Setup) -> None:
        self.board_number = setup.board_number
        self.dealer = setup.dealer
        self.vulnerability = setup.vulnerability
        self.deal = setup.deal


@pytest.mark.parametrize(
    ("dealer", "vulnerable", "pbn", "contract", "expected"),
    [
        # olympiad-1996 board 10: our 4H makes, par is their 7DX sacrifice
        ("W", "EW", "N:QT94.Q.QJT9.Q953 832.AKT765.83.A7 J75.83.K76542.K4 AK6.J942.A.JT862",
         "4H by E", "their sacrifice was par"),
        # board 9: 3NT made, par is 6H by the same side
        ("N", "None", "N:Q75.K982.J92.T74 KT96.T4.AT83.A93 AJ8432.76.6.Q862 .AQJ53.KQ754.KJ5",
         "3NT by E", "missed slam in another strain"),
        # board 7: 6S made, par is the grand slam
        ("E", "All", "N:A97642.KT843..K8 T85.Q9.AQJ54.953 KJ.AJ.K972.AQJ72 Q3.7652.T863.T64",
         "6S by N", "missed slam"),
    ],
)  # fmt: skip
def test_a_miss_is_classed_by_what_went_wrong(
    dealer: str, vulnerable: str, pbn: str, contract: str, expected: str
) -> None:
    setup = Setup(1, Seat(dealer), Vulnerability.parse(vulnerable), Deal.parse_pbn(pbn))
    (record,) = hand_records([_Dealt(setup)])
    bid, seat = contract.split(" by ")
    assert classify(Contract.parse(bid, Seat(seat)), record, setup) == expected
