"""Hand records with the real DDS solver: the double-dummy table of a deal whose every
hand holds one suit (each entry worked out by hand), a table checked entry by entry against
the claim check's own solver (another path through DDS: one full play-out per entry), par,
and the PDF with the deal, table and par in it."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pypdf
import pytest

from api.double_dummy import DDS_CACHE_VARIABLE, DdsSolver, hand_records
from api.hand_records import hand_records_pdf
from domain.rules.board_numbers import Vulnerability
from domain.rules.board_sets import SetBoard, deal_set
from domain.rules.cards import SEAT_ORDER, Seat, Suit
from domain.rules.deal import Deal
from domain.rules.double_dummy import DoubleDummyPosition

ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


@pytest.fixture(autouse=True)
def solved_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests judge DDS's own answers: none read from the suite's folder of solved deals
    (tests/conftest.py)."""
    monkeypatch.delenv(DDS_CACHE_VARIABLE, raising=False)


def test_a_deal_of_one_suit_a_hand() -> None:
    """Each side ruffs everything in its own suits and loses every notrump trick to the
    opening leader's long suit (N: spades, E: hearts, S: diamonds, W: clubs)."""
    board = SetBoard(1, Seat.N, Vulnerability.NONE, Deal.parse_pbn(ONE_SUIT_EACH))
    (record,) = hand_records([board])
    ns = {"S": 13, "H": 0, "D": 13, "C": 0, "NT": 0}
    ew = {"S": 0, "H": 13, "D": 0, "C": 13, "NT": 0}
    assert record.table.tricks == {Seat.N: ns, Seat.S: ns, Seat.E: ew, Seat.W: ew}
    # N deals and bids the grand slam first: 7S (or 7D) making, not vulnerable
    assert record.par.ns_score == 1510
    assert "7S by N" in record.par.contracts


@pytest.mark.parametrize("seed", [3, 11])
def test_the_table_agrees_with_the_claim_checks_solver(seed: int) -> None:
    board = deal_set(seed, 1, 1)[0]
    (record,) = hand_records([board])
    hands = {seat: board.deal.hand(seat) for seat in SEAT_ORDER}
    solver = DdsSolver()
    trumps = {"S": Suit.S, "H": Suit.H, "D": Suit.D, "C": Suit.C, "NT": None}
    for index, (strain, trump) in enumerate(trumps.items()):
        declarer = SEAT_ORDER[(index + seed) % 4]
        position = DoubleDummyPosition(hands, trump, declarer.next())
        expected = solver.max_tricks(position, declarer.side)
        assert record.table.tricks[declarer][strain] == expected, (declarer, strain)


def test_the_pdf_holds_each_board_its_table_and_par() -> None:
    records = hand_records(deal_set(42, 1, 4))
    text = "".join(
        page.extract_text()
        for page in pypdf.PdfReader(io.BytesIO(hand_records_pdf(records, "T"))).pages
    )
    for record in records:
        assert f"Board {record.board_number}" in text
        assert f"Dealer {record.dealer.value} · Vul {record.vulnerability.value}" in text
        assert ", ".join(record.par.contracts) in text
    assert text.count("Double dummy (tricks)") == 4


def test_a_deal_solved_once_is_read_back_as_solved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the folder set, a deal is solved once and read back equal; the file read back is
    the one written for that deal, dealer and vulnerability (changed, it is what is read)."""
    boards = deal_set(7, 1, 5)
    fresh = hand_records(boards)
    monkeypatch.setenv(DDS_CACHE_VARIABLE, str(tmp_path))
    assert hand_records(boards) == fresh
    kept = sorted(tmp_path.rglob("*.json"))
    assert len(kept) == len(boards)
    assert hand_records(list(reversed(boards))) == list(reversed(fresh))
    heard: list[int] = []
    assert hand_records(boards, heard.append) == fresh
    assert sorted(heard) == [board.board_number for board in boards]
    for path in kept:
        path.write_text(json.dumps({**json.loads(path.read_text()), "score": 12345}))
    assert [record.par.ns_score for record in hand_records(boards)] == [12345] * len(boards)
