"""A rebuild writes each read model's tables once a batch (projections/base.py
`write_batch`); whatever the batch size, the read models come out exactly as the saves
wrote them one by one, on both stores: with undo and redo in the auction and the play,
passed-out boards, scores taken back and given again, claims, rulings amending rulings,
revoke corrections, irregular auctions, users and sessions."""

from __future__ import annotations

import random

import pytest

from api.services import Services
from domain.actors import Role
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.claims import AgreeToClaim, MakeClaim
from domain.board.new_board import CreateBoard
from domain.board.revokes.commands import CorrectRevoke, DrawAttentionToRevoke
from domain.board.rewind import RedoLastUndone, UndoLastAction
from domain.board.rulings import MakeRuling, NameDirector
from domain.session_commands import (
    CorrectResult,
    CreateSession,
    EnterResult,
    NamePair,
    NameTeam,
    ResultFacts,
)
from projections import runner as runner_module
from projections.rulings import TABLE as RULINGS_TABLE
from projections.runner import TRACKING_TABLE
from tests.integration.play import play_board
from tests.integration.test_irregular_auctions import NAMES, TD, drive
from tests.integration.test_revoke_read_models import ADMIN, play, revoke_board

BATCH_SIZES = (1, 2, 7, 64, 500)


def every_read_model(services: Services) -> dict[str, list[str]]:
    """Every table of every runner, each row as its repr: types as well as values."""
    tables = [table for r in services.runners for p in r.projections for table in p.tables]
    return {
        table: sorted(repr(row) for row in services.database.query(f"SELECT * FROM {table}"))
        for table in [*tables, TRACKING_TABLE]
    }


def undo(services: Services, board: Board, times: int = 1) -> Board:
    for _ in range(times):
        board = services.app.execute(ADMIN, UndoLastAction(board_id=str(board.id), reason=""))
    return board


def redo(services: Services, board: Board) -> Board:
    return services.app.execute(ADMIN, RedoLastUndone(board_id=str(board.id), reason=""))


def call(services: Services, board: Board, *calls: str) -> Board:
    for made in calls:
        assert board.state.next_seat is not None
        seat = board.state.next_seat.value
        board = services.app.execute(ADMIN, MakeCall(board_id=str(board.id), seat=seat, call=made))
    return board


def boards_with_everything(services: Services) -> None:
    app = services.app
    for name in ("erin", "fred", *NAMES.values()):
        app.register_user(name, Role.PLAYER)
    app.register_user("root", Role.ADMIN)
    app.register_user(TD.name, Role.DIRECTOR)
    admins = lambda: ["root"]  # noqa: E731
    app.change_role(ADMIN, "erin", Role.DIRECTOR, admins)
    app.rotate_token(ADMIN, "fred")
    app.revoke_token(ADMIN, "erin", admins)
    for seed in range(4):  # random play with undo and redo, some boards unfinished
        play_board(app, seed, finish=seed % 2 == 0)

    # A finished board and two rulings on it, the second amending the first.
    finished = play_board(app, 40)
    board_id = str(finished.id)
    for number, score in enumerate((600, 630), 1):
        ruling = MakeRuling(board_id=board_id, law="12C1", kind="adjusted_score",
                            explanation="equity", ns=score, amends=number - 1 or None)  # fmt: skip
        app.execute(ADMIN, ruling)
    app.execute(ADMIN, NameDirector(board_id=board_id, director=TD.name))

    # An auction opened again by taking back the pass that ended it, a card taken back
    # and played again; and a board passed out.
    reopened = app.create_board(ADMIN, CreateBoard(seed=41))
    reopened = call(services, reopened, "1C", "Pass", "Pass", "Pass")
    reopened = undo(services, reopened)
    reopened = call(services, undo(services, reopened, 2), "1H", "Pass", "Pass", "Pass")
    leader = reopened.state.next_seat
    assert leader is not None
    reopened = play(services, reopened, str(min(reopened.state.remaining[leader])))
    redo(services, undo(services, reopened))
    call(services, app.create_board(ADMIN, CreateBoard(seed=42)), "Pass", "Pass", "Pass", "Pass")

    # A revoke corrected, a claim agreed and a ruling on it.
    corrected = play(services, revoke_board(services, "detect"), "DK D6 D2 DA D9 D4 DT S3")
    corrected_id = str(corrected.id)
    app.execute(ADMIN, DrawAttentionToRevoke(board_id=corrected_id, seat="W", trick=2, by=None))
    app.execute(ADMIN, CorrectRevoke(board_id=corrected_id, number=1, card="D3"))
    claimed = play(services, revoke_board(services, "auto"), "DK D6 D2 DA D9 D4 DT S3 H3")
    claimed_id = str(claimed.id)
    app.execute(ADMIN, MakeClaim(board_id=claimed_id, seat="N", tricks=11, statement=""))
    for seat in ("E", "W"):
        app.execute(ADMIN, AgreeToClaim(board_id=claimed_id, seat=seat))
    app.execute(ADMIN, MakeRuling(board_id=claimed_id, law="64C", kind="adjusted_score",
                                  explanation="equity", ns=480))  # fmt: skip

    # Irregular auctions: rectifications and comparable calls in the rulings' log.
    rng = random.Random(20)
    for number in (1, 2, 3):
        created = app.create_board(
            TD, CreateBoard(board_number=number, seed=number, seats=NAMES, revoke_policy="detect")
        )
        drive(services, created, rng)

    # A session: results entered and corrected, pairs and a team named and renamed.
    scoring = services.scoring
    session_id = str(scoring.execute(TD, CreateSession(name="Monday", scoring="MP")).id)
    for board_number, ns, ew, contract, tricks in ((1, "1", "5", "4S", 10), (1, "2", "6", "3NT", 9),
                                                   (2, "1", "6", "2H", 7)):  # fmt: skip
        facts = ResultFacts(board_number, ns, ew, contract, "N", tricks)
        scoring.execute(TD, EnterResult(session_id=session_id, result=facts))
    correction = ResultFacts(1, "1", "5", "4S", "N", 9)
    scoring.execute(TD, CorrectResult(session_id=session_id, result=correction))
    scoring.execute(TD, NamePair(session_id=session_id, pair="1", names="Ann and Ben"))
    scoring.execute(TD, NamePair(session_id=session_id, pair="1", names="Ann and Bea"))
    scoring.execute(TD, NameTeam(session_id=session_id, team="Blue", pairs=("1", "2")))
    scoring.execute(TD, NameTeam(session_id=session_id, team="Blue", pairs=("1",)))


def test_every_batch_size_rebuilds_what_the_saves_wrote_one_by_one(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    boards_with_everything(services)
    written = every_read_model(services)
    assert len(written["board_scores"]) >= 4 and len(written[RULINGS_TABLE]) >= 4
    assert written["ruling_auditors"] and written["ruling_boards"]
    assert len(written["session_results"]) == 3 and written["session_teams"]

    def one_by_one(*_: object) -> bool:
        raise AssertionError("a batch failed and went event by event")

    for runner in services.runners:
        monkeypatch.setattr(runner, "_project_one_by_one", one_by_one)
    for size in BATCH_SIZES:
        monkeypatch.setattr(runner_module, "BATCH_SIZE", size)
        for runner in services.runners:
            runner.rebuild()
        assert every_read_model(services) == written, f"batches of {size}"
