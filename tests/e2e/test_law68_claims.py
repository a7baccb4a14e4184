"""Law 68 (2017) over HTTP, on both stores (issue 30, items 18-20).

68D: "After any claim or concession, play is suspended. [...] 2. If it is doubted by any
player (dummy included), either: (a) the Director must be summoned immediately and Law
70 applies [...]" """

from __future__ import annotations

from tests.e2e.table import DEAL, Person, Server, Table
from tests.e2e.test_claims import AUCTION


def directed_table(server: Server) -> tuple[Table, Person]:
    director = server.person("td", role="director")
    table = Table.sit_down(server, creator=director, deal=DEAL)
    table.bid(*AUCTION)  # 3NT by West; East is dummy, North leads
    table.play_tricks(8)  # two tricks played
    return table, director


def test_dummy_doubts_declarers_claim_and_the_director_rules(server: Server) -> None:
    table, director = directed_table(server)
    players = table.players
    assert players["W"].post(table.path("/claims"), {"seat": "W", "tricks": 11}).status_code == 201
    assert players["W"].post(table.path("/claims/dispute"), {"seat": "W"}).status_code == 422
    assert players["E"].post(table.path("/claims/agree"), {"seat": "E"}).status_code == 422
    doubted = players["E"].post(table.path("/claims/dispute"), {"seat": "E"})  # dummy
    assert doubted.status_code == 200, doubted.text
    assert doubted.json()["claim"]["status"] == "disputed"
    ruling = {"tricks": 9, "explanation": "The spade finesse was not stated."}
    ruled = director.post(table.path("/claims/ruling"), ruling)
    assert ruled.status_code == 200, ruled.text
    assert ruled.json()["phase"] == "complete"


def test_a_defenders_concession_is_void_when_his_partner_objects(server: Server) -> None:
    """68B2: "if a defender attempts to concede one or more tricks and his partner
    immediately objects; neither a concession nor a claim has occurred. [...] Play
    continues." """
    table, _ = directed_table(server)
    players = table.players
    made = players["N"].post(table.path("/claims"), {"seat": "N", "concede": 3})
    assert made.status_code == 201, made.text
    count = table.event_count()
    assert players["W"].post(table.path("/claims/object"), {"seat": "W"}).status_code == 422
    assert players["N"].post(table.path("/claims/object"), {"seat": "N"}).status_code == 422
    assert players["S"].post(table.path("/claims/object"), {"seat": "N"}).status_code == 403
    assert table.event_count() == count
    objected = players["S"].post(table.path("/claims/object"), {"seat": "S"})
    assert objected.status_code == 200, objected.text
    view = objected.json()
    assert view["claim"] is None and view["phase"] == "play"
    assert players["W"].post(table.path("/claims/agree"), {"seat": "W"}).status_code == 409
    assert table.play_tricks(1)["phase"] == "play"  # play continues
    events = players["S"].get(table.path("/timeline")).json()
    assert [e["type"] for e in events if e["type"].startswith(("Claim", "Concession"))] == [
        "ClaimMade",
        "ConcessionObjected",
    ]


def test_play_continues_after_a_doubted_claim_when_all_four_agree(server: Server) -> None:
    """68D2(b), as the EBU's directors summarise it: "play may continue upon the request
    of the non-claiming side and provided all four players agree. If this occurs the
    prior claim is void and not subject to adjudication." """
    table, director = directed_table(server)
    players = table.players
    assert players["W"].post(table.path("/claims"), {"seat": "W", "tricks": 11}).status_code == 201
    assert players["N"].post(table.path("/claims/dispute"), {"seat": "N"}).status_code == 200
    refused = players["W"].post(table.path("/claims/withdraw"), {"seat": "W"})
    assert refused.status_code == 422 and "68D2b" in refused.json()["detail"]
    asks_first = players["W"].post(table.path("/claims/play-on"), {"seat": "W"})
    assert asks_first.status_code == 422  # the request is the non-claimers'
    for seat in ("S", "W", "E"):
        reply = players[seat].post(table.path("/claims/play-on"), {"seat": seat})
        assert reply.status_code == 200, reply.text
        assert reply.json()["claim"]["status"] == "disputed"  # suspended until the fourth
    done = players["N"].post(table.path("/claims/play-on"), {"seat": "N"})
    assert done.status_code == 200, done.text
    assert done.json()["claim"] is None and done.json()["phase"] == "play"
    ruling = {"tricks": 9, "explanation": "too late"}
    assert director.post(table.path("/claims/ruling"), ruling).status_code == 409
    assert table.play_tricks(1)["phase"] == "play"


def test_the_claimers_hand_is_faced_to_the_table_until_the_claim_is_withdrawn(
    server: Server,
) -> None:
    """68C: "The player making the claim or concession faces his hand." Every player at
    the table sees it while the claim is answered; a spectator does not; withdrawn, the
    cards go back into the hand."""
    table, _ = directed_table(server)
    players = table.players
    before = players["N"].get(table.path()).json()["hands"]
    assert before["W"] is None  # declarer's hand, hidden from a defender
    assert players["W"].post(table.path("/claims"), {"seat": "W", "tricks": 11}).status_code == 201
    for seat in ("N", "E", "S"):
        hands = players[seat].get(table.path()).json()["hands"]
        assert hands["W"] is not None and len(hands["W"]) == 11, seat
    spectator = server.person("kibitzer")
    assert spectator.get(table.path()).status_code in (403, 404)
    assert players["W"].post(table.path("/claims/withdraw"), {"seat": "W"}).status_code == 200
    assert players["N"].get(table.path()).json()["hands"]["W"] is None
