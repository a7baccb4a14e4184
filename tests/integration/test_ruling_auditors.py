"""Who may audit each ruling, kept by the rulings read model (projections/ruling_auditors.py,
issue 35): for random boards, seats, directors, phases and rulings, a non-admin's
`RulingsLog.find` answers, page after page and under every filter, exactly the rulings
domain/policy.py `may_read_log` lets them read on the board itself ("its director and
admins always, the table once the board is over"); and exactly what the query before
issue 35 answered (kept here as `old_find`: every board the viewer might audit read
from board_summaries, then their rulings), wherever that query followed the policy.

The two part in one case only: a director who sits at his own board, which only an
admin's new board can make (domain/policy.py `directs_new_board`). The policy's
`directs` never lets one who plays at a board direct it unless he holds every seat: an
admin sees everything anyway, but the same user as a player or director (after a role
change) may read that board's rulings only once it is over. The old query read
`director = viewer` and let him read them at once; the read model follows the policy."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.services import Services
from api.settings import Settings
from domain.actors import Actor, Role
from domain.application import BridgeLedger
from domain.board import Board
from domain.board.calls import MakeCall
from domain.board.new_board import CreateBoard
from domain.board.play import PlayCard
from domain.board.results import RulingView
from domain.board.revokes.commands import CorrectRevoke, DrawAttentionToRevoke
from domain.board.rewind import RedoLastUndone, UndoLastAction
from domain.board.rulings import MakeRuling, NameDirector
from domain.errors import DomainError
from domain.policy import may_read_log
from domain.rules.cards import SEAT_ORDER
from domain.rules.errors import RuleViolation
from domain.rules.play import legal_cards
from projections.database import Database, Params
from projections.ruling_auditors import RulingAuditors
from projections.rulings import TABLE, RulingFilter, RulingsLog
from tests.contract.flows_play_irregular import TO_TRICK_12
from tests.contract.table import DEAL
from tests.integration.test_store_0_9_0 import open_the_old_store

ADMIN = Actor("root", Role.ADMIN)
RULER = Actor("ada", Role.ADMIN)  # an admin who sits nowhere: one who sits may not rule
PEOPLE = {
    actor.name: actor
    for actor in (
        Actor("alice", Role.PLAYER),
        Actor("bob", Role.PLAYER),
        Actor("carol", Role.PLAYER),
        Actor("dora", Role.DIRECTOR),
        Actor("tony", Role.DIRECTOR),
        ADMIN,
        RULER,
    )
}
NAMES = sorted(PEOPLE)
VIEWERS = [*NAMES, "nobody"]  # and one who is named at no board
STEPS = ("rule", "name", "pass_out", "finish", "undo", "redo")


# ---- the query before issue 35, as it was ------------------------------------------


def old_find(
    database: Database,
    viewer: str,
    *,
    director: str | None = None,
    board: str | None = None,
    law: str | None = None,
    since: str | None = None,
) -> list[tuple[str, str, int]]:
    """What `RulingsLog.find` answered a non-admin before issue 35 (every page at once):
    the rulings of the boards they direct, and of those they sat at once over."""
    params = Params()
    who = params(viewer)
    branches = " UNION ".join(
        [
            f"SELECT board_id FROM board_summaries WHERE director = {who}",
            *(
                f"SELECT board_id FROM board_summaries WHERE {seat} = {who} "
                "AND phase IN ('complete', 'passed_out')"
                for seat in ("seat_n", "seat_e", "seat_s", "seat_w")
            ),
        ]
    )
    where = []
    for column, value in (("r.director", director), ("r.board_id", board), ("r.law", law)):
        if value is not None:
            where.append(f"{column} = {params(value)}")
    if since is not None:
        where.append(f"r.at >= {params(since)}")
    clause = f" WHERE {' AND '.join(where)}" if where else ""
    rows = database.query(
        f"SELECT r.at, r.board_id, r.number FROM ({branches}) AS audited "
        f"JOIN {TABLE} r ON r.board_id = audited.board_id{clause} "
        "ORDER BY r.at, r.board_id, r.number",
        params,
    )
    return [(str(at), str(board_id), int(number)) for at, board_id, number in rows]


# ---- the policy, asked of each board ---------------------------------------------------


def policy_find(
    services: Services, viewer: str, everything: list[RulingView], filters: dict[str, str]
) -> list[tuple[str, str, int]]:
    """Every ruling (as an admin lists them) of the boards whose log `may_read_log` lets
    `viewer`, as a user who is no admin, read: the board's own state decides."""
    reader = Actor(viewer, Role.PLAYER)
    readable: dict[str, bool] = {}
    kept = []
    for ruling in everything:
        if ruling.board not in readable:
            readable[ruling.board] = may_read_log(services.app.board(ADMIN, ruling.board), reader)
        if readable[ruling.board] and _passes(ruling, filters):
            kept.append((ruling.at, ruling.board, ruling.number))
    return kept


def _passes(ruling: RulingView, filters: dict[str, str]) -> bool:
    return (
        ruling.director == filters.get("director", ruling.director)
        and ruling.board == filters.get("board", ruling.board)
        and ruling.law == filters.get("law", ruling.law)
        and ruling.at >= filters.get("since", ruling.at)
    )


def new_find(
    database: Database, viewer: str, filters: dict[str, str], limit: int
) -> list[tuple[str, str, int]]:
    """The read model's answer, a page of `limit` at a time, each after the last."""
    listed: list[tuple[str, str, int]] = []
    after: tuple[str, str, int] | None = None
    while True:
        page = RulingsLog.find(
            database,
            RulingFilter(viewer=viewer, everything=False, **filters),
            limit=limit,
            after=after,
        )
        listed += [(ruling.at, ruling.board, ruling.number) for ruling in page]
        if len(page) < limit:
            return listed
        after = listed[-1]


def every_ruling(database: Database) -> list[RulingView]:
    return RulingsLog.find(
        database, RulingFilter(viewer=ADMIN.name, everything=True), limit=100_000
    )


def filter_choices(everything: list[RulingView]) -> Iterator[dict[str, str]]:
    yield {}
    if not everything:
        return
    middle = everything[len(everything) // 2]
    yield {"director": ADMIN.name}
    yield {"director": "dora"}
    yield {"law": middle.law}
    yield {"board": middle.board}
    yield {"since": middle.at}
    yield {"board": middle.board, "since": middle.at}


def partly_seated_directors(services: Services) -> set[tuple[str, str]]:
    """(board, director) where the director sits at the board in some seats, not all."""
    rows = services.database.query(
        "SELECT board_id, director, seat_n, seat_e, seat_s, seat_w FROM board_summaries "
        "WHERE director IS NOT NULL"
    )
    return {
        (str(board_id), str(director))
        for board_id, director, *seats in rows
        if director in seats and set(seats) != {director}
    }


def check_every_viewer(services: Services, limit: int, viewers: list[str] = VIEWERS) -> int:
    """The read model against the policy for every viewer and filter, and against the
    old query except where a director sits at his own board; how many rulings some
    non-admin may audit (so that the test is seen to check something)."""
    database = services.database
    everything = every_ruling(database)
    partly = partly_seated_directors(services)
    audited = 0
    for viewer in viewers:
        differs = {board for board, director in partly if director == viewer}
        for filters in filter_choices(everything):
            listed = new_find(database, viewer, filters, limit)
            assert listed == policy_find(services, viewer, everything, filters), (viewer, filters)
            old = old_find(database, viewer, **filters)
            if differs:
                # Only rulings of those boards, during their play, may part the two.
                assert {r for r in old if r[1] not in differs} == {
                    r for r in listed if r[1] not in differs
                }, (viewer, filters)
            else:
                assert listed == old, (viewer, filters)
            audited += len(listed) if not filters else 0
    return audited


# ---- random boards -----------------------------------------------------------------


@dataclass(frozen=True)
class BoardPlan:
    creator: str
    seats: tuple[str, str, str, str]
    steps: tuple[tuple[str, str | None], ...]  # (step, a name for `name`)
    seed: int


def board_plans() -> st.SearchStrategy[BoardPlan]:
    seat = st.sampled_from(["alice", "bob", "carol", "dora", "root"])
    seats = st.one_of(
        st.tuples(seat, seat, seat, seat),
        seat.map(lambda name: (name, name, name, name)),  # one who holds every seat
    )
    step = st.tuples(st.sampled_from(STEPS), st.sampled_from([*NAMES, None]))
    return st.builds(
        BoardPlan,
        creator=st.sampled_from(["root", "dora", "alice"]),
        seats=seats,
        steps=st.lists(step, max_size=8).map(tuple),
        seed=st.integers(0, 2**16),
    )


def carry_out(services: Services, plan: BoardPlan) -> None:
    """The plan's board and steps; a step the board refuses (a ruling by one who may not
    rule, a director who sits there, a pass in the play...) is left out."""
    app = services.app
    seats = dict(zip((s.value for s in SEAT_ORDER), plan.seats, strict=True))
    board = app.create_board(PEOPLE[plan.creator], CreateBoard(seed=plan.seed, seats=seats))
    board_id = str(board.id)
    rng = random.Random(plan.seed)
    for step, name in plan.steps:
        try:
            if step == "rule":
                grades = {"NS": "average_plus", "EW": rng.choice(["average", "average_minus"])}
                ruler = rng.choice([PEOPLE.get(board.director or "", RULER), RULER])
                command = MakeRuling(board_id=board_id, law="12C2", kind="artificial_score",
                                     explanation="no result", grades=grades)  # fmt: skip
                board = app.execute(ruler, command)
            elif step == "name":
                board = app.execute(ADMIN, NameDirector(board_id=board_id, director=name))
            elif step == "pass_out":
                board = _calls(app, board, ["Pass"] * 4)
            elif step == "finish":
                auction = ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]
                board = _play_out(app, _calls(app, board, auction), rng)
            elif step == "undo":
                board = app.execute(ADMIN, UndoLastAction(board_id=board_id, reason=""))
            else:
                board = app.execute(ADMIN, RedoLastUndone(board_id=board_id, reason=""))
        except (DomainError, RuleViolation):
            board = app.board(ADMIN, board_id)


def _calls(app: BridgeLedger, board: Board, calls: list[str]) -> Board:
    for call in calls:
        seat = board.state.next_seat
        if seat is None:
            raise RuleViolation("the auction is over")
        command = MakeCall(board_id=str(board.id), seat=seat.value, call=call)
        board = app.execute(PEOPLE[board.seats[seat]], command)
    return board


def _play_out(app: BridgeLedger, board: Board, rng: random.Random) -> Board:
    while board.state.cards_played < 52:
        seat = board.state.next_seat
        assert seat is not None
        trick = board.state.tricks[-1].cards if board.state.tricks else ()
        trick = () if len(trick) == 4 else trick
        card = rng.choice(sorted(legal_cards(board.state.remaining[seat], list(trick))))
        command = PlayCard(board_id=str(board.id), seat=seat.value, card=str(card))
        board = app.execute(PEOPLE[board.seats[seat]], command)
    return board


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(plans=st.lists(board_plans(), min_size=1, max_size=4), limit=st.sampled_from([1, 2, 5]))
def test_a_viewer_audits_what_the_policy_lets_them_read(
    services: Services, plans: list[BoardPlan], limit: int
) -> None:
    """The boards of every example stay in the store: each is checked with all before."""
    register_everyone(services)
    for plan in plans:
        carry_out(services, plan)
    check_every_viewer(services, limit)


def register_everyone(services: Services) -> None:
    for name, actor in PEOPLE.items():
        if services.app.registered_name(name) is None:
            services.app.register_user(name, actor.role)


def test_the_auditors_follow_the_board(services: Services) -> None:
    """Each change that moves who may audit: a director named, the board over, then
    reopened (the last pass taken back) and over again; a director who sits at his
    own board; one who holds every seat."""
    register_everyone(services)
    app, database = services.app, services.database

    def seen(viewer: str) -> list[tuple[str, int]]:
        return [(board, number) for _, board, number in new_find(database, viewer, {}, 2)]

    def rule(board: Board) -> Board:
        grades = {"NS": "average", "EW": "average"}
        command = MakeRuling(board_id=str(board.id), law="12C2", kind="artificial_score",
                             explanation="no result", grades=grades)  # fmt: skip
        return app.execute(RULER, command)

    seats = {"N": "alice", "E": "bob", "S": "carol", "W": "alice"}
    board = rule(app.create_board(PEOPLE["dora"], CreateBoard(seed=1, seats=seats)))
    first = str(board.id)
    assert (seen("dora"), seen("alice"), seen("tony")) == ([(first, 1)], [], [])
    board = app.execute(ADMIN, NameDirector(board_id=first, director="tony"))
    assert (seen("dora"), seen("tony")) == ([], [(first, 1)])
    board = _calls(app, board, ["Pass"] * 3)
    board = rule(app.execute(ADMIN, UndoLastAction(board_id=first, reason="")))
    board = _calls(app, app.execute(ADMIN, RedoLastUndone(board_id=first, reason="")), ["Pass"])
    # Passed out: the table may audit it.
    assert [seen(name) for name in ("alice", "bob", "carol", "tony")] == [
        [(first, 1), (first, 2)]
    ] * 4

    # An admin's board, where he sits North: as a user who is no admin, its rulings are
    # his to audit once it is over (the old query let its director read them at once).
    seats = {"N": "root", "E": "bob", "S": "carol", "W": "alice"}
    board = rule(app.create_board(ADMIN, CreateBoard(seed=2, seats=seats)))
    second = str(board.id)
    assert board.director == "root" and seen("root") == []
    assert [(b, n) for _, b, n in old_find(database, "root")] == [(second, 1)]
    _calls(app, board, ["Pass"] * 4)
    assert seen("root") == [(second, 1)]

    # A revoke on trick 12 corrected after the last card (Law 62D1: "On the twelfth
    # trick, a revoke, even if established, must be corrected if discovered before all
    # four hands have been returned to the board"): the last tricks are played again,
    # taken back and added in one change, and the board stays over, its rulings the
    # table's to audit.
    alone = {seat.value: "alice" for seat in SEAT_ORDER}
    created = CreateBoard(deal=DEAL, board_number=5, revoke_policy="detect", seats=alone)
    board = _calls(app, app.create_board(ADMIN, created), ["1S", "Pass", "4S", *["Pass"] * 3])
    board = rule(board)
    third = str(board.id)
    for card in [*TO_TRICK_12.split(), "CA", "S3", "C2", "D7", "C9", "C4", "DQ", "S9"]:
        seat = board.state.next_seat
        assert seat is not None
        board = app.execute(PEOPLE["alice"], PlayCard(board_id=third, seat=seat.value, card=card))
    assert board.state.phase.is_over and (third, 1) in seen("alice")
    app.execute(ADMIN, DrawAttentionToRevoke(board_id=third, seat="W", trick=12, by=None))
    board = app.execute(ADMIN, CorrectRevoke(board_id=third, number=1, card="C9"))
    assert board.state.phase.is_over and len(board.rulings) == 2
    assert [(third, 1), (third, 2)] == [key for key in seen("alice") if key[0] == third]

    # No command reopens a board once over today, but a read model accepts every event
    # that can be stored: a change taking back the end leaves only the director's rows.
    auditors = RulingAuditors(TABLE)
    with database.transaction() as cursor:
        auditors.phase_moved(cursor, first, over=False)
    assert [key for name in ("alice", "bob") for key in seen(name) if key[0] == first] == []
    assert seen("tony") == [(first, 1), (first, 2)]
    with database.transaction() as cursor:
        auditors.phase_moved(cursor, first, over=True)
    assert [key for key in seen("bob") if key[0] == first] == [(first, 1), (first, 2)]

    # A director alone at the table, holding every seat, directs it all the same.
    board = app.create_board(PEOPLE["dora"], CreateBoard(seed=3))
    board = rule(board)
    assert board.director == "dora" and seen("dora")[-1] == (str(board.id), 1)
    check_every_viewer(services, 3)


def test_the_store_of_0_9_0_builds_its_auditors_from_the_log(settings: Settings) -> None:
    """A store made before the auditors were kept builds them on its first start: the
    rulings read model has a new name, so it reads the log from its beginning (the
    tables of the old name are left as they were). The contract scenario's store holds
    revokes, claims, irregular auctions and rulings of every kind."""
    services = open_the_old_store(settings)
    try:
        positions = services.runner.positions()
        assert positions[TABLE] == max(positions.values())
        rows = services.database.query(
            "SELECT director, seat_n, seat_e, seat_s, seat_w FROM board_summaries"
        )
        viewers = sorted({name for row in rows for name in row if name is not None})
        assert check_every_viewer(services, 4, [*viewers, "nobody"]) > 0
    finally:
        services.close()
