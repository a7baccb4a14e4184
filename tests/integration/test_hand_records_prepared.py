"""A session's hand records are solved double dummy in the background as soon as it names
its deals, and kept: the first reader of its published results waits for nothing, and a
restart solves nothing again (docs/contract.md "Published results ready at once"). On
both stores, with the real solver (DDS) and the real app."""

from __future__ import annotations

from uuid import UUID

from fastapi.testclient import TestClient

from api.app import create_app
from api.double_dummy import kept_analyses
from api.services import Services, open_services
from api.settings import Settings
from domain.actors import Role
from domain.board import Board

MOVEMENT = {"kind": "mitchell", "tables": 3, "rounds": 3, "boards_per_round": 2}


def director(services: Services, token: str | None = None) -> tuple[TestClient, str]:
    """A director's client (registered now, or by `token` after a restart) and token."""
    if token is None:
        token = services.app.register_user("td", Role.DIRECTOR)[1]
    return TestClient(create_app(services), headers={"Authorization": f"Bearer {token}"}), token


def made_session(client: TestClient, ids: list[str] | None = None) -> tuple[list[str], str]:
    """An evening dealt from a board set of 6 boards (a new one unless `ids` names one):
    the set's board ids and the session's id."""
    if ids is None:
        dealt = client.post("/board-sets", json={"seed": 7, "count": 6})
        assert dealt.status_code == 201, dealt.text
        ids = [board["id"] for board in dealt.json()["boards"]]
    made = client.post("/sessions", json={"name": "Club", "movement": MOVEMENT, "board_set": ids})
    assert made.status_code == 201, made.text
    session_id = made.json()["id"]
    # Round 1: each board has a result, so each is in the published results.
    for board, (ns, ew) in enumerate([("1", "4")] * 2 + [("2", "5")] * 2 + [("3", "6")] * 2, 1):
        body = {"board_number": board, "ns": ns, "ew": ew, "contract": "Pass"}
        entered = client.post(f"/sessions/{session_id}/results", json=body)
        assert entered.status_code == 201, entered.text
    return ids, session_id


def kept(services: Services, ids: list[str]) -> list[bool]:
    """Whether each board's deal has its analysis kept."""
    boards: list[Board] = [services.app.repository.get(UUID(board_id)) for board_id in ids]
    found = kept_analyses(services.database, [board.setup for board in boards])
    return [record is not None for record in found]


def test_the_sessions_deals_are_solved_before_anyone_reads_them(services: Services) -> None:
    services.hand_records.start()
    client, _ = director(services)
    ids, session_id = made_session(client)
    assert services.hand_records.wait_until_idle(300)
    assert kept(services, ids) == [True] * 6 and services.hand_records.solved == 6
    # The director's published results show every hand record from what was kept.
    page = client.get(f"/sessions/{session_id}/published", params={"format": "html"})
    assert page.status_code == 200
    assert all(f'data-testid="double-dummy-{n}"' in page.text for n in range(1, 7))


def test_without_the_background_thread_nothing_is_solved_until_read(services: Services) -> None:
    """A one-off command of the command line does not start it: the first reader solves."""
    client, _ = director(services)
    ids, session_id = made_session(client)
    assert kept(services, ids) == [False] * 6
    page = client.get(f"/sessions/{session_id}/published", params={"format": "html"})
    assert page.status_code == 200 and kept(services, ids) == [True] * 6


def test_a_restart_solves_nothing_again(settings: Settings) -> None:
    first = open_services(settings)
    try:
        first.hand_records.start()
        client, token = director(first)
        ids, _ = made_session(client)
        assert first.hand_records.wait_until_idle(300) and first.hand_records.solved == 6
    finally:
        first.close()
    again = open_services(settings)
    try:
        again.hand_records.start()
        client, _ = director(again, token)
        made_session(client, ids)  # the same deals named again: queued, found kept
        assert again.hand_records.wait_until_idle(60) and again.hand_records.solved == 0
        assert kept(again, ids) == [True] * 6
    finally:
        again.close()


def test_a_start_solves_what_was_named_while_no_thread_ran(settings: Settings) -> None:
    """The sweep: deals named by a process without the thread (a one-off command, or a
    server stopped first) are found in the scoring log by the next start, solved, and the
    log's place kept, so the start after reads only what came since."""
    first = open_services(settings)
    try:
        client, _ = director(first)
        ids, _ = made_session(client)
        assert kept(first, ids) == [False] * 6
        end = first.scoring.recorder.max_notification_id()
    finally:
        first.close()
    again = open_services(settings)
    try:
        again.hand_records.start()
        assert again.hand_records.wait_until_idle(300) and again.hand_records.solved == 6
        assert kept(again, ids) == [True] * 6
        place = again.database.query(
            "SELECT position FROM process_positions WHERE process = 'hand_records'", ()
        )
        assert place == [(end,)]
    finally:
        again.close()
