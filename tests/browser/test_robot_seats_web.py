"""The page knows a robot's seat by the board view's `robots`, not by a holder's name
(0.26.0; issue 34). A store from before robots existed may hold a user named `robot` (the
name is reserved only since then: domain/user.py): she directs a board where alice, South,
plays against three robots. Before 0.26.0 the page took every seat whose holder is named
`robot` for hers: it offered her, the director, a claim form for the robots' seats. Now the
robots' seats are marked as robots', alice's is not, and the page gives her no seat. Since
0.27.0 the server's rules tell the robot from a user by more than the name too
(domain/actors.py `holds_as`): she holds no robot's seat, so she directs the board she made
(`viewer_directs` true; before, the board had no director and she was taken for the
robots' holder). tests/e2e/test_robot_is_not_a_name.py checks the rules on both stores."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from api.cli import bootstrap_admin
from api.services import open_services
from api.settings import Settings
from domain.user import User, hash_token, user_id_for
from tests.browser.conftest import served_on, watching
from tests.browser.test_web_app import wait_for_version
from tests.conftest import database_url_for
from tests.e2e.table import Person, Server

DEAL = "N:T98.JT9.JT9.T983 765.876.876.QJ76 AKQJ.AKQ.AKQ.AK2 432.5432.5432.54"


@pytest.fixture(scope="module")
def old_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, str]]:
    """A server on a store whose users include `robot`, a director registered as a store
    from before the name's reservation holds her (her event written as it was then)."""
    data_dir = tmp_path_factory.mktemp("old-store")
    services = open_services(Settings(data_dir, database_url_for("sqlite", data_dir)))
    token = secrets.token_urlsafe(32)
    try:
        bootstrap_admin(services)
        old = User._create(
            User.Registered,
            id=user_id_for("robot"),
            name="robot",
            role="director",
            token_hash=hash_token(token),
        )
        services.app.save(old)
    finally:
        services.close()
    with served_on("sqlite", data_dir) as server:
        yield server, token


def test_a_user_named_robot_is_no_robot_and_a_robot_seat_is(
    old_store: tuple[Server, str], browser: Any, screenshots: Path
) -> None:
    server, token = old_store
    alice = server.person("alice")
    robot_user = Person(server, "robot", token)
    made = robot_user.post("/boards", {
        "deal": DEAL, "board_number": 1,
        "seats": {"N": "robot", "E": "robot", "S": alice.name, "W": "robot"},
    })  # fmt: skip
    assert made.status_code == 201, made.text
    board_id = made.json()["id"]
    assert alice.post(f"/boards/{board_id}/calls", {"seat": "S", "call": "6NT"}).status_code == 201
    view = alice.get(f"/boards/{board_id}").json()
    for _ in range(4):
        if view["phase"] == "play":
            break
        view = alice.post(f"/boards/{board_id}/calls", {"seat": "S", "call": "Pass"}).json()
    assert view["phase"] == "play", view
    assert view["robots"] == ["N", "E", "W"]
    directed = robot_user.get(f"/boards/{board_id}")
    assert directed.status_code == 200 and directed.json()["seats"]["N"] == "robot"
    assert directed.json()["director"] == "robot" and directed.json()["viewer_directs"] is True

    with watching(browser, str(server.client.base_url), screenshots) as watched:
        watched.sign_in(token, f"/#/boards/{board_id}")
        wait_for_version(watched, 0)
        page = watched.page
        for seat in ("N", "E", "W"):
            assert page.is_visible(f"[data-testid=robot-{seat}]"), seat
        assert not page.is_visible("[data-testid=robot-S]")
        # She made the board and directs it; she holds no seat: no claim form for the
        # robots' seats.
        assert page.locator("form.claim").count() == 0
        watched.screenshot("a-user-named-robot-directs")
        assert not watched.problems, watched.problems

    with watching(browser, str(server.client.base_url), screenshots) as watched:
        watched.sign_in(alice.token, f"/#/boards/{board_id}")
        wait_for_version(watched, 0)
        assert watched.page.locator("form.claim").count() == 1  # alice's own seat
        assert watched.page.is_visible("[data-testid=robot-N]")
        assert not watched.problems, watched.problems
