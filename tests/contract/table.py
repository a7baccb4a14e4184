"""Four people at one board, every action of theirs a recorded step."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

from tests.contract.recording import ANY, Person, Recorder

SEATS = ("N", "E", "S", "W")
# 4S by North, dummy South, East on lead (the deal of tests/e2e/test_revokes.py).
DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"
# West ruffs trick 2 with S3 while holding D3, and wins it.
W_RUFFS = ("DK", "D6", "D2", "DA", "D9", "D4", "DT", "S3")


@dataclass
class Cast:
    """The people of the scenario, by name."""

    admin: Person
    td: Person
    players: dict[str, Person]  # alice N, bob E, carol S, dave W
    outsider: Person


@dataclass
class Table:
    rec: Recorder
    cast: Cast
    flow: str
    board_id: str
    director: Person

    @classmethod
    def sit_down(
        cls, rec: Recorder, cast: Cast, flow: str, creator: Person | None = None, **options: Any
    ) -> Table:
        seats = {seat: person.name for seat, person in cast.players.items()}
        who = creator or cast.td
        reply = rec.post(f"{flow}: create the board", who, "/boards", {"seats": seats, **options})
        return cls(rec, cast, flow, reply.json()["id"], who)

    def path(self, suffix: str = "") -> str:
        return f"/boards/{self.board_id}{suffix}"

    def label(self, what: str) -> str:
        return f"{self.flow}: {what}"

    def seat(self, seat: str) -> Person:
        return self.cast.players[seat]

    def admin_view(self) -> dict[str, Any]:
        view: dict[str, Any] = self.rec.peek(self.cast.admin, self.path())
        return view

    def call(self, seat: str, call: str, expect: int = 201, **extra: Any) -> httpx.Response:
        return self.rec.post(
            self.label(f"{seat} calls {call}"),
            self.seat(seat),
            self.path("/calls"),
            {"seat": seat, "call": call, **extra},
            expect=expect,
        )

    def bid(self, *calls: str) -> None:
        for call in calls:
            self.call(self.admin_view()["next"], call)

    def controller(self, seat: str) -> str:
        view = self.admin_view()
        return str(view["declarer"]) if seat == view["dummy"] else seat

    def play(
        self, seat: str, card: str, expect: int = 201, by: str | None = None
    ) -> httpx.Response:
        who = self.seat(by or self.controller(seat))
        return self.rec.post(
            self.label(f"{seat} plays {card}"),
            who,
            self.path("/plays"),
            {"seat": seat, "card": card},
            expect=expect,
        )

    def cards(self, *cards: str) -> None:
        """Each card from whoever is next."""
        for card in cards:
            self.play(self.admin_view()["next"], card)

    def legal_card(self, seat: str) -> str:
        hand = self.admin_view()["hands"][seat]
        tricks = self.rec.peek(self.cast.admin, self.path("/tricks"))
        if tricks and tricks[-1]["winner"] is None:
            led = tricks[-1]["cards"][0]["card"][0]
            following = [card for card in hand if card[0] == led]
            if following:
                return str(following[-1])
        return str(hand[-1])

    def play_on(self, count: int) -> None:
        for _ in range(count):
            seat = self.admin_view()["next"]
            self.play(seat, self.legal_card(seat))

    def act(
        self,
        what: str,
        seat_or_person: str | Person,
        suffix: str,
        body: Any = None,
        expect: int = 200,
    ) -> httpx.Response:
        who = self.seat(seat_or_person) if isinstance(seat_or_person, str) else seat_or_person
        return self.rec.post(self.label(what), who, self.path(suffix), body, expect=expect)

    def look(
        self, what: str, who: Person, suffix: str = "", expect: int = 200, **params: Any
    ) -> Any:
        return self.rec.get(
            self.label(what), who, self.path(suffix), params=params or None, expect=expect
        )

    def claim_the_rest(self, declarer: str = "N") -> None:
        left = 13 - sum(self.admin_view()["tricks_won"].values())
        self.act(
            f"{declarer} claims the rest",
            declarer,
            "/claims",
            {"seat": declarer, "tricks": left},
            expect=201,
        )
        defenders = ("E", "W") if declarer in ("N", "S") else ("N", "S")
        for seat in defenders:
            self.act(f"{seat} agrees", seat, "/claims/agree", {"seat": seat})

    def read_all(self, what: str) -> None:
        """What the director and the table read of the board."""
        for suffix in ("", "/tricks", "/score", "/events", "/revokes", "/rulings", "/timeline"):
            self.look(
                f"{what}: director reads {suffix or 'the board'}", self.director, suffix, expect=ANY
            )
        for suffix in ("/events", "/revokes", "/score", "/tricks"):
            self.look(f"{what}: North reads {suffix}", self.seat("N"), suffix, expect=ANY)
        self.look(f"{what}: East reads the board", self.seat("E"))
