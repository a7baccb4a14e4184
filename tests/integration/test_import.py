"""Hand records become boards, on both stores (docs/contract.md "Interchange").

Every board imported from the reference files ends where its record says: contract,
declarer, declarer's tricks and, where the record gives it, the score. A record that
cannot be re-enacted is refused whole and leaves nothing behind.
"""

from __future__ import annotations

from pathlib import Path

from api.services import Services
from domain.actors import Actor, Role
from domain.rules.cards import Seat
from interchange.board_record import record_of
from interchange.formats import RecordFormat, read_records
from interchange.importer import import_records
from interchange.pbn_reader import decode, read_pbn
from interchange.pbn_writer import write_pbn
from interchange.records import GameRecord
from projections.boards import BoardFilter, BoardSummaries
from tests.unit.board.queries import board_score

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
OWNER = Actor("alice", Role.PLAYER)


def _score_ns(score: str) -> int | None:
    words = score.split()
    if len(words) >= 2 and words[0] in ("NS", "EW"):
        value = int(words[1])
        return value if words[0] == "NS" else -value
    return None


def test_every_board_of_the_real_files_ends_as_its_record_says(services: Services) -> None:
    services.app.register_user(OWNER.name, Role.PLAYER)
    text = decode((FIXTURES / "pbn" / "endplay-example2.pbn").read_bytes())
    records = [r for r in read_pbn(text) if isinstance(r, GameRecord)]
    report = import_records(services.app, OWNER, records)
    assert (len(report.boards), report.refused) == (299, ())
    compared = 0
    for item in report.boards:
        record = records[item.record - 1]
        board = services.app.board(OWNER, str(item.board.id))
        state = board.state
        assert board.players == record.players
        assert board.director == OWNER.name and board.is_director(OWNER)
        if not record.auction_complete:  # only the deal was recorded, or a part of the auction
            assert len(state.auction.calls) == len(record.calls) and not board.phase.is_over
            continue
        if record.contract == "Pass":
            assert state.auction.is_passed_out
            continue
        assert state.contract is not None and state.contract.text == record.contract
        assert state.declarer == record.declarer
        assert board.phase.is_over and state.declarer_tricks == record.result
        if record.score is not None and (expected := _score_ns(record.score)) is not None:
            assert expected == board_score(board).NS, record.line
            compared += 1
    assert compared > 250
    listed, _ = BoardSummaries.page(services.database, OWNER.name, False, BoardFilter(), 500)
    assert len(listed) == 299


def test_a_refused_record_leaves_nothing_and_says_its_line(services: Services) -> None:
    services.app.register_user(OWNER.name, Role.PLAYER)
    before = services.app.recorder.max_notification_id() or 0
    text = (
        '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 65432.876.876.87 .5432.5432.65432"]\n'
        '[Declarer "N"]\n[Contract "7NT"]\n[Result "13"]\n'
        '[Auction "N"]\n7NT Pass Pass Pass\n[Play "E"]\nST SA S2 S3\n*\n'  # S3: W is void
    )
    report = import_records(services.app, OWNER, read_pbn(text))
    assert report.boards == ()
    [refused] = report.refused
    assert (refused.record, refused.line) == (1, 11)  # the line of the card it stops at
    assert "It cannot be re-enacted" in refused.detail
    assert (services.app.recorder.max_notification_id() or 0) == before


def test_the_boards_of_a_lin_file_end_as_their_records_say(services: Services) -> None:
    """endplay's LIN boards: the play to its end or to the claim (`mc|`, declarer's tricks
    in all); each board's dealer, vulnerability and players as `md|`, `sv|` and `pn|` say."""
    services.app.register_user(OWNER.name, Role.PLAYER)
    data = (FIXTURES / "lin" / "endplay-example1.lin").read_bytes()
    records = [r for r in read_records(data, RecordFormat.LIN) if isinstance(r, GameRecord)]
    report = import_records(services.app, OWNER, records)
    assert (len(report.boards), report.refused) == (8, ())
    claims = 0
    for item in report.boards:
        record = records[item.record - 1]
        board = services.app.board(OWNER, str(item.board.id))
        assert board.phase.is_over and board.players[Seat.S] == "domtp"
        assert board.setup.dealer == record.dealer
        assert board.state.setup.vulnerability.value == record.vulnerability
        if record.result is not None:
            assert board.state.declarer_tricks == record.result and board.claims.pending is not None
            claims += 1
        else:
            assert board.state.cards_played == 52
    assert claims == 2


def test_a_lin_table_whose_play_stops_is_imported_as_far_as_it_goes(services: Services) -> None:
    """A real club table left before the end, with no claim (`mc|`): the board is imported
    with its auction and the 26 cards played, and waits in play for the rest."""
    services.app.register_user(OWNER.name, Role.PLAYER)
    data = (FIXTURES / "lin" / "bbo-club-table.lin").read_bytes()
    report = import_records(services.app, OWNER, read_records(data, RecordFormat.LIN))
    [item] = report.boards
    board = services.app.board(OWNER, str(item.board.id))
    assert board.state.contract is not None and board.state.contract.text == "3NTX"
    assert board.phase.value == "play" and board.state.cards_played == 26
    assert board.state.next_seat is not None  # the owner, who holds every seat, may go on


def test_a_lead_out_of_turn_accepted_is_re_enacted_and_written_back(services: Services) -> None:
    """PBN §3.9 (D): `^L` precedes a lead out of turn, accepted; "the remaining 3 cards
    are played in clockwise order after the erroneous lead". West leads to 4S by North
    (East's lead): declarer accepts (Law 53), plays second from his own hand, and the
    export writes the same trick back."""
    services.app.register_user(OWNER.name, Role.PLAYER)
    deal = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"
    text = (
        f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{deal}"]\n'
        '[Declarer "N"]\n[Contract "4S"]\n[Auction "N"]\n1S Pass 4S Pass\nPass Pass\n'
        '[Play "E"]\nHK H4 ^L H3 HA\n'
    )
    report = import_records(services.app, OWNER, read_pbn(text))
    assert report.refused == ()
    board = services.app.board(OWNER, str(report.boards[0].board.id))
    [trick] = board.state.tricks
    assert [(p.seat.value, str(p.card)) for p in trick.cards] == [
        ("W", "H3"), ("N", "HA"), ("E", "HK"), ("S", "H4"),
    ]  # fmt: skip
    assert "HK H4 ^L H3 HA" in "".join(write_pbn([record_of(board, OWNER)]))
