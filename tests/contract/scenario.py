"""A deterministic scenario that speaks to every endpoint of the service, in process.

It records each exchange (tests/contract/recording.py) so that a later version of the code
can be judged against the recording of 0.9.0 (tests/fixtures/contract-0.9.0), and it
leaves behind a store holding at least one event of every class of 0.9.0
(tests/fixtures/store-0.9.0). Run on an empty store: the users it makes have fixed names.
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from api.app import create_app
from api.services import Services
from domain.actors import Role
from tests.contract import (
    flows_auction,
    flows_play,
    flows_play_irregular,
    flows_scoring,
    flows_systems,
)
from tests.contract.recording import ANY, Person, Recorder
from tests.contract.table import DEAL, Cast

UNKNOWN = "/boards/00000000-0000-0000-0000-000000000000"


def run_scenario(services: Services) -> Recorder:
    """Every step, in order; `surprises` lists the statuses the scenario did not expect.
    When the service answers so differently that the scenario cannot go on (no id in a
    reply, a hand it needs not shown), it stops there and says why in `stopped`: the
    steps recorded so far still show where the answers first changed."""
    _, admin_token = services.app.register_user("admin", Role.ADMIN)
    # Entered, the client keeps one event loop on one thread for every request: used
    # bare, it starts a thread and an event loop for each of the scenario's 1,600 requests.
    with TestClient(create_app(services)) as client:
        rec = Recorder(client, admin_token=admin_token)
        try:
            play_everything(rec, Person("admin", admin_token))
        except Exception as error:  # reported with the steps recorded so far, not raised
            rec.stopped = f"the scenario stopped after step {len(rec.steps) - 1}: {error!r}"
    return rec


def play_everything(rec: Recorder, admin: Person) -> None:
    cast = users(rec, admin)
    errors(rec, cast)
    played = flows_play.a_board_played_and_claimed(rec, cast)
    flows_play.a_board_played_to_the_last_card(rec, cast)
    flows_play.a_board_passed_out(rec, cast)
    flows_play.concession_and_an_admin_ruling(rec, cast)
    flows_play.tournament_and_practice_modes(rec, cast)
    flows_play_irregular.revokes(rec, cast)
    flows_play_irregular.leads(rec, cast)
    flows_play_irregular.close_and_rulings(rec, cast)
    flows_play_irregular.directors_and_artificial_scores(rec, cast)
    flows_auction.insufficient_bids(rec, cast)
    flows_auction.cards_exposed(rec, cast)
    flows_auction.calls_out_of_rotation(rec, cast)
    flows_auction.inadmissible_and_changed_calls(rec, cast)
    flows_scoring.sessions(rec, cast, played)
    flows_scoring.rubbers(rec, cast, played)
    flows_scoring.board_sets_and_interchange(rec, cast)
    flows_systems.library(rec, cast)
    flows_systems.systems(rec, cast)
    flows_play.lists_and_exports(rec, cast)
    anonymous = Person("anonymous", None)
    rec.get("the web app", anonymous, "/")
    rec.get("the API's documentation", anonymous, "/docs")
    rec.get("health at the end", anonymous, "/health")


def users(rec: Recorder, admin: Person) -> Cast:
    def make(name: str, role: str) -> Person:
        reply = rec.post(f"users: {name}", admin, "/users", {"name": name, "role": role})
        return Person(name, reply.json()["token"])

    rec.get("health", Person("anonymous", None), "/health")
    td = make("tony", "director")
    players = {
        seat: make(name, "player")
        for seat, name in zip("NESW", ("alice", "bob", "carol", "dave"), strict=True)
    }
    outsider = make("olga", "player")
    erin = make("erin", "player")
    rec.post(
        "users: the name exists", admin, "/users", {"name": "alice", "role": "player"}, expect=409
    )
    rec.post("users: a bad role", admin, "/users", {"name": "zed", "role": "king"}, expect=422)
    rec.post("users: a bad name", admin, "/users", {"name": "bad name!"}, expect=422)
    rec.post("users: a player may not", players["N"], "/users", {"name": "zed"}, expect=403)
    rec.get("users: me", players["N"], "/users/me")
    rec.get("users: the director's me", td, "/users/me")
    rec.get("users: the list", admin, "/users")
    rec.get("users: a page", admin, "/users", params={"limit": 2})
    first = rec.peek(admin, "/users", limit=2)
    rec.get("users: the next page", admin, "/users", params={"limit": 2, "cursor": first["next"]})
    rec.get("users: directors", admin, "/users", params={"role": "director"})
    rec.get("users: a director may not list", td, "/users", expect=403)
    rec.put("users: erin becomes a director", admin, "/users/erin/role", {"role": "director"})
    rec.put("users: and a player again", admin, "/users/erin/role", {"role": "player"})
    rec.put("users: a player may not", erin, "/users/alice/role", {"role": "admin"}, expect=403)
    rotated = rec.post("users: erin renews her token", erin, "/users/erin/token", expect=200)
    rec.get("users: the old token", erin, "/users/me", expect=401)
    erin = Person("erin", rotated.json()["token"])
    rec.get("users: the new token", erin, "/users/me")
    rec.post("users: not another's token", erin, "/users/alice/token", expect=403)
    rec.post("users: an unknown user", admin, "/users/nobody-at-all/token", expect=404)
    rec.delete("users: the admin revokes erin's token", admin, "/users/erin/token", expect=204)
    rec.get("users: revoked", erin, "/users/me", expect=401)
    return Cast(admin, td, players, outsider)


def errors(rec: Recorder, cast: Cast) -> None:
    anonymous, stranger = Person("anonymous", None), Person("forger", "not-a-token")
    alice = cast.players["N"]
    rec.get("401: no token", anonymous, "/users/me", expect=401)
    rec.get("401: a bad token", stranger, "/boards", expect=401)
    rec.post("401: a command without a token", anonymous, "/boards", {}, expect=401)
    rec.get("404: an unknown board", alice, UNKNOWN, expect=404)
    rec.get("404: not a board id", alice, "/boards/not-an-id", expect=404)
    rec.post(
        "404: a call on an unknown board",
        alice,
        f"{UNKNOWN}/calls",
        {"seat": "N", "call": "1C"},
        expect=404,
    )
    rec.get("404: an unknown path", alice, "/nowhere", expect=404)
    bad_bodies: list[tuple[str, Any]] = [
        ("a bad deal", {"deal": "N:AKQ"}),
        ("a bad dealer", {"dealer": "X"}),
        ("a bad policy", {"revoke_policy": "lenient"}),
        ("a bad board number", {"board_number": 0}),
        ("an unknown field", {"colour": "red"}),
        ("not JSON", None),
        ("a deal with a card twice", {"deal": DEAL.replace("KT8", "KK8")}),
    ]
    for what, body in bad_bodies:
        rec.post(f"422: {what}", alice, "/boards", body, expect=422)
    seats = {seat: person.name for seat, person in cast.players.items()}
    table = rec.post(
        "errors: a board", cast.td, "/boards", {"seats": seats, "deal": DEAL, "board_number": 11}
    )
    path = f"/boards/{table.json()['id']}"
    rec.post(
        "403: bob calls for North",
        cast.players["E"],
        f"{path}/calls",
        {"seat": "N", "call": "1C"},
        expect=403,
    )
    rec.post(
        "422: out of turn",
        cast.players["E"],
        f"{path}/calls",
        {"seat": "E", "call": "1C"},
        expect=422,
    )
    rec.post("422: not a call", alice, f"{path}/calls", {"seat": "N", "call": "1Z"}, expect=422)
    rec.post(
        "409: a card in the auction",
        alice,
        f"{path}/plays",
        {"seat": "N", "card": "SK"},
        expect=409,
    )
    rec.post(
        "404: an outsider", cast.outsider, f"{path}/calls", {"seat": "N", "call": "1C"}, expect=404
    )
    rec.post(
        "409: no claim in the auction",
        alice,
        f"{path}/claims",
        {"seat": "N", "tricks": 3},
        expect=ANY,
    )
    rec.get("422: a bad replay step", alice, f"{path}/replay", params={"step": -1}, expect=422)
    rec.get("403: events during play", alice, f"{path}/events", expect=403)
    rec.post("nothing to undo", alice, f"{path}/undo", expect=409)
    rec.get(
        "422: scoring a bad contract",
        alice,
        "/scoring/duplicate",
        params={"contract": "8S", "declarer": "S", "vulnerability": "NS", "tricks": 8},
        expect=422,
    )
