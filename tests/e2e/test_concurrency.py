"""Many clients at once over HTTP: no 5xx, one winner per race, nothing lost."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx

from tests.e2e.table import DEAL, Server, Table


def test_several_tables_at_once(server: Server) -> None:
    def play_one_board(seed: int) -> list[int]:
        with httpx.Client(
            base_url=str(server.client.base_url),
            timeout=60,
            headers={"Authorization": f"Bearer {server.admin_token}"},
        ) as client:
            statuses = []
            view = client.post("/boards", json={"seed": seed})
            statuses.append(view.status_code)
            board = view.json()
            for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
                reply = client.post(
                    f"/boards/{board['id']}/calls", json={"seat": board["next"], "call": call}
                )
                statuses.append(reply.status_code)
                board = reply.json()
            for _ in range(8):
                seat = board["next"]
                reply = client.post(
                    f"/boards/{board['id']}/plays",
                    json={"seat": seat, "card": _legal(client, board, seat)},
                )
                statuses.append(reply.status_code)
                board = reply.json()
            return statuses

    with ThreadPoolExecutor(6) as pool:
        results = list(pool.map(play_one_board, range(12)))
    assert all(status in (200, 201) for statuses in results for status in statuses), results


def _legal(client: httpx.Client, board: dict[str, Any], seat: str) -> str:
    hand: list[str] = board["hands"][seat]
    tricks = client.get(f"/boards/{board['id']}/tricks").json()
    if tricks and tricks[-1]["winner"] is None:
        led = tricks[-1]["cards"][0]["card"][0]
        following = [card for card in hand if card[0] == led]
        if following:
            return following[0]
    return hand[0]


def test_many_clients_race_on_one_board(server: Server) -> None:
    table = Table.sit_down(server, deal=DEAL)
    north = table.players["N"]

    def call(text: str) -> int:
        with httpx.Client(
            base_url=str(server.client.base_url), headers=north.headers, timeout=60
        ) as client:
            return client.post(
                table.path("/calls"), json={"seat": "N", "call": text, "expected_version": 1}
            ).status_code

    with ThreadPoolExecutor(8) as pool:
        statuses = list(pool.map(call, ["1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H"]))
    assert sorted(statuses) == [201] + [409] * 7
    assert table.event_count() == 2
