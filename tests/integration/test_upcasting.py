"""An event stored by an older version of the code still reads, on both stores (docs/design.md 2).

`ClaimMade` version 1 did not record whether a claim was a concession; version 2
does, and its `upcast_v1_v2` reads an old event as a claim. Here a version 1 event is
written into a real store after a board's real events, and everything that reads the log
is asked about it: the repository, the board view, replay, the event listing and the
timeline, the read models as caught up and as rebuilt.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from typing import Any
from uuid import uuid4

from eventsourcing.persistence import StoredEvent

from api.event_views import event_public, timeline_entry
from api.services import Services, open_services
from api.settings import Settings
from domain.actors import Actor, Role
from domain.application import BridgeLedger
from domain.board import Board
from domain.board.auction_irregularities.intake import DecideAuctionIrregularity
from domain.board.calls import MakeCall
from domain.board.claims import AgreeToClaim
from domain.board.new_board import CreateBoard
from domain.board.rewind import RedoLastUndone, UndoLastAction
from domain.board.rulings import MakeRuling
from domain.rules.cards import SEAT_ORDER, Seat
from domain.rules.table import Phase
from projections.base import Projection
from projections.runner import TRACKING_TABLE
from tests.integration.play import ALICE, play_board
from tests.unit.board.queries import responders
from tests.views import board_view_json as board_view

ADMIN = Actor("root", Role.ADMIN)
BOB = Actor("bob", Role.PLAYER)
CAROL = Actor("carol", Role.PLAYER)
OLD_STATEMENT = "The clubs are good; I concede a heart."


def stored_version_1_claim(
    app: BridgeLedger, board: Board, seat: str, tricks: int, when: datetime
) -> StoredEvent:
    """The stored event version 1 of the code wrote for a claim: the library's mapper
    writes no `class_version` key for a class at version 1, and v1 had no `concession`."""
    state: dict[str, Any] = {
        "timestamp": when,
        "seat": seat,
        "tricks": tricks,
        "statement": OLD_STATEMENT,
        "actor": ALICE.name,
    }
    return stored_as_of_old(app, board, "domain.board:Board.ClaimMade", state)


def stored_as_of_old(
    app: BridgeLedger, board: Board, topic: str, state: dict[str, Any]
) -> StoredEvent:
    """The board's next event as the library's mapper stores it, from a state written as
    older code wrote it."""
    encoded = app.mapper.transcoder.encode(state)
    # The same encoding steps as the library's mapper, should the store ever add any.
    if app.mapper.compressor:
        encoded = app.mapper.compressor.compress(encoded)
    if app.mapper.cipher:
        encoded = app.mapper.cipher.encrypt(encoded)
    return StoredEvent(
        originator_id=board.id, originator_version=board.version + 1, topic=topic, state=encoded
    )


def read_models(services: Services) -> dict[str, list[tuple[object, ...]]]:
    projections: list[Projection] = services.runner.projections
    tables = [table for p in projections for table in p.tables] + [TRACKING_TABLE]
    return {
        table: sorted(services.database.query(f"SELECT * FROM {table}"), key=repr)
        for table in tables
    }


def test_a_version_1_claim_reads_as_a_claim(settings: Settings) -> None:
    services = open_services(settings)
    try:
        services.app.register_user(ALICE.name, Role.PLAYER)
        played = play_board(services.app, 21, finish=False)
        assert played.phase is Phase.PLAY and played.claims.pending is None
        declarer = played.state.declarer
        assert declarer is not None
        left = played.state.tricks_to_play
        when = datetime(2025, 3, 1, 20, 15, tzinfo=UTC)
        old = stored_version_1_claim(services.app, played, declarer.value, left - 1, when)
        services.app.recorder.insert_events([old])
        assert b"class_version" not in old.state and b"concession" not in old.state
    finally:
        services.close()

    # The new code starts on the store as the old code left it.
    services = open_services(settings)
    try:
        app = services.app
        board_id = played.id
        board: object = app.repository.get(board_id)
        assert isinstance(board, Board)
        assert board.version == played.version + 1
        claim = board.claims.pending
        assert claim is not None
        assert (claim.seat, claim.tricks, claim.statement) == (declarer, left - 1, OLD_STATEMENT)
        assert claim.concession is False and claim.status == "pending"

        view = board_view(app.board(ADMIN, board_id), set(SEAT_ORDER))
        assert view["claim"] == {
            "seat": declarer.value,
            "tricks": left - 1,
            "statement": OLD_STATEMENT,
            "concession": False,
            "status": "pending",
            "agreed_by": [],
        }
        _, then = app.board_at(ADMIN, board_id, board.version - 1)
        assert then.claims.pending is not None and then.claims.pending.concession is False

        events = app.board_events(ADMIN, board_id)
        listed = event_public(events[-1])
        assert (listed.type, listed.version, listed.actor) == ("ClaimMade", board.version, "alice")
        assert listed.timestamp == when.isoformat()
        assert listed.data == {
            "seat": declarer.value,
            "tricks": left - 1,
            "statement": OLD_STATEMENT,
            "actor": "alice",
            "concession": False,
        }
        on_timeline = timeline_entry(app.board_timeline(ALICE, board_id)[-1])
        assert on_timeline.type == "ClaimMade" and on_timeline.data["concession"] is False

        # Opening the services caught the read models up past the old event.
        top = app.recorder.max_notification_id()
        assert set(services.runner.positions().values()) == {top}
        summary = services.database.query(
            "SELECT phase, version FROM board_summaries WHERE board_id = $1", (str(board_id),)
        )
        assert summary == [("play", board.version)]

        # The new code answers the old claim; the board ends with the claimed result.
        for seat in responders(board):
            app.execute(ALICE, AgreeToClaim(board_id=str(board_id), seat=seat.value))
        done = app.board(ADMIN, board_id)
        assert done.phase is Phase.COMPLETE
        assert done.state.declarer_tricks == played.state.won[declarer.side] + left - 1
        assert services.database.query(
            "SELECT phase FROM board_summaries WHERE board_id = $1", (str(board_id),)
        ) == [("complete",)]
        scores = services.database.query(
            "SELECT declarer_tricks FROM board_scores WHERE board_id = $1", (str(board_id),)
        )
        assert scores == [(done.state.declarer_tricks,)]

        incremental = read_models(services)
        assert services.runner.rebuild() > 0
        assert read_models(services) == incremental
    finally:
        services.close()


def stored_version_1_call(
    app: BridgeLedger, board: Board, seat: str, call: str, when: datetime
) -> StoredEvent:
    """The stored event version 1 of the code wrote for a call that did not end the
    auction: no `class_version` key, and neither `alert` nor `explanation`."""
    state: dict[str, Any] = {
        "timestamp": when,
        "seat": seat,
        "call": call,
        "actor": ALICE.name,
        "contract": None,
        "declarer": None,
    }
    return stored_as_of_old(app, board, "domain.board:Board.CallMade", state)


def test_a_version_1_call_reads_as_a_call_with_no_alert(settings: Settings) -> None:
    services = open_services(settings)
    try:
        services.app.register_user(ALICE.name, Role.PLAYER)
        board = services.app.create_board(ALICE, CreateBoard(board_number=1, seed=5))
        when = datetime(2025, 3, 1, 20, 15, tzinfo=UTC)
        old = stored_version_1_call(services.app, board, "N", "1NT", when)
        services.app.recorder.insert_events([old])
        assert b"alert" not in old.state
    finally:
        services.close()

    services = open_services(settings)
    try:
        app = services.app
        loaded = app.board(ADMIN, board.id)
        assert loaded.version == 2
        view = board_view(loaded, set(SEAT_ORDER))
        assert view["auction"] == [
            {"seat": "N", "call": "1NT", "alert": False, "explanation": None}
        ]
        listed = event_public(app.board_events(ADMIN, board.id)[-1])
        assert (listed.data["alert"], listed.data["explanation"]) == (False, None)
        # the new code goes on with an alerted call and an undo that carries it
        app.execute(
            ALICE,
            MakeCall(
                board_id=str(board.id), seat="E", call="2C", alert=True, explanation="Both majors"
            ),
        )
        app.execute(ALICE, UndoLastAction(board_id=str(board.id), reason=""))
        redone = app.execute(ALICE, RedoLastUndone(board_id=str(board.id), reason=""))
        assert board_view(redone, set(SEAT_ORDER))["auction"][-1]["explanation"] == "Both majors"
        incremental = read_models(services)
        assert services.runner.rebuild() > 0
        assert read_models(services) == incremental
    finally:
        services.close()


def test_a_version_1_board_has_no_players(settings: Settings) -> None:
    """`Board.Created` version 1 did not record the players' names of a hand record."""
    services = open_services(settings)
    try:
        board = services.app.create_board(ALICE, CreateBoard(board_number=2, seed=9))
        transcoder = services.app.mapper.transcoder
        [created] = services.app.recorder.select_events(board.id, lte=1)
        state = transcoder.decode(created.state)
        assert state.pop("class_version") == 3 and state.pop("players") == {}
        assert state.pop("record_tags") == {}
        old_id = uuid4()
        old = replace(created, originator_id=old_id, state=transcoder.encode(state))
        services.app.recorder.insert_events([old])
        services.runner.catch_up()
    finally:
        services.close()

    services = open_services(settings)
    try:
        loaded = services.app.board(ADMIN, old_id)
        assert loaded.players == {} and loaded.record_tags == {} and loaded.version == 1
        view = board_view(loaded, set(SEAT_ORDER))
        assert view["players"] == {"N": None, "E": None, "S": None, "W": None}
        assert (
            view["hands"]
            == board_view(services.app.board(ADMIN, board.id), set(SEAT_ORDER))["hands"]
        )
        incremental = read_models(services)
        assert services.runner.rebuild() > 0
        assert read_models(services) == incremental
    finally:
        services.close()


def test_a_version_1_substitute_brings_no_lead_restriction(settings: Settings) -> None:
    """`SubstituteJudged` version 1 was written before Law 26 was applied: a board whose
    insufficient bid was replaced by a pass then loads with the partner silenced, and no
    lead restriction appears on it afterwards (the past is not judged again)."""
    services = open_services(settings)
    try:
        app = services.app
        for name in ("alice", "bob", "carol", "dave"):
            app.register_user(name, Role.PLAYER)
        seats = {"N": ALICE.name, "E": "bob", "S": "carol", "W": "dave"}
        board = app.create_board(
            ALICE, CreateBoard(board_number=1, seed=4, seats=seats, revoke_policy="detect")
        )
        board_id = str(board.id)
        for seat, holder, call in (("N", ALICE, "1NT"), ("E", BOB, "1C")):
            app.execute(holder, MakeCall(board_id=board_id, seat=seat, call=call))
        app.execute(CAROL, DecideAuctionIrregularity(board_id=board_id, decision="refuse"))
        app.execute(BOB, MakeCall(board_id=board_id, seat="E", call="Pass"))
        # 2017: the pass is ruled comparable or not (27B1b); here not, so 27B2 and Law 26
        ruling = MakeRuling(board_id=board_id, law="27B1b", kind="comparable_call",
                            comparable=False, explanation="not comparable")  # fmt: skip
        app.execute(ADMIN, ruling)
        transcoder = app.mapper.transcoder
        old_id = uuid4()
        copied = []
        for stored in app.recorder.select_events(board.id):
            state = transcoder.decode(stored.state)
            if stored.topic == "domain.board:Board.ComparableCallRuled":
                continue  # version 1 ruled a pass by 27B2 at once, with no ruling
            if stored.topic == "domain.board:Board.SubstituteJudged":
                # as version 1 recorded a pass: 27B2, the partner silenced
                assert state.pop("class_version") == 2 and state.pop("lead_penalty") is False
                state.update(law="27B2", silenced="W")
            copied.append(replace(stored, originator_id=old_id, state=transcoder.encode(state)))
        app.recorder.insert_events(copied)
    finally:
        services.close()

    services = open_services(settings)
    try:
        loaded = services.app.board(ADMIN, old_id)
        assert loaded.auction.silenced == {Seat.W} and loaded.auction.lead_penalty == frozenset()
        fresh = services.app.board(ADMIN, board.id)
        assert fresh.auction.lead_penalty == {Seat.E}
    finally:
        services.close()
