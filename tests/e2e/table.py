"""Helpers for speaking to a running server as several people at one table."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

SEATS = ("N", "E", "S", "W")

# A known deal (North: KQT2.AT.J6542.85 ...) for tests that need fixed hands.
DEAL = "N:KQT2.AT.J6542.85 A8654.KQ5.T.QJT6 J973.J98742.3.K4 .63.AKQ987.A9732"


@dataclass
class Person:
    server: Server
    name: str
    token: str

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def get(self, path: str, **params: Any) -> httpx.Response:
        return self.server.client.get(path, headers=self.headers, params=params or None)

    def post(self, path: str, body: Any = None) -> httpx.Response:
        return self.server.client.post(path, headers=self.headers, json=body)

    def post_raw(self, path: str, content: bytes, **params: Any) -> httpx.Response:
        """A body that is not JSON, such as a hand record file."""
        return self.server.client.post(
            path, headers=self.headers, content=content, params=params or None
        )

    def put(self, path: str, body: Any = None) -> httpx.Response:
        return self.server.client.put(path, headers=self.headers, json=body)

    def delete(self, path: str) -> httpx.Response:
        return self.server.client.delete(path, headers=self.headers)

    def boards(self, **filters: Any) -> list[dict[str, Any]]:
        """Every board this person may see, page after page."""
        found: list[dict[str, Any]] = []
        cursor = None
        while True:
            params = {**filters, "limit": 200, **({"cursor": cursor} if cursor else {})}
            reply = self.get("/boards", **params)
            assert reply.status_code == 200, reply.text
            page = reply.json()
            found += page["items"]
            cursor = page["next"]
            if cursor is None:
                return found


@dataclass
class Server:
    client: httpx.Client
    admin_token: str
    store: str
    data_dir: Path
    database_url: str = ""

    @property
    def admin(self) -> Person:
        return Person(self, "admin", self.admin_token)

    def person(self, prefix: str, role: str = "player") -> Person:
        name = f"{prefix}-{uuid.uuid4().hex[:8]}"
        reply = self.admin.post("/users", {"name": name, "role": role})
        assert reply.status_code == 201, reply.text
        return Person(self, name, reply.json()["token"])


@dataclass
class Table:
    """Four players (and maybe a director) at one board."""

    server: Server
    players: dict[str, Person]
    board_id: str
    director: Person | None = None

    @classmethod
    def sit_down(cls, server: Server, creator: Person | None = None, **options: Any) -> Table:
        players = {seat: server.person(seat.lower()) for seat in SEATS}
        body = {"seats": {seat: p.name for seat, p in players.items()}, **options}
        reply = (creator or server.admin).post("/boards", body)
        assert reply.status_code == 201, reply.text
        return cls(server, players, reply.json()["id"], creator)

    def path(self, suffix: str = "") -> str:
        return f"/boards/{self.board_id}{suffix}"

    def view(self, seat: str = "N") -> dict[str, Any]:
        reply = self.players[seat].get(self.path())
        assert reply.status_code == 200, reply.text
        result: dict[str, Any] = reply.json()
        return result

    def call(self, seat: str, call: str, **extra: Any) -> httpx.Response:
        return self.players[seat].post(self.path("/calls"), {"seat": seat, "call": call, **extra})

    def bid(self, *calls: str) -> dict[str, Any]:
        """Make these calls in turn from whoever is next; returns the last view."""
        view = self.view()
        for call in calls:
            seat = view["next"]
            reply = self.call(seat, call)
            assert reply.status_code == 201, reply.text
            view = reply.json()
        return view

    def controller(self, seat: str) -> str:
        """The seat whose holder plays `seat`'s cards (declarer plays dummy)."""
        view = self.view()
        return str(view["declarer"]) if seat == view["dummy"] else seat

    def play(self, seat: str, card: str, **extra: Any) -> httpx.Response:
        who = self.players[self.controller(seat)]
        return who.post(self.path("/plays"), {"seat": seat, "card": card, **extra})

    def legal_card(self, seat: str) -> str:
        hand = self.server.admin.get(self.path()).json()["hands"][seat]
        tricks = self.server.admin.get(self.path("/tricks")).json()
        if tricks and tricks[-1]["winner"] is None:
            led = tricks[-1]["cards"][0]["card"][0]
            following = [card for card in hand if card[0] == led]
            if following:
                return str(following[-1])
        return str(hand[-1])

    def play_tricks(self, count_cards: int) -> dict[str, Any]:
        view = self.view()
        for _ in range(count_cards):
            seat = view["next"]
            reply = self.play(seat, self.legal_card(seat))
            assert reply.status_code == 201, reply.text
            view = reply.json()
        return view

    def event_count(self) -> int:
        return int(self.server.admin.get(self.path()).json()["version"])


def west_plays_until_a_claim(west: Person, path: str, view: dict[str, Any]) -> dict[str, Any]:
    """West, the one person at a table of robots, passes and plays his first legal card
    until a claim waits for him or the board ends; returns the last view."""
    for _ in range(40):
        claim = view.get("claim")
        if view["phase"] not in ("auction", "play") or (claim and claim["status"] == "pending"):
            break
        legal = west.get(f"{path}/legal").json()
        assert legal["seat"] == "W", (legal, view["next"])
        if legal["calls"]:
            reply = west.post(f"{path}/calls", {"seat": "W", "call": "Pass"})
        else:
            reply = west.post(f"{path}/plays", {"seat": "W", "card": legal["cards"][0]})
        assert reply.status_code == 201, reply.text
        view = reply.json()
    return view


# The robots' play is sampled, seeded by each board's own id (and bounded by a time budget
# for each card), so a robot may find its claim certain only at the last trick and play it
# instead: a board that ends with no claim is played again as a new board, and one of
# these must bring a claim.
CLAIM_BOARDS = 3


def until_a_robot_claims(
    west: Person, new_board: Callable[[], tuple[str, dict[str, Any]]]
) -> tuple[str, dict[str, Any]]:
    """West plays boards that `new_board` makes (its path and first view: robots in N, E
    and S) as `west_plays_until_a_claim` does, a new one each time a board ends with no
    claim (CLAIM_BOARDS at most); the last board's path and view, a claim in it if any
    came."""
    for _ in range(CLAIM_BOARDS):
        path, view = new_board()
        view = west_plays_until_a_claim(west, path, view)
        if view.get("claim") is not None:
            break
    return path, view


def robots_go_on(person: Person, path: str, view: dict[str, Any]) -> dict[str, Any]:
    """Since 0.27.0 a person's robot partner at a directed board waits at its turn after
    his call (Law 25A, `robots_wait`) until `POST .../robots/continue`, which his page sends
    after a grace: tests that mean the robots to call on send it here. Returns the view
    after the robots' calls (unchanged when no robot waits)."""
    for _ in range(4):
        if not view.get("robots_wait"):
            return view
        reply = person.post(f"{path}/robots/continue")
        assert reply.status_code == 200, reply.text
        view = reply.json()
    raise AssertionError(f"the robots still wait: {view.get('robots_wait')}")


def call_and_go_on(person: Person, path: str, seat: str, call: str) -> dict[str, Any]:
    """`seat`'s call (201), then the robots' calls after it, waiting partner too."""
    reply = person.post(f"{path}/calls", {"seat": seat, "call": call})
    assert reply.status_code == 201, reply.text
    return robots_go_on(person, path, reply.json())
