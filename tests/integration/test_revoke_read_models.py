"""Boards with revokes, corrections, rulings and a new director: the read models follow,
and a rebuild from the log gives them back identical, on both stores."""

from __future__ import annotations

from api.cli import main as cli_main
from api.services import Services, open_services
from domain.actors import Actor, Role
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.claims import AgreeToClaim, MakeClaim
from domain.board.leads import DecideLeadOutOfTurn
from domain.board.new_board import CreateBoard
from domain.board.play import PlayCard
from domain.board.revokes.commands import CorrectRevoke, DrawAttentionToRevoke
from domain.board.rulings import MakeRuling, NameDirector
from projections.boards import BoardFilter, BoardSummaries
from projections.rulings import TABLE as RULINGS_TABLE
from projections.rulings import RulingFilter, RulingsLog
from projections.scores import DuplicateScores
from projections.tricks import TrickHistory
from tests.integration.test_projections import TABLES

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"
ADMIN = Actor("root", Role.ADMIN)


def play(services: Services, board: Board, cards: str) -> Board:
    for card in cards.split():
        seat = board.state.next_seat
        assert seat is not None
        board = services.app.execute(
            ADMIN, PlayCard(board_id=str(board.id), seat=seat.value, card=card)
        )
    return board


def revoke_board(services: Services, policy: str) -> Board:
    app = services.app
    board = app.create_board(ADMIN, CreateBoard(deal=DEAL, revoke_policy=policy))
    for call in ("1S", "Pass", "4S", "Pass", "Pass", "Pass"):
        assert board.state.next_seat is not None
        board = app.execute(
            ADMIN, MakeCall(board_id=str(board.id), seat=board.state.next_seat.value, call=call)
        )
    return board


def test_revokes_and_rulings_reach_the_read_models_and_rebuild_identically(
    services: Services,
) -> None:
    app = services.app
    app.register_user("root", Role.ADMIN)
    app.register_user("tony", Role.DIRECTOR)
    # a correction: W's S3 goes back as a penalty card and D3 is played instead
    corrected = play(services, revoke_board(services, "detect"), "DK D6 D2 DA D9 D4 DT S3")
    corrected = app.execute(
        ADMIN, DrawAttentionToRevoke(board_id=str(corrected.id), seat="W", trick=2, by=None)
    )
    corrected = app.execute(ADMIN, CorrectRevoke(board_id=str(corrected.id), number=1, card="D3"))
    tricks = TrickHistory.for_board(services.database, str(corrected.id))
    assert [c["card"] for c in tricks[1]["cards"]] == ["D9", "D4", "DT", "D3"]
    assert tricks[1]["winner"] == "S"
    # an established revoke under auto, ended by a claim, then an adjusted score
    auto = play(services, revoke_board(services, "auto"), "DK D6 D2 DA D9 D4 DT S3 H3")
    board_id = str(auto.id)
    auto = app.execute(
        ADMIN, MakeClaim(board_id=board_id, seat="N", tricks=11, concede=None, statement="")
    )
    auto = app.execute(ADMIN, AgreeToClaim(board_id=board_id, seat="E"))
    auto = app.execute(ADMIN, AgreeToClaim(board_id=board_id, seat="W"))
    score = DuplicateScores.for_board(services.database, board_id)
    assert score == {
        "contract": "4S",
        "declarer": "N",
        "declarer_tricks": 13,
        "NS": 510,
        "EW": -510,
    }
    ruling = MakeRuling(
        board_id=board_id, law="64C", kind="adjusted_score", explanation="equity", ns=480
    )
    auto = app.execute(ADMIN, ruling)
    auto = app.execute(ADMIN, NameDirector(board_id=board_id, director="tony"))
    score = DuplicateScores.for_board(services.database, board_id)
    assert score is not None and (score["declarer_tricks"], score["NS"]) == (13, 480)
    rulings = RulingsLog.find(services.database, RulingFilter(viewer="tony", everything=False))
    assert [(r.number, r.director, r.law) for r in rulings] == [
        (1, None, "64A1"),
        (2, "root", "64C"),
    ]
    summaries, _ = BoardSummaries.page(services.database, "tony", False, BoardFilter(), 200)
    assert [s["board_id"] for s in summaries] == [board_id]
    # an opening lead out of turn, accepted with declarer becoming dummy
    swapped = revoke_board(services, "detect")
    swapped_id = str(swapped.id)
    swapped = app.execute(ADMIN, PlayCard(board_id=swapped_id, seat="W", card="H3"))
    swapped = app.execute(
        ADMIN, DecideLeadOutOfTurn(board_id=swapped_id, decision="accept_and_dummy")
    )
    swapped = play(services, swapped, "H6 HK H4")
    everything, _ = BoardSummaries.page(services.database, "root", True, BoardFilter(), 200)
    assert [s["declarer"] for s in everything if s["board_id"] == swapped_id] == ["S"]
    tricks = TrickHistory.for_board(services.database, swapped_id)
    assert [(t["leader"], t["winner"]) for t in tricks] == [("W", "E")]
    before = {
        table: sorted(services.database.query(f"SELECT * FROM {table}"), key=repr)
        for table in (*TABLES, RULINGS_TABLE, "ruling_auditors", "ruling_boards")
    }
    settings = services.settings
    services.close()
    assert cli_main(["rebuild", "--database-url", settings.database_url]) == 0
    reopened = open_services(settings)
    try:
        after = {
            table: sorted(reopened.database.query(f"SELECT * FROM {table}"), key=repr)
            for table in (*TABLES, RULINGS_TABLE, "ruling_auditors", "ruling_boards")
        }
        assert after == before
    finally:
        reopened.close()
