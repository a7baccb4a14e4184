"""Export keeps an imported record's tags (issue 31; docs/contract.md "Export keeps the
record's tags"), on both stores: the real records' Event, Site, Date, Scoring, Table,
Room, HomeTeam, VisitTeam and the rest come back as they came in, and again after a
second round trip; tags that tell of a hand are not kept. The expectations are read from
the raw text here, not by the reader under test."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from api.services import Services
from domain.actors import Actor, Role
from domain.board import Board
from interchange.board_record import record_of
from interchange.formats import RecordFormat, read_records
from interchange.importer import import_records
from interchange.pbn_writer import write_pbn

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
OWNER = Actor("alice", Role.PLAYER)
# written by the board itself, or telling of a hand: not kept from the record
NOT_KEPT = {"Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
            "Declarer", "Contract", "Result", "Score", "Auction", "Play", "Note",
            "DoubleDummyTricks", "OptimumScore", "OptimumResultTable"}  # fmt: skip


def _raw_tags(text: str) -> list[dict[str, str]]:
    """Each game's tags with a known value, as the file writes them."""
    games = []
    for block in re.split(r"\n\s*\n", text.replace("\r\n", "\n")):
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]', block, flags=re.MULTILINE))
        if "Deal" in tags:
            games.append({k: v for k, v in tags.items() if v not in ("", "?")})
    return games


def _exported(boards: list[Board]) -> bytes:
    return "".join(write_pbn(record_of(board, OWNER) for board in boards)).encode()


def _imported(services: Services, data: bytes) -> list[Board]:
    report = import_records(services.app, OWNER, read_records(data, RecordFormat.PBN))
    assert report.refused == ()
    return [services.app.board(OWNER, str(item.board.id)) for item in report.boards]


@pytest.mark.parametrize("name", ["endplay-example1.pbn", "endplay-example2.pbn"])
def test_the_tags_of_real_records_survive_two_round_trips(services: Services, name: str) -> None:
    services.app.register_user(OWNER.name, Role.PLAYER)
    data = (FIXTURES / "pbn" / name).read_bytes()
    expected = [
        {k: v for k, v in tags.items() if k not in NOT_KEPT}
        for tags in _raw_tags(data.decode("utf-8"))
    ]
    assert any("HomeTeam" in tags and "Table" in tags for tags in expected)
    boards = _imported(services, data)
    assert [board.record_tags for board in boards] == expected
    once = _exported(boards)
    again = _imported(services, once)
    assert [board.record_tags for board in again] == expected
    twice = _exported(again)
    assert twice == once
    for tags, written in zip(expected, _raw_tags(twice.decode()), strict=True):
        assert {k: v for k, v in written.items() if k in tags} == tags
        assert "OptimumResultTable" not in written


def test_the_export_endpoint_writes_the_record_s_tags(services: Services) -> None:
    """`GET /boards/{id}/export?format=pbn` of a board imported from the European youth
    championship's closed room."""
    client = TestClient(create_app(services))
    token = services.app.register_user(OWNER.name, Role.PLAYER)[1]
    data = (FIXTURES / "pbn" / "endplay-example1.pbn").read_bytes()
    boards = _imported(services, data)
    headers = {"Authorization": f"Bearer {token}"}
    answer = client.get(f"/boards/{boards[1].id}/export?format=pbn", headers=headers)
    assert answer.status_code == 200, answer.text
    text = answer.text
    for line in ('[Event "16th European Youth Team Championships"]', '[Site "Vienna, Austria AUT"]',
                 '[Date "1998.07.16"]', '[HomeTeam "J-germany"]', '[Room "Closed"]',
                 '[Round "1"]', '[Section "Junior Teams"]', '[Table "7"]',
                 '[VisitTeam "J-austria"]'):  # fmt: skip
        assert line in text
