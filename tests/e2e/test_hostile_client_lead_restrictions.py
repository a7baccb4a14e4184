"""A hostile client and a director at lead restrictions, over a real `serve` on both stores
(0.25.0, h55e; docs/design.md "Hostile client findings (0.25.0; h55e)").

The deal: North declares 4S, East holds the HA and leads.
N: AKQJ5.K32.K32.32  E: 98.AQJT.QJT.K987  S: T432.984.A54.654  W: 76.765.9876.AQJT
West's CQ and D9, seen during the auction (Law 24), are major penalty cards in two suits.
"""

from __future__ import annotations

from tests.e2e.table import Server, Table

DEAL = "N:AKQJ5.K32.K32.32 98.AQJT.QJT.K987 T432.984.A54.654 76.765.9876.AQJT"


def _to_four_spades_with_wests_penalty_cards(server: Server) -> Table:
    director = server.person("td55e", "director")
    table = Table.sit_down(server, director, deal=DEAL, board_number=1, revoke_policy="detect")
    table.bid("1S", "Pass", "2S")
    faced = director.post(table.path("/exposed-cards"), {"seat": "W", "cards": ["CQ", "D9"]})
    assert faced.status_code == 201, faced.text
    view = table.bid("Pass", "4S", "Pass", "Pass", "Pass")
    assert view["pending"] == {"kind": "lead_restriction", "decides": "N", "law": "50D2"}
    return table


def test_a_suit_forbidden_stays_forbidden_while_the_player_retains_the_lead(
    server: Server,
) -> None:
    """Law 50D2(a) (2017): declarer may "prohibit him from leading that suit for as long as
    he retains the lead". North forbids clubs; East's HA holds the trick, so East retains
    the lead, and West's D9, still a major penalty card, gives North a choice again (50D2).
    Before the fix North's `none` lifted the prohibition: East's CK was accepted (201). Now
    it is 422 and nothing is recorded; East leads a heart."""
    table = _to_four_spades_with_wests_penalty_cards(server)
    north = table.players["N"]
    forbid = north.post(table.path("/lead-restriction"), {"choice": "forbid", "suit": "C"})
    assert forbid.status_code == 200, forbid.text
    for seat, card in (("E", "HA"), ("S", "H4"), ("W", "H5"), ("N", "H2")):
        assert table.play(seat, card).status_code == 201
    view = table.view("E")
    assert view["next"] == "E" and view["pending"]["kind"] == "lead_restriction", view
    free = north.post(table.path("/lead-restriction"), {"choice": "none"})
    assert free.status_code == 200, free.text
    assert free.json()["lead_restriction"] == {
        "seat": "E", "suit": "C", "rule": "must_not", "also": [], "kept": [],
    }  # fmt: skip
    version = table.event_count()
    club = table.play("E", "CK")
    assert club.status_code == 422, club.text
    assert club.json()["detail"] == "Declarer forbade a lead of clubs while E keeps the lead."
    assert table.event_count() == version
    legal = table.players["E"].get(table.path("/legal")).json()["cards"]
    assert legal and not any(card.startswith("C") for card in legal), legal
    assert table.play("E", "HQ").status_code == 201


def test_a_requirement_under_a_kept_prohibition_shows_both(server: Server) -> None:
    """Law 50D2(a) (2017): declarer may "require the defender to lead the suit of the
    penalty card, or to prohibit him from leading that suit for as long as he retains the
    lead". North forbids clubs; East's HA holds, and at East's next lead North requires
    diamonds (West's D9): the diamond is required and clubs stay forbidden. Before 0.26.0
    the board view said only "must lead D": the kept prohibition was missing. Now every
    viewer (the restriction is stated at the table) reads both, the leader first."""
    table = _to_four_spades_with_wests_penalty_cards(server)
    north = table.players["N"]
    forbid = north.post(table.path("/lead-restriction"), {"choice": "forbid", "suit": "C"})
    assert forbid.status_code == 200, forbid.text
    for seat, card in (("E", "HA"), ("S", "H4"), ("W", "H5"), ("N", "H2")):
        assert table.play(seat, card).status_code == 201
    required = north.post(table.path("/lead-restriction"), {"choice": "require", "suit": "D"})
    assert required.status_code == 200, required.text
    expected = {"seat": "E", "suit": "D", "rule": "must", "also": [], "kept": ["C"]}
    assert required.json()["lead_restriction"] == expected
    for seat in ("E", "W", "S"):
        assert table.view(seat)["lead_restriction"] == expected, seat
    assert table.play("E", "CK").status_code == 422
    assert table.play("E", "DQ").status_code == 201


def test_play_again_from_here_carries_the_restriction_in_force(server: Server) -> None:
    """Issue 34 (0.27.0; before, 0.26.0 refused this step with 422). Law 50D2(a):
    declarer may "prohibit him from leading that suit for as long as he retains the
    lead"; at a step where North's prohibition is in force the practice board carries it:
    POST /practice is 201, the new board's view states the same restriction and West's
    D9 still faced, the source's view said `can_practise`, and East (the director's seat
    there) may not lead a club."""
    table = _to_four_spades_with_wests_penalty_cards(server)
    director = table.director
    assert director is not None
    north = table.players["N"]
    forbid = north.post(table.path("/lead-restriction"), {"choice": "forbid", "suit": "C"})
    assert forbid.status_code == 200, forbid.text
    view = director.get(table.path()).json()
    assert view["can_practise"] and view["practice_refused_because"] is None
    step = int(view["version"]) - 1
    made = director.post(table.path("/practice"), {"step": step, "seat": "E"})
    assert made.status_code == 201, made.text
    again = made.json()
    assert again["lead_restriction"] == view["lead_restriction"] == {
        "seat": "E", "suit": "C", "rule": "must_not", "also": [], "kept": [],
    }  # fmt: skip
    assert again["penalty_cards"] == view["penalty_cards"]
    assert again["pending"] is None and again["next"] == "E"
    path = f"/boards/{again['id']}"
    legal = director.get(f"{path}/legal").json()["cards"]
    assert legal and not any(card.startswith("C") for card in legal), legal
    club = director.post(f"{path}/plays", {"seat": "E", "card": "CK"})
    assert club.status_code == 422, club.text
    assert club.json()["detail"] == "Declarer forbade a lead of clubs while E keeps the lead."
