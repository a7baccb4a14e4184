"""A hostile client reads a claimer's hand once the claim is withdrawn, over HTTP on both
stores. Law 68C (2017): "The player making the claim or concession faces his hand";
withdrawn, the cards go back into the hand, so every read a defender has (the board, its
replay at each step with and without his seat, its tricks, events, timeline, rulings,
export, legal cards, robot reasons, practice) shows none of declarer's unplayed cards, and
a stranger reads none of them while the claim is answered."""

from __future__ import annotations

from typing import Any

from tests.e2e.table import Person, Server
from tests.e2e.test_law68_claims import directed_table


def _texts(person: Person, path: str, version: int) -> list[str]:
    reads = [
        person.get(path),
        person.get(f"{path}/tricks"),
        person.get(f"{path}/legal"),
        person.get(f"{path}/events"),
        person.get(f"{path}/timeline"),
        person.get(f"{path}/rulings"),
        person.get(f"{path}/score"),
        person.get(f"{path}/double-dummy"),
        person.get(f"{path}/export", format="pbn"),
        person.get(f"{path}/export", format="lin"),
        person.get("/boards/export", format="pbn"),
    ]
    for step in range(version):
        reads.append(person.get(f"{path}/replay", step=step))
        reads.append(person.get(f"{path}/replay", step=step, seat="N"))
        reads.append(person.get(f"{path}/replay", step=step, seat="W"))
        reads.append(person.get(f"{path}/robot-reasons", step=step))
    for reply in reads:
        assert reply.status_code < 500, reply.text
    return [reply.text for reply in reads]


def _unseen(cards: list[str], texts: list[str]) -> list[str]:
    return [c for c in cards for text in texts if f'"{c}"' in text or f"{c[0]}{c[1]}," in text]


def test_a_withdrawn_claimers_hand_shows_in_no_read(server: Server) -> None:
    table, director = directed_table(server)
    players = table.players
    assert players["W"].post(table.path("/claims"), {"seat": "W", "tricks": 11}).status_code == 201
    west: list[Any] = director.get(table.path()).json()["hands"]["W"]
    assert len(west) == 11
    stranger = server.person("kibitzer")
    version = int(director.get(table.path()).json()["version"])
    during = _texts(stranger, table.path(), version)
    assert _unseen(west, during) == []
    faced = _texts(players["N"], table.path(), version)
    assert set(_unseen(west, faced)) == set(west)  # faced to the table: the reads tell it
    practice = stranger.post(table.path("/practice"), {"step": version - 1, "seat": "N"})
    assert practice.status_code in (403, 404), practice.text
    assert players["W"].post(table.path("/claims/withdraw"), {"seat": "W"}).status_code == 200
    version = int(director.get(table.path()).json()["version"])
    for seat in ("N", "S"):
        after = _texts(players[seat], table.path(), version)
        assert _unseen(west, after) == [], seat
        practised = players[seat].post(table.path("/practice"), {"step": 1, "seat": seat})
        assert practised.status_code in (403, 404), practised.text
