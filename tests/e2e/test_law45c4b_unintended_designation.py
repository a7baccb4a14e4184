"""An unintended designation changed, over HTTP on both stores. Law 45C4(b) (2017): "A
player may, without penalty, change an unintended designation if he does so without
pause for thought. If an opponent has, in turn, played a card that was legal before the
change in designation, that opponent may withdraw the card so played, return it to his
hand, and substitute another (see Laws 47D and 16C)."

The deal, 4S by North, dummy South, East on lead:
N: KT8.A96.A95.7542  E: Q5.KJ52.KQ874.T8  S: AJ92.874.JT6.AQ3  W: 7643.QT3.32.KJ96
"""

from __future__ import annotations

from tests.e2e.table import Server
from tests.e2e.test_revokes import play, spades


def test_declarer_changes_dummys_card_at_once_and_the_replay_shows_it(server: Server) -> None:
    table = spades(server)
    play(table, "DK", "D6")  # declarer meant dummy's jack
    change = {"seat": "S", "card": "D6", "replacement": "DJ"}
    assert table.players["E"].post(table.path("/designation-change"), change).status_code == 403
    reply = table.players["N"].post(table.path("/designation-change"), change)
    assert reply.status_code == 201, reply.text
    view = reply.json()
    assert view["penalty_cards"]["S"] == [] and view["next"] == "W"
    assert "D6" in table.view("N")["hands"]["S"]  # back in dummy, no penalty
    timeline = table.players["W"].get(table.path("/timeline")).json()
    changed, played = timeline[-2:]
    assert changed["type"] == "DesignationChanged"
    assert (changed["data"]["card"], changed["data"]["law"]) == ("D6", "45C4(b)")
    assert (played["type"], played["data"]["card"]) == ("CardPlayed", "DJ")
    step = changed["version"] - 1
    at_change = table.players["W"].get(table.path("/replay/tricks"), step=step).json()
    assert [c["card"] for c in at_change[0]["cards"]] == ["DK"]
    after = table.players["W"].get(table.path("/replay/tricks"), step=step + 1).json()
    assert [c["card"] for c in after[0]["cards"]] == ["DK", "DJ"]
    again = table.players["N"].post(table.path("/designation-change"), change)
    assert again.status_code == 422 and "not the last card" in again.json()["detail"]


def test_after_an_opponents_card_the_director_rules(server: Server) -> None:
    director = server.person("td", role="director")
    table = spades(server, creator=director)
    play(table, "DK", "D6", "D2")
    change = {"seat": "S", "card": "D6", "replacement": "DJ"}
    reply = table.players["N"].post(table.path("/designation-change"), change)
    assert reply.status_code == 409, reply.text
    assert "director judges" in reply.json()["detail"]
    ruled = {**change, "explanation": "'six, no, jack' in one breath"}
    reply = director.post(table.path("/designation-change"), ruled)
    assert reply.status_code == 201, reply.text
    assert reply.json()["next"] == "W"  # West's two goes back; he plays again
    play(table, "D3", "DA")
    tricks = table.players["E"].get(table.path("/tricks")).json()
    assert [c["card"] for c in tricks[0]["cards"]] == ["DK", "DJ", "D3", "DA"]
    event = table.players["E"].get(table.path("/timeline")).json()[-4]
    assert event["type"] == "DesignationChanged" and event["actor"] == director.name
    assert event["data"]["director"] == director.name
