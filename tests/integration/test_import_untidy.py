"""Real records that used to be refused, imported on both stores (issue 31): a game that
gives no Result of its own (PBN 4.8: a table's result is never inherited), a Play row
whose `-` stands for a card nobody knows (PBN 3.6: the play stops there), a Declarer tag
that names another seat than the auction (a note; the board follows the auction), a
Result marked `^` (PBN 3.4.15: the table agreed a result its play does not give), and
broken records that must not stop the records after them."""

from __future__ import annotations

from pathlib import Path

import pytest

from api.services import Services
from domain.actors import Actor, Role
from domain.rules.cards import Seat
from domain.rules.table import Phase
from interchange.formats import RecordFormat, read_records
from interchange.importer import import_records
from interchange.pbn_reader import decode, read_pbn

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
OWNER = Actor("alice", Role.PLAYER)
CLUB = FIXTURES / "pbn-varied" / "club-pairs-inheritance.pbn"
VERIFIER = FIXTURES / "pbn-verifier" / "pbn-verifier-correct-10.pbn"


def _first_game(path: Path) -> str:
    """The first game of the club's file, its `##` header tags included."""
    text = decode(path.read_bytes())
    start = text.index("[Event")
    return text[start : text.index("\n\n", start)] + "\n"


def test_a_game_without_a_result_does_not_take_the_one_before(services: Services) -> None:
    """An online club's file (BBO) lists a table whose play stopped at trick 7 and that
    gives no Contract, Declarer or Result, after a table that made 11 tricks: it is a
    board still in play, not a claim of the 11 tricks of the table before."""
    services.app.register_user(OWNER.name, Role.PLAYER)
    first = _first_game(CLUB)
    stopped = (
        '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        '[Deal "N:A6.842.K54.AK642 KQ75.Q7.AT7.9875 T9843.JT63.Q.QT3 J2.AK95.J98632.J"]\n'
        '[Auction "N"]\n1C 1NT 2S 3D\n4C Pass Pass Pass\n[Play "E"]\n'
        "C9 C3 CJ CA\nS5 S3 S2 SA\n- - D2 D5\n- - - -\n"
    )
    records = list(read_pbn(first + "\n" + stopped))
    report = import_records(services.app, OWNER, records)
    assert report.refused == () and len(report.boards) == 2
    board = services.app.board(OWNER, str(report.boards[1].board.id))
    # trick 3, by columns from East: East and South unknown, West's D2, North's D5.
    # North won trick 2 and leads the D5; East's card is unknown, so the play stops
    # there: West's D2 was not played before East's card
    assert board.phase is Phase.PLAY and board.state.completed_tricks == 2
    assert board.state.next_seat is Seat.E
    assert board.state.open_trick() and len(board.state.open_trick()) == 1


def test_a_declarer_tag_that_disagrees_with_the_auction_is_a_note(services: Services) -> None:
    """The club's first game, its Declarer tag South where the auction makes North
    declarer; then the same with East and the Result written for East-West's side (13
    less North's 9). Both are imported with a note; each board is North's 4C made 9."""
    services.app.register_user(OWNER.name, Role.PLAYER)
    first = _first_game(CLUB)
    partner = first.replace('[Declarer "N"]', '[Declarer "S"]')
    opponent = first.replace('[Declarer "N"]', '[Declarer "E"]').replace(
        '[Result "9"]', '[Result "4"]'
    )
    records = list(read_pbn(partner + "\n" + opponent))
    report = import_records(services.app, OWNER, records)
    assert report.refused == () and len(report.boards) == 2
    assert [(n.record, n.detail) for n in report.notes] == [
        (1, "The auction makes N declarer, the record's Declarer tag S: the board follows "
            "the auction."),
        (2, "The auction makes N declarer, the record's Declarer tag E: the board follows "
            "the auction."),
    ]  # fmt: skip
    for item in report.boards:
        state = services.app.board(OWNER, str(item.board.id)).state
        assert (state.declarer, state.declarer_tricks) == (Seat.N, 9)


def test_a_result_the_table_agreed_otherwise_is_imported(services: Services) -> None:
    """The PBN verifier's game of every irregularity: `[Result "^5"]` after a play in
    which declarer's side had already won more than 5 tricks; the table agreed 5, the
    board keeps the tricks won and its claim is for none of those left."""
    services.app.register_user(OWNER.name, Role.PLAYER)
    records = list(read_records(VERIFIER.read_bytes(), RecordFormat.PBN))
    report = import_records(services.app, OWNER, records)
    assert 106 not in [refused.line for refused in report.refused]
    [item] = [item for item in report.boards if item.record == 3]
    board = services.app.board(OWNER, str(item.board.id))
    assert board.phase.is_over and board.state.declarer_tricks is not None


def test_broken_records_do_not_stop_the_records_after_them(services: Services) -> None:
    """A record whose comment `{` is never closed, and one whose tag is never closed,
    before the club's ten tables: the two are refused with their lines, the ten
    imported."""
    services.app.register_user(OWNER.name, Role.PLAYER)
    broken = (
        '[Event "Broken"]\n[Board "1"]\n{ a comment that is never closed\n'
        '[Deal "N:AKQ.. - - -"]\n\n'
        '[Event "Broken too\n[Board "2"]\n\n'
    )
    records = list(read_pbn(broken + decode(CLUB.read_bytes())))
    report = import_records(services.app, OWNER, records)
    assert [(r.record, r.line) for r in report.refused] == [(1, 3), (2, 6)]
    assert "never closed" in report.refused[0].detail
    assert "is not closed" in report.refused[1].detail
    assert len(report.boards) == 10


SAMPLE = FIXTURES / "pbn" / "endplay-sample.pbn"


@pytest.mark.parametrize(
    ("score", "noted"),
    [
        ("NS 500", False),
        ("EW -500", False),
        ("NS 500 EW -500", False),
        ("EW -500 NS +500", False),
        ("-500", False),  # declarer West's own score
        ("NS 800", True),
        ("EW 500", True),
        ("500", True),
        ("NS 500 EW 500", True),
    ],
)
def test_a_score_tag_is_checked_against_the_records_contract_and_result(
    services: Services, score: str, noted: bool
) -> None:
    """The sample's first game is 5SX by West, 8 tricks, none vulnerable: NS 500 (Law 77:
    three down doubled, not vulnerable). PBN 4.2.1 "The score can deviate from the normal
    value due to irregularities": a Score tag in any of its five forms that says otherwise
    is a note at the tag's line, and the record is imported all the same."""
    services.app.register_user(OWNER.name, Role.PLAYER)
    text = decode(SAMPLE.read_bytes()).replace('[Score "NS 500"]', f'[Score "{score}"]', 1)
    report = import_records(services.app, OWNER, list(read_pbn(text)))
    assert report.refused == () and len(report.boards) == 2
    assert [(n.record, n.line) for n in report.notes] == ([(1, 16)] if noted else [])
    if noted:
        assert report.notes[0].detail.startswith(f"The Score tag '{score}' is not what 5SX by W")
