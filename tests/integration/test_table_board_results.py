"""The process that enters a session's table boards' results (api/table_board_results.py),
on both stores: a board finished while no server follows the log is scored when one
starts, once; the log read again from its start enters nothing twice; a board started
twice, or by two requests at once, is one board."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from api.services import Services, open_services
from api.session_views import board_traveller
from api.settings import Settings
from api.table_board_results import NAME, POSITIONS_TABLE
from api.table_board_start import TableStart, start_table_board
from domain.actors import Actor, Role
from domain.application import BridgeLedger
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard
from domain.rules.cards import SEAT_ORDER
from domain.session_commands import CreateSession, MovementSpec, NamePairUsers, SessionDeal

DIRECTOR = Actor("dora", Role.DIRECTOR)
PLAYERS = {"N": "nell", "S": "sid", "E": "eve", "W": "walt"}


def evening(services: Services) -> str:
    """A two-table Mitchell of two rounds, two boards a round, dealt from a board set;
    pair 1 (nell, sid) North-South at table 1 against pair 3 (eve, walt)."""
    services.app.register_user(DIRECTOR.name, Role.DIRECTOR)
    for name in PLAYERS.values():
        services.app.register_user(name, Role.PLAYER)
    _, boards = services.app.create_board_set(DIRECTOR, None, 1, 4, CreateBoard(mode="tournament"))
    deals = tuple(
        SessionDeal(b.setup.board_number, str(b.id), b.setup.deal.to_pbn()) for b in boards
    )
    movement = MovementSpec("mitchell", 2, 2, 2)
    session = services.scoring.execute(
        DIRECTOR, CreateSession(name="Tuesday", movement=movement, board_set=deals)
    )
    session_id = str(session.id)
    for pair, users in (("1", ("nell", "sid")), ("3", ("eve", "walt"))):
        services.scoring.execute(
            DIRECTOR, NamePairUsers(session_id=session_id, pair=pair, users=users)
        )
    return session_id


def pass_out(app: BridgeLedger, board_id: str) -> None:
    """Four passes, each by the seat's player, from the dealer round."""
    board = app.board(DIRECTOR, board_id)
    seat = board.setup.dealer
    for _ in SEAT_ORDER:
        player = Actor(PLAYERS[seat.value], Role.PLAYER)
        app.execute(player, MakeCall(board_id=board_id, seat=seat.value, call="Pass"))
        seat = seat.next()
    assert app.board(DIRECTOR, board_id).phase.is_over


def results_on_board_1(services: Services, session_id: str) -> list[tuple[str, str, int | None]]:
    session = services.scoring.session(session_id)
    return [
        (row.ns, row.ew, row.score_ns) for row, _ in board_traveller(services.database, session, 1)
    ]


def test_a_board_finished_while_no_server_follows_the_log_is_scored_once_one_starts(
    settings: Settings,
) -> None:
    first = open_services(settings)
    try:
        session_id = evening(first)
        nell = Actor("nell", Role.PLAYER)
        board, made = start_table_board(first, nell, TableStart(session_id, 1, 1), {}, {})
        assert made and {s.value: n for s, n in board.seats.items()} == PLAYERS
    finally:
        first.close()
    # The board is played out with no process following the log (a server down).
    bare = BridgeLedger(env=settings.eventsourcing_env())
    try:
        pass_out(bare, str(board.id))
    finally:
        bare.close()

    second = open_services(settings)
    try:
        assert results_on_board_1(second, session_id) == [("1", "3", 0)]
        scored = second.scoring.session(session_id).results
        assert [(r.table, r.round, r.board_id, r.entered_by) for r in scored] == [
            (1, 1, str(board.id), "nell")
        ]
        # Read again from the log's start: the table has its result, nothing is entered twice.
        with second.database.transaction() as cursor:
            cursor.execute(f"UPDATE {POSITIONS_TABLE} SET position = 0 WHERE process = $1", (NAME,))
    finally:
        second.close()
    third = open_services(settings)
    try:
        assert results_on_board_1(third, session_id) == [("1", "3", 0)]
        assert len(third.scoring.session(session_id).results) == 1
    finally:
        third.close()


def test_a_board_started_by_two_players_at_once_is_one_board(services: Services) -> None:
    session_id = evening(services)
    starters = [Actor("nell", Role.PLAYER), Actor("eve", Role.PLAYER)] * 2

    def start(actor: Actor) -> str:
        try:
            board, _ = start_table_board(services, actor, TableStart(session_id, 1, 2), {}, {})
        except Exception as refused:  # a lost race on the session: 409, nothing made
            return type(refused).__name__
        return str(board.id)

    with ThreadPoolExecutor(4) as pool:
        answers = list(pool.map(start, starters))
    ids = {answer for answer in answers if answer != "Conflict"}
    assert len(ids) == 1, answers
    session = services.scoring.session(session_id)
    assert [t.board_id for t in session.table_boards.values()] == list(ids)
    # The one who finishes the board's play enters its result, at once.
    pass_out(services.app, ids.pop())
    rows = services.scoring.session(session_id).results
    assert [(r.board_number, r.ns, r.ew, r.contract) for r in rows] == [(2, "1", "3", "Pass")]
