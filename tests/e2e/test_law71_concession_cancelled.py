"""A concession cancelled by the director over HTTP, on both stores. Law 71 (2017): "A
concession must stand, once made, except that within the Correction Period established
under Law 79C the Director shall cancel a concession: A. if a player conceded a trick his
side had, in fact, won; or B. if a player has conceded a trick that could not be lost by
any normal play of the remaining cards. The board is rescored with such trick awarded to
his side." The 2017 code letters these A and B (the 2007 code numbered them 1 and 2), so a
ruling citing 71B is one of the code's."""

from __future__ import annotations

from tests.e2e.table import DEAL, Server, Table
from tests.e2e.test_claims import AUCTION


def test_the_director_cancels_a_conceded_trick_citing_law_71b(server: Server) -> None:
    director = server.person("td71", role="director")
    table = Table.sit_down(server, creator=director, deal=DEAL)
    table.bid(*AUCTION)  # 3NT by West; North leads
    table.play_tricks(8)
    before = table.view()["tricks_won"]
    players = table.players
    # North concedes every trick left; declarer agrees: the board is over.
    conceded = players["N"].post(table.path("/claims"), {"seat": "N", "concede": 11})
    assert conceded.status_code == 201, conceded.text
    done = players["W"].post(table.path("/claims/agree"), {"seat": "W"}).json()
    assert done["phase"] == "complete" and done["declarer_tricks"] == before["EW"] + 11
    # North's spade ace could not be lost by any normal play: the trick goes back to NS.
    ruling = {
        "law": "71B",
        "kind": "trick_transfer",
        "tricks": 1,
        "to": "NS",
        "explanation": "North conceded a trick his ace could not lose.",
    }
    made = director.post(table.path("/rulings"), ruling)
    assert made.status_code == 201, made.text
    assert (made.json()["law"], made.json()["tricks"], made.json()["to"]) == ("71B", 1, "NS")
    score = players["E"].get(table.path("/score")).json()
    assert score["declarer_tricks"] == before["EW"] + 10
    assert score["table_tricks"] == before["EW"] + 11
    # The 2007 numbering is no citation of the 2017 code.
    old = director.post(table.path("/rulings"), {**ruling, "law": "712"})
    assert old.status_code == 422 and "71A" in old.json()["detail"], old.text
