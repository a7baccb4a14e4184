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


def test_play_again_from_here_is_refused_where_it_would_lose_a_restriction(
    server: Server,
) -> None:
    """Issue 34 (0.26.0): a practice board replays the calls and cards only. Law 50D2(a):
    declarer may "prohibit him from leading that suit for as long as he retains the lead";
    at a step where North's prohibition is in force the practice board would lose it, so
    POST /practice is 422 with the sentence the view's `practice_refused_because` gives,
    and nothing is made; at a step before the cards were faced it is 201."""
    table = _to_four_spades_with_wests_penalty_cards(server)
    director = table.director
    assert director is not None
    north = table.players["N"]
    forbid = north.post(table.path("/lead-restriction"), {"choice": "forbid", "suit": "C"})
    assert forbid.status_code == 200, forbid.text
    view = director.get(table.path()).json()
    step = int(view["version"]) - 1
    refused = director.post(table.path("/practice"), {"step": step, "seat": "S"})
    assert refused.status_code == 422, refused.text
    sentence = refused.json()["detail"]
    assert "penalty card" in sentence or "lead restriction" in sentence, sentence
    assert sentence == view["practice_refused_because"] and not view["can_practise"]
    assert len(sentence) < 300
    early = director.post(table.path("/practice"), {"step": 2, "seat": "S"})
    assert early.status_code == 201, early.text
