"""Random auctions with irregular calls (insufficient bids, calls out of rotation,
changes of call, inadmissible calls) through the application on both stores: every board
ends its auction, loads again as it was, and rebuilding the read models from the log
gives them back identical (issue 18; docs/design.md 2)."""

from __future__ import annotations

import random

from api.services import Services, open_services
from api.settings import Settings
from domain.actors import Actor, Role
from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard
from domain.board.rulings import MakeRuling
from domain.errors import DomainError
from domain.rules.errors import RuleViolation
from tests.integration.test_upcasting import read_models
from tests.views import board_view_json

NAMES = {"N": "alice", "E": "bob", "S": "carol", "W": "dave"}
PLAYERS = {seat: Actor(name, Role.PLAYER) for seat, name in NAMES.items()}
TD = Actor("tony", Role.DIRECTOR)
CALLS = ["Pass"] * 8 + [f"{n}{s}" for n in (1, 2, 3) for s in ("C", "D", "H", "S", "NT")]
CALLS += ["X", "XX", "8C"]


def drive(services: Services, board: Board, rng: random.Random) -> Board:
    app, board_id = services.app, str(board.id)
    for _ in range(300):
        if board.phase.value != "auction":
            break
        pending = board_view_json(board, set())["pending"]
        if pending and pending["kind"] == "substitute":
            pending = None  # the offender replaces his insufficient bid: a call, in turn
        try:
            if pending and pending["kind"] == "comparable_call":
                board = app.execute(TD, MakeRuling(board_id=board_id, law="27B1b",
                                                   kind="comparable_call", explanation="ruled",
                                                   comparable=rng.random() < 0.5))  # fmt: skip
                continue
            if pending:
                decision = rng.choice(["accept", "refuse"])
                decider = PLAYERS[pending["decides"]]
                command = DecideAuctionIrregularity(board_id=board_id, decision=decision)
                board = app.execute(decider, command)
                continue
            turn = board.state.next_seat
            assert turn is not None
            seat = turn.value if rng.random() < 0.8 else rng.choice(list(NAMES))
            call = rng.choice(CALLS)
            board = app.execute(PLAYERS[seat], MakeCall(board_id=board_id, seat=seat, call=call))
        except (DomainError, RuleViolation):
            try:  # the decision could not be that one, or the call was refused: pass in turn
                if pending:
                    command = DecideAuctionIrregularity(board_id=board_id, decision="refuse")
                    board = app.execute(PLAYERS[pending["decides"]], command)
                else:
                    turn = board.state.next_seat
                    assert turn is not None
                    call_pass = MakeCall(board_id=board_id, seat=turn.value, call="Pass")
                    board = app.execute(PLAYERS[turn.value], call_pass)
            except (DomainError, RuleViolation):
                board = app.board(TD, board_id)
    return board


def test_random_irregular_auctions_end_and_rebuild_identical_read_models(
    settings: Settings,
) -> None:
    services = open_services(settings)
    rng = random.Random(18)
    try:
        for name in NAMES.values():
            services.app.register_user(name, Role.PLAYER)
        services.app.register_user(TD.name, Role.DIRECTOR)
        boards = []
        for number in range(1, 9):
            created = services.app.create_board(
                TD, CreateBoard(board_number=number, seed=number, seats=NAMES,
                                revoke_policy="detect"),
            )  # fmt: skip
            boards.append(drive(services, created, rng))
        assert all(b.phase.value in ("play", "passed_out") for b in boards)
        services.runner.catch_up()
        incremental = read_models(services)
        assert services.runner.rebuild() > 0
        assert read_models(services) == incremental
    finally:
        services.close()

    services = open_services(settings)
    try:
        for board in boards:
            again = services.app.board(TD, board.id)
            assert board_view_json(again, set()) == board_view_json(board, set())
            assert again.rulings == board.rulings
    finally:
        services.close()
